import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runCommand } from '../../src/cli/commands.ts';
import { createApp } from '../../src/server/app.ts';
import { runTask } from '../../src/server/task.ts';

/**
 * The threat map through every entry point: `threats: true` in the scenario, CLI `plan --threats`,
 * API `?threats=1`, batch `threats`. examples/ti4/threat-map.json: Sol holds 19, 20, 30, 35 and
 * Lodor (26); the Hacan Carrier II in 31 reaches 20 and 30 only (19 and 26 lie behind the Sol
 * destroyers), the L1Z1X cruiser in 29 reaches 19, 20 (through the empty 26) and 26; the Hacan
 * dreadnought in 14 (move 1) reaches none; 35 is safe.
 */
const text = readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'ti4', 'threat-map.json'), 'utf8');
const { threats: _threats, ...bare } = JSON.parse(text) as Record<string, unknown>;
const expected = {
  threats: [
    { system: '19', ships: [{ unit: 'l1z1x-cruiser', player: 'l1z1x' }], capacity: 0, fleet: 1 },
    { system: '20', ships: [{ unit: 'hacan-carrier', player: 'hacan' }, { unit: 'l1z1x-cruiser', player: 'l1z1x' }], capacity: 6, fleet: 1 },
    { system: '26', ships: [{ unit: 'l1z1x-cruiser', player: 'l1z1x' }], capacity: 0, fleet: 1 },
    { system: '30', ships: [{ unit: 'hacan-carrier', player: 'hacan' }], capacity: 6, fleet: 1 },
  ],
  safe: ['35'],
};
const shape = (plan: { threats?: { system: string; ships: unknown; capacity: number; fleet: number }[]; safe?: string[] }) => ({
  threats: plan.threats?.map(({ system, ships, capacity, fleet }) => ({ system, ships, capacity, fleet })),
  safe: plan.safe,
});

describe('ti4.move.threats through the CLI, the API and batch', () => {
  test('CLI: plan --json with threats in the scenario, and --threats on a scenario without it; the text names the threats', () => {
    const inScenario = runCommand({ kind: 'command', command: 'plan', text, json: true });
    expect(shape(JSON.parse(inScenario.output!))).toEqual(expected);
    const flagged = runCommand({ kind: 'command', command: 'plan', text: JSON.stringify(bare), json: true, threats: true });
    expect(shape(JSON.parse(flagged.output!))).toEqual(expected);
    const plain = runCommand({ kind: 'command', command: 'plan', text: JSON.stringify(bare), json: true });
    expect(JSON.parse(plain.output!)).not.toHaveProperty('threats');
    const described = runCommand({ kind: 'command', command: 'plan', text, json: false }).output!;
    expect(described).toContain('20: hacan hacan-carrier; l1z1x l1z1x-cruiser (most from one player: 1 non-fighter ship(s), capacity 6)');
    expect(described).toContain('Safe: 35');
  });
  test('API: POST /v1/plan?threats=1; another game refuses the key', async () => {
    const app = createApp({ page: null });
    const response = await app.request('/v1/plan?threats=1', { method: 'POST', body: JSON.stringify(bare), headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(200);
    expect(shape((await response.json()) as never)).toEqual(expected);
    const bank = readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'xwing', 'clean-bank.json'), 'utf8');
    const refused = await app.request('/v1/plan?threats=1', { method: 'POST', body: bank, headers: { 'content-type': 'application/json' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('threats');
  });
  test('batch: a plan item with "threats": true; a non-boolean is a batch.item error', () => {
    const answer = runTask({ kind: 'item', text: JSON.stringify({ op: 'plan', scenario: bare, threats: true }) });
    const line = JSON.parse((answer as { line: string }).line) as { ok: boolean; value: never };
    expect(line.ok).toBe(true);
    expect(shape(line.value)).toEqual(expected);
    const bad = JSON.parse((runTask({ kind: 'item', text: JSON.stringify({ op: 'plan', scenario: bare, threats: 'yes' }) }) as { line: string }).line) as { errors: { path: string; rule: string }[] };
    expect(bad.errors[0]).toMatchObject({ path: 'threats', rule: 'batch.item' });
  });
});

describe('the threat map drawn as an overlay', () => {
  test('render: an orange ring per threatened system naming the ships, a green ring per safe one; none without threats', async () => {
    const { render } = await import('../../src/engines.ts');
    const svg = render(JSON.parse(text), { plan: false });
    if (!svg.ok) throw new Error(JSON.stringify(svg.issues));
    const rings = [...svg.value.matchAll(/data-id="(threat|safe)-(\d+)"/g)].map((m) => `${m[1]}-${m[2]}`);
    expect(rings).toEqual(['threat-19', 'threat-20', 'threat-26', 'threat-30', 'safe-35']);
    expect(svg.value).toContain('20 threatened next round by hacan: hacan-carrier; l1z1x: l1z1x-cruiser (at most 1 non-fighter ship(s), capacity 6, from one player)');
    expect(svg.value).toContain('enemy ships can reach it next round'); // the legend names the role
    const plain = render(bare, { plan: false });
    if (!plain.ok) throw new Error('render');
    expect(plain.value).not.toContain('data-role="threat"');
  });
});
