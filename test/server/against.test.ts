import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { runCommand } from '../../src/cli/commands.ts';
import { runCli } from '../../src/cli/program.ts';
import { plan } from '../../src/engines.ts';
import { rowObjects } from '../../src/core/compact.ts';
import type { CompactXwingPlan } from '../../src/xwing/compact.ts';

/** `against` through the API, a batch item and the CLI's command runner (docs/against.md). */
const app = createApp({ page: new Map() });
const duel = readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'xwing', 'plan-against-duel.json'), 'utf8');
const post = (path: string, body: string) => app.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
type Planned = { maneuvers: { dial: string; against?: { enemies: { ship: string; shotBy: number; combinations: number; repositions: number; matrix?: unknown[] }[] } }[] };

describe('plan against the opponent through every entry point', () => {
  const library = plan(JSON.parse(duel), { against: 'all' });
  if (!library.ok) throw new Error(JSON.stringify(library.issues));
  const expected = library.value as unknown as Planned;

  test('POST /v1/plan?against=all answers what the library answers', async () => {
    const response = await post('/v1/plan?against=all', duel);
    expect(response.status).toBe(200);
    // The compact plan (CONVENTIONS section 10) keeps each option's `against` as the library gives it.
    const body = (await response.json()) as CompactXwingPlan;
    expect(body.detail).toBe('compact');
    const options = rowObjects(body.maneuverColumns, body.maneuvers) as unknown as Planned['maneuvers'];
    expect(options.map((m) => m.against)).toEqual(expected.maneuvers.map((m) => m.against));
    expect(options[0]!.against!.enemies[0]!.matrix).toBeUndefined();
    expect(options.map((m) => body.names[m.dial as unknown as number])).toEqual(expected.maneuvers.map((m) => m.dial));
  });

  test('?against=howl&detail=full adds the matrix; weights come as JSON', async () => {
    const full = (await (await post('/v1/plan?against=howl&detail=full', duel)).json()) as Planned;
    const howl = full.maneuvers[0]!.against!.enemies[0]!;
    // The TIE's 16 maneuvers, and each barrel roll it may make after one (docs/against.md).
    expect(howl.matrix!.length).toBe(howl.combinations);
    expect(howl.combinations - howl.repositions).toBe(16);
    expect(howl.repositions).toBeGreaterThan(0);
    const weighted = await post(`/v1/plan?against=howl&weights=${encodeURIComponent(JSON.stringify({ howl: { '2FB': 1 } }))}`, duel);
    expect(weighted.status).toBe(200);
    const bad = await post(`/v1/plan?against=howl&weights=${encodeURIComponent('{"howl":')}`, duel);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { path: string }[] }).errors[0]!.path).toBe('against.weights');
  });

  test('?repositions=0 plays the enemy maneuvers alone; without against it is refused', async () => {
    const alone = (await (await post('/v1/plan?against=howl&repositions=0&detail=full', duel)).json()) as Planned;
    const howl = alone.maneuvers[0]!.against!.enemies[0]!;
    // The TIE/ln's 16 dial maneuvers and nothing after them.
    expect(howl.combinations).toBe(16);
    expect(howl.repositions).toBe(0);
    const fromLibrary = plan(JSON.parse(duel), { against: { ships: ['howl'], repositions: false }, detail: 'full' });
    if (!fromLibrary.ok) throw new Error(JSON.stringify(fromLibrary.issues));
    expect(alone.maneuvers.map((m) => m.against)).toEqual((fromLibrary.value as unknown as Planned).maneuvers.map((m) => m.against));
    const stray = await post('/v1/plan?repositions=0', duel);
    expect(stray.status).toBe(400);
  });

  test('a batch item takes against and detail', async () => {
    const items = [{ op: 'plan', scenario: JSON.parse(duel), against: 'all' }, { op: 'plan', scenario: JSON.parse(duel), against: 'all', detail: 'wide' }];
    const response = await app.request('/v1/batch', { method: 'POST', body: JSON.stringify(items), headers: { 'content-type': 'application/json' } });
    const results = JSON.parse(await response.text()) as Record<string, any>[];
    expect(results[0]).toMatchObject({ ok: true });
    const compact = results[0]!.value as CompactXwingPlan;
    expect(rowObjects(compact.maneuverColumns, compact.maneuvers)[3]!['against']).toEqual(expected.maneuvers[3]!.against);
    expect(results[1]).toMatchObject({ ok: false, status: 400, errors: [{ path: 'detail', rule: 'batch.item' }] });
  });

  test('the CLI prints one line per enemy under each option', () => {
    const answer = runCommand({ kind: 'command', command: 'plan', text: duel, against: 'all' });
    expect(answer.issues).toEqual([]);
    expect(answer.output).toMatch(/vs howl \(moves after it, \d+ options, \d+ of them a maneuver then a reposition\): shot at \d+%/);
  });

  test('the CLI takes --no-repositions with --against, and refuses it alone', async () => {
    let out = '';
    let err = '';
    const io = { stdout: (t: string) => { out += t; }, stderr: (t: string) => { err += t; }, readStdin: () => '', readFile: () => duel, writeFile: () => {} };
    expect(await runCli(['plan', 'duel.json', '--against', 'howl', '--no-repositions', '--json', '--detail', 'full'], io)).toBe(0);
    const howl = (JSON.parse(out) as Planned).maneuvers[0]!.against!.enemies[0]!;
    expect([howl.combinations, howl.repositions]).toEqual([16, 0]);
    out = '';
    expect(await runCli(['plan', 'duel.json', '--no-repositions'], io)).not.toBe(0);
    expect(err).toContain('against.repositions');
  });
});
