import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { describeOutcome, describePlan, plan, render, resolve } from '../../src/engines.ts';
import type { ActionOutcome, ManeuverOutcome, XwingPlan } from '../../src/xwing/outcome.ts';

const folder = join(import.meta.dirname, '..', '..', 'examples', 'xwing');
const load = (name: string): unknown => JSON.parse(readFileSync(join(folder, name), 'utf8'));
const outcomeOf = (name: string) => {
  const result = resolve(load(name));
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value as ManeuverOutcome | ActionOutcome;
};

describe('examples/xwing: every example resolves, plans, renders and describes', () => {
  for (const name of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
    test(name, () => {
      const outcome = outcomeOf(name);
      expect(outcome.game).toBe('xwing');
      expect(outcome.trace.length).toBeGreaterThan(0);
      for (const s of outcome.trace) expect(s.rule).toMatch(/^xwing\.[a-z0-9.-]+$/);
      expect(describeOutcome(outcome)).toContain(outcome.ship);
      const planned = plan(load(name));
      expect(planned.ok).toBe(true);
      if (planned.ok) expect(describePlan(planned.value)).toContain('Maneuvers:');
      const svg = render(load(name), { plan: true });
      expect(svg.ok && svg.value.startsWith('<svg')).toBe(true);
    });
  }
});

describe('examples/xwing: the outcomes (CONVENTIONS section 5 fields)', () => {
  test('clean-bank: 2NB from (300, 150) ends at (352.218, 276.066) heading 45; blue removes the stress', () => {
    const o = outcomeOf('clean-bank.json') as ManeuverOutcome;
    expect(Object.keys(o)).toEqual(expect.arrayContaining(['game', 'ship', 'executed', 'fully', 'pose', 'overlappedShips', 'touching', 'bumpEffect', 'obstacles', 'fled', 'stress', 'trace']));
    expect(o).toMatchObject({ executed: '2NB', fully: true, overlappedShips: [], touching: null, bumpEffect: null, obstacles: [], fled: false, stress: 0 });
    expect(o.pose.x).toBeCloseTo(352.218, 3);
    expect(o.pose.y).toBeCloseTo(276.066, 3);
    expect(o.pose.heading).toBe(45);
  });
  test('partial-enemy-25: partial, touching the enemy, may take a red Focus', () => {
    const o = outcomeOf('partial-enemy-25.json') as ManeuverOutcome;
    expect(o).toMatchObject({ fully: false, overlappedShips: ['backstabber'], touching: 'backstabber', bumpEffect: 'enemy', bumpActions: ['focus'] });
    expect(o.touchingGap!).toBeLessThanOrEqual(0.01);
  });
  test('partial-friendly-turn-20: 2.0 friendly bump on a turn template', () => {
    const o = outcomeOf('partial-friendly-turn-20.json') as ManeuverOutcome;
    expect(o).toMatchObject({ fully: false, touching: 'dutch', bumpEffect: null, skipsPerformAction: true });
  });
  test('asteroid-moved-through: moved through, not overlapped', () => {
    const o = outcomeOf('asteroid-moved-through.json') as ManeuverOutcome;
    expect(o.obstacles.map((h) => [h.id, h.how])).toEqual([['core-asteroid-3', 'moved-through']]);
  });
  test('debris-overlapped-20: overlapped debris cloud under 2.0', () => {
    const o = outcomeOf('debris-overlapped-20.json') as ManeuverOutcome;
    expect(o.obstacles.map((h) => [h.id, h.how])).toEqual([['debris-2', 'overlapped']]);
    expect(o.pose.x).toBeCloseTo(682.5, 6);
    expect(o.pose.y).toBeCloseTo(617.5, 6);
    expect(o.pose.heading).toBe(90);
  });
  test('fleeing: fled', () => {
    expect(outcomeOf('fleeing.json')).toMatchObject({ fled: true });
  });
  test('stressed-red: 4KR becomes 2FW', () => {
    expect(outcomeOf('stressed-red.json')).toMatchObject({ executed: '2FW', stress: 1, pose: { x: 450, y: 320, heading: 0 } });
  });
  test('tallon-front: 3RR front placement', () => {
    expect(outcomeOf('tallon-front.json')).toMatchObject({ executed: '3RR', placement: 'front', pose: { x: 410, y: 400, heading: 180 }, stress: 1 });
  });
  test('barrel-roll: the middle and back are blocked, the front is taken', () => {
    expect(outcomeOf('barrel-roll.json')).toMatchObject({ performed: true, placement: 'front', pose: { x: 320, y: 310, heading: 0 } });
  });
  test('boost-blocked: the template lies on the gas cloud: the boost fails', () => {
    expect(outcomeOf('boost-blocked.json')).toMatchObject({ performed: false, pose: { x: 500, y: 300, heading: 0 } });
  });
  test('ionized-25: a large ship with 3 ion tokens executes 1NB', () => {
    const o = outcomeOf('ionized-25.json') as ManeuverOutcome;
    expect(o).toMatchObject({ executed: '1NB', ionized: true });
    expect(o.pose.x).toBeCloseTo(451.716, 3);
    expect(o.pose.y).toBeCloseTo(324.853, 3);
  });
  test('plan of the enemy-bump example lists the T-65 options with 3FW partially executed', () => {
    const planned = plan(load('partial-enemy-25.json'));
    if (!planned.ok) throw new Error('plan failed');
    const p = planned.value as XwingPlan;
    expect(p.maneuvers.find((m) => m.dial === '3FW')!.outcome.fully).toBe(false);
  });
});
