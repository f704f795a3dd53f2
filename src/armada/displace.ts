/**
 * Squadrons a ship lands on (`armada.overlap.squadrons`, `armada.squadron.placement-not-movement`):
 * lifted, then put back by the opponent touching the moved ship, as many as possible; the rest
 * touching squadrons that touch it; never overlapping a ship or squadron, never outside the play
 * area. The engine proposes one legal placement (each squadron as near as it can to where it
 * was, in scenario order) and checks a placement the user supplies. The search is finite: it
 * ends with a position or reports the squadron as unplaced.
 */
import type { Issue } from '../core/issue.ts';
import { quote } from '../core/quote.ts';
import { issue } from '../core/issue.ts';
import { toLocal, toTable } from '../geometry/index.ts';
import type { Point, Pose, Rect } from '../geometry/shapes.ts';
import { SQUADRON_RADIUS } from './catalog/bases.ts';
import type { EngineConfig } from './config.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import { footprintsOverlap, separation } from './exact.ts';
import type { Footprint } from './footprint.ts';
import { circleFootprint, squadronCircle } from './footprint.ts';
import { BodyGrid } from './grid.ts';
import type { SquadronOnTable } from './world.ts';

/** The gap left when placing "touching" (a placed "touching" gap may be up to 0.01 mm). */
export const PLACEMENT_GAP = 0.001;
/** Largest gap still accepted as touching in a user-supplied placement. */
export const TOUCH_GAP = 0.01;
/** Spacing of candidate positions along a contour, mm. */
const STEP = 0.5;

export interface Placement {
  readonly id: string;
  readonly position: Point;
  readonly from: Point;
  readonly touching: 'ship' | 'squadron';
}

export interface PlacementResult {
  readonly placed: readonly Placement[];
  readonly unplaced: readonly string[];
}

export interface PlacementContext {
  readonly width: number;
  readonly height: number;
  /** The moved ship's footprint at its final position (with shield dials, `armada.overlap.definition`). */
  readonly ship: Footprint;
  /** Every ship's footprint including the moved one. */
  readonly ships: readonly Footprint[];
  /** Squadrons that stay where they are. */
  readonly staying: readonly SquadronOnTable[];
  readonly config: EngineConfig;
}

/** Centres at distance `reach` from the rect: its four sides pushed out and four corner arcs. */
function rectContour(rect: Rect, reach: number): Point[] {
  const pose: Pose = rect;
  const hw = rect.width / 2;
  const hl = rect.length / 2;
  const local: Point[] = [];
  const line = (x0: number, y0: number, x1: number, y1: number) => {
    const n = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / STEP));
    for (let i = 0; i < n; i++) local.push({ x: x0 + ((x1 - x0) * i) / n, y: y0 + ((y1 - y0) * i) / n });
  };
  const arc = (cx: number, cy: number, fromDeg: number) => {
    const n = Math.max(1, Math.ceil((Math.PI / 2) * reach / STEP));
    for (let i = 0; i < n; i++) {
      const a = ((fromDeg + (90 * i) / n) * Math.PI) / 180;
      local.push({ x: cx + reach * Math.sin(a), y: cy + reach * Math.cos(a) });
    }
  };
  line(hw + reach, hl, hw + reach, -hl);
  arc(hw, -hl, 90);
  line(hw, -hl - reach, -hw, -hl - reach);
  arc(-hw, -hl, 180);
  line(-hw - reach, -hl, -hw - reach, hl);
  arc(-hw, hl, 270);
  line(-hw, hl + reach, hw, hl + reach);
  arc(hw, hl, 0);
  return local.map((p) => toTable(pose, p));
}

/** The point at distance `reach` from the rect nearest to `point` (pushed out across the nearest side when inside). */
function nearestOnContour(rect: Rect, reach: number, point: Point): Point {
  const p = toLocal(rect, point);
  const hw = rect.width / 2;
  const hl = rect.length / 2;
  const qx = Math.max(-hw, Math.min(hw, p.x));
  const qy = Math.max(-hl, Math.min(hl, p.y));
  let local: Point;
  if (qx !== p.x || qy !== p.y) {
    const d = Math.hypot(p.x - qx, p.y - qy);
    local = { x: qx + ((p.x - qx) / d) * reach, y: qy + ((p.y - qy) / d) * reach };
  } else if (hw - Math.abs(p.x) <= hl - Math.abs(p.y)) {
    local = { x: (p.x >= 0 ? 1 : -1) * (hw + reach), y: p.y };
  } else {
    local = { x: p.x, y: (p.y >= 0 ? 1 : -1) * (hl + reach) };
  }
  return toTable(rect, local);
}

function circleContour(centre: Point, reach: number): Point[] {
  const n = Math.max(8, Math.ceil((2 * Math.PI * reach) / STEP));
  const out: Point[] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    out.push({ x: centre.x + reach * Math.sin(a), y: centre.y + reach * Math.cos(a) });
  }
  return out;
}

/**
 * Candidate positions along a contour, keeping only those still free: what blocks one (the
 * play-area edge, a ship, a squadron staying or already placed) stays for the rest of the
 * placement, so a blocked candidate is dropped for good. `nearest` pops candidates from a heap
 * keyed by (distance, list order) until one is free: the same answer as sorting them all, in
 * about linear time per squadron in the candidates still alive.
 */
class Candidates {
  private live: number[];

  constructor(private readonly points: readonly Point[], blockers: Blockers) {
    this.live = [];
    for (let i = 0; i < points.length; i++) if (blockers.free(points[i]!)) this.live.push(i);
  }

  nearest(origin: Point, blockers: Blockers): Point | undefined {
    const { points, live } = this;
    const size0 = live.length;
    if (size0 === 0) return undefined;
    const distance = new Float64Array(size0);
    const heap = new Int32Array(size0);
    for (let k = 0; k < size0; k++) {
      const p = points[live[k]!]!;
      distance[k] = (p.x - origin.x) ** 2 + (p.y - origin.y) ** 2;
      heap[k] = k;
    }
    // Slots k of `live` are in list order, so (distance, k) orders exactly as a stable sort would.
    const before = (a: number, b: number) => distance[a]! < distance[b]! || (distance[a] === distance[b] && a < b);
    let size = size0;
    const down = (from: number) => {
      let at = from;
      for (;;) {
        const left = 2 * at + 1;
        if (left >= size) return;
        const right = left + 1;
        const child = right < size && before(heap[right]!, heap[left]!) ? right : left;
        if (!before(heap[child]!, heap[at]!)) return;
        const swap = heap[at]!;
        heap[at] = heap[child]!;
        heap[child] = swap;
        at = child;
      }
    };
    for (let k = (size >> 1) - 1; k >= 0; k--) down(k);
    const dead = new Uint8Array(size0);
    let found: Point | undefined;
    while (size > 0) {
      const k = heap[0]!;
      const point = points[live[k]!]!;
      if (blockers.free(point)) {
        found = point;
        break;
      }
      dead[k] = 1;
      heap[0] = heap[--size]!;
      down(0);
    }
    this.live = live.filter((_, k) => dead[k] === 0);
    return found;
  }
}

/**
 * Blockers at the start from which the grid pays: building it costs a map entry per cell a body
 * covers (a ship covers dozens), far more than a bounding-circle check of each of a few dozen bodies
 * per candidate; on a crowded table (12 ships, 24 squadrons) the grid was a third of `plan`.
 */
const GRID_FROM = 64;

/**
 * What a placed squadron must not overlap: every ship, the squadrons that stay, and the ones
 * placed so far. With the broad phase on and many bodies, a grid of their bounding boxes hands each
 * test only the bodies near it, so placing k squadrons costs about k tests each instead of k^2 in
 * all; with few, each test checks every bounding circle (the same answers either way).
 */
class Blockers {
  private readonly grid: BodyGrid | null;
  /** Without a grid: the bodies added after the context's ships and staying squadrons (read from the context as they are). */
  private readonly added: Footprint[] = [];

  constructor(private readonly context: PlacementContext) {
    const many = context.ships.length + context.staying.length >= GRID_FROM;
    this.grid = context.config.collision.broadPhase && many ? new BodyGrid(2 * SQUADRON_RADIUS) : null;
    if (this.grid !== null) {
      for (const ship of context.ships) this.grid.add(ship);
      for (const other of context.staying) this.grid.add(other.body);
    }
  }

  add(body: Footprint): void {
    if (this.grid === null) this.added.push(body);
    else this.grid.add(body);
  }

  /** A squadron centred at `position` is inside the play area and overlaps no blocker (but `except`). */
  free(position: Point, except?: Footprint): boolean {
    const { context } = this;
    const r = SQUADRON_RADIUS;
    const { x, y } = position;
    if (x < r || y < r || x > context.width - r || y > context.height - r) return false;
    if (this.grid !== null) {
      // The candidate's footprint is made once, and only when some neighbour passes the broad phase.
      let candidate: Footprint | null = null;
      return this.grid.every(x, y, r + CONTACT_TOLERANCE, (other: Footprint): boolean => {
        if (other === except) return true;
        const reach = r + other.r + CONTACT_TOLERANCE;
        if ((x - other.cx) ** 2 + (y - other.cy) ** 2 > reach * reach) return true;
        candidate ??= circleFootprint(squadronCircle(position));
        return !footprintsOverlap(candidate, other, context.config.collision);
      });
    }
    // Every blocker in turn (the answer does not depend on the order): a bounding-circle test, then the exact one.
    const near = new Near(position, except, context.config);
    const { ships, staying } = context;
    for (let i = 0; i < ships.length; i++) if (near.blockedBy(ships[i]!)) return false;
    for (let i = 0; i < staying.length; i++) if (near.blockedBy(staying[i]!.body)) return false;
    const added = this.added;
    for (let i = 0; i < added.length; i++) if (near.blockedBy(added[i]!)) return false;
    return true;
  }
}

/** One candidate squadron position tested against blockers, its footprint made only when a blocker passes the bounding circles. */
class Near {
  private candidate: Footprint | null = null;

  constructor(
    private readonly position: Point,
    private readonly except: Footprint | undefined,
    private readonly config: EngineConfig,
  ) {}

  blockedBy(other: Footprint): boolean {
    if (other === this.except) return false;
    if (this.config.collision.broadPhase) {
      const reach = SQUADRON_RADIUS + other.r + CONTACT_TOLERANCE;
      if ((this.position.x - other.cx) ** 2 + (this.position.y - other.cy) ** 2 > reach * reach) return false;
    }
    this.candidate ??= circleFootprint(squadronCircle(this.position));
    return footprintsOverlap(this.candidate, other, this.config.collision);
  }
}

/** Gap from a squadron base to a ship base is at most the touching allowance. */
function touchesShip(body: Footprint, ship: Footprint): boolean {
  return separation(body, ship).distance <= TOUCH_GAP;
}

function touchesSquadron(a: Point, b: Point): boolean {
  return Math.hypot(a.x - b.x, a.y - b.y) <= 2 * SQUADRON_RADIUS + TOUCH_GAP;
}

/** `armada.overlap.squadrons`: the engine's placement. */
export function placeSquadrons(displaced: readonly SquadronOnTable[], context: PlacementContext): PlacementResult {
  const rect = context.ship.shape as Rect;
  const reach = SQUADRON_RADIUS + PLACEMENT_GAP;
  const blockers = new Blockers(context);
  let cached: Candidates | null = null;
  const contour = () => (cached ??= new Candidates(rectContour(rect, reach), blockers));
  const placed: Placement[] = [];
  const left: SquadronOnTable[] = [];

  // First as many as possible touching the ship, each as near as it can to where it was.
  for (const squadron of displaced) {
    const nearest = nearestOnContour(rect, reach, squadron.position);
    let spot: Point | undefined = nearest;
    if (!blockers.free(nearest)) spot = contour().nearest(squadron.position, blockers);
    if (spot === undefined) {
      left.push(squadron);
      continue;
    }
    placed.push({ id: squadron.id, position: spot, from: squadron.position, touching: 'ship' });
    blockers.add(circleFootprint(squadronCircle(spot)));
  }

  // The rest touching a squadron that touches the ship (those hosts are all known by now).
  const unplaced: string[] = [];
  if (left.length > 0) {
    const hosts = [
      ...placed.filter((p) => p.touching === 'ship').map((p) => p.position),
      ...context.staying.filter((s) => touchesShip(s.body, context.ship)).map((s) => s.position),
    ];
    const ring = new Candidates(hosts.flatMap((host) => circleContour(host, 2 * SQUADRON_RADIUS + PLACEMENT_GAP)), blockers);
    for (const squadron of left) {
      const spot = ring.nearest(squadron.position, blockers);
      if (spot === undefined) {
        unplaced.push(squadron.id);
        continue;
      }
      placed.push({ id: squadron.id, position: spot, from: squadron.position, touching: 'squadron' });
      blockers.add(circleFootprint(squadronCircle(spot)));
    }
  }
  return { placed, unplaced };
}

/** `armada.overlap.squadrons`: checks a placement the user supplies; issues name `maneuver.squadronPlacement[i]`. */
export function checkPlacement(
  displaced: readonly SquadronOnTable[],
  supplied: readonly { readonly id: string; readonly position: Point }[],
  context: PlacementContext,
): { placed: Placement[]; issues: Issue[] } {
  const issues: Issue[] = [];
  const rule = 'armada.overlap.squadrons';
  const at = (i: number, tail = '') => `maneuver.squadronPlacement[${i}]${tail}`;
  const wanted = new Map(displaced.map((s) => [s.id, s]));
  const seen = new Set<string>();
  supplied.forEach((entry, i) => {
    if (!wanted.has(entry.id)) issues.push(issue(at(i, '.id'), rule, `squadron ${quote(entry.id)} is not under the ship's final position, so it is not placed`));
    else if (seen.has(entry.id)) issues.push(issue(at(i, '.id'), rule, `squadron ${quote(entry.id)} is placed twice`));
    seen.add(entry.id);
  });
  for (const squadron of displaced) {
    if (!seen.has(squadron.id)) issues.push(issue('maneuver.squadronPlacement', rule, `squadron ${quote(squadron.id)} is under the ship's final position and needs a placement`));
  }
  if (issues.length > 0) return { placed: [], issues };

  const bodies = supplied.map((entry) => circleFootprint(squadronCircle(entry.position)));
  const blockers = new Blockers(context);
  for (const body of bodies) blockers.add(body);
  const onShip = bodies.map((body) => !footprintsOverlap(body, context.ship, context.config.collision) && touchesShip(body, context.ship));
  const stayingHosts = context.staying.filter((s) => touchesShip(s.body, context.ship)).map((s) => s.position);
  const placed: Placement[] = [];
  supplied.forEach((entry, i) => {
    const r = SQUADRON_RADIUS;
    const p = entry.position;
    if (p.x < r || p.y < r || p.x > context.width - r || p.y > context.height - r) {
      issues.push(issue(at(i, '.position'), rule, `squadron ${quote(entry.id)} would be partly outside the play area`));
      return;
    }
    if (!blockers.free(p, bodies[i])) {
      issues.push(issue(at(i, '.position'), 'armada.squadron.no-overlap', `squadron ${quote(entry.id)} would overlap a ship or another squadron`));
      return;
    }
    const hostOk = supplied.some((other, j) => j !== i && onShip[j] === true && touchesSquadron(p, other.position)) || stayingHosts.some((h) => touchesSquadron(p, h));
    if (onShip[i] !== true && !hostOk) {
      issues.push(issue(at(i, '.position'), rule, `squadron ${quote(entry.id)} touches neither the ship nor a squadron touching the ship (gap allowed ${TOUCH_GAP} mm)`));
      return;
    }
    const from = displaced.find((s) => s.id === entry.id)!.position;
    placed.push({ id: entry.id, position: p, from, touching: onShip[i] === true ? 'ship' : 'squadron' });
  });
  if (issues.length > 0) return { placed: [], issues };

  const touching = onShip.filter(Boolean).length;
  const possible = placeSquadrons(displaced, context).placed.filter((p) => p.touching === 'ship').length;
  if (touching < possible) {
    issues.push(issue('maneuver.squadronPlacement', rule, `as many squadrons as possible must touch the ship: ${possible} can, the placement has ${touching}`, { expected: `>= ${possible}`, received: String(touching) }));
    return { placed: [], issues };
  }
  return { placed, issues };
}
