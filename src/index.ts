/**
 * shipmove: the library entry. Browser-safe: nothing here imports Node or the DOM.
 * Named exports only (no `export *`).
 */
export type { Issue, Result } from './core/issue.ts';
export { capIssues, formatIssue, MAX_ISSUES } from './core/issue.ts';
export type { PlanCut } from './core/plan-limit.ts';
export { DEFAULT_PLAN_LIMIT, limitPlan, planLimitOption } from './core/plan-limit.ts';
export type { Limit, LimitName } from './schema/limits.ts';
export { LIMITS, MAX_INPUT_BYTES } from './schema/limits.ts';
export type { TraceStep } from './core/trace.ts';
export type { Game, Scenario } from './schema/index.ts';
export { GAMES, jsonSchema, parseJson, parseScenario } from './schema/index.ts';
export type { ArmadaScenario } from './schema/armada.ts';
export type { XwingScenario } from './schema/xwing.ts';
export type { Ti4Scenario } from './schema/ti4.ts';
export { describeOutcome, describePlan, engines, plan, render, resolve, validate } from './engines.ts';
