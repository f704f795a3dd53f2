/**
 * TI4 benchmarks: `plan` on an 8-player map with hyperlanes and 150 units, for one active system
 * (target: median <= 1 ms) and for every system (target: <= 20 ms), each beside a naive baseline in
 * the same run: a plain breadth-first search per ship (and, for every system, per ship per
 * system) over the same adjacency, which ignores the gravity-rift bonus. `peer_wrong` counts the
 * ships (or ship-system pairs) where the baseline's answer differs from ours.
 *
 * The plan rows time the engine on a world prepared once (galaxy and checks done), as a planner
 * that tries many options runs it. Also `resolve` of the 8-player example: the engine on its
 * prepared world, beside the whole pipeline (schema, checks, galaxy, then the engine, as
 * `POST /v1/resolve` runs it); `peer_wrong` counts outputs that differ between the two (target:
 * median <= 0.35 ms for the whole pipeline). The two plan rows run again on the map with Thunder's
 * Edge tiles and hyperlanes (119B, 121B), the Crimson Rebellion, breaches, the Fracture, the
 * Deepwrought as the active player (D.W.S. Luminous) and Thunder's Edge effects (same targets).
 */
import { readFileSync } from 'node:fs';
import { resolve } from '../src/engines.ts';
import { parseScenario } from '../src/schema/index.ts';
import type { Ti4Scenario } from '../src/schema/ti4.ts';
import { engine, prepare } from '../src/ti4/index.ts';
import type { ActivePlan, ReachPlan } from '../src/ti4/outcome.ts';
import { prepareQuery } from '../src/ti4/prepare-query.ts';
import type { Query } from '../src/ti4/query.ts';
import type { World } from '../src/ti4/world.ts';
import { galaxyOf } from '../src/ti4/world.ts';
import { isOwnShip, standing } from '../src/ti4/ship-moves.ts';
import { activationRefusal } from '../src/ti4/activation.ts';
import { planReach } from '../src/ti4/plan.ts';
import { asPlayer } from '../src/ti4/retreat.ts';
import { threatMap } from '../src/ti4/threats.ts';
import type { BenchRow, BenchSuite } from './harness.ts';
import { medians, row } from './harness.ts';

const EIGHT =
  '87A1 90B3 26 88A2 89B0 67 40 19 20 21 22 23 24 25 27 28 29 30 31 32 33 34 35 85B2 36 37 38 39 41 42 43 44 83B2 45 46 47 1 48 49 2 -1 -1 3 50 -1 4 59 60 5 61 62 6 -1 -1 7 63 -1 17 64 65';
const FACTIONS = ['hacan', 'sol', 'mentak', 'yin', 'muaat', 'arborec', 'l1z1x', 'creuss'];

/**
 * The same 8-player map with Thunder's Edge tiles in ten places: 113 (a rift with a beta wormhole),
 * 114 and 116 (scars), 117 (asteroid field and rift), 94 (epsilon), 115 (asteroid field), 102
 * (alpha), 105, and the homes 92 (a nebula) and 95; played with the Crimson Rebellion (118 off the
 * map), breaches and the Fracture (three systems, two ingress and two egress tokens).
 */
const SWAPS: Record<string, string> = { '21': '113', '22': '114', '24': '117', '25': '94', '28': '115', '29': '116', '30': '102', '31': '105', '5': '92', '6': '95', '85B2': '121B2', '83B2': '119B2' };
const EIGHT_TE = EIGHT.split(' ').map((t) => SWAPS[t] ?? t).join(' ');
// The active player is the Deepwrought (its flagship D.W.S. Luminous moves through systems holding its units, +1 each).
const FACTIONS_TE = ['deepwrought', 'sol', 'mentak', 'yin', 'muaat', 'arborec', 'rebellion', 'creuss'];
/** Thunder's Edge effects in force: Myru Vos (ships carrying nothing pass other players' ships), Cosmic Phenomenae (scars adjacent). */
const PLAYED_TE = [{ id: 'myru-vos' }, { id: 'cosmic-phenomenae' }];
const THUNDERS_EDGE = {
  breaches: [{ system: '19', active: true }, { system: '36', active: true }, { system: '60', active: true }, { system: '94', active: false }],
  fracture: { systems: [{ id: 'fracture-1' }, { id: 'fracture-2' }, { id: 'fracture-3' }], links: [['fracture-1', 'fracture-2'], ['fracture-2', 'fracture-3']], ingress: ['27', '45'], egress: ['fracture-1', 'fracture-3'] },
};

export function benchScenario(activeSystem?: string, thundersEdge = false): Ti4Scenario {
  let seed = 12345;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const map = thundersEdge ? EIGHT_TE : EIGHT;
  const systems = ['18', ...map.split(' ').filter((t) => /^\d+a?$/.test(t) && !(parseInt(t, 10) >= 83 && parseInt(t, 10) <= 91))];
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
  const units: { id: string; player: string; type: string; system: string; upgraded?: boolean }[] = [];
  // Each player keeps its forces in a few systems (three for the others), as in a real game.
  const bases = new Map<string, string[]>();
  const add = (player: string, type: string, count: number, upgraded = false) => {
    let own = bases.get(player);
    if (own === undefined) {
      own = player === 'p0' ? systems : [pick(systems), pick(systems), pick(systems)];
      bases.set(player, own);
    }
    for (let i = 0; i < count; i++) units.push({ id: `${player}-${type}-${i}`, player, type, system: pick(own), ...(upgraded ? { upgraded } : {}) });
  };
  // The active player: 19 ships, 10 fighters, 8 infantry.
  add('p0', 'carrier', 4, true);
  add('p0', 'destroyer', 6);
  add('p0', 'cruiser', 4, true);
  add('p0', 'dreadnought', 3);
  units[units.length - 1]!.system = '67'; // one dreadnought starts in a gravity rift, where plain BFS goes wrong
  add('p0', 'flagship', 1);
  add('p0', 'war-sun', 1);
  add('p0', 'fighter', 10);
  add('p0', 'infantry', 8);
  // Seven other players, 113 units between them.
  for (let p = 1; p < 8; p++) {
    add(`p${p}`, 'carrier', 2);
    add(`p${p}`, 'destroyer', 2);
    add(`p${p}`, 'dreadnought', 2);
    add(`p${p}`, 'fighter', 5);
    add(`p${p}`, 'infantry', p < 2 ? 6 : 5);
  }
  const parsed = parseScenario({
    game: 'ti4',
    map,
    ...(thundersEdge ? { thundersEdge: THUNDERS_EDGE, played: PLAYED_TE } : {}),
    players: (thundersEdge ? FACTIONS_TE : FACTIONS).map((faction, i) => ({ id: `p${i}`, faction, technologies: i === 0 ? ['gravity-drive', 'antimass-deflectors'] : [], commandTokens: i === 0 ? [pick(systems)] : [] })),
    units: units.slice(0, 150),
    ...(activeSystem ? { activeSystem } : {}),
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value as Ti4Scenario;
}

/** Plain BFS from `start` within `budget` steps, moving through passable systems only; distance to `target` or -1. */
function bfs(prepared: Query, next: readonly (readonly number[])[], passable: Uint8Array, enterable: Uint8Array, start: number, budget: number, target: number): number {
  if (start === target) return 0;
  const dist = new Int32Array(next.length).fill(-1);
  dist[start] = 0;
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head]!;
    if (dist[u]! >= budget) continue;
    if (u !== start && !passable[u]) continue;
    for (const v of next[u]!) {
      if (dist[v] !== -1) continue;
      dist[v] = dist[u]! + 1;
      if (v === target) return enterable[v] ? dist[v]! : -1;
      queue.push(v);
    }
  }
  void prepared;
  return -1;
}

function queryOf(s: Ti4Scenario, activeSystem: string | null) {
  const galaxy = galaxyOf(s);
  if (!galaxy.ok) throw new Error('map');
  return prepareQuery(s, activeSystem, galaxy.value);
}

function worldOf(s: Ti4Scenario): World {
  const world = prepare(s);
  if (!world.ok) throw new Error(JSON.stringify(world.issues));
  return world.value;
}

/** The baseline answer for one active system: ship id -> cost, or -1. */
function baselineActive(s: Ti4Scenario, activeSystem: string): Map<string, number> {
  const p = queryOf(s, activeSystem);
  if (!p.ok) throw new Error('prepare');
  const prepared = p.value;
  const out = new Map<string, number>();
  for (const unit of prepared.context.units) {
    if (!isOwnShip(prepared, unit)) continue;
    const stand = standing(prepared, unit, prepared.active);
    if (unit.node === prepared.active) {
      out.set(unit.id, 0);
      continue;
    }
    if (!stand.canMove) {
      out.set(unit.id, -1);
      continue;
    }
    out.set(unit.id, bfs(prepared, stand.input.next, stand.input.terrain.passable, stand.input.terrain.enterable, unit.node!, stand.value + stand.gravityDrive, prepared.active!));
  }
  return out;
}

/** The baseline for every system: for each ship and each system, one BFS. */
function baselineReach(s: Ti4Scenario): Map<string, string[]> {
  const p = queryOf(s, null);
  if (!p.ok) throw new Error('prepare');
  const prepared = p.value;
  const nodes = prepared.context.galaxy.nodes;
  const out = new Map<string, string[]>(nodes.map((n) => [n.id, []]));
  const open = nodes.map((_, n) => activationRefusal(prepared, n, false) === null);
  for (const unit of prepared.context.units) {
    if (!isOwnShip(prepared, unit)) continue;
    const stand = standing(prepared, unit, null);
    for (let target = 0; target < nodes.length; target++) {
      if (!open[target]) continue;
      if (!stand.canMove) {
        if (target === unit.node) out.get(nodes[target]!.id)!.push(unit.id);
        continue;
      }
      const d = bfs(prepared, stand.input.next, stand.input.terrain.passable, stand.input.terrain.enterable, unit.node!, stand.value + stand.gravityDrive, target);
      if (d >= 0) out.get(nodes[target]!.id)!.push(unit.id);
    }
  }
  return out;
}

export const suite: BenchSuite = async () => [
  ...(await planRows('8p hyperlanes', false)),
  await resolveRow(),
  await threatRow(),
  ...(await planRows("8p Thunder's Edge", true)),
];

/**
 * The two plan rows on one map (150 units): one active system (target 1 ms) and every system
 * (target 20 ms), each beside its naive baseline, with the baseline's wrong answers counted.
 */
async function planRows(map: string, thundersEdge: boolean): Promise<BenchRow[]> {
  const activeSystem = '18';
  const one = worldOf(benchScenario(activeSystem, thundersEdge));
  const all = worldOf(benchScenario(undefined, thundersEdge));
  // Correctness of the baseline against ours, on the same inputs.
  const ours = engine.plan(one);
  if (!ours.ok) throw new Error('plan failed');
  const planned = ours.value as ActivePlan;
  let wrongActive = 0;
  for (const [unit, cost] of baselineActive(one.scenario, activeSystem)) if ((planned.ships.find((s) => s.unit === unit)?.cost ?? -1) !== cost) wrongActive++;
  const reachOurs = engine.plan(all);
  if (!reachOurs.ok) throw new Error('plan failed');
  const reach = (reachOurs.value as ReachPlan).reach;
  let wrongReach = 0;
  for (const [system, units] of baselineReach(all.scenario)) {
    const mine = new Set(reach[system] ?? []);
    const theirs = new Set(units);
    for (const u of new Set([...mine, ...theirs])) if (mine.has(u) !== theirs.has(u)) wrongReach++;
  }
  const t = await medians({
    activeOurs: () => engine.plan(one),
    activeBase: () => baselineActive(one.scenario, activeSystem),
    reachOurs: () => engine.plan(all),
    reachBase: () => baselineReach(all.scenario),
  });
  return [
    row(`ti4 plan, one active system (${map}, 150 units)`, t.activeOurs!, 'naive BFS per ship', t.activeBase!, wrongActive, {
      target_ms: 1,
      ships: planned.ships.length + planned.unreachable.length,
      reachable: planned.ships.length,
    }),
    row(`ti4 plan, every system (${map}, 150 units)`, t.reachOurs!, 'naive BFS per ship per system', t.reachBase!, wrongReach, {
      target_ms: 20,
      systems: Object.keys(reach).length,
      pairs: Object.values(reach).reduce((n, u) => n + u.length, 0),
    }),
  ];
}

/** `resolve` of examples/ti4/eight-player-hyperlanes.json: the engine on the prepared world, and the whole pipeline. */
async function resolveRow(): Promise<BenchRow> {
  const doc: unknown = JSON.parse(readFileSync(new URL('../examples/ti4/eight-player-hyperlanes.json', import.meta.url), 'utf8'));
  const world = prepare(doc);
  if (!world.ok) throw new Error('example');
  const whole = JSON.stringify(resolve(doc));
  const engineOnly = JSON.stringify(engine.resolve(world.value));
  const t = await medians({
    engine: () => engine.resolve(world.value),
    whole: () => resolve(doc),
  });
  return row('ti4 resolve, 8p hyperlanes example (prepared world)', t.engine!, 'validate + prepare + resolve', t.whole!, whole === engineOnly ? 0 : 1, {
    target_ms: 0.35,
    whole_pipeline_ms: Math.round(t.whole! / 1e3) / 1e3,
    meets_target: t.whole! / 1e6 <= 0.35,
  });
}

/**
 * The threat map (ti4.move.threats) of p0 on the 8-player map (150 units; p0's 19 ships, fighters
 * and infantry spread over the map, so most systems are p0's): target <= 5 ms. Beside it, the
 * naive baseline: a plain BFS per enemy ship per system (no rift bonus, no command tokens), its
 * wrong answers counted as (system, ship) pairs that differ from ours.
 */
async function threatRow(): Promise<BenchRow> {
  const world = worldOf(benchScenario(undefined, false));
  const { scenario, galaxy } = world;
  const map = () => threatMap(scenario, galaxy, planReach, []);
  const ours = map();
  if (!ours.ok) throw new Error('threat map failed');
  const held = new Set([...ours.value.threats.map((t) => t.system), ...ours.value.safe]);
  const baseline = () => {
    const out = new Map<string, Set<string>>([...held].map((s) => [s, new Set<string>()]));
    for (const enemy of scenario.players.slice(1)) {
      for (const [system, units] of baselineReach(asPlayer(scenario, enemy.id))) {
        if (held.has(system)) for (const u of units) out.get(system)!.add(u);
      }
    }
    return out;
  };
  let wrong = 0;
  for (const [system, theirs] of baseline()) {
    const mine = new Set(ours.value.threats.find((t) => t.system === system)?.ships.map((x) => x.unit) ?? []);
    for (const u of new Set([...mine, ...theirs])) if (mine.has(u) !== theirs.has(u)) wrong++;
  }
  const t = await medians({ ours: map, base: baseline });
  return row('ti4 threat map (8p hyperlanes, 150 units)', t.ours!, 'naive BFS per enemy ship per system', t.base!, wrong, {
    target_ms: 5,
    systems: held.size,
    threatened: ours.value.threats.length,
    pairs: ours.value.threats.reduce((n, x) => n + x.ships.length, 0),
    meets_target: t.ours! / 1e6 <= 5,
  });
}
