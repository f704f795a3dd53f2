import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ti4Scenario } from '../../src/schema/ti4.ts';
import { deepFreeze } from '../../src/server/prepared-cache.ts';
import { planScenario, planWorld } from '../../src/ti4/plan.ts';
import { worldQuery } from '../../src/ti4/prepare-query.ts';
import { resolveScenario, resolveWorld } from '../../src/ti4/resolve.ts';
import { prepareWorld } from '../../src/ti4/world.ts';

/**
 * The query of a world's active system is built once per world and kept (ti4.adj.context): a kept,
 * frozen world answers resolve and plan again and again exactly as a world prepared afresh does.
 */
const dir = join(import.meta.dirname, '..', '..', 'examples', 'ti4');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('ti4.adj.context: the query kept per world', () => {
  test('one query per world, another for another world of the same scenario', () => {
    const scenario = ti4Scenario.parse(JSON.parse(readFileSync(join(dir, 'wormholes-and-rift.json'), 'utf8')));
    const world = prepareWorld(scenario);
    const other = prepareWorld(scenario);
    if (!world.ok || !other.ok) throw new Error('the example prepares');
    const first = worldQuery(world.value);
    expect(worldQuery(world.value)).toBe(first);
    expect(worldQuery(other.value)).not.toBe(first);
  });

  test.each(files)('%s: resolve and plan on a kept world, three times, equal the fresh answers', (file) => {
    const scenario = ti4Scenario.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    const resolved = JSON.stringify(resolveScenario(scenario));
    const planned = JSON.stringify(planScenario(scenario));
    const world = prepareWorld(scenario);
    if (!world.ok) throw new Error(`${file} prepares`);
    deepFreeze(world.value);
    for (let i = 0; i < 3; i++) {
      expect(JSON.stringify(resolveWorld(world.value))).toBe(resolved);
      expect(JSON.stringify(planWorld(world.value))).toBe(planned);
    }
  });
});
