/**
 * Caps the size of a plan (CONVENTIONS section 7, `limits.plan`): a plan lists every legal option
 * with its outcome, which on a crowded table is a lot of JSON. `limitPlan` keeps the first `limit`
 * options, in the plan's own order, and says what it cut in `cut` (absent when nothing was cut).
 * Options are the entries of the plan's lists (Armada `courses` then `illegal`, X-Wing
 * `maneuvers` then `actions`, TI4 `ships` then `unreachable`) and, for a TI4 reach plan, each
 * (system, unit) pair of `reach` then `gravityDrive`. An option's follow-up options (an Armada
 * course's `followUps`, the extra maneuvers an effect grants after it, and theirs) count too: a
 * course with 30 follow-ups is 31 options, so `limit` bounds the answer however many follow-ups
 * each option has. Game-agnostic: it reads only those keys.
 */

/** Options a plan lists unless the caller asks otherwise (`plan(document, { limit })`). */
export const DEFAULT_PLAN_LIMIT = 2500;

export interface PlanCut {
  /** The limit asked for. */
  readonly limit: number;
  /** Options the full plan had. */
  readonly total: number;
  /** Options left out (total - limit). */
  readonly omitted: number;
}

const LIST_KEYS = ['courses', 'illegal', 'maneuvers', 'actions', 'ships', 'unreachable'] as const;
const MAP_KEYS = ['reach', 'gravityDrive'] as const;

/** The key of an option's follow-up options. */
const FOLLOW_UPS = 'followUps';

/** Options one entry stands for: itself and its follow-ups, theirs included (walked without recursion). */
function weightOf(option: unknown): number {
  let total = 0;
  const stack: unknown[] = [option];
  while (stack.length > 0) {
    const next = stack.pop();
    total += 1;
    const followUps = typeof next === 'object' && next !== null ? (next as Record<string, unknown>)[FOLLOW_UPS] : undefined;
    if (Array.isArray(followUps)) for (const item of followUps) stack.push(item);
  }
  return total;
}

/** The option cut to at most `left` options (itself first, then its follow-ups in order); null when none is left. */
function cutOption(option: unknown, left: number): { readonly option: unknown; readonly used: number } | null {
  if (left <= 0) return null;
  const weight = weightOf(option);
  if (weight <= left) return { option, used: weight };
  const record = option as Record<string, unknown>;
  const followUps = record[FOLLOW_UPS] as unknown[];
  const kept: unknown[] = [];
  let used = 1;
  for (const item of followUps) {
    const cut = cutOption(item, left - used);
    if (cut === null) break;
    kept.push(cut.option);
    used += cut.used;
  }
  return { option: { ...record, [FOLLOW_UPS]: kept }, used };
}

/** Options in a plan, as `limitPlan` counts them (follow-ups included). */
export function countPlanOptions(plan: unknown): number {
  if (typeof plan !== 'object' || plan === null) return 0;
  const record = plan as Record<string, unknown>;
  let total = 0;
  for (const key of LIST_KEYS) if (Array.isArray(record[key])) for (const option of record[key]) total += weightOf(option);
  for (const key of MAP_KEYS) {
    const map = record[key];
    if (typeof map === 'object' && map !== null) for (const ids of Object.values(map)) if (Array.isArray(ids)) total += ids.length;
  }
  return total;
}

/** The plan with at most `limit` options (a new object; the input is not changed). */
export function limitPlan<P>(plan: P, limit: number = DEFAULT_PLAN_LIMIT): P {
  const total = countPlanOptions(plan);
  if (total <= limit || typeof plan !== 'object' || plan === null) return plan;
  const out: Record<string, unknown> = { ...(plan as Record<string, unknown>) };
  let left = Math.max(0, Math.floor(limit));
  for (const key of LIST_KEYS) {
    const list = out[key];
    if (!Array.isArray(list)) continue;
    const kept: unknown[] = [];
    for (const option of list) {
      const cut = cutOption(option, left);
      if (cut === null) break;
      kept.push(cut.option);
      left -= cut.used;
    }
    out[key] = kept;
  }
  for (const key of MAP_KEYS) {
    const map = out[key];
    if (typeof map !== 'object' || map === null) continue;
    const kept: Record<string, unknown> = {};
    for (const [system, ids] of Object.entries(map)) {
      if (!Array.isArray(ids)) continue;
      if (left <= 0) break;
      kept[system] = ids.slice(0, left);
      left -= (kept[system] as unknown[]).length;
    }
    out[key] = kept;
  }
  const cut: PlanCut = { limit, total, omitted: total - limit };
  out['cut'] = cut;
  return out as P;
}

/** A caller's limit: a positive integer, or the default; anything else is refused (null). */
export function planLimitOption(value: unknown): number | null {
  if (value === undefined) return DEFAULT_PLAN_LIMIT;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 ? n : null;
}
