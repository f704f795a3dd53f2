/**
 * Prepared bodies, for callers that test the same shapes many times (planners, path searches).
 *
 * Preparing is cheap: a rectangle or a strip keeps the numbers of its ideal box (centre, axes,
 * half sizes and the bound `eta` of `box.ts`), a circle its centre and radius, and every body its
 * bounding box, all as plain fields of one object. The convex pieces (`pieces.ts`: flat polygons,
 * discs, sectors) are built the first time a test needs them, and then kept: two boxes, a box and
 * a disc, or two discs are decided on the numbers (`box.ts`) and need pieces only when a depth lies
 * within about 1e-11 mm of the contact tolerance; polygons and arc strips go to the pieces at once.
 *
 * `bodiesOverlap` allocates nothing on those number paths, nor when every piece is a polygon
 * (rectangles, strips, polygons), once the pieces are built: the engines' hot cases.
 */
import type { Shape } from './shapes.ts';
import { piecesOf, pieceBox, type Piece } from './pieces.ts';
import { convexOverlap } from './convex.ts';
import { pieceDepth, piecesOverlap } from './penetration.ts';
import { boxBoxOverlap, boxDiscOverlap, boxPolyOverlap, discPairOverlap, ETA_REL, tiltBound, type BoxNumbers } from './box.ts';
import { cosDeg, sinDeg } from './angle.ts';

/** What a body's numbers describe. */
const PIECES = 0;
const BOX = 1;
const DISC = 2;

export class Body implements BoxNumbers {
  // Fields are declared (not defined) and each is assigned once in the constructor, in one order,
  // so that every body has the same hidden class and no field starts as undefined.
  declare readonly shape: Shape;
  /** 1: an oriented box (a rectangle or a strip with area); 2: a disc; 0: anything else (decided on the pieces). */
  declare readonly form: number;
  /** Box: ideal centre, right and front axes, half width and length, eta and k (`box.ts`); disc: centre and radius (in `hw`). */
  declare readonly x: number;
  declare readonly y: number;
  declare readonly ux: number;
  declare readonly uy: number;
  declare readonly vx: number;
  declare readonly vy: number;
  declare readonly hw: number;
  declare readonly hl: number;
  declare readonly eta: number;
  declare readonly k: number;
  /** Bounding box over every piece (conservative by a hair). */
  declare readonly minX: number;
  declare readonly minY: number;
  declare readonly maxX: number;
  declare readonly maxY: number;
  private declare built: readonly Piece[] | null;
  /** A rectangle's `outline`, made on first use. */
  private declare corners: ArrayLike<number> | null;

  constructor(shape: Shape) {
    this.shape = shape;
    this.built = null;
    this.corners = null;
    let form = PIECES;
    let x = 0, y = 0, ux = 0, uy = 0, vx = 0, vy = 0, hw = 0, hl = 0, eta = 0;
    if (shape.kind === 'rect') {
      hw = shape.width / 2;
      hl = shape.length / 2;
      if (hw > 0 && hl > 0) {
        form = BOX;
        x = shape.x;
        y = shape.y;
        const s = sinDeg(shape.heading);
        const c = cosDeg(shape.heading);
        ux = c;
        uy = -s;
        vx = s;
        vy = c;
        eta = ETA_REL * (Math.abs(x) + Math.abs(y) + hw + hl);
      }
    } else if (shape.kind === 'strip') {
      const fx = shape.from.x, fy = shape.from.y, tx = shape.to.x, ty = shape.to.y;
      const dx = tx - fx;
      const dy = ty - fy;
      // (the piece's corners use Math.hypot, far slower; they lie within eta of this box either way)
      const len = Math.sqrt(dx * dx + dy * dy);
      hw = shape.width / 2;
      hl = len / 2;
      if (len > 0 && hw > 0) {
        form = BOX;
        x = (fx + tx) / 2;
        y = (fy + ty) / 2;
        const a = dx / len;
        const b = dy / len;
        ux = b;
        uy = -a;
        vx = a;
        vy = b;
        eta = ETA_REL * (Math.abs(fx) + Math.abs(fy) + Math.abs(tx) + Math.abs(ty) + hw + hl);
      }
    } else if (shape.kind === 'circle' && shape.radius > 0) {
      form = DISC;
      x = shape.x;
      y = shape.y;
      hw = shape.radius;
      hl = shape.radius;
    }
    this.form = form;
    this.x = x;
    this.y = y;
    this.ux = ux;
    this.uy = uy;
    this.vx = vx;
    this.vy = vy;
    this.hw = hw;
    this.hl = hl;
    this.eta = eta;
    this.k = form === BOX ? tiltBound(hw, hl, eta) : 0;
    if (form === BOX) {
      const pad = eta + 1e-12 * (Math.abs(x) + Math.abs(y) + hw + hl);
      const ex = hw * Math.abs(ux) + hl * Math.abs(vx) + pad;
      const ey = hw * Math.abs(uy) + hl * Math.abs(vy) + pad;
      this.minX = x - ex;
      this.minY = y - ey;
      this.maxX = x + ex;
      this.maxY = y + ey;
    } else if (form === DISC) {
      const pad = hw + 1e-12 * (Math.abs(x) + Math.abs(y) + hw);
      this.minX = x - pad;
      this.minY = y - pad;
      this.maxX = x + pad;
      this.maxY = y + pad;
    } else {
      let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
      for (const p of this.pieces) {
        const b = pieceBox(p);
        if (b[0] < minX) minX = b[0];
        if (b[1] < minY) minY = b[1];
        if (b[2] > maxX) maxX = b[2];
        if (b[3] > maxY) maxY = b[3];
      }
      this.minX = minX;
      this.minY = minY;
      this.maxX = maxX;
      this.maxY = maxY;
    }
  }

  /** The shape's convex pieces, built on first use. */
  get pieces(): readonly Piece[] {
    return (this.built ??= piecesOf(this.shape));
  }

  /**
   * The corners of a body that is one convex polygon, as `[n, x0, y0, x1, y1, ...]` (the leading
   * part of the `convex.ts` layout), else null. A rectangle's or strip's are computed here with the
   * same arithmetic as its piece's, without building the piece (a flat array costs far more).
   */
  get outline(): ArrayLike<number> | null {
    const shape = this.shape;
    if (this.form === BOX && shape.kind === 'rect') return (this.corners ??= boxCorners(shape.x, shape.y, this.hw, this.hl, this.ux, this.uy, this.vx, this.vy));
    const pieces = this.pieces;
    return pieces.length === 1 && pieces[0]!.kind === 'poly' ? pieces[0]!.flat : null;
  }
}

/** A box's corners as `[4, x0, y0, ...]` (counter-clockwise), from its centre, half sizes and axes. */
function boxCorners(x: number, y: number, hw: number, hl: number, ux: number, uy: number, vx: number, vy: number): number[] {
  const rx = hw * ux;
  const ry = hw * uy;
  const fx = hl * vx;
  const fy = hl * vy;
  return [4, x - rx - fx, y - ry - fy, x + rx - fx, y + ry - fy, x + rx + fx, y + ry + fy, x - rx + fx, y - ry + fy];
}

/**
 * The `outline` a rectangle's body would have (the same doubles), without preparing the body:
 * for a one-off measure from a rectangle that is tested nothing else.
 */
export function rectOutline(x: number, y: number, heading: number, width: number, length: number): number[] | null {
  const hw = width / 2;
  const hl = length / 2;
  if (!(hw > 0 && hl > 0)) return null;
  const s = sinDeg(heading);
  const c = cosDeg(heading);
  return boxCorners(x, y, hw, hl, c, -s, s, c);
}

export function prepare(shape: Shape): Body {
  return new Body(shape);
}

/** Exact: the bodies' interiors intersect by more than CONTACT_TOLERANCE. */
export function bodiesOverlap(a: Body, b: Body): boolean {
  if (a.maxX < b.minX || b.maxX < a.minX || a.maxY < b.minY || b.maxY < a.minY) return false;
  const fa = a.form;
  const fb = b.form;
  if (fa !== PIECES && fb !== PIECES) {
    const fast = fa === BOX ? (fb === BOX ? boxBoxOverlap(a, b) : boxDiscOverlap(a, b)) : fb === BOX ? boxDiscOverlap(b, a) : discPairOverlap(a, b);
    if (fast >= 0) return fast === 1;
  } else if (fa === BOX && fb === PIECES) {
    return boxAgainstPieces(a, b);
  } else if (fb === BOX && fa === PIECES) {
    return boxAgainstPieces(b, a);
  }
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

/** A box against each piece of another body: polygons through the box filter, the rest (and unsure pairs) exactly. */
function boxAgainstPieces(box: Body, other: Body): boolean {
  const pb = other.pieces;
  for (let j = 0; j < pb.length; j++) {
    const q = pb[j]!;
    if (q.kind === 'poly') {
      const qb = q.box;
      if (box.maxX < qb[0] || qb[2] < box.minX || box.maxY < qb[1] || qb[3] < box.minY) continue;
      const fast = boxPolyOverlap(box, q.flat);
      if (fast === 1) return true;
      if (fast === 0) continue;
    }
    const own = box.pieces[0]!;
    if (own.kind === 'poly' && q.kind === 'poly' ? convexOverlap(own.flat, q.flat) : piecesOverlap(own, q)) return true;
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
