/**
 * Hyperlane tiles 83-91 (Prophecy of Kings) and 119-124 (Thunder's Edge), both faces, lanes of
 * the unrotated tile (ti4.adj.lane-data).
 * Sides are numbered clockwise from north: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW (ti4.map.hex).
 *
 * Source of the facts: data/ti4-tiles.tsv and ti4-hyperlanes.tsv (heisenbugged/ti4-lab
 * rawSystemData.ts; AsyncTI4 data/hyperlanes.properties; TI4-Online/TI4-TTPG system.data.js).
 * Tiles 119-124: data/ti4-te-hyperlanes.tsv (ti-assistant/ti-assistant
 * server/data/thundersedge/systems.ts @31ef8639, the only data source found; its A faces repeat
 * 83A-88A and its 120B/121B and 122B/123B are identical, which the photographs of the printed
 * faces in the same repository, public/images/systems/ST_119A-124B.png, show as well).
 */

export type Side = 0 | 1 | 2 | 3 | 4 | 5;
export type HyperlaneFace = 'A' | 'B';

/** A drawn lane joins exactly its two sides (ti4.adj.lanes). */
export type Lane = readonly [Side, Side];

export const HYPERLANE_LANES: Readonly<Record<number, Readonly<Record<HyperlaneFace, readonly Lane[]>>>> = {
  83: { A: [[1, 4]], B: [[0, 2], [0, 3], [3, 5]] },
  84: { A: [[2, 5]], B: [[0, 3], [0, 4], [1, 3]] },
  85: { A: [[1, 5]], B: [[0, 2], [0, 3], [3, 5]] },
  86: { A: [[1, 5]], B: [[0, 3], [0, 4], [1, 3]] },
  87: { A: [[0, 2], [2, 4], [2, 5]], B: [[0, 2], [0, 3]] },
  88: { A: [[0, 4], [1, 4], [2, 4]], B: [[0, 2], [0, 3], [3, 5]] },
  89: { A: [[0, 2], [0, 4], [2, 4]], B: [[0, 3], [0, 4]] },
  90: { A: [[1, 5], [2, 4]], B: [[0, 3], [0, 4]] },
  91: { A: [[0, 3], [0, 4], [1, 3]], B: [[0, 2], [0, 3]] },
  // Thunder's Edge (data/ti4-te-hyperlanes.tsv)
  119: { A: [[1, 4]], B: [[0, 3], [1, 4]] },
  120: { A: [[2, 5]], B: [[0, 3], [0, 4], [3, 5]] },
  121: { A: [[1, 5]], B: [[0, 3], [0, 4], [3, 5]] },
  122: { A: [[1, 5]], B: [[0, 2], [0, 4]] },
  123: { A: [[0, 2], [2, 4], [2, 5]], B: [[0, 2], [0, 4]] },
  124: { A: [[0, 4], [1, 4], [2, 4]], B: [[0, 3], [0, 4], [1, 3], [1, 4]] },
};

/** The hyperlane tiles: Prophecy of Kings 83-91, Thunder's Edge 119-124. */
export const HYPERLANE_TILES: readonly number[] = Object.keys(HYPERLANE_LANES).map(Number);

export function isHyperlaneTile(tile: number): boolean {
  return (tile >= 83 && tile <= 91) || (tile >= 119 && tile <= 124);
}

/** ti4.adj.rotation: r clockwise 60-degree steps map side s to (s + r) mod 6. */
export function rotateSide(side: number, rotation: number): Side {
  return ((((side + rotation) % 6) + 6) % 6) as Side;
}

/** The lanes of a face turned `rotation` steps clockwise, each written low side first, sorted. */
export function rotatedLanes(tile: number, face: HyperlaneFace, rotation: number): Lane[] {
  const lanes = HYPERLANE_LANES[tile]?.[face] ?? [];
  return lanes
    .map(([a, b]): Lane => {
      const x = rotateSide(a, rotation);
      const y = rotateSide(b, rotation);
      return x < y ? [x, y] : [y, x];
    })
    .sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}

/** Entering a hyperlane tile by side `entry`, the sides a lane lets the path leave by (never `entry` itself). */
export function exitsFrom(lanes: readonly Lane[], entry: Side): Side[] {
  const out: Side[] = [];
  for (const [a, b] of lanes) {
    if (a === entry) out.push(b);
    else if (b === entry) out.push(a);
  }
  return out.sort((p, q) => p - q);
}
