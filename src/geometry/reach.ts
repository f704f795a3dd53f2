/**
 * How far a piece reaches beyond the inner arc of a holed sector (part of an arc strip), inside
 * the sector's wedge. A piece overlaps the band only if it reaches more than CONTACT_TOLERANCE
 * beyond the inner radius there (a shape resting in the hole against the inner arc touches it).
 *
 * The farthest point of (piece within the wedge) from the centre is a vertex of the piece inside
 * the wedge, a crossing of a piece edge with a wedge boundary ray, or, for round pieces, the
 * farthest point of the circle in the centre's direction or its crossing with a boundary ray.
 * Each comparison is made in floating point and, within rounding of the threshold, exactly
 * (squared, on BigInt dyadics). One case stays floating point: where an arc strip's boundary
 * ray crosses another arc strip's outer arc (two templates against each other), the crossing is
 * compared with a 1e-9 relative guard.
 */
import type { Piece, SectorPiece } from './pieces.ts';
import { fixedSupports, directionInSweep } from './support.ts';
import { add, cross, diff, dot, exact, mul, neg, sign, signSqrtForm, signSqrtSum, sub, type Dyadic } from './exact.ts';
import { CONTACT_TOLERANCE } from './shapes.ts';

const TOL = exact(CONTACT_TOLERANCE);

function inWedge(s: SectorPiece, x: number, y: number): boolean {
  return directionInSweep(s, x - s.cx, y - s.cy, () => [diff(x, s.cx), diff(y, s.cy)]);
}

/** Exact |(x, y) - c| > t. */
function fartherThan(s: SectorPiece, x: number, y: number, t: number, tExact: () => Dyadic): boolean {
  const dx = x - s.cx;
  const dy = y - s.cy;
  const v = dx * dx + dy * dy - t * t;
  const err = 1e-14 * (dx * dx + dy * dy + t * t);
  if (v > err) return true;
  if (v < -err) return false;
  const ex = diff(x, s.cx);
  const ey = diff(y, s.cy);
  return sign(sub(dot(ex, ey, ex, ey), mul(tExact(), tExact()))) > 0;
}

/** Boundary rays of the wedge: direction from the centre to each outer corner. */
function rays(s: SectorPiece): [number, number][] {
  return [
    [s.lx, s.ly],
    [s.rx, s.ry],
  ];
}

/** Exact: segment p -> q crosses the ray from the centre through (ox, oy) at a distance > t. */
function edgeCrossesRayBeyond(s: SectorPiece, px: number, py: number, qx: number, qy: number, ox: number, oy: number, t: number, tExact: () => Dyadic): boolean {
  const dx = ox - s.cx;
  const dy = oy - s.cy;
  const ex = qx - px;
  const ey = qy - py;
  const wx = px - s.cx;
  const wy = py - s.cy;
  const den = dx * ey - dy * ex;
  const scale = (Math.abs(dx) + Math.abs(dy)) * (Math.abs(ex) + Math.abs(ey));
  if (scale === 0) return false;
  if (Math.abs(den) > 1e-9 * scale) {
    const tt = (wx * dy - wy * dx) / den;
    const ss = (wx * ey - wy * ex) / den;
    const dist = ss * Math.hypot(dx, dy);
    const margin = 1e-9;
    if (tt < -margin || tt > 1 + margin || dist < t - margin * (1 + Math.abs(t) + Math.abs(dist))) return false;
    if (tt > margin && tt < 1 - margin && dist > t + margin * (1 + Math.abs(t) + Math.abs(dist))) return true;
  }
  // Exact: den, the parameters' numerators, and the distance comparison.
  const Dx = diff(ox, s.cx);
  const Dy = diff(oy, s.cy);
  const Ex = diff(qx, px);
  const Ey = diff(qy, py);
  const Wx = diff(px, s.cx);
  const Wy = diff(py, s.cy);
  let d = cross(Dx, Dy, Ex, Ey);
  let tn = cross(Wx, Wy, Dx, Dy);
  let sn = cross(Wx, Wy, Ex, Ey);
  if (sign(d) === 0) return false; // parallel: the vertices decide
  if (sign(d) < 0) {
    d = neg(d);
    tn = neg(tn);
    sn = neg(sn);
  }
  if (sign(tn) < 0 || sign(sub(tn, d)) > 0 || sign(sn) < 0) return false;
  // sn / d * |D| > t  <=>  sn sqrt(D.D) - t d > 0
  return signSqrtForm(neg(mul(tExact(), d)), sn, dot(Dx, Dy, Dx, Dy)) > 0;
}

function segmentsOf(p: Piece): [number, number, number, number][] {
  if (p.kind === 'poly') {
    const f = p.flat;
    const n = f[0]!;
    const out: [number, number, number, number][] = [];
    for (let i = 0; i < n; i++) {
      const j = i + 1 === n ? 0 : i + 1;
      out.push([f[1 + 2 * i]!, f[2 + 2 * i]!, f[1 + 2 * j]!, f[2 + 2 * j]!]);
    }
    return out;
  }
  if (p.kind === 'sector')
    return [
      [p.cx, p.cy, p.rx, p.ry],
      [p.lx, p.ly, p.cx, p.cy],
    ];
  return [];
}

function discReach(d: { x: number; y: number; r: number }, s: SectorPiece, t: number, tExact: () => Dyadic): boolean {
  const wx = d.x - s.cx;
  const wy = d.y - s.cy;
  if (wx === 0 && wy === 0) {
    const v = d.r - t;
    if (Math.abs(v) > 1e-15 * (d.r + t)) return v > 0;
    return sign(sub(exact(d.r), tExact())) > 0;
  }
  if (inWedge(s, d.x, d.y)) {
    // |w| + r > t
    const v = Math.hypot(wx, wy) + d.r - t;
    if (Math.abs(v) > 1e-12 * (Math.hypot(wx, wy) + d.r + t)) return v > 0;
    return signSqrtForm(sub(exact(d.r), tExact()), exact(1), dot(diff(d.x, s.cx), diff(d.y, s.cy), diff(d.x, s.cx), diff(d.y, s.cy))) > 0;
  }
  for (const [ox, oy] of rays(s)) {
    const dx = ox - s.cx;
    const dy = oy - s.cy;
    const dd = dx * dx + dy * dy;
    const cr = dx * wy - dy * wx;
    const disc = d.r * d.r * dd - cr * cr;
    const dw = dx * wx + dy * wy;
    const value = disc >= 0 ? dw + Math.sqrt(disc) - t * Math.sqrt(dd) : -Infinity;
    const err = 1e-12 * (Math.abs(dw) + d.r * Math.sqrt(dd) + t * Math.sqrt(dd));
    if (value > err) return true;
    if (value < -err && disc > 1e-12 * d.r * d.r * dd) continue;
    const Dx = diff(ox, s.cx);
    const Dy = diff(oy, s.cy);
    const Wx = diff(d.x, s.cx);
    const Wy = diff(d.y, s.cy);
    const DD = dot(Dx, Dy, Dx, Dy);
    const CR = cross(Dx, Dy, Wx, Wy);
    const R = exact(d.r);
    const DISC = sub(mul(mul(R, R), DD), mul(CR, CR));
    if (sign(DISC) < 0) continue;
    if (signSqrtSum(dot(Dx, Dy, Wx, Wy), exact(1), DISC, neg(tExact()), DD) > 0) return true;
  }
  return false;
}

function sectorArcReach(p: SectorPiece, s: SectorPiece, t: number, tExact: () => Dyadic): boolean {
  const ux = p.cx - s.cx;
  const uy = p.cy - s.cy;
  if (ux !== 0 || uy !== 0) {
    const getU = (): [Dyadic, Dyadic] => [diff(p.cx, s.cx), diff(p.cy, s.cy)];
    if (directionInSweep(p, ux, uy, getU) && directionInSweep(s, ux, uy, getU)) {
      const [Ux, Uy] = getU();
      if (signSqrtForm(sub(exact(p.outer), tExact()), exact(1), dot(Ux, Uy, Ux, Uy)) > 0) return true;
    }
  }
  // Crossings of the wedge's rays with the other piece's outer arc (floating point with a guard).
  for (const [ox, oy] of rays(s)) {
    const dx = ox - s.cx;
    const dy = oy - s.cy;
    const len = Math.hypot(dx, dy);
    const ex = dx / len;
    const ey = dy / len;
    const proj = ex * (p.cx - s.cx) + ey * (p.cy - s.cy);
    const perp = ex * (p.cy - s.cy) - ey * (p.cx - s.cx);
    const disc = p.outer * p.outer - perp * perp;
    if (disc < 0) continue;
    for (const root of [proj + Math.sqrt(disc), proj - Math.sqrt(disc)]) {
      if (root < 0) continue;
      const x = s.cx + ex * root;
      const y = s.cy + ey * root;
      if (!directionInSweep(p, x - p.cx, y - p.cy, () => [diff(x, p.cx), diff(y, p.cy)])) continue;
      if (root > t * (1 + 1e-9) + 1e-12) return true;
    }
  }
  return false;
}

/** The exact threshold inner + tolerance, computed only if a comparison needs it. */
function lazyThreshold(inner: number): () => Dyadic {
  let value: Dyadic | null = null;
  return () => (value ??= add(exact(inner), TOL));
}

/** Exact (but see the header): the piece reaches more than the tolerance beyond the inner arc, inside the wedge. */
export function reachBeyondInner(p: Piece, s: SectorPiece): boolean {
  const t = s.inner + CONTACT_TOLERANCE;
  const tExact = lazyThreshold(s.inner);
  if (p.kind === 'disc') return discReach(p, s, t, tExact);
  for (const v of fixedSupports(p)) if (inWedge(s, v.x, v.y) && fartherThan(s, v.x, v.y, t, tExact)) return true;
  for (const [px, py, qx, qy] of segmentsOf(p)) for (const [ox, oy] of rays(s)) if (edgeCrossesRayBeyond(s, px, py, qx, qy, ox, oy, t, tExact)) return true;
  if (p.kind === 'sector') return sectorArcReach(p, s, t, tExact);
  return false;
}

/**
 * A lower bound of the reach beyond the inner arc that moves by at most the distance the piece
 * moves: the best, over some points of the piece, of min(distance beyond the inner radius, depth
 * inside the wedge).
 */
export function reachDepthLowerBound(p: Piece, s: SectorPiece): number {
  const points: { x: number; y: number }[] = [];
  if (p.kind === 'disc') {
    const wx = p.x - s.cx;
    const wy = p.y - s.cy;
    const w = Math.hypot(wx, wy);
    points.push(w === 0 ? { x: p.x, y: p.y } : { x: p.x + (p.r * wx) / w, y: p.y + (p.r * wy) / w });
  } else {
    for (const v of fixedSupports(p)) points.push(v);
  }
  const lx = s.lx - s.cx;
  const ly = s.ly - s.cy;
  const rx = s.rx - s.cx;
  const ry = s.ry - s.cy;
  const ll = Math.hypot(lx, ly);
  const rl = Math.hypot(rx, ry);
  let best = -Infinity;
  for (const v of points) {
    const wx = v.x - s.cx;
    const wy = v.y - s.cy;
    const wedge = Math.min(-(lx * wy - ly * wx) / ll, -(wx * ry - wy * rx) / rl);
    const value = Math.min(Math.hypot(wx, wy) - s.inner, wedge);
    if (value > best) best = value;
  }
  return best;
}
