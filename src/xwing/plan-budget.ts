/**
 * The work budget of one X-Wing plan (`limits.plan`).
 *
 * Effects multiply a plan's options: a substitution that may become any maneuver at any speed, a
 * dial of every code, a template swap and a move before the dial give well over a thousand
 * options, each executed with its effects and scored against every enemy. Inside every other
 * limit such a plan took seconds (about 5 s for 800 options on the largest table, under load).
 * So a plan spends at most `XWING_PLAN_WORK_UNITS`: each computed outcome (a maneuver, or one
 * action candidate) costs `1 + n / 50` units, n = ships + obstacle points / 8 (the measured cost
 * per outcome grows about linearly with the table). A lone ship computes up to 600 outcomes,
 * the largest table the limits allow (100 ships, 32 obstacles of 128 points: n = 612) about 45,
 * where its plain plan needs 35 (17 maneuvers, 9 action candidates and the 9 searches for them). Maneuvers come first, in plan order, then the actions; what
 * the budget leaves out is counted in the plan's `budget`. Deterministic: no clock.
 */
import { LIMITS } from '../schema/limits.ts';
import type { World } from './world.ts';

export const XWING_PLAN_WORK_UNITS = LIMITS.xwingPlanWork.max;

export interface XwingPlanBudget {
  left: number;
  /** Units one outcome costs on this table. */
  readonly cost: number;
  omittedManeuvers: number;
  omittedActions: number;
}

export function xwingPlanBudget(world: World): XwingPlanBudget {
  const points = world.obstacles.reduce((n, o) => n + o.shape.points.length, 0);
  const n = world.ships.length + points / 8;
  return { left: XWING_PLAN_WORK_UNITS, cost: 1 + n / 50, omittedManeuvers: 0, omittedActions: 0 };
}

/** Takes one outcome's cost from the budget; false (and nothing taken) when it does not cover it. */
export function spendXwing(budget: XwingPlanBudget): boolean {
  if (budget.left < budget.cost) return false;
  budget.left -= budget.cost;
  return true;
}
