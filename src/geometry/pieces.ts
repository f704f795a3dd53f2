/**
 * Every shape as a list of convex pieces, the unit the predicates work on:
 * - `poly`: a flat convex polygon (layout in `convex.ts`): rectangles, strips, convex polygons and
 *   the convex pieces of non-convex polygons;
 * - `disc`: a circle;
 * - `sector`: a circular sector of at most 90 degrees with an optional concentric hole (`inner`):
 *   an arc strip is one or more of these. Its convex hull part is the triangle-with-arc bounded by
 *   the segments centre -> right and left -> centre and the outer arc from left clockwise to right.
 */
import type { Shape } from './shapes.ts';
import { flatFromCoords, flatLength, writeRectFlat } from './convex.ts';
import { convexPieces } from './decompose.ts';
import { cosDeg, sinDeg } from './angle.ts';

/** A point with a rounding radius: a piece's support function is the max over these of p . u + r. */
export interface SupportPoint {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/** An edge p -> q of a piece (counter-clockwise, so the outward normal is (qy - py, px - qx)). */
export interface Edge {
  readonly px: number;
  readonly py: number;
  readonly qx: number;
  readonly qy: number;
}

/** Derived data of a piece (built on first use by the polygon and disc pieces, once by a sector). */
interface Derived {
  /** Support points that do not depend on the direction (a sector's arc is added per direction). */
  readonly supports: readonly SupportPoint[];
  /** Straight edges (a polygon's edges, a sector's two caps of its hull). */
  readonly edges: readonly Edge[];
  /** Bounding box [minX, minY, maxX, maxY], conservative by a hair for curved pieces. */
  readonly box: readonly [number, number, number, number];
}

export interface PolyPiece extends Derived {
  readonly kind: 'poly';
  readonly flat: Float64Array;
}

export interface DiscPiece extends Derived {
  readonly kind: 'disc';
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

export interface SectorPiece extends Derived {
  readonly kind: 'sector';
  readonly cx: number;
  readonly cy: number;
  readonly outer: number;
  /** Radius of the hole (0 for a plain sector). */
  readonly inner: number;
  /** Outer end of the left boundary (where the clockwise sweep starts) and of the right one (where it ends). */
  readonly lx: number;
  readonly ly: number;
  readonly rx: number;
  readonly ry: number;
  /** Inner ends of the two boundaries (equal to the centre when inner = 0). */
  readonly ilx: number;
  readonly ily: number;
  readonly irx: number;
  readonly iry: number;
}

export type Piece = PolyPiece | DiscPiece | SectorPiece;

/** Largest sweep of one sector piece (keeps each piece's hull convex and its arc range a simple test). */
const MAX_SECTOR_SWEEP = 90;

type Bare<T> = Omit<T, keyof Derived>;
type BarePiece = Bare<PolyPiece> | Bare<DiscPiece> | Bare<SectorPiece>;

export function piecesOf(shape: Shape): Piece[] {
  return barePieces(shape).map(derive);
}

function derive(bare: BarePiece): Piece {
  // Supports and edges are read only by the generic candidate test and the depth bound: each piece
  // is a small class that builds them on demand, so preparing a shape allocates little more than
  // its numbers (a class instance is far cheaper to make than an object literal with getters).
  switch (bare.kind) {
    case 'poly':
      return new FlatPolyPiece(bare.flat);
    case 'disc':
      return new Disc(bare.x, bare.y, bare.r);
    case 'sector':
      return new Sector(bare);
  }
}

class FlatPolyPiece implements PolyPiece {
  readonly kind = 'poly' as const;
  readonly box: readonly [number, number, number, number];

  constructor(readonly flat: Float64Array) {
    const b = 1 + 5 * flat[0]!;
    this.box = [flat[b]!, flat[b + 1]!, flat[b + 2]!, flat[b + 3]!];
  }

  get supports(): readonly SupportPoint[] {
    return polySupports(this.flat);
  }

  get edges(): readonly Edge[] {
    return polyEdges(this.flat);
  }
}

const NO_EDGES: readonly Edge[] = [];

class Disc implements DiscPiece {
  readonly kind = 'disc' as const;
  readonly box: readonly [number, number, number, number];
  private centre: readonly SupportPoint[] | null = null;

  constructor(
    readonly x: number,
    readonly y: number,
    readonly r: number,
  ) {
    const pad = 1e-12 * (Math.abs(x) + Math.abs(y) + r);
    this.box = [x - r - pad, y - r - pad, x + r + pad, y + r + pad];
  }

  get supports(): readonly SupportPoint[] {
    return (this.centre ??= [{ x: this.x, y: this.y, r: this.r }]);
  }

  get edges(): readonly Edge[] {
    return NO_EDGES;
  }
}

class Sector implements SectorPiece {
  readonly kind = 'sector' as const;
  readonly cx: number;
  readonly cy: number;
  readonly outer: number;
  readonly inner: number;
  readonly lx: number;
  readonly ly: number;
  readonly rx: number;
  readonly ry: number;
  readonly ilx: number;
  readonly ily: number;
  readonly irx: number;
  readonly iry: number;
  readonly box: readonly [number, number, number, number];
  private derived: { supports: readonly SupportPoint[]; edges: readonly Edge[] } | null = null;

  constructor(bare: Bare<SectorPiece>) {
    this.cx = bare.cx;
    this.cy = bare.cy;
    this.outer = bare.outer;
    this.inner = bare.inner;
    this.lx = bare.lx;
    this.ly = bare.ly;
    this.rx = bare.rx;
    this.ry = bare.ry;
    this.ilx = bare.ilx;
    this.ily = bare.ily;
    this.irx = bare.irx;
    this.iry = bare.iry;
    this.box = sectorBox(bare);
  }

  /** Centre and the two outer corners, and the hull's two straight caps (built once, on first use). */
  private get parts(): { supports: readonly SupportPoint[]; edges: readonly Edge[] } {
    return (this.derived ??= {
      supports: [
        { x: this.cx, y: this.cy, r: 0 },
        { x: this.rx, y: this.ry, r: 0 },
        { x: this.lx, y: this.ly, r: 0 },
      ],
      edges: [
        { px: this.cx, py: this.cy, qx: this.rx, qy: this.ry },
        { px: this.lx, py: this.ly, qx: this.cx, qy: this.cy },
      ],
    });
  }

  get supports(): readonly SupportPoint[] {
    return this.parts.supports;
  }

  get edges(): readonly Edge[] {
    return this.parts.edges;
  }
}

function polySupports(f: Float64Array): SupportPoint[] {
  const out: SupportPoint[] = [];
  for (let i = 0; i < f[0]!; i++) out.push({ x: f[1 + 2 * i]!, y: f[2 + 2 * i]!, r: 0 });
  return out;
}

function polyEdges(f: Float64Array): Edge[] {
  const n = f[0]!;
  const out: Edge[] = [];
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    out.push({ px: f[1 + 2 * i]!, py: f[2 + 2 * i]!, qx: f[1 + 2 * j]!, qy: f[2 + 2 * j]! });
  }
  return out;
}

function barePieces(shape: Shape): BarePiece[] {
  switch (shape.kind) {
    case 'rect': {
      if (!(shape.width > 0) || !(shape.length > 0)) return [];
      return [{ kind: 'poly', flat: writeRectFlat(new Float64Array(flatLength(4)), shape.x, shape.y, shape.heading, shape.width, shape.length) }];
    }
    case 'polygon':
      return convexPieces(shape.points).map((ring) => ({ kind: 'poly', flat: flatFromCoords(ring.flatMap((p) => [p.x, p.y])) }));
    case 'circle':
      return shape.radius > 0 ? [{ kind: 'disc', x: shape.x, y: shape.y, r: shape.radius }] : [];
    case 'strip': {
      const dx = shape.to.x - shape.from.x;
      const dy = shape.to.y - shape.from.y;
      const len = Math.hypot(dx, dy);
      if (!(len > 0) || !(shape.width > 0)) return [];
      // Right-hand normal of the direction, half the width long.
      const nx = (dy / len) * (shape.width / 2);
      const ny = (-dx / len) * (shape.width / 2);
      const coords = [shape.from.x - nx, shape.from.y - ny, shape.from.x + nx, shape.from.y + ny, shape.to.x + nx, shape.to.y + ny, shape.to.x - nx, shape.to.y - ny];
      return [{ kind: 'poly', flat: flatFromCoords(coords) }];
    }
    case 'arc':
      return sectorPieces(shape.x, shape.y, shape.inner, shape.outer, shape.from, shape.sweep);
  }
}

function sectorPieces(cx: number, cy: number, inner: number, outer: number, from: number, sweep: number): Bare<SectorPiece>[] {
  const hole = Math.max(0, inner);
  if (!(outer > hole) || sweep === 0 || !Number.isFinite(sweep)) return [];
  const total = Math.min(360, Math.abs(sweep));
  const start = sweep > 0 ? from : from - total; // clockwise start bearing
  const count = Math.ceil(total / MAX_SECTOR_SWEEP - 1e-12);
  const pieces: Bare<SectorPiece>[] = [];
  for (let k = 0; k < count; k++) {
    const a = start + (total * k) / count;
    const b = k + 1 === count ? start + total : start + (total * (k + 1)) / count;
    const las = sinDeg(a);
    const lac = cosDeg(a);
    const rbs = sinDeg(b);
    const rbc = cosDeg(b);
    pieces.push({
      kind: 'sector',
      cx,
      cy,
      outer,
      inner: hole,
      lx: cx + outer * las,
      ly: cy + outer * lac,
      rx: cx + outer * rbs,
      ry: cy + outer * rbc,
      ilx: hole > 0 ? cx + hole * las : cx,
      ily: hole > 0 ? cy + hole * lac : cy,
      irx: hole > 0 ? cx + hole * rbs : cx,
      iry: hole > 0 ? cy + hole * rbc : cy,
    });
  }
  return pieces;
}

/** Bounding box [minX, minY, maxX, maxY] of a piece. */
export function pieceBox(piece: Piece): readonly [number, number, number, number] {
  return piece.box;
}

function sectorBox(piece: Bare<SectorPiece>): [number, number, number, number] {
  const pad = 1e-12 * (Math.abs(piece.cx) + Math.abs(piece.cy) + piece.outer);
  let minX = Math.min(piece.cx, piece.lx, piece.rx);
  let maxX = Math.max(piece.cx, piece.lx, piece.rx);
  let minY = Math.min(piece.cy, piece.ly, piece.ry);
  let maxY = Math.max(piece.cy, piece.ly, piece.ry);
  if (inArcRange(piece, 1, 0)) maxX = piece.cx + piece.outer;
  if (inArcRange(piece, -1, 0)) minX = piece.cx - piece.outer;
  if (inArcRange(piece, 0, 1)) maxY = piece.cy + piece.outer;
  if (inArcRange(piece, 0, -1)) minY = piece.cy - piece.outer;
  return [minX - pad, minY - pad, maxX + pad, maxY + pad];
}

/**
 * Whether direction (mx, my) from the centre lies within the sector's sweep (boundaries included):
 * clockwise from the left boundary and counter-clockwise from the right one. Float test; the
 * predicates use `arcRangeSign` where it matters.
 */
export function inArcRange(piece: Bare<SectorPiece>, mx: number, my: number): boolean {
  const lx = piece.lx - piece.cx;
  const ly = piece.ly - piece.cy;
  const rx = piece.rx - piece.cx;
  const ry = piece.ry - piece.cy;
  return lx * my - ly * mx <= 0 && mx * ry - my * rx <= 0;
}
