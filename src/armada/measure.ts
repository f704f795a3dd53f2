/**
 * Range, distance and hull zones between Armada pieces (armada.range.bands,
 * armada.range.measure, armada.range.hull-zones, armada.range.in-arc, armada.range.obstructed), and the
 * exposure and targets of a plan option's final position (armada.range.exposure).
 *
 * Range and distance: closest point to closest point of the inner footprints (ships without the
 * shield-dial frames, armada.base.sizes) and squadron bases. A hull zone's firing arc contains a
 * ship when any part of its base is inside the arc lines (a base touching a line counts); the
 * attack range is measured from the closest point of the attacker's base inside the zone to the
 * closest point of the target's base inside the arc. Line of sight (armada.range.line-of-sight,
 * armada.range.obstructed) is traced between the targeting points printed in the hull zones
 * (`catalog/targeting.ts`): from the attacking hull zone's point to the defending hull zone's, or
 * to the closest point of a squadron's base. A ship target names the defending hull zones inside the
 * arc, each with its own range and line of sight; the reading is obstructed when every defending
 * zone at the reading's range band has its line crossed by an obstacle or a ship other than the
 * two, the stretches over their own bases left out (`sight.ts`). Squadrons are measured for range
 * and distance; hull zones are measured against ships.
 */
import type { Result } from '../core/issue.ts';
import { fail, issue, ok } from '../core/issue.ts';
import type { ArcReading, ArcThreat, ClosestPoints, Measurement } from '../core/measure.ts';
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import type { Closest, DistanceBounds, FlatClosest, FlatConvex, FlatRegion, HalfPlane } from '../geometry/arc.ts';
import { discOutside } from '../geometry/arc-bounds.ts';
import { clipConvex, clipFlat, clipUnlessOutside, closestConvex, closestDistanceFlat, closestFlat, closestToDisc, closestToDiscInRegion, cornersInside, discBeyond, distanceBounds, distanceBoundsFlat, distanceBoundsKeptAt, discScratch, flatClosest, flatConvex, flatRegion, loadPoints, outsideRegion, outsideRegionFlat, pointInRegion, pointNearBounds, rectCorners, rectCornersAt, regionToTable, regionToTableAt, regionToTableFlat, segmentCrossesFlat, segmentCrossesPolygon, segmentThroughDisc, segmentDistance, segmentDistanceFlat, vertexEdges, vertexMean, withinFlat } from '../geometry/arc.ts';
import { distance as shapeDistance } from '../geometry/index.ts';
import type { Point, Pose, Shape } from '../geometry/shapes.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import type { HullZone, StandardHullZone } from './catalog/arcs.ts';
import type { ArmadaRange } from './catalog/distances.ts';
import { DISTANCE_BANDS, distanceBandOf, RANGE_BANDS, rangeOf } from './catalog/distances.ts';
import { HUGE_HULL_ZONES, HULL_ZONES, tokenSize } from './catalog/arcs.ts';
import { BASES, SQUADRON_RADIUS } from './catalog/bases.ts';
import type { BaseSize } from './catalog/ship-record.ts';
import { aimReach, localTargetingPoint, targetingPoints, targetingSpec } from './catalog/targeting.ts';
import { cosDeg, sinDeg } from '../geometry/angle.ts';
import { innerRect, squadronCircle, tokenRect } from './footprint.ts';
import type { LocalZone } from './hull-sight.ts';
import { LOCAL_HULL_ZONES, sightThroughZoneOnly, throughZone, tokenHalfSizes } from './hull-sight.ts';
import type { SightBase, SightSegment } from './sight.ts';
import { leaveFraction, sameWay, sightBase, sightSegment, visibleSight, visibleSightBetween } from './sight.ts';
import type { ShipOnTable, World } from './world.ts';
import type { DiceByRange, DicePool } from './armament.ts';
import type { Blocker, PreparedEnemy, ThreatSetup } from './threat-setup.ts';
import { boundingCircle, FRESH_SETUP, LOCAL_ZONES, reachEdgeOf, ZoneState } from './threat-setup.ts';

export { distanceBandOf, rangeOf };
export type { ArmadaRange };

export interface ArmadaArcReading extends ArcReading {
  readonly arc: HullZone;
  readonly range: ArmadaRange;
  /**
   * Extra (armada.range.line-of-sight): the line of sight the reading's `obstructed` was traced on,
   * from the attacking hull zone's targeting point to the defending hull zone's targeting point
   * (ship targets) or to the closest point of the squadron's base. Absent where no targeting
   * points are modelled (a huge defender: the range line stands in).
   */
  readonly lineOfSight?: SightLine;
  /** Extra, ship targets: the defending hull zone the reading stands for (see `defending`). */
  readonly defendingZone?: HullZone;
  /**
   * Extra, ship targets: each of the defender's hull zones with part of its base inside the arc,
   * with its own attack range and line of sight. The reading's `obstructed` is that of the best one:
   * at the closest range band, a clear line of sight if any zone at that band has one.
   */
  readonly defending?: readonly DefendingZone[];
}

/** A line of sight: from the attacker's targeting point (or squadron point) to the defender's. */
export interface SightLine {
  readonly from: Point;
  readonly to: Point;
}

/** One hull zone of the defending ship inside the attacking hull zone's arc (armada.range.line-of-sight). */
export interface DefendingZone {
  readonly zone: HullZone;
  readonly range: ArmadaRange;
  /** mm from the attacking hull zone to the part of this zone inside the arc (armada.range.in-arc). */
  readonly distance: number;
  readonly closest: ClosestPoints;
  readonly lineOfSight: SightLine;
  readonly obstructed: boolean;
  readonly obstructedBy: readonly string[];
  /**
   * armada.range.through-zone: the defender's other hull zone this line of sight is traced through,
   * or null. When not null the attacker has no line of sight to this zone: it cannot be the defending
   * hull zone (the reading never picks it).
   */
  readonly throughZone: HullZone | null;
}

export interface ArmadaMeasurement extends Measurement {
  readonly game: 'armada';
  readonly range: ArmadaRange;
  readonly distanceBand: number | null;
  readonly arcs: readonly ArmadaArcReading[];
  /** Extra: what each piece is. */
  readonly kinds: { readonly from: 'ship' | 'squadron'; readonly to: 'ship' | 'squadron' };
  /**
   * Extra, from a squadron to a ship only (armada.range.squadron-attack): the ship's hull zones at
   * distance 1 of the squadron, the ones it may attack, with the distance to each.
   */
  readonly attackableZones?: readonly AttackableZone[];
}

/** A hull zone at distance 1 of a squadron, measured from the squadron's base to the closest point of the zone. */
export interface AttackableZone {
  readonly zone: HullZone;
  readonly distance: number;
  readonly closest: ClosestPoints;
  readonly obstructed: boolean;
  readonly obstructedBy: readonly string[];
  /** Extra (armada.range.line-of-sight): from the closest point of the squadron's base to the zone's targeting point. */
  readonly lineOfSight: SightLine;
}

interface Piece {
  readonly id: string;
  readonly kind: 'ship' | 'squadron';
  readonly shape: Shape;
  readonly ship: ShipOnTable | null;
}

function pieceOf(world: World, id: string): Piece | null {
  const ship = world.ships.find((s) => s.id === id);
  if (ship !== undefined) return { id, kind: 'ship', shape: innerRect(ship.size, ship.pose), ship };
  const squadron = world.squadrons.find((s) => s.id === id);
  if (squadron !== undefined) return { id, kind: 'squadron', shape: squadronCircle(squadron.position), ship: null };
  return null;
}

function zoneRegions(size: BaseSize, pose: Pose): { zone: HullZone; planes: HalfPlane[]; part: readonly Point[] | null }[] {
  return LOCAL_ZONES[size].map(({ zone, region }) => ({ zone, planes: regionToTable(pose, region), part: null }));
}

/** `attackerPart`: the attacker's base already clipped to the zone (a plan prepares it once per enemy). */
function inZone(planes: readonly HalfPlane[], attacker: readonly Point[], target: readonly Point[], attackerPart?: readonly Point[]): Closest | null {
  if (outsideRegion(target, planes)) return null;
  const targetPart = clipConvex(target, planes);
  if (targetPart.length === 0) return null;
  const part = attackerPart ?? clipConvex(attacker, planes);
  if (part.length === 0) return null;
  return closestConvex(part, targetPart);
}

/** armada.range.obstructed: obstacles and other ships (inner footprints, not those in `skip`) the line a-b crosses. */
function obstructing(world: World, a: Point, b: Point, skip: readonly string[]): string[] {
  const out: string[] = [];
  for (const obstacle of world.obstacles) {
    if (segmentDistance({ x: obstacle.body.cx, y: obstacle.body.cy }, a, b) > obstacle.body.r) continue;
    if (segmentCrossesPolygon(a, b, obstacle.outline)) out.push(obstacle.id);
  }
  for (const ship of world.ships) {
    if (skip.includes(ship.id)) continue;
    if (segmentDistance(ship.pose, a, b) > ship.inner.r) continue;
    if (segmentCrossesPolygon(a, b, rectCorners(innerRect(ship.size, ship.pose)))) out.push(ship.id);
  }
  return out;
}

/** How far from a ship's centre its lines of sight start: its farthest targeting point (a huge ship: its inner footprint's bounding circle). */
function reachOf(ship: ShipOnTable): number {
  const spec = targetingSpec(ship.record);
  return spec === null ? ship.inner.r : aimReach(spec);
}

/** A ship's token as the base a line of sight enters (armada.range.through-zone). */
function shipTokenBase(ship: ShipOnTable): SightBase {
  const t = tokenSize(ship.size);
  return sightBase(ship.pose, t.width, t.length);
}

/** A ship's inner footprint as the base a line of sight starts or ends inside. */
function shipSightBase(ship: ShipOnTable): SightBase {
  return sightBase(ship.pose, BASES[ship.size].inner.width, BASES[ship.size].inner.length);
}

/**
 * armada.range.line-of-sight, armada.range.obstructed: what the line of sight from `from` to `to`
 * crosses, leaving out its stretches over the attacker's and the defender's own bases (`sight.ts`).
 */
function sightObstructing(world: World, from: Point, to: Point, fromBase: SightBase | null, toBase: SightBase | null, skip: readonly string[]): string[] {
  const seen = sightSegment();
  if (!visibleSight(from.x, from.y, to.x, to.y, fromBase, toBase, seen)) return [];
  return obstructing(world, { x: seen.ax, y: seen.ay }, { x: seen.bx, y: seen.by }, skip);
}

/** Range bands in order, for the defending hull zone at the best range. */
const RANGE_RANK: { readonly [R in ArmadaRange]: number } = { close: 0, medium: 1, long: 2, beyond: 3 };
/** The range bands by rank. */
const RANGE_NAMES: readonly ArmadaRange[] = ['close', 'medium', 'long', 'beyond'];
/** The outer edge of each attack range in rank order, as `rangeOf` compares with it. */
const BAND_EDGES: readonly number[] = [RANGE_BANDS.close + CONTACT_TOLERANCE, RANGE_BANDS.medium + CONTACT_TOLERANCE, RANGE_BANDS.long + CONTACT_TOLERANCE];
// Module constants, not imported: the hot comparisons below read them as constants (an imported binding is loaded and checked on every use).
const CLOSE_EDGE = RANGE_BANDS.close + CONTACT_TOLERANCE;
const MEDIUM_EDGE = RANGE_BANDS.medium + CONTACT_TOLERANCE;
const LONG_EDGE = RANGE_BANDS.long + CONTACT_TOLERANCE;

/** `RANGE_RANK[rangeOf(mm)]`, the same comparisons, as a number (no keyed lookup by name on the hot path). */
function rankOfDistance(mm: number): number {
  return mm <= CLOSE_EDGE ? 0 : mm <= MEDIUM_EDGE ? 1 : mm <= LONG_EDGE ? 2 : 3;
}

/** The outer edges of distance 1 to 5 as `distanceBandOf` compares with them. */
const DISTANCE_EDGES: readonly number[] = DISTANCE_BANDS.map((edge) => edge + CONTACT_TOLERANCE);

/** `distanceBandOf(mm)` as a number, 0 for null (beyond distance 5): the same comparisons. */
function distanceBandIndex(mm: number): number {
  for (let i = 0; i < 5; i++) if (mm <= DISTANCE_EDGES[i]!) return i + 1;
  return 0;
}

/**
 * The attack the reading stands for: among the defending hull zones at the reading's range band
 * (the band of the closest part of the defender inside the arc), the first with a clear line of
 * sight, else the first (the attacker declares the defending hull zone); null when none is.
 */
export function chosenDefence<T extends { readonly range: ArmadaRange; readonly obstructed: boolean }>(defending: readonly T[], range: ArmadaRange): T | null {
  const atBest = defending.filter((d) => d.range === range);
  return atBest.find((d) => !d.obstructed) ?? atBest[0] ?? null;
}

/** Whether the point (x, y) is inside every line of `arc` (on a line counts; no contact tolerance). */
function inArc(arc: FlatRegion, x: number, y: number): boolean {
  for (let j = 0; j < arc.n; j++) if (!(arc.nx[j]! * x + arc.ny[j]! * y >= arc.c[j]!)) return false;
  return true;
}

/**
 * armada.range.through-zone, armada.range.line-of-sight: the attack a hull zone can make on a ship:
 * only the defending zones whose line of sight is not traced through another of the defender's
 * zones count; the nearest of them sets the attack range (normally the nearest part of the
 * defender inside the arc), and `chosenDefence` picks among those at that band. Null when no zone
 * inside the arc can be the defending hull zone.
 */
export function allowedDefence<T extends { readonly range: ArmadaRange; readonly obstructed: boolean; readonly distance: number; readonly throughZone: HullZone | null }>(defending: readonly T[]): { readonly nearest: T; readonly chosen: T } | null {
  let nearest: T | null = null;
  for (const d of defending) if (d.throughZone === null && (nearest === null || d.distance < nearest.distance)) nearest = d;
  if (nearest === null) return null;
  return { nearest, chosen: chosenDefence(defending.filter((d) => d.throughZone === null), nearest.range)! };
}

const mm = (n: number): string => (Math.round(n * 1000) / 1000).toString();
const pt = (p: Point): string => `(${mm(p.x)}, ${mm(p.y)})`;

/** armada.range.hull-zones: which lines bound the ship's hull zones. */
function zonesText(id: string, size: BaseSize): string {
  return size === 'huge'
    ? `${id} is a huge ship: six hull zones (front, left, right, left-auxiliary, right-auxiliary, rear) bounded by the Executor token's firing-arc lines as its TTS range ruler draws them, the side and auxiliary zones split by the cross line.`
    : `${id} has a ${size} base: hull zones bounded by the firing-arc lines of that size.`;
}

/** `measure`: range, distance and hull zones from piece `from` (a ship or squadron) to piece `to`. */
export function measureWorld(world: World, from: string, to: string): Result<ArmadaMeasurement> {
  const a = pieceOf(world, from);
  const b = pieceOf(world, to);
  const problems = [
    ...(a === null ? [issue('from', 'reference', `no ship or squadron with id ${JSON.stringify(from.slice(0, 100))}`)] : []),
    ...(b === null ? [issue('to', 'reference', `no ship or squadron with id ${JSON.stringify(to.slice(0, 100))}`)] : []),
  ];
  if (a !== null && b !== null && a.id === b.id) problems.push(issue('to', 'reference', 'measure between two different pieces'));
  if (a === null || b === null || problems.length > 0) return fail(problems);

  const trace: TraceStep[] = [];
  const gap = shapeDistance(a.shape, b.shape);
  const range = rangeOf(gap.distance);
  const band = distanceBandOf(gap.distance);
  trace.push(step('armada.range.measure', `Closest points of the ${a.kind === 'ship' ? 'inner footprint' : 'squadron base'} of ${from} ${pt(gap.a)} and of ${to} ${pt(gap.b)}: ${mm(gap.distance)} mm.`));
  trace.push(step('armada.range.bands', `${mm(gap.distance)} mm is ${range === 'beyond' ? 'beyond long range' : `${range} range`} and ${band === null ? 'beyond distance 5' : `distance ${band}`}.`));

  const readings: ArmadaArcReading[] = [];
  let attackable: AttackableZone[] | undefined;
  if (a.ship === null && b.ship === null) {
    trace.push(step('armada.range.squadron-attack', `${from} is a squadron: it has no hull zones and attacks at distance 1, so it ${band === 1 ? 'can' : 'cannot'} attack ${to} from here.`));
  } else if (a.ship === null && b.ship !== null) {
    trace.push(step('armada.range.in-arc', `${from} is a squadron: it has no hull zones.`));
    attackable = squadronAttack(world, a, b.ship, trace);
  } else if (a.ship !== null && b.ship === null) {
    readings.push(...squadronTarget(world, a.ship, b, trace));
  } else if (a.ship === null || b.ship === null) {
    // Not reached: the three cases above cover every piece that is not a ship.
  } else {
    // armada.range.hull-zones: hull zones are sections of the ship tokens, not the plastic bases.
    const attacker = rectCorners(tokenRect(a.ship.size, a.ship.pose));
    const target = rectCorners(tokenRect(b.ship.size, b.ship.pose));
    const aim = targetingPoints(a.ship.record, a.ship.pose);
    const theirAim = targetingPoints(b.ship.record, b.ship.pose);
    // The defender's base cut into its hull zones, for the defending hull zones inside each arc (both with targeting points).
    const theirZones = theirAim === null || aim === null ? [] : zoneRegions(b.ship.size, b.ship.pose).map(({ zone, planes }) => ({ zone, part: clipConvex(target, planes) }));
    trace.push(step('armada.range.hull-zones', zonesText(from, a.ship.size)));
    if (theirAim !== null && aim !== null) trace.push(step('armada.range.through-zone', `A line of sight traced through a hull zone of ${to} other than the defending one gives no line of sight to that zone (its entry into ${to}'s token is tested against the zone's arc lines).`));
    if (aim !== null) trace.push(step('armada.range.line-of-sight', `Targeting points of ${from} (${targetingSpec(a.ship.record)!.source}): ${HULL_ZONES.map((z) => `${z} ${pt(aim[z])}`).join(', ')}.`));
    if (theirAim !== null && aim !== null) trace.push(step('armada.range.line-of-sight', `Targeting points of ${to} (${targetingSpec(b.ship.record)!.source}): ${HULL_ZONES.map((z) => `${z} ${pt(theirAim[z])}`).join(', ')}.`));
    for (const { zone, planes } of zoneRegions(a.ship.size, a.ship.pose)) {
      const part = clipConvex(attacker, planes);
      const c = part.length === 0 ? null : inZone(planes, attacker, target, part);
      if (c === null) {
        trace.push(step('armada.range.in-arc', `No part of ${to} is inside the ${zone} hull zone's firing arc.`));
        continue;
      }
      const r = rangeOf(c.distance);
      trace.push(step('armada.range.in-arc', `${to} is in the ${zone} hull zone's firing arc at ${r === 'beyond' ? 'beyond long range' : `${r} range`}: ${mm(c.distance)} mm from ${pt(c.a)} to ${pt(c.b)}, both inside the arc.`));
      if (theirAim === null || aim === null) {
        // A huge attacker or defender: no targeting points modelled; the range line stands in.
        const by = c.distance <= CONTACT_TOLERANCE ? [] : obstructing(world, c.a, c.b, [from, to]);
        readings.push({ arc: zone, range: r, obstructed: by.length > 0, distance: c.distance, closest: { from: c.a, to: c.b }, obstructedBy: by });
        trace.push(step('armada.range.obstructed', `${aim === null ? from : to} is a huge ship with no targeting points modelled: the range line from ${pt(c.a)} to ${pt(c.b)} stands in for line of sight and crosses ${by.length > 0 ? `${by.join(', ')}: obstructed` : 'no obstacle or other ship'}.`));
        continue;
      }
      const defending: DefendingZone[] = [];
      const theirToken = shipTokenBase(b.ship);
      for (const d of theirZones) {
        if (d.part.length === 0 || outsideRegion(d.part, planes)) continue;
        const inside = clipConvex(d.part, planes);
        if (inside.length === 0) continue;
        const dc = closestConvex(part, inside);
        const sight = { from: aim[zone as StandardHullZone], to: theirAim[d.zone as StandardHullZone] };
        const by = sightObstructing(world, sight.from, sight.to, shipSightBase(a.ship), shipSightBase(b.ship), [from, to]);
        const through = throughZone(sight.from.x, sight.from.y, sight.to.x, sight.to.y, theirToken, b.ship.size, d.zone);
        const dr = rangeOf(dc.distance);
        defending.push({ zone: d.zone, range: dr, distance: dc.distance, closest: { from: dc.a, to: dc.b }, lineOfSight: sight, obstructed: by.length > 0, obstructedBy: by, throughZone: through });
        trace.push(step('armada.range.line-of-sight', `${to}'s ${d.zone} hull zone is inside the ${zone} arc at ${dr === 'beyond' ? 'beyond long range' : `${dr} range`} (${mm(dc.distance)} mm); line of sight from the ${zone} targeting point ${pt(sight.from)} to its ${d.zone} targeting point ${pt(sight.to)} ${by.length > 0 ? `crosses ${by.join(', ')}` : 'crosses no obstacle or other ship'} (the stretches over the two bases left out).`));
        if (through !== null) trace.push(step('armada.range.through-zone', `That line is traced through ${to}'s ${through} hull zone: no line of sight to its ${d.zone} hull zone from the ${zone} hull zone, which cannot defend against this attack.`));
      }
      const allowed = allowedDefence(defending);
      if (allowed === null) {
        trace.push(step('armada.range.through-zone', `From the ${zone} hull zone no hull zone of ${to} inside the arc has a line of sight that is not traced through another of its hull zones: no attack.`));
        continue;
      }
      const { nearest, chosen } = allowed;
      readings.push({
        arc: zone, range: nearest.range, obstructed: chosen.obstructed, distance: nearest.distance, closest: nearest.closest, obstructedBy: chosen.obstructedBy,
        defendingZone: chosen.zone, lineOfSight: chosen.lineOfSight,
        defending,
      });
      trace.push(step('armada.range.obstructed', chosen.obstructed
        ? `From the ${zone} hull zone every defending hull zone of ${to} at ${chosen.range} range with line of sight has it crossed (the ${chosen.zone} one by ${chosen.obstructedBy.join(', ')}): obstructed.`
        : `From the ${zone} hull zone, ${to}'s ${chosen.zone} hull zone at ${chosen.range} range has a clear line of sight: not obstructed.`));
    }
  }
  return ok({ game: 'armada', from, to, distance: gap.distance, closest: { from: gap.a, to: gap.b }, range, distanceBand: band, arcs: readings, trace, kinds: { from: a.kind, to: b.kind }, ...(attackable === undefined ? {} : { attackableZones: attackable }) });
}

/** A ship's token cut into its hull zones (armada.range.hull-zones): each zone's half-planes and the part of the token inside them. */
function zoneParts(ship: ShipOnTable): { zone: HullZone; planes: FlatRegion; part: FlatConvex }[] {
  const corners = loadPoints(flatConvex(8), rectCorners(tokenRect(ship.size, ship.pose)));
  return LOCAL_ZONES[ship.size].map(({ zone, region }) => {
    const planes = regionToTableFlat(ship.pose, region, flatRegion(region.length));
    const part = flatConvex(8);
    clipFlat(corners, planes, part, flatConvex(8));
    return { zone, planes, part };
  });
}

function lineOf(c: FlatClosest): Closest {
  return { distance: c.distance, a: { x: c.ax, y: c.ay }, b: { x: c.bx, y: c.by } };
}

/** armada.range.squadron-target: the ship's hull zones whose arcs hold part of the squadron, range measured to that part. */
function squadronTarget(world: World, ship: ShipOnTable, squadron: Piece, trace: TraceStep[]): ArmadaArcReading[] {
  const { x, y } = (squadron.shape as { x: number; y: number });
  const out: ArmadaArcReading[] = [];
  const c = flatClosest();
  const scratch = discScratch();
  const aim = targetingPoints(ship.record, ship.pose);
  trace.push(step('armada.range.hull-zones', zonesText(ship.id, ship.size)));
  for (const { zone, planes, part } of zoneParts(ship)) {
    if (part.n === 0 || !closestToDiscInRegion(part, { x, y }, SQUADRON_RADIUS, planes, c, scratch)) {
      trace.push(step('armada.range.squadron-target', `No part of ${squadron.id}'s base is inside the ${zone} hull zone's firing arc.`));
      continue;
    }
    const line = lineOf(c);
    // A huge ship has no targeting points: the range line stands in.
    const sight = { from: aim === null ? line.a : aim[zone as StandardHullZone], to: line.b };
    const by = sightObstructing(world, sight.from, sight.to, shipSightBase(ship), null, [ship.id]);
    const r = rangeOf(c.distance);
    out.push({ arc: zone, range: r, obstructed: by.length > 0, distance: c.distance, closest: { from: line.a, to: line.b }, obstructedBy: by, lineOfSight: sight });
    trace.push(step('armada.range.squadron-target', `${squadron.id} is in the ${zone} hull zone's firing arc at ${r === 'beyond' ? 'beyond long range' : `${r} range`}: ${mm(c.distance)} mm from ${pt(line.a)} to ${pt(line.b)}, the part of its base outside the arc ignored. The ship's anti-squadron armament decides which bands it can roll at (black close, blue medium, red long).`));
    trace.push(step('armada.range.obstructed', `${aim === null ? `${ship.id} is a huge ship with no targeting points modelled: the range line` : 'Line of sight'} from the ${zone} ${aim === null ? 'hull zone' : 'targeting point'} ${pt(sight.from)} to the closest point of ${squadron.id}'s base ${pt(sight.to)} ${by.length > 0 ? `crosses ${by.join(', ')}: obstructed` : 'crosses no obstacle or other ship'}.`));
  }
  return out;
}

/** armada.range.squadron-attack: the ship's hull zones at distance 1 of the squadron (closest point of each zone). */
function squadronAttack(world: World, squadron: Piece, ship: ShipOnTable, trace: TraceStep[]): AttackableZone[] {
  const { x, y } = (squadron.shape as { x: number; y: number });
  const out: AttackableZone[] = [];
  const c = flatClosest();
  const aim = targetingPoints(ship.record, ship.pose);
  for (const { zone, part } of zoneParts(ship)) {
    if (part.n === 0) continue;
    closestToDisc(part, { x, y }, SQUADRON_RADIUS, c);
    const line = lineOf(c);
    if (distanceBandOf(c.distance) !== 1) {
      trace.push(step('armada.range.squadron-attack', `${ship.id}'s ${zone} hull zone is ${mm(c.distance)} mm from ${squadron.id}: beyond distance 1, it cannot be attacked from here.`));
      continue;
    }
    // A huge ship has no targeting points: the range line to the zone stands in.
    const sight = { from: line.b, to: aim === null ? line.a : aim[zone as StandardHullZone] };
    // armada.range.through-zone: a line to the zone's targeting point that enters the token through another zone.
    const through = aim === null ? null : throughZone(sight.from.x, sight.from.y, sight.to.x, sight.to.y, shipTokenBase(ship), ship.size, zone);
    if (through !== null) {
      trace.push(step('armada.range.through-zone', `${ship.id}'s ${zone} hull zone is at distance 1 of ${squadron.id} (${mm(c.distance)} mm), but the line of sight from ${pt(sight.from)} to its targeting point ${pt(sight.to)} is traced through the ${through} hull zone: no line of sight, it cannot be attacked from here.`));
      continue;
    }
    const by = sightObstructing(world, sight.from, sight.to, null, shipSightBase(ship), [ship.id]);
    out.push({ zone, distance: c.distance, closest: { from: line.b, to: line.a }, obstructed: by.length > 0, obstructedBy: by, lineOfSight: sight });
    trace.push(step('armada.range.squadron-attack', `${ship.id}'s ${zone} hull zone is at distance 1 of ${squadron.id} (${mm(c.distance)} mm from ${pt(line.b)} to ${pt(line.a)}): the squadron may attack it.`));
    trace.push(step('armada.range.obstructed', `${aim === null ? `${ship.id} is a huge ship with no targeting points modelled: the range line` : 'Line of sight'} from the closest point of ${squadron.id}'s base ${pt(sight.from)} to the ${zone} ${aim === null ? 'hull zone' : 'targeting point'} ${pt(sight.to)} ${by.length > 0 ? `crosses ${by.join(', ')}: obstructed` : 'crosses no obstacle or other ship'}.`));
  }
  return out;
}

/** Who can shoot a plan option's final position, and whom the mover can shoot from there. */
export interface Threats {
  readonly exposure: readonly ArcThreat[];
  readonly targets: readonly ArcThreat[];
  /** armada.range.squadron-attack: enemy squadrons at distance 1 of one of the mover's hull zones (`arc`: that hull zone). */
  readonly squadronExposure: readonly SquadronThreat[];
  /** armada.range.squadron-target: enemy squadrons inside one of the mover's hull zones' arcs, close to long range. */
  readonly squadronTargets: readonly SquadronThreat[];
}

/**
 * A squadron that can attack the mover's final position, or that the mover can attack from there.
 * `arc` is the mover's hull zone (attacked, or attacking); `range` the attack range and
 * `distanceBand` the distance of that measurement.
 */
export interface SquadronThreat {
  readonly squadron: string;
  readonly arc: HullZone;
  readonly range: ArmadaRange;
  readonly distanceBand: number | null;
  readonly obstructed: boolean;
  /** Squadron targets with armament (`armed-threats.ts`): the mover's anti-squadron dice at this range; absent otherwise. */
  readonly dice?: DicePool;
}

/**
 * What the attacking hull zones can roll, for threats that keep only attacks a die can make
 * (armada.range.armament, armada.range.anti-squadron; built by `armed-threats.ts`). `battery[i]`:
 * ship i's dice per hull zone (HUGE_HULL_ZONES order, every zone a ship can have) by range, or null for a ship without armament in
 * the catalog, whose entries are kept without dice; `antiSquadron`: the mover's, or null (kept).
 */
export interface ThreatArmament {
  readonly battery: readonly (readonly DiceByRange[] | null)[];
  readonly antiSquadron: DiceByRange | null;
}

/**
 * armada.range.exposure: the enemy ships (another owner) of `mover`, prepared once per plan; the
 * returned function answers for one final pose, counting hull zones at close, medium or long
 * range. Enemies farther than long range from the final base (bounding circles) are skipped
 * before any clipping.
 *
 * The same answers as measuring each pair with the point-array routines (the tests keep that
 * reference), computed on flat numbers (`arc.ts`'s kernel, no scratch copies): each enemy's
 * hull-zone half-planes and the part of its base in
 * each zone are prepared once, courses that end on the same final pose (several back off to one
 * speed) are answered once (the same lists handed to each), the mover's own zones are clipped only when an enemy can be in them,
 * and the obstruction test stops at the first piece a line of sight crosses. Lines of sight
 * (armada.range.line-of-sight) are traced only against the blockers between the two pieces, each
 * line once per pair of hull zones (exposure and targets share it), clear lines first, and a
 * defending zone's range measured only when its line decides (`defence`).
 */
export function threatsFor(world: World, mover: ShipOnTable, armament: ThreatArmament | null = null): (pose: Pose) => Threats {
  const measure = threatsAgainst(world, mover, armament);
  const answered = new Map<number, { readonly y: number; readonly heading: number; readonly threats: Threats }[]>();
  return (pose) => {
    // Same final pose as an earlier course (numbers compared exactly; no string keys, whose number formatting costs more than the lookup saves).
    const same = answered.get(pose.x);
    if (same !== undefined) {
      for (let i = 0; i < same.length; i++) {
        const known = same[i]!;
        // The same lists: they are values, never changed once made (nothing in the engine writes
        // into a plan's lists; a re-plan shares them with its parent's plan the same way).
        if (known.y === pose.y && known.heading === pose.heading) return known.threats;
      }
    }
    const found = measure(pose, null, null);
    const threats = { y: pose.y, heading: pose.heading, threats: found };
    if (same === undefined) answered.set(pose.x, [threats]);
    else same.push(threats);
    return found;
  };
}

/**
 * `threatsFor`'s measurement for one final pose, limited to some enemies: `ships[i]` (the world's
 * ship index) and `squadrons[q]` (the place among the mover's enemy squadrons, in the world's order)
 * 1 to measure, 0 to leave out; null measures all. The entries found are those `threatsFor` finds
 * for the same enemies (the others still obstruct lines of sight, armada.range.obstructed). Every
 * call measures again (no answers kept); set up once for any number of poses and enemy sets.
 */
export function threatsAgainst(world: World, mover: ShipOnTable, armament: ThreatArmament | null = null, setup: ThreatSetup = FRESH_SETUP): (pose: Pose, ships: Uint8Array | null, squadrons: Uint8Array | null) => Threats {
  const long = RANGE_BANDS.long + CONTACT_TOLERANCE;
  // With armament, an attack no die can make is left out before its line of sight is traced (its range decides it).
  const myDice = armament === null ? null : (armament.battery[mover.index] ?? null);
  const antiSquadron = armament === null ? null : armament.antiSquadron;
  // The farthest a squadron target can be: the longest range the anti-squadron armament reaches (-1: none).
  const squadronLong = antiSquadron === null ? long : antiSquadron[2] !== null ? long : antiSquadron[1] !== null ? RANGE_BANDS.medium + CONTACT_TOLERANCE : antiSquadron[0] !== null ? RANGE_BANDS.close + CONTACT_TOLERANCE : -1;
  // A rectangle clipped by up to three half-planes has at most 7 corners; 8 doubles stay on V8's heap.
  const capacity = 8;
  const spare = flatConvex(capacity);
  const enemies = world.ships
    .filter((s) => s.index !== mover.index && (s.owner ?? '') !== (mover.owner ?? ''))
    .map((enemy) => ({ enemy, prepared: null as PreparedEnemy | null }));
  const blockers = setup.blockers(world);
  const cuts = cutsFor(Math.max(4, ...blockers.map((b) => b.outline.n)) + 2);
  // The blockers near the final pose. A line of sight runs from within `moverReach` of the mover's
  // centre to within a piece's reach of its centre (a targeting point, a squadron base's edge); that
  // centre is within moverRadius + farthest + long of the final pose, and the line within the larger
  // of the two reaches of the segment between the centres (`blockersBetween`); 1 mm of margin.
  // Its first `nearCount` places (written over at each pose, never shortened: an array set to length 0 lets go of its
  // storage, which each pose would then allocate again).
  const near: Blocker[] = blockers.slice();
  let nearCount = 0;
  const farthest = Math.max(SQUADRON_RADIUS, ...enemies.map((e) => e.enemy.inner.r));
  const farthestReach = Math.max(SQUADRON_RADIUS, ...enemies.map((e) => reachOf(e.enemy)));
  const nearReach = mover.inner.r + farthest + long + Math.max(reachOf(mover), farthestReach) + 1;
  /**
   * The blockers that can cross a squadron's line of sight with the mover. Such a line runs between
   * a point of the mover (a targeting point, or its token for a huge mover) and a point of a
   * squadron base whose centre is within the mover's radius, the squadron's and the farther of
   * distance 1 and the anti-squadron reach of the final pose (the squadrons measured at all), so
   * within `squadronLineReach` of the final pose (1 mm of margin). The first `nearSquadronCount`
   * places hold them (written by index: emptying an array by its length gives its room back, and
   * every pose would grow it again).
   */
  const nearSquadrons: Blocker[] = blockers.slice();
  let nearSquadronCount = 0;
  const moverTokenSize = tokenSize(mover.size);
  /** Every point of the mover's token is within this of its centre. */
  const moverTokenRadius = Math.hypot(moverTokenSize.width, moverTokenSize.length) / 2;
  const squadronLineReach = Math.max(reachOf(mover), mover.inner.r, Math.hypot(moverTokenSize.width, moverTokenSize.length) / 2, mover.inner.r + 2 * SQUADRON_RADIUS + Math.max(DISTANCE_BANDS[0] + CONTACT_TOLERANCE, squadronLong)) + 1;
  // The near blockers that can cross the lines of sight between one pair of pieces.
  const between: Blocker[] = blockers.slice();
  let betweenCount = 0;
  /** The enemy ship `between` was gathered for at the current pose, -1 none. */
  let gatheredFor = -1;
  const mine = flatConvex(capacity);
  /** The mover's token's vertex mean at the current pose (`vertexMean`), x then y (a number written into a closure's variable is boxed on the heap). */
  const mineMean = new Float64Array(2);
  // A huge mover has six zones and no targeting points (slot -1): its lines of sight are range lines.
  const moverAimed = targetingSpec(mover.record) !== null;
  const myZones = LOCAL_ZONES[mover.size].map(({ zone, region }, index) => {
    const spec = targetingSpec(mover.record);
    const local = spec === null ? { x: 0, y: 0 } : localTargetingPoint(spec, zone as StandardHullZone);
    const diceSlot = HUGE_HULL_ZONES.indexOf(zone);
    return new ZoneState(zone, index, HULL_ZONES.indexOf(zone as StandardHullZone), diceSlot, reachEdgeOf(myDice, diceSlot), flatRegion(region.length), flatConvex(capacity), LOCAL_HULL_ZONES[mover.size].find((z) => z.zone === zone)!, local.x, local.y);
  });
  const myRegions = LOCAL_ZONES[mover.size];
  const targetPart = flatConvex(capacity);
  const defenderPart = flatConvex(capacity);
  const closest = flatClosest();
  const defenceCrossed = new Int8Array(4);
  /** Whether the defender's targeting point is inside the attacking arc (`inArc`), by the same places. */
  const defenceAimed = new Int8Array(4);
  const defenceOrder = new Int8Array(4);
  const defenceFar = new Float64Array(4);
  const seen = sightSegment();
  const moverRadius = mover.inner.r;
  const moverReach = reachOf(mover);
  const { width, length } = BASES[mover.size].inner;
  const moverBase = sightBase(mover.pose, width, length);
  // armada.range.hull-zones: the mover's token (its hull zones); armada.range.through-zone: the base a line enters.
  const token = tokenSize(mover.size);
  const moverToken = sightBase(mover.pose, token.width, token.length);
  const squadrons = world.squadrons.filter((q) => (q.owner ?? '') !== (mover.owner ?? ''));
  /**
   * The entries are values (never changed once made): one object per enemy, side (0 exposure, 1
   * targets), hull zone, range and obstruction, shared by every pose that finds it, so a plan
   * allocates no entry per course. The dice are those of that zone at that range. The table is left
   * with holes until an entry is made (filling its thousand-odd places took about 2 us per plan).
   */
  const shipEntries: (ArcThreat | undefined)[] = new Array<ArcThreat | undefined>(Math.max(0, ...world.ships.map((s) => s.index + 1)) * 2 * HUGE_HULL_ZONES.length * 8);
  const shipEntry = (side: number, enemy: ShipOnTable, zone: HullZone, diceSlot: number, rank: number, obstructed: boolean, dice: DicePool | undefined): ArcThreat => {
    const key = (((enemy.index * 2 + side) * HUGE_HULL_ZONES.length + diceSlot) * 4 + rank) * 2 + (obstructed ? 1 : 0);
    const known = shipEntries[key];
    if (known !== undefined) return known;
    const range = RANGE_NAMES[rank]!;
    return (shipEntries[key] = dice === undefined ? { ship: enemy.id, arc: zone, range, obstructed } : { ship: enemy.id, arc: zone, range, obstructed, dice });
  };
  /**
   * Squadron entries, values shared the same way: one per squadron (its place in `squadrons`),
   * side (0 exposure, 1 targets), the mover's hull zone, range, distance band and obstruction.
   * A target's dice are those of the anti-squadron armament at its range. The entry last handed
   * out for each squadron, side and zone is kept beside the map (`lastKey`, `lastEntry`, by that
   * slot): the next pose mostly finds the same one, with no hashing.
   */
  const squadronEntries = new Map<number, SquadronThreat>();
  const zoneCount = LOCAL_ZONES[mover.size].length;
  // Left with holes until a slot is first used (a hole reads as undefined, no key): not filled at every setup.
  const lastKey: (number | undefined)[] = new Array<number | undefined>(squadrons.length * 2 * zoneCount);
  const lastEntry: (SquadronThreat | undefined)[] = new Array<SquadronThreat | undefined>(squadrons.length * 2 * zoneCount);
  const squadronEntry = (side: number, q: number, zone: HullZone, zoneIndex: number, rank: number, band: number, obstructed: boolean, dice: DicePool | undefined): SquadronThreat => {
    const slot = (q * 2 + side) * zoneCount + zoneIndex;
    const key = ((slot * 6 + band) * 4 + rank) * 2 + (obstructed ? 1 : 0);
    if (lastKey[slot] === key) return lastEntry[slot]!;
    lastKey[slot] = key;
    const known = squadronEntries.get(key);
    if (known !== undefined) return (lastEntry[slot] = known);
    const squadron = squadrons[q]!.id;
    const range = RANGE_NAMES[rank]!;
    const distanceBand = band === 0 ? null : band;
    const entry = dice === undefined ? { squadron, arc: zone, range, distanceBand, obstructed } : { squadron, arc: zone, range, distanceBand, obstructed, dice };
    squadronEntries.set(key, entry);
    return (lastEntry[slot] = entry);
  };
  const disc = discScratch();
  const squadronReach = DISTANCE_BANDS[0] + CONTACT_TOLERANCE;
  /** The closest points of two parts, kept in `closest` (the range line), and their distance. */
  const closestLine = (p: FlatConvex, q: FlatConvex): number => {
    closestFlat(p, q, closest);
    return closest.distance;
  };
  const bounds: DistanceBounds = distanceBounds();
  /**
   * RANGE_RANK[rangeOf(closestDistanceFlat(p, q))], the same band: the cheap bounds decide it when
   * both fall in one band with 1e-9 mm to spare (the distance lies between them), else the distance
   * is measured.
   */
  const rankOf = (p: FlatConvex, q: FlatConvex): number => {
    distanceBoundsFlat(p, q, bounds);
    const low = rankOfDistance(bounds.lo - 1e-9);
    if (low === 3 || low === rankOfDistance(bounds.hi + 1e-9)) return low;
    return rankOfDistance(closestDistanceFlat(p, q));
  };
  /**
   * `rankOf(p.part, part)` for the part of `q` (vertex mean `qMean`, x then y) inside an arc, from the corners of q the clip keeps as they
   * are (`cornersInside`, mask `kept`, not 0) without clipping (`distanceBoundsKept`): the part lies
   * within q, so q's lower bound bounds it from below; a kept corner is a point of the part, so its
   * distance from a corner of p bounds it from above. Both in one band with 1e-9 mm to spare (beyond
   * long from below alone) is the part's band; -1 when they are not.
   */
  const rankKept = (p: ZoneState, q: FlatConvex, qMean: Float64Array, kept: number): number => {
    // The part's vertex mean is its bounding circle's centre (`boundingCircle` sums and divides as `vertexMean`).
    distanceBoundsKeptAt(p.part, p.cx, p.cy, q, qMean[0]!, qMean[1]!, kept, bounds);
    const low = rankOfDistance(bounds.lo - 1e-9);
    return low === 3 || low === rankOfDistance(bounds.hi + 1e-9) ? low : -1;
  };
  // A huge defender has no targeting points: the range line (`closest`) stands in, as in measure.
  const rangeLineCrossed = (enemy: number) => closest.distance > CONTACT_TOLERANCE && crossesAny(near, nearCount, closest, enemy, mover.index, cuts);
  /**
   * `between` := the near blockers (not `enemy`, not the mover) that can cross a line from within
   * `prepared.reach` of the enemy's centre (ax, ay) (its targeting points) to within `moverReach` of
   * the mover's centre: every point of such a line is within the larger of the two of the segment
   * between the centres (1 mm of margin). Gathered once per enemy and pose, on the first reading
   * that needs it. (The pieces, not their numbers, are passed: numbers passed to a call V8 does not
   * inline are each boxed on the heap.)
   */
  const blockersBetween = (enemy: ShipOnTable, prepared: PreparedEnemy): boolean => {
    const key = enemy.index;
    if (gatheredFor === key) return betweenCount > 0;
    gatheredFor = key;
    betweenCount = 0;
    const skip = key;
    const ax = enemy.pose.x;
    const ay = enemy.pose.y;
    const ra = prepared.reach;
    const bx = moverBase.x;
    const by = moverBase.y;
    const reach = Math.max(ra, moverReach) + 1;
    const minX = Math.min(ax, bx) - reach;
    const maxX = Math.max(ax, bx) + reach;
    const minY = Math.min(ay, by) - reach;
    const maxY = Math.max(ay, by) + reach;
    for (let i = 0; i < nearCount; i++) {
      const p = near[i]!;
      if (p.index !== -1 && (p.index === skip || p.index === mover.index)) continue;
      if (p.cx < minX - p.r || p.cx > maxX + p.r || p.cy < minY - p.r || p.cy > maxY + p.r) continue;
      if (segmentDistanceFlat(p.cx, p.cy, ax, ay, bx, by) <= p.r + reach) between[betweenCount++] = p;
    }
    return betweenCount > 0;
  };
  /** armada.range.line-of-sight: the visible stretch of the line p -> q crosses one of `between`. */
  const sightCrossed = (a: ZoneState, d: ZoneState, from: SightBase, to: SightBase): boolean =>
    visibleSightBetween(a, d, from, to, seen) && crossesAny(between, betweenCount, seen, -1, -1, cuts);
  /**
   * A squadron's line of sight with the mover (armada.range.line-of-sight), either way: between the
   * mover's point (zone `z`'s targeting point; a huge mover: the range line's end `closest.a` on its
   * zone) and the squadron's point (`closest.b`), crossed where its visible stretch
   * (`squadronSightStretch`) crosses a near blocker; the stretch is short, so the blockers' boxes
   * sort it out without gathering.
   */
  const squadronSightCrossed = (z: { readonly tx: number; readonly ty: number }): boolean =>
    squadronSightStretch(moverAimed ? z : null, closest, moverBase, seen) && crossesAny(nearSquadrons, nearSquadronCount, seen, mover.index, -1, cuts);
  /** The line of sight between hull zone slots (enemy * 4 + mover) of the current pair: 1 clear, 2 crossed (traced for this pair when `pairStamp` says so). */
  const pairSight = new Int8Array(16);
  /** The pair `pairSight` holds (a count of pairs begun): an entry is traced for this pair only when its stamp is this one. */
  const pairStamp = new Int32Array(16);
  let pair = 0;
  /** The line from attacking zone `a`'s targeting point to defending zone `d`'s (bases `from` and `to`). */
  const pairCrossed = (key: number, a: ZoneState, d: ZoneState, from: SightBase, to: SightBase): boolean => {
    if (pairStamp[key] !== pair) {
      pairStamp[key] = pair;
      pairSight[key] = sightCrossed(a, d, from, to) ? 2 : 1;
    }
    return pairSight[key] === 2;
  };
  /** The mover's zone `z` cut from its token at the current pose, with the part's bounding circle (once per pose, when first needed). */
  const clipMine = (z: (typeof myZones)[number]) => {
    if (!z.clipped) {
      const part = z.part;
      clipFlat(mine, z.planes, part, spare);
      z.clipped = true;
      boundingCircle(part, z);
    }
  };

  /**
   * Whether defender `d`'s part inside the arc of attacking zone `a` (`aimed`: d's targeting point
   * inside it, `inArc`) is at range band `rank` of
   * a's part (empty inside the arc: no). `rank` is the band of the closest part of the whole
   * defender inside the arc, a lower bound, so this is whether that part comes within the band's
   * outer edge (as rangeOf reads it) of the attacker, which `withinFlat` on the clipped part answers
   * (the last resort below). Cheaper sufficient tests come first, each a point of d's part inside
   * the arc within the edge of the attacker:
   * - d's targeting point, when inside the arc (it is inside its zone and base, `catalog/targeting.ts`
   *   tests): a corner of the attacker's part within the edge (less 1e-9 mm) settles it, the point
   *   beyond the edge of the part's bounding circle rules it out (`pointNearBounds`, no edges
   *   measured), else its distance to the part's edges, in band `rank`, settles it;
   * - a corner of d's part that the clip keeps as it is (inside every arc line, the contact tolerance
   *   included), a corner of the part inside the arc (`withinFlat` measures that same corner the same
   *   way), with the same two bounds before its distance to the edges.
   */
  const atRange = (a: ZoneState, d: ZoneState, rank: number, aimed: boolean): boolean => {
    const attacker = a.part;
    const arc = a.planes;
    const n = attacker.n;
    const edge = BAND_EDGES[rank]!;
    if (aimed && n > 0) {
      const near = pointNearBounds(d.tx, d.ty, attacker, a.cx, a.cy, a.cr, edge);
      if (near === 1) return true;
      // The least of the edges' distances, one square root: the root is monotone and correctly rounded, so the
      // root of the least square is the least root, the same number as segmentDistanceFlat's.
      if (near === 0 && rankOfDistance(Math.sqrt(vertexEdges(d.tx, d.ty, attacker))) === rank) return true;
    }
    const part = d.part;
    if (n > 0) {
      for (let i = 0; i < part.n; i++) {
        const vx = part.xs[i]!;
        const vy = part.ys[i]!;
        let kept = true;
        for (let k = 0; k < arc.n && kept; k++) kept = (arc.c[k]! - arc.nx[k]! * vx - arc.ny[k]! * vy) / arc.len[k]! <= CONTACT_TOLERANCE;
        if (!kept) continue;
        const near = pointNearBounds(vx, vy, attacker, a.cx, a.cy, a.cr, edge);
        if (near === 1 || (near === 0 && Math.sqrt(vertexEdges(vx, vy, attacker)) <= edge)) return true;
      }
    }
    clipFlat(part, arc, defenderPart, spare);
    // Within the band's outer edge (as rangeOf reads it) is in band `rank`: the part is no nearer than
    // the whole defender inside the arc, whose band `rank` is.
    return withinFlat(attacker, defenderPart, edge);
  };
  /**
   * The attacking part `attacker` (its hull zone's half-planes `arc`, targeting point (tx, ty)) against
   * the defender's zones (`chosenDefence`, `allowedDefence`): only zones inside the arc whose line of
   * sight is not traced through another of the defender's zones (its token `token`,
   * armada.range.through-zone) can defend. Returns -1 when none can, else the attack's range band
   * times 2, plus 1 when every allowed zone at that band has its line of sight crossed (obstructed).
   * `rank` is the band of the whole defender inside the arc, a lower bound; normally an allowed zone
   * is at that band, and clear lines are looked at first, a zone's range measured only when its line
   * decides; otherwise (rare) the allowed zones' ranges are measured. `blocked`: whether any blocker
   * lies between the two ships at all (`blockersBetween`); without one no line is crossed.
   */
  const defence = (a: ZoneState, defenders: readonly ZoneState[], from: SightBase, to: SightBase, token: SightBase, enemyAttacks: boolean, rank: number, blocked: boolean): number => {
    const attacker = a.part;
    const arc = a.planes;
    const tx = a.tx;
    const ty = a.ty;
    const slot = a.slot;
    // Nearest targeting point first (the likeliest to decide): an insertion sort of at most four.
    const n = defenders.length;
    for (let i = 0; i < n; i++) {
      const d = defenders[i]!;
      const far = (d.tx - tx) * (d.tx - tx) + (d.ty - ty) * (d.ty - ty);
      let k = i;
      while (k > 0 && defenceFar[k - 1]! > far) {
        defenceOrder[k] = defenceOrder[k - 1]!;
        defenceFar[k] = defenceFar[k - 1]!;
        k--;
      }
      defenceOrder[k] = i;
      defenceFar[k] = far;
    }
    // defenceCrossed[k]: 0 cannot defend, 1 allowed (line not traced or clear), 2 allowed and crossed.
    let crossed = 0;
    let allowed = 0;
    for (let k = 0; k < n; k++) {
      const d = defenders[defenceOrder[k]!]!;
      defenceCrossed[k] = 0;
      // The mover's zones are cut from its token when first needed.
      if (enemyAttacks) clipMine(myZones[d.slot]!);
      // Not inside the arc, or no line of sight through this zone alone. The targeting point inside the arc
      // is a point of the part inside it (`atRange`): some corner is no farther out than it past each line.
      const aimed = inArc(arc, d.tx, d.ty);
      if (d.part.n === 0 || (!aimed && outsideRegionFlat(d.part, arc)) || !sightThroughZoneOnly(tx, ty, d.tx, d.ty, token, d.local)) continue;
      allowed++;
      defenceCrossed[k] = 1;
      defenceAimed[k] = aimed ? 1 : 0;
      if (blocked && pairCrossed(enemyAttacks ? slot * 4 + d.slot : d.slot * 4 + slot, a, d, from, to)) {
        defenceCrossed[k] = 2;
        crossed++;
      } else if (atRange(a, d, rank, aimed)) {
        return rank * 2;
      }
    }
    if (allowed === 0) return -1;
    for (let k = 0; k < n && crossed > 0; k++) {
      if (defenceCrossed[k] === 2 && atRange(a, defenders[defenceOrder[k]!]!, rank, defenceAimed[k] === 1)) return rank * 2 + 1;
    }
    // No allowed zone at band `rank`: the nearest allowed zone sets the range (beyond long: no attack).
    let best = Infinity;
    for (let k = 0; k < n; k++) {
      if (defenceCrossed[k] === 0) continue;
      clipFlat(defenders[defenceOrder[k]!]!.part, arc, defenderPart, spare);
      defenceFar[k] = defenderPart.n === 0 ? Infinity : closestDistanceFlat(attacker, defenderPart);
      best = Math.min(best, defenceFar[k]!);
    }
    const band = rankOfDistance(best);
    if (band > 2) return -1;
    let obstructed = true;
    for (let k = 0; k < n && obstructed; k++) {
      if (defenceCrossed[k] === 0 || rankOfDistance(defenceFar[k]!) !== band) continue;
      const d = defenders[defenceOrder[k]!]!;
      obstructed = defenceCrossed[k] === 2 || (blocked && pairCrossed(enemyAttacks ? slot * 4 + d.slot : d.slot * 4 + slot, a, d, from, to));
    }
    return band * 2 + (obstructed ? 1 : 0);
  };
  /** Puts the mover's token, bases, zones and near blockers at `pose` (once per final pose, when first needed). */
  const place = (pose: Pose): void => {
    nearCount = 0;
    nearSquadronCount = 0;
    const px = pose.x;
    const py = pose.y;
    for (const b of blockers) {
      // 1 mm of margin: a piece left out is farther than its radius from every such line, as the exact test would find.
      const dx = b.cx - px;
      const dy = b.cy - py;
      const far = dx * dx + dy * dy;
      const reach = nearReach + b.r;
      if (far <= reach * reach) near[nearCount++] = b;
      const squadronReachOf = squadronLineReach + b.r;
      if (b.index !== mover.index && far <= squadronReachOf * squadronReachOf) nearSquadrons[nearSquadronCount++] = b;
    }
    // One sine and cosine of the heading for the token, the bases, the zones and the targeting points.
    const s = sinDeg(pose.heading);
    const c = cosDeg(pose.heading);
    rectCornersAt(px, py, s, c, token.width, token.length, mine);
    mineMean[0] = vertexMean(mine.xs, mine.n);
    mineMean[1] = vertexMean(mine.ys, mine.n);
    moverBase.x = moverToken.x = px;
    moverBase.y = moverToken.y = py;
    moverBase.sin = moverToken.sin = s;
    moverBase.cos = moverToken.cos = c;
    gatheredFor = -1;
    for (const z of myZones) {
      regionToTableAt(px, py, s, c, myRegions[z.index]!.region, z.planes);
      z.clipped = false;
      // `toTable`, written out.
      z.tx = px + z.lx * c + z.ly * s;
      z.ty = py - z.lx * s + z.ly * c;
    }
  };
  /** armada.range.exposure: the hull zones of `enemy` (in reach) that reach the mover at `pose`, and the mover's that reach it (the mover placed). */
  const measureEnemy = (e: (typeof enemies)[number], pose: Pose, exposure: ArcThreat[], targets: ArcThreat[]): void => {
    const { enemy } = e;
    // The offset to the enemy, taken again here rather than passed (a number passed to a call is boxed on the heap).
    const ex = enemy.pose.x - pose.x;
    const ey = enemy.pose.y - pose.y;
    const foeDice = armament === null ? null : (armament.battery[enemy.index] ?? null);
    const prepared = (e.prepared ??= setup.enemy(enemy, foeDice));
    const { corners, zones } = prepared;
    // Lines of sight between the two ships can meet only the blockers gathered here.
    pair++;
    for (const z of zones) {
      // The part and the token farther apart than the zone's dice reach (bounding circles, 1e-6 mm to spare): no attack.
      const zx = z.cx - pose.x;
      const zy = z.cy - pose.y;
      if (Math.sqrt(zx * zx + zy * zy) - z.cr - moverTokenRadius > z.reachEdge + 1e-6) continue;
      // The mover's token wholly outside the arc (its bounding circle beyond an arc line): no attack, as the clip below finds.
      if (discOutside(z.planes, pose.x, pose.y, moverTokenRadius)) continue;
      // The closest points only where the range line stands in for line of sight (a huge ship either side); else the distance alone.
      const sighted = moverAimed && prepared.aimed;
      // The band from the corners the clip keeps when they settle it (`rankKept`), else from the part.
      const kept = sighted ? cornersInside(mine, z.planes) : 0;
      if (kept < 0) continue;
      let rank = kept === 0 ? -1 : rankKept(z, mine, mineMean, kept);
      if (rank < 0) {
        if (!clipUnlessOutside(mine, z.planes, targetPart, spare) || targetPart.n === 0) continue;
        rank = sighted ? rankOf(z.part, targetPart) : rankOfDistance(closestLine(z.part, targetPart));
      }
      if (rank > 2) continue;
      let band = rank;
      // A die reaches no farther band than a nearer one: no die at the nearest band, no attack.
      let dice = foeDice === null ? undefined : (foeDice[z.diceSlot]![rank] ?? null);
      if (dice === null) continue;
      let obstructed = false;
      if (!sighted) obstructed = rangeLineCrossed(enemy.index);
      else {
        const blocked = blockersBetween(enemy, prepared);
        const code = defence(z, myZones, prepared.base, moverBase, moverToken, true, rank, blocked);
        if (code < 0) continue;
        obstructed = (code & 1) === 1;
        if (code >> 1 !== rank) {
          band = code >> 1;
          dice = foeDice === null ? undefined : (foeDice[z.diceSlot]![code >> 1] ?? null);
          if (dice === null) continue;
        }
      }
      exposure.push(shipEntry(0, enemy, z.zone, z.diceSlot, band, obstructed, dice));
    }
    // The two tokens' bounding circles apart by this much (the targets' cheap rejection, zone by zone below).
    const apartTokens = Math.sqrt(ex * ex + ey * ey) - moverTokenRadius - prepared.tokenRadius - 1e-6;
    for (const z of myZones) {
      if (apartTokens > z.reachEdge) continue;
      // The enemy's token wholly outside the arc (as above): not in it.
      if (discOutside(z.planes, enemy.pose.x, enemy.pose.y, prepared.tokenRadius)) continue;
      // As above: the closest points only for a huge ship's range line; the band from the kept corners when they settle it.
      const sighted = moverAimed && prepared.aimed;
      const kept = sighted ? cornersInside(corners, z.planes) : 0;
      if (kept < 0) continue;
      clipMine(z);
      if (z.part.n === 0) continue;
      let rank = kept === 0 ? -1 : rankKept(z, corners, prepared.mean, kept);
      if (rank < 0) {
        if (!clipUnlessOutside(corners, z.planes, targetPart, spare) || targetPart.n === 0) continue;
        rank = sighted ? rankOf(z.part, targetPart) : rankOfDistance(closestLine(z.part, targetPart));
      }
      if (rank > 2) continue;
      let band = rank;
      let dice = myDice === null ? undefined : (myDice[z.diceSlot]![rank] ?? null);
      if (dice === null) continue;
      let obstructed = false;
      if (!sighted) obstructed = rangeLineCrossed(enemy.index);
      else {
        const blocked = blockersBetween(enemy, prepared);
        const code = defence(z, zones, moverBase, prepared.base, prepared.token, false, rank, blocked);
        if (code < 0) continue;
        obstructed = (code & 1) === 1;
        if (code >> 1 !== rank) {
          band = code >> 1;
          dice = myDice === null ? undefined : (myDice[z.diceSlot]![code >> 1] ?? null);
          if (dice === null) continue;
        }
      }
      targets.push(shipEntry(1, enemy, z.zone, z.diceSlot, band, obstructed, dice));
    }
  };
  /**
   * The squadron entries found at the current pose, `exposureFound` and `targetsFound` of each list
   * (written by index; `squadronList` copies them out at the exact length, the room made once).
   */
  const squadronExposure: SquadronThreat[] = [];
  const squadronTargets: SquadronThreat[] = [];
  let exposureFound = 0;
  let targetsFound = 0;
  /** The first `count` entries of `found`, a list of its own (an empty one when none). */
  const squadronList = (found: readonly SquadronThreat[], count: number): SquadronThreat[] => (count === 0 ? [] : found.slice(0, count));
  /** Each enemy squadron's position (its place in `squadrons`), and how far from the final pose its centre can be to attack the mover (distance 1 of the whole base) or to be a target (the anti-squadron reach). */
  const squadronAt = squadrons.map((q) => q.position);
  const closeReach = moverRadius + SQUADRON_RADIUS + squadronReach;
  const aimableReach = moverRadius + SQUADRON_RADIUS + squadronLong;
  /** armada.range.squadron-target, armada.range.squadron-attack: the mover's hull zones (placed at the pose) against enemy squadron `qi` at (x, y). */
  const measureSquadron = (qi: number, at: Readonly<Point>, close: boolean, aimable: boolean): void => {
    const x = at.x;
    const y = at.y;
    for (let k = 0; k < myZones.length; k++) {
      const z = myZones[k]!;
      // The disc wholly beyond one arc line: not in that zone's arc (the targets' cheap rejection).
      const inArc = aimable && !discBeyond(z.planes, x, y, SQUADRON_RADIUS);
      if (!close && !inArc) continue;
      clipMine(z);
      if (z.part.n === 0) continue;
      // The part's bounding circle farther from the disc than distance 1 (for an attack) and than the
      // anti-squadron reach (for a target), 1e-6 mm to spare: neither is kept below, nothing to measure.
      const gap = Math.sqrt((x - z.cx) * (x - z.cx) + (y - z.cy) * (y - z.cy)) - z.cr - SQUADRON_RADIUS - 1e-6;
      if ((!close || gap > squadronReach) && (!inArc || gap > squadronLong)) continue;
      closestToDisc(z.part, at, SQUADRON_RADIUS, closest);
      // The exposure line traced below, if any (-1 none, else 1 crossed, 0 clear), and the closest points it was traced from.
      let traced = -1;
      const ax = closest.ax;
      const ay = closest.ay;
      const bx = closest.bx;
      const by = closest.by;
      // armada.range.through-zone: no line of sight when it enters the token through another hull zone.
      if (close && closest.distance <= squadronReach && (!moverAimed || sightThroughZoneOnly(closest.bx, closest.by, z.tx, z.ty, moverToken, z.local))) {
        // Line of sight from the closest point of the squadron's base to the zone's targeting point.
        // A huge mover: the range line from the squadron's base to the zone stands in.
        const obstructed = squadronSightCrossed(z);
        traced = obstructed ? 1 : 0;
        squadronExposure[exposureFound++] = squadronEntry(0, qi, z.zone, z.index, rankOfDistance(closest.distance), distanceBandIndex(closest.distance), obstructed, undefined);
      }
      // The part of the base inside the arc is no nearer than the whole base: beyond long range, no target.
      if (!inArc || closest.distance > squadronLong) continue;
      // The disc's nearest point inside the arc is the answer as it stands (closestToDiscInRegion's own first test); else its chords are measured.
      if (!pointInRegion(z.planes, closest.bx, closest.by) && (!closestToDiscInRegion(z.part, at, SQUADRON_RADIUS, z.planes, closest, disc, true) || closest.distance > squadronLong)) continue;
      const rank = rankOfDistance(closest.distance);
      const dice = antiSquadron === null ? undefined : (antiSquadron[rank] ?? null);
      if (dice === null) continue;
      // The same closest points as the exposure line's (the disc's nearest point is inside the arc): the
      // same line the other way, which `squadronSightCrossed` traces the same.
      const same = traced !== -1 && closest.ax === ax && closest.ay === ay && closest.bx === bx && closest.by === by;
      const obstructed = same ? traced === 1 : squadronSightCrossed(z);
      squadronTargets[targetsFound++] = squadronEntry(1, qi, z.zone, z.index, rank, distanceBandIndex(closest.distance), obstructed, dice);
    }
  };
  return (pose, onlyShips, onlySquadrons) => {
    const exposure: ArcThreat[] = [];
    const targets: ArcThreat[] = [];
    let placed = false;
    for (const e of enemies) {
      const { enemy } = e;
      if (onlyShips !== null && onlyShips[enemy.index] !== 1) continue;
      const ex = enemy.pose.x - pose.x;
      const ey = enemy.pose.y - pose.y;
      if (Math.sqrt(ex * ex + ey * ey) > moverRadius + enemy.inner.r + long) continue;
      if (!placed) {
        place(pose);
        placed = true;
      }
      measureEnemy(e, pose, exposure, targets);
    }
    // armada.range.squadron-target, armada.range.squadron-attack: the mover's hull zones against each enemy squadron in reach.
    exposureFound = 0;
    targetsFound = 0;
    const px = pose.x;
    const py = pose.y;
    for (let qi = 0; qi < squadronAt.length; qi++) {
      if (onlySquadrons !== null && onlySquadrons[qi] !== 1) continue;
      const at = squadronAt[qi]!;
      const x = at.x;
      const y = at.y;
      const apart = Math.sqrt((x - px) * (x - px) + (y - py) * (y - py));
      // Farther than distance 1 of the whole base: it attacks none of the hull zones.
      const close = apart <= closeReach;
      // Beyond the mover's anti-squadron reach of the whole base: no target either.
      const aimable = apart <= aimableReach;
      if (!close && !aimable) continue;
      if (!placed) {
        place(pose);
        placed = true;
      }
      measureSquadron(qi, at, close, aimable);
    }
    return { exposure, targets, squadronExposure: squadronList(squadronExposure, exposureFound), squadronTargets: squadronList(squadronTargets, targetsFound) };
  };
}

/**
 * Scratch for `segmentCrossesFlat`'s cuts, of at least `size`, shared by every exposure
 * measurement (each call writes what it reads, and nothing is kept between calls): a typed array of
 * more than 64 bytes has its memory outside V8's heap, whose making costs about ten times an array
 * inside it, once per plan otherwise.
 */
let CUTS = new Float64Array(16);

function cutsFor(size: number): Float64Array {
  if (CUTS.length < size) CUTS = new Float64Array(2 * size);
  return CUTS;
}

/**
 * The visible stretch of the line of sight between a ship's point m and a squadron's point s, either
 * way (armada.range.line-of-sight): m is `aim`'s targeting point (tx, ty), or the range line's end
 * `line.a` on the ship when `aim` is null (a huge ship), s is `line.b` on the squadron's base (both
 * read from the objects: a call with number arguments boxes each one).
 * `visibleSight(m, s, base, null, out)` and
 * `visibleSight(s, m, null, base, out)`, written out to the same numbers. Both trace the line from
 * its end with the smaller x (then y), `sameWay`, and cut it where it leaves the ship's base
 * `base`: `leaveFraction(m, s, base)` (small enough for V8 to inline) from the start when m
 * comes first, `1 -` it from the end otherwise; the squadron's end is cut by nothing. So an
 * attack on a squadron and the squadron's attack back along the same line see the same stretch
 * (test/measure/squadron-sight.test.ts holds both against visibleSight).
 */
export function squadronSightStretch(aim: { readonly tx: number; readonly ty: number } | null, line: FlatClosest, base: SightBase, out: SightSegment): boolean {
  const mx = aim === null ? line.ax : aim.tx;
  const my = aim === null ? line.ay : aim.ty;
  const sx = line.bx;
  const sy = line.by;
  // Where the line m -> s leaves the ship's base (0 when m is not inside it).
  const leave = leaveFraction(mx, my, sx, sy, base);
  const mFirst = sameWay(mx, my, sx, sy);
  const px = mFirst ? mx : sx;
  const py = mFirst ? my : sy;
  const start = mFirst ? leave : 0;
  const end = mFirst ? 1 : 1 - leave;
  const dx = (mFirst ? sx : mx) - px;
  const dy = (mFirst ? sy : my) - py;
  out.ax = px + dx * start;
  out.ay = py + dy * start;
  out.bx = px + dx * end;
  out.by = py + dy * end;
  return (end - start) * Math.sqrt(dx * dx + dy * dy) > CONTACT_TOLERANCE;
}

/**
 * `obstructing(...).length > 0` on flat outlines: stops at the first obstacle or other ship the
 * line crosses. `near` holds the pieces that can be within reach of the final pose at all.
 */
function crossesAny(near: readonly Blocker[], count: number, line: { readonly ax: number; readonly ay: number; readonly bx: number; readonly by: number }, skipA: number, skipB: number, cuts: Float64Array): boolean {
  const { ax, ay, bx, by } = line;
  const minX = Math.min(ax, bx);
  const maxX = Math.max(ax, bx);
  const minY = Math.min(ay, by);
  const maxY = Math.max(ay, by);
  for (let i = 0; i < count; i++) {
    const p = near[i]!;
    if (p.index !== -1 && (p.index === skipA || p.index === skipB)) continue;
    // A piece whose bounding circle is off the line's box by more than its radius is farther than that from the line.
    if (p.cx < minX - p.r || p.cx > maxX + p.r || p.cy < minY - p.r || p.cy > maxY + p.r) continue;
    const d = segmentDistanceFlat(p.cx, p.cy, ax, ay, bx, by);
    if (d > p.r) continue;
    // Through the blocker's deep inside: crossed, as the exact test finds (`segmentThroughDisc`).
    if (d < p.inner && segmentThroughDisc(p.cx, p.cy, p.inner, ax, ay, bx, by)) return true;
    if (segmentCrossesFlat(ax, ay, bx, by, p.outline.xs, p.outline.ys, p.outline.n, cuts)) return true;
  }
  return false;
}
