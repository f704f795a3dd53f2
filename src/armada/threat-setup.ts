/**
 * What exposure and targets (armada.range.exposure, `measure.ts`'s `threatsAgainst`) prepare before
 * measuring any final pose and that depends only on the pieces themselves, not on the mover's final
 * pose: each enemy ship's hull zones, their parts of its token and its targeting points
 * (armada.range.hull-zones, armada.range.line-of-sight), and the pieces that obstruct
 * (armada.range.obstructed). `threatsAgainst` takes them through a `ThreatSetup`; `FRESH_SETUP`
 * builds each one anew. The objects made here are never changed once made.
 */
import type { FlatConvex, FlatRegion, Region } from '../geometry/arc.ts';
import { clipFlat, flatConvex, flatRegion, innerReachFlat, loadPoints, rectCornersAt, rectCornersFlat, regionToTableAt, vertexMean } from '../geometry/arc.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import { cosDeg, sinDeg } from '../geometry/angle.ts';
import type { HullZone, StandardHullZone } from './catalog/arcs.ts';
import { HUGE_HULL_ZONES, HULL_ZONES, hullZoneRegion, hullZonesOf, tokenSize } from './catalog/arcs.ts';
import { RANGE_BANDS } from './catalog/distances.ts';
import { BASES } from './catalog/bases.ts';
import type { BaseSize } from './catalog/ship-record.ts';
import { aimReach, localTargetingPoint, targetingSpec } from './catalog/targeting.ts';
import type { LocalZone } from './hull-sight.ts';
import { LOCAL_HULL_ZONES } from './hull-sight.ts';
import type { SightBase } from './sight.ts';
import { sightBaseAt } from './sight.ts';
import type { ShipOnTable, World } from './world.ts';
import type { DiceByRange } from './armament.ts';

/**
 * Each size's hull zones in the ship's own frame, built once (immutable), with each zone's place in
 * HULL_ZONES (`slot`, -1 for a huge ship's auxiliary zones) and in HUGE_HULL_ZONES (`diceSlot`).
 */
export const LOCAL_ZONES: { readonly [S in BaseSize]: readonly LocalZoneEntry[] } = {
  small: localZones('small'),
  medium: localZones('medium'),
  large: localZones('large'),
  huge: localZones('huge'),
};

export interface LocalZoneEntry {
  readonly zone: HullZone;
  readonly region: Region;
  readonly slot: number;
  readonly diceSlot: number;
}

function localZones(size: BaseSize): LocalZoneEntry[] {
  const out: LocalZoneEntry[] = [];
  for (const zone of hullZonesOf(size)) {
    const region = hullZoneRegion(zone, size);
    if (region !== null) out.push({ zone, region, slot: HULL_ZONES.indexOf(zone as StandardHullZone), diceSlot: HUGE_HULL_ZONES.indexOf(zone) });
  }
  return out;
}

export const CLOSE_EDGE = RANGE_BANDS.close + CONTACT_TOLERANCE;
export const MEDIUM_EDGE = RANGE_BANDS.medium + CONTACT_TOLERANCE;
export const LONG_EDGE = RANGE_BANDS.long + CONTACT_TOLERANCE;

/**
 * armada.range.armament: the outer edge of the farthest band at which hull zone `slot` (HUGE_HULL_ZONES
 * order) of a ship with dice `battery` can roll a die (long without armament in the catalog; -Infinity
 * when it rolls none). A die reaches no farther band than a nearer one, so an attack farther than this
 * is one no die can make.
 */
export function reachEdgeOf(battery: readonly DiceByRange[] | null, slot: number): number {
  if (battery === null) return LONG_EDGE;
  const dice = battery[slot]!;
  return dice[2] !== null ? LONG_EDGE : dice[1] !== null ? MEDIUM_EDGE : dice[0] !== null ? CLOSE_EDGE : -Infinity;
}

/**
 * A clipped hull-zone part's bounding circle into `into`: the mean of its corners and the farthest
 * corner from it. A square root of the sum of squares (within an ulp of Math.hypot, cheaper): the
 * circle is only a rejection test, used with 1e-6 mm to spare.
 */
export function boundingCircle(part: FlatConvex, into: { cx: number; cy: number; cr: number }): void {
  let cx = 0;
  let cy = 0;
  for (let k = 0; k < part.n; k++) {
    cx += part.xs[k]!;
    cy += part.ys[k]!;
  }
  cx /= part.n;
  cy /= part.n;
  let cr = 0;
  for (let k = 0; k < part.n; k++) cr = Math.max(cr, Math.sqrt((part.xs[k]! - cx) * (part.xs[k]! - cx) + (part.ys[k]! - cy) * (part.ys[k]! - cy)));
  into.cx = cx;
  into.cy = cy;
  into.cr = cr;
}

/**
 * An enemy's inner footprint and, for each hull zone that holds part of it, the zone's half-planes,
 * that part and the zone's targeting point (tx, ty); `aimed` false for a huge ship (no targeting points).
 */
export interface PreparedEnemy {
  readonly corners: FlatConvex;
  /** The token's vertex mean (`vertexMean`), x then y (a typed array: read by `measure.ts` as the mover's is). */
  readonly mean: Float64Array;
  readonly zones: readonly ZoneState[];
  readonly aimed: boolean;
  readonly base: SightBase;
  /** Its token (armada.range.through-zone). */
  readonly token: SightBase;
  /** How far from the centre a line of sight to or from it can start: its farthest targeting point. */
  readonly reach: number;
  /** Every point of its token is within this of its centre. */
  readonly tokenRadius: number;
}

/**
 * A hull zone of a ship measured in a plan (the mover's, placed at each final pose, or an enemy's,
 * placed once by `prepareEnemy` and never changed after): one class for both, so the measuring
 * loops read one object shape.
 */
export class ZoneState {
  // Every field `declare`d and set in the constructor (see sight.ts `Base`): a class field without
  // `declare` is first defined as undefined (ES2022), and a number written into a field that has
  // held another kind of value is a new heap object each time (these are written at every pose).
  declare readonly zone: HullZone;
  /** Its place among the ship's zones (`LOCAL_ZONES` order). */
  declare readonly index: number;
  /** Its place in HULL_ZONES (the pair's line-of-sight cache); -1 for a huge ship's auxiliary zones. */
  declare readonly slot: number;
  /** Its place in HUGE_HULL_ZONES, every zone's (`ThreatArmament.battery`). */
  declare readonly diceSlot: number;
  /** The farthest its dice reach (`reachEdgeOf`). */
  declare readonly reachEdge: number;
  declare readonly planes: FlatRegion;
  declare readonly part: FlatConvex;
  /** Its half-planes in the ship's own frame (armada.range.through-zone). */
  declare readonly local: LocalZone;
  /** Its targeting point in the ship's own frame (the mover's zones). */
  declare readonly lx: number;
  declare readonly ly: number;
  /** The part's bounding circle. */
  declare cx: number;
  declare cy: number;
  declare cr: number;
  /** Its targeting point on the table. */
  declare tx: number;
  declare ty: number;
  /** Whether `part` holds the zone's part at the current pose (an enemy's is cut once). */
  declare clipped: boolean;
  constructor(zone: HullZone, index: number, slot: number, diceSlot: number, reachEdge: number, planes: FlatRegion, part: FlatConvex, local: LocalZone, lx: number, ly: number) {
    this.zone = zone;
    this.index = index;
    this.slot = slot;
    this.diceSlot = diceSlot;
    this.reachEdge = reachEdge;
    this.planes = planes;
    this.part = part;
    this.local = local;
    this.lx = lx;
    this.ly = ly;
    this.cx = NaN;
    this.cy = NaN;
    this.cr = NaN;
    this.tx = NaN;
    this.ty = NaN;
    this.clipped = false;
  }
}

/** A rectangle clipped by up to three half-planes has at most 7 corners; 8 doubles stay on V8's heap. */
const CAPACITY = 8;
const spare = flatConvex(CAPACITY);

/** An enemy's base, hull zones and targeting points (`foe`: its dice by hull zone, null without armament). */
export function prepareEnemy(enemy: ShipOnTable, foe: readonly DiceByRange[] | null): PreparedEnemy {
  // One sine and cosine of the heading for the token, the zones, the targeting points and the bases
  // (the same numbers as placing each with the pose: rectCorners, regionToTableFlat, toTable, sightBase).
  const { x, y, heading } = enemy.pose;
  const sin = sinDeg(heading);
  const cos = cosDeg(heading);
  // armada.range.hull-zones: the enemy's token, cut into its hull zones.
  const t = tokenSize(enemy.size);
  const corners = rectCornersAt(x, y, sin, cos, t.width, t.length, flatConvex(CAPACITY));
  const spec = targetingSpec(enemy.record);
  const zones: ZoneState[] = [];
  const locals = LOCAL_HULL_ZONES[enemy.size];
  const local = LOCAL_ZONES[enemy.size];
  for (let i = 0; i < local.length; i++) {
    const { zone, region, slot, diceSlot } = local[i]!;
    const planes = regionToTableAt(x, y, sin, cos, region, flatRegion(region.length));
    const part = flatConvex(CAPACITY);
    clipFlat(corners, planes, part, spare);
    if (part.n === 0) continue;
    const prepared = new ZoneState(zone, i, slot, diceSlot, reachEdgeOf(foe, diceSlot), planes, part, locals[i]!, 0, 0);
    // A huge enemy (six zones, no targeting points): slot -1 and the point (0, 0); its lines of sight are range lines.
    if (spec === null) {
      prepared.tx = 0;
      prepared.ty = 0;
    } else {
      const aimAt = localTargetingPoint(spec, zone as StandardHullZone);
      prepared.tx = x + aimAt.x * cos + aimAt.y * sin;
      prepared.ty = y - aimAt.x * sin + aimAt.y * cos;
    }
    prepared.clipped = true;
    boundingCircle(part, prepared);
    zones.push(prepared);
  }
  const inner = BASES[enemy.size].inner;
  // One class with the mover's bases (`sightBaseAt`): the line-of-sight routines read one shape.
  const base = sightBaseAt(x, y, sin, cos, inner.width / 2, inner.length / 2);
  const token = sightBaseAt(x, y, sin, cos, t.width / 2, t.length / 2);
  // Math.sqrt of the sum of squares (within an ulp of Math.hypot): a rejection radius with 1e-6 mm to spare.
  const mean = new Float64Array(2);
  mean[0] = vertexMean(corners.xs, corners.n);
  mean[1] = vertexMean(corners.ys, corners.n);
  return { corners, mean, zones, aimed: spec !== null, base, token, reach: spec === null ? enemy.inner.r : aimReach(spec), tokenRadius: Math.sqrt(t.width * t.width + t.length * t.length) / 2 };
}

/** What can obstruct a range line (armada.range.obstructed): an obstacle or a ship's inner footprint, as a flat outline with a bounding circle. */
export interface Blocker {
  /** The ship's index, or -1 for an obstacle. */
  readonly index: number;
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  readonly outline: FlatConvex;
  /**
   * A disc about (cx, cy) of this radius lies inside the outline at least `DEEP` mm from its edges
   * (`innerReachFlat`); -Infinity when the outline is not convex or the centre is not deep inside it.
   */
  readonly inner: number;
}

/** The world's obstacles, then its ships, as blockers. */
export function obstructionPieces(world: World): Blocker[] {
  return [
    ...world.obstacles.map((o) => blocker(-1, o.body.cx, o.body.cy, o.body.r, loadPoints(flatConvex(o.outline.length), o.outline))),
    ...world.ships.map(shipBlocker),
  ];
}

function shipBlocker(s: ShipOnTable): Blocker {
  // The inner base's corners written straight into the outline (the numbers `rectCorners(innerRect(...))` gives).
  const inner = BASES[s.size].inner;
  return blocker(s.index, s.pose.x, s.pose.y, s.inner.r, rectCornersFlat(s.pose, inner.width, inner.length, flatConvex(4)));
}

/** How far inside a blocker's outline a line of sight must run to be found crossed without the exact test (`segmentThroughDisc`). */
export const DEEP = 0.01;

function blocker(index: number, cx: number, cy: number, r: number, outline: FlatConvex): Blocker {
  return { index, cx, cy, r, outline, inner: innerReachFlat(outline, cx, cy, DEEP) };
}

/**
 * Where `threatsAgainst` takes what it prepares before measuring: an enemy prepared (`foe` its dice
 * by hull zone, as `prepareEnemy` reads them) and the world's blockers (`obstructionPieces`). Any
 * setup answers exactly what those functions answer for the same pieces; one may hand out objects
 * made earlier for the same ship (they are never changed).
 */
export interface ThreatSetup {
  enemy(enemy: ShipOnTable, foe: readonly DiceByRange[] | null): PreparedEnemy;
  blockers(world: World): readonly Blocker[];
}

/** Everything built anew. */
export const FRESH_SETUP: ThreatSetup = { enemy: prepareEnemy, blockers: obstructionPieces };

/** Enemies prepared by `KEPT_SETUP`, by ship (a ship on the table is never changed: an edit builds a new one), with the dice they were prepared with. */
const preparedEnemies = new WeakMap<ShipOnTable, { readonly foe: readonly DiceByRange[] | null; readonly prepared: PreparedEnemy }>();
/** Blockers made by `KEPT_SETUP`, by ship and by obstacle. */
const keptBlockers = new WeakMap<object, Blocker>();

/**
 * A setup that keeps what it prepares by the piece (weak maps keyed by the ship or obstacle on the
 * table, nothing written on them), for worlds that share most of their pieces: a world updated from
 * another (`world-edit.ts`) holds the same objects for every piece the edit did not touch, so a
 * re-plan prepares only the changed piece again. The same objects as `FRESH_SETUP` builds, made once.
 */
export const KEPT_SETUP: ThreatSetup = {
  enemy(enemy, foe) {
    const known = preparedEnemies.get(enemy);
    if (known !== undefined && known.foe === foe) return known.prepared;
    const prepared = prepareEnemy(enemy, foe);
    preparedEnemies.set(enemy, { foe, prepared });
    return prepared;
  },
  blockers(world) {
    const out: Blocker[] = [];
    for (const o of world.obstacles) {
      let b = keptBlockers.get(o);
      if (b === undefined) keptBlockers.set(o, (b = blocker(-1, o.body.cx, o.body.cy, o.body.r, loadPoints(flatConvex(o.outline.length), o.outline))));
      out.push(b);
    }
    for (const s of world.ships) {
      let b = keptBlockers.get(s);
      if (b === undefined || b.index !== s.index) keptBlockers.set(s, (b = shipBlocker(s)));
      out.push(b);
    }
    return out;
  },
};
