/**
 * Caps the size of a plan (CONVENTIONS section 7, `limits.plan`): a plan lists every legal option
 * with its outcome, which on a crowded table is a lot of JSON. `limitPlan` keeps the first `limit`
 * options, in the plan's own order, and says what it cut in `cut` (absent when nothing was cut).
 * Options are the entries of the plan's lists (Armada `courses` then `illegal`, X-Wing
 * `maneuvers` then `actions`, TI4 `ships` then `unreachable`) and, for a TI4 reach plan, each
 * (system, unit) pair of `reach` then `gravityDrive`. The `followUps` of a `maneuvers` entry (X-Wing
 * plans with follow-ups) are options too, counted after their entry and cut from the end like the
 * rest (an Armada course's `followUps`, Engine Techs' extra maneuvers, are part of their course).
 * Game-agnostic: it reads only those keys.
 */

/** Options a plan lists unless the caller asks otherwise (`plan(document, { limit })`). */
export const DEFAULT_PLAN_LIMIT = 2000;

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

/** Options in a plan, as `limitPlan` counts them. */
export function countPlanOptions(plan: unknown): number {
  if (typeof plan !== 'object' || plan === null) return 0;
  const record = plan as Record<string, unknown>;
  let total = 0;
  for (const key of LIST_KEYS) if (Array.isArray(record[key])) for (const entry of record[key] as unknown[]) total += weight(entry, key);
  for (const key of MAP_KEYS) {
    const map = record[key];
    if (typeof map === 'object' && map !== null) for (const ids of Object.values(map)) if (Array.isArray(ids)) total += ids.length;
  }
  return total;
}

/** Options one list entry stands for: itself and its follow-ups. */
function weight(entry: unknown, key: string): number {
  if (key !== 'maneuvers') return 1;
  const follow = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)['followUps'] : undefined;
  return 1 + (Array.isArray(follow) ? follow.length : 0);
}

/** The first entries of a list worth at most `left` options; the last one kept may lose follow-ups. */
function cutList(list: readonly unknown[], left: number, key: string): unknown[] {
  const kept: unknown[] = [];
  for (const entry of list) {
    if (left <= 0) break;
    const w = weight(entry, key);
    if (w <= left) kept.push(entry);
    else kept.push({ ...(entry as Record<string, unknown>), followUps: ((entry as Record<string, unknown>)['followUps'] as unknown[]).slice(0, left - 1) });
    left -= Math.min(w, left);
  }
  return kept;
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
    const kept = cutList(list, left, key);
    out[key] = kept;
    left -= kept.reduce((sum: number, entry) => sum + weight(entry, key), 0);
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
