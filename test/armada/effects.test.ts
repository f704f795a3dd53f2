import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EFFECT_RECORDS, findEffect } from '../../src/armada/catalog/effects.ts';
import { findShip } from '../../src/armada/catalog/ships.ts';
import { DEFAULT_CONFIG } from '../../src/armada/config.ts';
import { courseDial } from '../../src/armada/course.ts';
import { gatherEffects } from '../../src/armada/effects.ts';
import { decideSide, legalSides, plotBothSides } from '../../src/armada/side.ts';
import { courseLocal, placeInTable } from '../../src/armada/tool.ts';
import { buildShip, prepareWorld } from '../../src/armada/world.ts';
import { isRuleId } from '../../src/rules.ts';
import { armadaScenario } from '../../src/schema/armada.ts';
import { CR90, VSD, issuesOf, near, outcomeOf, planOf, scenario, ship } from './helpers.ts';

/** Effects that only add options (speed budgets, yaw raises, "-" to "I", first joint II). */
const WIDENING = ['admiral-ozzel', 'entrapment-formation', 'general-madine', 'take-evasive-action', 'admiral-coburn', 'moff-jerjerrod', 'harrow', 'swift-return'];

const cr90 = (effects: unknown[] = [], speed = 2) => ({ ...ship('cr90', CR90, 400, 300, 0, speed), owner: 'rebels', ...(effects.length > 0 ? { effects } : {}) });

describe('the effect catalog (armada.effects.hooks)', () => {
  test('every effect has a registered rule, a source and at least one primitive; ids are unique and found case-insensitively', () => {
    const ids = new Set<string>();
    for (const record of EFFECT_RECORDS) {
      expect(isRuleId(record.rule)).toBe(true);
      expect(record.source.length).toBeGreaterThan(10);
      expect(record.primitives.length).toBeGreaterThan(0);
      expect(ids.has(record.id)).toBe(false);
      ids.add(record.id);
      const found = findEffect(record.id.toUpperCase());
      expect(found.ok && found.record.id).toBe(record.id);
    }
    expect(findEffect('Navigation Team').ok).toBe(true);
  });

  test('armada.effects.hooks: an unknown effect is refused at its path with suggestions', () => {
    const issues = issuesOf(scenario([cr90(['engine-tech'])], { ship: 'cr90', speed: 2, yaw: [0, 0] }));
    expect(issues[0]).toMatchObject({ path: 'ships[0].effects[0]', rule: 'armada.effects.hooks' });
    expect(issues[0]!.message).toContain('engine-techs');
  });
});

describe('armada.effects.extra-maneuver: Engine Techs, worked example', () => {
  // CR90 (small base 43 x 71) at (400, 300) heading 0, dial 2; Navigate dial to speed 3, clicks [0, 1, 1], right side.
  // Notch point P0 = (29.125, 35.5); pivots (29.125, 81.63), (29.125, 150.03), (55.301, 213.223);
  // P1 = (71.048, 228.970) at 45 degrees; centre = P1 - R(45)(P0) = (25.351, 224.462): table (425.35, 524.46) heading 45.
  // Engine Techs speed 1, clicks [2] (CR90 speed-1 yaw "II"), right side, from there: P1 = (44.872, 97.377),
  // centre (-0.825, 92.869) in that frame: table (490.44, 590.71) heading 90.
  const doc = scenario([cr90(['engine-techs'])], { ship: 'cr90', speed: 3, yaw: [0, 1, 1], navigate: { dial: true }, extra: { effect: 'engine-techs', yaw: [2] } });

  test('the first maneuver and the extra speed-1 maneuver land where the tool puts them', () => {
    const o = outcomeOf(doc);
    expect(near(o.pose.x, 425.35, 0.01) && near(o.pose.y, 524.46, 0.01) && near(o.pose.heading, 45, 1e-9)).toBe(true);
    const extra = o.extraManeuver!;
    expect(extra).toMatchObject({ effect: 'engine-techs', rule: 'armada.effects.engine-techs' });
    expect(near(extra.outcome!.pose.x, 490.44, 0.01) && near(extra.outcome!.pose.y, 590.71, 0.01) && near(extra.outcome!.pose.heading, 90, 1e-9)).toBe(true);
    // The same as the tool model applied to the first final pose (armada.tool.pose).
    const record = findShip(CR90);
    if (!record.ok) throw new Error('CR90');
    const expected = placeInTable(o.pose, courseLocal('small', 'right', [2], DEFAULT_CONFIG.dims));
    expect(Math.abs(extra.outcome!.pose.x - expected.x) + Math.abs(extra.outcome!.pose.y - expected.y)).toBeLessThan(1e-9);
    // armada.speed.temporary: the dial keeps the Navigate change (3), not the extra maneuver's 1.
    expect(o.speedDial).toBe(3);
    expect(extra.outcome!.speedDial).toBe(3);
    expect(extra.outcome!.trace.map((s) => s.rule)).toContain('armada.speed.temporary');
  });

  test('without a Navigate command Engine Techs is not in force', () => {
    const issues = issuesOf(scenario([cr90(['engine-techs'])], { ship: 'cr90', speed: 2, yaw: [0, 0], extra: { effect: 'engine-techs', yaw: [0] } }));
    expect(issues[0]).toMatchObject({ path: 'maneuver.extra', rule: 'armada.effects.engine-techs' });
  });

  test('after overlapping a ship Engine Techs cannot be used (current errata): the maneuver resolves and the card is reported unavailable', () => {
    const blocker = { ...ship('wall', VSD, 400, 480, 0), owner: 'empire' };
    const o = outcomeOf(scenario([cr90(['engine-techs']), blocker], { ship: 'cr90', speed: 2, yaw: [0, 0], navigate: { token: true }, extra: { effect: 'engine-techs', yaw: [0] } }));
    // The straight speed-2 course ends on the Victory II at (400, 480): the ship backs off (armada.overlap.ships).
    expect(o.overlappedShips).toEqual(['wall']);
    expect(o.executedSpeed).toBeLessThan(2);
    expect(o.extraManeuver).toEqual({ effect: 'engine-techs', rule: 'armada.effects.engine-techs', outcome: null, unavailable: 'the maneuver overlapped wall, so Engine Techs cannot be used' });
    expect(o.effectsUsed ?? []).not.toContain('engine-techs');
    expect(o.trace.at(-1)).toMatchObject({ rule: 'armada.effects.engine-techs' });
  });

  test('effectsUsed lists the card granting the extra maneuver (Engine Techs, Quantum Storm)', () => {
    expect(outcomeOf(doc).effectsUsed).toEqual(['engine-techs']);
    const storm = outcomeOf(scenario([cr90(['quantum-storm'])], { ship: 'cr90', speed: 2, yaw: [0, 0], navigate: { token: true }, extra: { effect: 'quantum-storm', yaw: [0] } }));
    expect(storm.effectsUsed).toEqual(['quantum-storm']);
    expect(storm.extraManeuver).toMatchObject({ effect: 'quantum-storm', unavailable: null });
    expect(storm.extraManeuver!.outcome!.executedSpeed).toBe(1);
    // With a course effect too: dial 2, the token +1 and Admiral Ozzel +1 reach speed 4, then Quantum Storm.
    const both = outcomeOf(scenario([cr90(['quantum-storm'])], { ship: 'cr90', speed: 4, yaw: [0, 0, 0, 0], navigate: { token: true }, effects: ['admiral-ozzel'], extra: { effect: 'quantum-storm', yaw: [0] } }));
    expect(both.effectsUsed).toEqual(['admiral-ozzel', 'quantum-storm']);
  });

  test('Quantum Storm allows only yaw "-", armada.yaw.chart', () => {
    const issues = issuesOf(scenario([cr90(['quantum-storm'])], { ship: 'cr90', speed: 2, yaw: [0, 0], navigate: { token: true }, extra: { effect: 'quantum-storm', yaw: [1] } }));
    expect(issues[0]).toMatchObject({ path: 'maneuver.extra.yaw[0]', rule: 'armada.yaw.chart' });
  });

  test('plan lists the extra maneuvers after each course that overlapped no ship', () => {
    const planned = planOf(scenario([cr90(['engine-techs'])], { ship: 'cr90', speed: 2, yaw: [0, 0], navigate: { dial: true } }));
    const straight = planned.courses.find((c) => c.speed === 2 && c.yaw.join() === '0,0' && c.side === 'right')!;
    // CR90 speed-1 yaw "II": clicks -2..2, each on the sides the tool allows.
    expect(straight.followUps?.length).toBeGreaterThanOrEqual(5);
    expect(new Set(straight.followUps!.map((f) => f.yaw[0]))).toEqual(new Set([-2, -1, 0, 1, 2]));
    expect(straight.followUps!.every((f) => f.speed === 1 && f.effects?.[0] === 'engine-techs')).toBe(true);
  });
});

describe('armada.effects.speed, armada.effects.dial, armada.speed.temporary', () => {
  test('Admiral Ozzel: speed +-1 without Navigate; the dial keeps the change', () => {
    const o = outcomeOf(scenario([cr90()], { ship: 'cr90', speed: 3, yaw: [0, 0, 0], effects: ['admiral-ozzel'] }));
    expect(o.speedDial).toBe(3);
    expect(o.effectsUsed).toEqual(['admiral-ozzel']);
    expect(o.trace.map((s) => s.rule)).toContain('armada.effects.admiral-ozzel');
    expect(issuesOf(scenario([cr90()], { ship: 'cr90', speed: 4, yaw: [0, 0, 0, 0], effects: ['admiral-ozzel'] }))[0]).toMatchObject({ path: 'maneuver.speed', rule: 'armada.effects.speed' });
  });

  test('Ozzel with Navigate dial and token: speed changes by 3 (dial 1 to speed 4)', () => {
    const o = outcomeOf(scenario([cr90([], 1)], { ship: 'cr90', speed: 4, yaw: [0, 0, 0, 0], navigate: { dial: true, token: true }, effects: ['admiral-ozzel'] }));
    expect(o.executedSpeed).toBe(4);
  });

  test('Clone Captain Silver: up to 3 without Navigate; not in force with Navigate', () => {
    expect(outcomeOf(scenario([cr90([], 1)], { ship: 'cr90', speed: 4, yaw: [0, 0, 0, 0], effects: ['clone-captain-silver'] })).executedSpeed).toBe(4);
    const issues = issuesOf(scenario([cr90([], 1)], { ship: 'cr90', speed: 4, yaw: [0, 0, 0, 0], navigate: { token: true }, effects: ['clone-captain-silver'] }));
    expect(issues[0]).toMatchObject({ path: 'maneuver.speed' });
  });

  test('G-8 Experimental Projector: Determine Course reads 1 lower, the dial does not turn', () => {
    const enemy = { ...ship('isd', VSD, 700, 300, 0), owner: 'empire' };
    const o = outcomeOf(scenario([cr90(), enemy], { ship: 'cr90', speed: 1, yaw: [0], effects: [{ effect: 'g8-experimental-projector', source: 'isd' }] }));
    expect(o.executedSpeed).toBe(1);
    expect(o.speedDial).toBe(2);
    expect(o.trace.map((s) => s.rule)).toEqual(expect.arrayContaining(['armada.effects.g8-experimental-projector', 'armada.speed.temporary']));
    expect(issuesOf(scenario([cr90(), enemy], { ship: 'cr90', speed: 2, yaw: [0, 0], effects: [{ effect: 'g8-experimental-projector', source: 'isd' }] }))[0]).toMatchObject({ path: 'maneuver.speed' });
  });

  test('G-8 reaches distance 1-5 only, and only from an enemy', () => {
    const far = { ...ship('isd', VSD, 1200, 300, 0), owner: 'empire' };
    expect(issuesOf(scenario([cr90(), far], { ship: 'cr90', speed: 1, yaw: [0], effects: [{ effect: 'g8-experimental-projector', source: 'isd' }] }))[0]).toMatchObject({ path: 'maneuver.effects[0].source', rule: 'armada.effects.condition' });
    const friend = { ...ship('mc', CR90, 600, 300, 0), owner: 'rebels' };
    expect(issuesOf(scenario([cr90(), friend], { ship: 'cr90', speed: 1, yaw: [0], effects: [{ effect: 'g8-experimental-projector', source: 'mc' }] }))[0]).toMatchObject({ rule: 'armada.effects.condition' });
  });

  test('Admiral Titus turns the dial before the maneuver; Phylon Q7 stops at 1', () => {
    const titus = outcomeOf(scenario([cr90()], { ship: 'cr90', speed: 1, yaw: [0], effects: [{ effect: 'admiral-titus', change: -1 }] }));
    expect(titus.speedDial).toBe(1);
    expect(titus.trace.map((s) => s.rule)).toEqual(expect.arrayContaining(['armada.effects.admiral-titus', 'armada.effects.dial']));
    expect(issuesOf(scenario([cr90()], { ship: 'cr90', speed: 1, yaw: [0], effects: ['admiral-titus'] }))[0]).toMatchObject({ rule: 'armada.effects.dial' });
    const phylon = outcomeOf(scenario([cr90([], 1)], { ship: 'cr90', speed: 1, yaw: [0], effects: ['phylon-q7-tractor-beams'] }));
    expect(phylon.speedDial).toBe(1);
  });
});

describe('armada.effects.yaw', () => {
  // Victory II at speed 2 prints "- I".
  const vic = (effects: unknown[] = []) => ({ ...ship('vic', VSD, 900, 300, 0, 2), owner: 'empire', ...(effects.length > 0 ? { effects } : {}) });

  test('Take Evasive Action!: the last joint "I" becomes "II"; the first stays "-"', () => {
    expect(outcomeOf(scenario([vic()], { ship: 'vic', speed: 2, yaw: [0, 2], effects: ['take-evasive-action'] })).effectsUsed).toEqual(['take-evasive-action']);
    expect(issuesOf(scenario([vic()], { ship: 'vic', speed: 2, yaw: [1, 0], effects: ['take-evasive-action'] }))[0]).toMatchObject({ path: 'maneuver.yaw', rule: 'armada.yaw.chart' });
  });

  test('General Madine raises the joint the course needs; with the Navigate dial on joint 2 both joints go up', () => {
    expect(outcomeOf(scenario([vic()], { ship: 'vic', speed: 2, yaw: [1, 0], effects: ['general-madine'] })).effectsUsed).toEqual(['general-madine']);
    expect(outcomeOf(scenario([vic()], { ship: 'vic', speed: 2, yaw: [1, 2], navigate: { dial: true, yawJoint: 2 }, effects: ['general-madine'] })).executedSpeed).toBe(2);
  });

  test('Admiral Coburn only at distance 1-2 of an obstacle or enemy ship (armada.effects.condition)', () => {
    const rock = { id: 'rock', type: 'asteroid-field', pose: { x: 1000, y: 300, heading: 0 } };
    expect(outcomeOf(scenario([vic()], { ship: 'vic', speed: 2, yaw: [1, 1], effects: ['admiral-coburn'] }, { obstacles: [rock] })).effectsUsed).toEqual(['admiral-coburn']);
    const farRock = { ...rock, pose: { x: 1600, y: 800, heading: 0 } };
    const refused = issuesOf(scenario([vic()], { ship: 'vic', speed: 2, yaw: [1, 1], effects: ['admiral-coburn'] }, { obstacles: [farRock] }));
    expect(refused[0]).toMatchObject({ path: 'maneuver.yaw', rule: 'armada.yaw.chart' });
  });

  test('Moff Jerjerrod: the first yaw value II, at the cost of 1 damage (in the trace)', () => {
    const o = outcomeOf(scenario([vic()], { ship: 'vic', speed: 2, yaw: [-2, 0], effects: ['moff-jerjerrod'] }));
    expect(o.trace.find((s) => s.rule === 'armada.effects.moff-jerjerrod')?.note).toContain('suffers 1 damage');
  });

  test('Nav Team: with a Navigate token spent, a speed change becomes a yaw raise', () => {
    expect(outcomeOf(scenario([vic()], { ship: 'vic', speed: 2, yaw: [1, 1], navigate: { token: true }, effects: ['nav-team'] })).effectsUsed).toEqual(['nav-team']);
    // Not both: the token's one change is either speed or yaw.
    expect(issuesOf(scenario([vic()], { ship: 'vic', speed: 1, yaw: [2], navigate: { token: true }, effects: ['nav-team'] }))[0]).toMatchObject({ path: 'maneuver.yaw' });
    // Without the token Nav Team is not in force.
    expect(issuesOf(scenario([vic()], { ship: 'vic', speed: 2, yaw: [1, 1], effects: ['nav-team'] }))[0]).toMatchObject({ path: 'maneuver.yaw' });
  });

  test('Thrust-Control Malfunction lowers the last adjustable joint: CR90 speed 1 "II" becomes "I", and the plan loses [+-2]', () => {
    expect(issuesOf(scenario([cr90(['thrust-control-malfunction'], 1)], { ship: 'cr90', speed: 1, yaw: [2] }))[0]).toMatchObject({ path: 'maneuver.yaw' });
    const planned = planOf(scenario([cr90(['thrust-control-malfunction'], 1)], { ship: 'cr90', speed: 1, yaw: [0] }));
    expect(planned.courses.filter((c) => c.speed === 1).map((c) => c.yaw[0]).every((c) => Math.abs(c!) <= 1)).toBe(true);
  });

  test('Rakehell: speed-0 yaw up to "I"', () => {
    const doc = (clicks: number) => scenario([cr90(['rakehell'], 0)], { ship: 'cr90', speed: 0, yaw: [], speedZeroYaw: clicks, navigate: { dial: true } });
    expect(outcomeOf(doc(1)).pose.heading).toBe(22.5);
    expect(issuesOf(doc(2))[0]).toMatchObject({ path: 'maneuver.speedZeroYaw', rule: 'armada.effects.rakehell' });
  });
});

describe('plan with effects', () => {
  test('armada.course.navigate: a declared Navigate dial adds the +1 yaw courses (Victory II from dial 2: 10 more), each naming its joint', () => {
    const plain = planOf(scenario([{ ...ship('vic', VSD, 600, 300, 0, 2) }], { ship: 'vic', speed: 2, yaw: [0, 0] }));
    const navigated = planOf(scenario([{ ...ship('vic', VSD, 600, 300, 0, 2) }], { ship: 'vic', speed: 2, yaw: [0, 0], navigate: { dial: true } }));
    expect(navigated.courses.length).toBeGreaterThan(plain.courses.length);
    const raised = navigated.courses.filter((c) => c.effects?.includes('navigate-dial-yaw'));
    expect(raised.length).toBe(navigated.courses.length - plain.courses.length);
    expect(raised.length).toBe(10);
    expect(raised.every((c) => c.navigateYawJoint !== undefined)).toBe(true);
    // Each raised course resolves when picked with its joint.
    for (const c of raised.slice(0, 4)) {
      const o = outcomeOf(scenario([{ ...ship('vic', VSD, 600, 300, 0, 2) }], { ship: 'vic', speed: c.speed, yaw: c.yaw, side: c.side, navigate: { dial: true, yawJoint: c.navigateYawJoint } }));
      expect(o.pose).toEqual(c.outcome.pose);
    }
  });

  test('property: an effect that only widens options never removes a plan option', () => {
    const keys = (p: ReturnType<typeof planOf>) => new Set(p.courses.map((c) => `${c.speed}:${c.yaw.join(',')}:${c.side}`));
    fc.assert(
      fc.property(
        fc.constantFrom(CR90, VSD, 'Nebulon-B Escort Frigate'),
        fc.integer({ min: 0, max: 2 }),
        fc.subarray(WIDENING, { minLength: 1, maxLength: 3 }),
        (type, dial, effects) => {
          const base = { ...ship('a', type, 900, 450, 30, dial), owner: 'x' };
          const rock = { id: 'rock', type: 'station', pose: { x: 900, y: 580, heading: 0 } };
          const plain = keys(planOf(scenario([base], { ship: 'a', speed: dial, yaw: new Array(dial).fill(0) }, { obstacles: [rock] })));
          const widened = keys(planOf(scenario([{ ...base, ...{ effects } }], { ship: 'a', speed: dial, yaw: new Array(dial).fill(0) }, { obstacles: [rock] })));
          for (const key of plain) expect(widened.has(key)).toBe(true);
        },
      ),
      { numRuns: 12 },
    );
  });

  test('property: a speed effect never moves the speed outside 0..the chart\'s top speed', () => {
    const dialEffects = [
      { effect: 'admiral-titus', change: -1 }, { effect: 'admiral-titus', change: 1 }, { effect: 'admiral-konstantine', change: -1 }, { effect: 'admiral-konstantine', change: 1 },
      { effect: 'the-grand-inquisitor', change: 1 }, { effect: 'the-grand-inquisitor', change: -1 }, 'phylon-q7-tractor-beams', 'comm-noise', 'g8-experimental-projector', 'g7x-grav-well-projector',
    ];
    fc.assert(
      fc.property(fc.constantFrom(CR90, VSD, 'Executor I-class Star Dreadnought'), fc.nat(4), fc.subarray(dialEffects, { maxLength: 5 }), (type, pick, effects) => {
        const found = findShip(type);
        if (!found.ok) throw new Error(type);
        const dial = pick % (found.record.maxSpeed + 1);
        const parsed = armadaScenario.parse({ game: 'armada', ships: [{ ...ship('a', type, 900, 450, 0, dial), effects }] });
        const world = prepareWorld(parsed);
        if (!world.ok) throw new Error('world');
        const fx = gatherEffects(world.value, world.value.ships[0]!, undefined, 'resolve');
        expect(fx?.issues ?? []).toEqual([]);
        const moved = fx?.ship ?? world.value.ships[0]!;
        const after = moved.dial!;
        const reading = courseDial(moved)!;
        for (const value of [after, reading]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(found.record.maxSpeed);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('armada.tool.side-both.reading (armada Q1)', () => {
  test('with the default tool, no course of clicks -2..2 at speeds 1-4 overlaps the tool on both sides, for any base size', () => {
    for (const name of [CR90, 'Nebulon-B Escort Frigate', 'MC80 Command Cruiser', 'Executor I-class Star Dreadnought']) {
      const found = findShip(name);
      if (!found.ok) throw new Error(name);
      const ship = buildShip(0, 'a', undefined, found.record, { x: 900, y: 450, heading: 0 }, undefined);
      for (let speed = 1; speed <= 4; speed++) {
        for (let i = 0; i < 5 ** speed; i++) {
          const clicks = Array.from({ length: speed }, (_, k) => (Math.floor(i / 5 ** k) % 5) - 2);
          expect(legalSides(plotBothSides(ship, clicks, DEFAULT_CONFIG)).length).toBeGreaterThan(0);
        }
      }
    }
  });

  test('"second-side" places the ship on the other side of the first one tried; "illegal" (default) refuses', () => {
    const found = findShip(CR90);
    if (!found.ok) throw new Error('CR90');
    const small = buildShip(0, 'a', undefined, found.record, { x: 900, y: 400, heading: 0 }, undefined);
    const plots = plotBothSides(small, [1, 0], DEFAULT_CONFIG);
    const both = { left: { ...plots.left, overlapsTool: true }, right: { ...plots.right, overlapsTool: true } };
    expect('issue' in decideSide(small, both, 'auto')).toBe(true);
    const second = decideSide(small, both, 'auto', 'second-side');
    expect('side' in second && second.side).toBe('left');
    expect('side' in second && second.trace[0]!.rule).toBe('armada.tool.side-both.reading');
    const fromLeft = decideSide(small, both, 'left', 'second-side');
    expect('side' in fromLeft && fromLeft.side).toBe('right');
  });

  test('the reading is a schema-checked scenario option', () => {
    expect(armadaScenario.safeParse({ game: 'armada', ships: [], readings: { toolBothSides: 'second-side' } }).success).toBe(true);
    expect(armadaScenario.safeParse({ game: 'armada', ships: [], readings: { toolBothSides: 'flexible' } }).success).toBe(false);
  });
});

describe('drawn in the scene', () => {
  test('the extra maneuver\'s tool and final base; a widened plan option picks its Navigate joint', async () => {
    const { scene } = await import('../../src/engines.ts');
    const doc = scenario([cr90(['engine-techs'])], { ship: 'cr90', speed: 3, yaw: [0, 1, 1], navigate: { dial: true }, extra: { effect: 'engine-techs', yaw: [2] } });
    const drawn = scene(doc);
    if (!drawn.ok) throw new Error('scene');
    const items = drawn.value.items;
    expect(items.some((i) => i.role === 'tool' && i.id === 'cr90-extra-tool')).toBe(true);
    const final = items.find((i) => i.id === 'cr90@engine-techs');
    expect(final?.role).toBe('ship-final');
    expect(final?.shape.kind === 'rect' && near(final.shape.x, 490.44, 0.01) && near(final.shape.y, 590.71, 0.01)).toBe(true);
    const planned = scene(scenario([{ ...ship('vic', VSD, 600, 300, 0, 2) }], { ship: 'vic', speed: 2, yaw: [0, 0], navigate: { dial: true } }), { plan: true });
    if (!planned.ok) throw new Error('scene');
    const picks = planned.value.items.flatMap((i) => (i.pick === undefined ? [] : [i.pick['maneuver'] as { navigate?: { yawJoint?: number } }]));
    const raised = picks.filter((p) => p.navigate?.yawJoint !== undefined);
    expect(raised.length).toBe(10);
    for (const p of raised) expect(outcomeOf({ ...scenario([{ ...ship('vic', VSD, 600, 300, 0, 2) }], p as Record<string, unknown>) }).ship).toBe('vic');
  });
});

describe('limits.plan: the work budget of a plan with effects', () => {
  test('the largest table with every speed and yaw effect and Engine Techs: the plan stops at the budget and counts what it left out; the crowded table is not cut', async () => {
    const { armadaWorst } = await import('../../bench/worst-case-scenarios.ts');
    const { plan } = await import('../../src/engines.ts');
    const { LIMITS } = await import('../../src/schema/limits.ts');
    const effects = ['admiral-ozzel', 'entrapment-formation', 'clone-captain-silver', 'general-madine', 'take-evasive-action', 'moff-jerjerrod'];
    const base = armadaWorst('CR90 Corvette A') as { ships: { id: string }[]; maneuver: Record<string, unknown> };
    const doc = { ...base, ships: base.ships.map((s) => (s.id === 'mover' ? { ...s, effects: ['engine-techs'] } : s)), maneuver: { ...base.maneuver, navigate: { dial: true, token: true }, effects } };
    const r = plan(doc);
    if (!r.ok || r.value.game !== 'armada' || r.value.kind !== undefined) throw new Error(JSON.stringify(r));
    const budget = r.value.budget!;
    expect(budget.rule).toBe('limits.plan');
    expect(budget.omittedCourses + budget.omittedFollowUps).toBeGreaterThan(0);
    const computed = r.value.courses.length + r.value.courses.reduce((n, c) => n + (c.followUps?.length ?? 0), 0);
    // Never more than the budget covers (illegal sides cost nothing: they are not computed).
    expect(computed * budget.unitsPerOutcome).toBeLessThanOrEqual(LIMITS.planWork.max);
    expect(computed).toBeGreaterThan(0);
    const crowded = plan({ ...JSON.parse(readFileSync(join(import.meta.dirname, '../../examples/armada/plan-crowded-table.json'), 'utf8')) });
    if (!crowded.ok || crowded.value.game !== 'armada' || crowded.value.kind !== undefined) throw new Error('crowded plan failed');
    expect(crowded.value.budget).toBeUndefined();
  });
});
