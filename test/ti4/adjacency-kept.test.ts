import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Ti4Scenario } from '../../src/schema/ti4.ts';
import { ti4Scenario } from '../../src/schema/ti4.ts';
import { adjacencyKept, buildAdjacency, presentWormholes, presentWormholesKept } from '../../src/ti4/adjacency.ts';
import { buildContext } from '../../src/ti4/context.ts';
import { prepareWorld } from '../../src/ti4/world.ts';

/**
 * Wormholes and adjacencies kept per galaxy by what they read (ti4.adj.context): equal to those
 * built afresh for every example and for random edits of them (units moved or renamed, other
 * active systems and players, tokens, laws, effects, factions and technologies), shared between
 * scenarios that differ only in what they do not read, and built afresh where they read more.
 */
const dir = join(import.meta.dirname, '..', '..', 'examples', 'ti4');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const documents = files.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>);
const scenarioOf = (file: string): Ti4Scenario => ti4Scenario.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));

const SYSTEMS = ['17', '18', '19', '20', '21', '25', '26', '39', '40', '41', '42', '43', '44', '45', '46', '47', '48', '51', '59', '60', '61', '67', '82'];
const PLAYED = ['lost-star-chart', 'flank-speed', 'emissary-taivra', 'sever', 'nav-suite', 'spacial-conduit-cylinder', 'in-the-silence-of-space', 'cosmic-phenomenae', 'hil-colish-first', 'crucible'];
const FACTIONS = ['creuss', 'rebellion', 'hacan', 'sol', 'winnu', 'jolnar', 'muaat', 'empyrean', 'nomad', 'saar', 'argent', 'letnev', 'vuilraith'];
const TECHNOLOGIES = ['gravity-drive', 'lazax-gate-folding', 'spacial-conduit-cylinder', 'antimass-deflectors', 'light-wave-deflector', 'void-tether'];
const LAWS = ['enforced-travel-ban', 'wormhole-reconstruction', 'nexus-sovereignty', 'shared-research'];

type Edit = (doc: Record<string, any>) => void;
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.tuple(fc.nat(), fc.constantFrom(...SYSTEMS)).map(([k, s]): Edit => (d) => {
    if (d['units']?.length) d['units'][k % d['units'].length].system = s;
  }),
  fc.nat().map((k): Edit => (d) => {
    if (d['units']?.length) d['units'][k % d['units'].length].id += '-x';
  }),
  fc.constantFrom(...SYSTEMS).map((s): Edit => (d) => { d['activeSystem'] = s; }),
  fc.constantFrom('active', 'inactive').map((side): Edit => (d) => { d['nexus'] = side; }),
  fc.tuple(fc.constantFrom('alpha', 'beta', 'gamma', 'delta'), fc.constantFrom(...SYSTEMS)).map(([wormhole, system]): Edit => (d) => {
    d['wormholeTokens'] = [...(d['wormholeTokens'] ?? []), { wormhole, system }];
  }),
  fc.tuple(fc.constantFrom('entropic-scar', 'gravity-rift', 'nebula'), fc.constantFrom(...SYSTEMS)).map(([anomaly, system]): Edit => (d) => {
    d['anomalyTokens'] = [...(d['anomalyTokens'] ?? []), { anomaly, system }];
  }),
  fc.tuple(fc.constantFrom(...PLAYED), fc.option(fc.constantFrom(...SYSTEMS), { nil: undefined })).map(([id, system]): Edit => (d) => {
    d['played'] = [...(d['played'] ?? []), { id, ...(system === undefined ? {} : { system }) }];
  }),
  fc.constantFrom(...LAWS).map((law): Edit => (d) => { d['laws'] = [...(d['laws'] ?? []), law]; }),
  fc.tuple(fc.nat(), fc.constantFrom(...FACTIONS)).map(([k, faction]): Edit => (d) => {
    if (d['players']?.length) d['players'][k % d['players'].length].faction = faction;
  }),
  fc.tuple(fc.nat(), fc.constantFrom(...TECHNOLOGIES)).map(([k, tech]): Edit => (d) => {
    const player = d['players']?.[k % Math.max(1, d['players'].length)];
    if (player !== undefined) player.technologies = [...(player.technologies ?? []), tech];
  }),
  fc.nat().map((k): Edit => (d) => {
    if (d['players']?.length) d['activePlayer'] = d['players'][k % d['players'].length].id;
  }),
);

describe('ti4.adj.context: wormholes and adjacency kept per galaxy', () => {
  test('random edits of every example: the kept wormholes and adjacency equal those built afresh, for every mover\'s flagship node', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.nat(documents.length - 1), fc.array(edit, { minLength: 0, maxLength: 4 }), (at, edits) => {
        const document = structuredClone(documents[at]!);
        for (const change of edits) change(document);
        const parsed = ti4Scenario.safeParse(document);
        if (!parsed.success || parsed.data.players.length === 0) return;
        const world = prepareWorld(parsed.data);
        if (!world.ok) return;
        const context = buildContext(world.value.scenario, world.value.galaxy);
        const activeSystem = world.value.scenario.activeSystem;
        const active = activeSystem === undefined ? null : world.value.galaxy.nodeOf.get(activeSystem) ?? null;
        for (const hilColishAt of [null, 0, active]) {
          expect(presentWormholesKept(context, hilColishAt)).toEqual(presentWormholes(context, hilColishAt));
          // Asked twice: the second answer is the kept one (or built again), equal either way.
          expect(adjacencyKept(context, { active, hilColishAt })).toEqual(buildAdjacency(context, { active, hilColishAt }));
          expect(adjacencyKept(context, { active, hilColishAt })).toEqual(buildAdjacency(context, { active, hilColishAt }));
        }
        checked += 1;
      }),
      { numRuns: 400 },
    );
    // Most edited scenarios still prepare, so the comparison ran on them.
    expect(checked).toBeGreaterThan(200);
  });

  test('two scenarios of one map that differ in their units share the adjacency; Thunder\'s Edge state and Spacial Conduit Cylinder build their own', () => {
    const scenario = scenarioOf('wormholes-and-rift.json');
    const moved = { ...scenario, units: [...scenario.units, { ...scenario.units[0]!, id: 'one-more' }] };
    const contexts = [scenario, moved].map((s) => {
      const world = prepareWorld(s);
      if (!world.ok) throw new Error('the example prepares');
      return buildContext(world.value.scenario, world.value.galaxy);
    });
    const active = contexts[0]!.galaxy.nodeOf.get(scenario.activeSystem!) ?? null;
    const first = adjacencyKept(contexts[0]!, { active, hilColishAt: null });
    expect(adjacencyKept(contexts[1]!, { active, hilColishAt: null })).toBe(first);
    expect(presentWormholesKept(contexts[1]!, null)).toBe(presentWormholesKept(contexts[0]!, null));
    // Another active system or another Nexus side is another key.
    expect(adjacencyKept(contexts[0]!, { active: null, hilColishAt: null })).not.toBe(first);
    const nexus = prepareWorld({ ...scenario, nexus: scenario.nexus === 'active' ? 'inactive' : 'active' });
    if (!nexus.ok) throw new Error('the example prepares');
    expect(adjacencyKept(buildContext(nexus.value.scenario, nexus.value.galaxy), { active, hilColishAt: null })).not.toBe(first);
    // Thunder's Edge state (here only the epsilon reading) is not kept: built each time.
    const te = prepareWorld({ ...scenario, thundersEdge: { breaches: [], voidTethers: [], epsilon: 'everyone' } });
    if (!te.ok) throw new Error('the example prepares');
    const teContext = buildContext(te.value.scenario, te.value.galaxy);
    expect(adjacencyKept(teContext, { active, hilColishAt: null })).not.toBe(adjacencyKept(teContext, { active, hilColishAt: null }));
    expect(adjacencyKept(teContext, { active, hilColishAt: null })).toEqual(first);
  });
});
