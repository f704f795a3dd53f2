import { describe, expect, test } from 'vitest';
import { cliInMemory } from '../../test/helpers/cli-in-memory.ts';

const cli = cliInMemory;

const XWS = JSON.stringify({ faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker', ship: 't65xwing', upgrades: { astromech: ['r2d2'] } }] });

describe('shipmove import (CONVENTIONS section 9)', () => {
  test('prints a scenario, the notes on standard error', async () => {
    const run = await cli(['import', 'xws', 'squad.json'], { 'squad.json': XWS });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ game: 'xwing', ships: [{ id: 'luke-skywalker', pilot: 'lukeskywalker', type: 'T-65 X-wing', owner: 'rebels' }] });
    expect(run.stderr).toContain('[import.xws.skipped]');
  });

  test('--json prints { scenario, notes }; --owner and --edge apply', async () => {
    const run = await cli(['import', 'xws', '-', '--json', '--owner', 'p1', '--edge', 'far'], {}, XWS);
    expect(run.code).toBe(0);
    const answer = JSON.parse(run.stdout);
    expect(answer.scenario.ships[0]).toMatchObject({ owner: 'p1', pose: { heading: 180 } });
    expect(answer.notes.length).toBeGreaterThan(0);
  });

  test('armada-list: an unknown name exits 1 with its line and rule', async () => {
    const run = await cli(['import', 'armada-list', '-'], {}, 'Victory II-class Star Destroyr (85)\n');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^line 1: unknown ship or squadron .*\[import\.armada\.line\]/);
  });

  test('ti4-map: --seat places players at home slots', async () => {
    const run = await cli(['import', 'ti4-map', 'map.txt', '--seat', 'red=sol@2', '--seat', 'hacan', '--json'], { 'map.txt': '26 0 27 0 28 29\n' });
    expect(run.code).toBe(0);
    const answer = JSON.parse(run.stdout);
    expect(answer.scenario.map).toBe('26 16 27 1 28 29');
    expect(answer.scenario.players.map((p: { id: string }) => p.id)).toEqual(['red', 'hacan']);
  });

  test('usage errors exit 2: unknown format, bad --seat, bad --edge', async () => {
    expect((await cli(['import', 'yaml', 'x'])).code).toBe(2);
    expect((await cli(['import', 'ti4-map', 'x', '--seat', '=@'])).code).toBe(2);
    expect((await cli(['import', 'xws', 'x', '--edge', 'left'])).code).toBe(2);
  });

  test('an unreadable file exits 1 with rule io', async () => {
    const run = await cli(['import', 'xws', 'missing.json']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('[io]');
  });

  test('--into FILE adds the list to that scenario (import.mode), opposite the pieces there unless --edge says', async () => {
    const first = await cli(['import', 'xws', 'squad.json'], { 'squad.json': XWS });
    const files = { 'table.json': first.stdout, 'empire.json': JSON.stringify({ faction: 'galacticempire', pilots: [{ id: 'darthvader' }] }) };
    const run = await cli(['import', 'xws', 'empire.json', '--into', 'table.json', '--json'], files);
    expect(run.code).toBe(0);
    const answer = JSON.parse(run.stdout);
    expect(answer.scenario.ships.map((s: { id: string; pose: { heading: number } }) => [s.id, s.pose.heading])).toEqual([['luke-skywalker', 0], ['darth-vader', 180]]);
    expect(answer.notes.some((n: { rule: string }) => n.rule === 'import.mode')).toBe(true);
    const near = await cli(['import', 'xws', 'empire.json', '--into', 'table.json', '--edge', 'near'], files);
    expect(JSON.parse(near.stdout).ships[1].pose.heading).toBe(0);
  });
});
