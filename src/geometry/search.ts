/**
 * Path search: the first parameter t, going from `from` toward `to`, at which the moving shape
 * overlaps none of the obstacles (touching allowed), to within PATH_TOLERANCE (0.01 mm) of travel.
 *
 * Overlap is decided exactly at every evaluated t. Between evaluations the search relies on the
 * penetration depth bound of `bodyDepth`, which changes by at most the distance any point moves:
 * while obstacle i is overlapped with depth d_i, the shape cannot become free within
 * (d_i - tolerance) / travelPerUnit of t, so the search steps by the largest such safe step. When
 * the safe step falls below the accuracy (approaching contact), it bisects windows of 0.01 mm of
 * travel on the exact predicate, discarding a sub-window only when the depth bounds at both of its
 * ends prove it overlapped throughout. So a free gap is never stepped over and a thin overlap is
 * never missed (the start is overlapped by definition and every accepted t is checked exactly).
 * Windows narrower than 1e-9 mm of travel are not split further.
 */
import type { Shape } from './shapes.ts';
import { CONTACT_TOLERANCE, PATH_TOLERANCE } from './shapes.ts';
import { bodiesOverlap, bodyDepth, prepare, type Body } from './body.ts';

export interface PathSearch {
  readonly shapeAt: (t: number) => Shape;
  readonly obstacles: readonly Shape[];
  readonly from: number;
  readonly to: number;
  readonly travelPerUnit: number;
}

export interface PathResult {
  readonly t: number;
  readonly free: boolean;
  readonly blocker: number | null;
  readonly overlappedAtStart: readonly number[];
}

interface State {
  readonly t: number;
  readonly body: Body;
  /** Indices of overlapped obstacles, in index order. */
  readonly overlapped: readonly number[];
  /** The largest safe step (in units of t) before the shape could be free; 0 when unknown. */
  readonly safe: number;
  /** The overlapped obstacle that keeps it overlapped longest (the one with the largest bound). */
  readonly deepest: number | null;
}

const DEPTH_SLACK = 1e-9;
const MIN_WINDOW_MM = 1e-9;

export function searchPath(search: PathSearch): PathResult {
  const obstacles = search.obstacles.map(prepare);
  const travel = search.travelPerUnit;
  const dir = search.to >= search.from ? 1 : -1;

  const evaluate = (t: number): State => {
    const body = prepare(search.shapeAt(t));
    const overlapped: number[] = [];
    let safe = 0;
    let deepest: number | null = null;
    let deepestBound = -Infinity;
    for (let i = 0; i < obstacles.length; i++) {
      if (!bodiesOverlap(body, obstacles[i]!)) continue;
      overlapped.push(i);
      const bound = bodyDepth(body, obstacles[i]!) - CONTACT_TOLERANCE - DEPTH_SLACK;
      if (bound > deepestBound || deepest === null) {
        deepestBound = bound;
        deepest = i;
      }
    }
    if (deepestBound > 0 && travel > 0) safe = deepestBound / travel;
    return { t, body, overlapped, safe, deepest };
  };

  /** Among the obstacles overlapped at `before`, the one the free shape at `after` is closest to. */
  const blockerOf = (before: State, after: State): number | null => {
    let best: number | null = null;
    let bestDepth = -Infinity;
    for (const i of before.overlapped) {
      const d = bodyDepth(after.body, obstacles[i]!);
      if (d > bestDepth) {
        bestDepth = d;
        best = i;
      }
    }
    return best;
  };

  const start = evaluate(search.from);
  const overlappedAtStart = start.overlapped;
  if (overlappedAtStart.length === 0) return { t: search.from, free: true, blocker: null, overlappedAtStart };
  if (!(travel > 0) || search.from === search.to) return { t: search.to, free: false, blocker: start.deepest, overlappedAtStart };

  const accuracy = PATH_TOLERANCE / travel; // in units of t
  const minWindow = MIN_WINDOW_MM / travel;
  const beyond = (t: number): boolean => (dir > 0 ? t >= search.to : t <= search.to);

  /** First free t in (a.t, b.t] to within the accuracy, or null when provably none. `a` is overlapped. */
  const scan = (a: State, b: State): { t: number; blocker: number | null } | null => {
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
  };

  let current = start;
  for (;;) {
    const step = Math.max(current.safe, 2 * accuracy);
    let nextT = current.t + dir * step;
    if (beyond(nextT)) nextT = search.to;
    const next = evaluate(nextT);
    if (current.safe >= Math.abs(nextT - current.t)) {
      // Overlapped throughout [current, next): next is the first free t if it is free.
      if (next.overlapped.length === 0) return { t: nextT, free: true, blocker: current.deepest, overlappedAtStart };
    } else {
      const found = scan(current, next);
      if (found !== null) return { t: found.t, free: true, blocker: found.blocker, overlappedAtStart };
    }
    if (nextT === search.to) return { t: search.to, free: false, blocker: next.deepest, overlappedAtStart };
    current = next;
  }
}
