/**
 * The tool-side rule (`armada.tool.side`, `armada.tool.side-both`, `armada.huge.side`): the plotted
 * final position on both sides, which of them clear the tool, and the side used.
 */
import type { Issue } from '../core/issue.ts';
import { issue } from '../core/issue.ts';
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import type { EngineConfig } from './config.ts';
import type { SideChoice } from './course.ts';
import type { SidePlot } from './move.ts';
import { plotLeftRight } from './move.ts';
import type { ShipOnTable } from './world.ts';
import type { Side } from './tool.ts';

export interface SidePlots {
  readonly left: SidePlot;
  readonly right: SidePlot;
}

export function plotBothSides(ship: ShipOnTable, clicks: readonly number[], config: EngineConfig): SidePlots {
  return plotLeftRight(ship, clicks, config);
}

/** The sides whose final position does not overlap the tool (`armada.tool.side`). */
export function legalSides(plots: SidePlots): readonly Side[] {
  const right = !plots.right.overlapsTool;
  const left = !plots.left.overlapsTool;
  return right ? (left ? BOTH : RIGHT) : left ? LEFT : NEITHER;
}

/** `legalSides`' answers, right first (shared, never changed). */
const BOTH: readonly Side[] = Object.freeze(['right', 'left'] as const);
const RIGHT: readonly Side[] = Object.freeze(['right'] as const);
const LEFT: readonly Side[] = Object.freeze(['left'] as const);
const NEITHER: readonly Side[] = Object.freeze([]);

/** `armada.tool.side`, `armada.tool.side-both`, `armada.huge.side`: the side used, or the issue that makes the course illegal. */
export function decideSide(ship: ShipOnTable, plots: SidePlots, requested: SideChoice, reading: ToolBothSides = 'illegal'): { side: Side; trace: readonly TraceStep[] } | { issue: Issue } {
  const legal = legalSides(plots);
  if (legal.length === 0 && reading === 'second-side' && ship.size !== 'huge') return secondSide(requested);
  if (legal.length === 0) {
    const rule = ship.size === 'huge' ? 'armada.huge.side' : 'armada.tool.side-both';
    return { issue: issue('maneuver', rule, 'the final position overlaps the maneuver tool on both sides; this course cannot be used, choose another') };
  }
  // The one-step traces are shared (a plan decides a side for every course; a trace step is never changed).
  if (requested === 'auto') {
    const side: Side = legal.length === 2 ? 'right' : legal[0]!;
    return { side, trace: legal.length === 2 ? SIDE_STEPS.free : SIDE_STEPS.forced[side] };
  }
  if (legal.includes(requested)) return { side: requested, trace: SIDE_STEPS.asked[requested] };
  const side: Side = requested === 'right' ? 'left' : 'right';
  return { side, trace: SIDE_STEPS.reset[side] };
}

const other = (side: Side): Side => (side === 'right' ? 'left' : 'right');
const notesBySide = (note: (side: Side) => string): Readonly<Record<Side, string>> => ({ left: note('left'), right: note('right') });

/** The `armada.tool.side` notes by the side used, written once (a plan decides a side for every course). */
const SIDE_NOTES = {
  // "auto" with one side legal: the other side would overlap the tool.
  forced: notesBySide((side) => `The ${other(side)} side would overlap the tool, so the tool goes on the ${side}.`),
  asked: notesBySide((side) => `The tool goes on the ${side} side as asked; the final position does not overlap it (touching is allowed, armada.tool.touch).`),
  // The requested side (the other one) would overlap the tool.
  reset: notesBySide((side) => `On the ${other(side)} side the final position would overlap the tool, so the maneuver is reset with the tool on the ${side}.`),
};

/** `decideSide`'s one-step traces by the side used, made once and frozen (read, copied into outcomes, never changed). */
const oneStep = (note: string): readonly TraceStep[] => Object.freeze([Object.freeze(step('armada.tool.side', note))]);
const stepsBySide = (notes: Readonly<Record<Side, string>>): Readonly<Record<Side, readonly TraceStep[]>> => ({ left: oneStep(notes.left), right: oneStep(notes.right) });
const SIDE_STEPS = {
  free: oneStep('Neither side overlaps the tool, so the owner may choose; "auto" takes the right side.'),
  forced: stepsBySide(SIDE_NOTES.forced),
  asked: stepsBySide(SIDE_NOTES.asked),
  reset: stepsBySide(SIDE_NOTES.reset),
};

/**
 * Reading of `armada.tool.side-both` for a course that overlaps the tool on both sides (armada Q1):
 * `illegal` (the default) refuses the course in Determine Course, as the RRG does for huge ships and
 * as the rulings community reads "the only time a ship may overlap the tool is a reduced speed"
 * (RRG "Overlapping"); `second-side` follows the Move Ship steps literally: the tool is reset once
 * onto the other side and the ship is placed there, overlapping it. Huge ships are always illegal
 * (`armada.huge.side`).
 */
export type ToolBothSides = 'illegal' | 'second-side';

function secondSide(requested: SideChoice): { side: Side; trace: TraceStep[] } {
  const first: Side = requested === 'left' ? 'left' : 'right';
  const side: Side = first === 'right' ? 'left' : 'right';
  return {
    side,
    trace: [step('armada.tool.side-both.reading', `The final position overlaps the tool on both sides. Reading "second-side": the tool went on the ${first} first${requested === 'auto' ? ' ("auto" tries the right)' : ''}, overlapped, and was reset onto the ${side}; the ship is placed there although it overlaps the tool.`)],
  };
}
