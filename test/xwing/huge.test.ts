/**
 * Huge ships (xwing.huge.*): worked examples with final poses derived by hand from the huge ship
 * maneuver tool (catalog/huge-ships.ts HUGE_TOOL), the huge-huge and huge-standard overlap rules of
 * the RR huge-ship appendix, obstacles, energy, and property tests.
 *
 * Hand derivations (ship frame: x right, y forward, origin at the base centre; s = c = 1/sqrt 2):
 * - straight v: the centre moves 40 v forward.
 * - right bank 0: the centre turned 45 degrees clockwise about (40, 40): (40 - 40c - 40s, 40 + 40s - 40c)
 *   = (40 - 40 sqrt 2, 40) = (-16.568542, 40); a left bank mirrors x.
 * - right bank v: then + a (s, c) - o (c, -s) with (a, o) = (33, 0), (73, 10), (113, 20):
 *   bank 1 = (40 - 40 sqrt 2 + 33/sqrt 2, 40 + 33/sqrt 2) = (6.765982, 63.334524);
 *   bank 2 = (40 - 40 sqrt 2 + 63/sqrt 2, 40 + 83/sqrt 2) = (27.979185, 98.689863);
 *   bank 3 = (40 - 40 sqrt 2 + 93/sqrt 2, 40 + 133/sqrt 2) = (49.192389, 134.045202).
 *   (TTS2 MoveLUT hugeBase.bank: (6.766, 63.335), (27.979, 98.69), (49.192, 134.045).)
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { overlaps } from '../../src/geometry/index.ts';
import type { Pose } from '../../src/geometry/shapes.ts';
import { render, scene } from '../../src/engines.ts';
import { plan, resolve } from '../../src/xwing/index.ts';
import { SHIP_TYPES, shipTypeIndex } from '../../src/xwing/catalog/ship-types.ts';
import { inFullRearArcRange1 } from '../../src/xwing/huge.ts';
import type { ManeuverOutcome } from '../../src/xwing/outcome.ts';
import { baseRect } from '../../src/xwing/world.ts';

type Ship = { id: string; type: string; owner?: string; pose: Pose; [k: string]: unknown };

function run(ships: Ship[], maneuver: Record<string, unknown>, rest: Record<string, unknown> = {}): ManeuverOutcome {
  const r = resolve({ game: 'xwing', ships, maneuver, ...rest });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  if (r.value.kind !== 'maneuver') throw new Error('expected a maneuver');
  return r.value;
}

function expectPose(actual: Pose, x: number, y: number, heading: number): void {
  expect(actual.x).toBeCloseTo(x, 5);
  expect(actual.y).toBeCloseTo(y, 5);
  expect(actual.heading).toBeCloseTo(heading, 9);
}

const rect = (type: string, pose: Pose) => baseRect(pose, shipTypeIndex.get(type)!.footprint);

describe('xwing.huge.straight, xwing.huge.bank: final poses', () => {
  test('xwing.huge.bank: a GR-75 at (400, 300) heading 0 banks right 2 to (427.979185, 398.689863) heading 45', () => {
    const o = run([{ id: 'gr75', type: 'GR-75 Medium Transport', pose: { x: 400, y: 300, heading: 0 } }], { ship: 'gr75', dial: '2NW' });
    expectPose(o.pose, 400 + 40 - 40 * Math.SQRT2 + 63 / Math.SQRT2, 300 + 40 + 83 / Math.SQRT2, 45);
    expectPose(o.pose, 427.979185, 398.689863, 45);
    expect(o).toMatchObject({ fully: true, executed: '2NW', template: null, skipsPerformAction: false });
    expect(o.trace.map((s) => s.rule)).toContain('xwing.huge.bank');
  });
  test('xwing.huge.straight: a CR90 at (300, 200) heading 90 flies 3FB to (420, 200)', () => {
    const o = run([{ id: 'cr90', type: 'CR90 Corellian Corvette', pose: { x: 300, y: 200, heading: 90 } }], { ship: 'cr90', dial: '3FB' });
    expectPose(o.pose, 420, 200, 90);
  });
  test('xwing.huge.bank: a Raider banks left 0 about its left pivot to (516.568542, 440) heading 315', () => {
    const o = run([{ id: 'r', type: 'Raider-class Corvette', pose: { x: 500, y: 400, heading: 0 } }], { ship: 'r', dial: '0BR' });
    expectPose(o.pose, 500 - (40 - 40 * Math.SQRT2), 440, 315);
  });
  test('xwing.huge.bank: bank 1 right from heading 90 turns the local (6.765982, 63.334524) into (263.334524, 493.234018) heading 135', () => {
    const o = run([{ id: 'gr75', type: 'GR-75 Medium Transport', pose: { x: 200, y: 500, heading: 90 } }], { ship: 'gr75', dial: '1NB' });
    expectPose(o.pose, 263.334524, 493.234018, 135);
  });
  test('xwing.huge.bank: bank 3 right ends at (349.192389, 434.045202) heading 45, as TTS2 hugeBase.bank[3]', () => {
    const o = run([{ id: 'croc', type: 'C-ROC Cruiser', pose: { x: 300, y: 300, heading: 0 } }], { ship: 'croc', dial: '3NR' });
    expectPose(o.pose, 349.192389, 434.045202, 45);
  });
  test('xwing.maneuver.stationary: a huge stop does not move', () => {
    const o = run([{ id: 'g', type: 'Gozanti-class Cruiser', pose: { x: 300, y: 300, heading: 10 } }], { ship: 'g', dial: '0OR' });
    expectPose(o.pose, 300, 300, 10);
  });
});

describe('xwing.huge.reverse, xwing.huge.koiogran: the Trident\'s reverse straights and Koiogran turn (TTS2\'s reading)', () => {
  const trident = (pose: Pose = { x: 450, y: 450, heading: 0 }): Ship => ({ id: 't', type: 'Trident-Class Assault Ship', owner: 'cis', pose });
  test('1SW moves the centre line 40 mm backward, heading kept; white, so no energy or stress', () => {
    const o = run([trident()], { ship: 't', dial: '1SW' });
    expectPose(o.pose, 450, 410, 0);
    expect(o).toMatchObject({ fully: true, executed: '1SW', stress: 0 });
    expect(o.huge).toMatchObject({ energyBefore: 3, energy: 3 });
    expect(o.trace.map((s) => s.rule)).toContain('xwing.huge.reverse');
  });
  test('2SR from heading 90: 80 mm toward -x; red spends 1 energy instead of stress (xwing.huge.energy)', () => {
    const o = run([trident({ x: 450, y: 450, heading: 90 })], { ship: 't', dial: '2SR' });
    expectPose(o.pose, 370, 450, 90);
    expect(o).toMatchObject({ stress: 0 });
    expect(o.huge).toMatchObject({ energyBefore: 3, energy: 2 });
  });
  test('4KR: the huge straight 4 (160 mm), then turned 180 degrees about the centre', () => {
    const o = run([trident()], { ship: 't', dial: '4KR' });
    expectPose(o.pose, 450, 610, 180);
    expect(o.trace.map((s) => s.rule)).toContain('xwing.huge.koiogran');
    const straight = run([trident()], { ship: 't', dial: '4FB' });
    expectPose(o.pose, straight.pose.x, straight.pose.y, 180);
  });
  test('xwing.huge.overlap: a Koiogran onto another huge ship is executed one speed lower (4KR, 3KR, ...) and keeps its turn', () => {
    const gozanti: Ship = { id: 'g', type: 'Gozanti-class Cruiser', owner: 'empire', pose: { x: 450, y: 760, heading: 90 } };
    const o = run([trident(), gozanti], { ship: 't', dial: '4KR' });
    expect(o.huge?.attempts.map((a) => [a.code, a.overlappedHuge])).toEqual([['4KR', ['g']], ['3KR', []]]);
    expectPose(o.pose, 450, 570, 180);
    expect(o.huge?.damage).toEqual([{ ship: 't', critical: 4 }, { ship: 'g', critical: 4 }]);
  });
  test('a reverse straight 1 onto another huge ship becomes a stop', () => {
    const behind: Ship = { id: 'c', type: 'C-ROC Cruiser', owner: 'rebels', pose: { x: 450, y: 270, heading: 90 } };
    const o = run([trident(), behind], { ship: 't', dial: '1SW' });
    expect(o.huge?.attempts.map((a) => a.code)).toEqual(['1SW', '0OW']);
    expectPose(o.pose, 450, 450, 0);
  });
});

describe('xwing.huge.energy: red maneuvers', () => {
  const croc = (extra: Record<string, unknown>): Ship => ({ id: 'croc', type: 'C-ROC Cruiser', pose: { x: 300, y: 300, heading: 0 }, ...extra });
  test('with energy a red maneuver loses 1 energy instead of gaining stress (default energy: the type\'s 4)', () => {
    const o = run([croc({})], { ship: 'croc', dial: '3NR' });
    expect(o.stress).toBe(0);
    expect(o.huge).toMatchObject({ energyBefore: 4, energy: 3 });
  });
  test('with no energy an unstressed ship gains 1 stress', () => {
    const o = run([croc({ energy: 0 })], { ship: 'croc', dial: '3NR' });
    expect(o).toMatchObject({ stress: 1, executed: '3NR' });
  });
  test('with no energy a stressed ship executes a white straight 2 instead', () => {
    const o = run([croc({ energy: 0, stress: 1 })], { ship: 'croc', dial: '3NR' });
    expect(o).toMatchObject({ executed: '2FW', requested: '3NR', stress: 1 });
    expectPose(o.pose, 300, 380, 0);
  });
  test('xwing.huge.ion: 5 ion tokens do not ionize a huge ship, 6 do (2.5: blue speed-1 bank the dial\'s way)', () => {
    expect(run([croc({ ion: 5 })], { ship: 'croc', dial: '2NW' }).executed).toBe('2NW');
    const o = run([croc({ ion: 6 })], { ship: 'croc', dial: '2NW' });
    expect(o).toMatchObject({ executed: '1NB', ionized: true });
  });
  test('the editions differ where the standard rules do: an ionized huge ship flies 1FB under 2.0; a blue maneuver removes strain under 2.5 only', () => {
    expect(run([croc({ ion: 6 })], { ship: 'croc', dial: '2NW' }, { rules: '2.0' })).toMatchObject({ executed: '1FB', ionized: true });
    expectPose(run([croc({ ion: 6 })], { ship: 'croc', dial: '2NW' }, { rules: '2.0' }).pose, 300, 340, 0);
    expect(run([croc({ strain: 1 })], { ship: 'croc', dial: '1FB' }, { rules: '2.5' }).strain).toBe(0);
    expect(run([croc({ strain: 1 })], { ship: 'croc', dial: '1FB' }, { rules: '2.0' }).strain).toBe(1);
  });
});

describe('xwing.huge.overlap: a huge ship on another huge ship', () => {
  const raider = { id: 'raider', type: 'Raider-class Corvette', owner: 'empire', pose: { x: 300, y: 300, heading: 0 } };
  test('the RR example: a Raider whose 2 bank right would overlap a CR90 executes 1 bank right; both suffer 2 critical damage', () => {
    const o = run([raider, { id: 'cr90', type: 'CR90 Corellian Corvette', owner: 'rebels', pose: { x: 500, y: 500, heading: 90 } }], { ship: 'raider', dial: '2NW' });
    expect(o).toMatchObject({ executed: '1NW', requested: '2NW', fully: false, overlappedShips: ['cr90'], touching: null, skipsPerformAction: false });
    expectPose(o.pose, 306.765982, 363.334524, 45);
    expect(o.huge?.attempts.map((a) => [a.code, a.overlappedHuge])).toEqual([['2NW', ['cr90']], ['1NW', []]]);
    expect(o.huge?.damage).toEqual([{ ship: 'raider', critical: 2 }, { ship: 'cr90', critical: 2 }]);
    expect(overlaps(rect(raider.type, o.pose), rect('CR90 Corellian Corvette', { x: 500, y: 500, heading: 90 }))).toBe(false);
  });
  test('it repeats one speed lower until clear: 2, 1, 0 bank, then a stop', () => {
    const o = run([raider, { id: 'cr90', type: 'CR90 Corellian Corvette', owner: 'rebels', pose: { x: 460, y: 470, heading: 45 } }], { ship: 'raider', dial: '2NW' });
    expect(o.huge?.attempts.map((a) => a.code)).toEqual(['2NW', '1NW', '0NW', '0OW']);
    expect(o.executed).toBe('0OW');
    expectPose(o.pose, 300, 300, 0);
    expect(o.huge?.executedSpeed).toBe(0);
  });
});

describe('xwing.huge.overlap.standard: a huge ship over a standard ship', () => {
  const gr75 = { id: 'gr75', type: 'GR-75 Medium Transport', owner: 'rebels', pose: { x: 400, y: 300, heading: 0 } };
  const tie = { id: 'tie', type: 'TIE/ln Fighter', owner: 'empire', pose: { x: 430, y: 410, heading: 180 } };
  test('the small ship suffers critical damage equal to the dial speed and is placed back in the full rear arc at range 0-1; 1 die', () => {
    const o = run([gr75, tie], { ship: 'gr75', dial: '2NW' });
    expect(o).toMatchObject({ fully: true, executed: '2NW', overlappedShips: ['tie'] });
    expect(o.huge?.damage).toEqual([{ ship: 'tie', critical: 2 }]);
    expect(o.huge?.dice).toBe(1);
    const placed = o.huge!.displaced[0]!;
    expect(placed).toMatchObject({ ship: 'tie', placedBy: 'default', destroyed: false, dice: 1, rotated: null });
    const hugeRect = rect(gr75.type, o.pose);
    const tieRect = rect(tie.type, placed.pose!);
    expect(overlaps(hugeRect, tieRect)).toBe(false);
    expect(inFullRearArcRange1(hugeRect, tieRect)).toBe(true);
    expect(placed.pose!.heading).toBe(180);
  });
  test('an owner\'s placement and the opponent\'s 90-degree rotation are explicit inputs', () => {
    const pose = { x: 337.8, y: 308.5, heading: 45 };
    const o = run([gr75, tie], { ship: 'gr75', dial: '2NW', placements: [{ ship: 'tie', pose, rotate: 'left' }] });
    expect(o.huge?.displaced[0]).toMatchObject({ placedBy: 'input', rotated: 'left', pose: { x: 337.8, y: 308.5, heading: 315 } });
  });
  test('a placement outside the full rear arc at range 0-1 is refused', () => {
    const r = resolve({ game: 'xwing', ships: [gr75, tie], maneuver: { ship: 'gr75', dial: '2NW', placements: [{ ship: 'tie', pose: { x: 100, y: 700, heading: 0 } }] } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]).toMatchObject({ path: 'maneuver.placements[0]', rule: 'xwing.huge.overlap.standard' });
  });
  test('a placement for a ship that was not set aside, or for a huge ship, is refused', () => {
    const r = resolve({ game: 'xwing', ships: [gr75, tie], maneuver: { ship: 'gr75', dial: '0OR', placements: [{ ship: 'tie', pose: { x: 400, y: 150, heading: 0 } }] } });
    expect(r.ok ? [] : r.issues.map((i) => i.rule)).toEqual(['xwing.huge.overlap.standard']);
    const h = resolve({ game: 'xwing', ships: [gr75, tie], maneuver: { ship: 'gr75', dial: '1FB', placements: [{ ship: 'gr75', pose: { x: 400, y: 150, heading: 0 } }] } });
    expect(h.ok ? [] : h.issues.map((i) => i.rule)).toEqual(['xwing.huge.overlap']);
  });
  test('the RR example: a Raider over a YT-1300 sets it aside; its owner places it in the full rear arc at range 0-1 and an opponent rotates it; 3 dice', () => {
    const raider = { id: 'raider', type: 'Raider-class Corvette', owner: 'empire', pose: { x: 450, y: 300, heading: 0 } };
    const falcon = { id: 'falcon', type: 'Modified YT-1300 Light Freighter', owner: 'rebels', pose: { x: 460, y: 470, heading: 200 } };
    // 2FB: the Raider's centre moves to (450, 380), its rear edge to y = 268; the YT-1300 goes 50 mm behind it.
    const o = run([raider, falcon], { ship: 'raider', dial: '2FB', placements: [{ ship: 'falcon', pose: { x: 450, y: 178, heading: 0 }, rotate: 'right' }] });
    expectPose(o.pose, 450, 380, 0);
    expect(o.huge?.damage).toEqual([{ ship: 'falcon', critical: 2 }]);
    expect(o.huge?.displaced).toEqual([{ ship: 'falcon', from: falcon.pose, pose: { x: 450, y: 178, heading: 90 }, rotated: 'right', placedBy: 'input', destroyed: false, dice: 3 }]);
    expect(o.huge?.dice).toBe(3);
  });
  test('a standard ship with no legal place is destroyed (a medium ship behind a huge ship on an 80 mm wide table); 2 dice', () => {
    const o = run(
      [
        { id: 'gr75', type: 'GR-75 Medium Transport', pose: { x: 40, y: 97.5, heading: 0 } },
        { id: 'slave1', type: 'Firespray-class Patrol Craft', owner: 'scum', pose: { x: 40, y: 240, heading: 0 } },
      ],
      { ship: 'gr75', dial: '1FB' },
      { playArea: { width: 80, height: 600 } },
    );
    expect(o.huge?.displaced[0]).toMatchObject({ ship: 'slave1', pose: null, destroyed: true, dice: 2 });
    expect(o.huge?.damage).toEqual([{ ship: 'slave1', critical: 1 }]);
  });
});

describe('xwing.huge.obstacles', () => {
  test('an asteroid under the final base is removed: 1 critical damage and 1 stress, paid off with 1 energy; no action skipped', () => {
    const o = run(
      [{ id: 'cr90', type: 'CR90 Corellian Corvette', pose: { x: 300, y: 300, heading: 0 } }],
      { ship: 'cr90', dial: '2FB' },
      { obstacles: [{ id: 'rock', type: 'asteroid', polygon: [[290, 470], [310, 470], [310, 490], [290, 490]] }, { id: 'gas', type: 'gas-cloud', polygon: [[330, 380], [335, 380], [335, 390]] }] },
    );
    expect(o.obstacles.map((h) => [h.id, h.how])).toEqual([['rock', 'overlapped'], ['gas', 'overlapped']]);
    expect(o.obstacles[1]!.effects).toContain('gain 1 jam token');
    expect(o.huge).toMatchObject({ obstaclesRemoved: ['rock', 'gas'], energyBefore: 7, energy: 7, energyAfterObstacles: 6, damage: [{ ship: 'cr90', critical: 1 }] });
    expect(o).toMatchObject({ stress: 0, stressAfterObstacles: 0, skipsPerformAction: false });
  });
});

describe('plan, scene and refusals', () => {
  test('plan lists every huge maneuver on the dial (the Trident\'s 1SW, 2SR and 4KR too) and no repositions', () => {
    const p = plan({ game: 'xwing', ships: [{ id: 't', type: 'Trident-Class Assault Ship', pose: { x: 450, y: 300, heading: 0 } }] });
    expect(p.ok).toBe(true);
    if (p.ok) {
      expect(p.value.maneuvers.map((m) => m.dial)).toEqual(['0BR', '0OR', '0NR', '1SW', '2BB', '2NB', '2FB', '2SR', '3NW', '3FB', '3BW', '4FB', '4KR', '5FW']);
      expect(p.value.actions).toEqual([]);
    }
  });
  test('xwing.huge.maneuver: a huge ship does not barrel roll', () => {
    const r = resolve({ game: 'xwing', ships: [{ id: 'g', type: 'GR-75 Medium Transport', pose: { x: 300, y: 300, heading: 0 } }], action: { ship: 'g', type: 'barrel-roll' } });
    expect(r.ok ? [] : r.issues.map((i) => i.rule)).toEqual(['xwing.huge.maneuver']);
  });
  test('placements are refused on a standard ship\'s maneuver', () => {
    const r = resolve({ game: 'xwing', ships: [{ id: 'x', type: 'T-65 X-wing', pose: { x: 300, y: 300, heading: 0 } }], maneuver: { ship: 'x', dial: '1FB', placements: [] } });
    expect(r.ok ? [] : r.issues.map((i) => i.path)).toEqual(['maneuver.placements']);
  });
  test('the scene draws the abandoned speed, the final huge base and the set-aside ship where it was placed', () => {
    const s = scene({
      game: 'xwing',
      ships: [
        { id: 'raider', type: 'Raider-class Corvette', owner: 'empire', pose: { x: 300, y: 300, heading: 0 } },
        { id: 'cr90', type: 'CR90 Corellian Corvette', owner: 'rebels', pose: { x: 500, y: 500, heading: 90 } },
        { id: 'a', type: 'RZ-1 A-wing', owner: 'rebels', pose: { x: 330, y: 440, heading: 0 } },
      ],
      maneuver: { ship: 'raider', dial: '2NW' },
    });
    expect(s.ok).toBe(true);
    if (s.ok) {
      const roles = s.value.items.map((i) => `${i.role}:${i.id ?? ''}:${i.outcome ?? ''}`);
      expect(roles).toContain('ghost:raider:overlap');
      expect(roles).toContain('displaced:a:');
      expect(s.value.items.find((i) => i.role === 'ship-final')?.shape).toMatchObject({ kind: 'rect', width: 80, length: 224 });
    }
  });
});

const HUGE = ['C-ROC Cruiser', 'CR90 Corellian Corvette', 'Gozanti-class Cruiser', 'GR-75 Medium Transport', 'Raider-class Corvette', 'Trident-Class Assault Ship'] as const;
const SMALL = ['T-65 X-wing', 'TIE/ln Fighter', 'Firespray-class Patrol Craft', 'VCX-100 Light Freighter'] as const;

describe('properties', () => {
  test('random huge maneuvers among huge and standard ships and obstacles: resolve, plan and render answer with data', () => {
    const anyPose = fc.record({ x: fc.double({ min: 0, max: 914, noNaN: true }), y: fc.double({ min: 0, max: 914, noNaN: true }), heading: fc.double({ min: -360, max: 360, noNaN: true }) });
    fc.assert(
      fc.property(
        fc.constantFrom(...HUGE),
        fc.nat(),
        fc.constantFrom('2.0', '2.5'),
        fc.array(fc.record({ type: fc.constantFrom(...HUGE, ...SMALL), pose: anyPose }), { maxLength: 5 }),
        fc.array(fc.record({ type: fc.constantFrom('asteroid', 'debris-cloud', 'gas-cloud', 'loose-cargo'), pose: anyPose }), { maxLength: 3 }),
        fc.record({ energy: fc.integer({ min: 0, max: 3 }), stress: fc.integer({ min: 0, max: 2 }), ion: fc.integer({ min: 0, max: 7 }) }),
        (moverType, pick, rules, others, rocks, tokens) => {
          const dial = SHIP_TYPES.find((t) => t.name === moverType)!.dial;
          const document = {
            game: 'xwing',
            rules,
            ships: [{ id: 'h', type: moverType, owner: 'a', pose: { x: 457, y: 457, heading: 30 }, ...tokens }, ...others.map((o, i) => ({ id: `s${i}`, type: o.type, owner: i % 2 === 0 ? 'a' : 'b', pose: o.pose }))],
            obstacles: rocks.map((r, i) => ({ id: `o${i}`, type: r.type, pose: r.pose })),
            maneuver: { ship: 'h', dial: dial[pick % dial.length]! },
          };
          const resolved = resolve(document);
          expect(resolved.ok).toBe(true);
          if (resolved.ok) expect(JSON.parse(JSON.stringify(resolved.value))).toEqual(resolved.value);
          expect(plan(document).ok).toBe(true);
          expect(render(document, { plan: true }).ok).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  test('xwing.huge.overlap: after re-execution a huge ship\'s final pose never overlaps another huge ship', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...HUGE),
        fc.constantFrom(...HUGE),
        fc.double({ min: 0, max: 359.999, noNaN: true }),
        fc.double({ min: -260, max: 260, noNaN: true }),
        fc.double({ min: -260, max: 260, noNaN: true }),
        fc.double({ min: 0, max: 359.999, noNaN: true }),
        fc.nat(),
        (moverType, otherType, heading, dx, dy, otherHeading, pick) => {
          const start = { x: 457, y: 457, heading };
          const other = { x: 457 + dx, y: 457 + dy, heading: otherHeading };
          fc.pre(!overlaps(rect(moverType, start), rect(otherType, other)));
          const dial = shipTypeIndex.get(moverType)!.dial;
          const o = run([{ id: 'm', type: moverType, pose: start }, { id: 'o', type: otherType, pose: other }], { ship: 'm', dial: dial[pick % dial.length]! });
          expect(overlaps(rect(moverType, o.pose), rect(otherType, other))).toBe(false);
          expect(o.fully).toBe(o.huge!.attempts.length === 1);
        },
      ),
      { numRuns: 150 },
    );
  });
  test('xwing.huge.overlap.standard: every set-aside ship placed back lies in the full rear arc at range 0-1 and overlaps no ship', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...HUGE),
        fc.array(fc.record({ type: fc.constantFrom(...SMALL), dx: fc.double({ min: -120, max: 120, noNaN: true }), dy: fc.double({ min: -40, max: 260, noNaN: true }), heading: fc.double({ min: 0, max: 359.999, noNaN: true }) }), { minLength: 1, maxLength: 3 }),
        fc.constantFrom('2FB', '3FB', '4FR'),
        (hugeType, others, dialWanted) => {
          const start = { x: 457, y: 300, heading: 0 };
          const ships: Ship[] = [{ id: 'h', type: hugeType, pose: start }];
          others.forEach((s, i) => ships.push({ id: `s${i}`, type: s.type, pose: { x: 457 + s.dx, y: 420 + s.dy, heading: s.heading } }));
          const rects = ships.map((s) => rect(s.type, s.pose));
          for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) fc.pre(!overlaps(rects[i]!, rects[j]!));
          const dial = shipTypeIndex.get(hugeType)!.dial.find((c) => c.startsWith(dialWanted.slice(0, 2))) ?? '2FB';
          const o = run(ships, { ship: 'h', dial });
          const hugeRect = rect(hugeType, o.pose);
          const setAside = new Set(o.huge!.displaced.map((d) => d.ship));
          const table = ships.filter((s) => s.id !== 'h' && !setAside.has(s.id)).map((s) => rect(s.type, s.pose));
          for (const d of o.huge!.displaced) {
            if (d.pose === null) continue;
            const placed = rect(ships.find((s) => s.id === d.ship)!.type, d.pose);
            expect(overlaps(placed, hugeRect)).toBe(false);
            expect(inFullRearArcRange1(hugeRect, placed)).toBe(true);
            for (const other of table) expect(overlaps(placed, other)).toBe(false);
            table.push(placed);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
