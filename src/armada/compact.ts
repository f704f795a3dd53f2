/**
 * The compact Armada plan (CONVENTIONS section 10, docs/api.md "Compact plans"): per course what a
 * player or a program chooses by (course, final pose, executed speed, dial, overlaps, damage,
 * obstacles, squadrons moved, exposure and targets with their dice, effects, follow-ups,
 * `against`), without traces, the tool's centre line, the back-off attempts or witnesses.
 * Strings are indices into `names`; numbers rounded to 0.01; booleans 0/1.
 */
import type { Cell, Column } from '../core/compact.ts';
import { b, Names, r2, rows, rowsIn } from '../core/compact.ts';
import type { PlanCut } from '../core/plan-limit.ts';
import type { ArmadaAgainstSummary } from './against.ts';
import type { ArmedArcThreat, ArmedSquadronThreat } from './armed-threats.ts';
import type { SquadronThreat } from './measure.ts';
import type { ArmadaOutcome, ArmadaPlan, ExtraManeuver, IllegalCourse, PlannedCourse } from './outcome.ts';

/** A planned course as the plan may carry it (with `against` when planned against the opponent). */
type Course = PlannedCourse & { readonly against?: ArmadaAgainstSummary };

export interface CompactArmadaPlan {
  readonly game: 'armada';
  readonly detail: 'compact';
  readonly ship: string;
  readonly type: string;
  readonly dialSpeed: number | null;
  /** Every string the rows refer to, once. */
  readonly names: readonly string[];
  /** What each cell of a course row is (docs/api.md). */
  readonly columns: readonly string[];
  readonly courses: readonly (readonly Cell[])[];
  readonly illegal: readonly IllegalCourse[];
  /** Course indices, fewest enemy ships that can shoot first, then most targets: [course, exposedTo, targets]. */
  readonly ranking: readonly (readonly [number, number, number])[];
  readonly budget?: ArmadaPlan['budget'];
  readonly cut?: PlanCut;
}

const dice = (d: ArmedArcThreat['dice']): number[] => (d === undefined ? [] : [d.red, d.blue, d.black]);
const threat = (t: ArmedArcThreat, n: Names): Cell => [n.of(t.ship), n.of(t.arc), n.of(String(t.range)), b(t.obstructed), ...dice(t.dice)];
const squadronThreat = (t: SquadronThreat | ArmedSquadronThreat, n: Names): Cell => [n.of(t.squadron), n.of(t.arc), n.of(t.range), t.distanceBand, b(t.obstructed), ...dice(t.dice)];

/** The outcome columns: the same for courses, follow-ups and extra maneuvers. */
function outcomeColumns(o: (c: Course) => ArmadaOutcome): Column<Course>[] {
  return [
    { name: 'x', cell: (c) => r2(o(c).pose.x) },
    { name: 'y', cell: (c) => r2(o(c).pose.y) },
    { name: 'heading', cell: (c) => r2(o(c).pose.heading) },
    { name: 'executedSpeed', cell: (c) => o(c).executedSpeed },
    { name: 'speedDial', cell: (c) => o(c).speedDial },
    { name: 'destroyed', cell: (c) => b(o(c).destroyed) },
    { name: 'overlappedShips', cell: (c, n) => n.all(o(c).overlappedShips) },
    { name: 'closestShip', cell: (c, n) => n.opt(o(c).closestShip?.ship) },
    { name: 'damage', cell: (c, n) => o(c).damage.map((d) => [n.of(d.ship), d.cards, b(d.faceup)]) },
    { name: 'obstacles', cell: (c, n) => o(c).obstacles.map((h) => [n.of(h.id), n.of(h.type), n.of(h.effect)]) },
    { name: 'displacedSquadrons', cell: (c, n) => o(c).displacedSquadrons.map((s) => [n.of(s.id), r2(s.position.x), r2(s.position.y)]) },
    { name: 'unplacedSquadrons', cell: (c, n) => n.all(o(c).unplacedSquadrons) },
    { name: 'exposure', optional: true, cell: (c, n) => o(c).exposure?.map((t) => threat(t, n)) },
    { name: 'targets', optional: true, cell: (c, n) => o(c).targets?.map((t) => threat(t, n)) },
    { name: 'squadronExposure', optional: true, cell: (c, n) => o(c).squadronExposure?.map((t) => squadronThreat(t, n)) },
    { name: 'squadronTargets', optional: true, cell: (c, n) => o(c).squadronTargets?.map((t) => squadronThreat(t, n)) },
    { name: 'effectsUsed', optional: true, cell: (c, n) => (o(c).effectsUsed === undefined ? undefined : n.all(o(c).effectsUsed!)) },
  ];
}

/** Every course, follow-up and extra maneuver of a plan, for choosing the columns. */
function everyCourse(courses: readonly Course[], out: Course[] = []): Course[] {
  for (const c of courses) {
    out.push(c);
    if (c.followUps !== undefined) everyCourse(c.followUps, out);
    // An extra maneuver that could not be made (its outcome null, `unavailable` says why) adds no course.
    let extra = c.outcome.extraManeuver;
    while (extra !== undefined && extra.outcome !== null) {
      out.push(extraAsCourse(extra.outcome));
      extra = extra.outcome.extraManeuver;
    }
  }
  return out;
}

function extraCell(extra: ExtraManeuver | undefined, n: Names, row: (o: ArmadaOutcome) => Cell): Cell | undefined {
  if (extra === undefined) return undefined;
  if (extra.outcome === null) return [n.of(extra.effect), n.of(extra.rule), null, n.of(extra.unavailable ?? '')];
  return [n.of(extra.effect), n.of(extra.rule), row(extra.outcome)];
}

/** An extra maneuver's outcome in a course's shape (its course read from the outcome). */
function extraAsCourse(outcome: ArmadaOutcome): Course {
  return { speed: outcome.requestedSpeed, yaw: outcome.yaw, side: outcome.side, dialChange: null, outcome };
}

/** The compact form of a full Armada plan (a plan cut by `limits.plan` keeps its `cut`). */
export function compactArmadaPlan(plan: ArmadaPlan & { readonly cut?: PlanCut }): CompactArmadaPlan {
  const names = new Names();
  names.of(plan.ship);
  let kept: readonly string[] = [];
  const columns: Column<Course>[] = [
    { name: 'speed', cell: (c) => c.speed },
    { name: 'yaw', cell: (c) => c.yaw },
    { name: 'side', cell: (c, n) => n.of(c.side) },
    { name: 'dialChange', cell: (c) => c.dialChange },
    ...outcomeColumns((c) => c.outcome),
    { name: 'effects', optional: true, cell: (c, n) => (c.effects === undefined ? undefined : n.all(c.effects)) },
    { name: 'navigateYawJoint', optional: true, cell: (c) => c.navigateYawJoint },
    // [effect, rule, the extra maneuver's row] or, when it could not be made, [effect, rule, null, why].
    { name: 'extraManeuver', optional: true, cell: (c, n) => extraCell(c.outcome.extraManeuver, n, (o) => rowsIn([extraAsCourse(o)], columns, n, kept)[0]!) },
    { name: 'followUps', optional: true, cell: (c, n) => (c.followUps === undefined ? undefined : rowsIn(c.followUps, columns, n, kept)) },
    { name: 'against', optional: true, cell: (c) => (c as Course).against as Cell | undefined },
  ];
  // The columns are chosen over every course, follow-up and extra maneuver; nested rows use the same.
  kept = rows(everyCourse(plan.courses), columns, new Names()).columns;
  const courses = rowsIn(plan.courses, columns, names, kept);
  const at = (option: string): number => Number(/\[(\d+)\]/.exec(option)?.[1] ?? -1);
  return {
    game: 'armada',
    detail: 'compact',
    ship: plan.ship,
    type: plan.type,
    dialSpeed: plan.dialSpeed,
    names: names.list,
    columns: kept,
    courses,
    illegal: plan.illegal,
    ranking: plan.ranking.map((s) => [at(s.option), s.exposedTo, s.targets] as const),
    ...(plan.budget === undefined ? {} : { budget: plan.budget }),
    ...(plan.cut === undefined ? {} : { cut: plan.cut }),
  };
}
