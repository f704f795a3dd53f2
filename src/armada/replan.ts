/**
 * Plans kept per prepared world, and re-planning after an update (CONVENTIONS section 10).
 *
 * The plan of a world that took part in an update is kept: a parent's for as long as it lives (a
 * WeakMap keyed by the world: worlds may be frozen, nothing is written on them), a child's while it
 * is among the last few planned or once it gets a child of its own. A world made by `update` knows its parent and what changed
 * (`noteUpdate`); planning it when the parent's plan is known re-computes only what the change can
 * affect and takes the rest from the parent's plan, so the answer is exactly the plan from scratch
 * (test/world-edit.test.ts compares the two over random edits):
 *
 * - a course's movement outcome is kept when neither the changed piece's old nor its new footprint
 *   (bounding circles, with a margin) can touch any position the course tested: every speed tried
 *   in the back-off (`armada.overlap.ships`), the final position's squadrons and obstacles
 *   (`armada.overlap.squadrons`, `armada.obstacle.final-only`: the path between is not tested), and,
 *   when squadrons were displaced, the ring where they can be placed;
 * - exposure and targets are kept per final pose and enemy ship or squadron: the entries against
 *   the changed piece are measured again, and so are those whose lines of sight or range lines
 *   (`armada.range.line-of-sight`, `armada.range.obstructed`: obstacles and ships obstruct) can run
 *   within reach of the changed piece's old or new footprint; squadrons obstruct nothing. A course
 *   whose final pose changed is measured again;
 * - anything whose effect is not bounded this way plans from scratch: an edit of the planned ship,
 *   effects in force, a plan cut by its work budget, a gravity rift changed or present when an
 *   obstacle changes (its pull reaches every ship), a `set` of a field not listed in `BOUNDED_FIELDS`.
 *
 * A world's parent's plan is computed when a second child of it is planned (a first child is
 * planned from scratch: a parent nobody plans costs nothing more).
 */
import type { Result } from '../core/issue.ts';
import { ok } from '../core/issue.ts';
import type { ArcThreat, ThreatSummary } from '../core/measure.ts';
import { rankThreats, shipsIn } from '../core/measure.ts';
import type { Pose } from '../geometry/shapes.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import { RANGE_BANDS } from './catalog/distances.ts';
import type { PieceChange } from '../world-edit.ts';
import type { DicePool } from './armament.ts';
import { SQUADRON_RADIUS } from './catalog/bases.ts';
import { aimReach, localTargetingPoint, targetingPoints, targetingSpec } from './catalog/targeting.ts';
import type { Point } from '../geometry/shapes.ts';
import { rectCorners } from '../geometry/arc.ts';
import type { Footprint } from './footprint.ts';
import { innerRect, overlapRect, rectFootprint } from './footprint.ts';
import { footprintsOverlap } from './exact.ts';
import { cosDeg, sinDeg } from '../geometry/angle.ts';
import { gatherEffects } from './effects.ts';
import type { SquadronThreat, ThreatArmament, Threats } from './measure.ts';
import { threatsAgainst } from './measure.ts';
import { KEPT_SETUP } from './threat-setup.ts';
import { threatArmament } from './armed-threats.ts';
import type { PositionCache } from './placed.ts';
import type { ArmadaOutcome, ArmadaPlan, ArmadaPlanned, PlannedCourse } from './outcome.ts';
import { planBudget } from './plan-budget.ts';
import { finish, moveAtSpeedZero, moveOnSide } from './resolve.ts';
import { decideSide, legalSides, plotBothSides } from './side.ts';
import type { ShipOnTable, World } from './world.ts';

/** A world made by `update`: its parent and what changed. */
interface Lineage {
  readonly parent: World;
  readonly change: PieceChange;
}

const lineage = new WeakMap<World, Lineage>();
/** Plans of worlds that have children (an update was made from them): kept while the world lives. */
const plans = new WeakMap<World, Result<ArmadaPlanned>>();
/**
 * Plans of the last worlds planned that have no child yet (most are never updated: a drag plans each
 * world once): a few, held here and moved to `plans` when the world gets a child. Holding every
 * such plan by its world in `plans` would keep each one through the young generation's collections
 * (a weak map holds its values there) and make the engine's allocations of a plan long-lived.
 */
const recent: { world: World; plan: Result<ArmadaPlanned> }[] = [];
const RECENT = 1;
/** Worlds an update was made from. */
const parents = new WeakSet<World>();

/** The plan of `world` when it is one of the last planned, or undefined. */
function recentPlan(world: World): Result<ArmadaPlanned> | undefined {
  for (const r of recent) if (r.world === world) return r.plan;
  return undefined;
}

/** The world's plan kept: for as long as it lives when it has children, else among the last few. */
function keep(world: World, plan: Result<ArmadaPlanned>): void {
  if (parents.has(world)) {
    plans.set(world, plan);
    return;
  }
  if (recent.length === RECENT) recent.shift();
  recent.push({ world, plan });
}
/** Children of a world planned from scratch while its own plan was not known. */
const childrenPlanned = new WeakMap<World, number>();

/** What the last re-plan kept and computed again (for tests). */
export interface ReplanStats {
  /** The plan came from the parent's (false: from scratch or kept). */
  readonly derived: boolean;
  /** Why it was planned from scratch, when it was. */
  readonly scratch: string | null;
  readonly courses: number;
  /** Courses whose movement outcome was kept. */
  readonly keptMovement: number;
  /** Courses kept whole (movement, exposure and targets: the same object as the parent's). */
  readonly keptCourses: number;
  /** Distinct final poses whose threats came from the parent, with every block kept. */
  readonly keptPoses: number;
  /** (pose, enemy ship or squadron) blocks of entries kept, and measured again. */
  readonly keptBlocks: number;
  readonly measuredBlocks: number;
  /** Poses measured whole (not a final pose of the parent's plan). */
  readonly newPoses: number;
}

let last: ReplanStats = { derived: false, scratch: 'not planned', courses: 0, keptMovement: 0, keptCourses: 0, keptPoses: 0, keptBlocks: 0, measuredBlocks: 0, newPoses: 0 };

/** What the last plan through `keptPlan` re-used (tests and diagnostics only). */
export function lastReplan(): ReplanStats {
  return last;
}

/**
 * Worlds that took part in an update, as parent or child: their plans are kept. Others (a world
 * prepared and planned once, the server's worlds kept by request text) are planned as before and
 * hold no plan.
 */
const edited = new WeakSet<World>();

/** Records that `child` is `parent` with one change (the engine's `update`). */
export function noteUpdate(result: Result<World>, parent: World, change: PieceChange): Result<World> {
  if (result.ok) {
    // A world holds at most its parent, and a parent holds none: a parent whose plan is not known forgets its own
    // (it will be planned from scratch), so a long chain of edits (a drag) holds no chain of worlds.
    parents.add(parent);
    if (!plans.has(parent)) {
      const planned = recentPlan(parent);
      if (planned !== undefined) plans.set(parent, planned);
    }
    lineage.delete(parent);
    lineage.set(result.value, { parent, change });
    edited.add(parent);
    edited.add(result.value);
  }
  return result;
}

/** The world's plan, computed once when the world took part in an update: from its parent's plan when that is known, else by `fresh`. */
export function keptPlan(world: World, fresh: (world: World) => Result<ArmadaPlanned>): Result<ArmadaPlanned> {
  if (!edited.has(world)) return fresh(world);
  const known = plans.get(world) ?? recentPlan(world);
  if (known !== undefined) return known;
  const derived = derive(world, fresh);
  const result = derived ?? fresh(world);
  keep(world, result);
  // A world with a child keeps its plan and forgets its parent; a leaf keeps its parent to plan again from its plan when asked after it left `recent`.
  if (parents.has(world)) lineage.delete(world);
  return result;
}

function scratch(reason: string): null {
  last = { derived: false, scratch: reason, courses: 0, keptMovement: 0, keptCourses: 0, keptPoses: 0, keptBlocks: 0, measuredBlocks: 0, newPoses: 0 };
  return null;
}

function derive(world: World, fresh: (world: World) => Result<ArmadaPlanned>): Result<ArmadaPlanned> | null {
  const line = lineage.get(world);
  if (line === undefined) return scratch('no parent');
  let parentPlan = plans.get(line.parent) ?? recentPlan(line.parent);
  if (parentPlan === undefined) {
    const n = (childrenPlanned.get(line.parent) ?? 0) + 1;
    childrenPlanned.set(line.parent, n);
    if (n < 2) return scratch('parent not planned');
    parentPlan = keptPlan(line.parent, fresh);
  }
  if (!parentPlan.ok || parentPlan.value.kind !== undefined) return scratch('parent plan is not a ship plan');
  return replan(line.parent, parentPlan.value, world, line.change);
}

/** A bounding circle of a piece where it was or is: `blocks` when it can obstruct a line of sight (ships, obstacles). */
interface Spot {
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  /** The radius of what obstructs (a ship's inner footprint). */
  readonly br: number;
  readonly blocks: boolean;
  /** What obstructs, as a polygon (a ship's inner footprint, an obstacle's outline): empty for a squadron. */
  readonly outline: readonly Point[];
}

/** Fields a `set` may change with an effect bounded by the piece's footprints and its own entries. */
const BOUNDED_FIELDS: Readonly<Record<PieceChange['list'], readonly string[]>> = {
  ships: ['pose', 'type', 'owner', 'speed'],
  squadrons: ['position', 'type', 'owner', 'keywords'],
  obstacles: ['pose', 'polygon'],
};

/** Where squadrons a ship lands on may be placed: touching it, or touching a squadron touching it (4 radii), with room to spare. */
const PLACEMENT_MARGIN = 4 * SQUADRON_RADIUS + 10;
/** Slack on every bounding-circle test (mm): well above the contact tolerance. */
const SLACK = 1;

type Piece = ShipOnTable | World['squadrons'][number] | World['obstacles'][number];

function pieceAt(world: World, list: PieceChange['list'], index: number): Piece | undefined {
  return list === 'ships' ? world.ships[index] : list === 'squadrons' ? world.squadrons[index] : world.obstacles[index];
}

function spotOf(list: PieceChange['list'], piece: Piece): Spot {
  if (list === 'ships') {
    const ship = piece as ShipOnTable;
    // Its overlap footprint (armada.overlap.definition) holds the inner one that obstructs (armada.range.obstructed).
    return { cx: ship.overlap.cx, cy: ship.overlap.cy, r: ship.overlap.r, br: ship.inner.r, blocks: true, outline: rectCorners(innerRect(ship.size, ship.pose)) };
  }
  const body = (piece as World['squadrons'][number] | World['obstacles'][number]).body;
  return { cx: body.cx, cy: body.cy, r: body.r, br: body.r, blocks: list === 'obstacles', outline: list === 'obstacles' ? (piece as World['obstacles'][number]).outline : [] };
}

/**
 * How far from a ship's centre its lines of sight and range lines can start: its farthest
 * targeting point (armada.range.line-of-sight), or for a huge ship (no targeting points, the range
 * line stands in) its inner footprint's bounding circle, which holds the line's closest points.
 */
function sightReach(ship: ShipOnTable): number {
  const spec = targetingSpec(ship.record);
  return spec === null ? ship.inner.r : aimReach(spec);
}

/** Whether (px, py) is within `limit` of the segment (ax, ay)-(bx, by): its distance compared where it is computed (not boxed). */
function nearPoint(px: number, py: number, ax: number, ay: number, bx: number, by: number, limit: number): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const len = dx * dx + dy * dy;
  let t = len === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return Math.sqrt(ex * ex + ey * ey) <= limit;
}

/** Whether (px, py) is within `limit` of the segment (ax, ay)-(bx, by): off the segment's box by more than that, it is not. */
function nearSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number, limit: number): boolean {
  if (px < (ax < bx ? ax : bx) - limit || px > (ax > bx ? ax : bx) + limit || py < (ay < by ? ay : by) - limit || py > (ay > by ? ay : by) + limit) return false;
  return nearPoint(px, py, ax, ay, bx, by, limit);
}

/** Whether a blocking spot can come within `reach` of the segment between the two centres. */
function nearLine(spots: readonly Spot[], around: Around, ax: number, ay: number, bx: number, by: number, reach: number): boolean {
  if (around.count === 0 || !nearSegment(around.cx, around.cy, ax, ay, bx, by, around.br + reach + SLACK)) return false;
  for (const s of spots) if (s.blocks && nearSegment(s.cx, s.cy, ax, ay, bx, by, s.br + reach + SLACK)) return true;
  return false;
}

/**
 * A circle holding the blocking spots' circles (radius `br`; `aroundOf(spots, false)`: every spot's
 * bounding circle `r`), so one test rejects what is far from all of them; `count` of them.
 */
interface Around {
  readonly cx: number;
  readonly cy: number;
  readonly br: number;
  readonly count: number;
}

function aroundOf(spots: readonly Spot[], blocks: boolean): Around {
  const blocking = blocks ? spots.filter((s) => s.blocks) : spots;
  if (blocking.length === 0) return { cx: 0, cy: 0, br: 0, count: 0 };
  let cx = 0;
  let cy = 0;
  for (const s of blocking) {
    cx += s.cx / blocking.length;
    cy += s.cy / blocking.length;
  }
  // 1e-6 mm to spare for the rounding of the centre and the distances.
  let br = 0;
  for (const s of blocking) br = Math.max(br, Math.hypot(s.cx - cx, s.cy - cy) + (blocks ? s.br : s.r) + 1e-6);
  return { cx, cy, br, count: blocking.length };
}

/**
 * Whether a blocking spot can come within `pad` of one of the segments from a point of `as` whose
 * bit is set in `bits` (HULL_ZONES order) to a point of `bs` (lines of sight between targeting
 * points, armada.range.line-of-sight).
 */
function linesNear(spots: readonly Spot[], around: Around, as: readonly Point[], bits: number, bs: readonly Point[], pad: number): boolean {
  if (around.count === 0) return false;
  for (let i = 0; i < as.length; i++) {
    if ((bits & (1 << i)) === 0) continue;
    const a = as[i]!;
    for (const b of bs) {
      // Far from the circle around them all: far from each.
      if (!nearSegment(around.cx, around.cy, a.x, a.y, b.x, b.y, around.br + pad + SLACK)) continue;
      for (const s of spots) {
        if (s.blocks && nearSegment(s.cx, s.cy, a.x, a.y, b.x, b.y, s.br + pad + SLACK) && polygonWithin(s.outline, a.x, a.y, b.x, b.y, pad + SLACK)) return true;
      }
    }
  }
  return false;
}

/** The hull zones named by a piece's entries: a standard hull zone's bit (HULL_ZONES order); any other zone (a huge ship's, which has no targeting points) stands for all. */
const ZONE_BIT: Readonly<Record<string, number>> = { front: 1, left: 2, right: 4, rear: 8 };
const ALL_ZONES = 15;

/**
 * Whether the segment (ax, ay)-(bx, by) comes within `limit` of a simple polygon (they meet, the
 * segment starts inside, or an edge is within `limit`): the distance between them at most `limit`.
 * Answers are booleans, so no distance is boxed between calls.
 */
function polygonWithin(outline: readonly Point[], ax: number, ay: number, bx: number, by: number, limit: number): boolean {
  const n = outline.length;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const p = outline[i]!;
    const q = outline[j]!;
    if (p.y > ay !== q.y > ay && ax < ((q.x - p.x) * (ay - p.y)) / (q.y - p.y) + p.x) inside = !inside;
    if (segmentsWithin(ax, ay, bx, by, p.x, p.y, q.x, q.y, limit)) return true;
  }
  return inside;
}

/** Whether two segments cross or one's end is within `limit` of the other (their distance at most `limit`). */
function segmentsWithin(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number, limit: number): boolean {
  const d1 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  const d2 = (bx - ax) * (dy - ay) - (by - ay) * (dx - ax);
  const d3 = (dx - cx) * (ay - cy) - (dy - cy) * (ax - cx);
  const d4 = (dx - cx) * (by - cy) - (dy - cy) * (bx - cx);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return nearPoint(ax, ay, cx, cy, dx, dy, limit) || nearPoint(bx, by, cx, cy, dx, dy, limit) || nearPoint(cx, cy, ax, ay, bx, by, limit) || nearPoint(dx, dy, ax, ay, bx, by, limit);
}

/** Local points placed at a pose (`toTable`), into `out`. */
function placed(local: readonly Point[], pose: { readonly x: number; readonly y: number; readonly heading: number }, out: { x: number; y: number }[]): { x: number; y: number }[] {
  const s = sinDeg(pose.heading);
  const c = cosDeg(pose.heading);
  for (let i = 0; i < local.length; i++) {
    const p = local[i]!;
    out[i]!.x = pose.x + p.x * c + p.y * s;
    out[i]!.y = pose.y - p.x * s + p.y * c;
  }
  return out;
}

const pointsOf = (aim: { readonly front: Point; readonly left: Point; readonly right: Point; readonly rear: Point } | null): Point[] | null => (aim === null ? null : [aim.front, aim.left, aim.right, aim.rear]);

/** Whether a circle meets one of the spots (`all`: a circle holding theirs, one test for a circle far from them all). */
function touches(spots: readonly Spot[], all: Around, cx: number, cy: number, r: number): boolean {
  if (all.count === 0) return false;
  const ax = all.cx - cx;
  const ay = all.cy - cy;
  const far = all.br + r + SLACK;
  if (ax * ax + ay * ay > far * far) return false;
  for (const s of spots) {
    const dx = s.cx - cx;
    const dy = s.cy - cy;
    const reach = s.r + r + SLACK;
    if (dx * dx + dy * dy <= reach * reach) return true;
  }
  return false;
}

/**
 * Whether a course's movement outcome can depend on a piece at one of the spots. A changed ship
 * (`footprints`: its overlap footprints then and now) counts at a speed tried only when it overlaps the
 * ship's footprint there, by the test the back-off itself makes (armada.overlap.ships): neither then
 * nor now, the ships overlapped at each speed tried are the same, and so is the back-off.
 */
function movementTouches(index: ParentIndex, i: number, outcome: ArmadaOutcome, ship: ShipOnTable, spots: readonly Spot[], all: Around, footprints: readonly Footprint[] | null, config: World['config']): boolean {
  const radius = ship.overlap.r;
  const from = index.attemptsFrom[i]!;
  const to = index.attemptsFrom[i + 1]!;
  for (let k = from; k < to; k++) {
    if (!touches(spots, all, index.attemptX[k]!, index.attemptY[k]!, radius)) continue;
    if (footprints === null) return true;
    const body = rectFootprint(overlapRect(ship.size, outcome.attempts[k - from]!.pose));
    for (const f of footprints) if (footprintsOverlap(body, f, config.collision)) return true;
  }
  const displacing = outcome.displacedSquadrons.length > 0 || outcome.unplacedSquadrons.length > 0;
  return displacing && touches(spots, all, outcome.pose.x, outcome.pose.y, radius + PLACEMENT_MARGIN);
}

/** One distinct final pose of a parent plan: its threats, and the pieces with entries there. */
interface KeptPose {
  readonly x: number;
  readonly y: number;
  readonly heading: number;
  readonly threats: Threats;
  /**
   * The enemy ships with at least one entry at this pose (their numbers in `ParentIndex.shipIds`), each
   * with the hull zones (bits in HULL_ZONES order, `zoneBits`) of its exposure entries (its attacking
   * zones) and of its target entries (the mover's attacking zones).
   */
  readonly ships: Int32Array;
  readonly attacks: Uint8Array;
  readonly defends: Uint8Array;
  /** The enemy squadrons with entries (numbers in `ParentIndex.squadronIds`), with the mover's hull zones of their entries. */
  readonly squadrons: Int32Array;
  readonly squadronZones: Uint8Array;
  /** By entry of each list: its piece's number. */
  readonly exposureOf: Int32Array;
  readonly targetsOf: Int32Array;
  readonly squadronExposureOf: Int32Array;
  readonly squadronTargetsOf: Int32Array;
}

/** A parent plan's distinct final poses, which one each course ends on, and its summaries by course (built once per parent plan). */
interface ParentIndex {
  readonly poses: readonly KeptPose[];
  /** The ids of the ships, and of the squadrons, with entries at any pose, numbered in the order first found. */
  readonly shipIds: readonly string[];
  readonly squadronIds: readonly string[];
  readonly shipNumber: ReadonlyMap<string, number>;
  readonly squadronNumber: ReadonlyMap<string, number>;
  /** By course: its place in `poses` (-1: no exposure measured). */
  readonly poseOf: Int32Array;
  /** A circle holding the centres of all `poses`. */
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  /** Places in `poses` by the pose's x (a lookup for courses moved again). */
  readonly byX: Map<number, number[]>;
  /** By course: its summary in the parent's ranking. */
  readonly summaryOf: readonly (ThreatSummary | undefined)[];
  /** By course: 1 when its outcome has exactly the keys `withThreats` copies. */
  readonly plain: Uint8Array;
  /** Every course's speeds tried (`attempts`), their centres in order: course i's from `attemptsFrom[i]` to `attemptsFrom[i + 1]`. */
  readonly attemptsFrom: Int32Array;
  readonly attemptX: Float64Array;
  readonly attemptY: Float64Array;
}
const indexes = new WeakMap<ArmadaPlan, ParentIndex>();

function indexOf(plan: ArmadaPlan): ParentIndex {
  let index = indexes.get(plan);
  if (index !== undefined) return index;
  const poses: KeptPose[] = [];
  const byX = new Map<number, number[]>();
  const shipNumber = new Map<string, number>();
  const squadronNumber = new Map<string, number>();
  const numbered = (ids: Map<string, number>, id: string): number => {
    let n = ids.get(id);
    if (n === undefined) ids.set(id, (n = ids.size));
    return n;
  };
  const poseOf = new Int32Array(plan.courses.length).fill(-1);
  for (let i = 0; i < plan.courses.length; i++) {
    const o = plan.courses[i]!.outcome;
    if (o.exposure === undefined) continue;
    let at = findPose(poses, byX, o.pose.x, o.pose.y, o.pose.heading);
    if (at < 0) {
      const threats = { exposure: o.exposure, targets: o.targets!, squadronExposure: o.squadronExposure!, squadronTargets: o.squadronTargets! };
      const exposureOf = Int32Array.from(threats.exposure, (e) => numbered(shipNumber, e.ship));
      const targetsOf = Int32Array.from(threats.targets, (e) => numbered(shipNumber, e.ship));
      const squadronExposureOf = Int32Array.from(threats.squadronExposure, (e) => numbered(squadronNumber, e.squadron));
      const squadronTargetsOf = Int32Array.from(threats.squadronTargets, (e) => numbered(squadronNumber, e.squadron));
      const ships = [...new Set([...exposureOf, ...targetsOf])];
      const squadrons = [...new Set([...squadronExposureOf, ...squadronTargetsOf])];
      const bits = <T extends { readonly arc: string }>(list: readonly T[], of: Int32Array, n: number): number => {
        let b = 0;
        for (let e = 0; e < list.length; e++) if (of[e] === n) b |= ZONE_BIT[list[e]!.arc] ?? ALL_ZONES;
        return b;
      };
      at = poses.length;
      poses.push({
        x: o.pose.x, y: o.pose.y, heading: o.pose.heading, threats,
        ships: Int32Array.from(ships), attacks: Uint8Array.from(ships, (n) => bits(threats.exposure, exposureOf, n)), defends: Uint8Array.from(ships, (n) => bits(threats.targets, targetsOf, n)),
        squadrons: Int32Array.from(squadrons), squadronZones: Uint8Array.from(squadrons, (n) => bits(threats.squadronExposure, squadronExposureOf, n) | bits(threats.squadronTargets, squadronTargetsOf, n)),
        exposureOf, targetsOf, squadronExposureOf, squadronTargetsOf,
      });
      const same = byX.get(o.pose.x);
      if (same === undefined) byX.set(o.pose.x, [at]);
      else same.push(at);
    }
    poseOf[i] = at;
  }
  const summaryOf: (ThreatSummary | undefined)[] = new Array<ThreatSummary | undefined>(plan.courses.length).fill(undefined);
  for (const s of plan.ranking) {
    const m = /^courses\[(\d+)\]$/.exec(s.option);
    if (m !== null) summaryOf[Number(m[1])] = s;
  }
  const plain = new Uint8Array(plan.courses.length);
  for (let i = 0; i < plan.courses.length; i++) plain[i] = plainOutcome(plan.courses[i]!.outcome) ? 1 : 0;
  const attemptsFrom = new Int32Array(plan.courses.length + 1);
  for (let i = 0; i < plan.courses.length; i++) attemptsFrom[i + 1] = attemptsFrom[i]! + plan.courses[i]!.outcome.attempts.length;
  const attemptX = new Float64Array(attemptsFrom[plan.courses.length]!);
  const attemptY = new Float64Array(attemptX.length);
  for (let i = 0; i < plan.courses.length; i++) {
    const attempts = plan.courses[i]!.outcome.attempts;
    for (let k = 0; k < attempts.length; k++) {
      attemptX[attemptsFrom[i]! + k] = attempts[k]!.pose.x;
      attemptY[attemptsFrom[i]! + k] = attempts[k]!.pose.y;
    }
  }
  let cx = 0;
  let cy = 0;
  for (const k of poses) {
    cx += k.x / poses.length;
    cy += k.y / poses.length;
  }
  let r = 0;
  for (const k of poses) r = Math.max(r, Math.hypot(k.x - cx, k.y - cy));
  index = { poses, shipIds: [...shipNumber.keys()], squadronIds: [...squadronNumber.keys()], shipNumber, squadronNumber, poseOf, cx, cy, r: r + SLACK, byX, summaryOf, plain, attemptsFrom, attemptX, attemptY };
  indexes.set(plan, index);
  return index;
}

/** Each id's place in `rank`, -1 when absent. */
function placesOf(ids: readonly string[], rank: ReadonlyMap<string, number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < ids.length; i++) out.push(rank.get(ids[i]!) ?? -1);
  return out;
}

/**
 * Marks a re-plan sets (1) by an enemy's place or ship index: made once and cleared over the
 * length asked for (a typed array costs more to make than the re-plan spends on its marks).
 */
const MARKS: Uint8Array[] = [new Uint8Array(64), new Uint8Array(64), new Uint8Array(64)];
function marks(slot: number, length: number): Uint8Array {
  if (MARKS[slot]!.length < length) MARKS[slot] = new Uint8Array(Math.max(length, 2 * MARKS[slot]!.length));
  const out = MARKS[slot]!;
  out.fill(0, 0, length);
  return out;
}

/** Whether `list` holds `n` (a loop over a few numbers). */
function holds(list: Int32Array, n: number): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === n) return true;
  return false;
}

/** The place of a pose (numbers compared exactly) among `poses`, -1 when absent. */
function findPose(poses: readonly { readonly y: number; readonly heading: number }[], byX: Map<number, number[]>, x: number, y: number, heading: number): number {
  const same = byX.get(x);
  if (same === undefined) return -1;
  for (const at of same) if (poses[at]!.y === y && poses[at]!.heading === heading) return at;
  return -1;
}

/**
 * One threat list of a pose after a change: the kept list without the entries of dirty or gone
 * pieces, and the fresh entries of the dirty ones, in the enemies' order (both lists are sorted by
 * it: threatsFor measures the enemies in the world's order). A kept entry's piece is `keptOf[i]`
 * (its number in the parent's index), whose place among the child's enemies is `places[keptOf[i]]`;
 * a piece with place -1 is no enemy of the child's (removed, another owner) and its entries go.
 * `rank` gives a fresh entry's piece's place. Answers `kept` itself when the result holds the same
 * values (the lists are then not copied).
 */
function mergeList<T>(kept: readonly T[], keptOf: Int32Array, places: readonly number[], fresh: readonly T[], key: (entry: T) => string, rank: ReadonlyMap<string, number>, dirty: Uint8Array, same: (a: T, b: T) => boolean): readonly T[] {
  // `out` stays null while every entry found is the kept one at place `k`.
  let out: T[] | null = null;
  let k = 0;
  let j = 0;
  let i = 0;
  // The place of the next fresh entry's piece (Infinity when none is left).
  let freshAt = fresh.length > 0 ? rank.get(key(fresh[0]!))! : Infinity;
  for (;;) {
    let entry: T;
    if (i < kept.length) {
      const next = kept[i]!;
      const r = places[keptOf[i]!]!;
      if (r < 0 || dirty[r] === 1) {
        i++;
        continue;
      }
      if (freshAt < r) {
        entry = fresh[j++]!;
        freshAt = j < fresh.length ? rank.get(key(fresh[j]!))! : Infinity;
      } else {
        entry = next;
        i++;
      }
    } else if (j < fresh.length) entry = fresh[j++]!;
    else break;
    if (out !== null) out.push(entry);
    else if (k < kept.length && (entry === kept[k] || same(entry, kept[k]!))) k++;
    else {
      out = kept.slice(0, k);
      out.push(entry);
    }
  }
  if (out !== null) return out;
  return k === kept.length ? kept : kept.slice(0, k);
}

/** Whether two dice pools hold the same dice (both absent counts as the same). */
function sameDice(p: DicePool | undefined, q: DicePool | undefined): boolean {
  if (p === q) return true;
  if (p === undefined || q === undefined) return false;
  return p.red === q.red && p.blue === q.blue && p.black === q.black;
}
/** Two ship entries with the same value (threatsFor makes them with these fields only). */
const sameShipEntry = (a: ArcThreat & { readonly dice?: DicePool }, b: ArcThreat & { readonly dice?: DicePool }): boolean =>
  a.ship === b.ship && a.arc === b.arc && a.range === b.range && a.obstructed === b.obstructed && sameDice(a.dice, b.dice);
/** Two squadron entries with the same value. */
const sameSquadronEntry = (a: SquadronThreat, b: SquadronThreat): boolean =>
  a.squadron === b.squadron && a.arc === b.arc && a.range === b.range && a.distanceBand === b.distanceBand && a.obstructed === b.obstructed && sameDice(a.dice, b.dice);
const shipOf = (e: ArcThreat): string => e.ship;
const squadronOf = (e: SquadronThreat): string => e.squadron;

/** The plan of `child` (parent + `change`) from the parent's plan, or null when it must be planned from scratch. */
function replan(parent: World, plan: ArmadaPlan, child: World, change: PieceChange): Result<ArmadaPlanned> | null {
  if (plan.budget !== undefined) return scratch('parent plan was cut by its budget');
  if (child.config !== parent.config) return scratch('config changed');
  const shipId = child.scenario.maneuver?.ship;
  const ship = shipId === undefined ? child.ships[0] : child.ships.find((s) => s.id === shipId);
  const before = shipId === undefined ? parent.ships[0] : parent.ships.find((s) => s.id === shipId);
  // The planned ship itself, renumbered, rebuilt (a gravity rift) or its effects: from scratch.
  if (ship === undefined || ship !== before || ship.id !== plan.ship) return scratch('the planned ship changed');
  if (gatherEffects(child, ship, child.scenario.maneuver, 'plan') !== null) return scratch('effects in force');
  if (change.op === 'set') {
    const field = setField(parent, child, change);
    if (field === null || !BOUNDED_FIELDS[change.list].includes(field)) return scratch(`set of ${field ?? 'several fields'}`);
  }
  // A move or set that leaves the piece as it was (moved back where it stood): the parent's plan is this world's.
  if ((change.op === 'move' || change.op === 'set') && sameData(parent.scenario[change.list][change.index], child.scenario[change.list][change.index])) {
    last = { derived: true, scratch: null, courses: plan.courses.length, keptMovement: plan.courses.length, keptCourses: plan.courses.length, keptPoses: 0, keptBlocks: 0, measuredBlocks: 0, newPoses: 0 };
    return ok(plan);
  }
  const old = change.op === 'add' ? undefined : pieceAt(parent, change.list, change.index);
  const now = change.op === 'remove' ? undefined : pieceAt(child, change.list, change.op === 'add' ? child[change.list].length - 1 : change.index);
  if (change.op !== 'add' && old === undefined) return scratch('piece not found');
  if (change.op !== 'remove' && now === undefined) return scratch('piece not found');
  if (change.list === 'obstacles') {
    // armada.obstacle.effects: a gravity rift pulls on ships at distance 1-2; its change reaches them all.
    const rift = (o: Piece | undefined) => o !== undefined && (o as World['obstacles'][number]).record.type === 'gravity-rift';
    if (rift(old) || rift(now)) return scratch('a gravity rift changed');
  }
  // Every course's trace says whether the table has squadrons and obstacles at all (armada.overlap.squadrons, armada.obstacle.final-only).
  if ((parent.squadrons.length === 0) !== (child.squadrons.length === 0) || (parent.obstacles.length === 0) !== (child.obstacles.length === 0)) return scratch('the first squadron or obstacle added, or the last removed');
  // The same number of outcomes fits the child's budget (limits.plan): its cost per outcome depends on the pieces.
  const budget = planBudget(child);
  // `spend` once per course, written out: the same comparisons and subtractions.
  let left = budget.left;
  for (let i = 0; i < plan.courses.length; i++) {
    if (left < budget.cost) return scratch('budget');
    left -= budget.cost;
  }
  const spots: Spot[] = [];
  if (old !== undefined) spots.push(spotOf(change.list, old));
  if (now !== undefined) spots.push(spotOf(change.list, now));
  const around = aroundOf(spots, true);
  /** A circle holding every spot's bounding circle (`r`, not only what obstructs). */
  const all = aroundOf(spots, false);
  const config = child.config;
  const others = child.ships.filter((s) => s.index !== ship.index);
  const cache: PositionCache = new Map();
  const reading = child.scenario.readings?.toolBothSides;
  // A changed ship counts for the back-off where it overlaps (then or now); other pieces by their bounding circles.
  const footprints: Footprint[] | null = change.list !== 'ships' ? null : [];
  if (footprints !== null) for (const piece of [old, now]) if (piece !== undefined) footprints.push((piece as ShipOnTable).overlap);

  // Threats by final pose: blocks kept from the parent's, the rest measured.
  const parentIndex = indexOf(plan);
  const owner = ship.owner ?? '';
  const enemies = child.ships.filter((s) => s.index !== ship.index && (s.owner ?? '') !== owner);
  const enemySquadrons = child.squadrons.filter((q) => (q.owner ?? '') !== owner);
  // Each enemy's place in the lists' order (threatsFor measures them in the world's order).
  const shipRank = new Map<string, number>();
  for (let i = 0; i < enemies.length; i++) shipRank.set(enemies[i]!.id, i);
  const squadronRank = new Map<string, number>();
  for (let i = 0; i < enemySquadrons.length; i++) squadronRank.set(enemySquadrons[i]!.id, i);
  const moverReach = sightReach(ship);
  // Lines of sight run between targeting points (a huge ship has none: its range lines stand in, within its reach); worked out when first needed.
  const enemyReach: (number | undefined)[] = new Array<number | undefined>(enemies.length).fill(undefined);
  const enemyAim: (Point[] | null | undefined)[] = new Array<Point[] | null | undefined>(enemies.length).fill(undefined);
  // The mover's targeting points in its own frame, placed at each final pose (armada.range.line-of-sight).
  const moverSpec = targetingSpec(ship.record);
  const moverAim = moverSpec === null ? null : (['front', 'left', 'right', 'rear'] as const).map((zone) => localTargetingPoint(moverSpec, zone));
  const aimAt: { x: number; y: number }[] = [{ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 0 }];
  const squadronCentre: ({ x: number; y: number }[] | undefined)[] = new Array<{ x: number; y: number }[] | undefined>(enemySquadrons.length).fill(undefined);
  const squadronReach = Math.max(moverReach, SQUADRON_RADIUS);
  let arms: ThreatArmament | null = null;
  const armsOf = () => (arms ??= threatArmament(child, ship));
  // Set up once per re-plan (the mover's zones; the blockers and each enemy when first in reach, kept by piece and shared with
  // the parent's other children: only the changed piece is prepared again); each pose measures the enemies asked.
  let against: ReturnType<typeof threatsAgainst> | null = null;
  const measure = (pose: Pose, ships: Uint8Array | null, squadrons: Uint8Array | null): Threats => (against ??= threatsAgainst(child, ship, armsOf(), KEPT_SETUP))(pose, ships, squadrons);
  let keptPoses = 0;
  let keptBlocks = 0;
  let measuredBlocks = 0;
  let newPoses = 0;
  // Whether a piece (centre, radius) can be within long range of the mover's base at the pose (armada.range.measure):
  // threatsFor leaves out ships and squadrons farther (long range is the farthest any entry reaches).
  const far = ship.inner.r + RANGE_BANDS.long + CONTACT_TOLERANCE + SLACK;
  const within = (k: KeptPose, x: number, y: number, r: number) => (x - k.x) ** 2 + (y - k.y) ** 2 <= (far + r) ** 2;
  // The changed piece where it is now (an enemy, its entries measured when it can be in reach).
  const nowSpot = now === undefined ? null : spotOf(change.list, now);
  const changedShip = change.list === 'ships' && now !== undefined ? now.id : null;
  const changedSquadron = change.list === 'squadrons' && now !== undefined ? now.id : null;
  const changedShipAt = changedShip === null ? -1 : (shipRank.get(changedShip) ?? -1);
  const changedSquadronAt = changedSquadron === null ? -1 : (squadronRank.get(changedSquadron) ?? -1);
  // The changed piece was an enemy ship or squadron and is one no longer (removed, another owner): its entries go where it had some.
  // (Its number in the parent's index, -1 when it had no entries or is still an enemy.)
  const goneShip = change.list === 'ships' && old !== undefined && !shipRank.has(old.id) ? (parentIndex.shipNumber.get(old.id) ?? -1) : -1;
  const goneSquadron = change.list === 'squadrons' && old !== undefined && !squadronRank.has(old.id) ? (parentIndex.squadronNumber.get(old.id) ?? -1) : -1;
  // Each piece of the parent's index: its place among the child's enemies (-1: none).
  const shipPlace = placesOf(parentIndex.shipIds, shipRank);
  const squadronPlace = placesOf(parentIndex.squadronIds, squadronRank);
  // The changed piece's number in the parent's index (-1: it had no entries there).
  const changedShipNumber = changedShip === null ? -1 : (parentIndex.shipNumber.get(changedShip) ?? -1);
  const changedSquadronNumber = changedSquadron === null ? -1 : (parentIndex.squadronNumber.get(changedSquadron) ?? -1);
  // Whether the changed piece can come near a line of sight between an enemy and any final pose of the parent's plan: every
  // point of a segment from a pose (within the poses' circle) to the enemy is within the circle's radius of the segment
  // from the circle's centre to the enemy.
  const shipMayCross: number[] = [];
  for (let i = 0; i < enemies.length; i++) {
    const e = enemies[i]!;
    shipMayCross.push(nearLine(spots, around, parentIndex.cx, parentIndex.cy, e.pose.x, e.pose.y, Math.max(moverReach, (enemyReach[i] ??= sightReach(e))) + parentIndex.r) ? 1 : 0);
  }
  const squadronMayCross: number[] = [];
  for (let i = 0; i < enemySquadrons.length; i++) {
    const q = enemySquadrons[i]!;
    squadronMayCross.push(nearLine(spots, around, parentIndex.cx, parentIndex.cy, q.position.x, q.position.y, squadronReach + parentIndex.r) ? 1 : 0);
  }
  const dirtyShips = marks(0, enemies.length);
  const dirtySquadrons = marks(1, enemySquadrons.length);
  /** `dirtyShips` by the world's ship index, as `threatsAgainst` reads it (the others still obstruct). */
  const shipMask = marks(2, child.ships.reduce((n, s) => Math.max(n, s.index + 1), 0));
  /** The threats at a final pose of the parent's plan: its blocks kept, those the change can reach measured again. */
  // The places marked dirty at the pose measured last, and how many.
  const dirtyShipList: number[] = new Array<number>(enemies.length).fill(0);
  const dirtySquadronList: number[] = new Array<number>(enemySquadrons.length).fill(0);
  let dirtyShipCount = 0;
  let dirtySquadronCount = 0;
  const keptAt = (k: KeptPose): Threats => {
    const kept = k.threats;
    // The marks of the pose before cleared (only those set).
    for (let n = 0; n < dirtyShipCount; n++) dirtyShips[dirtyShipList[n]!] = shipMask[enemies[dirtyShipList[n]!]!.index] = 0;
    for (let n = 0; n < dirtySquadronCount; n++) dirtySquadrons[dirtySquadronList[n]!] = 0;
    dirtyShipCount = 0;
    dirtySquadronCount = 0;
    let aim: { x: number; y: number }[] | null | undefined;
    // The changed ship or squadron: its entries there measured again, and measured where it may now be in reach.
    if (changedShipAt >= 0 && ((changedShipNumber >= 0 && holds(k.ships, changedShipNumber)) || within(k, nowSpot!.cx, nowSpot!.cy, nowSpot!.r))) {
      dirtyShips[changedShipAt] = shipMask[enemies[changedShipAt]!.index] = 1;
      dirtyShipList[dirtyShipCount++] = changedShipAt;
    }
    if (changedSquadronAt >= 0 && ((changedSquadronNumber >= 0 && holds(k.squadrons, changedSquadronNumber)) || within(k, nowSpot!.cx, nowSpot!.cy, nowSpot!.r))) {
      dirtySquadrons[changedSquadronAt] = 1;
      dirtySquadronList[dirtySquadronCount++] = changedSquadronAt;
    }
    // Another enemy: the change only obstructs or clears its lines of sight (armada.range.obstructed), so entries
    // neither come nor go (their range bands and dice do not depend on what obstructs): only those with entries
    // there can change, and only where the changed piece can cross a line of sight an entry reads.
    for (let n = 0; n < k.ships.length; n++) {
      const i = shipPlace[k.ships[n]!]!;
      if (i < 0 || i === changedShipAt || shipMayCross[i] === 0) continue;
      const e = enemies[i]!;
      const reach = (enemyReach[i] ??= sightReach(e));
      let d = nearLine(spots, around, k.x, k.y, e.pose.x, e.pose.y, Math.max(moverReach, reach));
      if (d && moverAim !== null) {
        const theirs = enemyAim[i] === undefined ? (enemyAim[i] = pointsOf(targetingPoints(e.record, e.pose))) : enemyAim[i]!;
        if (theirs !== null) {
          // Only the lines an entry's obstruction reads: from its attacking hull zone to the defender's zones.
          const mine = (aim ??= placed(moverAim, k, aimAt));
          d = linesNear(spots, around, theirs, k.attacks[n]!, mine, 0) || linesNear(spots, around, mine, k.defends[n]!, theirs, 0);
        }
      }
      if (d) {
        dirtyShips[i] = shipMask[e.index] = 1;
        dirtyShipList[dirtyShipCount++] = i;
      }
    }
    for (let n = 0; n < k.squadrons.length; n++) {
      const i = squadronPlace[k.squadrons[n]!]!;
      if (i < 0 || i === changedSquadronAt || squadronMayCross[i] === 0) continue;
      const q = enemySquadrons[i]!;
      let d = nearLine(spots, around, k.x, k.y, q.position.x, q.position.y, squadronReach);
      // Lines of sight from the mover's hull zones with entries against it to its base.
      if (d && moverAim !== null) d = linesNear(spots, around, (aim ??= placed(moverAim, k, aimAt)), k.squadronZones[n]!, (squadronCentre[i] ??= [q.position]), SQUADRON_RADIUS);
      if (d) {
        dirtySquadrons[i] = 1;
        dirtySquadronList[dirtySquadronCount++] = i;
      }
    }
    const goneShipHere = goneShip >= 0 && k.ships.includes(goneShip);
    const goneSquadronHere = goneSquadron >= 0 && k.squadrons.includes(goneSquadron);
    const dirty = dirtyShipCount + dirtySquadronCount;
    measuredBlocks += dirty;
    keptBlocks += enemies.length + enemySquadrons.length - dirty;
    if (dirty === 0 && !goneShipHere && !goneSquadronHere) {
      keptPoses++;
      return kept;
    }
    const fresh = dirty === 0 ? EMPTY_THREATS : measure({ x: k.x, y: k.y, heading: k.heading }, shipMask, dirtySquadrons);
    // A kind of list with no piece measured again or gone: the kept one as it is.
    const ships = dirtyShipCount > 0 || goneShipHere;
    const squadrons = dirtySquadronCount > 0 || goneSquadronHere;
    const exposure = ships ? mergeList(kept.exposure, k.exposureOf, shipPlace, fresh.exposure, shipOf, shipRank, dirtyShips, sameShipEntry) : kept.exposure;
    const targets = ships ? mergeList(kept.targets, k.targetsOf, shipPlace, fresh.targets, shipOf, shipRank, dirtyShips, sameShipEntry) : kept.targets;
    const squadronExposure = squadrons ? mergeList(kept.squadronExposure, k.squadronExposureOf, squadronPlace, fresh.squadronExposure, squadronOf, squadronRank, dirtySquadrons, sameSquadronEntry) : kept.squadronExposure;
    const squadronTargets = squadrons ? mergeList(kept.squadronTargets, k.squadronTargetsOf, squadronPlace, fresh.squadronTargets, squadronOf, squadronRank, dirtySquadrons, sameSquadronEntry) : kept.squadronTargets;
    // Measured again and found as they were (most moves change few entries): the parent's lists as they are.
    if (exposure === kept.exposure && targets === kept.targets && squadronExposure === kept.squadronExposure && squadronTargets === kept.squadronTargets) {
      keptPoses++;
      return kept;
    }
    return { exposure, targets, squadronExposure, squadronTargets };
  };
  const parentPoses = parentIndex.poses;
  const answered: (Threats | undefined)[] = new Array<Threats | undefined>(parentPoses.length).fill(undefined);
  // Final poses not in the parent's plan (a course moved again ending elsewhere), measured whole.
  const newAnswers: { x: number; y: number; heading: number; threats: Threats }[] = [];
  const threatsAt = (pose: Pose, at: number): Threats => {
    if (at >= 0) return (answered[at] ??= keptAt(parentPoses[at]!));
    for (const known of newAnswers) if (known.x === pose.x && known.y === pose.y && known.heading === pose.heading) return known.threats;
    newPoses++;
    const threats = measure(pose, null, null);
    newAnswers.push({ x: pose.x, y: pose.y, heading: pose.heading, threats });
    return threats;
  };

  // The parent's courses and summaries, each replaced where it changed.
  const courses = plan.courses.slice();
  let summaries: ThreatSummary[] | null = null;
  let keptMovement = 0;
  let keptCourses = 0;
  /** By final pose of the parent's plan: the number of ships in its exposure and in its targets (-1: not counted yet). */
  const exposedCount: number[] = new Array<number>(parentPoses.length).fill(-1);
  const targetCount: number[] = new Array<number>(parentPoses.length).fill(0);
  for (let i = 0; i < courses.length; i++) {
    const c = courses[i]!;
    const was = c.outcome;
    let base: ArmadaOutcome | null = null;
    if (movementTouches(parentIndex, i, was, ship, spots, all, footprints, config)) {
      // armada.maneuver.steps: the course moved again on the child's table, as `planShip` does.
      const outcome = courseOutcome(child, ship, others, c, was, config, reading, cache);
      if (outcome === null) return scratch('a course could not be moved again');
      base = outcome;
    } else keptMovement++;
    if (!config.exposure) {
      if (base === null) keptCourses++;
      else courses[i] = { speed: c.speed, yaw: c.yaw, side: c.side, dialChange: c.dialChange, outcome: base };
      continue;
    }
    const pose = base === null ? was.pose : base.pose;
    const at = base === null ? parentIndex.poseOf[i]! : findPose(parentPoses, parentIndex.byX, pose.x, pose.y, pose.heading);
    const threats = threatsAt(pose, at);
    if (base === null && sameLists(threats, was)) {
      keptCourses++;
      continue;
    }
    const outcome: ArmadaOutcome = base === null ? (parentIndex.plain[i] === 1 ? withThreats(was, threats) : { ...was, ...threats }) : Object.assign(base, threats);
    courses[i] = { speed: c.speed, yaw: c.yaw, side: c.side, dialChange: c.dialChange, outcome };
    const summary = parentIndex.summaryOf[i]!;
    // The counts of a final pose of the parent's plan worked out once (its courses share its lists).
    if (at >= 0 && exposedCount[at]! < 0) {
      exposedCount[at] = shipsIn(threats.exposure);
      targetCount[at] = shipsIn(threats.targets);
    }
    const exposedTo = at >= 0 ? exposedCount[at]! : shipsIn(threats.exposure);
    const targets = at >= 0 ? targetCount[at]! : shipsIn(threats.targets);
    // The same counts: the parent's summary (a value: option, label and counts).
    if (exposedTo !== summary.exposedTo || targets !== summary.targets) (summaries ??= parentIndex.summaryOf.slice() as ThreatSummary[])[i] = { option: summary.option, label: summary.label, exposedTo, targets };
  }
  last = { derived: true, scratch: null, courses: courses.length, keptMovement, keptCourses, keptPoses, keptBlocks, measuredBlocks, newPoses };
  // Every summary the parent's: its ranking as it is (the same summaries in the same order sort the same way).
  return ok({ game: 'armada', ship: plan.ship, type: plan.type, dialSpeed: plan.dialSpeed, courses, illegal: plan.illegal, ranking: summaries === null ? plan.ranking : rankThreats(summaries) });
}

/** The keys of a plan's course outcome as `finish` makes them and the plan adds its threats, in order. */
const OUTCOME_KEYS: readonly string[] = ['game', 'ship', 'side', 'requestedSpeed', 'executedSpeed', 'pose', 'overlappedShips', 'damage', 'displacedSquadrons', 'obstacles', 'destroyed', 'trace', 'start', 'yaw', 'speedZeroYaw', 'toolSides', 'attempts', 'closestShip', 'unplacedSquadrons', 'tool', 'speedDial', 'exposure', 'targets', 'squadronExposure', 'squadronTargets'];

/** Whether an outcome has exactly `OUTCOME_KEYS`, in that order (`withThreats` copies it as `{ ...was, ...threats }` would). */
function plainOutcome(o: ArmadaOutcome): boolean {
  let i = 0;
  for (const key in o) if (key !== OUTCOME_KEYS[i++]) return false;
  return i === OUTCOME_KEYS.length;
}

/** `{ ...was, ...threats }` for an outcome with `OUTCOME_KEYS` (`plainOutcome`): the same keys in the same order. */
function withThreats(was: ArmadaOutcome, t: Threats): ArmadaOutcome {
  return {
    game: was.game, ship: was.ship, side: was.side, requestedSpeed: was.requestedSpeed, executedSpeed: was.executedSpeed, pose: was.pose,
    overlappedShips: was.overlappedShips, damage: was.damage, displacedSquadrons: was.displacedSquadrons, obstacles: was.obstacles, destroyed: was.destroyed,
    trace: was.trace, start: was.start, yaw: was.yaw, speedZeroYaw: was.speedZeroYaw, toolSides: was.toolSides, attempts: was.attempts,
    closestShip: was.closestShip, unplacedSquadrons: was.unplacedSquadrons, tool: was.tool, speedDial: was.speedDial,
    exposure: t.exposure, targets: t.targets, squadronExposure: t.squadronExposure, squadronTargets: t.squadronTargets,
  };
}

const EMPTY_THREATS: Threats = { exposure: [], targets: [], squadronExposure: [], squadronTargets: [] };

/** Whether two threat lists hold the same entries (entries are shared values; squadron entries compared by their fields). */
function sameLists(t: Threats, o: ArmadaOutcome): boolean {
  return sameEntries(t.exposure, o.exposure!) && sameEntries(t.targets, o.targets!) && sameEntries(t.squadronExposure, o.squadronExposure!) && sameEntries(t.squadronTargets, o.squadronTargets!);
}

function sameEntries<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Whether two pieces of scenario data are the same: the same keys in the same order and the same
 * values (so the same JSON; some values with the same JSON, such as a key holding undefined, may
 * count as different, which only costs the shortcut).
 */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i] || !sameData((a as Record<string, unknown>)[ka[i]!], (b as Record<string, unknown>)[kb[i]!])) return false;
  return true;
}

/** The one field a `set` changed on the scenario's piece, or null when it cannot be told. */
function setField(parent: World, child: World, change: PieceChange): string | null {
  const a = parent.scenario[change.list][change.index] as Record<string, unknown> | undefined;
  const b = child.scenario[change.list][change.index] as Record<string, unknown> | undefined;
  if (a === undefined || b === undefined) return null;
  let field: string | null = null;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (a[key] === b[key]) continue;
    if (field !== null) return null;
    field = key;
  }
  return field ?? 'nothing';
}

/**
 * One course moved again on the child's table, as `planShip` moves it (the chart's courses, no
 * effects in force): the same side, the course's own first trace step (the chart or speed 0).
 */
function courseOutcome(table: World, ship: ShipOnTable, others: readonly ShipOnTable[], c: PlannedCourse, was: ArmadaOutcome, config: World['config'], reading: 'illegal' | 'second-side' | undefined, cache: PositionCache): ArmadaOutcome | null {
  const courseTrace = [was.trace[0]!];
  if (c.speed === 0) {
    const still = { speed: 0, clicks: [], side: 'auto', speedZeroYaw: 0 } as const;
    const done = finish(table, ship, still, moveAtSpeedZero(ship, others, still, config), config, courseTrace);
    return done.ok ? done.value : null;
  }
  const course = { speed: c.speed, clicks: c.yaw, side: 'auto', speedZeroYaw: 0 } as const;
  const plots = plotBothSides(ship, c.yaw, config);
  const both = legalSides(plots).length === 0;
  // armada.tool.side-both.reading: each side is where the ship ends when the tool went on the other side first.
  const decided = both && reading === 'second-side' && ship.size !== 'huge' ? decideSide(ship, plots, c.side === 'right' ? 'left' : 'right', reading) : decideSide(ship, plots, c.side);
  if ('issue' in decided) return null;
  const done = finish(table, ship, course, moveOnSide(ship, others, course, c.side, plots, config, decided.trace, cache), config, courseTrace);
  return done.ok ? done.value : null;
}
