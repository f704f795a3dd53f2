import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { plan, render, resolve } from '../../src/engines.ts';
import { SHIP_TYPES } from '../../src/xwing/catalog/ship-types.ts';

const withDial = SHIP_TYPES.filter((t) => t.dial.length > 0 && t.base !== 'huge');
const pose = fc.record({
  x: fc.double({ min: -50, max: 950, noNaN: true }),
  y: fc.double({ min: -50, max: 950, noNaN: true }),
  heading: fc.double({ min: -720, max: 720, noNaN: true }),
});

const document = fc.record({
  rules: fc.constantFrom('2.0', '2.5'),
  mover: fc.integer({ min: 0, max: withDial.length - 1 }),
  pick: fc.nat(),
  pose,
  stress: fc.integer({ min: 0, max: 2 }),
  ion: fc.integer({ min: 0, max: 3 }),
  others: fc.array(fc.record({ type: fc.integer({ min: 0, max: SHIP_TYPES.length - 1 }), pose, enemy: fc.boolean() }), { maxLength: 5 }),
  rocks: fc.array(fc.record({ type: fc.constantFrom('asteroid', 'debris-cloud', 'gas-cloud', 'loose-cargo'), pose }), { maxLength: 4 }),
  action: fc.option(fc.record({ type: fc.constantFrom('barrel-roll', 'boost', 'decloak'), direction: fc.constantFrom('left', 'right') })),
});

describe('the engine never throws and always answers with data', () => {
  test('random scenarios: resolve, plan and render succeed or reject with issues', () => {
    fc.assert(
      fc.property(document, (d) => {
        const type = withDial[d.mover]!;
        const scenario = {
          game: 'xwing',
          rules: d.rules,
          ships: [
            { id: 'mover', type: type.name, owner: 'a', pose: d.pose, stress: d.stress, ion: d.ion, cloaked: true },
            ...d.others.map((o, i) => ({ id: `s${i}`, type: SHIP_TYPES[o.type]!.name, owner: o.enemy ? 'b' : 'a', pose: o.pose })),
          ],
          obstacles: d.rocks.map((r, i) => ({ id: `o${i}`, type: r.type, pose: r.pose })),
          ...(d.action === null
            ? { maneuver: { ship: 'mover', dial: type.dial[d.pick % type.dial.length]! } }
            : { action: { ship: 'mover', type: d.action.type, direction: d.action.direction } }),
        };
        const resolved = resolve(scenario);
        expect(resolved.ok).toBe(true);
        if (resolved.ok) expect(JSON.parse(JSON.stringify(resolved.value))).toEqual(resolved.value);
        expect(plan(scenario).ok).toBe(true);
        expect(render(scenario, { plan: true }).ok).toBe(true);
      }),
      { numRuns: 120 },
    );
  });
});
