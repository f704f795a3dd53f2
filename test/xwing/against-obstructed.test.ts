/**
 * X-Wing plan against the opponent, with what stands between the ships (xwing.range.obstructed):
 * obstacles and huge ships obstruct an attack (the defender rolls one more die) but never prevent
 * it; other ships do not obstruct. The shares count the shots that can only be made obstructed.
 * Each combination against an oracle of plain resolves and measures on the whole table.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import '../fast-check-seed.ts';
import { measure, plan, resolve } from '../../src/engines.ts';
import type { EnemySummary, XwingPlanAgainst } from '../../src/xwing/against.ts';
import type { ManeuverOutcome } from '../../src/xwing/outcome.ts';

type Doc = Record<string, any>;

/** Luke (initiative 1, moves first) and a TIE 500 mm apart, a GR-75 lying across the line between them, and a Z-95 beside it. */
function table(withHuge = true): Doc {
  return {
    game: 'xwing',
    rules: '2.5',
    firstPlayer: 'rebels',
    ships: [
      { id: 'luke', type: 'T-65 X-wing', owner: 'rebels', initiative: 1, pose: { x: 457.2, y: 150, heading: 0 } },
      { id: 'howl', type: 'TIE/ln Fighter', owner: 'empire', initiative: 4, pose: { x: 457.2, y: 650, heading: 180 } },
      { id: 'z95', type: 'Z-95-AF4 Headhunter', owner: 'rebels', initiative: 1, pose: { x: 200, y: 400, heading: 0 } },
      ...(withHuge ? [{ id: 'gr75', type: 'GR-75 Medium Transport', owner: 'rebels', pose: { x: 457.2, y: 430, heading: 90 } }] : []),
    ],
    maneuver: { ship: 'luke', dial: '1FB' },
  };
}

function against(doc: Doc): XwingPlanAgainst {
  const r = plan(doc, { against: { ships: ['howl'], repositions: false }, detail: 'full' });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value as XwingPlanAgainst;
}
const enemyOf = (o: XwingPlanAgainst['maneuvers'][number]): EnemySummary => o.against!.enemies[0]!;
const withPose = (doc: Doc, id: string, pose: unknown): Doc => ({ ...doc, ships: doc.ships.map((s: Doc) => (s.id === id ? { ...s, pose } : s)) });

/** Whether every arc of `from` reaching `to` at range 0-3 is obstructed (null: none reaches). */
function onlyObstructed(doc: Doc, from: string, to: string): boolean | null {
  const { maneuver: _m, ...t } = doc;
  const m = measure(t, from, to);
  if (!m.ok) throw new Error(JSON.stringify(m.issues));
  const reach = (m.value.arcs as readonly { range: number | string | null; obstructed: boolean }[]).filter((a) => a.range !== null && Number(a.range) <= 3);
  return reach.length === 0 ? null : reach.every((a) => a.obstructed);
}

describe('X-Wing against: obstruction (xwing.range.obstructed)', () => {
  test('each combination\'s obstruction equals the measure on the whole table after both moves (oracle)', () => {
    const doc = table();
    const planned = against(doc);
    fc.assert(
      fc.property(fc.nat(planned.maneuvers.length - 1), fc.nat(200), (i, j) => {
        const option = planned.maneuvers[i]!;
        if (option.placement !== null) return;
        const cells = enemyOf(option).matrix!;
        const cell = cells[j % cells.length]!;
        const luke = resolve({ ...doc, maneuver: { ship: 'luke', dial: option.dial } });
        if (!luke.ok) throw new Error('luke');
        const after = withPose(doc, 'luke', (luke.value as ManeuverOutcome).pose);
        const tie = resolve({ ...after, maneuver: { ship: 'howl', dial: cell.option } });
        if (!tie.ok) throw new Error(JSON.stringify(tie.issues));
        if ((tie.value as ManeuverOutcome).fled || (luke.value as ManeuverOutcome).fled) return;
        const both = withPose(after, 'howl', (tie.value as ManeuverOutcome).pose);
        const into = onlyObstructed(both, 'howl', 'luke');
        const back = onlyObstructed(both, 'luke', 'howl');
        expect(cell.shotAt === null).toBe(into === null);
        expect(cell.shotObstructed).toBe(into === true);
        expect(cell.canShootObstructed).toBe(back === true);
      }),
      { numRuns: 25 },
    );
  });

  test('the GR-75 across the line obstructs shots both ways; without it, and with only the Z-95 beside, none is', () => {
    const across = against(table());
    const straight = enemyOf(across.maneuvers.find((m) => m.dial === '1FB')!);
    expect(straight.shotObstructed).toBeGreaterThan(0);
    expect(straight.shotObstructed).toBeLessThanOrEqual(straight.shotBy);
    expect(straight.canShootObstructed).toBeGreaterThan(0);
    expect(straight.matrix!.filter((c) => c.shotObstructed).every((c) => c.shotAt !== null)).toBe(true);
    // Ships that are not huge never obstruct.
    for (const option of against(table(false)).maneuvers) {
      const e = enemyOf(option);
      expect([e.shotObstructed, e.canShootObstructed]).toEqual([0, 0]);
    }
  });
});
