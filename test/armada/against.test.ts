/**
 * Armada plan against the next enemy activation (CONVENTIONS section 11;
 * armada.range.against.enemies, .order, .weights): each combination against an oracle of plain
 * resolves and measures, worked examples, and properties of the shares.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import '../fast-check-seed.ts';
import { measure, plan, resolve } from '../../src/engines.ts';
import type { ArmadaEnemySummary, ArmadaPlanAgainst } from '../../src/armada/against.ts';
import type { ArmadaOutcome } from '../../src/armada/outcome.ts';

type Doc = Record<string, any>;
const crowded = (): Doc => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'armada', 'plan-crowded-table.json'), 'utf8'));

function against(doc: Doc, spec: unknown, detail?: 'full'): ArmadaPlanAgainst {
  const r = plan(doc, { against: spec, ...(detail === undefined ? {} : { detail }) });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value as ArmadaPlanAgainst;
}
const enemyOf = (c: ArmadaPlanAgainst['courses'][number], ship: string): ArmadaEnemySummary => c.against!.enemies.find((e) => e.ship === ship)!;
const withPose = (doc: Doc, id: string, pose: unknown): Doc => ({ ...doc, ships: doc.ships.map((s: Doc) => (s.id === id ? { ...s, pose } : s)) });
function moved(doc: Doc, ship: string, speed: number, yaw: readonly number[], side: string): ArmadaOutcome {
  const r = resolve({ ...doc, maneuver: { ship, speed, yaw: [...yaw], side } });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value as ArmadaOutcome;
}
const ORDER = ['close', 'medium', 'long'];
function shortest(doc: Doc, from: string, to: string): string | null {
  const { maneuver: _m, ...table } = doc;
  const m = measure(table, from, to);
  if (!m.ok) throw new Error(JSON.stringify(m.issues));
  let best: string | null = null;
  for (const a of m.value.arcs as readonly { range: string | null; dice?: { red: number; blue: number; black: number } }[]) {
    if (a.range === null || !ORDER.includes(a.range)) continue;
    if (a.dice !== undefined && a.dice.red + a.dice.blue + a.dice.black === 0) continue;
    if (best === null || ORDER.indexOf(a.range) < ORDER.indexOf(best)) best = a.range;
  }
  return best;
}

describe('Armada plan against the next enemy activation', () => {
  test('each combination equals the planned course resolved, then the enemy course resolved against its final position, measured both ways (oracle)', () => {
    // Without a speed dial every speed is a course of its own (no Navigate needed to resolve it).
    const doc = crowded();
    delete doc.ships[0].speed;
    const planned = against(doc, { ships: ['glad'] }, 'full');
    fc.assert(
      fc.property(fc.nat(planned.courses.length - 1), fc.nat(200), (i, j) => {
        const course = planned.courses[i]!;
        const cells = enemyOf(course, 'glad').matrix!;
        const cell = cells[j % cells.length]!;
        const [speed, yaw, side] = /^(\d) \[(.*)\] (left|right)$/.exec(cell.option)!.slice(1);
        const cr90 = moved(doc, 'cr90', course.speed, course.yaw, course.side);
        if (cr90.destroyed) return;
        const after = withPose(doc, 'cr90', cr90.pose);
        const glad = moved(after, 'glad', Number(speed), yaw === '' ? [] : yaw!.split(',').map(Number), side!);
        if (glad.destroyed) return;
        const table = withPose(after, 'glad', glad.pose);
        expect(cell.shotAt).toBe(shortest(table, 'glad', 'cr90'));
        expect(cell.canShoot).toBe(shortest(table, 'cr90', 'glad'));
        expect(cell.overlapped).toBe(glad.overlappedShips.includes('cr90'));
        expect(cell.damaged).toBe(glad.damage.some((d) => d.ship === 'cr90'));
      }),
      { numRuns: 20 },
    );
  });

  test('the combinations where the enemy overlaps the planned ship agree with the oracle too (the courses computed again)', () => {
    const doc = crowded();
    delete doc.ships[0].speed;
    const planned = against(doc, { ships: ['glad'] }, 'full');
    const hits = planned.courses.flatMap((course) => enemyOf(course, 'glad').matrix!.filter((c) => c.overlapped).map((cell) => ({ course, cell })));
    expect(hits.length).toBeGreaterThan(0);
    for (const { course, cell } of hits.filter((_, k) => k % Math.ceil(hits.length / 6) === 0)) {
      const [speed, yaw, side] = /^(\d) \[(.*)\] (left|right)$/.exec(cell.option)!.slice(1);
      const cr90 = moved(doc, 'cr90', course.speed, course.yaw, course.side);
      const glad = moved(withPose(doc, 'cr90', cr90.pose), 'glad', Number(speed), yaw === '' ? [] : yaw!.split(',').map(Number), side!);
      expect(glad.overlappedShips).toContain('cr90');
      expect(cell.damaged).toBe(glad.damage.some((d) => d.ship === 'cr90'));
      const table = withPose(withPose(doc, 'cr90', cr90.pose), 'glad', glad.pose);
      expect(cell.shotAt).toBe(shortest(table, 'glad', 'cr90'));
    }
  });

  test('"all" plays each enemy ship within distance 5, each alone (armada.range.against.enemies)', () => {
    const planned = against(crowded(), 'all');
    const ships = planned.courses[0]!.against!.enemies.map((e) => e.ship).sort();
    // The CR90 at (900, 300): the Gladiator (930, 520), the Arquitens (640, 420) and the ISD (760, 620) are within distance 5; the Interdictor at (1300, 650) is not.
    expect(ships).toContain('glad');
    expect(ships).toContain('arq');
    expect(ships).not.toContain('interd');
    for (const c of planned.courses) {
      for (const e of c.against!.enemies) {
        expect(e.combinations).toBeGreaterThan(0);
        for (const v of [e.shotBy, e.canShoot, e.bumped, e.damaged]) expect(v).toBeGreaterThanOrEqual(0);
        expect(e.shotAtRange.close + e.shotAtRange.medium + e.shotAtRange.long).toBeCloseTo(e.shotBy, 5);
      }
    }
  });

  test('an enemy far away: never shot at, never overlapped', () => {
    const doc = crowded();
    const far = withPose(doc, 'interd', { x: 1750, y: 850, heading: 180 });
    const planned = against(far, { ships: ['interd'] });
    for (const c of planned.courses) {
      const e = enemyOf(c, 'interd');
      expect([e.shotBy, e.bumped, e.damaged]).toEqual([0, 0, 0]);
      expect(e.worst).toBeNull();
    }
  });

  test('weights of one enemy course give exactly that combination (armada.range.against.weights)', () => {
    const doc = crowded();
    const full = against(doc, { ships: ['glad'] }, 'full');
    fc.assert(
      fc.property(fc.nat(full.courses.length - 1), fc.nat(200), (i, j) => {
        const cells = enemyOf(full.courses[i]!, 'glad').matrix!;
        const cell = cells[j % cells.length]!;
        const one = enemyOf(against(doc, { ships: ['glad'], weights: { glad: { [cell.option]: 2 } } }).courses[i]!, 'glad');
        expect(one.shotBy).toBe(cell.shotAt === null ? 0 : 1);
        expect(one.canShoot).toBe(cell.canShoot === null ? 0 : 1);
        expect(one.bumped).toBe(cell.overlapped ? 1 : 0);
        expect(one.damaged).toBe(cell.damaged ? 1 : 0);
      }),
      { numRuns: 5 },
    );
  });

  test('refusals name the path: an unknown enemy, a course the enemy does not have, a squadron move', () => {
    const doc = crowded();
    const u = plan(doc, { against: { ships: ['neb'] } });
    expect(!u.ok && u.issues[0]).toMatchObject({ path: 'against.ships[0]' });
    const w = plan(doc, { against: { ships: ['glad'], weights: { glad: { '9 [] right': 1 } } } });
    expect(!w.ok && w.issues[0]).toMatchObject({ rule: 'armada.range.against.weights' });
  });
});
