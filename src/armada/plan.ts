/**
 * `plan`: every course the ship's chart allows (`armada.speed.range`, `armada.yaw.chart`) at every
 * speed 0..max, on each side the tool-side rule allows (`armada.tool.side`), each with its full
 * outcome; courses that overlap the tool on both sides are listed as illegal with the rule.
 */
import type { Result } from '../core/issue.ts';
import { quote } from '../core/quote.ts';
import { fail, issue, ok } from '../core/issue.ts';
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import type { ThreatSummary } from '../core/measure.ts';
import { rankThreats, shipsIn } from '../core/measure.ts';
import type { ArmedThreats } from './armed-threats.ts';
import { armedThreatsFor } from './armed-threats.ts';
import type { EngineConfig } from './config.ts';
import type { ChartCourses, Course } from './course.ts';
import { chartCourses, courseDial, roman, yawLimits } from './course.ts';
import type { Landings, PositionCache } from './placed.ts';
import type { ArmadaOutcome, ArmadaPlan, IllegalCourse, PlannedCourse } from './outcome.ts';
import { finish, moveAtSpeedZero, moveOnSide } from './resolve.ts';
import { decideSide, legalSides, plotBothSides } from './side.ts';
import type { ShipOnTable, World } from './world.ts';
import type { Side } from './tool.ts';
import type { RuleId } from '../rules.ts';
import type { CourseEffects } from './effects.ts';
import { gatherEffects, speedBudget } from './effects.ts';
import { planFollowUps } from './extra-maneuver.ts';
import { PLAN_WORK_UNITS, planBudget, spend } from './plan-budget.ts';
import type { WidenedCourse } from './plan-effects.ts';
import { widenedCourses, withEffects } from './plan-effects.ts';

/** The most a Navigate command changes speed: the dial by 1 and the token by 1 (armada.course.navigate). */
const MAX_NAVIGATE_CHANGE = 2;

export { clickCombinations } from './course.ts';

export function planShip(table: World, listed: ShipOnTable, config: EngineConfig, fx: CourseEffects | null = null): ArmadaPlan {
  // armada.effects.hooks: effects in force turn the dial, widen the speed window and the yaw values (plan-effects.ts); none: the plan as before.
  const ship = fx?.ship ?? listed;
  const others = table.ships.filter((s) => s.index !== ship.index);
  const courses: PlannedCourse[] = [];
  const illegal: IllegalCourse[] = [];
  // Speed minus the dial as Determine Course reads it (a gravity rift's -1 included, armada.obstacle.effects).
  const dial = courseDial(ship);
  const dialChange = (speed: number) => (dial === undefined ? null : speed - dial);
  // armada.range.armament: exposure and targets kept only where the attacking hull zone can roll a die at that range
  // (prepared only when the plan measures them).
  const threats = config.exposure ? armedThreatsFor(table, ship) : null;
  // limits.plan: each computed outcome spends from the plan's work budget (plan-budget.ts); what it cannot cover is counted.
  const budget = planBudget(table);
  const afford = (): boolean => {
    if (spend(budget)) return true;
    budget.omittedCourses += 1;
    return false;
  };
  // The ranking's label of each course (`measureThreats`), kept from the chart's where it has one (null: made there).
  const labels: (string | null)[] | null = threats === null ? null : [];
  const push = (speed: number, yaw: readonly number[], side: Side, outcome: Result<ArmadaOutcome>, widened?: WidenedCourse, label: string | null = null) => {
    if (outcome.ok) {
      // Exposure and targets are added after the movement loop (`measureThreats`).
      courses.push({ speed, yaw, side, dialChange: dialChange(speed), outcome: outcome.value });
      if (labels !== null) labels.push(label);
    } else {
      for (const problem of outcome.issues) illegal.push({ speed, yaw, rule: problem.rule, message: problem.message });
    }
    // armada.effects.hooks: the effects the course needs and the extra maneuvers it allows.
    if (outcome.ok && widened !== undefined && fx !== null) courses[courses.length - 1] = withEffects(courses[courses.length - 1]!, widened, planFollowUps(table, ship, outcome.value, fx, config, budget));
  };

  // armada.course.navigate: from the dial, Navigate (dial and token together) changes speed by at most 2.
  const window = fx === null ? MAX_NAVIGATE_CHANGE : speedBudget(fx);
  const reachable = (speed: number) => dial === undefined || Math.abs(speed - dial) <= window;
  for (let speed = 0; speed <= ship.record.maxSpeed; speed++) {
    if (!reachable(speed)) illegal.push({ speed, yaw: [], rule: fx === null ? 'armada.course.navigate' : 'armada.effects.speed', message: `the dial shows ${dial === ship.dial ? dial : `${ship.dial}, ${dial} by the gravity rift`}; ${fx === null ? 'Navigate dial and token together change' : 'Navigate and the effects in force change'} speed by at most ${window}, so speed ${speed} is not reachable` });
  }

  const reading = table.scenario.readings?.toolBothSides;
  const cache: PositionCache = new Map();
  const landed: { landings: Landings } = { landings: new Map() };
  const still: Course = { speed: 0, clicks: [], side: 'auto', speedZeroYaw: 0 };
  const stillTrace = [step('armada.speed.range', 'Speed 0 is always allowed.')];
  if (reachable(0) && afford()) push(0, [], 'right', finish(table, ship, still, moveAtSpeedZero(ship, others, still, config), config, stillTrace, landed), fx === null ? undefined : { clicks: [], effects: [], trace: [] });

  for (let speed = 1; speed <= ship.record.maxSpeed; speed++) {
    if (!reachable(speed)) continue;
    const limits = yawLimits(ship.record, speed);
    // armada.effects.hooks: with effects in force, the courses they admit (plan-effects.ts); else the chart's.
    const options: readonly WidenedCourse[] | null = fx === null ? null : widenedCourses(fx, speed);
    // The chart's combinations and their trace notes are kept per speed and column (chartCourses);
    // a course's clicks are the chart's own combination (read-only), shared by every plan as its trace is.
    const chart = options === null ? chartCourses(speed, limits) : null;
    const combos = chart === null ? options!.map((o) => o.clicks) : chart.combos;
    for (let i = 0; i < combos.length; i++) {
      const clicks = combos[i]!;
      const option = options?.[i];
      const course: Course = { speed, clicks, side: 'auto', speedZeroYaw: 0 };
      // The chart's own courses share its kept one-step traces (chartCourses); widened courses make theirs.
      const courseTrace = option === undefined && chart !== null ? chart.traces[i]! : widenedTrace(speed, clicks, limits, chart, i, option);
      const plots = plotBothSides(ship, clicks, config);
      const sides = legalSides(plots);
      if (sides.length === 0 && reading === 'second-side' && ship.size !== 'huge') {
        // armada.tool.side-both.reading: each side is where the ship ends when the tool went on the other side first.
        for (const side of ['right', 'left'] as const) {
          const decided = decideSide(ship, plots, side === 'right' ? 'left' : 'right', reading);
          if ('issue' in decided || !afford()) continue;
          push(speed, clicks, side, finish(table, ship, course, moveOnSide(ship, others, course, side, plots, config, decided.trace, cache, courseTrace), config, courseTrace, landed), option, labels === null || chart === null ? null : chartLabel(chart, speed, i, side));
        }
        continue;
      }
      if (sides.length === 0) {
        const decided = decideSide(ship, plots, 'auto');
        if ('issue' in decided) illegal.push({ speed, yaw: clicks, rule: decided.issue.rule, message: decided.issue.message });
        continue;
      }
      // An index loop: `sides` is one of legalSides' frozen arrays, which for-of walks with an iterator object per step.
      for (let k = 0; k < sides.length; k++) {
        const side = sides[k]!;
        const decided = decideSide(ship, plots, side);
        if ('issue' in decided || !afford()) continue;
        push(speed, clicks, side, finish(table, ship, course, moveOnSide(ship, others, course, side, plots, config, decided.trace, cache, courseTrace), config, courseTrace, landed), option, labels === null || chart === null ? null : chartLabel(chart, speed, i, side));
      }
    }
  }
  const summaries = threats === null ? [] : measureThreats(courses, threats, labels!);
  const cut = budget.omittedCourses + budget.omittedFollowUps > 0
    ? { budget: { rule: 'limits.plan' as const, workUnits: PLAN_WORK_UNITS, unitsPerOutcome: budget.cost, omittedCourses: budget.omittedCourses, omittedFollowUps: budget.omittedFollowUps } }
    : {};
  return { game: 'armada', ship: ship.id, type: ship.record.name, dialSpeed: ship.dial ?? null, courses, illegal, ranking: rankThreats(summaries), ...cut };
}

/**
 * armada.range.exposure, armada.range.armament: each course's exposure and targets, added to its
 * outcome in place (the outcome was made for this course alone by `finish`; the same four keys in
 * the same order as a copy, without copying an outcome this wide per course), and the courses'
 * summaries for the ranking. Done after the movement loop: the measurement runs in one stretch,
 * its tables warm, instead of between the courses' moves; the answers are the same (a course's
 * threats depend on its final pose alone, and extra maneuvers planned in the loop read none).
 */
function measureThreats(courses: readonly PlannedCourse[], threats: (pose: ArmadaOutcome['pose']) => ArmedThreats, labels: readonly (string | null)[]): ThreatSummary[] {
  const summaries: ThreatSummary[] = new Array<ThreatSummary>(courses.length);
  for (let i = 0; i < courses.length; i++) {
    const course = courses[i]!;
    const outcome = course.outcome as Mutable<ArmadaOutcome>;
    const found = threats(outcome.pose);
    summaries[i] = { option: optionName(i), label: labels[i] ?? courseLabel(course.speed, course.yaw, course.side), exposedTo: shipsIn(found.exposure), targets: shipsIn(found.targets) };
    outcome.exposure = found.exposure;
    outcome.targets = found.targets;
    outcome.squadronExposure = found.squadronExposure;
    outcome.squadronTargets = found.squadronTargets;
  }
  return summaries;
}

/** A course's label in the ranking: `speed 2 [0, 1] right`. */
function courseLabel(speed: number, yaw: readonly number[], side: Side): string {
  return `speed ${speed} [${yaw.join(', ')}] ${side}`;
}

/**
 * The labels of a chart's courses (`chartCourses`, kept per speed and column), made the first time a
 * plan ranks each course and side and kept with the chart: the same text as `courseLabel` of the
 * course's copy of the clicks.
 */
const CHART_LABELS = new WeakMap<ChartCourses, { readonly right: string[]; readonly left: string[] }>();

function chartLabel(chart: ChartCourses, speed: number, i: number, side: Side): string {
  let labels = CHART_LABELS.get(chart);
  if (labels === undefined) {
    labels = { right: new Array<string>(chart.combos.length).fill(''), left: new Array<string>(chart.combos.length).fill('') };
    CHART_LABELS.set(chart, labels);
  }
  const bySide = side === 'left' ? labels.left : labels.right;
  return bySide[i] !== '' ? bySide[i]! : (bySide[i] = courseLabel(speed, chart.combos[i]!, side));
}

/** `courses[i]`, the ranking's `option`, kept for the first plans' worth of courses. */
const OPTION_NAMES: string[] = [];
const MAX_OPTION_NAMES = 1024;

function optionName(i: number): string {
  if (i >= MAX_OPTION_NAMES) return `courses[${i}]`;
  while (OPTION_NAMES.length <= i) OPTION_NAMES.push(`courses[${OPTION_NAMES.length}]`);
  return OPTION_NAMES[i]!;
}

/** The trace a course begins with when effects widen the chart (`armada.yaw.chart` after the effects' steps). */
function widenedTrace(speed: number, clicks: readonly number[], limits: readonly number[], chart: { readonly notes: readonly string[] } | null, i: number, option: WidenedCourse | undefined): TraceStep[] {
  const chartStep = step('armada.yaw.chart', chart !== null ? chart.notes[i]! : `Speed ${speed}, clicks [${clicks.join(', ')}] within the yaw values (${(option!.limits ?? limits).map(roman).join(' ')}).`);
  return option === undefined ? [chartStep] : [...option.trace, chartStep];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The maneuver's ship, or the first ship when the scenario has no maneuver. */
export function planScenario(table: World, shipId: string | undefined, config: EngineConfig): Result<ArmadaPlan> {
  const ship = shipId === undefined ? table.ships[0] : table.ships.find((s) => s.id === shipId);
  if (ship === undefined) {
    return fail([issue(shipId === undefined ? 'ships' : 'maneuver.ship', 'armada.maneuver.steps', shipId === undefined ? 'the scenario has no ship to plan for' : `no ship with id ${quote(shipId)}`)]);
  }
  const fx = gatherEffects(table, ship, table.scenario.maneuver, 'plan');
  if (fx !== null && fx.issues.length > 0) return fail(fx.issues);
  return ok(planShip(table, ship, config, fx));
}
