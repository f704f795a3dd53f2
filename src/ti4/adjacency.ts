import type { Wormhole } from './catalog/tiles.ts';
import { MECATOL_REX, WORMHOLE_NEXUS, WORMHOLES } from './catalog/tiles.ts';
import { TE_MECATOL_REX } from './catalog/thunders-edge.ts';
import type { Context } from './context.ts';
import type { Galaxy, StaticLink } from './map/galaxy.ts';
import { sortByFarNode } from './map/galaxy.ts';
import type { Ti4RuleId } from './rules.ts';

/**
 * Adjacency for one moving player at one moment (ti4.adj.context): the map's own links
 * (ti4.adj.physical, ti4.adj.lanes) plus wormhole links and the effects in force. As in
 * TI4-TTPG-TS, each wormhole type is a virtual node joined to the systems that hold it; effects
 * only add links between type nodes (alpha-beta) or from the active system. The result is
 * flattened to plain neighbour lists for the search, each link keeping the rule that made it.
 */

export interface Link {
  readonly to: number;
  readonly rule: Ti4RuleId;
  readonly note: string;
}

export interface Adjacency {
  /** Neighbour nodes of each node, sorted by tile number, without duplicates or the node itself. */
  readonly next: readonly (readonly number[])[];
  /** Why each neighbour is adjacent (parallel to `next`). */
  readonly why: readonly (readonly Link[])[];
  /** Wormholes each node holds for this query (after laws). */
  readonly wormholes: readonly (readonly Wormhole[])[];
}

export interface AdjacencyOptions {
  /** The active system's node (effects tied to the activation: Taivra, Spacial Conduit Cylinder). */
  readonly active: number | null;
  /** Where the Creuss flagship's delta wormhole is for this mover (ti4.adj.wormhole-tokens). */
  readonly hilColishAt: number | null;
}

/** The wormholes of a system that holds none (shared; never added to). */
const NO_WORMHOLE_SET: ReadonlySet<Wormhole> = new Set<Wormhole>();

/** A system gaining a wormhole gets a set of its own (the shared empty set is never changed). */
function addWormhole(present: ReadonlySet<Wormhole>[], at: number, wormhole: Wormhole): void {
  const set = present[at]!;
  if (set.has(wormhole)) return;
  present[at] = new Set<Wormhole>([...set, wormhole]);
}

/** Wormholes present in each system before laws remove any (printed, Nexus side, tokens, Lazax Gate Folding, Hil Colish). */
export function presentWormholes(context: Context, hilColishAt: number | null): ReadonlySet<Wormhole>[] {
  const { galaxy, scenario, effects } = context;
  const present: ReadonlySet<Wormhole>[] = galaxy.nodes.map((node) => {
    if (node.tile === WORMHOLE_NEXUS) {
      // ti4.adj.nexus: inactive side gamma only; active side alpha, beta, gamma.
      return new Set<Wormhole>(scenario.nexus === 'active' ? node.data.activeWormholes ?? node.data.wormholes : node.data.wormholes);
    }
    return node.data.wormholes.length === 0 ? NO_WORMHOLE_SET : new Set<Wormhole>(node.data.wormholes);
  });
  const scars = scarredSystems(context);
  for (const token of scenario.wormholeTokens) {
    const at = galaxy.nodeOf.get(token.system);
    // ti4.adj.wormhole-tokens; ti4.move.scar: a token placed in an entropic scar is returned.
    if (at !== undefined && !scars.has(at)) addWormhole(present, at, token.wormhole);
  }
  if (effects.lazaxGateFolding) {
    const mecatol = galaxy.nodeOf.get(String(MECATOL_REX)) ?? galaxy.nodeOf.get(String(TE_MECATOL_REX));
    if (mecatol !== undefined) {
      addWormhole(present, mecatol, 'alpha');
      addWormhole(present, mecatol, 'beta');
    }
  }
  if (hilColishAt !== null) addWormhole(present, hilColishAt, 'delta');
  return present;
}

/**
 * What `presentWormholes` and `buildAdjacency` read besides the galaxy, the active system and the
 * Creuss flagship's node, as a key: the Nexus side, the wormhole tokens, the entropic-scar tokens,
 * the effects that join or cut wormholes, and whether the mover is the Crimson Rebellion.
 * Undefined when they read more than that: the units (Spacial Conduit Cylinder), the Sever token or
 * Thunder's Edge state (breaches, the Fracture, Void Tethers, epsilon); those are built per query.
 */
function keptKey(context: Context): string | undefined {
  const { scenario, effects: e } = context;
  if (scenario.thundersEdge !== undefined || e.spacialConduitCylinder) return undefined;
  for (const played of scenario.played) if (played.id === 'sever') return undefined;
  const tokens = scenario.wormholeTokens.length === 0 ? '' : JSON.stringify(scenario.wormholeTokens.map((t) => [t.wormhole, t.system]));
  const scars = scenario.anomalyTokens === undefined || scenario.anomalyTokens.length === 0 ? '' : JSON.stringify(scenario.anomalyTokens.filter((t) => t.anomaly === 'entropic-scar').map((t) => t.system));
  const flags = `${+e.lazaxGateFolding}${+e.enforcedTravelBan}${+e.nexusSovereignty}${+e.quantumEntanglement}${+e.wormholeReconstruction}${+e.lostStarChart}${+e.emissaryTaivra}${+e.cosmicScars}${+(context.activeFaction === 'rebellion')}`;
  return `${scenario.nexus}|${flags}|${tokens}|${scars}`;
}

/**
 * Wormholes and adjacencies built lately, per galaxy (galaxies are kept and shared, see
 * world.ts `galaxyOf`), by `keptKey`, the active system and the flagship's node: every new
 * scenario on a known map with the same tokens and effects (a unit moved or renamed, another
 * declared move) finds them built. They are read, never changed (as the galaxy's own links they
 * share), and deterministic in what the key holds, so sharing them changes no answer. Bounded:
 * `KEPT_PER_GALAXY` of each per galaxy, the oldest dropped first.
 */
const keptPresent = new WeakMap<Galaxy, Map<string, ReadonlySet<Wormhole>[]>>();
const keptAdjacency = new WeakMap<Galaxy, Map<string, Adjacency>>();
const KEPT_PER_GALAXY = 64;

function keptIn<T>(store: WeakMap<Galaxy, Map<string, T>>, galaxy: Galaxy, key: string, build: () => T): T {
  let map = store.get(galaxy);
  if (map === undefined) {
    map = new Map();
    store.set(galaxy, map);
  }
  let found = map.get(key);
  if (found === undefined) {
    found = build();
    if (map.size >= KEPT_PER_GALAXY) map.delete(map.keys().next().value!);
    map.set(key, found);
  }
  return found;
}

/** `presentWormholes`, kept per galaxy where `keptKey` allows. */
export function presentWormholesKept(context: Context, hilColishAt: number | null): readonly ReadonlySet<Wormhole>[] {
  const key = keptKey(context);
  if (key === undefined) return presentWormholes(context, hilColishAt);
  return keptIn(keptPresent, context.galaxy, `${key}|${hilColishAt}`, () => presentWormholes(context, hilColishAt));
}

/** `buildAdjacency`, kept per galaxy where `keptKey` allows. */
export function adjacencyKept(context: Context, options: AdjacencyOptions): Adjacency {
  const key = keptKey(context);
  if (key === undefined) return buildAdjacency(context, options);
  return keptIn(keptAdjacency, context.galaxy, `${key}|${options.active}|${options.hilColishAt}`, () => buildAdjacency(context, options));
}

/** Systems that are entropic scars, printed or by a token (ti4.move.scar). */
export function scarredSystems(context: Context): ReadonlySet<number> {
  const { galaxy, scenario } = context;
  const out = new Set<number>();
  galaxy.nodes.forEach((node, n) => {
    if (node.data.anomalies.includes('entropic-scar')) out.add(n);
  });
  for (const token of scenario.anomalyTokens ?? []) {
    const at = galaxy.nodeOf.get(token.system);
    if (token.anomaly === 'entropic-scar' && at !== undefined) out.add(at);
  }
  return out;
}

/** Systems under the Sever token (Thunder's Edge): their wormholes have no effect during movement. */
export function severedSystems(context: Context): ReadonlySet<number> {
  const out = new Set<number>();
  for (const effect of context.scenario.played) {
    if (effect.id !== 'sever' || effect.system === undefined) continue;
    const at = context.galaxy.nodeOf.get(effect.system);
    if (at !== undefined) out.add(at);
  }
  return out;
}

/** Links added to the map's own (wormholes, effects), the first rule to join two systems kept. */
class ExtraLinks {
  readonly extra: (Link[] | undefined)[];
  private readonly count: number;
  private taken: Uint8Array | undefined;

  constructor(private readonly mapNext: readonly (readonly number[])[]) {
    this.count = mapNext.length;
    this.extra = new Array<Link[] | undefined>(this.count).fill(undefined);
  }

  add(from: number, to: number, rule: Ti4RuleId, note: string): void {
    if (from === to) return; // ti4.adj.physical: never adjacent to itself
    const count = this.count;
    const taken = (this.taken ??= new Uint8Array(count * count));
    let mine = this.extra[from];
    if (mine === undefined) {
      mine = [];
      this.extra[from] = mine;
      for (const t of this.mapNext[from]!) taken[from * count + t] = 1;
    }
    const key = from * count + to;
    if (taken[key] === 1) return;
    taken[key] = 1;
    mine.push({ to, rule, note });
  }

  /** ti4.adj.effects: links between the alpha and beta type nodes. */
  alphaBeta(of: Record<Wormhole, number[]>, note: string): void {
    for (const a of of.alpha) {
      for (const b of of.beta) {
        this.add(a, b, 'ti4.adj.effects', note);
        this.add(b, a, 'ti4.adj.effects', note);
      }
    }
  }
}

/**
 * Thunder's Edge links, each an added link like any other effect (ti4.adj.effects): systems with
 * active breaches are adjacent to each other (Incursion); in the Fracture, every system with an
 * ingress token is adjacent to every system with an egress token (never ingress to ingress or
 * egress to egress), and the Fracture's own tiles that share a side are adjacent (ti4.adj.physical).
 */
function addThundersEdgeLinks(context: Context, link: ExtraLinks): void {
  const te = context.scenario.thundersEdge;
  if (te === undefined) return;
  const nodeOf = context.galaxy.nodeOf;
  const nodesOf = (systems: readonly string[]) => systems.map((s) => nodeOf.get(s)).filter((n): n is number => n !== undefined);
  const breaches = [...new Set(nodesOf(te.breaches.filter((b) => b.active).map((b) => b.system)))];
  for (const a of breaches) for (const b of breaches) link.add(a, b, 'ti4.adj.effects', 'both hold active breaches (Incursion)');
  const fracture = te.fracture;
  if (fracture === undefined) return;
  for (const [a, b] of fracture.links) {
    const from = nodeOf.get(a);
    const to = nodeOf.get(b);
    if (from === undefined || to === undefined) continue;
    link.add(from, to, 'ti4.adj.physical', 'the Fracture\'s tiles share a side');
    link.add(to, from, 'ti4.adj.physical', 'the Fracture\'s tiles share a side');
  }
  const egress = nodesOf(fracture.egress);
  for (const a of nodesOf(fracture.ingress)) {
    for (const b of egress) {
      link.add(a, b, 'ti4.adj.effects', 'an ingress token is adjacent to every egress token (the Fracture)');
      link.add(b, a, 'ti4.adj.effects', 'an egress token is adjacent to every ingress token (the Fracture)');
    }
  }
}

/** The wormhole types the Crimson Rebellion uses (Sundered), and those of other players when epsilon is the Rebellion's alone. */
const EPSILON_ONLY: readonly Wormhole[] = ['epsilon'];
const WITHOUT_EPSILON: readonly Wormhole[] = WORMHOLES.filter((w) => w !== 'epsilon');

/** The wormhole list of a node without wormholes (shared, frozen). */
const NO_WORMHOLES: readonly Wormhole[] = Object.freeze([]);

/** The systems holding each wormhole type, in node order. */
function groupsOf(sets: readonly ReadonlySet<Wormhole>[]): Record<Wormhole, number[]> {
  const groups: Record<Wormhole, number[]> = { alpha: [], beta: [], gamma: [], delta: [], epsilon: [] };
  for (let node = 0; node < sets.length; node++) {
    const set = sets[node]!;
    if (set.size === 0) continue;
    for (const type of set) groups[type].push(node);
  }
  return groups;
}


export function buildAdjacency(context: Context, options: AdjacencyOptions): Adjacency {
  const { galaxy, effects } = context;
  const count = galaxy.nodes.length;
  const present = presentWormholes(context, options.hilColishAt);
  const nexus = galaxy.nodeOf.get(String(WORMHOLE_NEXUS));
  // Laws that take alpha and beta wormholes out of movement (ti4.adj.effects); the Sever token
  // takes every wormhole of its system out of movement (ti4.adj.wormhole-tokens).
  const severed = severedSystems(context);
  const lawsApply = effects.enforcedTravelBan || (effects.nexusSovereignty && nexus !== undefined) || severed.size > 0;
  const effective = !lawsApply
    ? present
    : present.map((set, node): ReadonlySet<Wormhole> => {
        if (severed.has(node)) return NO_WORMHOLE_SET;
        const out = new Set(set);
        if (effects.enforcedTravelBan || (effects.nexusSovereignty && node === nexus)) {
          out.delete('alpha');
          out.delete('beta');
        }
        return out;
      });

  // The map's own links (galaxy.links, ti4.adj.physical, ti4.adj.lanes) come first and are shared
  // as they are; links added here go to `extra`, the first rule to join two systems kept.
  const { links: mapLinks, next: mapNext } = tetheredMap(context);
  const link = new ExtraLinks(mapNext);

  // ti4.adj.wormhole: same-type wormholes are adjacent (the type node joins its systems). The
  // Crimson Rebellion cannot use wormholes other than epsilon (Sundered, Thunder's Edge).
  // Other players use epsilon wormholes too unless the scenario reads epsilon as the Rebellion's
  // alone (thundersEdge.epsilon "rebellion", as TI4-TTPG-TS has it).
  const groups = groupsOf(effective);
  const sundered = context.activeFaction === 'rebellion';
  const types = sundered ? EPSILON_ONLY : context.scenario.thundersEdge?.epsilon === 'rebellion' ? WITHOUT_EPSILON : WORMHOLES;
  for (const type of types) {
    const group = groups[type];
    for (const a of group) for (const b of group) link.add(a, b, 'ti4.adj.wormhole', `both hold ${type} wormholes`);
  }
  addThundersEdgeLinks(context, link);
  if (effects.cosmicScars) {
    // Cosmic Phenomenae (Thunder's Edge event, ti4.move.events): systems with entropic scars are adjacent.
    const scars = [...scarredSystems(context)];
    for (const a of scars) for (const b of scars) link.add(a, b, 'ti4.move.events', 'both are entropic scars (Cosmic Phenomenae)');
  }

  if (effects.quantumEntanglement) {
    // Quantum Entanglement cannot be prevented: it uses the wormholes present, whatever the laws.
    const own = effective === present ? groups : groupsOf(present);
    for (const type of ['alpha', 'beta'] as const) {
      const group = own[type];
      for (const a of group) for (const b of group) link.add(a, b, 'ti4.adj.effects', `both hold ${type} wormholes (Quantum Entanglement, which laws cannot prevent)`);
    }
    link.alphaBeta(own, 'alpha and beta wormhole systems are adjacent for Creuss (Quantum Entanglement)');
  }
  if (effects.wormholeReconstruction && !sundered) link.alphaBeta(groups, 'alpha and beta wormhole systems are adjacent (Wormhole Reconstruction)');
  if (effects.lostStarChart && !sundered) link.alphaBeta(groups, 'alpha and beta wormhole systems are adjacent this tactical action (Lost Star Chart)');

  const active = options.active;
  if (active !== null) {
    if (effects.emissaryTaivra && [...present[active]!].some((w) => w !== 'delta')) {
      for (let other = 0; other < count; other++) {
        if (present[other]!.size > 0) {
          link.add(active, other, 'ti4.adj.effects', 'the activated wormhole system is adjacent to every wormhole system (Emissary Taivra)');
          link.add(other, active, 'ti4.adj.effects', 'the activated wormhole system is adjacent to every wormhole system (Emissary Taivra)');
        }
      }
    }
    if (effects.spacialConduitCylinder) {
      const own = new Set(context.units.filter((u) => u.player === context.activePlayer.id && u.node !== undefined).map((u) => u.node!));
      if (own.has(active)) {
        for (const other of own) {
          link.add(active, other, 'ti4.adj.effects', 'the activated system is adjacent to every system with Jol-Nar units (Spacial Conduit Cylinder)');
          link.add(other, active, 'ti4.adj.effects', 'the activated system is adjacent to every system with Jol-Nar units (Spacial Conduit Cylinder)');
        }
      }
    }
  }

  // Nodes are in tile order with distinct tiles, so sorting by node sorts by tile number.
  const why: (readonly Link[])[] = new Array<readonly Link[]>(count);
  const next: (readonly number[])[] = new Array<readonly number[]>(count);
  for (let from = 0; from < count; from++) {
    const mine = link.extra[from];
    if (mine === undefined || mine.length === 0) {
      why[from] = mapLinks[from]!;
      next[from] = mapNext[from]!;
      continue;
    }
    const all = sortByFarNode([...mapLinks[from]!, ...mine]);
    why[from] = all;
    next[from] = all.map((l) => l.to);
  }
  return { next, why, wormholes: effective.map((s) => (s.size === 0 ? NO_WORMHOLES : [...s].sort())) };
}

/**
 * The map's own links for the moving player after Empyrean Void Tether tokens (Thunder's Edge
 * breakthrough, ti4.adj.effects): a token on the border two systems share means players other than
 * the Empyrean player, and those it allows, do not treat them as adjacent. Only the shared side
 * (ti4.adj.physical) is cut; wormholes and other effects still join them.
 */
function tetheredMap(context: Context): { links: readonly (readonly StaticLink[])[]; next: readonly (readonly number[])[] } {
  const { galaxy, scenario, activePlayer } = context;
  const tethers = scenario.thundersEdge?.voidTethers ?? [];
  const owners = scenario.players.filter((p) => p.faction === 'empyrean' && p.technologies.includes('void-tether')).map((p) => p.id);
  const cut = tethers.filter((t) => owners.length > 0 && !owners.includes(activePlayer.id) && !t.allow.includes(activePlayer.id));
  if (cut.length === 0) return { links: galaxy.links, next: galaxy.next };
  const links = [...galaxy.links];
  for (const tether of cut) {
    const a = galaxy.nodeOf.get(tether.systems[0]);
    const b = galaxy.nodeOf.get(tether.systems[1]);
    if (a === undefined || b === undefined) continue;
    links[a] = links[a]!.filter((l) => !(l.to === b && l.rule === 'ti4.adj.physical'));
    links[b] = links[b]!.filter((l) => !(l.to === a && l.rule === 'ti4.adj.physical'));
  }
  return { links, next: links.map((l) => l.map((x) => x.to)) };
}

/** The link from `from` to `to`, if adjacent. */
export function linkBetween(adjacency: Adjacency, from: number, to: number): Link | undefined {
  return adjacency.why[from]!.find((l) => l.to === to);
}
