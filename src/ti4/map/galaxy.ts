import type { TraceStep } from '../../core/trace.ts';
import { exitsFrom } from '../catalog/hyperlanes.ts';
import type { SystemTile } from '../catalog/tiles.ts';
import { systemTile } from '../catalog/tiles.ts';
import type { Cube } from './hex.ts';
import { hexOfIndex, neighbourIndex, oppositeSide, SIDE_NAMES } from './hex.ts';
import type { ParsedMap, Slot } from './map-string.ts';

/**
 * The galaxy of one map: every system (map systems, then the off-map ones), and the links that
 * depend on the map alone: touching hexes (ti4.adj.physical) and hyperlanes traced lane by lane
 * (ti4.adj.lanes). Wormholes and effects are added per query (adjacency.ts, ti4.adj.context).
 */

export interface SystemNode {
  /** The system's name: its tile number as a string (`"26"`), with the face of a two-faced tile (`"96a"`), or a Fracture system's id. */
  readonly id: string;
  readonly tile: number;
  /** Map index, or null off the map (ti4.map.offmap). */
  readonly index: number | null;
  readonly hex: Cube | null;
  readonly data: SystemTile;
}

export interface StaticLink {
  readonly to: number;
  readonly rule: 'ti4.adj.physical' | 'ti4.adj.lanes';
  /** Why, in one phrase: "the tiles share a side" or the hyperlane tiles crossed. */
  readonly note: string;
}

export interface Galaxy {
  readonly slots: readonly Slot[];
  /** Systems sorted by tile number; a node is its position in this list. */
  readonly nodes: readonly SystemNode[];
  readonly nodeOf: ReadonlyMap<string, number>;
  /** Map-only links of each node, sorted by the tile number of the far system. */
  readonly links: readonly (readonly StaticLink[])[];
  /** The far node of each of `links` (parallel to it). */
  readonly next: readonly (readonly number[])[];
  readonly warnings: readonly TraceStep[];
}

function describeHyperlane(slot: Slot): string {
  return slot.kind === 'hyperlane' ? `${slot.tile}${slot.face}${slot.rotation} at index ${slot.index}` : '';
}

/** The slot across `side` of map index `index`, or undefined off the map string. */
function across(slots: readonly Slot[], index: number, side: number): number | undefined {
  const n = neighbourIndex(index, side);
  return n < slots.length ? n : undefined;
}

/**
 * ti4.adj.lanes: from a system leaving by `side`, the systems the lanes lead to (map index ->
 * description of the hyperlane tiles crossed). Entering a hyperlane tile by side e, the path leaves
 * only by a side joined to e by a drawn lane; an empty slot ends the lane (ti4.map.empty).
 */
function traceLanes(first: number, entryFirst: number, slots: readonly Slot[], found: Map<number, string>): void {
  const visited = new Set<number>();
  const crossed: string[] = [];
  const walk = (index: number | undefined, entry: number): void => {
    if (index === undefined) return;
    const here = slots[index]!;
    if (here.kind === 'empty') return;
    if (here.kind === 'system') {
      if (!found.has(here.index)) found.set(here.index, crossed.join(', '));
      return;
    }
    const key = index * 6 + entry;
    if (visited.has(key)) return;
    visited.add(key);
    for (const exit of exitsFrom(here.lanes, entry as 0)) {
      crossed.push(`${describeHyperlane(here)} (${SIDE_NAMES[entry]}-${SIDE_NAMES[exit]})`);
      walk(across(slots, index, exit), oppositeSide(exit));
      crossed.pop();
    }
  };
  walk(first, entryFirst);
}

/** Sorts a node's few links by far node, in place (an insertion sort: cheaper than Array#sort on a handful; far nodes are distinct). */
export function sortByFarNode<L extends { readonly to: number }>(links: L[]): L[] {
  for (let i = 1; i < links.length; i++) {
    const link = links[i]!;
    let j = i - 1;
    while (j >= 0 && links[j]!.to > link.to) {
      links[j + 1] = links[j]!;
      j--;
    }
    links[j + 1] = link;
  }
  return links;
}

/** A system outside the map that the scenario names (a Fracture system): its id and its tile facts. */
export interface ExtraSystem {
  readonly id: string;
  readonly data: SystemTile;
}

/** Sort keys of extra systems: after every printed tile, in input order. */
const FIRST_EXTRA_TILE = 100_000;

export function buildGalaxy(parsed: ParsedMap, offMapTiles: readonly number[], extra: readonly ExtraSystem[] = []): Galaxy {
  const warnings: TraceStep[] = [...parsed.warnings];
  const slots = parsed.slots;

  const draft: SystemNode[] = [];
  for (const slot of slots) {
    if (slot.kind !== 'system') continue;
    const data = systemTile(slot.tile, slot.face)!;
    if (data.offMap) {
      warnings.push({ rule: 'ti4.map.offmap', note: `tile ${slot.tile} at map index ${slot.index} is an off-map system: it touches nothing and connects only through wormholes.` });
    }
    draft.push({ id: `${slot.tile}${slot.face ?? ''}`, tile: slot.tile, index: slot.index, hex: hexOfIndex(slot.index), data });
  }
  for (const tile of offMapTiles) {
    if (draft.some((n) => n.tile === tile)) continue;
    draft.push({ id: String(tile), tile, index: null, hex: null, data: systemTile(tile)! });
  }
  // Systems outside the map given by the scenario (the Fracture): off the map, after every tile.
  extra.forEach((system, i) => {
    if (draft.some((n) => n.id === system.id)) return;
    draft.push({ id: system.id, tile: FIRST_EXTRA_TILE + i, index: null, hex: null, data: system.data });
  });
  const nodes = draft.sort((a, b) => a.tile - b.tile);
  const nodeOf = new Map<string, number>(nodes.map((n, i) => [n.id, i]));
  const nodeAtIndex = new Int32Array(slots.length).fill(-1);
  nodes.forEach((n, i) => {
    if (n.index !== null && !n.data.offMap) nodeAtIndex[n.index] = i;
  });

  const links: StaticLink[][] = nodes.map(() => []);
  for (let from = 0; from < nodes.length; from++) {
    const node = nodes[from]!;
    if (node.hex === null || node.data.offMap) continue; // ti4.map.offmap
    const at = node.index!;
    const seen = new Set<number>();
    const out = links[from]!;
    for (let side = 0; side < 6; side++) {
      // ti4.adj.physical: the tiles share a side.
      const index = across(slots, at, side);
      if (index === undefined) continue;
      const to = nodeAtIndex[index]!;
      if (to >= 0 && to !== from && !seen.has(to)) {
        seen.add(to);
        out.push({ to, rule: 'ti4.adj.physical', note: 'the tiles share a side' });
      }
    }
    for (let side = 0; side < 6; side++) {
      // ti4.adj.hyperlane, ti4.adj.lanes: systems joined by a drawn line across hyperlane tiles.
      const index = across(slots, at, side);
      if (index === undefined || slots[index]!.kind !== 'hyperlane') continue;
      const found = new Map<number, string>();
      traceLanes(index, oppositeSide(side), slots, found);
      for (const [reached, crossed] of found) {
        const to = nodeAtIndex[reached]!;
        if (to < 0 || to === from || seen.has(to)) continue;
        seen.add(to);
        out.push({ to, rule: 'ti4.adj.lanes', note: `joined by hyperlane ${crossed}` });
      }
    }
    sortByFarNode(out); // nodes are in tile order
  }
  return { slots, nodes, nodeOf, links, next: links.map((out) => out.map((l) => l.to)), warnings };
}
