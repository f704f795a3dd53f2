/**
 * Range, distance and hull zones between Armada pieces (armada.range.bands,
 * armada.range.measure, armada.range.hull-zones, armada.range.in-arc, armada.range.obstructed), and the
 * exposure and targets of a plan option's final position (armada.range.exposure).
 *
 * Range and distance: closest point to closest point of the inner footprints (ships without the
 * shield-dial frames, armada.base.sizes) and squadron bases. A hull zone's firing arc contains a
 * ship when any part of its base is inside the arc lines (a base touching a line counts); the
 * attack range is measured from the closest point of the attacker's base inside the zone to the
 * closest point of the target's base inside the arc. Obstruction: the rules trace line of sight
 * between the targeting points printed on the tokens, which the catalog does not have; this
 * engine traces the range line between those closest points instead and reports the obstacles and
 * other ships it crosses (stated in the trace). Squadrons are measured for range and distance;
 * hull zones are measured against ships.
 */
import type { Result } from '../core/issue.ts';
import { fail, issue, ok } from '../core/issue.ts';
import type { ArcReading, ArcThreat, ClosestPoints, Measurement } from '../core/measure.ts';
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import type { Closest, HalfPlane, Region } from '../geometry/arc.ts';
import { clipConvex, closestConvex, outsideRegion, rectCorners, regionToTable, segmentCrossesPolygon, segmentDistance } from '../geometry/arc.ts';
import type { FlatClosest, FlatConvex, FlatRegion } from '../geometry/arc-flat.ts';
import { clipFlat, closestFlat, closestToDisc, closestToDiscInRegion, discBeyond, discScratch, flatClosest, flatConvex, flatRegion, loadPoints, outsideRegionFlat, rectCornersFlat, regionToTableFlat, segmentCrossesFlat, segmentDistanceFlat } from '../geometry/arc-flat.ts';
import { distance as shapeDistance } from '../geometry/index.ts';
import type { Point, Pose, Shape } from '../geometry/shapes.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import type { HullZone } from './catalog/arcs.ts';
import type { ArmadaRange } from './catalog/distances.ts';
import { DISTANCE_BANDS, distanceBandOf, RANGE_BANDS, rangeOf } from './catalog/distances.ts';
import { HULL_ZONES, hullZoneRegion } from './catalog/arcs.ts';
import { BASES, SQUADRON_RADIUS } from './catalog/bases.ts';
import type { BaseSize } from './catalog/ship-record.ts';
import { innerRect, squadronCircle } from './footprint.ts';
import type { ShipOnTable, World } from './world.ts';

export { distanceBandOf, rangeOf };
export type { ArmadaRange };

export interface ArmadaArcReading extends ArcReading {
  readonly arc: HullZone;
  readonly range: ArmadaRange;
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

/** Each size's hull zones in the ship's own frame, built once (immutable). */
const LOCAL_ZONES: { readonly [S in BaseSize]: readonly { readonly zone: HullZone; readonly region: Region }[] } = {
  small: localZones('small'),
  medium: localZones('medium'),
  large: localZones('large'),
  huge: [],
};

function localZones(size: BaseSize): { zone: HullZone; region: Region }[] {
  const out: { zone: HullZone; region: Region }[] = [];
  for (const zone of HULL_ZONES) {
    const region = hullZoneRegion(zone, size);
    if (region !== null) out.push({ zone, region });
  }
  return out;
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

/** armada.range.obstructed: obstacles and other ships (inner footprints) the range line crosses. */
function obstructing(world: World, line: Closest, skip: readonly string[], cornersOf: (ship: ShipOnTable) => readonly Point[] = (ship) => rectCorners(innerRect(ship.size, ship.pose))): string[] {
  if (line.distance <= CONTACT_TOLERANCE) return [];
  const { a, b } = line;
  const out: string[] = [];
  for (const obstacle of world.obstacles) {
    if (segmentDistance({ x: obstacle.body.cx, y: obstacle.body.cy }, a, b) > obstacle.body.r) continue;
    if (segmentCrossesPolygon(a, b, obstacle.outline)) out.push(obstacle.id);
  }
  for (const ship of world.ships) {
    if (skip.includes(ship.id)) continue;
    if (segmentDistance(ship.pose, a, b) > ship.inner.r) continue;
    if (segmentCrossesPolygon(a, b, cornersOf(ship))) out.push(ship.id);
  }
  return out;
}

const mm = (n: number): string => (Math.round(n * 1000) / 1000).toString();
const pt = (p: Point): string => `(${mm(p.x)}, ${mm(p.y)})`;

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
    if (b.ship.size === 'huge') {
      trace.push(step('armada.range.hull-zones', `${to} is a huge ship: its hull zones are not modelled.`));
    } else {
      attackable = squadronAttack(world, a, b.ship, trace);
    }
  } else if (a.ship !== null && b.ship === null) {
    if (a.ship.size === 'huge') {
      trace.push(step('armada.range.hull-zones', `${from} is a huge ship: its hull zones are not modelled.`));
    } else {
      readings.push(...squadronTarget(world, a.ship, b, trace));
    }
  } else if (a.ship === null || b.ship === null) {
    // Not reached: the three cases above cover every piece that is not a ship.
  } else if (a.ship.size === 'huge') {
    trace.push(step('armada.range.hull-zones', `${from} is a huge ship: its hull zones are not modelled.`));
  } else {
    const attacker = rectCorners(innerRect(a.ship.size, a.ship.pose));
    const target = rectCorners(innerRect(b.ship.size, b.ship.pose));
    trace.push(step('armada.range.hull-zones', `${from} has a ${a.ship.size} base: hull zones bounded by the firing-arc lines of that size.`));
    for (const { zone, planes } of zoneRegions(a.ship.size, a.ship.pose)) {
      const c = inZone(planes, attacker, target);
      if (c === null) {
        trace.push(step('armada.range.in-arc', `No part of ${to} is inside the ${zone} hull zone's firing arc.`));
        continue;
      }
      const by = obstructing(world, c, [from, to]);
      const r = rangeOf(c.distance);
      readings.push({ arc: zone, range: r, obstructed: by.length > 0, distance: c.distance, closest: { from: c.a, to: c.b }, obstructedBy: by });
      trace.push(step('armada.range.in-arc', `${to} is in the ${zone} hull zone's firing arc at ${r === 'beyond' ? 'beyond long range' : `${r} range`}: ${mm(c.distance)} mm from ${pt(c.a)} to ${pt(c.b)}, both inside the arc.`));
      if (c.distance > CONTACT_TOLERANCE) {
        trace.push(step('armada.range.obstructed', by.length > 0
          ? `The line from ${pt(c.a)} to ${pt(c.b)} crosses ${by.join(', ')}: obstructed (traced between the closest points, not the printed targeting points).`
          : `The line from ${pt(c.a)} to ${pt(c.b)} crosses no obstacle or other ship (traced between the closest points, not the printed targeting points).`));
      }
    }
  }
  return ok({ game: 'armada', from, to, distance: gap.distance, closest: { from: gap.a, to: gap.b }, range, distanceBand: band, arcs: readings, trace, kinds: { from: a.kind, to: b.kind }, ...(attackable === undefined ? {} : { attackableZones: attackable }) });
}

/** A ship's inner footprint cut into its hull zones: each zone's half-planes and the part of the base inside them. */
function zoneParts(ship: ShipOnTable): { zone: HullZone; planes: FlatRegion; part: FlatConvex }[] {
  const corners = loadPoints(flatConvex(8), rectCorners(innerRect(ship.size, ship.pose)));
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
  trace.push(step('armada.range.hull-zones', `${ship.id} has a ${ship.size} base: hull zones bounded by the firing-arc lines of that size.`));
  for (const { zone, planes, part } of zoneParts(ship)) {
    if (part.n === 0 || !closestToDiscInRegion(part, x, y, SQUADRON_RADIUS, planes, c, scratch)) {
      trace.push(step('armada.range.squadron-target', `No part of ${squadron.id}'s base is inside the ${zone} hull zone's firing arc.`));
      continue;
    }
    const line = lineOf(c);
    const by = obstructing(world, line, [ship.id]);
    const r = rangeOf(c.distance);
    out.push({ arc: zone, range: r, obstructed: by.length > 0, distance: c.distance, closest: { from: line.a, to: line.b }, obstructedBy: by });
    trace.push(step('armada.range.squadron-target', `${squadron.id} is in the ${zone} hull zone's firing arc at ${r === 'beyond' ? 'beyond long range' : `${r} range`}: ${mm(c.distance)} mm from ${pt(line.a)} to ${pt(line.b)}, the part of its base outside the arc ignored. The ship's anti-squadron armament decides which bands it can roll at (black close, blue medium, red long).`));
    if (c.distance > CONTACT_TOLERANCE) trace.push(step('armada.range.obstructed', by.length > 0 ? `The line crosses ${by.join(', ')}: obstructed.` : 'The line crosses no obstacle or other ship.'));
  }
  return out;
}

/** armada.range.squadron-attack: the ship's hull zones at distance 1 of the squadron (closest point of each zone). */
function squadronAttack(world: World, squadron: Piece, ship: ShipOnTable, trace: TraceStep[]): AttackableZone[] {
  const { x, y } = (squadron.shape as { x: number; y: number });
  const out: AttackableZone[] = [];
  const c = flatClosest();
  for (const { zone, part } of zoneParts(ship)) {
    if (part.n === 0) continue;
    closestToDisc(part, x, y, SQUADRON_RADIUS, c);
    const line = lineOf(c);
    if (distanceBandOf(c.distance) !== 1) {
      trace.push(step('armada.range.squadron-attack', `${ship.id}'s ${zone} hull zone is ${mm(c.distance)} mm from ${squadron.id}: beyond distance 1, it cannot be attacked from here.`));
      continue;
    }
    const by = obstructing(world, line, [ship.id]);
    out.push({ zone, distance: c.distance, closest: { from: line.b, to: line.a }, obstructed: by.length > 0, obstructedBy: by });
    trace.push(step('armada.range.squadron-attack', `${ship.id}'s ${zone} hull zone is at distance 1 of ${squadron.id} (${mm(c.distance)} mm from ${pt(line.b)} to ${pt(line.a)}): the squadron may attack it${by.length > 0 ? `, obstructed by ${by.join(', ')}` : ''}.`));
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
}

/**
 * armada.range.exposure: the enemy ships (another owner) of `mover`, prepared once per plan; the
 * returned function answers for one final pose, counting hull zones at close, medium or long
 * range. Enemies farther than long range from the final base (bounding circles) are skipped
 * before any clipping.
 *
 * The same answers as measuring each pair with `arc.ts` (the tests keep that reference), computed
 * on flat numbers (`arc-flat.ts`): each enemy's hull-zone half-planes and the part of its base in
 * each zone are prepared once, courses that end on the same final pose (several back off to one
 * speed) are answered once, the mover's own zones are clipped only when an enemy can be in them,
 * and the obstruction test stops at the first piece the range line crosses.
 */
export function threatsFor(world: World, mover: ShipOnTable): (pose: Pose) => Threats {
  const long = RANGE_BANDS.long + CONTACT_TOLERANCE;
  // A rectangle clipped by up to three half-planes has at most 7 corners; 8 doubles stay on V8's heap.
  const capacity = 8;
  const spare = flatConvex(capacity);
  const enemies = world.ships
    .filter((s) => s.index !== mover.index && (s.owner ?? '') !== (mover.owner ?? ''))
    .map((enemy) => ({ enemy, prepared: null as PreparedEnemy | null }));
  // Each enemy's base and hull zones, the first time it is within reach of a final pose.
  const prepare = (enemy: ShipOnTable): PreparedEnemy => {
    const corners = loadPoints(flatConvex(capacity), rectCorners(innerRect(enemy.size, enemy.pose)));
    const zones: PreparedEnemy['zones'] = [];
    for (const { zone, region } of LOCAL_ZONES[enemy.size]) {
      const planes = regionToTableFlat(enemy.pose, region, flatRegion(region.length));
      const part = flatConvex(capacity);
      clipFlat(corners, planes, part, spare);
      if (part.n > 0) zones.push({ zone, planes, part });
    }
    return { corners, zones };
  };
  const blockers = obstructionPieces(world);
  const cuts = new Float64Array(Math.max(4, ...blockers.map((b) => b.outline.n)) + 2);
  // The blockers near the final pose: every range line starts on the mover and is at most long range long.
  const near: Blocker[] = [];
  const mine = flatConvex(capacity);
  const myZones = LOCAL_ZONES[mover.size].map(({ zone, region }) => ({ zone, region, planes: flatRegion(region.length), part: flatConvex(capacity), clipped: false }));
  const targetPart = flatConvex(capacity);
  const closest = flatClosest();
  const moverRadius = mover.inner.r;
  const { width, length } = BASES[mover.size].inner;
  const answered = new Map<number, { readonly y: number; readonly heading: number; readonly threats: Threats }[]>();
  const squadrons = world.squadrons.filter((q) => (q.owner ?? '') !== (mover.owner ?? ''));
  const disc = discScratch();
  const squadronReach = DISTANCE_BANDS[0] + CONTACT_TOLERANCE;
  const obstructed = (enemy: number) => closest.distance > CONTACT_TOLERANCE && crossesAny(near, closest, enemy, mover.index, cuts);

  return (pose) => {
    // Same final pose as an earlier course (numbers compared exactly; no string keys, whose number formatting costs more than the lookup saves).
    const same = answered.get(pose.x);
    if (same !== undefined) {
      for (const known of same) {
        if (known.y === pose.y && known.heading === pose.heading) return copyThreats(known.threats);
      }
    }
    const exposure: ArcThreat[] = [];
    const targets: ArcThreat[] = [];
    const squadronExposure: SquadronThreat[] = [];
    const squadronTargets: SquadronThreat[] = [];
    let placed = false;
    const place = () => {
      placed = true;
      near.length = 0;
      for (const b of blockers) {
        // 1 mm of margin: a piece left out is farther than its radius from every such line, as the exact test would find.
        if (Math.sqrt((b.cx - pose.x) ** 2 + (b.cy - pose.y) ** 2) <= moverRadius + long + b.r + 1) near.push(b);
      }
      rectCornersFlat(pose, width, length, mine);
      for (const z of myZones) {
        regionToTableFlat(pose, z.region, z.planes);
        z.clipped = false;
      }
    };
    for (const e of enemies) {
      if (Math.sqrt((e.enemy.pose.x - pose.x) ** 2 + (e.enemy.pose.y - pose.y) ** 2) > moverRadius + e.enemy.inner.r + long) continue;
      const { corners, zones } = (e.prepared ??= prepare(e.enemy));
      if (!placed) place();
      for (const { zone, planes, part } of zones) {
        if (outsideRegionFlat(mine, planes)) continue;
        clipFlat(mine, planes, targetPart, spare);
        if (targetPart.n === 0) continue;
        closestFlat(part, targetPart, closest);
        if (closest.distance > long) continue;
        exposure.push({ ship: e.enemy.id, arc: zone, range: rangeOf(closest.distance), obstructed: obstructed(e.enemy.index) });
      }
      for (const z of myZones) {
        if (outsideRegionFlat(corners, z.planes)) continue;
        if (!z.clipped) {
          clipFlat(mine, z.planes, z.part, spare);
          z.clipped = true;
        }
        clipFlat(corners, z.planes, targetPart, spare);
        if (targetPart.n === 0 || z.part.n === 0) continue;
        closestFlat(z.part, targetPart, closest);
        if (closest.distance > long) continue;
        targets.push({ ship: e.enemy.id, arc: z.zone, range: rangeOf(closest.distance), obstructed: obstructed(e.enemy.index) });
      }
    }
    // armada.range.squadron-target, armada.range.squadron-attack: the mover's hull zones against each enemy squadron in reach.
    for (const q of squadrons) {
      const { x, y } = q.position;
      const apart = Math.sqrt((x - pose.x) ** 2 + (y - pose.y) ** 2);
      if (apart > moverRadius + SQUADRON_RADIUS + long) continue;
      // Farther than distance 1 of the whole base: it attacks none of the hull zones.
      const near = apart <= moverRadius + SQUADRON_RADIUS + squadronReach;
      if (!placed) place();
      for (const z of myZones) {
        // The disc wholly beyond one arc line: not in that zone's arc (the targets' cheap rejection).
        const inArc = !discBeyond(z.planes, x, y, SQUADRON_RADIUS);
        if (!near && !inArc) continue;
        if (!z.clipped) {
          clipFlat(mine, z.planes, z.part, spare);
          z.clipped = true;
        }
        if (z.part.n === 0) continue;
        closestToDisc(z.part, x, y, SQUADRON_RADIUS, closest);
        if (near && closest.distance <= squadronReach) {
          squadronExposure.push({ squadron: q.id, arc: z.zone, range: rangeOf(closest.distance), distanceBand: distanceBandOf(closest.distance), obstructed: obstructed(-1) });
        }
        // The part of the base inside the arc is no nearer than the whole base: beyond long range, no target.
        if (!inArc || closest.distance > long) continue;
        if (!closestToDiscInRegion(z.part, x, y, SQUADRON_RADIUS, z.planes, closest, disc, true) || closest.distance > long) continue;
        squadronTargets.push({ squadron: q.id, arc: z.zone, range: rangeOf(closest.distance), distanceBand: distanceBandOf(closest.distance), obstructed: obstructed(-1) });
      }
    }
    const found: Threats = { exposure, targets, squadronExposure, squadronTargets };
    // Kept as returned: a later course on this pose gets copies (the plan never changes the lists it is given).
    const threats = { y: pose.y, heading: pose.heading, threats: found };
    if (same === undefined) answered.set(pose.x, [threats]);
    else same.push(threats);
    return found;
  };
}

function copyThreats(t: Threats): Threats {
  return { exposure: t.exposure.slice(), targets: t.targets.slice(), squadronExposure: t.squadronExposure.slice(), squadronTargets: t.squadronTargets.slice() };
}

/** An enemy's inner footprint and, for each hull zone that holds part of it, the zone's half-planes and that part. */
interface PreparedEnemy {
  readonly corners: FlatConvex;
  readonly zones: { readonly zone: HullZone; readonly planes: FlatRegion; readonly part: FlatConvex }[];
}

/** What can obstruct a range line (armada.range.obstructed): an obstacle or a ship's inner footprint, as a flat outline with a bounding circle. */
interface Blocker {
  /** The ship's index, or -1 for an obstacle. */
  readonly index: number;
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  readonly outline: FlatConvex;
}

function obstructionPieces(world: World): Blocker[] {
  return [
    ...world.obstacles.map((o) => ({ index: -1, cx: o.body.cx, cy: o.body.cy, r: o.body.r, outline: loadPoints(flatConvex(o.outline.length), o.outline) })),
    ...world.ships.map((s) => ({ index: s.index, cx: s.pose.x, cy: s.pose.y, r: s.inner.r, outline: loadPoints(flatConvex(4), rectCorners(innerRect(s.size, s.pose))) })),
  ];
}

/**
 * `obstructing(...).length > 0` on flat outlines: stops at the first obstacle or other ship the
 * line crosses. `near` holds the pieces that can be within reach of the final pose at all.
 */
function crossesAny(near: readonly Blocker[], line: FlatClosest, skipA: number, skipB: number, cuts: Float64Array): boolean {
  const { ax, ay, bx, by } = line;
  const minX = Math.min(ax, bx);
  const maxX = Math.max(ax, bx);
  const minY = Math.min(ay, by);
  const maxY = Math.max(ay, by);
  for (const p of near) {
    if (p.index !== -1 && (p.index === skipA || p.index === skipB)) continue;
    // A piece whose bounding circle is off the line's box by more than its radius is farther than that from the line.
    if (p.cx < minX - p.r || p.cx > maxX + p.r || p.cy < minY - p.r || p.cy > maxY + p.r) continue;
    if (segmentDistanceFlat(p.cx, p.cy, ax, ay, bx, by) > p.r) continue;
    if (segmentCrossesFlat(ax, ay, bx, by, p.outline.xs, p.outline.ys, p.outline.n, cuts)) return true;
  }
  return false;
}
