/**
 * Move Ship (`armada.maneuver.steps`): the plotted final position on each side with the tool
 * side test (`armada.tool.side`, `armada.tool.footprint`, `armada.tool.touch`), then the back-off
 * joint by joint while another ship is overlapped (`armada.overlap.ships`,
 * `armada.overlap.tool-allowed`).
 */
import type { Point, Pose } from '../geometry/shapes.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import { cosDeg, normaliseHeading, sinDeg } from '../geometry/index.ts';
import type { EngineConfig } from './config.ts';
import { footprintsOverlap } from './exact.ts';
import type { Footprint } from './footprint.ts';
import { footprintOf, overlapRect, rectFootprint } from './footprint.ts';
import type { ShipOnTable } from './world.ts';
import type { BaseSize } from './catalog/ship-record.ts';
import type { ToolDims } from './tool-dims.ts';
import type { LocalCourse, Side } from './tool.ts';
import { courseLocal } from './tool.ts';
import { poseText } from './text.ts';
import type { Placed, PositionCache } from './placed.ts';
import type { CourseEntry } from './course-table.ts';
import { entryOverlapsTool, mirrorEntry, overlapsToolChain, prefixEntry, tabledEntry, tabledPrefix, usesTables } from './course-table.ts';

export { overlapsToolChain } from './course-table.ts';

/** One side's plotted final position at the full speed. */
export interface SidePlot {
  readonly side: Side;
  readonly pose: Pose;
  readonly body: Footprint;
  /** The course in the ship's starting frame; `placedChain` gives its tool chain (P0, pivots, P1) in the table frame. */
  readonly local: LocalCourse;
  /** The final footprint overlaps the tool (`armada.tool.side`); touching it does not count (`armada.tool.touch`). */
  readonly overlapsTool: boolean;
  /** The course's entry in the course tables (course-table.ts), null when the tables are not used. */
  readonly entry: CourseEntry | null;
}

export function plotSide(ship: ShipOnTable, clicks: readonly number[], side: Side, config: EngineConfig): SidePlot {
  // The course in the starting frame comes from the course tables (course-table.ts), with its tool test; the
  // position on the table is placed when a step reads it (most courses use one side of the two plotted).
  const entry = usesTables(config) ? tabledEntry(ship.size, side, clicks, config.dims) : null;
  if (entry !== null) return new Plot(side, entry.local, entryOverlapsTool(ship.size, entry, config), ship, null, null, entry);
  const local = courseLocal(ship.size, side, clicks, config.dims);
  const pose = placedPose(ship.pose, local);
  const body = rectFootprint(overlapRect(ship.size, pose));
  return new Plot(side, local, overlapsToolChain(body, placedChain(ship.pose, local), config), ship, pose, body, null);
}

/** `plotSide` on both sides: with the tables, the right side's entry is linked from the left's (one lookup per course, not two). */
export function plotLeftRight(ship: ShipOnTable, clicks: readonly number[], config: EngineConfig): { readonly left: SidePlot; readonly right: SidePlot } {
  const left = plotSide(ship, clicks, 'left', config);
  const entry = left.entry;
  if (entry === null || entry.key < 0) return { left, right: plotSide(ship, clicks, 'right', config) };
  const mirrored = mirrorEntry(ship.size, 'left', clicks, entry, config.dims);
  return { left, right: new Plot('right', mirrored.local, entryOverlapsTool(ship.size, mirrored, config), ship, null, null, mirrored) };
}

/** A side's plot, its pose and footprint on the table placed on first use. */
class Plot implements SidePlot {
  private placedPose: Pose | null;
  private placedBody: Footprint | null;

  constructor(
    readonly side: Side,
    readonly local: LocalCourse,
    readonly overlapsTool: boolean,
    private readonly ship: ShipOnTable,
    pose: Pose | null,
    body: Footprint | null,
    readonly entry: CourseEntry | null,
  ) {
    this.placedPose = pose;
    this.placedBody = body;
  }

  get pose(): Pose {
    return (this.placedPose ??= placedPose(this.ship.pose, this.local));
  }

  get body(): Footprint {
    return (this.placedBody ??= rectFootprint(overlapRect(this.ship.size, this.pose)));
  }
}

/** The sine and cosine of the last starting heading placed (a plan places every course from the same start): sinDeg and cosDeg's own values. */
let startHeading = Number.NaN;
let startSin = 0;
let startCos = 1;

function startTrig(heading: number): void {
  if (heading === startHeading) return;
  startSin = sinDeg(heading);
  startCos = cosDeg(heading);
  startHeading = heading;
}

/** placeInTable (tool.ts) with the start's sine and cosine taken once: the same arithmetic, the same doubles. */
function placedPose(start: Pose, local: LocalCourse): Pose {
  startTrig(start.heading);
  const s = startSin;
  const c = startCos;
  const centre = local.centre;
  return { x: start.x + centre.x * c + centre.y * s, y: start.y - centre.x * s + centre.y * c, heading: normaliseHeading(start.heading + local.turn) };
}

/** The course's tool chain placed on the table from the ship's starting pose (toTable on each point, the sine and cosine taken once). */
export function placedChain(start: Pose, local: LocalCourse): Point[] {
  startTrig(start.heading);
  const s = startSin;
  const c = startCos;
  const points = local.chain;
  const x = start.x;
  const y = start.y;
  // An array literal of the chain's own length for the usual speeds (push grows a new array to 17 slots).
  switch (points.length) {
    case 2:
      return [onTable(x, y, s, c, points[0]!), onTable(x, y, s, c, points[1]!)];
    case 3:
      return [onTable(x, y, s, c, points[0]!), onTable(x, y, s, c, points[1]!), onTable(x, y, s, c, points[2]!)];
    case 4:
      return [onTable(x, y, s, c, points[0]!), onTable(x, y, s, c, points[1]!), onTable(x, y, s, c, points[2]!), onTable(x, y, s, c, points[3]!)];
    case 5:
      return [onTable(x, y, s, c, points[0]!), onTable(x, y, s, c, points[1]!), onTable(x, y, s, c, points[2]!), onTable(x, y, s, c, points[3]!), onTable(x, y, s, c, points[4]!)];
    case 6:
      return [onTable(x, y, s, c, points[0]!), onTable(x, y, s, c, points[1]!), onTable(x, y, s, c, points[2]!), onTable(x, y, s, c, points[3]!), onTable(x, y, s, c, points[4]!), onTable(x, y, s, c, points[5]!)];
  }
  const chain: Point[] = [];
  for (let i = 0; i < points.length; i++) chain.push(onTable(x, y, s, c, points[i]!));
  return chain;
}

/**
 * `placedChain` of a tabled course (`entry`, of `clicks` on `side`) within the call whose position
 * cache is `cache`: P0 and the pivots are the same points in every course that shares the clicks
 * before them, so each is placed once per call and kept in the entry of those clicks (the courses'
 * tool chains share them; nothing changes a chain's points); only the course's own end P1 is new.
 */
export function sharedChain(start: Pose, size: BaseSize, side: Side, clicks: readonly number[], entry: CourseEntry, dims: ToolDims, cache: PositionCache): Point[] {
  const points = entry.local.chain;
  startTrig(start.heading);
  const n = points.length - 2;
  // holders[m]: the entry of the first m clicks, which keeps the pivot after them (chain point m + 1); m = 0 keeps P0 too.
  const holders = (entry.holders ??= holdersOf(size, side, clicks, entry, dims, n));
  for (let m = 0; m < n; m++) {
    const holder = holders[m]!;
    if (holder.pivotIn === cache) continue;
    holder.pivot = onTable(start.x, start.y, startSin, startCos, points[m + 1]!);
    holder.notch = m === 0 ? onTable(start.x, start.y, startSin, startCos, points[0]!) : null;
    holder.pivotIn = cache;
  }
  const end = onTable(start.x, start.y, startSin, startCos, points[n + 1]!);
  switch (n) {
    case 1:
      return [holders[0]!.notch!, holders[0]!.pivot!, end];
    case 2:
      return [holders[0]!.notch!, holders[0]!.pivot!, holders[1]!.pivot!, end];
    case 3:
      return [holders[0]!.notch!, holders[0]!.pivot!, holders[1]!.pivot!, holders[2]!.pivot!, end];
    case 4:
      return [holders[0]!.notch!, holders[0]!.pivot!, holders[1]!.pivot!, holders[2]!.pivot!, holders[3]!.pivot!, end];
  }
  const chain: Point[] = [holders[0]!.notch!];
  for (let m = 0; m < n; m++) chain.push(holders[m]!.pivot!);
  chain.push(end);
  return chain;
}

/** The entries of the first 0..n-1 clicks of a tabled course's entry (linked from it once: the tables live as long as the process). */
function holdersOf(size: BaseSize, side: Side, clicks: readonly number[], entry: CourseEntry, dims: ToolDims, n: number): readonly CourseEntry[] {
  const holders: CourseEntry[] = [];
  for (let m = 0; m < n; m++) holders.push(prefixEntry(size, side, clicks, entry, m, dims));
  return holders;
}

/** A point of the starting frame on the table (toTable's arithmetic with the start's sine and cosine). */
function onTable(x: number, y: number, s: number, c: number, p: Point): Point {
  return { x: x + p.x * c + p.y * s, y: y - p.x * s + p.y * c };
}

/** The other ships the footprint overlaps, in scenario order. */
export function shipsOverlapped(body: Footprint, others: readonly ShipOnTable[], config: EngineConfig): readonly ShipOnTable[] {
  // Most positions overlap no ship: the shared empty list then, an array only for a hit.
  let hit: ShipOnTable[] | null = null;
  for (let i = 0; i < others.length; i++) {
    const other = others[i]!;
    if (footprintsOverlap(body, other.overlap, config.collision)) (hit ??= []).push(other);
  }
  return hit ?? NO_SHIPS;
}

/** The position's pose as the trace prints it, worked out once per position (a plan prints most positions twice). */
export function placedText(placed: Placed): string {
  return (placed.text ??= poseText(placed.pose));
}

export interface BackOff {
  readonly executedSpeed: number;
  readonly pose: Pose;
  readonly body: Footprint;
  /** Each speed tried, from the plotted speed down, with the ships overlapped there. */
  readonly attempts: readonly Placed[];
  /** Every ship overlapped at any speed tried, in the order met. */
  readonly overlapped: readonly ShipOnTable[];
}


/**
 * The cache key of the first `speed` clicks on `side`: a number (a leading 1, one base-5 digit per
 * joint, then the side bit) while there are at most 20 joints of whole clicks in -2..2, else a
 * string (`right:0,1`).
 */
export function positionKey(side: Side, clicks: readonly number[], speed: number): number | string {
  if (speed > 20) return textKey(side, clicks, speed);
  let key = 1;
  for (let k = 0; k < speed; k++) {
    const c = clicks[k]!;
    if (!(c === -2 || c === -1 || c === 0 || c === 1 || c === 2)) return textKey(side, clicks, speed);
    key = key * 5 + c + 2;
  }
  return key * 2 + (side === 'right' ? 1 : 0);
}

function textKey(side: Side, clicks: readonly number[], speed: number): string {
  let key = side + ':';
  for (let k = 0; k < speed; k++) key += (k > 0 ? ',' : '') + clicks[k]!;
  return key;
}

const NO_SHIPS: readonly ShipOnTable[] = Object.freeze([]);

/**
 * `armada.overlap.ships`: from the plotted speed down, drop the last joint (same clicks, same side,
 * `armada.course.locked`) until no ship is overlapped; speed 0 leaves the ship where it was.
 * At a reduced speed the tool may be overlapped (`armada.overlap.tool-allowed`), so it is not tested.
 */
export function backOff(ship: ShipOnTable, others: readonly ShipOnTable[], clicks: readonly number[], side: Side, plotted: SidePlot | null, config: EngineConfig, cache?: PositionCache): BackOff {
  // The positions tried: the first two kept apart and the list made when the back-off ends (an array literal of its
  // own length; push grows a new array to 17 slots), the rest pushed.
  let first: Placed | null = null;
  let second: Placed | null = null;
  let more: Placed[] | null = null;
  let met: ShipOnTable[] | null = null;
  const tables = usesTables(config);
  // The plotted course's table entry links each reduced position's entry; a tabled entry keeps the position placed from it for this cache.
  const full = plotted !== null ? plotted.entry : null;
  for (let speed = clicks.length; speed >= 0; speed--) {
    let reduced: CourseEntry | null = null;
    if (tables && speed > 0) reduced = full === null ? tabledPrefix(ship.size, side, clicks, speed, config.dims) : speed === clicks.length ? full : full.key >= 0 ? prefixEntry(ship.size, side, clicks, full, speed, config.dims) : tabledPrefix(ship.size, side, clicks, speed, config.dims);
    const slot = cache !== undefined && reduced !== null && reduced.key >= 0 ? reduced : null;
    const key = slot !== null || cache === undefined || speed === 0 ? '' : positionKey(side, clicks, speed);
    let placed = slot !== null ? (slot.placedIn === cache ? slot.placed! : undefined) : key === '' ? undefined : cache!.get(key);
    if (placed === undefined) {
      let pose: Pose;
      let body: Footprint;
      if (speed === clicks.length && plotted !== null) {
        pose = plotted.pose;
        body = plotted.body;
      } else if (speed === 0) {
        pose = ship.pose;
        body = ship.overlap;
      } else {
        pose = placedPose(ship.pose, reduced !== null ? reduced.local : courseLocal(ship.size, side, clicks.slice(0, speed), config.dims));
        body = rectFootprint(overlapRect(ship.size, pose));
      }
      placed = { speed, pose, body, overlapped: speed === 0 ? NO_SHIPS : shipsOverlapped(body, others, config), text: null, note: null, landing: null, landingOf: null };
      if (slot !== null) {
        slot.placed = placed;
        slot.placedIn = cache!;
      } else if (key !== '') cache!.set(key, placed);
    }
    if (first === null) first = placed;
    else if (second === null) second = placed;
    else (more ??= [first, second]).push(placed);
    const overlapped = placed.overlapped;
    if (overlapped.length === 0) return { executedSpeed: speed, pose: placed.pose, body: placed.body, attempts: more ?? (second === null ? [first] : [first, second]), overlapped: met ?? NO_SHIPS };
    met ??= [];
    for (const other of overlapped) if (!met.includes(other)) met.push(other);
  }
  return { executedSpeed: 0, pose: ship.pose, body: ship.overlap, attempts: more ?? (first === null ? [] : second === null ? [first] : [first, second]), overlapped: met ?? NO_SHIPS };
}
