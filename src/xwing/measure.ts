/**
 * Range and arcs between two X-Wing ships (xwing.range.bands, xwing.range.measure,
 * xwing.range.arc-lines, xwing.range.arc-types, xwing.range.in-arc, xwing.range.obstructed), and the exposure and
 * targets of a plan option's final base (xwing.range.exposure).
 *
 * Range: closest point to closest point between the two bases. An arc contains the target when
 * any part of the target's base is inside the arc (an arc line touching the base counts); the
 * attack range is measured from the closest point of the attacker's base inside the arc to the
 * closest point of the target's base inside the arc. The attack is obstructed when that range line
 * crosses the interior of an obstacle.
 */
import type { Result } from '../core/issue.ts';
import { fail, issue, ok } from '../core/issue.ts';
import type { ArcReading, ArcThreat, Measurement } from '../core/measure.ts';
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import type { Closest, HalfPlane, Region } from '../geometry/arc.ts';
import { clipConvex, closestConvex, outsideRegion, rectCorners, regionToTable, segmentCrossesPolygon, segmentDistance } from '../geometry/arc.ts';
import type { FlatConvex, FlatRegion } from '../geometry/arc-flat.ts';
import { clipFlat, closestFlat, flatClosest, flatConvex, flatRegion, loadPoints, outsideRegionFlat, segmentCrossesFlat, segmentDistanceFlat } from '../geometry/arc-flat.ts';
import type { DistanceBounds } from '../geometry/arc.ts';
import { boxFlat, distanceBoundsFlat, rectCornersAt, regionToTableAt } from '../geometry/arc.ts';
import { cosDeg, sinDeg } from '../geometry/angle.ts';
import type { Corridor } from '../geometry/arc-bounds.ts';
import { corridor, corridorOf, discInside, discMissesCorridor, discOutside } from '../geometry/arc-bounds.ts';
import { distance as baseDistance } from '../geometry/index.ts';
import type { Point, Pose } from '../geometry/shapes.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import type { Base, BaseSize } from './catalog/bases.ts';
import type { XwingArc } from './catalog/arcs.ts';
import { TURRET_QUADRANTS, arcRegion, arcSlope, arcsOf } from './catalog/arcs.ts';
import type { ShipState, World } from './world.ts';
import { baseRect, halfDiagonal } from './world.ts';
import { mapped } from './packed.ts';

/** Scratch bounding boxes of the two parts in `mayObstruct`. */
const BOX_P = new Float64Array(4);
const BOX_Q = new Float64Array(4);
/** Scratch aligned box of the two parts in `mayObstruct` (shared: a scorer answers one pose at a time, and scorers are made by the thousand when planning against the opponent). */
const CORRIDOR: Corridor = corridor();

/** Range 1 to 3: the bands an attack may use (range 0, touching, included: 2.0 and 2.5 allow attacking a touching ship). */
export const ATTACK_RANGE = 3;
/** The longest band the range rulers give (xwing.range.bands: JMT lists 4 and 5). */
export const LONGEST_RANGE = 5;
const BAND = 100;

/**
 * xwing.range.bands: range 0 when touching or overlapping, else ceil(d / 100 mm); a distance on a
 * band edge (within the contact tolerance) belongs to the lower band; null beyond range 5.
 */
export function rangeBand(distance: number): number | null {
  if (distance <= CONTACT_TOLERANCE) return 0;
  const band = Math.max(1, Math.ceil((distance - CONTACT_TOLERANCE) / BAND));
  return band <= LONGEST_RANGE ? band : null;
}

export interface XwingArcReading extends ArcReading {
  readonly arc: XwingArc;
  readonly range: number | null;
}

export interface XwingMeasurement extends Measurement {
  readonly game: 'xwing';
  readonly range: number | null;
  readonly arcs: readonly XwingArcReading[];
}

/** A base somewhere on the table: what measuring needs of a ship. */
interface Placed {
  readonly id: string;
  readonly pose: Pose;
  readonly base: Base;
  readonly corners: readonly Point[];
}

function placed(ship: ShipState, pose: Pose = ship.pose): Placed {
  return { id: ship.id, pose, base: ship.base, corners: rectCorners(baseRect(pose, ship.base)) };
}

/** The arcs whose regions make up `arc`: a turret arc is measured as the nearest of its four quadrants. */
function arcParts(arc: XwingArc): readonly XwingArc[] {
  return arc === 'singleTurret' || arc === 'doubleTurret' ? TURRET_QUADRANTS : [arc];
}

/** The arc regions of one arc in the table frame (a turret arc: its four quadrants). */
function tableRegions(arc: XwingArc, pose: Pose, base: Base): HalfPlane[][] {
  const arcs = arcParts(arc);
  const out: HalfPlane[][] = [];
  for (const a of arcs) {
    const region = arcRegion(a, base.size);
    if (region !== null) out.push(regionToTable(pose, region));
  }
  return out;
}

/** The closest points inside one arc, or null when no part of the target is in it. */
function inArc(regions: readonly HalfPlane[][], attacker: readonly Point[], target: readonly Point[]): Closest | null {
  let best: Closest | null = null;
  for (const planes of regions) {
    if (outsideRegion(target, planes)) continue;
    const targetPart = clipConvex(target, planes);
    if (targetPart.length === 0) continue;
    const attackerPart = clipConvex(attacker, planes);
    if (attackerPart.length === 0) continue;
    const c = closestConvex(attackerPart, targetPart);
    if (best === null || c.distance < best.distance) best = c;
  }
  return best;
}

/**
 * xwing.range.obstructed: obstacles, and huge ships other than the two measured (`skip`), whose
 * interior the range line crosses (broad phase on their bounding circles). Huge ships obstruct: the
 * RR huge-ship appendix gives the defender an extra die "while a huge ship obstructs an attack"
 * (VisualSource/X-Wing-Wiki `docs/Huge_Ships.md`), and the TTS2 mod's `ArcCheck.CheckObstruction`
 * counts huge ships beside obstacles; their base is what is crossed.
 */
function obstructing(world: World, line: Closest, skip: readonly string[]): string[] {
  if (line.distance <= CONTACT_TOLERANCE) return [];
  const { a, b } = line;
  const out: string[] = [];
  for (const obstacle of world.obstacles) {
    if (segmentDistance(obstacle.centre, a, b) > obstacle.radius) continue;
    if (segmentCrossesPolygon(a, b, obstacle.shape.points)) out.push(obstacle.id);
  }
  for (const ship of world.ships) {
    if (ship.base.size !== 'huge' || skip.includes(ship.id)) continue;
    if (segmentDistance(ship.pose, a, b) > ship.radius) continue;
    if (segmentCrossesPolygon(a, b, rectCorners(ship.rect))) out.push(ship.id);
  }
  return out;
}

function readArcs(world: World, attacker: Placed, arcs: readonly XwingArc[], target: Placed): XwingArcReading[] {
  const readings: XwingArcReading[] = [];
  for (const arc of arcs) {
    const c = inArc(tableRegions(arc, attacker.pose, attacker.base), attacker.corners, target.corners);
    if (c === null) continue;
    const by = obstructing(world, c, [attacker.id, target.id]);
    readings.push({ arc, range: rangeBand(c.distance), obstructed: by.length > 0, distance: c.distance, closest: { from: c.a, to: c.b }, obstructedBy: by });
  }
  return readings;
}

const mm = (n: number): string => (Math.round(n * 1000) / 1000).toString();
const pt = (p: Point): string => `(${mm(p.x)}, ${mm(p.y)})`;
const rangeText = (r: number | null): string => (r === null ? `beyond range ${LONGEST_RANGE}` : `range ${r}`);

/** `measure`: range, arcs and obstruction from ship `from` to ship `to`. */
export function measureWorld(world: World, from: string, to: string): Result<XwingMeasurement> {
  const a = world.ships.find((s) => s.id === from);
  const b = world.ships.find((s) => s.id === to);
  const problems = [
    ...(a === undefined ? [issue('from', 'reference', `no ship with id ${JSON.stringify(from.slice(0, 100))}`)] : []),
    ...(b === undefined ? [issue('to', 'reference', `no ship with id ${JSON.stringify(to.slice(0, 100))}`)] : []),
  ];
  if (a !== undefined && a === b) problems.push(issue('to', 'reference', 'measure between two different ships'));
  if (a === undefined || b === undefined || problems.length > 0) return fail(problems);

  const trace: TraceStep[] = [];
  const gap = baseDistance(a.rect, b.rect);
  const range = rangeBand(gap.distance);
  trace.push(step('xwing.range.measure', `Closest points of the bases: ${from} ${pt(gap.a)} to ${to} ${pt(gap.b)}, ${mm(gap.distance)} mm.`));
  trace.push(step('xwing.range.bands', gap.distance <= CONTACT_TOLERANCE ? 'The bases touch or overlap: range 0.' : `${mm(gap.distance)} mm is ${rangeText(range)} (100 mm per band).`));

  const arcs = arcsOf(a.type.xws);
  trace.push(step('xwing.range.arc-types', `${from} (${a.type.name}) has ${arcs.length === 0 ? 'no arcs' : `the arcs ${arcs.join(', ')}`} (xwing-data2 primary attacks).`));
  const k = arcSlope(a.base.size);
  const halfAngle = mm((Math.atan(k) * 180) / Math.PI);
  trace.push(step('xwing.range.arc-lines', a.base.size === 'huge'
    ? `huge base: the arc lines run through the base centre, ${halfAngle} degrees either side of the centre line (the Tabletop Simulator mod's huge-base arcs; the RR gives huge ships the standard arcs).`
    : `${a.base.size} base: the arc lines run from the base centre through the token corners, ${halfAngle} degrees either side of the centre line.`));
  const readings = readArcs(world, placed(a), arcs, placed(b));
  for (const arc of arcs) {
    const r = readings.find((x) => x.arc === arc);
    trace.push(step('xwing.range.in-arc', r === undefined
      ? `No part of ${to}'s base is in the ${arc} arc.`
      : `${to} is in the ${arc} arc at ${rangeText(r.range)}: ${mm(r.distance)} mm from ${pt(r.closest.from)} to ${pt(r.closest.to)}, both inside the arc.`));
    if (r !== undefined && r.distance > CONTACT_TOLERANCE) {
      trace.push(step('xwing.range.obstructed', r.obstructed ? `The range line in the ${arc} arc crosses ${r.obstructedBy.join(', ')}: obstructed.` : world.ships.some((s) => s.base.size === 'huge' && s.id !== from && s.id !== to) ? `The range line in the ${arc} arc crosses no obstacle or huge ship.` : `The range line in the ${arc} arc crosses no obstacle.`));
    }
  }
  return ok({ game: 'xwing', from, to, distance: gap.distance, closest: { from: gap.a, to: gap.b }, range, arcs: readings, trace });
}

/** Who can shoot a plan option's final base, and whom the mover can shoot from there. */
export interface Threats {
  readonly exposure: readonly ArcThreat[];
  readonly targets: readonly ArcThreat[];
}

/**
 * xwing.range.exposure: the enemy ships (another owner) of `mover`, prepared once per plan; the
 * returned function answers for one final pose. Enemies whose bases cannot be within range 3 of
 * the final base (bounding circles) are skipped before any clipping.
 *
 * The same answers as `inArc` and `obstructing` above (the tests compare them), on flat numbers
 * (`arc-flat.ts`): each enemy's arc half-planes are prepared once, options ending on the same pose
 * are answered once, and the obstruction test stops at the first obstacle crossed.
 */
export function threatsFor(world: World, mover: ShipState): (pose: Pose) => Threats {
  const scorer = new ThreatScorer(world, mover);
  return (pose) => scorer.at(pose);
}

/**
 * `threatsFor` for a caller that says when it is done (`release`, after the last `at`): its
 * buffers then serve the next plan.
 */
export function releasableThreats(world: World, mover: ShipState): { readonly at: (pose: Pose) => Threats; readonly release: () => void } {
  const scorer = new ThreatScorer(world, mover, true);
  return { at: (pose) => scorer.at(pose), release: () => scorer.release() };
}

// A rectangle clipped by up to three half-planes has at most 7 corners; 8 doubles stay on V8's heap.
const CAPACITY = 8;
const REACH = ATTACK_RANGE * BAND + CONTACT_TOLERANCE;
/**
 * How far cheap bounds are trusted (mm): `distanceBoundsFlat` and the exact distance are within
 * about 1e-10 mm of the true one for coordinates up to the 100,000 mm limit.
 */
const SLACK = 1e-7;

interface PreparedEnemy {
  readonly corners: FlatConvex;
  /** Each arc's regions, and the enemy's base clipped by each (the same for every pose of the mover). */
  readonly arcs: readonly { readonly arc: XwingArc; readonly regions: readonly FlatRegion[]; readonly parts: readonly FlatConvex[] }[];
}

/**
 * Flat buffers kept between plans. A plan's scorer needs about a hundred small typed arrays (each
 * enemy's corners, arc regions and clipped parts, the obstacle outlines), and making a small typed
 * array costs more than most of what is done with it; `planShip` gives its scorer's back when the
 * plan is done (`release`), and the next plan takes them. Every buffer taken is written before it
 * is read. At most POOL_LIMIT of each size are kept.
 */
class Buffers {
  private static readonly convex = new Map<number, FlatConvex[]>();
  private static readonly regions = new Map<number, FlatRegion[]>();
  private readonly convexTaken: FlatConvex[] = [];
  private readonly regionsTaken: FlatRegion[] = [];

  /** `pooled` false: new buffers, nothing kept (an owner that never releases, as `threatsFor`'s). */
  constructor(private readonly pooled: boolean) {}

  /** A polygon buffer of `capacity` points. */
  convex(capacity: number): FlatConvex {
    if (!this.pooled) return flatConvex(capacity);
    const out = Buffers.convex.get(capacity)?.pop() ?? flatConvex(capacity);
    this.convexTaken.push(out);
    return out;
  }

  /** A region buffer of `capacity` half-planes. */
  region(capacity: number): FlatRegion {
    if (!this.pooled) return flatRegion(capacity);
    const out = Buffers.regions.get(capacity)?.pop() ?? flatRegion(capacity);
    this.regionsTaken.push(out);
    return out;
  }

  /** A scratch array of `length` numbers: a polygon buffer's x array when pooled, else a new array alone. */
  floats(length: number): Float64Array {
    return this.pooled ? this.convex(length).xs : new Float64Array(length);
  }

  /** Every buffer taken goes back to the pool; the owner must not use them again. */
  release(): void {
    for (const b of this.convexTaken) keep(Buffers.convex, b.xs.length, b);
    for (const b of this.regionsTaken) keep(Buffers.regions, b.nx.length, b);
    this.convexTaken.length = 0;
    this.regionsTaken.length = 0;
  }
}

const POOL_LIMIT = 1024;

function keep<B>(pool: Map<number, B[]>, capacity: number, buffer: B): void {
  let list = pool.get(capacity);
  if (list === undefined) pool.set(capacity, (list = []));
  if (list.length < POOL_LIMIT) list.push(buffer);
}

/** The regions of one arc in the ship's own frame (a turret arc: its four quadrants), without the arcs the base size has none for. */
function localRegions(arc: XwingArc, base: Base): readonly Region[] {
  // Worked out once per arc and base size (arcRegion's regions are frozen catalog data).
  let bySize = LOCAL_REGIONS.get(arc);
  if (bySize === undefined) LOCAL_REGIONS.set(arc, (bySize = new Map()));
  let known = bySize.get(base.size);
  if (known === undefined) {
    const out: Region[] = [];
    for (const a of arcParts(arc)) {
      const region = arcRegion(a, base.size);
      if (region !== null) out.push(region);
    }
    bySize.set(base.size, (known = Object.freeze(out)));
  }
  return known;
}

const LOCAL_REGIONS = new Map<XwingArc, Map<BaseSize, readonly Region[]>>();

/** The flat half-planes of one arc (a turret arc is its four quadrants) at a pose given by its position and the sine and cosine of its heading. */
function flatRegions(arc: XwingArc, x: number, y: number, s: number, c: number, base: Base, buffers: Buffers): FlatRegion[] {
  const locals = localRegions(arc, base);
  const out = new Array<FlatRegion>(locals.length); // holey in every tier (packed.ts)
  for (let i = 0; i < locals.length; i++) out[i] = regionToTableAt(x, y, s, c, locals[i]!, buffers.region(locals[i]!.length));
  return out;
}

function prepareEnemy(enemy: ShipState, spare: FlatConvex, buffers: Buffers): PreparedEnemy {
  // One sine and cosine for the corners and every region (rectCorners and regionToTableFlat work them out the same way each).
  const { x, y, heading } = enemy.pose;
  const s = sinDeg(heading);
  const c = cosDeg(heading);
  const corners = rectCornersAt(x, y, s, c, enemy.base.width, enemy.base.length, buffers.convex(CAPACITY));
  // Arrays of their exact length (map): a scorer is kept per enemy pose when planning against the opponent, thousands of them.
  return {
    corners,
    arcs: mapped(arcsOf(enemy.type.xws), (arc) => {
      const regions = flatRegions(arc, x, y, s, c, enemy.base, buffers);
      return { arc, regions, parts: mapped(regions, (planes) => clipped(corners, planes, spare, buffers)) };
    }),
  };
}

function clipped(poly: FlatConvex, planes: FlatRegion, spare: FlatConvex, buffers: Buffers): FlatConvex {
  const out = buffers.convex(CAPACITY);
  clipFlat(poly, planes, out, spare);
  return out;
}

/** Scratch lists of one pose's threats (a scorer answers one pose at a time). */
const EXPOSURE: ArcThreat[] = [];
const TARGETS: ArcThreat[] = [];

/** The first `n` threats of a scratch list as a new array of that length (an empty one from a literal: one kind of array in every tier, packed.ts). */
function exactList(scratch: readonly ArcThreat[], n: number): ArcThreat[] {
  return n === 0 ? [] : scratch.slice(0, n);
}

/** An obstacle (`ship` -1) or a huge ship (`ship` its index) that can obstruct, with its bounding circle and outline. */
interface Blocker {
  readonly ship: number;
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  readonly outline: FlatConvex;
}

/**
 * The state of `threatsFor` for one plan: a class rather than closures over local variables.
 * Measured over many batches of example plans: as a closure made per plan, the per-pose function
 * was optimised again two or three times per 30 batches (its largest compile, ~130 ms each); as a
 * method it is optimised once.
 */
class ThreatScorer {
  /**
   * True for a plan's scorer (`releasableThreats`): the plan never changes the lists it is given,
   * so the first answer at a pose is kept as it is (later ones at that pose still get copies).
   */
  readonly shareFirst: boolean;
  private readonly buffers: Buffers;
  private released = false;
  private readonly enemies: { readonly enemy: ShipState; prepared: PreparedEnemy | null }[];
  /** The mover's arcs; `parts` holds its base clipped by each region at the pose being answered, once `clippedAt` is that pose's number. */
  private readonly myArcs: readonly { readonly arc: XwingArc; readonly locals: readonly Region[]; readonly regions: readonly FlatRegion[]; readonly parts: readonly FlatConvex[]; readonly clippedAt: number[] }[];
  private pose = 0;
  /** Obstacles (`ship` -1) and huge ships other than the mover (`ship` their index): what can obstruct. */
  private readonly obstacles: readonly Blocker[];
  private readonly cuts: Float64Array;
  private readonly mine: FlatConvex;
  private readonly targetPart: FlatConvex;
  private readonly spare: FlatConvex;
  private best = flatClosest();
  private trial = flatClosest();
  private readonly bounds: DistanceBounds = { lo: 0, hi: 0 };
  /** What `oneRegion` found for the obstruction of the arc it answered. */
  private blocked = false;
  private readonly moverRadius: number;
  private readonly width: number;
  private readonly length: number;
  private readonly answered = new Map<number, { readonly y: number; readonly heading: number; readonly threats: Threats }[]>();

  /** `planned`: a plan's scorer (`releasableThreats`), pooled buffers and the first answers kept as they are. */
  constructor(world: World, mover: ShipState, planned = false) {
    this.shareFirst = planned;
    const buffers = (this.buffers = new Buffers(planned));
    this.mine = buffers.convex(CAPACITY);
    this.targetPart = buffers.convex(CAPACITY);
    this.spare = buffers.convex(CAPACITY);
    this.enemies = mapped(
      world.ships.filter((s) => s.index !== mover.index && (s.owner ?? '') !== (mover.owner ?? '')),
      (enemy) => ({ enemy, prepared: null }),
    );
    this.myArcs = mapped(arcsOf(mover.type.xws), (arc) => {
      const locals = localRegions(arc, mover.base);
      return { arc, locals, regions: mapped(locals, (r) => buffers.region(r.length)), parts: mapped(locals, () => buffers.convex(CAPACITY)), clippedAt: mapped(locals, () => -1) };
    });
    const huge: ShipState[] = [];
    for (const s of world.ships) if (s.base.size === 'huge' && s.index !== mover.index) huge.push(s);
    const blockers = new Array<Blocker>(world.obstacles.length + huge.length); // holey in every tier (packed.ts)
    world.obstacles.forEach((o, i) => {
      blockers[i] = { ship: -1, cx: o.centre.x, cy: o.centre.y, r: o.radius, outline: loadPoints(buffers.convex(o.shape.points.length), o.shape.points) };
    });
    huge.forEach((s, i) => {
      blockers[world.obstacles.length + i] = { ship: s.index, cx: s.pose.x, cy: s.pose.y, r: s.radius, outline: loadPoints(buffers.convex(4), rectCorners(s.rect)) };
    });
    this.obstacles = blockers;
    let most = 4;
    for (const o of this.obstacles) if (o.outline.n > most) most = o.outline.n;
    this.cuts = buffers.floats(most + 2);
    this.moverRadius = halfDiagonal(mover.base);
    this.width = mover.base.width;
    this.length = mover.base.length;
  }

  /**
   * `inArc` into `best`: false when no part of the target is in any of the regions. The attacker
   * clipped by each region does not depend on the target: an enemy's is clipped once per plan
   * (`parts`), the mover's once per pose (`mine`: `parts` filled on first use).
   */
  private inArcFlat(regions: readonly FlatRegion[], attacker: FlatConvex, parts: readonly FlatConvex[], clippedAt: number[] | null, target: FlatConvex): boolean {
    let found = false;
    for (let i = 0; i < regions.length; i++) {
      const planes = regions[i]!;
      if (outsideRegionFlat(target, planes)) continue;
      clipFlat(target, planes, this.targetPart, this.spare);
      if (this.targetPart.n === 0) continue;
      const attackerPart = parts[i]!;
      if (clippedAt !== null && clippedAt[i] !== this.pose) {
        clipFlat(attacker, planes, attackerPart, this.spare);
        clippedAt[i] = this.pose;
      }
      if (attackerPart.n === 0) continue;
      closestFlat(attackerPart, this.targetPart, this.trial);
      if (!found || this.trial.distance < this.best.distance) {
        const kept = this.best;
        this.best = this.trial;
        this.trial = kept;
        found = true;
      }
    }
    return found;
  }

  /**
   * An arc of one region (every arc but the turrets): the range band of `inArcFlat` and
   * `rangeBand`, or -1 when no part of the target is in the arc or it is beyond range 3;
   * `blocked` is then what `obstructed` says. The same answers with less work: the closest points
   * are needed only for the obstruction test, and the distance only for its band. Where cheap
   * bounds on the distance (`distanceBoundsFlat`) put it beyond range 3, or inside one band clear
   * of contact with no obstacle near the two parts, the closest points are not computed.
   */
  private oneRegion(planes: FlatRegion, attacker: FlatConvex, attackerPart: FlatConvex, clippedAt: number[] | null, target: FlatConvex, enemy: number, tx: number, ty: number, tr: number): number {
    let targetPart = target;
    // A target wholly inside the region by its bounding circle is its own part (clipFlat would copy it).
    if (!discInside(planes, tx, ty, tr)) {
      if (outsideRegionFlat(target, planes)) return -1;
      targetPart = this.targetPart;
      clipFlat(target, planes, targetPart, this.spare);
      if (targetPart.n === 0) return -1;
    }
    if (clippedAt !== null && clippedAt[0] !== this.pose) {
      clipFlat(attacker, planes, attackerPart, this.spare);
      clippedAt[0] = this.pose;
    }
    if (attackerPart.n === 0) return -1;
    const bounds = this.bounds;
    distanceBoundsFlat(attackerPart, targetPart, bounds);
    const lo = bounds.lo - SLACK;
    const hi = bounds.hi + SLACK;
    if (lo > REACH) return -1;
    if (lo > CONTACT_TOLERANCE && hi <= REACH) {
      const band = rangeBand(lo)!;
      if (band === rangeBand(hi) && !this.mayObstruct(attackerPart, targetPart, enemy)) {
        this.blocked = false;
        return band;
      }
    }
    closestFlat(attackerPart, targetPart, this.best);
    if (this.best.distance > REACH) return -1;
    this.blocked = this.obstructed(enemy);
    return rangeBand(this.best.distance)!;
  }

  /**
   * Whether an obstacle (or huge ship) other than `enemy` comes within its bounding circle of the
   * box of the two parts: the range line joins a point of each, so it lies in that box (up to
   * rounding far below SLACK), and an obstacle whose circle misses the box cannot obstruct it.
   */
  private mayObstruct(p: FlatConvex, q: FlatConvex, enemy: number): boolean {
    const a = boxFlat(p, BOX_P);
    const b = boxFlat(q, BOX_Q);
    const minX = a[0]! < b[0]! ? a[0]! : b[0]!;
    const minY = a[1]! < b[1]! ? a[1]! : b[1]!;
    const maxX = a[2]! > b[2]! ? a[2]! : b[2]!;
    const maxY = a[3]! > b[3]! ? a[3]! : b[3]!;
    let aligned = false;
    for (const o of this.obstacles) {
      if (o.ship === enemy) continue;
      const dx = o.cx < minX ? minX - o.cx : o.cx > maxX ? o.cx - maxX : 0;
      const dy = o.cy < minY ? minY - o.cy : o.cy > maxY ? o.cy - maxY : 0;
      const r = o.r + SLACK;
      if (dx * dx + dy * dy > r * r) continue;
      // The circle meets the table-aligned box: the box aligned with the line between the parts is
      // tighter when that line runs diagonally (worked out once, for the first such obstacle).
      if (!aligned) {
        aligned = true;
        corridorOf(p, q, CORRIDOR);
      }
      if (!discMissesCorridor(CORRIDOR, o.cx, o.cy, o.r)) return true;
    }
    return false;
  }

  /** `obstructing(world, best, [mover, enemy]).length > 0`; `enemy` is the other ship's index. */
  private obstructed(enemy: number): boolean {
    const best = this.best;
    if (best.distance <= CONTACT_TOLERANCE) return false;
    const { ax, ay, bx, by } = best;
    for (const o of this.obstacles) {
      if (o.ship === enemy) continue;
      if (segmentDistanceFlat(o.cx, o.cy, ax, ay, bx, by) > o.r) continue;
      if (segmentCrossesFlat(ax, ay, bx, by, o.outline.xs, o.outline.ys, o.outline.n, this.cuts)) return true;
    }
    return false;
  }

  /** The scorer's buffers go back to the pool: it answers no more poses. */
  release(): void {
    this.released = true;
    this.buffers.release();
  }

  at(pose: Pose): Threats {
    if (this.released) throw new Error('threats: asked after the plan released its scorer');
    const same = this.answered.get(pose.x);
    if (same !== undefined) {
      for (const known of same) {
        if (known.y === pose.y && known.heading === pose.heading) return { exposure: known.threats.exposure.slice(), targets: known.threats.targets.slice() };
      }
    }
    // Gathered in scratch lists, then copied at their exact length (a pushed array reserves 16 places, and a plan keeps every answer).
    let exposed = 0;
    let aimed = 0;
    let placed = false;
    for (const e of this.enemies) {
      const dx = e.enemy.pose.x - pose.x;
      const dy = e.enemy.pose.y - pose.y;
      // Beyond range 3 by the bounding circles. The sum of squares is within an ulp or two of what
      // the former `** 2` gave, so an enemy is skipped only when its distance clears the bound by far more.
      if (Math.sqrt(dx * dx + dy * dy) > (this.moverRadius + e.enemy.radius + REACH) * (1 + 1e-12)) continue;
      const { corners, arcs } = (e.prepared ??= prepareEnemy(e.enemy, this.spare, this.buffers));
      if (!placed) {
        placed = true;
        this.pose += 1;
        // The pose's sine and cosine once for its corners and every arc region (each would work them out again).
        const s = sinDeg(pose.heading);
        const c = cosDeg(pose.heading);
        rectCornersAt(pose.x, pose.y, s, c, this.width, this.length, this.mine);
        for (const a of this.myArcs) {
          for (let i = 0; i < a.locals.length; i++) regionToTableAt(pose.x, pose.y, s, c, a.locals[i]!, a.regions[i]!);
        }
      }
      for (const { arc, regions, parts } of arcs) {
        if (regions.length === 1) {
          // The mover's base lies within its half diagonal of the pose: a circle beyond an arc line is outside the arc.
          if (discOutside(regions[0]!, pose.x, pose.y, this.moverRadius)) continue;
          const range = this.oneRegion(regions[0]!, corners, parts[0]!, null, this.mine, e.enemy.index, pose.x, pose.y, this.moverRadius);
          if (range >= 0) EXPOSURE[exposed++] = { ship: e.enemy.id, arc, range, obstructed: this.blocked };
          continue;
        }
        if (!this.inArcFlat(regions, corners, parts, null, this.mine) || this.best.distance > REACH) continue;
        EXPOSURE[exposed++] = { ship: e.enemy.id, arc, range: rangeBand(this.best.distance)!, obstructed: this.obstructed(e.enemy.index) };
      }
      for (const { arc, regions, parts, clippedAt } of this.myArcs) {
        if (regions.length === 1) {
          if (discOutside(regions[0]!, e.enemy.pose.x, e.enemy.pose.y, e.enemy.radius)) continue;
          const range = this.oneRegion(regions[0]!, this.mine, parts[0]!, clippedAt, corners, e.enemy.index, e.enemy.pose.x, e.enemy.pose.y, e.enemy.radius);
          if (range >= 0) TARGETS[aimed++] = { ship: e.enemy.id, arc, range, obstructed: this.blocked };
          continue;
        }
        if (!this.inArcFlat(regions, this.mine, parts, clippedAt, corners) || this.best.distance > REACH) continue;
        TARGETS[aimed++] = { ship: e.enemy.id, arc, range: rangeBand(this.best.distance)!, obstructed: this.obstructed(e.enemy.index) };
      }
    }
    // The answer kept for a later pose at the same place: copies, unless the owner keeps its lists unchanged (a plan).
    const exposure = exactList(EXPOSURE, exposed);
    const targets = exactList(TARGETS, aimed);
    const threats = { y: pose.y, heading: pose.heading, threats: this.shareFirst ? { exposure, targets } : { exposure: exposure.slice(), targets: targets.slice() } };
    if (same === undefined) this.answered.set(pose.x, [threats]);
    else same.push(threats);
    return { exposure, targets };
  }
}
