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
import { plotSide } from './move.ts';
import type { ShipOnTable } from './world.ts';
import type { Side } from './tool.ts';

export interface SidePlots {
  readonly left: SidePlot;
  readonly right: SidePlot;
}

export function plotBothSides(ship: ShipOnTable, clicks: readonly number[], config: EngineConfig): SidePlots {
  return { left: plotSide(ship, clicks, 'left', config), right: plotSide(ship, clicks, 'right', config) };
}

/** The sides whose final position does not overlap the tool (`armada.tool.side`). */
export function legalSides(plots: SidePlots): Side[] {
  return (['right', 'left'] as const).filter((s) => !plots[s].overlapsTool);
}

/** `armada.tool.side`, `armada.tool.side-both`, `armada.huge.side`: the side used, or the issue that makes the course illegal. */
export function decideSide(ship: ShipOnTable, plots: SidePlots, requested: SideChoice): { side: Side; trace: TraceStep[] } | { issue: Issue } {
  const legal = legalSides(plots);
  if (legal.length === 0) {
    const rule = ship.size === 'huge' ? 'armada.huge.side' : 'armada.tool.side-both';
    return { issue: issue('maneuver', rule, 'the final position overlaps the maneuver tool on both sides; this course cannot be used, choose another') };
  }
  const trace: TraceStep[] = [];
  let side: Side;
  if (requested === 'auto') {
    side = legal.length === 2 ? 'right' : legal[0]!;
    trace.push(step('armada.tool.side', legal.length === 2
      ? 'Neither side overlaps the tool, so the owner may choose; "auto" takes the right side.'
      : `The ${legal[0] === 'right' ? 'left' : 'right'} side would overlap the tool, so the tool goes on the ${side}.`));
  } else if (legal.includes(requested)) {
    side = requested;
    trace.push(step('armada.tool.side', `The tool goes on the ${side} side as asked; the final position does not overlap it (touching is allowed, armada.tool.touch).`));
  } else {
    side = requested === 'right' ? 'left' : 'right';
    trace.push(step('armada.tool.side', `On the ${requested} side the final position would overlap the tool, so the maneuver is reset with the tool on the ${side}.`));
  }
  return { side, trace };
}
