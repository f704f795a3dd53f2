/**
 * The reference for the planners' exposure and targets: the routines as they were before the flat
 * kernel (`src/geometry/arc.ts`), measuring every pair with the former point-array
 * `clipConvex`, `closestConvex` and `segmentCrossesPolygon` (`test/geometry/arc-reference.ts`).
 * Ships only (the squadron threats have their own disc oracle in test/geometry/arc.test.ts). The property tests compare
 * the planners' answers with these on random tables. Armada obstruction follows the line of sight
 * between targeting points (armada.range.line-of-sight) with the defending hull zones found one by
 * one, no broad phase; it shares `sight.ts` (the stretch between the two bases, tested on its own).
 */
import type { ArcThreat } from '../../src/core/measure.ts';
import type { Closest, HalfPlane } from '../../src/geometry/arc.ts';
import { clipConvex, closestConvex, outsideRegion, rectCorners, regionToTable, segmentCrossesPolygon, segmentDistance } from '../geometry/arc-reference.ts';
import type { Point, Pose } from '../../src/geometry/shapes.ts';
import { CONTACT_TOLERANCE } from '../../src/geometry/shapes.ts';
import { hullZoneRegion, hullZonesOf } from '../../src/armada/catalog/arcs.ts';
import type { HullZone, StandardHullZone } from '../../src/armada/catalog/arcs.ts';
import type { ArmadaRange } from '../../src/armada/catalog/distances.ts';
import { RANGE_BANDS, rangeOf } from '../../src/armada/catalog/distances.ts';
import { BASES } from '../../src/armada/catalog/bases.ts';
import { targetingPoints } from '../../src/armada/catalog/targeting.ts';
import type { SightBase } from '../../src/armada/sight.ts';
import { sightBase, sightSegment, visibleSight } from '../../src/armada/sight.ts';
import { innerRect, tokenRect } from '../../src/armada/footprint.ts';
import type { ShipOnTable, World } from '../../src/armada/world.ts';
import type { XwingArc } from '../../src/xwing/catalog/arcs.ts';
import { TURRET_QUADRANTS, arcRegion, arcsOf } from '../../src/xwing/catalog/arcs.ts';
import type { Base } from '../../src/xwing/catalog/bases.ts';
import { ATTACK_RANGE, rangeBand } from '../../src/xwing/measure.ts';
import type { ShipState, World as XwingWorld } from '../../src/xwing/world.ts';
import { baseRect, halfDiagonal } from '../../src/xwing/world.ts';

export interface ShipThreats {
  readonly exposure: readonly ArcThreat[];
  readonly targets: readonly ArcThreat[];
}

function armadaZones(ship: ShipOnTable, pose: Pose): { zone: HullZone; planes: HalfPlane[] }[] {
  const out: { zone: HullZone; planes: HalfPlane[] }[] = [];
  for (const zone of hullZonesOf(ship.size)) {
    const region = hullZoneRegion(zone, ship.size);
    if (region !== null) out.push({ zone, planes: regionToTable(pose, region) });
  }
  return out;
}

function inZone(planes: readonly HalfPlane[], attacker: readonly Point[], target: readonly Point[]): Closest | null {
  if (outsideRegion(target, planes)) return null;
  const targetPart = clipConvex(target, planes);
  if (targetPart.length === 0) return null;
  const part = clipConvex(attacker, planes);
  if (part.length === 0) return null;
  return closestConvex(part, targetPart);
}

function armadaCrossed(world: World, a: Point, b: Point, skip: readonly string[]): boolean {
  for (const obstacle of world.obstacles) {
    if (segmentDistance({ x: obstacle.body.cx, y: obstacle.body.cy }, a, b) > obstacle.body.r) continue;
    if (segmentCrossesPolygon(a, b, obstacle.outline)) return true;
  }
  for (const ship of world.ships) {
    if (skip.includes(ship.id)) continue;
    if (segmentDistance(ship.pose, a, b) > ship.inner.r) continue;
    if (segmentCrossesPolygon(a, b, rectCorners(innerRect(ship.size, ship.pose)))) return true;
  }
  return false;
}

/** The range line (a huge defender has no targeting points). */
function rangeLineObstructed(world: World, line: Closest, skip: readonly string[]): boolean {
  return line.distance > CONTACT_TOLERANCE && armadaCrossed(world, line.a, line.b, skip);
}

const RANK = { close: 0, medium: 1, long: 2, beyond: 3 } as const;
const RANGES: readonly ArmadaRange[] = ['close', 'medium', 'long', 'beyond'];

/**
 * armada.range.through-zone, found independently of `hull-sight.ts`: the line from `from` to the
 * zone's point `to` passes through the interior of another hull zone's part of the token.
 */
function tracedThroughAnother(from: Point, to: Point, zone: HullZone, parts: readonly { zone: HullZone; part: readonly Point[] }[]): boolean {
  return parts.some((p) => p.zone !== zone && p.part.length > 2 && segmentCrossesPolygon(from, to, p.part));
}

/**
 * armada.range.line-of-sight: the attacking zone (its part `attackerPart`, half-planes `planes`,
 * targeting point `aim`) against each of the defender's hull zones inside the arc; obstructed when
 * every defending zone at the reading's range band has its line of sight (between the two bases)
 * crossed by an obstacle or another ship.
 */
function sightObstructed(world: World, attackerPart: readonly Point[], planes: readonly HalfPlane[], aim: Point, attacker: SightBase, defender: { ship: ShipOnTable; pose: Pose; corners: readonly Point[] }, skip: readonly string[]): { range: ArmadaRange; obstructed: boolean } | null {
  const theirAim = targetingPoints(defender.ship.record, defender.pose)!;
  const defending: { range: number; distance: number; obstructed: () => boolean }[] = [];
  const parts = armadaZones(defender.ship, defender.pose).map(({ zone, planes: zonePlanes }) => ({ zone, part: clipConvex(defender.corners, zonePlanes) }));
  for (const { zone, part } of parts) {
    if (part.length === 0 || outsideRegion(part, planes)) continue;
    const inside = clipConvex(part, planes);
    if (inside.length === 0) continue;
    const c = closestConvex(attackerPart, inside);
    const to = theirAim[zone as StandardHullZone];
    if (tracedThroughAnother(aim, to, zone, parts)) continue;
    defending.push({
      range: RANK[rangeOf(c.distance)],
      distance: c.distance,
      obstructed: () => {
        const seen = sightSegment();
        const size = BASES[defender.ship.size].inner;
        if (!visibleSight(aim.x, aim.y, to.x, to.y, attacker, sightBase(defender.pose, size.width, size.length), seen)) return false;
        return armadaCrossed(world, { x: seen.ax, y: seen.ay }, { x: seen.bx, y: seen.by }, skip);
      },
    });
  }
  if (defending.length === 0) return null;
  const band = RANK[rangeOf(Math.min(...defending.map((d) => d.distance)))];
  const atRange = defending.filter((d) => d.range === band);
  return { range: RANGES[band]!, obstructed: atRange.every((d) => d.obstructed()) };
}

/** Armada: every enemy ship's hull zones against the mover's final base, and the mover's zones against every enemy. */
export function armadaThreatsOracle(world: World, mover: ShipOnTable, pose: Pose): ShipThreats {
  const long = RANGE_BANDS.long + CONTACT_TOLERANCE;
  const exposure: ArcThreat[] = [];
  const targets: ArcThreat[] = [];
  // armada.range.hull-zones: the tokens.
  const mine = rectCorners(tokenRect(mover.size, pose));
  const myBase = sightBase(pose, BASES[mover.size].inner.width, BASES[mover.size].inner.length);
  const myAim = targetingPoints(mover.record, pose);
  for (const enemy of world.ships) {
    if (enemy.index === mover.index || (enemy.owner ?? '') === (mover.owner ?? '')) continue;
    const theirs = rectCorners(tokenRect(enemy.size, enemy.pose));
    const theirBase = sightBase(enemy.pose, BASES[enemy.size].inner.width, BASES[enemy.size].inner.length);
    const theirAim = targetingPoints(enemy.record, enemy.pose);
    const skip = [enemy.id, mover.id];
    for (const { zone, planes } of armadaZones(enemy, enemy.pose)) {
      const c = inZone(planes, theirs, mine);
      if (c === null || c.distance > long) continue;
      // A huge ship either side has no targeting points: the range line stands in.
      const reading = myAim === null || theirAim === null
        ? { range: rangeOf(c.distance), obstructed: rangeLineObstructed(world, c, skip) }
        : sightObstructed(world, clipConvex(theirs, planes), planes, theirAim[zone as StandardHullZone], theirBase, { ship: mover, pose, corners: mine }, skip);
      if (reading !== null && reading.range !== 'beyond') exposure.push({ ship: enemy.id, arc: zone, ...reading });
    }
    for (const { zone, planes } of armadaZones(mover, pose)) {
      const c = inZone(planes, mine, theirs);
      if (c === null || c.distance > long) continue;
      const reading = theirAim === null || myAim === null
        ? { range: rangeOf(c.distance), obstructed: rangeLineObstructed(world, c, skip) }
        : sightObstructed(world, clipConvex(mine, planes), planes, myAim[zone as StandardHullZone], myBase, { ship: enemy, pose: enemy.pose, corners: theirs }, skip);
      if (reading !== null && reading.range !== 'beyond') targets.push({ ship: enemy.id, arc: zone, ...reading });
    }
  }
  return { exposure, targets };
}

function xwingRegions(arc: XwingArc, pose: Pose, base: Base): HalfPlane[][] {
  const arcs = arc === 'singleTurret' || arc === 'doubleTurret' ? TURRET_QUADRANTS : [arc];
  const out: HalfPlane[][] = [];
  for (const a of arcs) {
    const region = arcRegion(a, base.size);
    if (region !== null) out.push(regionToTable(pose, region));
  }
  return out;
}

function inArc(regions: readonly HalfPlane[][], attacker: readonly Point[], target: readonly Point[]): Closest | null {
  let best: Closest | null = null;
  for (const planes of regions) {
    const c = inZone(planes, attacker, target);
    if (c !== null && (best === null || c.distance < best.distance)) best = c;
  }
  return best;
}

/** Obstacles, and huge ships other than the two (`skip`: ship indexes), crossed by the range line. */
function xwingObstructed(world: XwingWorld, line: Closest, skip: readonly number[]): boolean {
  if (line.distance <= CONTACT_TOLERANCE) return false;
  return world.obstacles.some((o) => segmentDistance(o.centre, line.a, line.b) <= o.radius && segmentCrossesPolygon(line.a, line.b, o.shape.points))
    || world.ships.some((s) => s.base.size === 'huge' && !skip.includes(s.index) && segmentDistance(s.pose, line.a, line.b) <= s.radius && segmentCrossesPolygon(line.a, line.b, rectCorners(s.rect)));
}

/** X-Wing: the same for arcs, within range 3; enemies beyond reach of the bounding circles skipped as the planner does. */
export function xwingThreatsOracle(world: XwingWorld, mover: ShipState, pose: Pose): ShipThreats {
  const reach = ATTACK_RANGE * 100 + CONTACT_TOLERANCE;
  const exposure: ArcThreat[] = [];
  const targets: ArcThreat[] = [];
  const mine = rectCorners(baseRect(pose, mover.base));
  const myArcs = arcsOf(mover.type.xws);
  for (const enemy of world.ships) {
    if (enemy.index === mover.index || (enemy.owner ?? '') === (mover.owner ?? '')) continue;
    if (Math.sqrt((enemy.pose.x - pose.x) ** 2 + (enemy.pose.y - pose.y) ** 2) > halfDiagonal(mover.base) + enemy.radius + reach) continue;
    const theirs = rectCorners(baseRect(enemy.pose, enemy.base));
    for (const arc of arcsOf(enemy.type.xws)) {
      const c = inArc(xwingRegions(arc, enemy.pose, enemy.base), theirs, mine);
      if (c === null || c.distance > reach) continue;
      exposure.push({ ship: enemy.id, arc, range: rangeBand(c.distance)!, obstructed: xwingObstructed(world, c, [mover.index, enemy.index]) });
    }
    for (const arc of myArcs) {
      const c = inArc(xwingRegions(arc, pose, mover.base), mine, theirs);
      if (c === null || c.distance > reach) continue;
      targets.push({ ship: enemy.id, arc, range: rangeBand(c.distance)!, obstructed: xwingObstructed(world, c, [mover.index, enemy.index]) });
    }
  }
  return { exposure, targets };
}
