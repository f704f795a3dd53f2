import { describe, expect, test } from 'vitest';
import type { Result } from '../../src/core/issue.ts';
import { resolve } from '../../src/engines.ts';
import type { ObstacleMovesOutcome } from '../../src/armada/obstacle-move.ts';
import { CR90, VSD, issuesOf, outcomeOf, planOf, scenario, ship } from './helpers.ts';

/**
 * The remaining Armada cards as data: Navigate sources, Magnite Crystal Tractor Beam Array, Seventh
 * Fleet Navigator, Rift Ambush, and the objectives that move obstacles. Charts: CR90 speed 1 "II",
 * speed 2 "I II", speed 3 "- I II"; Victory II speed 1 "I", speed 2 "- I".
 */
const cr90 = (effects: string[] = [], speed = 2) => ({ ...ship('cr90', CR90, 400, 300, 0, speed), owner: 'rebels', ...(effects.length > 0 ? { effects } : {}) });
const vsd = (effects: string[] = [], speed = 1) => ({ ...ship('vsd', VSD, 400, 300, 0, speed), owner: 'empire', ...(effects.length > 0 ? { effects } : {}) });

describe('the command resolved as Navigate (armada.course.navigate)', () => {
  test('Navigation Officer: the dial: speed 2 to 3 and +1 yaw on joint 1 ("-" to "I"), without declaring navigate', () => {
    expect(issuesOf(scenario([cr90()], { ship: 'cr90', speed: 3, yaw: [0, 0, 0] }))[0]!.rule).toBe('armada.course.navigate');
    const o = outcomeOf(scenario([cr90(['navigation-officer'])], { ship: 'cr90', speed: 3, yaw: [1, 0, 0], navigate: { yawJoint: 1 } }));
    expect(o.effectsUsed).toEqual(['navigation-officer']);
    expect(o.speedDial).toBe(3);
  });

  test('Clone Navigation Officer: a token: speed +-1 only, no yaw raise', () => {
    expect(outcomeOf(scenario([cr90(['clone-navigation-officer'])], { ship: 'cr90', speed: 1, yaw: [0] })).effectsUsed).toEqual(['clone-navigation-officer']);
    expect(issuesOf(scenario([cr90(['clone-navigation-officer'])], { ship: 'cr90', speed: 3, yaw: [1, 0, 0], navigate: { yawJoint: 1 } }))[0]!.path).toBe('maneuver.navigate.yawJoint');
  });

  test('Defense Liaison: the dial for a command token, said in the trace; it also puts Engine Techs in force', () => {
    const o = outcomeOf(scenario([cr90(['defense-liaison', 'engine-techs'])], { ship: 'cr90', speed: 2, yaw: [0, 0], extra: { effect: 'engine-techs', yaw: [0] } }));
    expect(o.trace.some((t) => t.rule === 'armada.effects.defense-liaison' && t.note.includes('spends 1 command token'))).toBe(true);
    expect(o.effectsUsed).toEqual(['defense-liaison', 'engine-techs']);
    expect(o.extraManeuver!.outcome!.executedSpeed).toBe(1);
  });
});

describe('armada.effects.magnite-crystal-tractor-beam-array', () => {
  // An enemy Victory II at speed 1, 200 mm away (distance 1-5): the CR90's dial is set to 1.
  const source = { ...ship('magnite', VSD, 700, 300, 0, 1), owner: 'empire' };
  const use = { effect: 'magnite-crystal-tractor-beam-array', source: 'magnite' };
  test('the dial is set to the source\'s speed 1: speed 1 resolves, speed 2 does not', () => {
    const o = outcomeOf(scenario([cr90([], 3), source], { ship: 'cr90', speed: 1, yaw: [0], effects: [use] }));
    expect(o.speedDial).toBe(1);
    expect(issuesOf(scenario([cr90([], 3), source], { ship: 'cr90', speed: 2, yaw: [0, 0], effects: [use] }))[0]!.path).toBe('maneuver.speed');
  });
  test('without a source: a clear error naming the effect\'s path', () => {
    expect(issuesOf(scenario([cr90([], 3)], { ship: 'cr90', speed: 1, yaw: [0], effects: ['magnite-crystal-tractor-beam-array'] }))[0]).toMatchObject({ path: 'maneuver.effects[0]', rule: 'armada.effects.dial' });
  });
});

describe('armada.effects.seventh-fleet-navigator', () => {
  test('Victory II speed 1 ("I"): two clicks with the card; at speed 2 ("- I") one joint may be II, not both', () => {
    expect(issuesOf(scenario([vsd()], { ship: 'vsd', speed: 1, yaw: [2] }))[0]!.rule).toBe('armada.yaw.chart');
    const o = outcomeOf(scenario([vsd(['seventh-fleet-navigator'])], { ship: 'vsd', speed: 1, yaw: [2] }));
    expect(o.effectsUsed).toEqual(['seventh-fleet-navigator']);
    expect(o.trace.some((t) => t.rule === 'armada.effects.seventh-fleet-navigator' && t.note.includes('makes one yaw value II'))).toBe(true);
    expect(outcomeOf(scenario([vsd(['seventh-fleet-navigator'], 2)], { ship: 'vsd', speed: 2, yaw: [2, 1] })).effectsUsed).toEqual(['seventh-fleet-navigator']);
    expect(issuesOf(scenario([vsd(['seventh-fleet-navigator'], 2)], { ship: 'vsd', speed: 2, yaw: [2, 2] }))[0]!.rule).toBe('armada.yaw.chart');
    // Within the chart the card is not used.
    expect(outcomeOf(scenario([vsd(['seventh-fleet-navigator'])], { ship: 'vsd', speed: 1, yaw: [1] })).effectsUsed).toEqual([]);
  });
  test('plan offers the II courses with the card', () => {
    const planned = planOf(scenario([vsd(['seventh-fleet-navigator'], 2)], { ship: 'vsd', speed: 2, yaw: [0, 0] }));
    const at2 = planned.courses.filter((c) => c.speed === 2);
    expect(at2.some((c) => c.yaw[0] === 2 && c.effects?.includes('seventh-fleet-navigator'))).toBe(true);
    expect(at2.some((c) => Math.abs(c.yaw[0]!) === 2 && Math.abs(c.yaw[1]!) === 2)).toBe(false);
  });
});

describe('armada.effects.rift-ambush', () => {
  // A gravity rift (95 x 96) at (400, 580): the CR90's straight speed-2 course ends at (400, 436.8), its base
  // reaching y 472.3, 59.7 mm from the rift (distance 1). Starting at y 300 it is 196.5 mm away: not slowed.
  const rift = { id: 'rift', type: 'gravity-rift', pose: { x: 400, y: 580, heading: 0 } };
  test('ending at distance 1-2 of the rift: a speed-1 maneuver the rift does not slow; yaw "-"', () => {
    const o = outcomeOf(scenario([cr90()], { ship: 'cr90', speed: 2, yaw: [0, 0], effects: ['rift-ambush'], extra: { effect: 'rift-ambush', yaw: [0] } }, { obstacles: [rift] }));
    expect(o.extraManeuver).toMatchObject({ effect: 'rift-ambush', unavailable: null });
    expect(o.extraManeuver!.outcome!.executedSpeed).toBe(1);
    expect(o.effectsUsed).toEqual(['rift-ambush']);
    expect(issuesOf(scenario([cr90()], { ship: 'cr90', speed: 2, yaw: [0, 0], effects: ['rift-ambush'], extra: { effect: 'rift-ambush', yaw: [1] } }, { obstacles: [rift] }))[0]!.rule).toBe('armada.yaw.chart');
  });
  test('plan: the straight speed-2 course is followed by the one Rift Ambush maneuver (yaw "-"), on the sides the tool allows', () => {
    const planned = planOf(scenario([cr90()], { ship: 'cr90', speed: 2, yaw: [0, 0], effects: ['rift-ambush'] }, { obstacles: [rift] }));
    const straight = planned.courses.find((c) => c.speed === 2 && c.yaw.join() === '0,0' && c.side === 'right')!;
    expect(straight.followUps!.length).toBeGreaterThan(0);
    expect(straight.followUps!.every((f) => f.speed === 1 && f.yaw[0] === 0 && f.effects?.[0] === 'rift-ambush')).toBe(true);
  });

  test('the second player\'s ship may use its speed-1 yaw; away from the rift the card does not apply', () => {
    const second = outcomeOf(scenario([cr90()], { ship: 'cr90', speed: 2, yaw: [0, 0], effects: ['rift-ambush-second-player'], extra: { effect: 'rift-ambush-second-player', yaw: [2] } }, { obstacles: [rift], secondPlayer: 'rebels' }));
    expect(second.extraManeuver!.outcome!.yaw).toEqual([2]);
    const far = outcomeOf(scenario([cr90()], { ship: 'cr90', speed: 2, yaw: [0, 0], effects: ['rift-ambush'], extra: { effect: 'rift-ambush', yaw: [0] } }, { obstacles: [{ ...rift, pose: { x: 400, y: 800, heading: 0 } }] }));
    expect(far.extraManeuver).toMatchObject({ outcome: null });
    expect(far.extraManeuver!.unavailable).toContain('distance 1-2 of a gravity rift');
  });
});

describe('obstacle moves of objectives (armada.obstacle.move)', () => {
  const moves = (obstacles: unknown[], obstacleMoves: unknown[]) => {
    const r = resolve({ game: 'armada', ships: [], obstacles, obstacleMoves }) as Result<ObstacleMovesOutcome>;
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    return r.value;
  };
  const rift = { id: 'rift', type: 'gravity-rift', pose: { x: 900, y: 450, heading: 0 } };
  const rock = { id: 'rock', type: 'asteroid-field', pose: { x: 700, y: 450, heading: 0 } };
  test('Doomed Station: toward the gravity rift, 100 mm closer is legal, 50 mm away is not; touching it removes the obstacle', () => {
    expect(moves([rift, rock], [{ obstacle: 'rock', by: 'doomed-station', pose: { x: 800, y: 450, heading: 0 } }]).moves[0]).toMatchObject({ legal: true, removed: false });
    expect(moves([rift, rock], [{ obstacle: 'rock', by: 'doomed-station', pose: { x: 650, y: 450, heading: 0 } }]).moves[0]!.violations.map((v) => v.rule)).toEqual(['armada.obstacle.doomed-station']);
    // The rift's left edge is at x 852.5; the asteroid field (55 wide) centred at 825 touches it at 852.5 (from 710: 115 mm, within distance 2).
    const touching = moves([rift, { ...rock, pose: { x: 710, y: 450, heading: 0 } }], [{ obstacle: 'rock', by: 'doomed-station', pose: { x: 825, y: 450, heading: 0 } }]);
    expect(touching.moves[0]).toMatchObject({ legal: true, removed: true });
  });
  test('Navigational Hazards moves asteroid and debris fields only', () => {
    const station = { id: 'st', type: 'station', pose: { x: 300, y: 450, heading: 0 } };
    expect(moves([station], [{ obstacle: 'st', by: 'navigational-hazards', pose: { x: 350, y: 450, heading: 0 } }]).moves[0]!.violations.map((v) => v.rule)).toEqual(['armada.obstacle.navigational-hazards']);
    expect(moves([rock], [{ obstacle: 'rock', by: 'navigational-hazards', pose: { x: 750, y: 450, heading: 0 } }]).legal).toBe(true);
  });
  test('Infested Fields: the obstacle the exogorth touched (asteroid right edge 727.5, exogorth 55 wide centred at 755)', () => {
    const worm = { id: 'worm', type: 'exogorth', pose: { x: 755, y: 450, heading: 0 } };
    expect(moves([rock, worm], [{ obstacle: 'rock', by: 'infested-fields', exogorth: 'worm', pose: { x: 700, y: 350, heading: 0 } }]).legal).toBe(true);
    const far = { ...worm, pose: { x: 800, y: 450, heading: 0 } };
    expect(moves([rock, far], [{ obstacle: 'rock', by: 'infested-fields', exogorth: 'worm', pose: { x: 700, y: 350, heading: 0 } }]).moves[0]!.violations.map((v) => v.rule)).toEqual(['armada.obstacle.infested-fields']);
  });
  test('Hyperspace Migration: a purrgil toward the token; one touching it is removed', () => {
    const purrgil = { id: 'p', type: 'purrgil', pose: { x: 1550, y: 450, heading: 0 } };
    const token = { x: 1700, y: 450 };
    expect(moves([purrgil], [{ obstacle: 'p', by: 'hyperspace-migration', token, pose: { x: 1450, y: 450, heading: 0 } }]).moves[0]!.violations.map((v) => v.rule)).toEqual(['armada.obstacle.hyperspace-migration']);
    expect(moves([purrgil], [{ obstacle: 'p', by: 'hyperspace-migration', token, pose: { x: 1600, y: 450, heading: 0 } }]).moves[0]).toMatchObject({ legal: true, removed: false });
    // The purrgil (101 x 40) at heading 0 spans x +-50.5: centred at 1650 it reaches 1700.5, over the token.
    expect(moves([purrgil], [{ obstacle: 'p', by: 'hyperspace-migration', token, pose: { x: 1650, y: 450, heading: 0 } }]).moves[0]).toMatchObject({ legal: true, removed: true });
  });
});
