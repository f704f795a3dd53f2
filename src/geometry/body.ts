/**
 * Prepared bodies: a shape decomposed once into pieces, for callers that test the same shapes many
 * times (planners, path searches). `bodiesOverlap` allocates nothing when every piece is a polygon
 * (rectangles, strips, polygons): the engines' hot case.
 */
import type { Shape } from './shapes.ts';
import { piecesOf, pieceBox, type Piece } from './pieces.ts';
import { convexOverlap } from './convex.ts';
import { pieceDepth, piecesOverlap } from './penetration.ts';

export interface Body {
  readonly pieces: readonly Piece[];
  /** minX, minY, maxX, maxY over all pieces. */
  readonly box: Float64Array;
}

export function prepare(shape: Shape): Body {
  const pieces = piecesOf(shape);
  const box = new Float64Array([Infinity, Infinity, -Infinity, -Infinity]);
  for (const p of pieces) {
    const b = pieceBox(p);
    if (b[0] < box[0]!) box[0] = b[0];
    if (b[1] < box[1]!) box[1] = b[1];
    if (b[2] > box[2]!) box[2] = b[2];
    if (b[3] > box[3]!) box[3] = b[3];
  }
  return { pieces, box };
}

/** Exact: the bodies' interiors intersect by more than CONTACT_TOLERANCE. */
export function bodiesOverlap(a: Body, b: Body): boolean {
  const ba = a.box;
  const bb = b.box;
  if (ba[2]! < bb[0]! || bb[2]! < ba[0]! || ba[3]! < bb[1]! || bb[3]! < ba[1]!) return false;
  const pa = a.pieces;
  const pb = b.pieces;
  for (let i = 0; i < pa.length; i++) {
    const p = pa[i]!;
    for (let j = 0; j < pb.length; j++) {
      const q = pb[j]!;
      if (p.kind === 'poly' && q.kind === 'poly' ? convexOverlap(p.flat, q.flat) : piecesOverlap(p, q)) return true;
    }
  }
  return false;
}

/**
 * Floating-point lower bound of the bodies' penetration depth (> CONTACT_TOLERANCE only when they
 * overlap; about minus the gap when apart). It changes by at most the distance any point of
 * either body moves, so it bounds safe steps along a path.
 */
export function bodyDepth(a: Body, b: Body): number {
  let depth = -Infinity;
  for (const p of a.pieces) {
    for (const q of b.pieces) {
      const d = pieceDepth(p, q);
      if (d > depth) depth = d;
    }
  }
  return depth;
}
