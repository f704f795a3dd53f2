import { describe, expect, test } from 'vitest';
import { createApp } from '../../src/server/app.ts';

const app = createApp();
const post = (path: string, body: string) => app.request(path, { method: 'POST', body, headers: { 'content-type': 'text/plain' } });

describe('POST /v1/import/:format (CONVENTIONS section 9)', () => {
  test('xws answers { scenario, notes }', async () => {
    const response = await post('/v1/import/xws?owner=p1', JSON.stringify({ faction: 'galacticempire', pilots: [{ id: 'darthvader', ship: 'tieadvancedx1' }] }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.scenario).toMatchObject({ game: 'xwing', ships: [{ id: 'darth-vader', pilot: 'darthvader', owner: 'p1' }] });
    expect(Array.isArray(body.notes)).toBe(true);
  });

  test('armada-list takes plain text; an unknown name is a 400 with the line', async () => {
    const good = await post('/v1/import/armada-list?edge=far', 'Victory II-class Star Destroyer (85)\nSquadrons:\n• 2 x TIE Fighter Squadron (16)\n');
    expect(good.status).toBe(200);
    expect((await good.json()).scenario.squadrons).toHaveLength(2);
    const bad = await post('/v1/import/armada-list', 'Victory II-class Star Destroyr\n');
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0]).toMatchObject({ path: 'line 1', rule: 'import.armada.line' });
  });

  test('ti4-map takes seats in the query', async () => {
    const response = await post('/v1/import/ti4-map?seat=sol&seat=red%3Dhacan%402', '26 0 27 0 28');
    expect(response.status).toBe(200);
    expect((await response.json()).scenario.map).toBe('26 1 27 16 28');
  });

  test('an unknown format is 404; GET is 405', async () => {
    const unknown = await post('/v1/import/yaml', 'x');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).errors[0].rule).toBe('import.format');
    expect((await app.request('/v1/import/xws')).status).toBe(405);
  });

  test('import.mode: a JSON body { "text", "into" } adds the list to the scenario, opposite its pieces', async () => {
    const first = await post('/v1/import/xws', JSON.stringify({ faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker' }] }));
    const into = (await first.json()).scenario;
    const response = await post('/v1/import/xws', JSON.stringify({ text: JSON.stringify({ faction: 'galacticempire', pilots: [{ id: 'darthvader' }] }), into }));
    expect(response.status).toBe(200);
    const ships = (await response.json()).scenario.ships;
    expect(ships.map((s: { id: string; pose: { heading: number } }) => [s.id, s.pose.heading])).toEqual([['luke-skywalker', 0], ['darth-vader', 180]]);
  });
});
