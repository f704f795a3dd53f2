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
import type { ArcReading, ArcThreat, Measurement } from '../core/measure.ts';
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import type { Closest, HalfPlane, Region } from '../geometry/arc.ts';
import { clipConvex, closestConvex, outsideRegion, rectCorners, regionToTable, segmentCrossesPolygon, segmentDistance } from '../geometry/arc.ts';
import { distance as shapeDistance } from '../geometry/index.ts';
import type { Point, Pose, Shape } from '../geometry/shapes.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import type { HullZone } from './catalog/arcs.ts';
import type { ArmadaRange } from './catalog/distances.ts';
import { distanceBandOf, RANGE_BANDS, rangeOf } from './catalog/distances.ts';
import { HULL_ZONES, hullZoneRegion } from './catalog/arcs.ts';
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
  if (a.ship === null || b.ship === null) {
    trace.push(step('armada.range.in-arc', a.ship === null ? `${from} is a squadron: it has no hull zones.` : `${to} is a squadron: hull zones are measured against ships only.`));
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
  return ok({ game: 'armada', from, to, distance: gap.distance, closest: { from: gap.a, to: gap.b }, range, distanceBand: band, arcs: readings, trace, kinds: { from: a.kind, to: b.kind } });
}

/** Who can shoot a plan option's final position, and whom the mover can shoot from there. */
export interface Threats {
  readonly exposure: readonly ArcThreat[];
  readonly targets: readonly ArcThreat[];
}

/**
 * armada.range.exposure: the enemy ships (another owner) of `mover`, prepared once per plan; the
 * returned function answers for one final pose, counting hull zones at close, medium or long
 * range. Enemies farther than long range from the final base (bounding circles) are skipped
 * before any clipping.
 */
export function threatsFor(world: World, mover: ShipOnTable): (pose: Pose) => Threats {
  const long = RANGE_BANDS.long + CONTACT_TOLERANCE;
  const enemies = world.ships
    .filter((s) => s.index !== mover.index && (s.owner ?? '') !== (mover.owner ?? ''))
    .map((enemy) => {
      const corners = rectCorners(innerRect(enemy.size, enemy.pose));
      return { enemy, corners, zones: zoneRegions(enemy.size, enemy.pose).map((z) => ({ ...z, part: clipConvex(corners, z.planes) })) };
    });
  const moverRadius = mover.inner.r;
  const cornerCache = new Map<number, readonly Point[]>();
  const cornersOf = (ship: ShipOnTable): readonly Point[] => {
    let corners = cornerCache.get(ship.index);
    if (corners === undefined) cornerCache.set(ship.index, (corners = rectCorners(innerRect(ship.size, ship.pose))));
    return corners;
  };
  return (pose) => {
    const exposure: ArcThreat[] = [];
    const targets: ArcThreat[] = [];
    let mine: Point[] | null = null;
    let myZones: { zone: HullZone; planes: HalfPlane[]; part: readonly Point[] | null }[] | null = null;
    for (const e of enemies) {
      if (Math.sqrt((e.enemy.pose.x - pose.x) ** 2 + (e.enemy.pose.y - pose.y) ** 2) > moverRadius + e.enemy.inner.r + long) continue;
      mine ??= rectCorners(innerRect(mover.size, pose));
      myZones ??= zoneRegions(mover.size, pose);
      for (const { zone, planes, part } of e.zones) {
        const c = inZone(planes, e.corners, mine, part);
        if (c === null || c.distance > long) continue;
        exposure.push({ ship: e.enemy.id, arc: zone, range: rangeOf(c.distance), obstructed: obstructing(world, c, [e.enemy.id, mover.id], cornersOf).length > 0 });
      }
      for (const z of myZones) {
        const { zone, planes } = z;
        if (outsideRegion(e.corners, planes)) continue;
        z.part ??= clipConvex(mine, planes);
        const c = inZone(planes, mine, e.corners, z.part);
        if (c === null || c.distance > long) continue;
        targets.push({ ship: e.enemy.id, arc: zone, range: rangeOf(c.distance), obstructed: obstructing(world, c, [e.enemy.id, mover.id], cornersOf).length > 0 });
      }
    }
    return { exposure, targets };
  };
}
