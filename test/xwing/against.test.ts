/**
 * Planning against the opponent (CONVENTIONS section 11; xwing.range.against.order,
 * xwing.range.against.options, xwing.range.against.weights): worked examples known by hand, the
 * combinations against an oracle made of plain resolves and measures, and properties of the shares.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import '../fast-check-seed.ts';
import { measure, plan, resolve } from '../../src/engines.ts';
import type { AgainstSummary, EnemySummary, XwingPlanAgainst } from '../../src/xwing/against.ts';
import type { ManeuverOutcome } from '../../src/xwing/outcome.ts';

type Doc = Record<string, any>;

function duel(lukeInit: number, howlInit: number, gap = 260): Doc {
  return {
    game: 'xwing',
    rules: '2.5',
    firstPlayer: 'rebels',
    ships: [
      { id: 'luke', type: 'T-65 X-wing', owner: 'rebels', initiative: lukeInit, pose: { x: 457.2, y: 300, heading: 0 } },
      { id: 'howl', type: 'TIE/ln Fighter', owner: 'empire', initiative: howlInit, pose: { x: 457.2, y: 300 + gap, heading: 180 } },
    ],
    obstacles: [{ id: 'rock', type: 'asteroid', pose: { x: 300, y: 430, heading: 0 } }],
    maneuver: { ship: 'luke', dial: '2FB' },
  };
}

function against(doc: Doc, spec: unknown = 'all', detail?: 'full'): XwingPlanAgainst {
  const result = plan(doc, { against: spec, ...(detail === undefined ? {} : { detail }) });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value as XwingPlanAgainst;
}

function enemyOf(summary: AgainstSummary | undefined, ship = 'howl'): EnemySummary {
  const e = summary?.enemies.find((x) => x.ship === ship);
  if (e === undefined) throw new Error(`no summary for ${ship}`);
  return e;
}

const withPose = (doc: Doc, id: string, pose: unknown): Doc => ({ ...doc, ships: doc.ships.map((s: Doc) => (s.id === id ? { ...s, pose } : s)) });
const moved = (doc: Doc, ship: string, dial: string): ManeuverOutcome => {
  const r = resolve({ ...doc, maneuver: { ship, dial } });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value as ManeuverOutcome;
};
const cutBy = (o: ManeuverOutcome, other: string): boolean => !o.fully && (o.touching === other || o.overlappedShips.includes(other));
function rangeFrom(doc: Doc, from: string, to: string): number | null {
  const { maneuver: _m, ...table } = doc;
  const m = measure(table, from, to);
  if (!m.ok) throw new Error(JSON.stringify(m.issues));
  let best: number | null = null;
  for (const a of m.value.arcs) {
    if (a.range === null || Number(a.range) > 3) continue;
    const r = Math.max(1, Number(a.range));
    if (best === null || r < best) best = r;
  }
  return best;
}

describe('X-Wing plan against every enemy option', () => {
  test('each combination equals the two maneuvers resolved in initiative order, then measured both ways (oracle)', () => {
    for (const [lukeInit, howlInit] of [[2, 4], [5, 1]] as const) {
      const doc = duel(lukeInit, howlInit);
      const planned = against(doc, { repositions: false }, 'full');
      const lukeFirst = lukeInit < howlInit;
      fc.assert(
        fc.property(fc.nat(planned.maneuvers.length - 1), fc.nat(15), (i, j) => {
          const option = planned.maneuvers[i]!;
          if (option.placement !== null || option.use !== undefined) return;
          const summary = enemyOf(option.against);
          expect(summary.movesFirst).toBe(lukeFirst ? 'planned' : 'enemy');
          const cell = summary.matrix![j % summary.matrix!.length]!;
          let luke: ManeuverOutcome;
          let howl: ManeuverOutcome;
          if (lukeFirst) {
            luke = moved(doc, 'luke', option.dial);
            howl = moved(withPose(doc, 'luke', luke.pose), 'howl', cell.option);
          } else {
            howl = moved(doc, 'howl', cell.option);
            luke = moved(withPose(doc, 'howl', howl.pose), 'luke', option.dial);
          }
          const table = withPose(withPose(doc, 'luke', luke.pose), 'howl', howl.pose);
          expect(cell.shotAt).toBe(rangeFrom(table, 'howl', 'luke'));
          expect(cell.canShoot).toBe(rangeFrom(table, 'luke', 'howl'));
          expect(cell.bumped).toBe(cutBy(luke, 'howl'));
          expect(cell.bumps).toBe(cutBy(howl, 'luke'));
        }),
        { numRuns: 25 },
      );
    }
  });

  test('an enemy that cannot reach: nothing shoots, nothing bumps', () => {
    const planned = against(duel(2, 4, 800));
    for (const option of [...planned.maneuvers, ...planned.actions]) {
      const e = enemyOf(option.against);
      expect(e.combinations - e.repositions).toBe(16);
      expect([e.shotBy, e.canShoot, e.bumped, e.bumps, e.bullseye]).toEqual([0, 0, 0, 0, 0]);
      expect(e.worst).toBeNull();
      expect(e.best).toBeNull();
      expect(option.against!.anyEnemy).toEqual({ shotBy: 0, canShoot: 0, bumped: 0 });
    }
  });

  test('a guaranteed bump: moving first into the enemy base 20 mm ahead, every straight is cut short by it', () => {
    // The T-65 (40 mm base) nose 20 mm from the TIE's: its 1-straight (40 mm) ends overlapping the
    // TIE at its start whatever the TIE chooses afterwards, so bumped is 1 over all 16 options.
    const planned = against(duel(1, 5, 60));
    const straight = planned.maneuvers.find((m) => m.dial === '1FB')!;
    const e = enemyOf(straight.against);
    expect(e.movesFirst).toBe('planned');
    expect(e.bumped).toBe(1);
    // A bumped ship at range 0 of the enemy, in its front arc: shot at by every option that keeps it in arc.
    expect(straight.outcome.fully).toBe(false);
  });

  test('an initiative tie: the first player moves first (firstPlayer)', () => {
    const a = against(duel(5, 5));
    const b = against({ ...duel(5, 5), firstPlayer: 'empire' });
    expect(enemyOf(a.maneuvers[0]!.against).movesFirst).toBe('planned');
    expect(enemyOf(b.maneuvers[0]!.against).movesFirst).toBe('enemy');
  });

  test('weights of one enemy option give exactly that combination (xwing.range.against.weights)', () => {
    const doc = duel(2, 4);
    const full = against(doc, { repositions: false }, 'full');
    fc.assert(
      fc.property(fc.nat(full.maneuvers.length - 1), fc.nat(15), (i, j) => {
        const cells = enemyOf(full.maneuvers[i]!.against).matrix!;
        const cell = cells[j % cells.length]!;
        const one = enemyOf(against(doc, { repositions: false, weights: { howl: { [cell.option]: 3 } } }).maneuvers[i]!.against);
        expect(one.shotBy).toBe(cell.shotAt === null ? 0 : 1);
        expect(one.canShoot).toBe(cell.canShoot === null ? 0 : 1);
        expect(one.bumped).toBe(cell.bumped ? 1 : 0);
        expect(one.bumps).toBe(cell.bumps ? 1 : 0);
        expect(one.bullseye).toBe(cell.bullseye ? 1 : 0);
      }),
      { numRuns: 10 },
    );
  });

  test('shares are the weighted counts of the matrix; an option never shot at in any combination has shotBy 0', () => {
    const planned = against(duel(5, 1), 'all', 'full');
    for (const option of [...planned.maneuvers, ...planned.actions]) {
      const e = enemyOf(option.against);
      const cells = e.matrix!;
      const share = (f: (c: (typeof cells)[number]) => boolean) => Math.round((cells.filter(f).length / cells.length) * 1e6) / 1e6;
      expect(e.shotBy).toBe(share((c) => c.shotAt !== null));
      expect(e.canShoot).toBe(share((c) => c.canShoot !== null));
      expect(e.bumps).toBe(share((c) => c.bumps));
      expect(e.shotAtRange[1] + e.shotAtRange[2] + e.shotAtRange[3]).toBeCloseTo(e.shotBy, 5);
      if (cells.every((c) => c.shotAt === null)) expect(e.shotBy).toBe(0);
    }
  });

  test('a mirrored table gives the mirrored options the same shares', () => {
    const mirror = (doc: Doc): Doc => ({
      ...doc,
      ships: doc.ships.map((s: Doc) => ({ ...s, pose: { x: 914.4 - s.pose.x, y: s.pose.y, heading: -s.pose.heading } })),
      obstacles: [],
    });
    const doc: Doc = { ...duel(2, 4), obstacles: [] };
    doc.ships[1].pose.x += 40;
    const left = against(doc);
    const right = against(mirror(doc));
    const bearing: Record<string, string> = { B: 'N', N: 'B', T: 'Y', Y: 'T', E: 'R', R: 'E', L: 'P', P: 'L' };
    const swap = (dial: string): string => dial[0]! + (bearing[dial[1]!] ?? dial[1]!) + dial[2]!;
    for (const m of left.maneuvers) {
      if (m.placement !== null) continue;
      const twin = right.maneuvers.find((x) => x.dial === swap(m.dial) && x.placement === null);
      expect(twin, m.dial).toBeDefined();
      const a = enemyOf(m.against);
      const b = enemyOf(twin!.against);
      expect([b.shotBy, b.canShoot, b.bumped, b.bumps]).toEqual([a.shotBy, a.canShoot, a.bumped, a.bumps]);
    }
  });

  test('anyEnemy assumes the enemies choose independently', () => {
    const doc = duel(2, 4);
    doc.ships.push({ id: 'mauler', type: 'TIE/ln Fighter', owner: 'empire', initiative: 3, pose: { x: 600, y: 520, heading: 200 } });
    const planned = against(doc);
    for (const option of planned.maneuvers) {
      const [a, b] = option.against!.enemies;
      expect(option.against!.anyEnemy.shotBy).toBeCloseTo(1 - (1 - a!.shotBy) * (1 - b!.shotBy), 5);
      expect(option.against!.anyEnemy.canShoot).toBeCloseTo(1 - (1 - a!.canShoot) * (1 - b!.canShoot), 5);
    }
  });

  test('a stressed enemy does not choose a red maneuver; its option count drops (xwing.range.against.options)', () => {
    const doc = duel(2, 4);
    const calm = enemyOf(against(doc, { repositions: false }).maneuvers[0]!.against);
    doc.ships[1].stress = 1;
    const stressed = enemyOf(against(doc, { repositions: false }).maneuvers[0]!.against);
    expect(calm.combinations).toBe(16);
    // The TIE/ln's red maneuvers are left out of a stressed enemy's options.
    expect(stressed.combinations).toBeLessThan(calm.combinations);
  });

  test('a ship\'s pilot gives its initiative when it has none (Howlrunner: 5, Luke Skywalker: 5)', () => {
    const doc = duel(2, 4);
    delete doc.ships[0].initiative;
    delete doc.ships[1].initiative;
    doc.ships[0].pilot = 'lukeskywalker';
    doc.ships[1].pilot = 'howlrunner';
    const tie = enemyOf(against(doc).maneuvers[0]!.against);
    // Both initiative 5: the first player (rebels) moves first.
    expect(tie.movesFirst).toBe('planned');
    doc.ships[1].pilot = 'academypilot';
    expect(enemyOf(against(doc).maneuvers[0]!.against).movesFirst).toBe('enemy');
  });

  test('refusals: a ship without initiative, an unknown enemy, weights naming no option', () => {
    const doc = duel(2, 4);
    delete doc.ships[1].initiative;
    const r = plan(doc, { against: 'all' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]).toMatchObject({ path: 'ships[1].initiative', rule: 'xwing.range.against.order' });
    const u = plan(duel(2, 4), { against: { ships: ['vader'] } });
    expect(!u.ok && u.issues[0]).toMatchObject({ path: 'against.ships[0]' });
    const w = plan(duel(2, 4), { against: { weights: { howl: { '9FW': 1 } } } });
    expect(!w.ok && w.issues[0]).toMatchObject({ path: 'against.weights.howl.9FW', rule: 'xwing.range.against.weights' });
    // Hostile keys are names, never the prototype: "__proto__" is refused at its path, "constructor" is not an enemy.
    const proto = plan(duel(2, 4), { against: JSON.parse('{"weights":{"howl":{"__proto__":{"2FB":1}}}}') });
    expect(!proto.ok && proto.issues[0]).toMatchObject({ path: 'against.weights.howl.__proto__', rule: 'schema' });
    const outer = plan(duel(2, 4), { against: JSON.parse('{"weights":{"__proto__":{"2FB":1}}}') });
    expect(!outer.ok && outer.issues[0]).toMatchObject({ path: 'against.weights.__proto__' });
    const ctor = plan(duel(2, 4), { against: { weights: { constructor: { '2FB': 1 } } } });
    expect(!ctor.ok && ctor.issues[0]).toMatchObject({ path: 'against.weights.constructor' });
    const tooMany = plan(duel(2, 4), { against: { weights: { howl: Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`o${i}`, 1])) } } });
    expect(!tooMany.ok && tooMany.issues[0]!.path.startsWith('against.weights')).toBe(true);
    const bad = plan(duel(2, 4), { against: 'some' });
    expect(!bad.ok && bad.issues[0]!.path.startsWith('against')).toBe(true);
  });
});
