/**
 * The compact X-Wing plan (CONVENTIONS section 10, docs/api.md "Compact plans"): per maneuver and
 * per action what a player or a program chooses by (the option, final pose, fully executed,
 * overlaps and touching ship, bump effect, obstacles, stress, exposure and targets, the rules an
 * illegal action breaks, effects, `against`), without traces, candidates or template geometry.
 * Strings are indices into `names`; numbers rounded to 0.01; booleans 0/1.
 */
import type { Cell, Column } from '../core/compact.ts';
import { b, Names, r2, rows } from '../core/compact.ts';
import type { ArcThreat } from '../core/measure.ts';
import type { PlanCut } from '../core/plan-limit.ts';
import type { AgainstSummary } from './against.ts';
import { followUpLabel } from './follow-ups.ts';
import type { ObstacleHit, PlanAction, PlanManeuver, XwingPlan } from './outcome.ts';
import type { RuleSet } from './world.ts';

type Maneuver = PlanManeuver & { readonly against?: AgainstSummary };
type Action = PlanAction & { readonly against?: AgainstSummary };

export interface CompactXwingPlan {
  readonly game: 'xwing';
  readonly detail: 'compact';
  readonly rules: RuleSet;
  readonly ship: string;
  readonly type: string;
  /** Every string the rows refer to, once. */
  readonly names: readonly string[];
  /** What each cell of a maneuver row and of an action row is (docs/api.md). */
  readonly maneuverColumns: readonly string[];
  readonly maneuvers: readonly (readonly Cell[])[];
  readonly actionColumns: readonly string[];
  readonly actions: readonly (readonly Cell[])[];
  /** Options, fewest enemy ships that can shoot first, then most targets: [list (0 maneuvers, 1 actions), index, exposedTo, targets]. */
  readonly ranking: readonly (readonly [number, number, number, number])[];
  readonly cut?: PlanCut;
}

const threat = (t: ArcThreat, n: Names): Cell => [n.of(t.ship), n.of(t.arc), typeof t.range === 'number' ? t.range : n.of(t.range), b(t.obstructed)];
const obstacle = (h: ObstacleHit, n: Names): Cell => [n.of(h.id), n.of(h.type), n.of(h.how), n.all(h.effects)];
const optional = <T>(v: T | undefined, f: (v: T) => Cell): Cell | undefined => (v === undefined ? undefined : f(v));

const MANEUVER_COLUMNS: readonly Column<Maneuver>[] = [
  { name: 'dial', cell: (m, n) => n.of(m.dial) },
  { name: 'placement', cell: (m, n) => n.opt(m.placement) },
  { name: 'use', optional: true, cell: (m) => m.use as Cell | undefined },
  { name: 'sideslip', optional: true, cell: (m) => optional(m.sideslip, b) },
  { name: 'dock', optional: true, cell: (m) => optional(m.dock, b) },
  { name: 'deploy', optional: true, cell: (m, n) => optional(m.deploy, (d) => n.of(d)) },
  { name: 'executed', cell: (m, n) => n.of(m.outcome.executed) },
  { name: 'fully', cell: (m) => b(m.outcome.fully) },
  { name: 'x', cell: (m) => r2(m.outcome.pose.x) },
  { name: 'y', cell: (m) => r2(m.outcome.pose.y) },
  { name: 'heading', cell: (m) => r2(m.outcome.pose.heading) },
  { name: 'overlappedShips', cell: (m, n) => n.all(m.outcome.overlappedShips) },
  { name: 'touching', cell: (m, n) => n.opt(m.outcome.touching) },
  { name: 'bumpEffect', cell: (m, n) => n.opt(m.outcome.bumpEffect) },
  { name: 'obstacles', cell: (m, n) => m.outcome.obstacles.map((h) => obstacle(h, n)) },
  { name: 'fled', cell: (m) => b(m.outcome.fled) },
  { name: 'stress', cell: (m) => m.outcome.stress },
  { name: 'stressAfterObstacles', cell: (m) => m.outcome.stressAfterObstacles },
  { name: 'strain', cell: (m) => m.outcome.strain },
  { name: 'skipsPerformAction', cell: (m) => b(m.outcome.skipsPerformAction) },
  { name: 'bumpActions', cell: (m, n) => n.all(m.outcome.bumpActions) },
  { name: 'forceSpent', cell: (m) => m.outcome.forceSpent },
  { name: 'ionized', cell: (m) => b(m.outcome.ionized) },
  { name: 'exposure', optional: true, cell: (m, n) => m.outcome.exposure?.map((t) => threat(t, n)) },
  { name: 'targets', optional: true, cell: (m, n) => m.outcome.targets?.map((t) => threat(t, n)) },
  { name: 'docked', optional: true, cell: (m, n) => (m.outcome.docked === undefined ? undefined : n.opt(m.outcome.docked)) },
  { name: 'deployed', optional: true, cell: (m) => m.outcome.deployed as Cell | undefined },
  { name: 'effects', optional: true, cell: (m, n) => m.outcome.effects?.map((e) => [n.of(e.effect), n.of(e.rule)]) },
  { name: 'preMove', optional: true, cell: (m, n) => optional(m.outcome.preMove, (p) => [n.of(p.effect), n.of(p.move), n.of(p.direction), n.opt(p.executed), b(p.performed), b(p.fully), r2(p.pose.x), r2(p.pose.y), r2(p.pose.heading)]) },
  { name: 'skippedExecute', optional: true, cell: (m) => optional(m.outcome.skippedExecute, b) },
  { name: 'huge', optional: true, cell: (m) => m.outcome.huge as Cell | undefined },
  { name: 'ignoredObstacles', optional: true, cell: (m, n) => m.outcome.ignoredObstacles?.map((i) => [n.of(i.id), n.of(i.effect), n.of(i.rule)]) },
  { name: 'against', optional: true, cell: (m) => m.against as Cell | undefined },
  // xwing.move.follow-up: [label of the steps, legal, x, y, heading, stress, cloaked, rule ids of why not, exposure, targets] per follow-up.
  { name: 'followUps', optional: true, cell: (m, n) => m.followUps?.map((f) => [n.of(followUpLabel(f.steps)), b(f.legal), r2(f.pose.x), r2(f.pose.y), r2(f.pose.heading), f.stress, b(f.cloaked), n.all([...new Set(f.reasons.map((r) => r.rule))]), (f as { exposure?: readonly ArcThreat[] }).exposure?.map((t) => threat(t, n)) ?? [], (f as { targets?: readonly ArcThreat[] }).targets?.map((t) => threat(t, n)) ?? []]) },
];

/** The rules an action's own candidate breaks (its `reasons`), each once: why it is illegal. */
function violations(a: Action, n: Names): Cell {
  const own = a.outcome.candidates.find((c) => c.placement === a.placement && c.direction === a.direction && c.bend === a.bend);
  const rules: string[] = [];
  for (const r of own?.reasons ?? []) if (!rules.includes(r.rule)) rules.push(r.rule);
  return n.all(rules);
}

const ACTION_COLUMNS: readonly Column<Action>[] = [
  { name: 'action', cell: (a, n) => n.of(a.action) },
  { name: 'move', cell: (a, n) => n.of(a.move) },
  { name: 'direction', cell: (a, n) => n.of(a.direction) },
  { name: 'placement', cell: (a, n) => n.of(a.placement) },
  { name: 'bend', optional: true, cell: (a, n) => optional(a.bend, (v) => n.of(v)) },
  { name: 'legal', cell: (a) => b(a.legal) },
  { name: 'violations', cell: (a, n) => violations(a, n) },
  { name: 'performed', cell: (a) => b(a.outcome.performed) },
  { name: 'x', cell: (a) => r2(a.outcome.pose.x) },
  { name: 'y', cell: (a) => r2(a.outcome.pose.y) },
  { name: 'heading', cell: (a) => r2(a.outcome.pose.heading) },
  { name: 'overlappedShips', cell: (a, n) => n.all(a.outcome.overlappedShips) },
  { name: 'obstacles', cell: (a, n) => a.outcome.obstacles.map((h) => obstacle(h, n)) },
  { name: 'fled', cell: (a) => b(a.outcome.fled) },
  { name: 'stress', cell: (a) => a.outcome.stress },
  { name: 'cloaked', cell: (a) => b(a.outcome.cloaked) },
  { name: 'rotated', optional: true, cell: (a, n) => (a.outcome.rotated === undefined ? undefined : n.opt(a.outcome.rotated)) },
  { name: 'exposure', optional: true, cell: (a, n) => a.outcome.exposure?.map((t) => threat(t, n)) },
  { name: 'targets', optional: true, cell: (a, n) => a.outcome.targets?.map((t) => threat(t, n)) },
  { name: 'against', optional: true, cell: (a) => a.against as Cell | undefined },
];

/** The compact form of a full X-Wing plan (a plan cut by `limits.plan` keeps its `cut`). */
export function compactXwingPlan(plan: XwingPlan & { readonly cut?: PlanCut }): CompactXwingPlan {
  const names = new Names();
  names.of(plan.ship);
  const maneuvers = rows(plan.maneuvers, MANEUVER_COLUMNS, names);
  const actions = rows(plan.actions, ACTION_COLUMNS, names);
  const at = (option: string): readonly [number, number] => {
    const found = /^(maneuvers|actions)\[(\d+)\]$/.exec(option);
    return found === null ? [-1, -1] : [found[1] === 'maneuvers' ? 0 : 1, Number(found[2])];
  };
  return {
    game: 'xwing',
    detail: 'compact',
    rules: plan.rules,
    ship: plan.ship,
    type: plan.type,
    names: names.list,
    maneuverColumns: maneuvers.columns,
    maneuvers: maneuvers.rows,
    actionColumns: actions.columns,
    actions: actions.rows,
    ranking: plan.ranking.map((s) => [...at(s.option), s.exposedTo, s.targets] as const),
    ...(plan.cut === undefined ? {} : { cut: plan.cut }),
  };
}
