import type { Side } from '../catalog/hyperlanes.ts';

/**
 * Hex positions (ti4.map.positions, ti4.map.hex): cube coordinates q + r + s = 0, flat-topped
 * hexes, sides 0..5 = N, NE, SE, S, SW, NW clockwise. The map-string index numbers positions from
 * the centre (0), then ring by ring starting at the hex north of the centre, clockwise.
 */

export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

/** A typed hex key, `q,r,s`. */
export type HexKey = `${number},${number},${number}`;

export function hexKey(hex: Cube): HexKey {
  return `${hex.q},${hex.r},${hex.s}`;
}

/** Unit steps across each side: N, NE, SE, S, SW, NW (ti4.map.hex). */
export const DIRECTIONS: readonly Cube[] = [
  { q: 0, r: -1, s: 1 },
  { q: 1, r: -1, s: 0 },
  { q: 1, r: 0, s: -1 },
  { q: 0, r: 1, s: -1 },
  { q: -1, r: 1, s: 0 },
  { q: -1, r: 0, s: 1 },
];

export const SIDE_NAMES: readonly string[] = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];

export function add(a: Cube, b: Cube, times = 1): Cube {
  return { q: a.q + b.q * times, r: a.r + b.r * times, s: a.s + b.s * times };
}

export function neighbour(hex: Cube, side: Side | number): Cube {
  return add(hex, DIRECTIONS[side]!);
}

/** The side of the neighbour that touches side `side` of this hex (ti4.map.hex). */
export function oppositeSide(side: number): Side {
  return ((side + 3) % 6) as Side;
}

export function hexDistance(a: Cube, b: Cube): number {
  return Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s));
}

/** The ring holding map index `index` (0 for the centre). */
export function ringOf(index: number): number {
  let ring = 0;
  while (1 + 3 * ring * (ring + 1) <= index) ring++;
  return ring;
}

/** First index of ring n: 1 + 3n(n-1) (1, 7, 19, 37, ...). */
export function ringStart(ring: number): number {
  return ring === 0 ? 0 : 1 + 3 * ring * (ring - 1);
}

/** Positions in rings 0..n: 1 + 3n(n+1). */
export function positionsThroughRing(ring: number): number {
  return 1 + 3 * ring * (ring + 1);
}

/** The walk of ring n: from n x N, n steps each SE, S, SW, NW, N, NE (ti4.map.hex). */
const WALK: readonly Side[] = [2, 3, 4, 5, 0, 1];

export function indexToHex(index: number): Cube {
  if (index <= 0) return { q: 0, r: 0, s: 0 };
  const ring = ringOf(index);
  const k = index - ringStart(ring);
  const leg = Math.floor(k / ring);
  const along = k % ring;
  const corner = add(DIRECTIONS[0]!, DIRECTIONS[0]!, ring - 1);
  let hex = corner;
  for (let i = 0; i < leg; i++) hex = add(hex, DIRECTIONS[WALK[i]!]!, ring);
  return add(hex, DIRECTIONS[WALK[leg]!]!, along);
}

export function hexToIndex(hex: Cube): number {
  const ring = hexDistance(hex, { q: 0, r: 0, s: 0 });
  if (ring === 0) return 0;
  const corner = add({ q: 0, r: 0, s: 0 }, DIRECTIONS[0]!, ring);
  let at = corner;
  for (let k = 0; k < 6 * ring; k++) {
    if (at.q === hex.q && at.r === hex.r) return ringStart(ring) + k;
    at = add(at, DIRECTIONS[WALK[Math.floor(k / ring)]!]!);
  }
  return -1; // unreachable for a valid cube
}

/** Centre of a flat-topped hex of circumradius `radius` in a y-up frame centred on index 0. */
export function hexCentre(hex: Cube, radius: number): { x: number; y: number } {
  return { x: 1.5 * radius * hex.q, y: -Math.sqrt(3) * radius * (hex.r + hex.q / 2) };
}

/** Rings covered by the precomputed tables below (larger maps are computed on the fly). */
const TABLE_RINGS = 8;
const TABLE_SIZE = positionsThroughRing(TABLE_RINGS);

/** Immutable lookup tables built once: the hex of each index, and each index's six neighbours (-1 beyond the table). */
const HEX_OF: readonly Cube[] = Array.from({ length: TABLE_SIZE }, (_, i) => indexToHex(i));
const NEIGHBOUR_OF: Int32Array = (() => {
  const table = new Int32Array(TABLE_SIZE * 6);
  for (let i = 0; i < TABLE_SIZE; i++) {
    for (let side = 0; side < 6; side++) {
      const n = hexToIndex(neighbour(HEX_OF[i]!, side));
      table[i * 6 + side] = n < TABLE_SIZE ? n : -1;
    }
  }
  return table;
})();

/** The hex of a map index (from the table when it covers it). */
export function hexOfIndex(index: number): Cube {
  return index < TABLE_SIZE ? HEX_OF[index]! : indexToHex(index);
}

/** The map index across `side` of map index `index` (ti4.map.hex). */
export function neighbourIndex(index: number, side: number): number {
  if (index < TABLE_SIZE) {
    const n = NEIGHBOUR_OF[index * 6 + side]!;
    if (n >= 0) return n;
  }
  return hexToIndex(neighbour(hexOfIndex(index), side));
}
