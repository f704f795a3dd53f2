/**
 * Boundary features of pieces (segments and arcs) and the closest points between two features,
 * in floating point: used for distances and their witness points, never for overlap decisions.
 */
import type { Piece } from './pieces.ts';
import type { Point } from './shapes.ts';
import { orient } from './orient.ts';

export interface Segment {
  readonly kind: 'seg';
  readonly ax: number;
  readonly ay: number;
  readonly bx: number;
  readonly by: number;
}

/** An arc of a circle, clockwise from direction L to direction R (at most 90 degrees), or the whole circle. */
export interface Arc {
  readonly kind: 'arc';
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  readonly full: boolean;
  readonly lx: number;
  readonly ly: number;
  readonly rx: number;
  readonly ry: number;
}

export type Feature = Segment | Arc;

export interface Closest {
  d: number;
  ax: number;
  ay: number;
  bx: number;
  by: number;
}

export function featuresOf(piece: Piece): Feature[] {
  switch (piece.kind) {
    case 'poly': {
      const f = piece.flat;
      const n = f[0]!;
      const out: Feature[] = [];
      for (let i = 0; i < n; i++) {
        const j = i + 1 === n ? 0 : i + 1;
        out.push({ kind: 'seg', ax: f[1 + 2 * i]!, ay: f[2 + 2 * i]!, bx: f[1 + 2 * j]!, by: f[2 + 2 * j]! });
      }
      return out;
    }
    case 'disc':
      return [{ kind: 'arc', cx: piece.x, cy: piece.y, r: piece.r, full: true, lx: 0, ly: 1, rx: 0, ry: 1 }];
    case 'sector': {
      const dirs = { lx: piece.lx - piece.cx, ly: piece.ly - piece.cy, rx: piece.rx - piece.cx, ry: piece.ry - piece.cy };
      const out: Feature[] = [
        { kind: 'seg', ax: piece.ilx, ay: piece.ily, bx: piece.lx, by: piece.ly },
        { kind: 'seg', ax: piece.irx, ay: piece.iry, bx: piece.rx, by: piece.ry },
        { kind: 'arc', cx: piece.cx, cy: piece.cy, r: piece.outer, full: false, ...dirs },
      ];
      if (piece.inner > 0) out.push({ kind: 'arc', cx: piece.cx, cy: piece.cy, r: piece.inner, full: false, ...dirs });
      return out;
    }
  }
}

function inRange(arc: Arc, nx: number, ny: number): boolean {
  if (arc.full) return true;
  return arc.lx * ny - arc.ly * nx <= 0 && nx * arc.ry - ny * arc.rx <= 0;
}

function arcEnds(arc: Arc): Point[] {
  if (arc.full) return [];
  const l = Math.hypot(arc.lx, arc.ly);
  const r = Math.hypot(arc.rx, arc.ry);
  return [
    { x: arc.cx + (arc.r * arc.lx) / l, y: arc.cy + (arc.r * arc.ly) / l },
    { x: arc.cx + (arc.r * arc.rx) / r, y: arc.cy + (arc.r * arc.ry) / r },
  ];
}

function pointOnSegment(px: number, py: number, s: Segment): Point {
  const ex = s.bx - s.ax;
  const ey = s.by - s.ay;
  const ll = ex * ex + ey * ey;
  let t = ll === 0 ? 0 : ((px - s.ax) * ex + (py - s.ay) * ey) / ll;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  return { x: s.ax + t * ex, y: s.ay + t * ey };
}

function pointOnArc(px: number, py: number, arc: Arc): Point {
  const dx = px - arc.cx;
  const dy = py - arc.cy;
  const len = Math.hypot(dx, dy);
  if (len > 0 && inRange(arc, dx, dy)) return { x: arc.cx + (arc.r * dx) / len, y: arc.cy + (arc.r * dy) / len };
  if (arc.full) return { x: arc.cx + arc.r, y: arc.cy };
  let best: Point = { x: NaN, y: NaN };
  let bestD = Infinity;
  for (const e of arcEnds(arc)) {
    const d = Math.hypot(e.x - px, e.y - py);
    if (d < bestD) {
      bestD = d;
      best = e;
    }
  }
  return best;
}

function closestOn(f: Feature, px: number, py: number): Point {
  return f.kind === 'seg' ? pointOnSegment(px, py, f) : pointOnArc(px, py, f);
}

function consider(best: Closest, ax: number, ay: number, bx: number, by: number): void {
  const d = Math.hypot(ax - bx, ay - by);
  if (d < best.d) {
    best.d = d;
    best.ax = ax;
    best.ay = ay;
    best.bx = bx;
    best.by = by;
  }
}

/** Points where segment s meets the circle of arc (within the arc's range). */
function segmentCircleCrossings(s: Segment, arc: Arc): Point[] {
  const ex = s.bx - s.ax;
  const ey = s.by - s.ay;
  const fx = s.ax - arc.cx;
  const fy = s.ay - arc.cy;
  const a = ex * ex + ey * ey;
  if (a === 0) return [];
  const b = 2 * (fx * ex + fy * ey);
  const c = fx * fx + fy * fy - arc.r * arc.r;
  const disc = b * b - 4 * a * c;
  if (disc < 0) return [];
  const out: Point[] = [];
  for (const t of [(-b - Math.sqrt(disc)) / (2 * a), (-b + Math.sqrt(disc)) / (2 * a)]) {
    if (t < 0 || t > 1) continue;
    const x = s.ax + t * ex;
    const y = s.ay + t * ey;
    if (inRange(arc, x - arc.cx, y - arc.cy)) out.push({ x, y });
  }
  return out;
}

function circleCrossings(p: Arc, q: Arc): Point[] {
  const dx = q.cx - p.cx;
  const dy = q.cy - p.cy;
  const d = Math.hypot(dx, dy);
  if (d === 0 || d > p.r + q.r || d < Math.abs(p.r - q.r)) return [];
  const a = (p.r * p.r - q.r * q.r + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, p.r * p.r - a * a));
  const mx = p.cx + (a * dx) / d;
  const my = p.cy + (a * dy) / d;
  const out: Point[] = [];
  for (const sgn of [1, -1]) {
    const x = mx - (sgn * h * dy) / d;
    const y = my + (sgn * h * dx) / d;
    if (inRange(p, x - p.cx, y - p.cy) && inRange(q, x - q.cx, y - q.cy)) out.push({ x, y });
  }
  return out;
}

/**
 * Where two segments meet, decided with exact orientation tests (nearly parallel segments a hair
 * apart must not be taken for crossing ones); collinear overlapping segments meet at an endpoint.
 */
function segmentsCross(s: Segment, t: Segment): Point | null {
  const d1 = Math.sign(orient(t.ax, t.ay, t.bx, t.by, s.ax, s.ay));
  const d2 = Math.sign(orient(t.ax, t.ay, t.bx, t.by, s.bx, s.by));
  const d3 = Math.sign(orient(s.ax, s.ay, s.bx, s.by, t.ax, t.ay));
  const d4 = Math.sign(orient(s.ax, s.ay, s.bx, s.by, t.bx, t.by));
  if (d1 * d2 > 0 || d3 * d4 > 0) return null;
  if (d1 === 0 && d2 === 0) {
    // Collinear: an endpoint of one lying on the other is a common point.
    const on = (px: number, py: number, g: Segment) => (px - g.ax) * (px - g.bx) <= 0 && (py - g.ay) * (py - g.by) <= 0;
    if (on(s.ax, s.ay, t)) return { x: s.ax, y: s.ay };
    if (on(s.bx, s.by, t)) return { x: s.bx, y: s.by };
    if (on(t.ax, t.ay, s)) return { x: t.ax, y: t.ay };
    if (on(t.bx, t.by, s)) return { x: t.bx, y: t.by };
    return null;
  }
  const rx = s.bx - s.ax;
  const ry = s.by - s.ay;
  const qx = t.bx - t.ax;
  const qy = t.by - t.ay;
  const den = rx * qy - ry * qx;
  if (den === 0) return d1 === 0 ? { x: s.ax, y: s.ay } : { x: s.bx, y: s.by };
  let u = ((t.ax - s.ax) * qy - (t.ay - s.ay) * qx) / den;
  u = u < 0 ? 0 : u > 1 ? 1 : u;
  return { x: s.ax + u * rx, y: s.ay + u * ry };
}

/** Closest points between two features (distance 0 where they cross). */
export function closestBetween(f: Feature, g: Feature): Closest {
  const best: Closest = { d: Infinity, ax: NaN, ay: NaN, bx: NaN, by: NaN };
  const crossings: Point[] =
    f.kind === 'seg' && g.kind === 'seg'
      ? [segmentsCross(f, g)].filter((p): p is Point => p !== null)
      : f.kind === 'seg' && g.kind === 'arc'
        ? segmentCircleCrossings(f, g)
        : f.kind === 'arc' && g.kind === 'seg'
          ? segmentCircleCrossings(g, f)
          : circleCrossings(f as Arc, g as Arc);
  for (const p of crossings) consider(best, p.x, p.y, p.x, p.y);
  if (best.d === 0) return best;
  for (const p of endpointsOf(f)) {
    const q = closestOn(g, p.x, p.y);
    consider(best, p.x, p.y, q.x, q.y);
  }
  for (const q of endpointsOf(g)) {
    const p = closestOn(f, q.x, q.y);
    consider(best, p.x, p.y, q.x, q.y);
  }
  // Interior-interior candidates: along the line through an arc's centre.
  if (f.kind === 'arc' && g.kind === 'seg') {
    const foot = pointOnSegment(f.cx, f.cy, g);
    const p = pointOnArc(foot.x, foot.y, f);
    consider(best, p.x, p.y, foot.x, foot.y);
  } else if (f.kind === 'seg' && g.kind === 'arc') {
    const foot = pointOnSegment(g.cx, g.cy, f);
    const q = pointOnArc(foot.x, foot.y, g);
    consider(best, foot.x, foot.y, q.x, q.y);
  } else if (f.kind === 'arc' && g.kind === 'arc') {
    const dx = g.cx - f.cx;
    const dy = g.cy - f.cy;
    const d = Math.hypot(dx, dy);
    if (d > 0) {
      for (const s of [1, -1]) {
        const px = f.cx + (s * f.r * dx) / d;
        const py = f.cy + (s * f.r * dy) / d;
        if (inRange(f, px - f.cx, py - f.cy)) {
          const q = pointOnArc(px, py, g);
          consider(best, px, py, q.x, q.y);
        }
        const qx = g.cx - (s * g.r * dx) / d;
        const qy = g.cy - (s * g.r * dy) / d;
        if (inRange(g, qx - g.cx, qy - g.cy)) {
          const p = pointOnArc(qx, qy, f);
          consider(best, p.x, p.y, qx, qy);
        }
      }
    } else {
      // Concentric: any common direction; try each arc's ends and the other's range.
      for (const p of [...arcEnds(f), { x: f.cx + f.r, y: f.cy }]) {
        const q = pointOnArc(p.x, p.y, g);
        consider(best, p.x, p.y, q.x, q.y);
      }
    }
  }
  return best;
}

function endpointsOf(f: Feature): Point[] {
  return f.kind === 'seg'
    ? [
        { x: f.ax, y: f.ay },
        { x: f.bx, y: f.by },
      ]
    : arcEnds(f);
}

/** A point inside a piece (for witnesses when one shape contains the other). */
export function innerPoint(piece: Piece): Point {
  switch (piece.kind) {
    case 'poly': {
      const f = piece.flat;
      const n = f[0]!;
      let x = 0;
      let y = 0;
      for (let i = 0; i < n; i++) {
        x += f[1 + 2 * i]!;
        y += f[2 + 2 * i]!;
      }
      return { x: x / n, y: y / n };
    }
    case 'disc':
      return { x: piece.x, y: piece.y };
    case 'sector': {
      const mx = (piece.lx + piece.rx) / 2 - piece.cx;
      const my = (piece.ly + piece.ry) / 2 - piece.cy;
      const m = Math.hypot(mx, my);
      const radius = (piece.inner + piece.outer) / 2;
      return m === 0 ? { x: piece.cx, y: piece.cy } : { x: piece.cx + (radius * mx) / m, y: piece.cy + (radius * my) / m };
    }
  }
}

/** Floating-point point-in-piece (boundary included). */
export function pieceContains(piece: Piece, x: number, y: number): boolean {
  switch (piece.kind) {
    case 'poly': {
      const f = piece.flat;
      const n = f[0]!;
      for (let i = 0; i < n; i++) {
        const j = i + 1 === n ? 0 : i + 1;
        const px = f[1 + 2 * i]!;
        const py = f[2 + 2 * i]!;
        if ((f[1 + 2 * j]! - px) * (y - py) - (f[2 + 2 * j]! - py) * (x - px) < 0) return false;
      }
      return true;
    }
    case 'disc':
      return Math.hypot(x - piece.x, y - piece.y) <= piece.r;
    case 'sector': {
      const dx = x - piece.cx;
      const dy = y - piece.cy;
      const d = Math.hypot(dx, dy);
      if (d > piece.outer || d < piece.inner) return false;
      const lx = piece.lx - piece.cx;
      const ly = piece.ly - piece.cy;
      const rx = piece.rx - piece.cx;
      const ry = piece.ry - piece.cy;
      return lx * dy - ly * dx <= 0 && dx * ry - dy * rx <= 0;
    }
  }
}
