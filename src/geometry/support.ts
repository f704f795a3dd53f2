/**
 * Support points of a convex piece: the points (with a rounding radius) whose extreme projection
 * on a direction gives the piece's support function there. A polygon's are its vertices; a disc
 * is its centre rounded by its radius; a sector's are its centre and two outer corners, plus its
 * centre rounded by the outer radius when the direction lies within the arc's sweep.
 */
import type { Piece, SectorPiece, SupportPoint } from './pieces.ts';

export type { SupportPoint } from './pieces.ts';
import { cross, diff, exact, sign, type Dyadic } from './exact.ts';

/** The support points that never depend on the direction (derived once per piece). */
export function fixedSupports(piece: Piece): readonly SupportPoint[] {
  return piece.supports;
}

/**
 * Exact: direction n (given exactly) lies within the sector's sweep, boundaries included. The
 * float test decides unless a cross product is within rounding of 0.
 */
export function directionInSweep(piece: SectorPiece, nx: number, ny: number, exactN: () => [Dyadic, Dyadic]): boolean {
  const lx = piece.lx - piece.cx;
  const ly = piece.ly - piece.cy;
  const rx = piece.rx - piece.cx;
  const ry = piece.ry - piece.cy;
  const c1 = lx * ny - ly * nx; // must be <= 0
  const c2 = nx * ry - ny * rx; // must be <= 0
  const e1 = 1e-14 * (Math.abs(lx * ny) + Math.abs(ly * nx));
  const e2 = 1e-14 * (Math.abs(nx * ry) + Math.abs(ny * rx));
  if (c1 > e1 || c2 > e2) return false;
  if (c1 < -e1 && c2 < -e2) return true;
  const [ex, ey] = exactN();
  const dlx = diff(piece.lx, piece.cx);
  const dly = diff(piece.ly, piece.cy);
  const drx = diff(piece.rx, piece.cx);
  const dry = diff(piece.ry, piece.cy);
  return sign(cross(dlx, dly, ex, ey)) <= 0 && sign(cross(ex, ey, drx, dry)) <= 0;
}

/** Exact value of a double pair as dyadics. */
export function exactPoint(x: number, y: number): [Dyadic, Dyadic] {
  return [exact(x), exact(y)];
}
