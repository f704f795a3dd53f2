/**
 * Armada plan against the next enemy activation, with what stands between the ships
 * (armada.range.obstructed): the other ships and the obstacles obstruct the attacks the shares
 * count, measured as the plan measures exposure. Each combination's obstruction against an oracle of
 * plain resolves and measures on the whole table; the same table cleared obstructs nothing.
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

function against(doc: Doc, spec: unknown): ArmadaPlanAgainst {
  const r = plan(doc, { against: spec, detail: 'full' });
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
const RANGES = ['close', 'medium', 'long'];
/** Whether every hull zone of `from` that can roll a die at `to` is obstructed (null: none can). */
function onlyObstructed(doc: Doc, from: string, to: string): boolean | null {
  const { maneuver: _m, ...table } = doc;
  const m = measure(table, from, to);
  if (!m.ok) throw new Error(JSON.stringify(m.issues));
  const armed = (m.value.arcs as readonly { range: string | null; obstructed: boolean; dice?: { red: number; blue: number; black: number } }[])
    .filter((a) => a.range !== null && RANGES.includes(a.range) && (a.dice === undefined || a.dice.red + a.dice.blue + a.dice.black > 0));
  return armed.length === 0 ? null : armed.every((a) => a.obstructed);
}

describe('Armada against: other ships and obstacles obstruct (armada.range.obstructed)', () => {
  test('each combination\'s obstruction equals the measure on the whole table after both moves (oracle)', () => {
    const doc = crowded();
    delete doc.ships[0].speed;
    const planned = against(doc, { ships: ['glad'] });
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
        const into = onlyObstructed(table, 'glad', 'cr90');
        const back = onlyObstructed(table, 'cr90', 'glad');
        expect(cell.shotAt === null).toBe(into === null);
        expect(cell.shotObstructed).toBe(into === true);
        expect(cell.canShoot === null).toBe(back === null);
        expect(cell.canShootObstructed).toBe(back === true);
      }),
      { numRuns: 25 },
    );
    // The shares count the obstructed cells among the shots.
    for (const course of planned.courses) {
      const e = enemyOf(course, 'glad');
      const cells = e.matrix!;
      expect(e.shotObstructed).toBe(Math.round((cells.filter((c) => c.shotObstructed).length / cells.length) * 1e6) / 1e6);
      expect(e.shotObstructed).toBeLessThanOrEqual(e.shotBy);
      expect(e.canShootObstructed).toBeLessThanOrEqual(e.canShoot);
    }
  });

  test('the crowded table obstructs some shots; with its obstacles and other ships cleared away none is obstructed', () => {
    const doc = crowded();
    const some = against(doc, { ships: ['glad'] }).courses.some((c) => enemyOf(c, 'glad').shotObstructed > 0 || enemyOf(c, 'glad').canShootObstructed > 0);
    expect(some).toBe(true);
    const cleared = { ...doc, obstacles: [], squadrons: [], ships: doc.ships.filter((s: Doc) => s.id === 'cr90' || s.id === 'glad') };
    for (const c of against(cleared, { ships: ['glad'] }).courses) {
      const e = enemyOf(c, 'glad');
      expect([e.shotObstructed, e.canShootObstructed]).toEqual([0, 0]);
    }
  });
});
