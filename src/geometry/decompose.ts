/**
 * A simple polygon (either winding, convex or not) as convex pieces: duplicate and collinear
 * vertices dropped, counter-clockwise order, then ear clipping and a greedy merge of neighbouring
 * pieces while the union stays convex (Hertel-Mehlhorn). All turns are decided with exact
 * orientation tests, so the pieces are exactly convex and exactly tile the polygon.
 */
import type { Point } from './shapes.ts';
import { orient } from './orient.ts';

/** Vertices counter-clockwise with repeated and collinear points removed (exact tests). */
export function cleanRing(points: readonly Point[]): Point[] {
  let ring: Point[] = [];
  for (const p of points) {
    const last = ring[ring.length - 1];
    if (!last || last.x !== p.x || last.y !== p.y) ring.push({ x: p.x, y: p.y });
  }
  while (ring.length > 1 && ring[0]!.x === ring[ring.length - 1]!.x && ring[0]!.y === ring[ring.length - 1]!.y) ring.pop();
  let changed = true;
  while (changed && ring.length >= 3) {
    changed = false;
    for (let i = 0; i < ring.length && ring.length >= 3; i++) {
      const a = ring[(i + ring.length - 1) % ring.length]!;
      const b = ring[i]!;
      const c = ring[(i + 1) % ring.length]!;
      if (orient(a.x, a.y, b.x, b.y, c.x, c.y) === 0) {
        ring.splice(i, 1);
        changed = true;
        i--;
      }
    }
  }
  if (ring.length < 3) return [];
  if (signedArea(ring) < 0) ring = ring.reverse();
  return ring;
}

export function signedArea(ring: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum / 2;
}

export function isConvexRing(ring: readonly Point[]): boolean {
  for (let i = 0; i < ring.length; i++) {
    const a = ring[(i + ring.length - 1) % ring.length]!;
    const b = ring[i]!;
    const c = ring[(i + 1) % ring.length]!;
    if (orient(a.x, a.y, b.x, b.y, c.x, c.y) < 0) return false;
  }
  return true;
}

function insideTriangle(p: Point, a: Point, b: Point, c: Point): boolean {
  return orient(a.x, a.y, b.x, b.y, p.x, p.y) >= 0 && orient(b.x, b.y, c.x, c.y, p.x, p.y) >= 0 && orient(c.x, c.y, a.x, a.y, p.x, p.y) >= 0;
}

/** Ear clipping of a counter-clockwise simple ring: triangles as vertex index triples. */
function triangulate(ring: readonly Point[]): number[][] {
  const idx = ring.map((_, i) => i);
  const out: number[][] = [];
  let guard = 0;
  while (idx.length > 3 && guard++ < 10_000) {
    let clipped = false;
    for (let k = 0; k < idx.length; k++) {
      const ia = idx[(k + idx.length - 1) % idx.length]!;
      const ib = idx[k]!;
      const ic = idx[(k + 1) % idx.length]!;
      const a = ring[ia]!;
      const b = ring[ib]!;
      const c = ring[ic]!;
      if (orient(a.x, a.y, b.x, b.y, c.x, c.y) <= 0) continue;
      let blocked = false;
      for (const j of idx) {
        if (j === ia || j === ib || j === ic) continue;
        const p = ring[j]!;
        if ((p.x === a.x && p.y === a.y) || (p.x === b.x && p.y === b.y) || (p.x === c.x && p.y === c.y)) continue;
        if (insideTriangle(p, a, b, c)) {
          blocked = true;
          break;
        }
      }
      if (blocked) continue;
      out.push([ia, ib, ic]);
      idx.splice(k, 1);
      clipped = true;
      break;
    }
    if (!clipped) break; // not simple: keep what is left as one (possibly non-convex) fan below
  }
  if (idx.length === 3) out.push([idx[0]!, idx[1]!, idx[2]!]);
  else if (idx.length > 3) for (let k = 1; k + 1 < idx.length; k++) out.push([idx[0]!, idx[k]!, idx[k + 1]!]);
  return out;
}

function convexIndices(ring: readonly Point[], piece: readonly number[]): boolean {
  return isConvexRing(piece.map((i) => ring[i]!));
}

/** Merges neighbouring pieces (sharing an edge) while their union stays convex. */
function merge(ring: readonly Point[], pieces: number[][]): number[][] {
  let changed = true;
  while (changed) {
    changed = false;
    outer: for (let i = 0; i < pieces.length; i++) {
      for (let j = i + 1; j < pieces.length; j++) {
        const merged = joinAlongSharedEdge(pieces[i]!, pieces[j]!);
        if (merged && convexIndices(ring, merged)) {
          pieces[i] = merged;
          pieces.splice(j, 1);
          changed = true;
          break outer;
        }
      }
    }
  }
  return pieces;
}

function joinAlongSharedEdge(p: readonly number[], q: readonly number[]): number[] | null {
  for (let a = 0; a < p.length; a++) {
    const u = p[a]!;
    const v = p[(a + 1) % p.length]!;
    for (let b = 0; b < q.length; b++) {
      if (q[b] === v && q[(b + 1) % q.length] === u) {
        // p: ... u v ...; q: ... v u ...  ->  p up to u, then q from after u around to before v, then v ...
        const out: number[] = [];
        for (let k = 0; k <= a; k++) out.push(p[k]!);
        for (let k = 2; k < q.length; k++) out.push(q[(b + k) % q.length]!);
        for (let k = a + 1; k < p.length; k++) out.push(p[k]!);
        return out;
      }
    }
  }
  return null;
}

/** Convex pieces (each counter-clockwise) covering the polygon exactly; [] for a degenerate one. */
export function convexPieces(points: readonly Point[]): Point[][] {
  const ring = cleanRing(points);
  if (ring.length < 3) return [];
  if (isConvexRing(ring)) return [ring];
  return merge(ring, triangulate(ring)).map((piece) => cleanRing(piece.map((i) => ring[i]!))).filter((p) => p.length >= 3);
}
