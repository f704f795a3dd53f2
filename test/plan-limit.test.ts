/**
 * `limit` counts every option a plan answers, follow-ups included (docs/limits.md, "Plan size"):
 * an Armada course with its extra maneuvers is one option plus one per follow-up.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { countPlanOptions, DEFAULT_PLAN_LIMIT, limitPlan } from '../src/core/plan-limit.ts';
import { plan } from '../src/engines.ts';

const course = (id: number, followUps?: unknown[]) => ({ id, ...(followUps === undefined ? {} : { followUps }) });

describe('counting and cutting follow-ups', () => {
  const planned = { game: 'armada', courses: [course(1, [course(11), course(12, [course(121)])]), course(2, [course(21), course(22)])], illegal: [course(3)] };

  test('a course with its follow-ups (and theirs) counts 1 + each', () => {
    expect(countPlanOptions(planned)).toBe(4 + 3 + 1);
  });

  test('a cut among follow-ups keeps the course and its first follow-ups', () => {
    const cut = limitPlan(planned, 6) as unknown as { courses: unknown[]; illegal: unknown[]; cut: unknown };
    expect(cut.courses).toEqual([course(1, [course(11), course(12, [course(121)])]), course(2, [course(21)])]);
    expect(cut.illegal).toEqual([]);
    expect(cut.cut).toEqual({ limit: 6, total: 8, omitted: 2 });
    expect(countPlanOptions(cut)).toBe(6);
  });

  test('a cut inside a follow-up\'s own follow-ups', () => {
    const cut = limitPlan(planned, 3) as unknown as { courses: unknown[] };
    expect(cut.courses).toEqual([course(1, [course(11), course(12, [])])]);
  });

  test('the whole plan when it fits', () => {
    expect(limitPlan(planned, 8)).toBe(planned);
  });
});

describe('Armada: movement cards with Engine Techs', () => {
  const example = () => JSON.parse(readFileSync(new URL('../examples/armada/engine-techs-extra-maneuver.json', import.meta.url), 'utf8')) as Record<string, any>;

  test('seven movement cards: 6,559 options; the default limit answers 2,500 of them and says so', () => {
    const scenario = example();
    scenario['ships'][0].effects = ['engine-techs', 'admiral-ozzel', 'general-madine', 'take-evasive-action', 'clone-captain-silver', 'harrow', 'moff-jerjerrod'];
    delete scenario['maneuver'].extra;
    const result = plan(scenario);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(countPlanOptions(result.value)).toBe(DEFAULT_PLAN_LIMIT);
    expect((result.value as { cut?: unknown }).cut).toEqual({ limit: DEFAULT_PLAN_LIMIT, total: 6559, omitted: 6559 - DEFAULT_PLAN_LIMIT });
    // About 1.5 KB an option: the answer is bounded by the limit, not by the follow-ups.
    expect(JSON.stringify(result.value).length).toBeLessThan(DEFAULT_PLAN_LIMIT * 2000);
  });
});

describe('the default limit cuts no example', () => {
  const games = ['armada', 'xwing', 'ti4'] as const;
  test.each(games)('%s', (game) => {
    const folder = new URL(`../examples/${game}/`, import.meta.url);
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
      const result = plan(JSON.parse(readFileSync(new URL(file, folder), 'utf8')));
      if (!result.ok) continue; // a scenario whose move is refused has no plan to cut
      expect((result.value as { cut?: unknown }).cut, file).toBeUndefined();
    }
  });
});

describe('the command line says when a plan was cut', () => {
  test('plan --limit 5 of the Engine Techs example: the text ends with the cut', async () => {
    const { cliInMemory } = await import('./helpers/cli-in-memory.ts');
    const text = readFileSync(new URL('../examples/armada/engine-techs-extra-maneuver.json', import.meta.url), 'utf8');
    const run = await cliInMemory(['plan', '-', '--limit', '5'], {}, text);
    expect(run.code).toBe(0);
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('Cut: 5 of 2359 options listed, 2354 left out (--limit N lists more) [limits.plan]');
  });
});
