/**
 * The exact closest approach of a moving squadron (`armada.squadron.move`,
 * `armada.squadron.no-overlap`): of every legal end position of the squadron's centre, the one
 * whose base is closest to a target (a ship's footprint with its shield dials, or a squadron's
 * base), and that distance.
 *
 * The legal region F is the reach disc, less the keep-out regions (points within the squadron's
 * radius of a ship's footprint: a rectangle grown into a rounded rectangle; points within two radii
 * of another squadron's centre), inside the play area shrunk by the radius. Touching is legal, so F
 * is closed. The distance from a point to a convex target has no local minimum outside the
 * target, and no target reaches into F (every target is itself kept out of), so the minimum over
 * F lies on F's boundary: either where two boundary curves meet, at the end of a boundary segment,
 * or at a point where the distance, followed along one curve, stops falling. Those candidates are
 * finite and computed in closed form (circle-circle, segment-circle and segment-segment crossings;
 * the points of each curve nearest the target's centre, corners and edge normals), so the answer
 * is exact up to floating point, not sampled.
 *
 * Work is kept near-linear in the pieces near the squadron: only curves that reach the disc are
 * considered, keep-outs are bucketed in a grid for the legality test, and each target scans the
 * candidates in order of a lower bound on their distance, stopping when no closer one can remain.
 */
import { overlaps } from '../geometry/index.ts';
import type { Circle, Point, Rect } from '../geometry/shapes.ts';
import { rectCorners } from '../geometry/arc.ts';
import { SQUADRON_RADIUS } from './catalog/bases.ts';

/** A region the squadron's centre may not enter (open: its boundary is legal). */
export interface KeepOut {
  /** The piece kept out of: a ship's footprint (rect) or another squadron's base (circle). */
  readonly shape: Rect | Circle;
}

/** The squadron's legal end region: where its centre may end. */
export interface LegalRegion {
  readonly from: Point;
  readonly reach: number;
  readonly width: number;
  readonly height: number;
  readonly keepOut: readonly KeepOut[];
}

/** A target: a convex piece the squadron wants to get close to. */
export type Target = Rect | Circle;

export interface ClosestEnd {
  /** The legal end position of the squadron's centre closest to the target. */
  readonly point: Point;
  /** mm from the squadron's base there to the target (0 when touching). */
  readonly distance: number;
}

type Seg = { readonly kind: 'seg'; readonly ax: number; readonly ay: number; readonly bx: number; readonly by: number };
type Circ = { readonly kind: 'circ'; readonly cx: number; readonly cy: number; readonly r: number };
type Curve = Seg | Circ;

/** Points this close to a curve are taken as on it (computed crossings carry rounding). */
const ON = 1e-9;
const CELL = 40;

/** The boundary curves of one keep-out region. */
function curvesOf(piece: Rect | Circle): Curve[] {
  if (piece.kind === 'circle') return [{ kind: 'circ', cx: piece.x, cy: piece.y, r: piece.radius + SQUADRON_RADIUS }];
  const corners = rectCorners(piece);
  const normals = edgeNormals(corners);
  const curves: Curve[] = [];
  const d = SQUADRON_RADIUS;
  for (let i = 0; i < 4; i++) {
    const p = corners[i]!;
    const q = corners[(i + 1) % 4]!;
    const n = normals[i]!;
    curves.push({ kind: 'seg', ax: p.x + n.x * d, ay: p.y + n.y * d, bx: q.x + n.x * d, by: q.y + n.y * d });
    curves.push({ kind: 'circ', cx: p.x, cy: p.y, r: d });
  }
  return curves;
}

function segDistance(s: Seg, x: number, y: number): number {
  const dx = s.bx - s.ax;
  const dy = s.by - s.ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - s.ax) * dx + (y - s.ay) * dy) / len2));
  return Math.hypot(s.ax + t * dx - x, s.ay + t * dy - y);
}

/** Whether a curve comes within the disc (centre, radius). */
function reachesDisc(curve: Curve, x: number, y: number, radius: number): boolean {
  if (curve.kind === 'circ') return Math.hypot(curve.cx - x, curve.cy - y) <= radius + curve.r + ON;
  return segDistance(curve, x, y) <= radius + ON;
}

function crossings(a: Curve, b: Curve, out: Point[]): void {
  if (a.kind === 'circ' && b.kind === 'circ') return circleCircle(a, b, out);
  if (a.kind === 'seg' && b.kind === 'seg') return segSeg(a, b, out);
  return a.kind === 'seg' ? segCircle(a, b as Circ, out) : segCircle(b as Seg, a, out);
}

function circleCircle(a: Circ, b: Circ, out: Point[]): void {
  const dx = b.cx - a.cx;
  const dy = b.cy - a.cy;
  const d = Math.hypot(dx, dy);
  if (d === 0 || d > a.r + b.r + ON || d < Math.abs(a.r - b.r) - ON) return;
  const along = (a.r * a.r - b.r * b.r + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, a.r * a.r - along * along));
  const mx = a.cx + (along * dx) / d;
  const my = a.cy + (along * dy) / d;
  out.push({ x: mx - (h * dy) / d, y: my + (h * dx) / d });
  if (h > 0) out.push({ x: mx + (h * dy) / d, y: my - (h * dx) / d });
}

function segCircle(s: Seg, c: Circ, out: Point[]): void {
  const dx = s.bx - s.ax;
  const dy = s.by - s.ay;
  const fx = s.ax - c.cx;
  const fy = s.ay - c.cy;
  const A = dx * dx + dy * dy;
  if (A === 0) return;
  const B = 2 * (fx * dx + fy * dy);
  const C = fx * fx + fy * fy - c.r * c.r;
  let disc = B * B - 4 * A * C;
  // A tangent line computed a hair short of the circle still touches it.
  if (disc < 0) {
    if (disc < -4 * A * ON * (2 * c.r + ON)) return;
    disc = 0;
  }
  const root = Math.sqrt(disc);
  for (const t of disc === 0 ? [-B / (2 * A)] : [(-B - root) / (2 * A), (-B + root) / (2 * A)]) {
    if (t >= -ON && t <= 1 + ON) out.push({ x: s.ax + t * dx, y: s.ay + t * dy });
  }
}

function segSeg(p: Seg, q: Seg, out: Point[]): void {
  const rx = p.bx - p.ax;
  const ry = p.by - p.ay;
  const sx = q.bx - q.ax;
  const sy = q.by - q.ay;
  const den = rx * sy - ry * sx;
  if (den === 0) return; // Parallel: their ends are candidates already.
  const qpx = q.ax - p.ax;
  const qpy = q.ay - p.ay;
  const t = (qpx * sy - qpy * sx) / den;
  const u = (qpx * ry - qpy * rx) / den;
  if (t >= -ON && t <= 1 + ON && u >= -ON && u <= 1 + ON) out.push({ x: p.ax + t * rx, y: p.ay + t * ry });
}

/** The points of a curve where the distance to `target`, followed along the curve, may stop falling. */
function criticalPoints(curve: Curve, target: Target, corners: readonly Point[] | null, normals: readonly Point[] | null, out: Point[]): void {
  const towards: Point[] = target.kind === 'circle' ? [{ x: target.x, y: target.y }] : [...corners!];
  if (curve.kind === 'seg') {
    const dx = curve.bx - curve.ax;
    const dy = curve.by - curve.ay;
    const len2 = dx * dx + dy * dy;
    for (const v of towards) {
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((v.x - curve.ax) * dx + (v.y - curve.ay) * dy) / len2));
      out.push({ x: curve.ax + t * dx, y: curve.ay + t * dy });
    }
    return;
  }
  for (const v of towards) {
    const d = Math.hypot(v.x - curve.cx, v.y - curve.cy);
    if (d > 0) out.push({ x: curve.cx + (curve.r * (v.x - curve.cx)) / d, y: curve.cy + (curve.r * (v.y - curve.cy)) / d });
    // Centred on the target: every point of the circle is as close. When the whole circle is
    // legal no crossing lies on it, so any point of it stands for them all.
    else out.push({ x: curve.cx + curve.r, y: curve.cy }, { x: curve.cx, y: curve.cy + curve.r }, { x: curve.cx - curve.r, y: curve.cy }, { x: curve.cx, y: curve.cy - curve.r });
  }
  // Against an edge, the distance falls fastest against the edge's outward normal.
  for (const n of normals ?? []) out.push({ x: curve.cx - curve.r * n.x, y: curve.cy - curve.r * n.y });
}

/** Distance from a point to a target piece (0 inside), by formula. */
function pointTo(target: Target, corners: readonly Point[] | null, x: number, y: number): number {
  if (target.kind === 'circle') return Math.max(0, Math.hypot(x - target.x, y - target.y) - target.radius);
  let best = Infinity;
  let left = 0;
  let right = 0;
  for (let i = 0; i < 4; i++) {
    const p = corners![i]!;
    const q = corners![(i + 1) % 4]!;
    best = Math.min(best, segDistance({ kind: 'seg', ax: p.x, ay: p.y, bx: q.x, by: q.y }, x, y));
    const side = (q.x - p.x) * (y - p.y) - (q.y - p.y) * (x - p.x);
    if (side > 0) left++;
    else if (side < 0) right++;
  }
  // Inside: on the same side of every edge, whichever way the corners run.
  return left === 0 || right === 0 ? 0 : best;
}

function boundingOf(target: Target): { x: number; y: number; r: number } {
  if (target.kind === 'circle') return { x: target.x, y: target.y, r: target.radius };
  return { x: target.x, y: target.y, r: Math.hypot(target.width, target.length) / 2 };
}

function curveLowerBound(curve: Curve, x: number, y: number): number {
  if (curve.kind === 'circ') return Math.max(0, Math.hypot(curve.cx - x, curve.cy - y) - curve.r);
  return segDistance(curve, x, y);
}

/**
 * The legal region of one squadron's move, prepared once for any number of targets: the curves
 * of its boundary near the reach disc, the keep-outs bucketed by grid cell, and every legal
 * crossing and segment end of those curves.
 */
export class ReachRegion {
  private readonly curves: Curve[];
  private readonly cells = new Map<string, KeepOut[]>();
  /** Legal candidates that do not depend on the target, bucketed by grid cell. */
  private readonly fixed = new Map<string, Point[]>();
  /** Per curve, where the other curves cross it. */
  private readonly cuts: Point[][];

  constructor(private readonly region: LegalRegion) {
    const { from, reach, width, height } = region;
    const r = SQUADRON_RADIUS;
    const all: Curve[] = [{ kind: 'circ', cx: from.x, cy: from.y, r: reach }];
    if (width > 2 * r && height > 2 * r) {
      const x0 = r;
      const x1 = width - r;
      const y0 = r;
      const y1 = height - r;
      all.push({ kind: 'seg', ax: x0, ay: y0, bx: x1, by: y0 }, { kind: 'seg', ax: x1, ay: y0, bx: x1, by: y1 },
        { kind: 'seg', ax: x1, ay: y1, bx: x0, by: y1 }, { kind: 'seg', ax: x0, ay: y1, bx: x0, by: y0 });
    }
    for (const keep of region.keepOut) {
      const curves = curvesOf(keep.shape);
      if (!curves.some((c) => reachesDisc(c, from.x, from.y, reach))) continue;
      all.push(...curves);
      const b = boundingOf(keep.shape);
      const grow = b.r + r;
      for (let cx = Math.floor((b.x - grow) / CELL); cx <= Math.floor((b.x + grow) / CELL); cx++) {
        for (let cy = Math.floor((b.y - grow) / CELL); cy <= Math.floor((b.y + grow) / CELL); cy++) {
          const key = `${cx},${cy}`;
          const list = this.cells.get(key);
          if (list === undefined) this.cells.set(key, [keep]);
          else list.push(keep);
        }
      }
    }
    this.curves = all.filter((c) => reachesDisc(c, from.x, from.y, reach));
    const points: Point[] = [{ x: from.x, y: from.y }];
    this.cuts = this.curves.map(() => []);
    for (let i = 0; i < this.curves.length; i++) {
      const a = this.curves[i]!;
      if (a.kind === 'seg') points.push({ x: a.ax, y: a.ay }, { x: a.bx, y: a.by });
      for (let j = i + 1; j < this.curves.length; j++) {
        const before = points.length;
        crossings(a, this.curves[j]!, points);
        // Each crossing cuts both curves (the boundary's pieces run between cuts).
        for (let k = before; k < points.length; k++) {
          this.cuts[i]!.push(points[k]!);
          this.cuts[j]!.push(points[k]!);
        }
      }
    }
    for (const p of points) {
      if (!this.legal(p)) continue;
      const key = `${Math.floor(p.x / CELL)},${Math.floor(p.y / CELL)}`;
      const list = this.fixed.get(key);
      if (list === undefined) this.fixed.set(key, [p]);
      else list.push(p);
    }
  }

  /** Whether the squadron's centre may end at `p`: within reach, inside the play area, overlapping nothing (touching is fine). */
  legal(p: Point): boolean {
    const { from, reach, width, height } = this.region;
    const r = SQUADRON_RADIUS;
    if (Math.hypot(p.x - from.x, p.y - from.y) > reach + ON) return false;
    if (p.x < r - ON || p.x > width - r + ON || p.y < r - ON || p.y > height - r + ON) return false;
    const near = this.cells.get(`${Math.floor(p.x / CELL)},${Math.floor(p.y / CELL)}`);
    if (near === undefined) return true;
    const base: Circle = { kind: 'circle', x: p.x, y: p.y, radius: r };
    for (const keep of near) if (overlaps(base, keep.shape)) return false;
    return true;
  }

  /** See `regionBoundary`. */
  boundary(): BoundaryPiece[] {
    if (this.region.reach <= 0) return [];
    const out: BoundaryPiece[] = [];
    for (let i = 0; i < this.curves.length; i++) {
      const c = this.curves[i]!;
      const us = [...new Set(this.cuts[i]!.map((p) => along(c, p)))].sort((a, b) => a - b);
      if (c.kind === 'seg') {
        const stops = [0, ...us.filter((u) => u > 0 && u < 1), 1];
        for (let k = 0; k + 1 < stops.length; k++) {
          const u0 = stops[k]!;
          const u1 = stops[k + 1]!;
          if (u1 - u0 <= 1e-12 || !this.legal(pointAt(c, (u0 + u1) / 2))) continue;
          out.push({ kind: 'segment', start: pointAt(c, u0), end: pointAt(c, u1) });
        }
        continue;
      }
      const centre = { x: c.cx, y: c.cy };
      if (us.length === 0) {
        if (this.legal(pointAt(c, 0))) out.push({ kind: 'circle', centre, radius: c.r });
        continue;
      }
      for (let k = 0; k < us.length; k++) {
        const u0 = us[k]!;
        const u1 = k + 1 < us.length ? us[k + 1]! : us[0]! + 2 * Math.PI;
        if (u1 - u0 <= 1e-12 || !this.legal(pointAt(c, (u0 + u1) / 2))) continue;
        out.push({ kind: 'arc', centre, radius: c.r, start: pointAt(c, u0), end: pointAt(c, u1) });
      }
    }
    return out;
  }

  /** The legal end closest to the target, or null when no end is legal (nowhere to go). */
  closestTo(target: Target): ClosestEnd | null {
    const corners = target.kind === 'rect' ? rectCorners(target) : null;
    const normals = corners === null ? null : edgeNormals(corners);
    const bound = boundingOf(target);
    let best: Point | null = null;
    let bestD = Infinity;
    const consider = (p: Point, checked: boolean) => {
      const d = pointTo(target, corners, p.x, p.y);
      if (d < bestD - 1e-12 && (checked || this.legal(p))) {
        best = p;
        bestD = d;
      }
    };
    // The target-free candidates, cell by cell, nearest cells first.
    const cells = [...this.fixed.entries()].map(([key, list]) => {
      const [cx, cy] = key.split(',').map(Number) as [number, number];
      const gx = Math.max(cx * CELL - bound.x, 0, bound.x - (cx + 1) * CELL);
      const gy = Math.max(cy * CELL - bound.y, 0, bound.y - (cy + 1) * CELL);
      return { lower: Math.max(0, Math.hypot(gx, gy) - bound.r), list };
    }).sort((a, b) => a.lower - b.lower);
    for (const cell of cells) {
      if (cell.lower > bestD) break;
      for (const p of cell.list) consider(p, true);
    }
    // The points where the distance stops falling along a curve, curves nearest first.
    const order = this.curves.map((curve) => ({ curve, lower: Math.max(0, curveLowerBound(curve, bound.x, bound.y) - bound.r) }))
      .sort((a, b) => a.lower - b.lower);
    const found: Point[] = [];
    for (const { curve, lower } of order) {
      if (lower > bestD) break;
      found.length = 0;
      criticalPoints(curve, target, corners, normals, found);
      for (const p of found) consider(p, false);
    }
    if (best === null) return null;
    return { point: best, distance: Math.max(0, bestD - SQUADRON_RADIUS) };
  }
}

/**
 * One piece of the legal region's boundary, for the squadron's centre: a straight edge, an arc
 * from `start` to `end` counter-clockwise (x right, y up) about `centre`, or a whole circle.
 */
export type BoundaryPiece =
  | { readonly kind: 'segment'; readonly start: Point; readonly end: Point }
  | { readonly kind: 'arc'; readonly centre: Point; readonly radius: number; readonly start: Point; readonly end: Point }
  | { readonly kind: 'circle'; readonly centre: Point; readonly radius: number };

/** Where a point lies along a curve: the fraction along a segment, the angle (0..2 pi) about a circle's centre. */
function along(curve: Curve, p: Point): number {
  if (curve.kind === 'seg') {
    const dx = curve.bx - curve.ax;
    const dy = curve.by - curve.ay;
    const len2 = dx * dx + dy * dy;
    return len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - curve.ax) * dx + (p.y - curve.ay) * dy) / len2));
  }
  const a = Math.atan2(p.y - curve.cy, p.x - curve.cx);
  return a < 0 ? a + 2 * Math.PI : a;
}

function pointAt(curve: Curve, u: number): Point {
  if (curve.kind === 'seg') return { x: curve.ax + u * (curve.bx - curve.ax), y: curve.ay + u * (curve.by - curve.ay) };
  return { x: curve.cx + curve.r * Math.cos(u), y: curve.cy + curve.r * Math.sin(u) };
}

/**
 * The boundary of the legal region: each curve cut where another crosses it, and the pieces
 * whose midpoint is legal kept (a piece between two crossings is wholly on the boundary or wholly
 * off it). Exact curves; only the membership test uses a point.
 */
export function regionBoundary(region: ReachRegion): BoundaryPiece[] {
  return region.boundary();
}

/** Outward unit normals of a rectangle's edges (corner i to corner i + 1), whichever way the corners run. */
function edgeNormals(corners: readonly Point[]): Point[] {
  let area = 0;
  for (let i = 0; i < 4; i++) {
    const p = corners[i]!;
    const q = corners[(i + 1) % 4]!;
    area += p.x * q.y - q.x * p.y;
  }
  const sign = area > 0 ? 1 : -1;
  return corners.map((p, i) => {
    const q = corners[(i + 1) % 4]!;
    const len = Math.hypot(q.x - p.x, q.y - p.y);
    return { x: (sign * (q.y - p.y)) / len, y: (sign * -(q.x - p.x)) / len };
  });
}
