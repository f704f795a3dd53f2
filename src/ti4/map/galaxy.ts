import type { TraceStep } from '../../core/trace.ts';
import { exitsFrom } from '../catalog/hyperlanes.ts';
import type { SystemTile } from '../catalog/tiles.ts';
import { systemTile } from '../catalog/tiles.ts';
import type { Cube, HexKey } from './hex.ts';
import { hexKey, indexToHex, neighbour, oppositeSide, SIDE_NAMES } from './hex.ts';
import type { ParsedMap, Slot } from './map-string.ts';

/**
 * The galaxy of one map: every system (map systems, then the off-map ones), and the links that
 * depend on the map alone: touching hexes (ti4.adj.physical) and hyperlanes traced lane by lane
 * (ti4.adj.lanes). Wormholes and effects are added per query (adjacency.ts, ti4.adj.context).
 */

export interface SystemNode {
  /** The system's name: its tile number as a string (CONVENTIONS section 4). */
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
  /** For hyperlanes: the tiles crossed, e.g. "hyperlane 83A2 at index 5". */
  readonly via?: string;
}

export interface Galaxy {
  readonly slots: readonly Slot[];
  /** Systems sorted by tile number; a node is its position in this list. */
  readonly nodes: readonly SystemNode[];
  readonly nodeOf: ReadonlyMap<string, number>;
  /** Map-only links of each node, sorted by the tile number of the far system. */
  readonly links: readonly (readonly StaticLink[])[];
  readonly warnings: readonly TraceStep[];
}

function describeHyperlane(slot: Slot): string {
  return slot.kind === 'hyperlane' ? `${slot.tile}${slot.face}${slot.rotation} at index ${slot.index}` : '';
}

/** ti4.adj.lanes: from a system leaving by `side`, the systems the lanes lead to. */
function traceLanes(start: Cube, side: number, slotAt: ReadonlyMap<HexKey, Slot>, found: Map<number, string[]>): void {
  const visited = new Set<string>();
  const walk = (hex: Cube, entry: number, crossed: string[]): void => {
    const slot = slotAt.get(hexKey(hex));
    if (slot === undefined || slot.kind === 'empty') return; // ti4.map.empty: the lane dead-ends
    if (slot.kind === 'system') {
      if (!found.has(slot.index)) found.set(slot.index, crossed);
      return;
    }
    const key = `${slot.index}:${entry}`;
    if (visited.has(key)) return;
    visited.add(key);
    for (const exit of exitsFrom(slot.lanes, entry as 0)) {
      walk(neighbour(hex, exit), oppositeSide(exit), [...crossed, `${describeHyperlane(slot)} (${SIDE_NAMES[entry]}-${SIDE_NAMES[exit]})`]);
    }
  };
  const first = neighbour(start, side);
  const slot = slotAt.get(hexKey(first));
  if (slot?.kind === 'hyperlane') walk(first, oppositeSide(side), []);
}

export function buildGalaxy(parsed: ParsedMap, offMapTiles: readonly number[]): Galaxy {
  const warnings: TraceStep[] = [...parsed.warnings];
  const slotAt = new Map<HexKey, Slot>();
  for (const slot of parsed.slots) slotAt.set(hexKey(indexToHex(slot.index)), slot);

  const draft: SystemNode[] = [];
  for (const slot of parsed.slots) {
    if (slot.kind !== 'system') continue;
    const data = systemTile(slot.tile)!;
    if (data.offMap) {
      warnings.push({ rule: 'ti4.map.offmap', note: `tile ${slot.tile} at map index ${slot.index} is an off-map system: it touches nothing and connects only through wormholes.` });
    }
    draft.push({ id: String(slot.tile), tile: slot.tile, index: slot.index, hex: indexToHex(slot.index), data });
  }
  for (const tile of offMapTiles) {
    if (draft.some((n) => n.tile === tile)) continue;
    draft.push({ id: String(tile), tile, index: null, hex: null, data: systemTile(tile)! });
  }
  const nodes = draft.sort((a, b) => a.tile - b.tile);
  const nodeOf = new Map<string, number>(nodes.map((n, i) => [n.id, i]));
  const nodeAtIndex = new Map<number, number>();
  nodes.forEach((n, i) => {
    if (n.index !== null && !n.data.offMap) nodeAtIndex.set(n.index, i);
  });

  const links: StaticLink[][] = nodes.map(() => []);
  nodes.forEach((node, from) => {
    if (node.hex === null || node.data.offMap) return; // ti4.map.offmap
    const seen = new Set<number>();
    for (let side = 0; side < 6; side++) {
      // ti4.adj.physical: the tiles share a side.
      const slot = slotAt.get(hexKey(neighbour(node.hex, side)));
      if (slot?.kind === 'system') {
        const to = nodeAtIndex.get(slot.index);
        if (to !== undefined && to !== from && !seen.has(to)) {
          seen.add(to);
          links[from]!.push({ to, rule: 'ti4.adj.physical' });
        }
      }
    }
    for (let side = 0; side < 6; side++) {
      // ti4.adj.hyperlane, ti4.adj.lanes: systems joined by a drawn line across hyperlane tiles.
      const found = new Map<number, string[]>();
      traceLanes(node.hex, side, slotAt, found);
      for (const [index, crossed] of found) {
        const to = nodeAtIndex.get(index);
        if (to === undefined || to === from || seen.has(to)) continue;
        seen.add(to);
        links[from]!.push({ to, rule: 'ti4.adj.lanes', via: `hyperlane ${crossed.join(', ')}` });
      }
    }
    links[from]!.sort((a, b) => nodes[a.to]!.tile - nodes[b.to]!.tile);
  });
  return { slots: parsed.slots, nodes, nodeOf, links, warnings };
}
