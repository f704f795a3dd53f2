/**
 * Squadrons a ship lands on (`armada.overlap.squadrons`, `armada.squadron.placement-not-movement`):
 * lifted, then put back by the opponent touching the moved ship, as many as possible; the rest
 * touching squadrons that touch it; never overlapping a ship or squadron, never outside the play
 * area. The engine proposes one legal placement (each squadron as near as it can to where it
 * was, in scenario order) and checks a placement the user supplies. The search is finite: it
 * ends with a position or reports the squadron as unplaced.
 */
import type { Issue } from '../core/issue.ts';
import { issue } from '../core/issue.ts';
import { toLocal, toTable } from '../geometry/index.ts';
import type { Point, Pose, Rect } from '../geometry/shapes.ts';
import { SQUADRON_RADIUS } from './catalog/bases.ts';
import type { EngineConfig } from './config.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import { bodiesOverlap, separation } from './exact.ts';
import { discGap, discOverlaps } from './solid.ts';
import type { Body } from './footprint.ts';
import { circleBody, squadronCircle } from './footprint.ts';
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
  readonly ship: Body;
  /** Every ship's footprint including the moved one. */
  readonly ships: readonly Body[];
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

function byDistanceFrom(origin: Point, points: Point[]): Point[] {
  const keyed = points.map((p) => ({ p, d: (p.x - origin.x) ** 2 + (p.y - origin.y) ** 2 }));
  keyed.sort((a, b) => a.d - b.d);
  return keyed.map((k) => k.p);
}

/** A squadron centred at `position` is inside the play area and overlaps no ship or squadron. */
function free(position: Point, context: PlacementContext, placed: readonly Body[]): boolean {
  const r = SQUADRON_RADIUS;
  const { x, y } = position;
  if (x < r || y < r || x > context.width - r || y > context.height - r) return false;
  const clear = (other: Body): boolean => {
    const reach = r + other.r + CONTACT_TOLERANCE;
    if (context.config.collision.broadPhase && (x - other.cx) ** 2 + (y - other.cy) ** 2 > reach * reach) return true;
    if (context.config.collision.prepared && other.solid !== null) return !discOverlaps(x, y, r, other.solid);
    return !bodiesOverlap(circleBody(squadronCircle(position)), other, context.config.collision);
  };
  for (const ship of context.ships) if (!clear(ship)) return false;
  for (const other of context.staying) if (!clear(other.body)) return false;
  for (const other of placed) if (!clear(other)) return false;
  return true;
}

/** Gap from a squadron base to a ship base is at most the touching allowance. */
function touchesShip(body: Body, ship: Body): boolean {
  if (ship.solid !== null && body.solid !== null && body.solid.kind === 'disc') return discGap(body.solid.x, body.solid.y, body.solid.r, ship.solid) <= TOUCH_GAP;
  return separation(body, ship).distance <= TOUCH_GAP;
}

function touchesSquadron(a: Point, b: Point): boolean {
  return Math.hypot(a.x - b.x, a.y - b.y) <= 2 * SQUADRON_RADIUS + TOUCH_GAP;
}

/** `armada.overlap.squadrons`: the engine's placement. */
export function placeSquadrons(displaced: readonly SquadronOnTable[], context: PlacementContext): PlacementResult {
  const rect = context.ship.shape as Rect;
  const reach = SQUADRON_RADIUS + PLACEMENT_GAP;
  let cached: Point[] | null = null;
  const contour = () => (cached ??= rectContour(rect, reach));
  const placedBodies: Body[] = [];
  const placed: Placement[] = [];
  const left: SquadronOnTable[] = [];

  // First as many as possible touching the ship, each as near as it can to where it was.
  for (const squadron of displaced) {
    const nearest = nearestOnContour(rect, reach, squadron.position);
    const spot = free(nearest, context, placedBodies) ? nearest : byDistanceFrom(squadron.position, contour()).find((c) => free(c, context, placedBodies));
    if (spot === undefined) {
      left.push(squadron);
      continue;
    }
    placed.push({ id: squadron.id, position: spot, from: squadron.position, touching: 'ship' });
    placedBodies.push(circleBody(squadronCircle(spot)));
  }

  // The rest touching a squadron that touches the ship.
  const unplaced: string[] = [];
  for (const squadron of left) {
    const hosts = [
      ...placed.filter((p) => p.touching === 'ship').map((p) => p.position),
      ...context.staying.filter((s) => touchesShip(s.body, context.ship)).map((s) => s.position),
    ];
    const ring = hosts.flatMap((host) => circleContour(host, 2 * SQUADRON_RADIUS + PLACEMENT_GAP));
    const spot = byDistanceFrom(squadron.position, ring).find((c) => free(c, context, placedBodies));
    if (spot === undefined) {
      unplaced.push(squadron.id);
      continue;
    }
    placed.push({ id: squadron.id, position: spot, from: squadron.position, touching: 'squadron' });
    placedBodies.push(circleBody(squadronCircle(spot)));
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
    if (!wanted.has(entry.id)) issues.push(issue(at(i, '.id'), rule, `squadron ${JSON.stringify(entry.id)} is not under the ship's final position, so it is not placed`));
    else if (seen.has(entry.id)) issues.push(issue(at(i, '.id'), rule, `squadron ${JSON.stringify(entry.id)} is placed twice`));
    seen.add(entry.id);
  });
  for (const squadron of displaced) {
    if (!seen.has(squadron.id)) issues.push(issue('maneuver.squadronPlacement', rule, `squadron ${JSON.stringify(squadron.id)} is under the ship's final position and needs a placement`));
  }
  if (issues.length > 0) return { placed: [], issues };

  const bodies = supplied.map((entry) => circleBody(squadronCircle(entry.position)));
  const onShip = bodies.map((body) => !bodiesOverlap(body, context.ship, context.config.collision) && touchesShip(body, context.ship));
  const stayingHosts = context.staying.filter((s) => touchesShip(s.body, context.ship)).map((s) => s.position);
  const placed: Placement[] = [];
  supplied.forEach((entry, i) => {
    const others = bodies.filter((_, j) => j !== i);
    const r = SQUADRON_RADIUS;
    const p = entry.position;
    if (p.x < r || p.y < r || p.x > context.width - r || p.y > context.height - r) {
      issues.push(issue(at(i, '.position'), rule, `squadron ${JSON.stringify(entry.id)} would be partly outside the play area`));
      return;
    }
    if (!free(p, context, others)) {
      issues.push(issue(at(i, '.position'), 'armada.squadron.no-overlap', `squadron ${JSON.stringify(entry.id)} would overlap a ship or another squadron`));
      return;
    }
    const hostOk = supplied.some((other, j) => j !== i && onShip[j] === true && touchesSquadron(p, other.position)) || stayingHosts.some((h) => touchesSquadron(p, h));
    if (onShip[i] !== true && !hostOk) {
      issues.push(issue(at(i, '.position'), rule, `squadron ${JSON.stringify(entry.id)} touches neither the ship nor a squadron touching the ship (gap allowed ${TOUCH_GAP} mm)`));
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
