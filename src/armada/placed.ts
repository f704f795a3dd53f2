/**
 * The positions a plan places and keeps (types only): a position moved to (`Placed`), the cache of
 * positions by clicks (`PositionCache`) and what a footprint reached gives (`Landing`). move.ts
 * places them, course-table.ts keeps tabled ones in their entry, resolve.ts finishes courses from them.
 */
import type { TraceStep } from '../core/trace.ts';
import type { Pose } from '../geometry/shapes.ts';
import type { Placement } from './displace.ts';
import type { Footprint } from './footprint.ts';
import type { ClosestShip } from './outcome.ts';
import type { ShipOnTable } from './world.ts';

/**
 * `armada.overlap.squadrons` as worked out for a footprint reached: a plan ends many courses at the
 * same position (a backed-off course ends where a slower one does). Keyed by the footprint object,
 * so valid only within one plan of one ship on one world (no placement supplied). A position moved
 * to keeps its own landing instead (`Placed.landing`, marked with this map), found without a lookup.
 */
export type Landings = Map<Footprint, Landing>;

/** What one footprint reached in a plan gives, whichever course reached it. */
export interface Landing {
  readonly placed: readonly Placement[];
  readonly unplaced: readonly string[];
  readonly steps: readonly TraceStep[];
  /** `armada.overlap.closest` from this footprint, per list of ships overlapped on the way (compared element by element). */
  readonly closest: { readonly overlapped: readonly ShipOnTable[]; readonly closest: ClosestShip | null; readonly notes: readonly string[] }[];
  /** `armada.edge.destroyed` at this footprint, once tested. */
  destroyed: boolean | null;
}

/** One placed position: its speed, pose and footprint, and the ships it overlaps. */
export interface Placed {
  readonly speed: number;
  readonly pose: Pose;
  readonly body: Footprint;
  readonly overlapped: readonly ShipOnTable[];
  /** The pose as the trace prints it (`poseText`), made the first time a trace asks (`placedText`). */
  text: string | null;
  /** The `armada.overlap.ships` note of a position that overlaps ships, made the first time a trace asks (`overlapNote` in resolve.ts). */
  note: string | null;
  /** What a course that ends here gives (resolve.ts `Landing`), kept for the plan whose `Landings` is `landingOf` (null: not yet). */
  landing: Landing | null;
  landingOf: Landings | null;
}

/**
 * Positions already worked out, keyed by side and clicks (`positionKey`): a plan meets every
 * reduced position of a course again as the plotted position of a slower course. Owned by one
 * call of one ship. Positions of tabled clicks are kept in their course-table entry instead,
 * marked with this cache (`CourseEntry.placed`), and found there without a key.
 */
export type PositionCache = Map<number | string, Placed>;
