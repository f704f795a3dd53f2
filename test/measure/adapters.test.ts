import { describe, expect, test } from 'vitest';
import type { CliIo } from '../../src/cli/program.ts';
import { runCli } from '../../src/cli/program.ts';
import { createApp } from '../../src/server/app.ts';

/** CONVENTIONS section 8 through the command line and the HTTP API (in-process). */
const scenario = {
  game: 'xwing',
  ships: [
    { id: 'luke', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 400, y: 400, heading: 0 } },
    { id: 'tie', type: 'TIE/ln Fighter', owner: 'empire', pose: { x: 400, y: 540, heading: 180 } },
  ],
};

async function cli(argv: string[], files: Record<string, string>) {
  let out = '';
  let err = '';
  const io: CliIo = {
    stdout: (t) => { out += t; },
    stderr: (t) => { err += t; },
    readStdin: () => '',
    readFile: (p) => { if (!(p in files)) throw Object.assign(new Error('missing'), { code: 'ENOENT' }); return files[p]!; },
    writeFile: () => {},
  };
  const code = await runCli(argv, io);
  return { code, out, err };
}

describe('shipmove measure', () => {
  test('--json prints the section 8 answer', async () => {
    const r = await cli(['measure', 's.json', '--from', 'luke', '--to', 'tie', '--json'], { 's.json': JSON.stringify(scenario) });
    expect(r.code).toBe(0);
    const m = JSON.parse(r.out);
    expect(Object.keys(m)).toEqual(expect.arrayContaining(['game', 'from', 'to', 'distance', 'closest', 'range', 'arcs', 'trace']));
    expect(m.range).toBe(1);
    expect(m.arcs.map((a: { arc: string }) => a.arc)).toEqual(['front', 'bullseye']);
  });

  test('text for people; unknown id exits 1 naming the path and rule', async () => {
    const r = await cli(['measure', 's.json', '--from', 'luke', '--to', 'tie'], { 's.json': JSON.stringify(scenario) });
    expect(r.out).toContain('luke -> tie: 100 mm, range 1');
    const bad = await cli(['measure', 's.json', '--from', 'luke', '--to', 'vader'], { 's.json': JSON.stringify(scenario) });
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('reference');
    const usage = await cli(['measure', 's.json', '--from', 'luke'], { 's.json': JSON.stringify(scenario) });
    expect(usage.code).toBe(2);
  });
});

describe('POST /v1/measure', () => {
  const app = createApp();
  const post = (body: unknown) => app.request('/v1/measure', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

  test('answers the measurement', async () => {
    const response = await post({ scenario, from: 'tie', to: 'luke' });
    expect(response.status).toBe(200);
    const m = await response.json() as { range: number; arcs: { arc: string }[] };
    expect(m.range).toBe(1);
    expect(m.arcs.map((a) => a.arc)).toEqual(['front', 'bullseye']);
  });

  test('a malformed request, a bad scenario and TI4 answer 400 with paths', async () => {
    const missing = await post({ scenario });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['from', 'to']);
    const badShip = await post({ scenario: { ...scenario, ships: [{ ...scenario.ships[0], type: 'T-56' }] }, from: 'luke', to: 'tie' });
    expect(badShip.status).toBe(400);
    expect(((await badShip.json()) as { errors: { path: string }[] }).errors[0]!.path).toBe('scenario.ships[0].type');
    const ti4 = await post({ scenario: { game: 'ti4', map: '26', players: [{ id: 'red', faction: 'sol' }], units: [] }, from: 'a', to: 'b' });
    expect(ti4.status).toBe(400);
    expect(((await ti4.json()) as { errors: { rule: string }[] }).errors[0]!.rule).toBe('unsupported');
    const wrongMethod = await app.request('/v1/measure');
    expect(wrongMethod.status).toBe(405);
  });
});
