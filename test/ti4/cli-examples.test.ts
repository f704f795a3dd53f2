import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { CliIo } from '../../src/cli/program.ts';
import { runCli } from '../../src/cli/program.ts';
import { plan, render, resolve, scene } from '../../src/engines.ts';
import type { Ti4Scenario } from '../../src/schema/ti4.ts';
import { EIGHT, scenario, SIX } from './helpers.ts';

const dir = join(import.meta.dirname, '..', '..', 'examples', 'ti4');
const example = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>;

async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = {
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    readStdin: () => '',
    readFile: (path) => readFileSync(path, 'utf8'),
    writeFile: () => {},
  };
  const code = await runCli(args, io);
  return { code, out, err };
}

describe('CLI on the examples (CONVENTIONS section 5, TI4)', () => {
  test('ti4.move.step: resolve --json on the 6-player example is legal, with the exact outcome shape', async () => {
    const r = await cli(['resolve', join(dir, 'six-player-standard.json'), '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(Object.keys(out).slice(0, 5)).toEqual(['game', 'legal', 'violations', 'riftRolls', 'moves']);
    expect(out).toMatchObject({ game: 'ti4', legal: true, violations: [], riftRolls: [] });
    expect(out.trace.length).toBeGreaterThan(5);
  });
  test('ti4.move.blocked, ti4.move.token, ti4.move.nebula, ti4.transport.capacity: the illegal example lists every violation', async () => {
    const r = await cli(['resolve', join(dir, 'illegal-movement.json'), '--json']);
    const out = JSON.parse(r.out);
    expect(out.legal).toBe(false);
    expect(out.violations.map((v: { unit: string; rule: string; system: string }) => [v.unit, v.rule, v.system])).toEqual([
      ['destroyer', 'ti4.move.blocked', '26'],
      ['dreadnought', 'ti4.move.token', '20'],
      ['dreadnought', 'ti4.move.nebula', '68'],
      ['dreadnought', 'ti4.move.path', '20'],
      ['carrier', 'ti4.transport.capacity', '27'],
    ]);
  });
  test('ti4.adj.lanes + ti4.move.rift-roll: the 8-player example crosses hyperlanes; the dreadnought rolls leaving 67', async () => {
    const r = await cli(['plan', join(dir, 'eight-player-hyperlanes.json'), '--json']);
    const out = JSON.parse(r.out);
    expect(out.activeSystem).toBe('18');
    expect(out.ships.map((s: { unit: string; path: string[]; cost: number; riftRolls: number }) => [s.unit, s.path, s.cost, s.riftRolls])).toEqual([
      ['h-carrier', ['40', '18'], 1, 0],
      ['h-destroyer', ['24', '18'], 1, 0],
      ['h-dreadnought', ['67', '18'], 1, 1],
    ]);
    expect(out.unreachable.map((u: { unit: string }) => u.unit)).toEqual(['h-fighter', 'h-cruiser']);
    expect(out.ships[0].steps[0].rule).toBe('ti4.adj.lanes');
  });
  test('ti4.move.rift: the rift example reports one roll for the carrier with its cargo', () => {
    const r = resolve(example('wormholes-and-rift.json'));
    expect(r.ok && r.value).toMatchObject({ legal: true, riftRolls: [{ unit: 'carrier', system: '41', carrying: ['fighter', 'infantry'] }] });
  });
  test('ti4.search.per-ship: without an active system, plan gives every system and its ships', () => {
    const r = plan(example('eight-player-reach.json'));
    expect(r.ok).toBe(true);
    const reach = (r.ok ? r.value : {}) as { reach: Record<string, string[]> };
    expect(Object.keys(reach.reach)).toHaveLength(51); // 48 systems + Mecatol on the map, the Nexus and the Creuss home off it
    expect(reach.reach['17']).toContain('c-flagship');
    expect(reach.reach['83']).toBeUndefined();
  });
  test('ti4.transport.token: the transport example carries the most it can', () => {
    const r = plan(example('transport-bring.json'));
    const t = (r.ok ? r.value : {}) as { transport: { complete: boolean; carried: { unit: string; by: string }[]; left: { unit: string; rule: string }[] } };
    expect(t.transport.complete).toBe(false);
    expect(t.transport.carried).toEqual([
      { unit: 'i1', by: 'carrier', from: '19' },
      { unit: 'i2', by: 'carrier', from: '20' },
      { unit: 'i3', by: 'dreadnought', from: '29' },
    ]);
    expect(t.transport.left.map((l) => [l.unit, l.rule])).toEqual([['i4', 'ti4.transport.token'], ['m1', 'ti4.transport.capacity']]);
  });
  test('plain text for people names the ships, costs and rules', async () => {
    const r = await cli(['plan', join(dir, 'illegal-movement.json')]);
    expect(r.out).toContain('carrier from 27: 27 -> 18 (cost 1, move 1)');
    expect(r.out).toContain('[ti4.move.blocked]');
    const s = await cli(['resolve', join(dir, 'illegal-movement.json')]);
    expect(s.out).toContain('Illegal movement: 5 violation(s).');
  });
  test('a bad map token exits 1 naming the path and the token', async () => {
    const bad = { ...example('six-player-standard.json'), map: '26 68 2x7' };
    let out = '';
    const io: CliIo = { stdout: () => {}, stderr: (t) => (out += t), readStdin: () => JSON.stringify(bad), readFile: () => '', writeFile: () => {} };
    expect(await runCli(['resolve', '-'], io)).toBe(1);
    expect(out).toContain('map: token 3 "2x7"');
    expect(out).toContain('[ti4.map.string]');
  });
  test('render draws hexes, lanes, units and paths as SVG', () => {
    const svg = render(example('eight-player-hyperlanes.json'));
    expect(svg.ok).toBe(true);
  });
});

describe('scene (src/render/scene.ts)', () => {
  test('the scene has every system hex with its tile number, hyperlane lanes as polylines, units, and the paths', () => {
    const s = scenario(example('eight-player-hyperlanes.json') as never);
    const r = scene(s);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const items = r.value.items;
    const hexes = items.filter((i) => i.role === 'hex' && i.id !== undefined && !i.id.startsWith('hyperlane'));
    expect(hexes).toHaveLength(50); // 49 on the map and the Nexus
    expect(items.filter((i) => i.role === 'hyperlane').length).toBe(3 + 2 + 3 + 2 + 3 + 3); // lanes of 87A, 90B, 88A, 89B, 85B, 83B
    expect(items.filter((i) => i.role === 'unit')).toHaveLength(7);
    expect(items.find((i) => i.id === '18')!.outcome).toBe('active');
    expect(items.filter((i) => i.role === 'path').map((i) => i.id)).toEqual(['path-h-carrier', 'path-h-destroyer', 'path-h-dreadnought']);
    expect(items.find((i) => i.role === 'label' && i.shape.kind === 'text' && i.shape.text === '26')).toBeDefined();
    // y up: the hex north of Mecatol (index 1, a hyperlane) is above it
    const mecatol = items.find((i) => i.id === '18')!.shape as { y: number };
    const north = items.find((i) => i.id === 'hyperlane-1')!.shape as { y: number };
    expect(north.y).toBeGreaterThan(mecatol.y);
  });
});

describe('determinism and no mutation', () => {
  const inputs = [
    scenario({ map: SIX, players: [{ id: 'r', faction: 'hacan', technologies: ['gravity-drive'] }, { id: 'b', faction: 'letnev' }], units: [{ id: 'c', player: 'r', type: 'carrier', system: '19' }, { id: 'd', player: 'r', type: 'destroyer', system: '41' }, { id: 'x', player: 'b', type: 'fighter', system: '26' }], activeSystem: '18' }),
    scenario({ map: EIGHT, players: [{ id: 'r', faction: 'creuss' }], units: [{ id: 'c', player: 'r', type: 'cruiser', system: '26' }], laws: ['wormhole-reconstruction'] }),
  ];
  test('ti4.search.order: the same input always gives the same output, and the input is never changed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...inputs), fc.constantFrom('resolve', 'plan', 'scene'), (input: Ti4Scenario, what) => {
        const before = JSON.stringify(input);
        const run = () => JSON.stringify(what === 'resolve' ? resolve(input) : what === 'plan' ? plan(input) : scene(input));
        const first = run();
        expect(run()).toBe(first);
        expect(JSON.stringify(input)).toBe(before);
      }),
      { numRuns: 20 },
    );
  });
});
