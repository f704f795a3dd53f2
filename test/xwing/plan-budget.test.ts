/**
 * The X-Wing plan's work budget (limits.plan, src/xwing/plan-budget.ts) and the limit on effects
 * per list (limits.count): a plan with many spelt-out effects computes a bounded number of
 * outcomes, counted in work units (not time), and says what it left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { xwingWorst } from '../../bench/worst-case-scenarios.ts';
import { plan, validate } from '../../src/engines.ts';
import { LIMITS } from '../../src/schema/limits.ts';
import type { XwingPlan } from '../../src/xwing/outcome.ts';

const EVERY_CODE = ['1FW', '2FW', '3FW', '4FW', '5FW', '1BW', '2BW', '3BW', '1TW', '2TW', '3TW', '0OW', '1KR', '2KR', '3KR', '4KR', '5KR', '1LR', '2LR', '3LR', '1PR', '2PR', '3PR', '1EW', '2EW', '1RW', '1SW', '1AW', '1DW', '1YR'];

/** `n` spelt-out effects that multiply a plan's options as much as the schema allows. */
export function effectFlood(n: number): unknown[] {
  return Array.from({ length: n }, (_, i) => [
    { kind: 'substitute', bearing: 'any', speedChange: [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5], source: 'template', stress: i % 4, change: (i % 5) - 2 },
    { kind: 'add-maneuvers', maneuvers: EVERY_CODE },
    { kind: 'pre-move', move: 'maneuver', must: false, unlessStressed: false },
    { kind: 'template', templates: ['straight', 'bank', 'turn'] },
    { kind: 'difficulty', change: (i % 5) - 2 },
    { kind: 'red-while-stressed' },
  ][i % 6]);
}

const lone = () => ({
  game: 'xwing',
  ships: [{ id: 'falcon', type: 'Modified YT-1300 Light Freighter', owner: 'rebels', pose: { x: 450, y: 200, heading: 0 }, effects: effectFlood(16) }],
  effects: effectFlood(16),
  maneuver: { ship: 'falcon', dial: '1BW' },
});

function planned(document: unknown): XwingPlan {
  const result = plan(document, { limit: 100_000 });
  if (!result.ok) throw new Error(JSON.stringify(result.issues.slice(0, 3)));
  return result.value as XwingPlan;
}

describe('limits.plan: the X-Wing work budget', () => {
  test('a lone ship with 16 + 16 flooding effects computes 588 maneuvers (600 units at 1.02), and says so', () => {
    const p = planned(lone());
    expect(p.maneuvers).toHaveLength(588);
    expect(p.actions).toHaveLength(0);
    expect(p.budget).toMatchObject({ rule: 'limits.plan', workUnits: LIMITS.xwingPlanWork.max, unitsPerOutcome: 1.02 });
    expect(p.budget!.omittedManeuvers).toBeGreaterThan(500);
    expect(p.budget!.omittedActions).toBe(5);
  });

  test('the largest table with the same effects computes 45 outcomes (13.24 units each)', () => {
    const scenario = xwingWorst() as { ships: { id: string; effects?: unknown[] }[]; effects?: unknown[] };
    scenario.ships[0]!.effects = effectFlood(16);
    scenario.effects = effectFlood(16);
    const p = planned(scenario);
    expect(p.maneuvers.length + p.actions.length).toBe(45);
    expect(p.budget).toMatchObject({ unitsPerOutcome: 13.24 });
  });

  test('the largest table without effects is planned whole', () => {
    expect(planned(xwingWorst()).budget).toBeUndefined();
  });

  test('no X-Wing example reaches the budget', () => {
    const folder = new URL('../../examples/xwing/', import.meta.url);
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
      expect(planned(JSON.parse(readFileSync(new URL(file, folder), 'utf8'))).budget, file).toBeUndefined();
    }
  });
});

describe('limits.count: at most 16 effects per list', () => {
  test('17 effects on a ship, or on the scenario, are refused at the list', () => {
    const ship = lone();
    ship.ships[0]!.effects = effectFlood(LIMITS.xwingEffects.max + 1);
    expect(validate(ship)).toMatchObject({ ok: false, issues: [{ path: 'ships[0].effects', rule: 'limits.count' }] });
    const scenario = lone();
    scenario.effects = effectFlood(LIMITS.xwingEffects.max + 1);
    expect(validate(scenario)).toMatchObject({ ok: false, issues: [{ path: 'effects', rule: 'limits.count' }] });
  });
});
