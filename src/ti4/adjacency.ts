import type { Wormhole } from './catalog/tiles.ts';
import { MECATOL_REX, WORMHOLE_NEXUS } from './catalog/tiles.ts';
import type { Context } from './context.ts';

/**
 * Adjacency for one moving player at one moment (ti4.adj.context): the map's own links
 * (ti4.adj.physical, ti4.adj.lanes) plus wormhole links and the effects in force. As in
 * TI4-TTPG-TS, each wormhole type is a virtual node joined to the systems that hold it; effects
 * only add links between type nodes (alpha-beta) or from the active system. The result is
 * flattened to plain neighbour lists for the search, each link keeping the rule that made it.
 */

export interface Link {
  readonly to: number;
  readonly rule: string;
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

/** Wormholes present in each system before laws remove any (printed, Nexus side, tokens, Lazax Gate Folding, Hil Colish). */
export function presentWormholes(context: Context, hilColishAt: number | null): Set<Wormhole>[] {
  const { galaxy, scenario, effects } = context;
  const present = galaxy.nodes.map((node) => {
    if (node.tile === WORMHOLE_NEXUS) {
      // ti4.adj.nexus: inactive side gamma only; active side alpha, beta, gamma.
      return new Set<Wormhole>(scenario.nexus === 'active' ? node.data.activeWormholes ?? node.data.wormholes : node.data.wormholes);
    }
    return new Set<Wormhole>(node.data.wormholes);
  });
  for (const token of scenario.wormholeTokens) {
    const at = galaxy.nodeOf.get(token.system);
    if (at !== undefined) present[at]!.add(token.wormhole); // ti4.adj.wormhole-tokens
  }
  if (effects.lazaxGateFolding) {
    const mecatol = galaxy.nodeOf.get(String(MECATOL_REX));
    if (mecatol !== undefined) {
      present[mecatol]!.add('alpha');
      present[mecatol]!.add('beta');
    }
  }
  if (hilColishAt !== null) present[hilColishAt]!.add('delta');
  return present;
}

export function buildAdjacency(context: Context, options: AdjacencyOptions): Adjacency {
  const { galaxy, effects } = context;
  const count = galaxy.nodes.length;
  const present = presentWormholes(context, options.hilColishAt);
  const nexus = galaxy.nodeOf.get(String(WORMHOLE_NEXUS));
  // Laws that take alpha and beta wormholes out of movement (ti4.adj.effects).
  const effective = present.map((set, node) => {
    const out = new Set(set);
    if (effects.enforcedTravelBan) {
      out.delete('alpha');
      out.delete('beta');
    }
    if (effects.nexusSovereignty && node === nexus) {
      out.delete('alpha');
      out.delete('beta');
    }
    return out;
  });

  const found: Map<number, Link>[] = Array.from({ length: count }, () => new Map());
  const link = (from: number, to: number, rule: string, note: string) => {
    if (from === to) return; // ti4.adj.physical: never adjacent to itself
    const existing = found[from]!;
    if (!existing.has(to)) existing.set(to, { to, rule, note });
  };

  for (let from = 0; from < count; from++) {
    for (const l of galaxy.links[from]!) {
      link(from, l.to, l.rule, l.note);
    }
  }

  // ti4.adj.wormhole: same-type wormholes are adjacent (the type node joins its systems).
  const members = (type: Wormhole, sets: readonly Set<Wormhole>[]) => {
    const out: number[] = [];
    for (let node = 0; node < sets.length; node++) if (sets[node]!.size > 0 && sets[node]!.has(type)) out.push(node);
    return out;
  };
  for (const type of ['alpha', 'beta', 'gamma', 'delta'] as const) {
    const group = members(type, effective);
    for (const a of group) for (const b of group) link(a, b, 'ti4.adj.wormhole', `both hold ${type} wormholes`);
  }

  // ti4.adj.effects: links between the alpha and beta type nodes.
  const alphaBeta = (sets: readonly Set<Wormhole>[], note: string) => {
    const alphas = members('alpha', sets);
    const betas = members('beta', sets);
    for (const a of alphas) {
      for (const b of betas) {
        link(a, b, 'ti4.adj.effects', note);
        link(b, a, 'ti4.adj.effects', note);
      }
    }
  };
  if (effects.quantumEntanglement) {
    // Quantum Entanglement cannot be prevented: it uses the wormholes present, whatever the laws.
    const sets = present;
    for (const type of ['alpha', 'beta'] as const) {
      const group = members(type, sets);
      for (const a of group) for (const b of group) link(a, b, 'ti4.adj.effects', `both hold ${type} wormholes (Quantum Entanglement, which laws cannot prevent)`);
    }
    alphaBeta(sets, 'alpha and beta wormhole systems are adjacent for Creuss (Quantum Entanglement)');
  }
  if (effects.wormholeReconstruction) alphaBeta(effective, 'alpha and beta wormhole systems are adjacent (Wormhole Reconstruction)');
  if (effects.lostStarChart) alphaBeta(effective, 'alpha and beta wormhole systems are adjacent this tactical action (Lost Star Chart)');

  const active = options.active;
  if (active !== null) {
    if (effects.emissaryTaivra && [...present[active]!].some((w) => w !== 'delta')) {
      for (let other = 0; other < count; other++) {
        if (present[other]!.size > 0) {
          link(active, other, 'ti4.adj.effects', 'the activated wormhole system is adjacent to every wormhole system (Emissary Taivra)');
          link(other, active, 'ti4.adj.effects', 'the activated wormhole system is adjacent to every wormhole system (Emissary Taivra)');
        }
      }
    }
    if (effects.spacialConduitCylinder) {
      const own = new Set(context.units.filter((u) => u.player === context.activePlayer.id && u.node !== undefined).map((u) => u.node!));
      if (own.has(active)) {
        for (const other of own) {
          link(active, other, 'ti4.adj.effects', 'the activated system is adjacent to every system with Jol-Nar units (Spacial Conduit Cylinder)');
          link(other, active, 'ti4.adj.effects', 'the activated system is adjacent to every system with Jol-Nar units (Spacial Conduit Cylinder)');
        }
      }
    }
  }

  const why = found.map((m) => [...m.values()].sort((a, b) => galaxy.nodes[a.to]!.tile - galaxy.nodes[b.to]!.tile));
  return { next: why.map((links) => links.map((l) => l.to)), why, wormholes: effective.map((s) => [...s].sort()) };
}

/** The link from `from` to `to`, if adjacent. */
export function linkBetween(adjacency: Adjacency, from: number, to: number): Link | undefined {
  return adjacency.why[from]!.find((l) => l.to === to);
}
