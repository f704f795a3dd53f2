/**
 * Overlap of two convex pieces, exact, with the contact tolerance.
 *
 * For convex pieces the penetration depth (minimum translation distance) is the minimum, over the
 * normal directions n of their Minkowski difference, of the overlap of their projections on n:
 *   overlap(n) = max over support points p of A, q of B of ((p - q) . n) / |n| + r_p + r_q.
 * Those normals are the edge normals of both pieces plus, for each rounded feature (a disc, a
 * sector's arc) and each point feature of the other piece, the line through their centres. Any
 * other direction only gives a larger value, so the minimum over this finite set is the depth.
 * The pieces overlap when every candidate has some pair with
 *   (p - q) . n + (r_p + r_q - CONTACT_TOLERANCE) |n| > 0,
 * decided in floating point with a generous forward error bound (1e-14 relative), and otherwise
 * exactly: a + b sqrt(q) on BigInt dyadics, the direction n taken as the exact difference of the
 * stored coordinates.
 *
 * A sector piece with a hole (part of an arc strip) is the sector minus a disc; it overlaps a piece
 * when the piece overlaps the whole sector as above and also reaches more than the tolerance
 * beyond the inner arc inside the sector's wedge (`reach.ts`).
 */
import type { Piece, SectorPiece } from './pieces.ts';
import { pieceBox } from './pieces.ts';
import { fixedSupports, directionInSweep, type SupportPoint } from './support.ts';
import { add, diff, dot, exact, mul, neg, signSqrtForm, sub, type Dyadic } from './exact.ts';
import { CONTACT_TOLERANCE } from './shapes.ts';
import { convexDepth, convexOverlap } from './convex.ts';
import { reachBeyondInner, reachDepthLowerBound } from './reach.ts';
import { polySectorHull, polySectorReach } from './polysector.ts';
import { discDiscDepth, discDiscOverlap, discPolyDepth, discPolyOverlap } from './disc.ts';

/**
 * A candidate direction n (overlap along n = support of A along n + support of B along -n):
 * the outward normal of an edge p -> q of A, the inward normal of an edge p -> q of B (`inward`),
 * or q - p.
 */
interface Direction {
  readonly kind: 'edge' | 'inward' | 'pair';
  readonly px: number;
  readonly py: number;
  readonly qx: number;
  readonly qy: number;
}

function vector(d: Direction): [number, number] {
  const dx = d.qx - d.px;
  const dy = d.qy - d.py;
  return d.kind === 'edge' ? [dy, -dx] : d.kind === 'inward' ? [-dy, dx] : [dx, dy];
}

function exactVector(d: Direction): [Dyadic, Dyadic] {
  const dx = diff(d.qx, d.px);
  const dy = diff(d.qy, d.py);
  return d.kind === 'edge' ? [dy, neg(dx)] : d.kind === 'inward' ? [neg(dy), dx] : [dx, dy];
}

function edgeDirections(piece: Piece, kind: 'edge' | 'inward'): Direction[] {
  return piece.edges.map((e) => ({ kind, px: e.px, py: e.py, qx: e.qx, qy: e.qy }));
}

function roundCentres(piece: Piece): SupportPoint[] {
  if (piece.kind === 'disc') return [{ x: piece.x, y: piece.y, r: piece.r }];
  if (piece.kind === 'sector') return [{ x: piece.cx, y: piece.cy, r: piece.outer }];
  return [];
}

function candidateDirections(a: Piece, b: Piece): Direction[] {
  const out = [...edgeDirections(a, 'edge'), ...edgeDirections(b, 'inward')];
  for (const [round, other] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const c of roundCentres(round)) {
      for (const p of fixedSupports(other)) {
        if (p.x === c.x && p.y === c.y) continue;
        out.push({ kind: 'pair', px: c.x, py: c.y, qx: p.x, qy: p.y });
        out.push({ kind: 'pair', px: p.x, py: p.y, qx: c.x, qy: c.y });
      }
    }
  }
  return out;
}

/** Support points of a piece for direction (nx, ny). */
function supportsAlong(piece: Piece, nx: number, ny: number, exactN: () => [Dyadic, Dyadic]): readonly SupportPoint[] {
  const fixed = fixedSupports(piece);
  if (piece.kind === 'sector' && directionInSweep(piece, nx, ny, exactN)) return [...fixed, { x: piece.cx, y: piece.cy, r: piece.outer }];
  return fixed;
}

const TOL = exact(CONTACT_TOLERANCE);

/** Exact: overlap along direction d exceeds the tolerance. */
function penetratedAlong(a: Piece, b: Piece, d: Direction): boolean {
  const [nx, ny] = vector(d);
  const len = Math.hypot(nx, ny);
  if (len === 0) return true;
  let exactN: [Dyadic, Dyadic] | null = null;
  const getN = (): [Dyadic, Dyadic] => (exactN ??= exactVector(d));
  const getMinusN = (): [Dyadic, Dyadic] => {
    const [x, y] = getN();
    return [neg(x), neg(y)];
  };
  const sa = supportsAlong(a, nx, ny, getN);
  const sb = supportsAlong(b, -nx, -ny, getMinusN);
  const unsure: [SupportPoint, SupportPoint][] = [];
  for (const p of sa) {
    for (const q of sb) {
      const t1 = (p.x - q.x) * nx;
      const t2 = (p.y - q.y) * ny;
      const rr = p.r + q.r;
      const value = t1 + t2 + (rr - CONTACT_TOLERANCE) * len;
      const err = 1e-14 * (Math.abs(t1) + Math.abs(t2) + (rr + CONTACT_TOLERANCE) * len);
      if (value > err) return true;
      if (value >= -err) unsure.push([p, q]);
    }
  }
  for (const [p, q] of unsure) {
    const [ex, ey] = getN();
    const lhs = dot(diff(p.x, q.x), diff(p.y, q.y), ex, ey);
    const radii = sub(add(exact(p.r), exact(q.r)), TOL);
    if (signSqrtForm(lhs, radii, add(mul(ex, ex), mul(ey, ey))) > 0) return true;
  }
  return false;
}

function boxesApart(a: Piece, b: Piece): boolean {
  const ba = pieceBox(a);
  const bb = pieceBox(b);
  return ba[2] < bb[0] || bb[2] < ba[0] || ba[3] < bb[1] || bb[3] < ba[1];
}

function hasHole(p: Piece): p is SectorPiece {
  return p.kind === 'sector' && p.inner > 0;
}

/** Exact overlap decision for two pieces (interiors intersect by more than the tolerance). */
export function piecesOverlap(a: Piece, b: Piece): boolean {
  if (a.kind === 'poly' && b.kind === 'poly') return convexOverlap(a.flat, b.flat);
  if (boxesApart(a, b)) return false;
  // Fast path (polygon against a sector); it answers only where floating point is certain.
  if (a.kind === 'poly' && b.kind === 'sector') {
    const fast = polySector(a.flat, b);
    if (fast >= 0) return fast === 1;
  } else if (a.kind === 'sector' && b.kind === 'poly') {
    const fast = polySector(b.flat, a);
    if (fast >= 0) return fast === 1;
  } else if (a.kind === 'disc') {
    // Fast paths for a disc against a polygon or a disc (`disc.ts`); -1 means unsure.
    const fast = b.kind === 'poly' ? discPolyOverlap(b.flat, a) : b.kind === 'disc' ? discDiscOverlap(a, b) : -1;
    if (fast >= 0) return fast === 1;
  } else if (b.kind === 'disc' && a.kind === 'poly') {
    const fast = discPolyOverlap(a.flat, b);
    if (fast >= 0) return fast === 1;
  }
  return genericOverlap(a, b);
}

function polySector(f: Float64Array, s: SectorPiece): number {
  const hull = polySectorHull(f, s);
  if (hull <= 0) return hull;
  return s.inner > 0 ? polySectorReach(f, s) : 1;
}

/** The candidate test with exact fallbacks, for any two pieces (exported for tests of the fast path). */
export function genericOverlap(a: Piece, b: Piece): boolean {
  for (const d of candidateDirections(a, b)) if (!penetratedAlong(a, b, d)) return false;
  if (hasHole(b) && !reachBeyondInner(a, b)) return false;
  if (hasHole(a) && !reachBeyondInner(b, a)) return false;
  return true;
}

/** Floating-point penetration depth of two convex pieces (hulls of sectors), <= 0 when apart. */
function hullDepth(a: Piece, b: Piece): number {
  if (a.kind === 'poly' && b.kind === 'poly') return convexDepth(a.flat, b.flat);
  if (a.kind === 'disc' && b.kind === 'poly') return discPolyDepth(b.flat, a);
  if (a.kind === 'poly' && b.kind === 'disc') return discPolyDepth(a.flat, b);
  if (a.kind === 'disc' && b.kind === 'disc') return discDiscDepth(a, b);
  let depth = Infinity;
  for (const d of candidateDirections(a, b)) {
    const [nx, ny] = vector(d);
    const len = Math.hypot(nx, ny);
    if (len === 0) continue;
    const getN = (): [Dyadic, Dyadic] => exactVector(d);
    const getMinusN = (): [Dyadic, Dyadic] => {
      const [x, y] = exactVector(d);
      return [neg(x), neg(y)];
    };
    let best = -Infinity;
    for (const p of supportsAlong(a, nx, ny, getN)) {
      for (const q of supportsAlong(b, -nx, -ny, getMinusN)) {
        const v = ((p.x - q.x) * nx + (p.y - q.y) * ny) / len + p.r + q.r;
        if (v > best) best = v;
      }
    }
    if (best < depth) depth = best;
  }
  return depth;
}

/**
 * A floating-point lower bound of how deep two pieces interpenetrate, which moves by at most the
 * distance any point moves (so it can bound safe steps); above CONTACT_TOLERANCE only when they overlap.
 */
export function pieceDepth(a: Piece, b: Piece): number {
  let depth = hullDepth(a, b);
  if (hasHole(b)) depth = Math.min(depth, reachDepthLowerBound(a, b));
  if (hasHole(a)) depth = Math.min(depth, reachDepthLowerBound(b, a));
  return depth;
}
