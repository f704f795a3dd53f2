/**
 * `searchPath` (search.ts) for a moving rectangle among rectangles, the X-Wing partial-execution
 * case: the same steps, the same exact overlap test and the same depth bound, so the same answer to
 * the last bit (the tests compare the two). What differs is only what is built on the way:
 * - the obstacles are bodies the caller prepared once (a world's ship bodies);
 * - the depth bound of two rectangles, `bodyDepth`, is `convexDepth` of their flat polygons
 *   (a rectangle's piece is `writeRectFlat` of it): each is written into a reused buffer from its
 *   body's numbers (the body holds the heading's sine and cosine), instead of a new piece per
 *   evaluated t for the moving one and the body's pieces for the obstacles.
 */
import type { Rect } from './shapes.ts';
import { CONTACT_TOLERANCE, PATH_TOLERANCE } from './shapes.ts';
import type { Body } from './body.ts';
import { bodiesOverlap, prepare } from './body.ts';
import type { PolyPiece } from './pieces.ts';
import { convexDepth, flatLength } from './convex.ts';
import type { PathResult } from './search.ts';

export interface RectPathSearch {
  /** The moving rectangle at t (width and length above 0). */
  readonly rectAt: (t: number) => Rect;
  /** Prepared rectangles (width and length above 0). */
  readonly obstacles: readonly Body[];
  readonly from: number;
  readonly to: number;
  readonly travelPerUnit: number;
}

interface State {
  readonly t: number;
  readonly rect: Rect;
  readonly body: Body;
  /** The rectangle as a flat polygon, written on first need (a depth bound). */
  flat: Float64Array | null;
  readonly overlapped: readonly number[];
  readonly safe: number;
  readonly deepest: number | null;
}

const DEPTH_SLACK = 1e-9;
const MIN_WINDOW_MM = 1e-9;
const FLAT = flatLength(4);

/** Flat rectangles handed out during one search (a search evaluates a few dozen positions). */
const pool: Float64Array[] = [];
let used = 0;

function flatOf(state: State): Float64Array {
  if (state.flat === null) {
    const out = used < pool.length ? pool[used]! : (pool[used] = new Float64Array(FLAT));
    used += 1;
    state.flat = rectFlat(out, state.rect, state.body);
  }
  return state.flat;
}

/**
 * The corners and edges of `writeRectFlat(out, r.x, r.y, r.heading, r.width, r.length)` (what
 * `convexDepth` reads) from the rectangle's prepared body: the body holds the sine and cosine of
 * the heading (its front axis vx = sinDeg, right axis ux = cosDeg), which writeRectFlat would work
 * out again; the corners and edges are the same arithmetic.
 */
function rectFlat(out: Float64Array, r: Rect, body: Body): Float64Array {
  const s = body.vx;
  const c = body.ux;
  const hw = r.width / 2;
  const hl = r.length / 2;
  const rx = hw * c;
  const ry = -hw * s;
  const fx = hl * s;
  const fy = hl * c;
  out[0] = 4;
  out[1] = r.x - rx - fx; // rear left
  out[2] = r.y - ry - fy;
  out[3] = r.x + rx - fx; // rear right
  out[4] = r.y + ry - fy;
  out[5] = r.x + rx + fx; // front right
  out[6] = r.y + ry + fy;
  out[7] = r.x - rx + fx; // front left
  out[8] = r.y - ry + fy;
  return edgesOf(out);
}

/**
 * The part of `finishFlat` that `convexDepth` reads, for a rectangle's 4 corners already written:
 * each edge's ex, ey and CONTACT_TOLERANCE * |e|, the same arithmetic in the same slots. The
 * bounding box and the quadrilateral data after them (for the overlap tests, a dozen square roots)
 * are not written: the search decides overlap on the bodies and uses these arrays only for depths.
 */
function edgesOf(flat: Float64Array): Float64Array {
  for (let i = 0; i < 4; i++) {
    const px = flat[1 + 2 * i]!;
    const py = flat[2 + 2 * i]!;
    const j = i + 1 === 4 ? 0 : i + 1;
    const ex = flat[1 + 2 * j]! - px;
    const ey = flat[2 + 2 * j]! - py;
    flat[9 + 3 * i] = ex;
    flat[10 + 3 * i] = ey;
    flat[11 + 3 * i] = CONTACT_TOLERANCE * Math.sqrt(ex * ex + ey * ey);
  }
  return flat;
}

/** Flat rectangles of the obstacles of one search, by obstacle index. */
const obstaclePool: Float64Array[] = [];

/**
 * An obstacle's flat polygon: its body's one piece. A rectangle's piece is `writeRectFlat` of it,
 * so it is written from the body's numbers into a reused buffer (the same array of numbers)
 * rather than building the body's pieces, which a world built for one plan would use only here.
 */
function obstacleFlat(body: Body, index: number): Float64Array {
  const shape = body.shape;
  if (shape.kind === 'rect' && shape.width > 0 && shape.length > 0) {
    const out = (obstaclePool[index] ??= new Float64Array(FLAT));
    return rectFlat(out, shape, body);
  }
  const pieces = body.pieces;
  if (pieces.length !== 1 || pieces[0]!.kind !== 'poly') throw new Error('searchRectPath: an obstacle is not a rectangle with area');
  return (pieces[0] as PolyPiece).flat;
}

/** `bodyDepth` of the moving rectangle and an obstacle rectangle (a single pair of pieces). */
function depth(state: State, obstacle: Float64Array): number {
  const d = convexDepth(flatOf(state), obstacle);
  return d > -Infinity ? d : -Infinity;
}

/** The obstacles an evaluated position overlaps, before they are copied into its state. */
const HITS: number[] = [];

/** No obstacle overlapped (never written: a state's list is only read). */
const NONE: readonly number[] = Object.freeze([]);

/**
 * The search in progress: module state rather than closures made per search (a plan runs a few
 * searches, each evaluating a few dozen positions). A search runs to its end before the next
 * begins (`rectAt` starts none).
 */
let search: RectPathSearch | null = null;
const NONE_BODIES: readonly Body[] = Object.freeze([]);
let obstacles: readonly Body[] = NONE_BODIES;
/** The obstacles' flat polygons of this search, by index, written on first need. */
const flats: (Float64Array | null)[] = [];
let travel = 0;
let accuracy = 0;
let minWindow = 0;

function flatAt(i: number): Float64Array {
  return (flats[i] ??= obstacleFlat(obstacles[i]!, i));
}

function evaluate(t: number): State {
  const rect = search!.rectAt(t);
  const body = prepare(rect);
  let count = 0;
  let deepest: number | null = null;
  let deepestBound = -Infinity;
  let state: { -readonly [K in keyof State]: State[K] } | null = null;
  for (let i = 0; i < obstacles.length; i++) {
    if (!bodiesOverlap(body, obstacles[i]!)) continue;
    HITS[count++] = i;
    state ??= { t, rect, body, flat: null, overlapped: NONE, safe: 0, deepest: null };
    const bound = depth(state, flatAt(i)) - CONTACT_TOLERANCE - DEPTH_SLACK;
    if (bound > deepestBound || deepest === null) {
      deepestBound = bound;
      deepest = i;
    }
  }
  if (state === null) return { t, rect, body, flat: null, overlapped: NONE, safe: 0, deepest: null };
  state.overlapped = HITS.slice(0, count); // of its exact length (a pushed array reserves 16 places)
  state.deepest = deepest;
  if (deepestBound > 0 && travel > 0) state.safe = deepestBound / travel;
  return state;
}

function blockerOf(before: State, after: State): number | null {
  let best: number | null = null;
  let bestDepth = -Infinity;
  for (const i of before.overlapped) {
    const d = depth(after, flatAt(i));
    if (d > bestDepth) {
      bestDepth = d;
      best = i;
    }
  }
  return best;
}

/** The first free t between states `a` and `b` (bisection), with the ship it ends touching; null when none is found there. */
function scan(a: State, b: State): { t: number; blocker: number | null } | null {
  const len = Math.abs(b.t - a.t);
  const bFree = b.overlapped.length === 0;
  if (bFree && len <= accuracy) return { t: b.t, blocker: blockerOf(a, b) };
  if (!bFree) {
    if (a.safe + b.safe > len) return null;
    if (len <= minWindow) return null;
  }
  const mid = evaluate(a.t + (b.t - a.t) / 2);
  const left = scan(a, mid);
  if (left !== null || mid.overlapped.length === 0) return left;
  return scan(mid, b);
}

/** See `searchPath`: the first t going from `from` toward `to` where the rectangle overlaps none of the obstacles. */
export function searchRectPath(given: RectPathSearch): PathResult {
  used = 0;
  search = given;
  obstacles = given.obstacles;
  for (let i = 0; i < obstacles.length; i++) flats[i] = null;
  travel = given.travelPerUnit;
  try {
    return run(given);
  } finally {
    // Nothing of the world is held after the search.
    for (let i = 0; i < obstacles.length; i++) flats[i] = null;
    search = null;
    obstacles = NONE_BODIES;
  }
}

function run(given: RectPathSearch): PathResult {
  const dir = given.to >= given.from ? 1 : -1;
  const start = evaluate(given.from);
  const overlappedAtStart = start.overlapped;
  if (overlappedAtStart.length === 0) return { t: given.from, free: true, blocker: null, overlappedAtStart: [] };
  if (!(travel > 0) || given.from === given.to) return { t: given.to, free: false, blocker: start.deepest, overlappedAtStart };

  accuracy = PATH_TOLERANCE / travel;
  minWindow = MIN_WINDOW_MM / travel;

  let current = start;
  for (;;) {
    const step = Math.max(current.safe, 2 * accuracy);
    let nextT = current.t + dir * step;
    if (dir > 0 ? nextT >= given.to : nextT <= given.to) nextT = given.to;
    const next = evaluate(nextT);
    if (current.safe >= Math.abs(nextT - current.t)) {
      if (next.overlapped.length === 0) return { t: nextT, free: true, blocker: current.deepest, overlappedAtStart };
    } else {
      const found = scan(current, next);
      if (found !== null) return { t: found.t, free: true, blocker: found.blocker, overlappedAtStart };
    }
    if (nextT === given.to) return { t: given.to, free: false, blocker: next.deepest, overlappedAtStart };
    current = next;
  }
}
