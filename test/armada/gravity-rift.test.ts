import { describe, expect, test } from 'vitest';
import { DISTANCE_BANDS, distanceBandOf } from '../../src/armada/catalog/distances.ts';
import { CR90, issuesOf, outcomeOf, planOf, scenario, ship } from './helpers.ts';

/**
 * armada.obstacle.effects (gravity rift): a ship at distance 1-2 of a gravity rift has its speed
 * lowered by 1 (never below 0) during Determine Course; the dial itself is not changed.
 * The CR90's inner footprint (41 x 71 mm) at (500, 200) facing +y reaches y = 235.5.
 */
const FRONT = 235.5;
const riftAhead = (gap: number) => ({ id: 'g', type: 'gravity-rift', polygon: [[480, FRONT + gap], [520, FRONT + gap], [520, FRONT + gap + 40], [480, FRONT + gap + 40]] });
const riftBeside = (gap: number) => ({ id: 'g', type: 'gravity-rift', polygon: [[520.5 + gap, 150], [560.5 + gap, 150], [560.5 + gap, 190], [520.5 + gap, 190]] });

describe('distance bands (armada.range.bands, armada.range.measure)', () => {
  test('outer edges 76.5 / 124.5 / 185.5 / 245.5 / 304.8 mm; a measurement on an edge is in the nearer band', () => {
    expect(DISTANCE_BANDS).toEqual([76.5, 124.5, 185.5, 245.5, 304.8]);
    expect([0, 76.5, 76.51, 124.5, 185.5, 245.5, 304.8, 304.81].map(distanceBandOf)).toEqual([1, 1, 2, 2, 3, 4, 5, null]);
  });
});

describe('armada.obstacle.effects: a gravity rift at distance 1-2 lowers the speed by 1 in Determine Course', () => {
  test('at exactly distance 2 (124.5 mm) the dial 2 reads 1: speed 2 needs a Navigate change, speed 1 needs none', () => {
    const refused = issuesOf(scenario([ship('a', CR90, 500, 200, 0, 2)], { ship: 'a', speed: 2, yaw: [0, 0] }, { obstacles: [riftAhead(124.5)] }));
    expect(refused.map((i) => [i.path, i.rule])).toEqual([['maneuver.speed', 'armada.course.navigate']]);
    expect(refused[0]!.message).toMatch(/gravity rift/);
    const slowed = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 2)], { ship: 'a', speed: 1, yaw: [0] }, { obstacles: [riftAhead(124.5)] }));
    expect(slowed.executedSpeed).toBe(1);
    expect(slowed.trace.find((s) => s.rule === 'armada.obstacle.effects')?.note).toMatch(/distance 2 \(124\.50 mm\): speed 2 - 1 = 1/);
    expect(slowed.obstacles).toEqual([]);
    expect(slowed.speedDial).toBe(2); // temporary: the dial still shows 2
  });

  test('just beyond distance 2 nothing changes', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 2)], { ship: 'a', speed: 2, yaw: [0, 0] }, { obstacles: [riftAhead(124.51)] }));
    expect(o.executedSpeed).toBe(2);
    expect(o.trace.some((s) => s.rule === 'armada.obstacle.effects' && /gravity rift/.test(s.note))).toBe(false);
  });

  test('distance 1 beside the ship; a Navigate change from the lowered speed stays on the dial', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 2)], { ship: 'a', speed: 2, yaw: [0, 0], navigate: { token: true } }, { obstacles: [riftBeside(30)] }));
    expect(o.trace.find((s) => s.rule === 'armada.obstacle.effects')?.note).toMatch(/distance 1 \(30\.00 mm\)/);
    expect(o.trace.find((s) => s.rule === 'armada.course.navigate')?.note).toBe('Navigate changes the speed from 1 to 2.');
    expect(o.speedDial).toBe(3);
  });

  test('never below 0: a dial at 0 stays 0', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 0)], { ship: 'a', speed: 0, yaw: [] }, { obstacles: [riftBeside(10)] }));
    expect(o.executedSpeed).toBe(0);
    expect(o.speedDial).toBe(0);
  });

  test('plan: each course\'s dial change counts from the lowered speed', () => {
    const planned = planOf(scenario([ship('a', CR90, 500, 200, 0, 2)], { ship: 'a', speed: 1, yaw: [0] }, { obstacles: [riftBeside(10)] }));
    expect(planned.dialSpeed).toBe(2);
    for (const course of planned.courses) expect(course.dialChange).toBe(course.speed - 1);
  });
});

describe('armada.obstacle.effects: a ship deployed at distance 1-2 of a gravity rift has its speed dial set to 0', () => {
  const deployed = (_gap: number) => ({ ...ship('a', CR90, 500, 200, 0, 3), deployed: true, owner: 'rebels' });
  test('deployed 100 mm from the rift: the dial 3 becomes 0, so speed 1 needs a Navigate change, speed 0 none', () => {
    const refused = issuesOf(scenario([deployed(100)], { ship: 'a', speed: 1, yaw: [0] }, { obstacles: [riftAhead(100)] }));
    expect(refused.map((i) => [i.path, i.rule])).toEqual([['maneuver.speed', 'armada.course.navigate']]);
    const still = outcomeOf(scenario([deployed(100)], { ship: 'a', speed: 0, yaw: [] }, { obstacles: [riftAhead(100)] }));
    expect(still.speedDial).toBe(0);
    expect(still.trace.find((s) => /Deployed at distance 2/.test(s.note))?.rule).toBe('armada.obstacle.effects');
    expect(still.trace.find((s) => /Deployed/.test(s.note))?.note).toMatch(/set to 0 \(it showed 3\)/);
    const navigated = outcomeOf(scenario([deployed(100)], { ship: 'a', speed: 1, yaw: [0], navigate: { token: true } }, { obstacles: [riftAhead(100)] }));
    expect(navigated.executedSpeed).toBe(1);
  });

  test('deployed beyond distance 2, or not deployed: the dial is kept (the ordinary -1 applies within distance 2)', () => {
    expect(outcomeOf(scenario([deployed(0)], { ship: 'a', speed: 3, yaw: [0, 0, 0] }, { obstacles: [riftBeside(124.51)] })).speedDial).toBe(3);
    const notDeployed = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 3)], { ship: 'a', speed: 2, yaw: [0, 0] }, { obstacles: [riftBeside(60)] }));
    expect(notDeployed.speedDial).toBe(3);
    expect(notDeployed.executedSpeed).toBe(2);
  });
});
