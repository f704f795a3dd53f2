/**
 * Inside the play area [0, width] x [0, height]. Lying on the edge counts as inside, and so does
 * sticking out by no more than CONTACT_TOLERANCE (the same contact tolerance as touching).
 * Each extreme coordinate of a piece is a stored double or a centre plus a radius; it is compared
 * with the bound in floating point and, when within rounding, exactly on dyadics.
 */
import type { Shape } from './shapes.ts';
import { CONTACT_TOLERANCE } from './shapes.ts';
import { piecesOf, type Piece } from './pieces.ts';
import { directionInSweep } from './support.ts';
import { add, exact, sign, sub } from './exact.ts';

/** Exact: base + extra <= bound + CONTACT_TOLERANCE. */
function within(base: number, extra: number, bound: number): boolean {
  const lhs = base + extra;
  const rhs = bound + CONTACT_TOLERANCE;
  const err = 1e-15 * (Math.abs(base) + Math.abs(extra) + Math.abs(bound) + CONTACT_TOLERANCE);
  if (lhs < rhs - err) return true;
  if (lhs > rhs + err) return false;
  return sign(sub(add(exact(base), exact(extra)), add(exact(bound), exact(CONTACT_TOLERANCE)))) <= 0;
}

/** Every point of the piece p satisfies u . p <= bound (+ tolerance), for the axis u = (ux, uy) with one nonzero unit entry. */
function pieceWithin(piece: Piece, ux: number, uy: number, bound: number): boolean {
  const project = (x: number, y: number): number => ux * x + uy * y;
  switch (piece.kind) {
    case 'poly': {
      const f = piece.flat;
      for (let i = 0; i < f[0]!; i++) if (!within(project(f[1 + 2 * i]!, f[2 + 2 * i]!), 0, bound)) return false;
      return true;
    }
    case 'disc':
      return within(project(piece.x, piece.y), piece.r, bound);
    case 'sector': {
      const corners = piece.inner > 0 ? [piece.lx, piece.ly, piece.rx, piece.ry, piece.ilx, piece.ily, piece.irx, piece.iry] : [piece.lx, piece.ly, piece.rx, piece.ry, piece.cx, piece.cy];
      for (let i = 0; i < corners.length; i += 2) if (!within(project(corners[i]!, corners[i + 1]!), 0, bound)) return false;
      if (directionInSweep(piece, ux, uy, () => [exact(ux), exact(uy)])) return within(project(piece.cx, piece.cy), piece.outer, bound);
      return true;
    }
  }
}

export function insideArea(shape: Shape, width: number, height: number): boolean {
  for (const piece of piecesOf(shape)) {
    if (!pieceWithin(piece, 1, 0, width)) return false;
    if (!pieceWithin(piece, -1, 0, 0)) return false;
    if (!pieceWithin(piece, 0, 1, height)) return false;
    if (!pieceWithin(piece, 0, -1, 0)) return false;
  }
  return true;
}
