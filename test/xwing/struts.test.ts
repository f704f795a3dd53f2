import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { ShipSpec } from './helpers.ts';
import { validate } from '../../src/index.ts';
import { planScenario } from '../../src/xwing/plan.ts';
import { action, maneuver, rules, scenario } from './helpers.ts';

/**
 * Landing Struts (Hyena-class Droid Bomber) and Grappling Struts (Vulture-class Droid Fighter),
 * card texts quoted in src/xwing/catalog/card-effects.ts from xwing-data2
 * `data/upgrades/configuration.json`:
 * - Open, 2.5: "You ignore obstacles at range 0. ..."; 2.0 (the same file in 2021): "You ignore
 *   obstacles at range 0 and while you move through them. ..." (xwing.obstacle.ignore);
 * - Closed: "While you execute a maneuver, if you overlap an asteroid or debris cloud and there are
 *   1 or fewer other friendly ships at range 0 of that obstacle, you may flip this card."
 *   (xwing.obstacle.land; FlyCasual `GrapplingStruts.cs` offers the flip at the end of the move
 *   and the Open side then ignores the obstacle landed on).
 */
const start = { x: 400, y: 300, heading: 0 };
const hyena = (effects: string[], extra: Partial<ShipSpec> = {}): ShipSpec => ({ id: 'h', type: 'Hyena-class Droid Bomber', owner: 'cis', pose: start, effects, ...extra });
type Poly = [number, number][];
const rock = (id: string, polygon: Poly, type = 'asteroid') => ({ id, type, polygon });
// Under the front of the start base and in front of it: the 2-straight template starts on it.
const underNose = rock('nose', [[395, 310], [430, 310], [430, 345], [395, 345]]);
// Across the 2-straight template only (the template covers y 320-400, the final base 400-440).
const across = rock('across', [[390, 343], [410, 343], [410, 352], [390, 352]]);
// Under the 2-straight's final base only (y 400-440).
const landing = rock('landing', [[370, 405], [430, 405], [430, 430], [370, 430]]);

describe('xwing.obstacle.ignore: the Open side', () => {
  test('taking off with the 2-straight from an asteroid at range 0: that asteroid has no effect (2.0 and 2.5)', () => {
    for (const edition of ['2.0', '2.5'] as const) {
      const plain = maneuver([hyena([])], '2FB', { rules: edition, obstacles: [underNose] });
      expect(plain.obstacles.map((o) => o.id)).toEqual(['nose']);
      const open = maneuver([hyena(['landing-struts'])], '2FB', { rules: edition, obstacles: [underNose] });
      expect(open.skippedExecute).toBeUndefined();
      expect(open.pose).toEqual(plain.pose);
      expect(open.obstacles).toEqual([]);
      expect(open.ignoredObstacles).toEqual([{ id: 'nose', effect: 'landing-struts', rule: 'xwing.obstacle.ignore' }]);
      expect(open.skipsPerformAction).toBe(false);
      expect(open.effects).toContainEqual({ effect: 'landing-struts', rule: 'xwing.obstacle.ignore' });
    }
  });

  test('the editions differ: an asteroid only moved through is ignored under 2.0, not under 2.5', () => {
    const o20 = maneuver([hyena(['landing-struts'])], '2FB', { rules: '2.0', obstacles: [across] });
    expect(o20.obstacles).toEqual([]);
    expect(o20.ignoredObstacles?.map((i) => i.id)).toEqual(['across']);
    const o25 = maneuver([hyena(['landing-struts'])], '2FB', { rules: '2.5', obstacles: [across] });
    expect(o25.obstacles.map((o) => [o.id, o.how])).toEqual([['across', 'moved-through']]);
    expect(o25.ignoredObstacles).toBeUndefined();
  });

  test('an asteroid it lands on is not at range 0 of the start: it resolves as usual with the Open side', () => {
    const o = maneuver([hyena(['grappling-struts'], { type: 'Vulture-class Droid Fighter' })], '2FB', { obstacles: [landing] });
    expect(o.obstacles.map((h) => [h.id, h.how])).toEqual([['landing', 'overlapped']]);
  });
});

describe('xwing.obstacle.land: the Closed side', () => {
  test('ending on an asteroid with no other friendly ship on it: the card flips and the asteroid has no effect', () => {
    const plain = maneuver([hyena([])], '2FB', { obstacles: [landing] });
    expect(plain.obstacles.map((h) => h.id)).toEqual(['landing']);
    expect(plain.skipsPerformAction).toBe(true);
    const o = maneuver([hyena(['landing-struts-closed'])], '2FB', { obstacles: [landing] });
    expect(o.pose).toEqual(plain.pose);
    expect(o.obstacles).toEqual([]);
    expect(o.skipsPerformAction).toBe(false);
    expect(o.ignoredObstacles).toEqual([{ id: 'landing', effect: 'landing-struts-closed', rule: 'xwing.obstacle.land' }]);
    expect(rules(o)).toContain('xwing.obstacle.land');
  });

  test('with 2 other friendly ships at range 0 of it the card cannot flip; enemies do not count; a gas cloud is not landed on', () => {
    const friend = (id: string, x: number): ShipSpec => ({ id, type: 'Vulture-class Droid Fighter', owner: 'cis', pose: { x, y: 418, heading: 0 } });
    const two = maneuver([hyena(['landing-struts-closed']), friend('f1', 350), friend('f2', 450)], '2FB', { obstacles: [landing] });
    expect(two.obstacles.map((h) => h.id)).toEqual(['landing']);
    expect(two.ignoredObstacles).toBeUndefined();
    const one = maneuver([hyena(['landing-struts-closed']), friend('f1', 350), { ...friend('e', 450), owner: 'republic' }], '2FB', { obstacles: [landing] });
    expect(one.ignoredObstacles?.map((i) => i.id)).toEqual(['landing']);
    const gas = maneuver([hyena(['landing-struts-closed'])], '2FB', { obstacles: [{ ...landing, type: 'gas-cloud' }] });
    expect(gas.obstacles.map((h) => h.type)).toEqual(['gas-cloud']);
  });

  test('property: ignoring an obstacle is the same as the obstacle not being there (pose, the other obstacles, stress)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('landing-struts', 'landing-struts-closed'),
        fc.constantFrom('2.0', '2.5'),
        fc.constantFrom('2FB', '3FB', '2TB', '2YB', '1FW', '3TW'),
        fc.array(fc.record({ x: fc.double({ min: 330, max: 470, noNaN: true }), y: fc.double({ min: 280, max: 480, noNaN: true }), w: fc.double({ min: 5, max: 40, noNaN: true }) }), { minLength: 1, maxLength: 3 }),
        (effect, edition, dial, boxes) => {
          const obstacles = boxes.map((b, i) => rock(`o${i}`, [[b.x, b.y], [b.x + b.w, b.y], [b.x + b.w, b.y + b.w], [b.x, b.y + b.w]]));
          const withEffect = maneuver([hyena([effect])], dial, { rules: edition, obstacles });
          if (withEffect.skippedExecute === true) return;
          const ignored = new Set((withEffect.ignoredObstacles ?? []).map((i) => i.id));
          const without = maneuver([hyena([])], dial, { rules: edition, obstacles: obstacles.filter((o) => !ignored.has(o.id)) });
          expect(withEffect.pose).toEqual(without.pose);
          expect(withEffect.obstacles).toEqual(without.obstacles);
          expect(withEffect.stressAfterObstacles).toBe(without.stressAfterObstacles);
          for (const id of ignored) expect(withEffect.obstacles.some((o) => o.id === id)).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('xwing.move.forbidden: "You cannot perform [Barrel Roll] actions" (2.5 Open side only)', () => {
  test('2.5: a barrel roll action is refused and plan lists no barrel roll; boosts stay; a tractor barrel roll is not an action', () => {
    const ship = hyena(['landing-struts'], { tractor: 1 });
    const refused = validate(scenario([ship], { rules: '2.5', action: { ship: 'h', type: 'barrel-roll', direction: 'left' } }));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.issues.map((i) => [i.path, i.rule])).toEqual([['action.type', 'xwing.move.forbidden']]);
    const p = planScenario(scenario([ship], { rules: '2.5' }));
    if (!p.ok) throw new Error(JSON.stringify(p.issues));
    expect(p.value.actions.some((a) => a.action === 'barrel-roll')).toBe(false);
    expect(p.value.actions.some((a) => a.action === 'boost')).toBe(true);
    expect(p.value.actions.some((a) => a.action === 'tractor' && a.move === 'barrel-roll')).toBe(true);
    expect(action([ship], { type: 'tractor', move: 'barrel-roll', direction: 'left' }, { rules: '2.5' }).performed).toBe(true);
  });

  test('2.0 text has no such line: the barrel roll is allowed', () => {
    expect(action([hyena(['landing-struts'])], { type: 'barrel-roll', direction: 'left' }, { rules: '2.0' }).performed).toBe(true);
  });
});
