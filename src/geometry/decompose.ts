/**
 * A simple polygon (either winding, convex or not) as convex pieces: duplicate and collinear
 * vertices dropped, counter-clockwise order, then ear clipping and a greedy merge of neighbouring
 * pieces while the union stays convex (Hertel-Mehlhorn). All turns are decided with exact
 * orientation tests, so the pieces are exactly convex and exactly tile the polygon. Both steps
 * are at most quadratic in the vertex count (`limits.vertices` caps it anyway).
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

/**
 * Ear clipping of a counter-clockwise simple ring: triangles as vertex index triples. The ring is
 * a circular linked list and the scan goes on from the ear just cut rather than starting over,
 * and only reflex vertices are tested against a candidate ear (a vertex inside an ear of a simple
 * polygon makes some reflex vertex lie inside it too; vertices equal to a corner are skipped as
 * before): O(n * r) for r reflex vertices instead of O(n^3).
 */
function triangulate(ring: readonly Point[]): number[][] {
  const n = ring.length;
  const next = new Int32Array(n);
  const prev = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    next[i] = (i + 1) % n;
    prev[i] = (i + n - 1) % n;
  }
  const turn = (i: number) => {
    const a = ring[prev[i]!]!;
    const b = ring[i]!;
    const c = ring[next[i]!]!;
    return orient(a.x, a.y, b.x, b.y, c.x, c.y);
  };
  const reflex = new Uint8Array(n);
  for (let i = 0; i < n; i++) reflex[i] = turn(i) <= 0 ? 1 : 0;
  const alive = new Uint8Array(n).fill(1);
  const isEar = (ib: number): boolean => {
    if (reflex[ib] === 1) return false;
    const ia = prev[ib]!;
    const ic = next[ib]!;
    const a = ring[ia]!;
    const b = ring[ib]!;
    const c = ring[ic]!;
    for (let j = next[ic]!; j !== ia; j = next[j]!) {
      if (reflex[j] !== 1) continue;
      const p = ring[j]!;
      if ((p.x === a.x && p.y === a.y) || (p.x === b.x && p.y === b.y) || (p.x === c.x && p.y === c.y)) continue;
      if (insideTriangle(p, a, b, c)) return false;
    }
    return true;
  };
  const out: number[][] = [];
  let count = n;
  let at = 0;
  let failures = 0;
  while (count > 3 && failures < count) {
    if (isEar(at)) {
      const ia = prev[at]!;
      const ic = next[at]!;
      out.push([ia, at, ic]);
      alive[at] = 0;
      next[ia] = ic;
      prev[ic] = ia;
      count--;
      // Only the two neighbours change their turn.
      reflex[ia] = turn(ia) <= 0 ? 1 : 0;
      reflex[ic] = turn(ic) <= 0 ? 1 : 0;
      at = ia;
      failures = 0;
    } else {
      at = next[at]!;
      failures++;
    }
  }
  const left: number[] = [];
  for (let i = 0; i < n; i++) if (alive[i] === 1) left.push(i);
  // Not simple when no ear was found: keep what is left as one (possibly non-convex) fan.
  const start = left.indexOf(at) >= 0 ? at : left[0]!;
  const order: number[] = [];
  for (let i = start, k = 0; k < count; i = next[i]!, k++) order.push(i);
  if (order.length === 3) out.push([order[0]!, order[1]!, order[2]!]);
  else if (order.length > 3) for (let k = 1; k + 1 < order.length; k++) out.push([order[0]!, order[k]!, order[k + 1]!]);
  return out;
}

/**
 * Hertel-Mehlhorn: drops each diagonal of the triangulation whose two end points stay convex in
 * the merged piece, so neighbouring pieces join while their union is convex. Each diagonal is
 * looked at once, and a merge costs the two pieces' sizes: O(n^2) at worst rather than the
 * repeated all-pairs search it replaces.
 */
function merge(ring: readonly Point[], triangles: number[][]): number[][] {
  const pieces: (number[] | null)[] = triangles.map((t) => [...t]);
  /** Directed edge u -> v to the piece that has it (each piece counter-clockwise). */
  const owner = new Map<number, number>();
  const n = ring.length;
  const key = (u: number, v: number) => u * n + v;
  pieces.forEach((piece, id) => {
    for (let k = 0; k < piece!.length; k++) owner.set(key(piece![k]!, piece![(k + 1) % piece!.length]!), id);
  });
  const convexAt = (a: number, b: number, c: number) => {
    const p = ring[a]!;
    const q = ring[b]!;
    const r = ring[c]!;
    return orient(p.x, p.y, q.x, q.y, r.x, r.y) >= 0;
  };
  const diagonals: [number, number][] = [];
  for (const t of triangles) {
    for (let k = 0; k < 3; k++) {
      const u = t[k]!;
      const v = t[(k + 1) % 3]!;
      if (u < v && owner.has(key(v, u))) diagonals.push([u, v]);
    }
  }
  for (const [u, v] of diagonals) {
    const pId = owner.get(key(u, v));
    const qId = owner.get(key(v, u));
    if (pId === undefined || qId === undefined || pId === qId) continue;
    const p = pieces[pId]!;
    const q = pieces[qId]!;
    const iu = p.indexOf(u);
    const jv = q.indexOf(v);
    // p: ... a u v b ...; q: ... c v u d ...; merged: ... a u d ... c v b ...
    const a = p[(iu + p.length - 1) % p.length]!;
    const b = p[(iu + 2) % p.length]!;
    const c = q[(jv + q.length - 1) % q.length]!;
    const d = q[(jv + 2) % q.length]!;
    if (!convexAt(a, u, d) || !convexAt(c, v, b)) continue;
    const merged: number[] = [];
    for (let k = 0; k <= iu; k++) merged.push(p[k]!);
    for (let k = 2; k < q.length; k++) merged.push(q[(jv + k) % q.length]!);
    for (let k = iu + 1; k < p.length; k++) merged.push(p[k]!);
    owner.delete(key(u, v));
    owner.delete(key(v, u));
    for (let k = 0; k < merged.length; k++) owner.set(key(merged[k]!, merged[(k + 1) % merged.length]!), pId);
    pieces[pId] = merged;
    pieces[qId] = null;
  }
  return pieces.filter((piece): piece is number[] => piece !== null);
}

/** Convex pieces (each counter-clockwise) covering the polygon exactly; [] for a degenerate one. */
export function convexPieces(points: readonly Point[]): Point[][] {
  const ring = cleanRing(points);
  if (ring.length < 3) return [];
  if (isConvexRing(ring)) return [ring];
  return merge(ring, triangulate(ring)).map((piece) => cleanRing(piece.map((i) => ring[i]!))).filter((p) => p.length >= 3);
}
