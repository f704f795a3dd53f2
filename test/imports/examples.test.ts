import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { exportArmadaList, exportXws, importList, plan, render, validate } from '../../src/index.ts';
import type { ArmadaScenario, XwingScenario } from '../../src/index.ts';

const dir = join(import.meta.dirname, '..', '..', 'examples', 'imports');
const read = (file: string) => readFileSync(join(dir, file), 'utf8');

/** Every published example imports, validates, plans and draws (examples/imports/README.md). */
describe('example lists (examples/imports)', () => {
  const cases: [string, 'xws' | 'armada-list' | 'ti4-map', object][] = [
    ['xws-empire-outmaneuver.json', 'xws', {}],
    ['xws-rebels-cassian-bwings.json', 'xws', {}],
    ['xws-scum-yv666.json', 'xws', {}],
    ['armada-empire-gencon-ozzel.txt', 'armada-list', {}],
    ['armada-rebels-kingston-format.txt', 'armada-list', {}],
    ['ti4-6p-reddit-2024.txt', 'ti4-map', { seats: [{ faction: 'sol' }, { faction: 'hacan' }] }],
    ['ti4-5p-reddit-2019.txt', 'ti4-map', { seats: [{ faction: 'l1z1x', units: { dreadnought: 1, carrier: 1 } }] }],
    ['ti4-5p-hyperlanes-async.txt', 'ti4-map', { seats: [{ faction: 'sol' }, { faction: 'creuss' }] }],
    ['ti4-seats.json', 'ti4-map', {}],
  ];
  for (const [file, format, options] of cases) {
    test(`${file} imports as a valid scenario that plans and renders`, () => {
      const result = importList(format, read(file), options);
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      expect(validate(result.value.scenario).ok).toBe(true);
      expect(plan(result.value.scenario).ok).toBe(true);
      expect(render(result.value.scenario).ok).toBe(true);
    });
  }

  for (const file of ['xws-empire-outmaneuver.json', 'xws-rebels-cassian-bwings.json', 'xws-scum-yv666.json']) {
    test(`${file} round trip: XWS -> scenario -> XWS keeps the faction, pilots and ships`, () => {
      const squad = JSON.parse(read(file)) as { faction: string; pilots: { id: string; ship: string }[] };
      const imported = importList('xws', read(file));
      if (!imported.ok) throw new Error('rejected');
      const exported = exportXws(imported.value.scenario as XwingScenario);
      if (!exported.ok) throw new Error('rejected');
      expect(exported.value.squad.faction).toBe(squad.faction);
      expect(exported.value.squad.pilots.map((p) => [p.id, p.ship])).toEqual(squad.pilots.map((p) => [p.id, p.ship]));
    });
  }

  for (const file of ['armada-empire-gencon-ozzel.txt', 'armada-rebels-kingston-format.txt']) {
    test(`${file} round trip: list -> scenario -> list -> the same ships and typed squadrons`, () => {
      const first = importList('armada-list', read(file));
      if (!first.ok) throw new Error('rejected');
      const scenario = first.value.scenario as ArmadaScenario;
      const again = importList('armada-list', exportArmadaList(scenario));
      if (!again.ok) throw new Error('rejected');
      const second = again.value.scenario as ArmadaScenario;
      expect(second.ships.map((s) => s.type)).toEqual(scenario.ships.map((s) => s.type));
      expect(second.squadrons.map((s) => s.type)).toEqual(scenario.squadrons.filter((s) => s.type !== undefined).map((s) => s.type));
    });
  }

  test('the GenCon list: 2 ships, 7 squadrons (the Firespray-31 read as the Firespray, Darth Vader by his cost 21 as the TIE Advanced ace)', () => {
    const result = importList('armada-list', read('armada-empire-gencon-ozzel.txt'));
    if (!result.ok) throw new Error('rejected');
    const scenario = result.value.scenario as ArmadaScenario;
    expect(scenario.ships).toHaveLength(2);
    expect(scenario.squadrons).toHaveLength(7);
    expect(scenario.squadrons.map((s) => s.type)).toEqual(['Mauler Mithel', 'Darth Vader (TIE Advanced)', 'Major Rhymer', 'Soontir Fel', 'Firespray', 'Boba Fett', 'Dengar']);
  });

  for (const [file, options] of [['ti4-6p-reddit-2024.txt', { seats: [{ faction: 'sol' }] }], ['ti4-5p-hyperlanes-async.txt', { seats: [{ faction: 'sol' }] }]] as const) {
    test(`${file} round trip: the scenario's map re-imports to itself, and its tiles are the input's with the seats filled`, () => {
      const first = importList('ti4-map', read(file), options);
      if (!first.ok) throw new Error('rejected');
      const map = (first.value.scenario as { map: string }).map;
      const again = importList('ti4-map', map, options);
      if (!again.ok) throw new Error(JSON.stringify(again.issues));
      expect((again.value.scenario as { map: string }).map).toBe(map);
      const input = read(file).trim().split(/\s+/);
      const output = map.split(' ');
      expect(output).toHaveLength(input.length);
      output.forEach((token, i) => {
        if (input[i] === '0') expect(['1', '-1']).toContain(token);
        else expect(token.toUpperCase()).toBe(input[i]!.toUpperCase().replace('A180', 'A3'));
      });
    });
  }
});
