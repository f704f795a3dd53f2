/**
 * Course tables (`armada.tool.pose`, `armada.tool.side`, `armada.overlap.tool-allowed`): what a
 * course does relative to the ship's starting position depends only on the base size, the tool
 * side, the clicks and the tool's dimensions, never on where the ship stands. Each course is
 * worked out once in the ship's starting frame (the tool chain, the new centre and turn, and
 * whether the final footprint overlaps the tool) and kept for every later plan; a plan only
 * transforms the kept result to the table.
 *
 * The tool test is decided in the starting frame: the same rigid layout as on the table, so the
 * same answer (touching stays touching: contact depths are near 0, far from the 1e-6 mm tolerance).
 * Only the engine's fast collision strategy (bounding circles and prepared bodies) reads the table;
 * the naive baselines compute every test on the table shapes, as before.
 */
import type { Point } from '../geometry/shapes.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import { normaliseHeading } from '../geometry/index.ts';
import type { BaseSize } from './catalog/ship-record.ts';
import type { EngineConfig } from './config.ts';
import { footprintsOverlap } from './exact.ts';
import type { Footprint } from './footprint.ts';
import { footprintOf, overlapRect, rectFootprint } from './footprint.ts';
import type { LocalCourse, Side } from './tool.ts';
import type { Placed, PositionCache } from './placed.ts';
import { courseLocal } from './tool.ts';
import type { ToolDims } from './tool-dims.ts';

/** One course in the starting frame. */
export interface CourseEntry {
  readonly local: LocalCourse;
  /** The final footprint in the starting frame (made when a tool test first needs it). */
  body: Footprint | null;
  /** The plotted position overlaps its own tool (`armada.tool.side`); null until asked. */
  overlapsTool: boolean | null;
  /** [speed]: the position reached at that reduced speed overlaps this course's tool (`armada.overlap.tool-allowed`); filled when asked. */
  readonly reduced: (boolean | undefined)[];
  /** The entry's number in its table (`keyOf`, the same number as `positionKey` in move.ts); -1 when not tabled. */
  readonly key: number;
  /** [speed]: the entry of the first `speed` clicks (the position a back-off reaches), linked when first asked. */
  readonly prefixes: (CourseEntry | undefined)[];
  /** The same clicks with the tool on the other side, linked when first asked. */
  mirror: CourseEntry | null;
  /**
   * The position last placed on the table from this entry (move.ts `backOff`), for the call whose
   * position cache is `placedIn`: a plan finds a position again here without a key or a lookup
   * (a cache serves one ship of one world, like its keys).
   */
  placed: Placed | null;
  placedIn: PositionCache | null;
  /**
   * The tool chain's pivot after these clicks (where the next segment starts: the same point in
   * every longer course's chain) and, for no clicks, the notch point P0, placed on the table for
   * the call whose position cache is `pivotIn` (move.ts `sharedChain`).
   */
  pivot: Point | null;
  notch: Point | null;
  pivotIn: PositionCache | null;
  /** The entries of this course's first 0..n-1 clicks, whose pivots make its chain (move.ts `sharedChain`), linked when first asked. */
  holders: readonly CourseEntry[] | null;
}

/** Clicks beyond this many joints or this many clicks either way are worked out without a table (no chart has them). */
const MAX_JOINTS = 8;
const MAX_TABLED_CLICKS = 2;

/** dims -> base size -> key -> entry. Keyed by the dims object, so a config's own tool gets its own tables. */
const tables = new WeakMap<ToolDims, Map<BaseSize, Map<number, CourseEntry>>>();

/** A number naming side and clicks: a leading 1, then one base-5 digit per joint, then the side bit; -1 when not tabled. */
function keyOf(side: Side, clicks: readonly number[], joints: number): number {
  if (joints > MAX_JOINTS) return -1;
  let key = 1;
  for (let k = 0; k < joints; k++) {
    const c = clicks[k]!;
    if (!Number.isInteger(c) || c < -MAX_TABLED_CLICKS || c > MAX_TABLED_CLICKS) return -1;
    key = key * 5 + c + MAX_TABLED_CLICKS;
  }
  return key * 2 + (side === 'right' ? 1 : 0);
}

/** The table last looked up (a plan asks the same base size and dims for every course). */
let lastDims: ToolDims | null = null;
let lastSize: BaseSize | null = null;
let lastTable: Map<number, CourseEntry> | null = null;

function entryOf(size: BaseSize, side: Side, clicks: readonly number[], joints: number, dims: ToolDims): CourseEntry {
  const key = keyOf(side, clicks, joints);
  if (key < 0) return madeEntry(size, side, clicks, joints, dims);
  let byKey: Map<number, CourseEntry> | undefined;
  if (dims === lastDims && size === lastSize) byKey = lastTable!;
  else {
    let bySize = tables.get(dims);
    if (bySize === undefined) tables.set(dims, (bySize = new Map()));
    byKey = bySize.get(size);
    if (byKey === undefined) bySize.set(size, (byKey = new Map()));
    lastDims = dims;
    lastSize = size;
    lastTable = byKey;
  }
  let entry = byKey.get(key);
  if (entry === undefined) byKey.set(key, (entry = madeEntry(size, side, clicks, joints, dims, key)));
  return entry;
}

/** A course's entry worked out (a plain function: a closure here was made on every lookup, most of which find the entry kept). */
function madeEntry(size: BaseSize, side: Side, clicks: readonly number[], joints: number, dims: ToolDims, key = -1): CourseEntry {
  return { local: courseLocal(size, side, joints === clicks.length ? clicks : clicks.slice(0, joints), dims), body: null, overlapsTool: null, reduced: [], key, prefixes: [], mirror: null, placed: null, placedIn: null, pivot: null, notch: null, pivotIn: null, holders: null };
}

/**
 * The entry of the first `speed` clicks of a tabled `entry` (`clicks` its clicks, `side` its side):
 * the table's own entry, linked from `entry` the first time (a plan backs off along the same
 * courses again and again), so that a later ask finds it without a key or a lookup.
 */
export function prefixEntry(size: BaseSize, side: Side, clicks: readonly number[], entry: CourseEntry, speed: number, dims: ToolDims): CourseEntry {
  return (entry.prefixes[speed] ??= entryOf(size, side, clicks, speed, dims));
}

/** The tabled entry of the same clicks on the other side, linked from `entry` the first time. */
export function mirrorEntry(size: BaseSize, side: Side, clicks: readonly number[], entry: CourseEntry, dims: ToolDims): CourseEntry {
  return (entry.mirror ??= entryOf(size, side === 'right' ? 'left' : 'right', clicks, clicks.length, dims));
}

/** The entry of the first `joints` clicks: the table's (its `key` >= 0), or one made afresh when they are not tabled (`key` -1). */
export function tabledPrefix(size: BaseSize, side: Side, clicks: readonly number[], joints: number, dims: ToolDims): CourseEntry {
  return entryOf(size, side, clicks, joints, dims);
}

/** The course of the first `joints` clicks (all by default) in the starting frame (`armada.tool.pose`); shared, never to be changed. */
export function tabledCourse(size: BaseSize, side: Side, clicks: readonly number[], dims: ToolDims, joints: number = clicks.length): LocalCourse {
  return entryOf(size, side, clicks, joints, dims).local;
}

function localBody(size: BaseSize, entry: CourseEntry): Footprint {
  return (entry.body ??= rectFootprint(overlapRect(size, { x: entry.local.centre.x, y: entry.local.centre.y, heading: normaliseHeading(entry.local.turn) })));
}

/** `armada.tool.side`: the plotted final position of the course overlaps its own tool (touching does not count). */
export function tabledOverlapsTool(size: BaseSize, side: Side, clicks: readonly number[], config: EngineConfig): boolean {
  return entryOverlapsTool(size, entryOf(size, side, clicks, clicks.length, config.dims), config);
}

/** The table entry of a course (all its clicks): its course in the starting frame (`local`) and `entryOverlapsTool`. */
export function tabledEntry(size: BaseSize, side: Side, clicks: readonly number[], dims: ToolDims): CourseEntry {
  return entryOf(size, side, clicks, clicks.length, dims);
}

/** `tabledOverlapsTool` on an entry already found (`tabledEntry`, of a ship of base `size`). */
export function entryOverlapsTool(size: BaseSize, entry: CourseEntry, config: EngineConfig): boolean {
  return (entry.overlapsTool ??= overlapsToolChain(localBody(size, entry), entry.local.chain, config));
}

/** `armada.overlap.tool-allowed`: the position reached at reduced `speed` (the first `speed` clicks) overlaps the full course's tool. */
export function tabledReducedOverlapsTool(size: BaseSize, side: Side, clicks: readonly number[], speed: number, config: EngineConfig): boolean {
  return entryReducedOverlapsTool(size, side, clicks, entryOf(size, side, clicks, clicks.length, config.dims), speed, config);
}

/** `tabledReducedOverlapsTool` on the entry of the full course already found (`tabledEntry`). */
export function entryReducedOverlapsTool(size: BaseSize, side: Side, clicks: readonly number[], entry: CourseEntry, speed: number, config: EngineConfig): boolean {
  const known = entry.reduced[speed];
  if (known !== undefined) return known;
  const reached = entry.key < 0 ? entryOf(size, side, clicks, speed, config.dims) : prefixEntry(size, side, clicks, entry, speed, config.dims);
  const answer = overlapsToolChain(localBody(size, reached), entry.local.chain, config);
  entry.reduced[speed] = answer;
  return answer;
}

/**
 * `armada.tool.side` on the footprint of `armada.tool.footprint`: each piece's bounding circle
 * first (from its end points, no allocation), the exact test only for pieces that can reach the ship.
 */
export function overlapsToolChain(body: Footprint, chain: readonly Point[], config: EngineConfig): boolean {
  const half = config.dims.width / 2;
  for (let i = 0; i + 1 < chain.length; i++) {
    const a = chain[i]!;
    const b = chain[i + 1]!;
    if (config.collision.broadPhase) {
      const cx = (a.x + b.x) / 2;
      const cy = (a.y + b.y) / 2;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const reach = body.r + Math.sqrt((dx * dx + dy * dy) / 4 + half * half) + CONTACT_TOLERANCE;
      if ((cx - body.cx) ** 2 + (cy - body.cy) ** 2 > reach * reach) continue;
    }
    if (footprintsOverlap(body, footprintOf({ kind: 'strip', from: a, to: b, width: config.dims.width }), config.collision)) return true;
  }
  for (let i = 1; i + 1 < chain.length; i++) {
    const p = chain[i]!;
    if (config.collision.broadPhase) {
      const reach = body.r + half + CONTACT_TOLERANCE;
      if ((p.x - body.cx) ** 2 + (p.y - body.cy) ** 2 > reach * reach) continue;
    }
    if (footprintsOverlap(body, footprintOf({ kind: 'circle', x: p.x, y: p.y, radius: half }), config.collision)) return true;
  }
  return false;
}

/** Whether `config` decides with the engine's fast strategy, the one the tables serve. */
export function usesTables(config: EngineConfig): boolean {
  return config.collision.broadPhase && config.collision.prepared;
}
