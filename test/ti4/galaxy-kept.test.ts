import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Ti4Scenario } from '../../src/schema/ti4.ts';
import { ti4Scenario } from '../../src/schema/ti4.ts';
import { deepFreeze } from '../../src/server/prepared-cache.ts';
import { buildGalaxy } from '../../src/ti4/map/galaxy.ts';
import { parseMapString } from '../../src/ti4/map/map-string.ts';
import { worldQuery } from '../../src/ti4/prepare-query.ts';
import { resolveScenario, resolveWorld } from '../../src/ti4/resolve.ts';
import { fractureSystems, galaxyOf, offMapTilesFor, prepareWorld } from '../../src/ti4/world.ts';

/**
 * Galaxies kept by what they are built from (the map string and the off-map tiles in play), and
 * the query of a world kept from the second time it is asked for (ti4.adj.context): the same
 * answers as built afresh.
 */
const dir = join(import.meta.dirname, '..', '..', 'examples', 'ti4');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const scenarioOf = (file: string): Ti4Scenario => ti4Scenario.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));

/** The galaxy as built before any was kept. */
function fresh(scenario: Ti4Scenario) {
  const parsed = parseMapString(scenario.map);
  if (!parsed.ok) throw new Error('the map parses');
  return buildGalaxy(parsed.value, offMapTilesFor(scenario), fractureSystems(scenario));
}

describe('ti4.map: galaxies kept by map', () => {
  test.each(files)('%s: the kept galaxy equals one built afresh, and a scenario of the same map and off-map systems shares it', (file) => {
    const scenario = scenarioOf(file);
    const first = galaxyOf(scenario);
    if (!first.ok) throw new Error(`${file}: the galaxy builds`);
    expect(first.value).toEqual(fresh(scenario));
    const again = galaxyOf({ ...scenario, units: [] });
    if (!again.ok) throw new Error('the galaxy builds');
    if (fractureSystems(scenario).length === 0) expect(again.value).toBe(first.value);
    // Scenarios with Fracture systems are built each time.
    else expect(again.value).not.toBe(first.value);
  });

  test('another set of off-map systems is another galaxy; the keeping is bounded', () => {
    const scenario = scenarioOf('transport-bring.json');
    const withCreuss = { ...scenario, players: [...scenario.players, { ...scenario.players[0]!, id: 'c', faction: 'creuss' }] };
    expect(offMapTilesFor(withCreuss)).not.toEqual(offMapTilesFor(scenario));
    const plain = galaxyOf(scenario);
    const creuss = galaxyOf(withCreuss);
    if (!plain.ok || !creuss.ok) throw new Error('the galaxies build');
    expect(creuss.value).not.toBe(plain.value);
    expect(creuss.value.nodes.length).toBe(plain.value.nodes.length + 1);
    // 16 other maps later, the first is built again (an equal galaxy, another object).
    for (let k = 1; k <= 16; k += 1) expect(galaxyOf({ ...scenario, map: `${scenario.map}${' '.repeat(k)}` }).ok).toBe(true);
    const later = galaxyOf(scenario);
    if (!later.ok) throw new Error('the galaxy builds');
    expect(later.value).not.toBe(plain.value);
    expect(later.value).toEqual(plain.value);
  });

  test('a frozen world shares its galaxy with a new world of the same map, and both answer as before', () => {
    const scenario = scenarioOf('transport-bring.json');
    const expected = JSON.stringify(resolveScenario(scenario));
    const kept = prepareWorld(scenario);
    if (!kept.ok) throw new Error('the example prepares');
    deepFreeze(kept.value);
    const other = prepareWorld(scenario);
    if (!other.ok) throw new Error('the example prepares');
    expect(other.value.galaxy).toBe(kept.value.galaxy);
    expect(JSON.stringify(resolveWorld(kept.value))).toBe(expected);
    expect(JSON.stringify(resolveWorld(other.value))).toBe(expected);
  });
});

describe('ti4.adj.context: a world\'s query kept from its second use, or at once when frozen', () => {
  const worlds = (n: number) => Array.from({ length: n }, () => {
    const world = prepareWorld(scenarioOf('wormholes-and-rift.json'));
    if (!world.ok) throw new Error('the example prepares');
    return world.value;
  });

  test('asked once, a world\'s query is held while 8 other worlds are asked; asked again meanwhile, it is kept', () => {
    const [a, b, ...others] = worlds(11);
    const first = worldQuery(a!);
    const second = worldQuery(b!);
    expect(second).not.toBe(first);
    // Two worlds asked in turn keep their queries from the second time on.
    expect(worldQuery(a!)).toBe(first);
    expect(worldQuery(b!)).toBe(second);
    for (const other of others) worldQuery(other);
    expect(worldQuery(a!)).toBe(first);
    expect(worldQuery(b!)).toBe(second);
    // A world asked once, then 8 others: built again (the same JSON), then kept.
    const [c, ...more] = worlds(9);
    const once = worldQuery(c!);
    for (const other of more) worldQuery(other);
    const again = worldQuery(c!);
    expect(again).not.toBe(once);
    expect(JSON.stringify(again)).toBe(JSON.stringify(once));
    expect(worldQuery(c!)).toBe(again);
  });

  test('a frozen world (as the server keeps it) keeps its query from the first time', () => {
    const [kept, ...others] = worlds(10);
    deepFreeze(kept!);
    const first = worldQuery(kept!);
    for (const other of others) worldQuery(other);
    expect(worldQuery(kept!)).toBe(first);
  });
});
