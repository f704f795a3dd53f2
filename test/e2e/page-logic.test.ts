import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Issue } from '../../src/index.ts';
import { applyPick, extendPath, setActiveSystem } from '../../web/src/edit.ts';
import { computeResilient, fixesOf, setAtPath, shortProblem, suggestions } from '../../web/src/resilient.ts';
import { armadaNextShip, xwingActionAfterManeuver, xwingActionBlocked } from '../../web/src/turns.ts';
import { ARMADA, TI4, XWING } from './scenarios.ts';
import { loadAllGames } from '../../web/src/game-parts.ts';

// The page loads each game's code on demand; these tests compute every game at once.
await loadAllGames();

/** The page's pure logic, run without a browser: route editing, picks, resilient computing, turns. */
describe('TI4 route editing (ti4.move.path)', () => {
  const doc = { ...TI4, moves: undefined } as Record<string, unknown>;
  const movesOf = (d: Record<string, unknown>) => d.moves as { unit: string; path: string[] }[] | undefined;

  test('a click extends the route, the last system steps back, the unit\'s own system starts over', () => {
    const one = extendPath(doc, 'c1', '39');
    expect(movesOf(one)).toEqual([{ unit: 'c1', path: ['26', '39'], transport: [] }]);
    const two = extendPath(one, 'c1', '40');
    expect(movesOf(two)?.[0]?.path).toEqual(['26', '39', '40']);
    expect(movesOf(extendPath(two, 'c1', '40'))?.[0]?.path).toEqual(['26', '39']);
    expect(movesOf(extendPath(two, 'c1', '26'))).toBeUndefined();
    expect(doc.moves).toBeUndefined(); // the input is unchanged
  });

  test('property: extending by any system not already last, then clicking it again, gives the route back', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('39', '40', '19', '20', '21'), { maxLength: 6 }), fc.constantFrom('39', '40', '19', '20', '21'), (clicks, extra) => {
      let d = doc;
      for (const system of clicks) d = extendPath(d, 'c1', system);
      const before = movesOf(d)?.[0]?.path ?? ['26'];
      if (before[before.length - 1] === extra) return;
      const back = extendPath(extendPath(d, 'c1', extra), 'c1', extra);
      expect(movesOf(back)?.[0]?.path ?? ['26']).toEqual(before);
    }));
  });

  test('a new active system drops the moves that do not end there and says how many', () => {
    const { doc: next, dropped } = setActiveSystem(TI4, '40');
    expect(dropped).toBe(1);
    expect(next.moves).toBeUndefined();
    expect(setActiveSystem(TI4, '39').dropped).toBe(0);
  });

  test('a picked option sets its fields; null removes one', () => {
    expect(applyPick(XWING, { action: { ship: 'luke', type: 'boost', direction: 'left' }, maneuver: null })).not.toHaveProperty('maneuver');
  });
});

describe('resilient editing', () => {
  const withBadShip = { ...ARMADA, ships: [...ARMADA.ships, { id: 'neb', type: 'Nebulon-B', pose: { x: 300, y: 700, heading: 0 } }] };

  test('a ship with an unknown name is set aside: the maneuver still resolves and the ship is marked with its fixes', () => {
    const computed = computeResilient(withBadShip, false);
    expect(computed.fallback).toBe(false);
    expect(computed.trace.length).toBeGreaterThan(0);
    expect(computed.broken.map((b) => b.id)).toEqual(['neb']);
    expect(computed.scene.items.some((i) => i.id === 'neb' && i.outcome === 'illegal')).toBe(true);
    const fixes = fixesOf(computed.broken[0]!.issues[0]!);
    expect(fixes.length).toBeGreaterThan(0);
    expect(fixes[0]!.value).toMatch(/Nebulon-B/);
    const fixed = setAtPath(withBadShip, fixes[0]!.path, fixes[0]!.value);
    expect(computeResilient(fixed, false).issues).toEqual([]);
  });

  test('TI4: a unit of an unknown type is set aside with its move; the map and the other units stay', () => {
    const computed = computeResilient({ ...TI4, units: [{ ...TI4.units[0]!, type: 'carier' }, TI4.units[1]!] }, false);
    expect(computed.fallback).toBe(false);
    expect(computed.broken.map((b) => b.id)).toEqual(['c1']);
    expect(fixesOf(computed.broken[0]!.issues[0]!)[0]!.value).toBe('carrier');
    expect(computed.scene.items.some((i) => i.role === 'hex')).toBe(true);
    expect(computed.scene.items.some((i) => i.role === 'unit' && i.id === 'f1')).toBe(true);
  });

  test('suggestions and short problems are read from the catalog\'s message', () => {
    const issue: Issue = { path: 'ships[0].type', rule: 'armada.data.charts', message: 'unknown ship type "X"; did you mean "A", "B c"?' };
    expect(suggestions(issue)).toEqual(['A', 'B c']);
    expect(shortProblem(issue)).toBe('unknown ship type');
  });

  test('a problem beyond single pieces is not hidden: the plain drawing stands', () => {
    const computed = computeResilient({ ...ARMADA, maneuver: { ship: 'vic', speed: 9, yaw: [], side: 'auto' } }, false);
    expect(computed.broken).toEqual([]);
    expect(computed.issues.length).toBeGreaterThan(0);
  });
});

describe('turns', () => {
  test('X-Wing: a blue maneuver clears the stress, and the action is taken from where it ended', () => {
    const stressed = { ...XWING, ships: [{ ...XWING.ships[0]!, stress: 1 }, XWING.ships[1]!] };
    const outcome = computeResilient(stressed, false).outcome;
    expect(xwingActionBlocked(outcome)).toBeNull();
    const next = xwingActionAfterManeuver(stressed, outcome, { type: 'barrel-roll', direction: 'left' })!;
    const luke = (next.ships as { id: string; stress: number; pose: { y: number } }[])[0]!;
    expect(luke.stress).toBe(0);
    expect(luke.pose.y).toBeGreaterThan(150);
    const after = computeResilient(next, false);
    expect(after.issues).toEqual([]);
    expect((after.outcome as { performed: boolean }).performed).toBe(true);
  });

  test('Armada: the next ship activates from where the first ended, with its dial at the speed it moved', () => {
    const outcome = computeResilient(ARMADA, false).outcome as { pose: { x: number; y: number } };
    const next = armadaNextShip(ARMADA, outcome)!;
    expect((next.maneuver as { ship: string }).ship).toBe('cr90');
    const vic = (next.ships as { id: string; pose: { x: number; y: number }; speed: number }[])[0]!;
    expect(vic.pose.x).toBeCloseTo(outcome.pose.x, 2);
    expect(vic.speed).toBe(2);
  });
});

describe('the status line', () => {
  test('a TI4 plan says how many ships can come and how many cannot', async () => {
    const { statusOf } = await import('../../web/src/status.ts');
    const status = statusOf(computeResilient({ ...TI4, moves: undefined }, false));
    expect(status.text).toMatch(/^\d+ ships? can reach 39/);
    expect(statusOf(computeResilient(TI4, false)).kind).toBe('good');
  });
});
