import { describe, expect, test } from 'vitest';
import { CR90, outcomeOf, scenario, ship } from './helpers.ts';

// CR90 (small base 43 x 71) at (400, 300) heading 0, dial 2, straight speed 2: it ends at (400, 436.8),
// its base from y 401.3 to 472.3 and x 378.5 to 421.5 (armada.tool.pose).
const cr90 = (effects: string[] = [], dial = 2) => ({ ...ship('cr90', CR90, 400, 300, 0, dial), owner: 'rebels', ...(effects.length > 0 ? { effects } : {}) });
const straight = { ship: 'cr90', speed: 2, yaw: [0, 0] };
// An asteroid field (55 x 38) at (400, 480) spans y 461-499: under the final position.
const asteroid = { id: 'a1', type: 'asteroid-field', pose: { x: 400, y: 480, heading: 0 } };
// A gravity rift (95 x 96) at (460, 436.8) spans x 412.5-507.5: under the final position too. It is at
// distance 1-2 of the start, so with it the dial shows 3 and Determine Course reads 2 (armada.obstacle.effects).
const rift = { id: 'rift', type: 'gravity-rift', pose: { x: 460, y: 436.8, heading: 0 } };
const debris = { id: 'd1', type: 'debris-field', pose: { x: 400, y: 480, heading: 0 } };

describe('armada.effects.obstacle-exception', () => {
  test('Jaina\'s Light: every overlapped obstacle is listed with no effect; a cancelled gravity rift leaves the dial at 3', () => {
    const plain = outcomeOf(scenario([cr90([], 3)], straight, { obstacles: [asteroid, rift] }));
    expect(plain.obstacles.map((h) => h.id)).toEqual(['a1', 'rift']);
    expect(plain.speedDial).toBe(0);
    const o = outcomeOf(scenario([cr90(['jaina-s-light'], 3)], straight, { obstacles: [asteroid, rift] }));
    expect(o.obstacles).toEqual([
      { id: 'a1', type: 'asteroid-field', effect: 'no effect (Jaina\'s Light)', ignoredBy: 'jaina-s-light' },
      { id: 'rift', type: 'gravity-rift', effect: 'no effect (Jaina\'s Light)', ignoredBy: 'jaina-s-light' },
    ]);
    expect(o.speedDial).toBe(3);
    expect(o.effectsUsed).toEqual(['jaina-s-light']);
    expect(o.trace.filter((s) => s.rule === 'armada.effects.jaina-s-light')).toHaveLength(2);
  });

  test('Chart Officer cancels them at the cost of the card, said in the trace', () => {
    const o = outcomeOf(scenario([cr90(['chart-officer'])], straight, { obstacles: [asteroid] }));
    expect(o.obstacles[0]).toMatchObject({ ignoredBy: 'chart-officer' });
    expect(o.trace.find((s) => s.rule === 'armada.effects.chart-officer')?.note).toContain('discards Chart Officer');
  });

  test('Asteroid Tactics: only asteroid fields, only for the second player\'s ships (secondPlayer)', () => {
    const second = outcomeOf(scenario([cr90()], { ...straight, effects: ['asteroid-tactics'] }, { obstacles: [asteroid], secondPlayer: 'rebels' }));
    expect(second.obstacles[0]).toMatchObject({ id: 'a1', ignoredBy: 'asteroid-tactics' });
    const first = outcomeOf(scenario([cr90()], { ...straight, effects: ['asteroid-tactics'] }, { obstacles: [asteroid], secondPlayer: 'empire' }));
    expect(first.obstacles[0]).toEqual({ id: 'a1', type: 'asteroid-field', effect: 'dealt 1 faceup damage card' });
    expect(first.trace.some((s) => s.rule === 'armada.effects.condition' && s.note.includes('second player'))).toBe(true);
    const onDebris = outcomeOf(scenario([cr90()], { ...straight, effects: ['asteroid-tactics'] }, { obstacles: [debris], secondPlayer: 'rebels' }));
    expect(onDebris.obstacles[0]!.ignoredBy).toBeUndefined();
  });

  test('Dangerous Territory cancels asteroid and debris fields, not a gravity rift', () => {
    const o = outcomeOf(scenario([cr90([], 3)], { ...straight, effects: ['dangerous-territory'] }, { obstacles: [debris, rift] }));
    expect(o.obstacles.map((h) => h.ignoredBy ?? null)).toEqual(['dangerous-territory', null]);
    expect(o.speedDial).toBe(0);
  });
});

describe('armada.effects.overlap-damage', () => {
  // An Imperial I (large, 77.5 x 129) at (400, 480) is in the way: the CR90 backs off and overlaps it (armada.overlap.ships);
  // one facedown card to each (armada.overlap.damage).
  const wall = (effects: string[] = []) => ({ ...ship('wall', 'Imperial I-class Star Destroyer', 400, 480, 0), owner: 'empire', ...(effects.length > 0 ? { effects } : {}) });
  const run = (mover: string[], other: string[] = [], extra: Record<string, unknown> = {}) => outcomeOf(scenario([cr90(mover), wall(other)], straight, extra));

  test('without cards: one facedown card to each', () => {
    expect(run([]).damage).toEqual([{ ship: 'cr90', cards: 1, faceup: false }, { ship: 'wall', cards: 1, faceup: false }]);
  });

  test('Damaged Controls: 1 more facedown card to the moving ship for the ship it overlapped', () => {
    const o = run(['damaged-controls']);
    expect(o.damage).toEqual([{ ship: 'cr90', cards: 1, faceup: false }, { ship: 'wall', cards: 1, faceup: false }, { ship: 'cr90', cards: 1, faceup: false }]);
    expect(o.effectsUsed).toEqual(['damaged-controls']);
  });

  test('Damaged Controls for an obstacle: 1 card, none with Jaina\'s Light; Chart Officer does not prevent it', () => {
    expect(outcomeOf(scenario([cr90(['damaged-controls'])], straight, { obstacles: [asteroid] })).damage).toEqual([{ ship: 'cr90', cards: 1, faceup: false }]);
    expect(outcomeOf(scenario([cr90(['damaged-controls', 'jaina-s-light'])], straight, { obstacles: [asteroid] })).damage).toEqual([]);
    expect(outcomeOf(scenario([cr90(['damaged-controls', 'chart-officer'])], straight, { obstacles: [asteroid] })).damage).toEqual([{ ship: 'cr90', cards: 1, faceup: false }]);
  });

  test('Garel\'s Honor (mover) and Eclipse (overlapped): the enemy\'s card is faceup', () => {
    expect(run(['garel-s-honor']).damage).toEqual([{ ship: 'cr90', cards: 1, faceup: false }, { ship: 'wall', cards: 1, faceup: true }]);
    expect(run([], ['eclipse']).damage).toEqual([{ ship: 'cr90', cards: 1, faceup: true }, { ship: 'wall', cards: 1, faceup: false }]);
    // Garel's Honor on the overlapped ship does nothing: it is for its own maneuver.
    expect(run([], ['garel-s-honor']).damage).toEqual([{ ship: 'cr90', cards: 1, faceup: false }, { ship: 'wall', cards: 1, faceup: false }]);
  });

  test('Amity (overlapped): 1 more facedown card to both; Hardened Bulkheads removes only the overlap card of the large ship', () => {
    const amity = run([], ['amity']);
    expect(amity.damage).toEqual([{ ship: 'cr90', cards: 1, faceup: false }, { ship: 'wall', cards: 1, faceup: false }, { ship: 'cr90', cards: 1, faceup: false }, { ship: 'wall', cards: 1, faceup: false }]);
    expect(amity.effectsUsed).toEqual(['amity']);
    const both = run([], ['amity', 'hardened-bulkheads']);
    expect(both.damage).toEqual([{ ship: 'cr90', cards: 1, faceup: false }, { ship: 'cr90', cards: 1, faceup: false }, { ship: 'wall', cards: 1, faceup: false }]);
    expect(both.effectsUsed).toEqual(['hardened-bulkheads', 'amity']);
  });

  test('Hardened Bulkheads is for large ships only: on the small CR90 it is not in force', () => {
    expect(run(['hardened-bulkheads']).damage).toEqual([{ ship: 'cr90', cards: 1, faceup: false }, { ship: 'wall', cards: 1, faceup: false }]);
  });
});
