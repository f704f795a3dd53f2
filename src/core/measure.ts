/**
 * The answer of `measure` (X-Wing and Armada): range between two pieces, which of the first
 * piece's arcs (hull zones) contain part of the second and at what range, whether the attack is
 * obstructed, every step traced to a rule id. Game-agnostic shape; each game fills in its own
 * range names (X-Wing range bands 0-5, Armada close / medium / long / beyond and distance 1-5).
 */
import type { Point } from '../geometry/shapes.ts';
import type { TraceStep } from './trace.ts';

/** The closest points of the two measured parts: on the first piece (`from`), on the second (`to`). */
export interface ClosestPoints {
  readonly from: Point;
  readonly to: Point;
}

/** One arc (hull zone) of the first piece that contains part of the second. */
export interface ArcReading {
  readonly arc: string;
  /** The range measured inside the arc (null beyond the longest band). */
  readonly range: number | string | null;
  readonly obstructed: boolean;
  // Extra fields.
  /** mm between the closest point of the attacker inside the arc and of the target inside the arc. */
  readonly distance: number;
  readonly closest: ClosestPoints;
  /** Ids of the pieces the range line crosses (obstacles; Armada also ships). */
  readonly obstructedBy: readonly string[];
  /** Armada, from a ship whose armament the catalog has: the dice this hull zone can roll at this range (`armada.range.armament`). */
  readonly dice?: { readonly red: number; readonly blue: number; readonly black: number };
}

export interface Measurement {
  readonly game: string;
  readonly from: string;
  readonly to: string;
  /** mm between the closest points of the two bases (0 when touching or overlapping). */
  readonly distance: number;
  readonly closest: ClosestPoints;
  readonly range: number | string | null;
  /** Armada only: distance 1-5, or null beyond distance 5. */
  readonly distanceBand?: number | null;
  readonly arcs: readonly ArcReading[];
  readonly trace: readonly TraceStep[];
}

/** An enemy ship's arc that contains a plan option's final base, or an enemy in the mover's arcs from there. */
export interface ArcThreat {
  readonly ship: string;
  readonly arc: string;
  readonly range: number | string;
  // Extra field.
  readonly obstructed: boolean;
  /** Armada: the dice the attacking hull zone can roll at this range (`armada.range.armament`); absent where the catalog has no armament. */
  readonly dice?: { readonly red: number; readonly blue: number; readonly black: number };
}

/** Plan-level summary of one option, for sorting: fewest enemy ships that can shoot it, then most targets. */
export interface ThreatSummary {
  /** Where the option is in the plan (`maneuvers[3]`, `actions[0]`, `courses[5]`). */
  readonly option: string;
  /** The option for people (`2BB`, `boost left middle`, `speed 2 [0, 1] right`). */
  readonly label: string;
  /** Distinct enemy ships with the final base in an arc and in range. */
  readonly exposedTo: number;
  /** Distinct enemy ships the mover could attack from there. */
  readonly targets: number;
}

/**
 * Sorts option summaries: fewest enemies that can shoot it, then most targets, then plan order.
 *
 * The counts are small whole numbers (enemy ships), so the order is found by counting: each
 * summary's key is its exposure, then its targets from most to fewest; the summaries are placed key
 * by key, each key's in plan order (a stable counting sort, no comparison calls). Counts that are
 * not whole numbers from 0, or spread too wide to count, take Array.prototype.sort on a copy, stable
 * as well (ECMAScript 2019): the same order either way.
 */
export function rankThreats(summaries: readonly ThreatSummary[]): ThreatSummary[] {
  const n = summaries.length;
  let maxExposed = 0;
  let maxTargets = 0;
  for (let i = 0; i < n; i++) {
    const { exposedTo, targets } = summaries[i]!;
    if (!(Number.isInteger(exposedTo) && exposedTo >= 0 && Number.isInteger(targets) && targets >= 0)) return summaries.slice().sort(byThreats);
    if (exposedTo > maxExposed) maxExposed = exposedTo;
    if (targets > maxTargets) maxTargets = targets;
  }
  const keys = (maxExposed + 1) * (maxTargets + 1);
  if (keys > 4 * n + 64) return summaries.slice().sort(byThreats);
  // next[k]: where the next summary with key k goes (counts first, then their running sums).
  if (RANK_SCRATCH.length < keys + 1) RANK_SCRATCH = new Int32Array(Math.max(2 * RANK_SCRATCH.length, keys + 1));
  const next = RANK_SCRATCH;
  next.fill(0, 0, keys + 1);
  for (let i = 0; i < n; i++) next[threatKey(summaries[i]!, maxTargets) + 1]! += 1;
  for (let k = 1; k <= keys; k++) next[k]! += next[k - 1]!;
  const ranked = new Array<ThreatSummary>(n);
  for (let i = 0; i < n; i++) {
    const s = summaries[i]!;
    const k = threatKey(s, maxTargets);
    ranked[next[k]!] = s;
    next[k]! += 1;
  }
  return ranked;
}

/**
 * `rankThreats`' counts, kept between calls (nothing here calls out while it is in use): a typed
 * array of more than 64 bytes has its memory outside V8's heap, whose making costs about ten times
 * an array inside it, and a plan ranks once.
 */
let RANK_SCRATCH = new Int32Array(256);

/** A summary's place in the ranking's order of counts: fewer exposed first, then more targets. */
function threatKey(s: ThreatSummary, maxTargets: number): number {
  return s.exposedTo * (maxTargets + 1) + (maxTargets - s.targets);
}

function byThreats(a: ThreatSummary, b: ThreatSummary): number {
  return a.exposedTo - b.exposedTo || b.targets - a.targets;
}

/** Distinct ship ids of threats. */
export function shipsIn(threats: readonly ArcThreat[]): number {
  // A plan asks this twice per option on short lists: count first appearances, no Set. A ship's
  // hull zones are mostly listed one after another, so the entry before is looked at first: the
  // same ship there has been seen (the same count as the scan of every earlier entry).
  let count = 0;
  for (let i = 0; i < threats.length; i++) {
    const ship = threats[i]!.ship;
    let seen = i > 0 && threats[i - 1]!.ship === ship;
    for (let j = 0; j < i && !seen; j++) seen = threats[j]!.ship === ship;
    if (!seen) count++;
  }
  return count;
}

const mm = (n: number): string => (Math.round(n * 100) / 100).toString();
const rangeText = (range: number | string | null): string =>
  range === null ? 'beyond range 5' : typeof range === 'number' ? `range ${range}` : range === 'beyond' ? 'beyond long range' : `${range} range`;

/** ", rolls 2 red, 1 blue" or ", no die reaches": what an Armada hull zone can roll there. */
function diceLine(d: { readonly red: number; readonly blue: number; readonly black: number }): string {
  const parts = ([[d.red, 'red'], [d.blue, 'blue'], [d.black, 'black']] as const).filter(([n]) => n > 0).map(([n, colour]) => `${n} ${colour}`);
  return parts.length === 0 ? ', no die reaches' : `, rolls ${parts.join(', ')}`;
}

/** Plain text for people (the CLI's `measure` without `--json`). */
export function describeMeasurement(m: Measurement): string {
  const band = m.distanceBand === undefined ? '' : m.distanceBand === null ? ', beyond distance 5' : `, distance ${m.distanceBand}`;
  const lines = [`${m.from} -> ${m.to}: ${mm(m.distance)} mm, ${rangeText(m.range)}${band}`];
  if (m.arcs.length === 0) lines.push(`  in none of ${m.from}'s arcs`);
  for (const a of m.arcs) {
    lines.push(`  ${a.arc}: ${rangeText(a.range)} (${mm(a.distance)} mm)${a.obstructed ? `, obstructed by ${a.obstructedBy.join(', ')}` : ''}${a.dice === undefined ? '' : diceLine(a.dice)}`);
  }
  return lines.join('\n');
}

/** Hover text for a plan option: who can shoot it there, and whom it can shoot (empty when neither). */
export function threatTitle(exposure: readonly ArcThreat[] | undefined, targets: readonly ArcThreat[] | undefined): string {
  const list = (threats: readonly ArcThreat[]) => threats.map((t) => `${t.ship} (${t.arc}, ${rangeText(t.range)}${t.obstructed ? ', obstructed' : ''}${t.dice === undefined ? '' : diceLine(t.dice)})`).join(', ');
  const parts: string[] = [];
  if (exposure !== undefined && exposure.length > 0) parts.push(`in the arcs of ${list(exposure)}`);
  if (targets !== undefined && targets.length > 0) parts.push(`can shoot ${list(targets)}`);
  return parts.length === 0 ? '' : `; ${parts.join('; ')}`;
}
