/**
 * Line of sight through another hull zone (armada.range.through-zone).
 *
 * Rules Reference, "Line of Sight": "If line of sight or attack range is traced through a hull zone
 * on the defender that is not the defending hull zone, the attacker does not have line of sight."
 * A hull zone is a section of the ship token (`tokenSize`), bounded by the token's edges and its
 * firing-arc lines, so it is convex: the line from the attacker to the defending hull zone's
 * targeting point (inside that zone) stays in the zone from where it enters the token to the point
 * exactly when the entry point is in the zone. One point tested against the zone's half-planes, in
 * the token's own frame, with the contact tolerance (a line through the very corner where an arc
 * line meets the token's edge touches the other zone and is not traced through it).
 *
 * Plain numbers in and out, no allocation: the planners call it for every defending hull zone.
 */
import type { Region } from '../geometry/arc.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import type { HullZone } from './catalog/arcs.ts';
import { hullZoneRegion, hullZonesOf, tokenSize } from './catalog/arcs.ts';
import type { BaseSize } from './catalog/ship-record.ts';
import type { SightBase } from './sight.ts';
import { leaveFraction } from './sight.ts';

/** A hull zone's half-planes in the ship's own frame (x right, y forward), normalised: n . p >= c inside. */
export interface LocalZone {
  readonly zone: HullZone;
  readonly nx: Float64Array;
  readonly ny: Float64Array;
  readonly c: Float64Array;
}

function normalised(zone: HullZone, region: Region): LocalZone {
  const nx = new Float64Array(region.length);
  const ny = new Float64Array(region.length);
  const c = new Float64Array(region.length);
  region.forEach((plane, i) => {
    const length = Math.sqrt(plane.nx * plane.nx + plane.ny * plane.ny);
    nx[i] = plane.nx / length;
    ny[i] = plane.ny / length;
    c[i] = plane.c / length;
  });
  return { zone, nx, ny, c };
}

function localZonesOf(size: BaseSize): LocalZone[] {
  const out: LocalZone[] = [];
  for (const zone of hullZonesOf(size)) {
    const region = hullZoneRegion(zone, size);
    if (region !== null) out.push(normalised(zone, region));
  }
  return out;
}

/** Each size's hull zones as normalised local half-planes, in `hullZonesOf` order (immutable). */
export const LOCAL_HULL_ZONES: { readonly [S in BaseSize]: readonly LocalZone[] } = {
  small: localZonesOf('small'),
  medium: localZonesOf('medium'),
  large: localZonesOf('large'),
  huge: localZonesOf('huge'),
};

/** The half-planes of `zone` for a ship of `size`. */
export function localZone(size: BaseSize, zone: HullZone): LocalZone {
  return LOCAL_HULL_ZONES[size].find((z) => z.zone === zone)!;
}

/** Whether the local point (x, y) is inside `zone` (on its edge counts). */
function inside(zone: LocalZone, x: number, y: number): boolean {
  for (let i = 0; i < zone.nx.length; i++) {
    if (zone.nx[i]! * x + zone.ny[i]! * y < zone.c[i]! - CONTACT_TOLERANCE) return false;
  }
  return true;
}

/**
 * Written by `entryPoint`: the local frame coordinates (x, y) of the point where the line enters the
 * token. A typed array: numbers written into an object literal's fields may each be boxed on the heap.
 */
const entry = new Float64Array(2);

/** Where the line from the defender's point (qx, qy) towards the attacker's (px, py) leaves `token`, in the token's frame, into `entry`. */
function entryPoint(px: number, py: number, qx: number, qy: number, token: SightBase): void {
  const t = leaveFraction(qx, qy, px, py, token);
  const ux = qx + (px - qx) * t - token.x;
  const uy = qy + (py - qy) * t - token.y;
  entry[0] = ux * token.cos - uy * token.sin;
  entry[1] = ux * token.sin + uy * token.cos;
}

/**
 * armada.range.through-zone: whether the line of sight from the attacker's point (px, py) to the
 * defending hull zone's point (qx, qy) stays inside `zone` of the defender's token (`token`: its
 * pose and half sizes) once it is over the token; false when it is traced through another hull zone.
 */
export function sightThroughZoneOnly(px: number, py: number, qx: number, qy: number, token: SightBase, zone: LocalZone): boolean {
  entryPoint(px, py, qx, qy, token);
  return inside(zone, entry[0]!, entry[1]!);
}

/**
 * The hull zone of the defender (`size`, its token `token`) other than `defending` that the line
 * of sight from (px, py) to (qx, qy) is traced through, or null when there is none (the trace's
 * form of `sightThroughZoneOnly`).
 */
export function throughZone(px: number, py: number, qx: number, qy: number, token: SightBase, size: BaseSize, defending: HullZone): HullZone | null {
  const own = localZone(size, defending);
  entryPoint(px, py, qx, qy, token);
  if (inside(own, entry[0]!, entry[1]!)) return null;
  const x = entry[0]!;
  const y = entry[1]!;
  return LOCAL_HULL_ZONES[size].find((z) => z.zone !== defending && inside(z, x, y))?.zone ?? LOCAL_HULL_ZONES[size].find((z) => z.zone !== defending)!.zone;
}

/** The defender's token as the base a line of sight ends inside (`sight.ts`), for `sightThroughZoneOnly`. */
export function tokenHalfSizes(size: BaseSize): { readonly halfWidth: number; readonly halfLength: number } {
  const t = tokenSize(size);
  return { halfWidth: t.width / 2, halfLength: t.length / 2 };
}
