/**
 * The work budget of one Armada plan (`limits.plan`).
 *
 * Movement effects multiply a plan's options (a wider speed window, more yaw values, an extra
 * maneuver after every course), and on a full table each option is expensive: at the input limits
 * (64 ships, 200 squadrons on the path, 32 obstacles of 128 points) one course costs about 2 ms
 * compiled (8 ms from the TypeScript sources; its landing displaces squadrons among squadrons),
 * against about 0.12 ms on the crowded table (12 ships, 24 squadrons, 6 obstacles); every effect
 * in force with Engine Techs made one plan of the full table take 16 s from the sources. So a plan spends at most `PLAN_WORK_UNITS`, each computed outcome (a
 * course, or an extra maneuver after one) costing `1 + n * n / 256` units, n = ships + squadrons +
 * obstacle points / 8 (the measured cost grows faster than n): the crowded table can compute about
 * 38,000 outcomes (every effect stacked asks for 3,565), the largest table the limits allow about
 * 127 (its plain plan has 90 courses). Deterministic (no clock): the same scenario always gets the
 * same plan. Courses come first, in plan order, then the extra maneuvers after them; what the
 * budget leaves out is counted in the plan's `budget`, so nothing is dropped silently.
 */
import { LIMITS } from '../schema/limits.ts';
import type { World } from './world.ts';

export const PLAN_WORK_UNITS = LIMITS.planWork.max;

export interface PlanBudget {
  left: number;
  /** Units one outcome costs on this table. */
  readonly cost: number;
  omittedCourses: number;
  omittedFollowUps: number;
}

export function planBudget(table: World): PlanBudget {
  const points = table.obstacles.reduce((n, o) => n + o.outline.length, 0);
  const n = table.ships.length + table.squadrons.length + points / 8;
  return { left: PLAN_WORK_UNITS, cost: 1 + (n * n) / 256, omittedCourses: 0, omittedFollowUps: 0 };
}

/** Takes one outcome's cost from the budget; false (and nothing taken) when it does not cover it. */
export function spend(budget: PlanBudget): boolean {
  if (budget.left < budget.cost) return false;
  budget.left -= budget.cost;
  return true;
}
