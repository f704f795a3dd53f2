/**
 * Determine Course (`armada.maneuver.steps`): the speed and the clicks of every joint, checked
 * against the ship's speed chart (`armada.speed.range`, `armada.yaw.chart`, `armada.yaw.max`), the
 * Navigate command (`armada.course.navigate`) and speed-0 yaw (`armada.speed0.yaw`).
 */
import type { Issue } from '../core/issue.ts';
import { issue } from '../core/issue.ts';
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import type { ArmadaManeuver } from '../schema/armada.ts';
import { DISTANCE_BANDS } from './catalog/distances.ts';
import type { ShipRecord } from './catalog/ship-record.ts';
import type { ShipOnTable } from './world.ts';
import { MAX_CLICKS } from './tool-dims.ts';

export type SideChoice = 'left' | 'right' | 'auto';

/** A course whose clicks are locked (`armada.course.locked`). */
export interface Course {
  readonly speed: number;
  readonly clicks: readonly number[];
  readonly side: SideChoice;
  /** Clicks of the last joint at speed 0 (`armada.speed0.yaw`); 0 when none. */
  readonly speedZeroYaw: number;
}

const ROMAN = ['-', 'I', 'II'];

export function roman(value: number): string {
  return ROMAN[value] ?? String(value);
}

/**
 * The yaw value of each joint at `speed` (`armada.yaw.chart`), with the Navigate dial's +1 on one
 * joint, never above II (`armada.course.navigate`, `armada.yaw.max`).
 */
export function yawLimits(record: ShipRecord, speed: number, raisedJoint?: number): number[] {
  if (speed < 1) return [];
  const column = record.chart[speed - 1] ?? [];
  return column.map((value, k) => Math.min(MAX_CLICKS, value + (raisedJoint === k + 1 ? 1 : 0)));
}

export interface CourseResult {
  readonly course: Course | null;
  readonly issues: Issue[];
  readonly trace: TraceStep[];
}

/**
 * The speed the dial gives in Determine Course: a gravity rift at distance 1-2 lowers it by 1,
 * never below 0, for this Determine Course only (`armada.obstacle.effects`). Undefined without a dial.
 */
export function courseDial(ship: ShipOnTable): number | undefined {
  if (ship.dial === undefined) return undefined;
  const lowered = (ship.rift === null ? 0 : 1) + (ship.slowed ?? 0);
  return lowered === 0 ? ship.dial : Math.max(0, ship.dial - lowered);
}

export function determineCourse(ship: ShipOnTable, maneuver: ArmadaManeuver): CourseResult {
  const issues: Issue[] = [];
  const trace: TraceStep[] = [];
  const dial = courseDial(ship);
  if (ship.deployedInRift !== undefined) {
    const { rift, dialBefore } = ship.deployedInRift;
    trace.push(step('armada.obstacle.effects', `Deployed at distance ${rift.distance <= DISTANCE_BANDS[0] ? 1 : 2} of the gravity rift ${rift.obstacle} (${rift.distance.toFixed(2)} mm): its speed dial is set to 0${dialBefore === undefined || dialBefore === 0 ? '' : ` (it showed ${dialBefore})`}.`));
  }
  if (ship.rift !== null) {
    const pulled = ship.dial === undefined
      ? 'the scenario gives no dial, so the maneuver\'s speed is taken as it'
      : `speed ${ship.dial} - 1 = ${dial} for this Determine Course; the dial itself is not changed`;
    trace.push(step('armada.obstacle.effects', `The gravity rift ${ship.rift.obstacle} is at distance ${ship.rift.distance <= DISTANCE_BANDS[0] ? 1 : 2} (${ship.rift.distance.toFixed(2)} mm): ${pulled}.`));
  }
  const { record } = ship;
  const speed = maneuver.speed;
  const navigate = maneuver.navigate;
  const changes = (navigate?.dial ? 1 : 0) + (navigate?.token ? 1 : 0);

  // armada.speed.range: 0..the highest column of the chart.
  if (speed > record.maxSpeed) {
    issues.push(issue('maneuver.speed', 'armada.speed.range', `${record.name} has speeds 0-${record.maxSpeed}; speed ${speed} has no column on its chart`, { expected: `0-${record.maxSpeed}`, received: String(speed) }));
  }

  // armada.course.navigate: the dial may change speed by 1, the token by 1, both together by 2.
  if (dial !== undefined) {
    const change = speed - dial;
    const shows = dial === ship.dial ? `the dial shows ${dial}` : `the dial shows ${ship.dial}, ${dial} by the gravity rift`;
    if (Math.abs(change) > changes) {
      const how = changes === 0 ? 'without a Navigate command the speed is the dial' : `Navigate ${navigate?.dial && navigate.token ? 'dial and token change' : navigate?.dial ? 'dial changes' : 'token changes'} speed by at most ${changes}`;
      issues.push(issue('maneuver.speed', 'armada.course.navigate', `${shows}; ${how}, so speed ${speed} is not reachable`, { expected: `${Math.max(0, dial - changes)}-${Math.min(record.maxSpeed, dial + changes)}`, received: String(speed) }));
    } else if (change !== 0) {
      trace.push(step('armada.course.navigate', `Navigate changes the speed ${dial === ship.dial ? 'dial ' : ''}from ${dial} to ${speed}.`));
    } else {
      trace.push(step('armada.speed.range', `Speed ${speed}, as ${dial === ship.dial ? 'the dial shows' : 'the gravity rift leaves it'}.`));
    }
  } else {
    trace.push(step('armada.speed.range', `Speed ${speed} (the scenario gives no dial, so the maneuver's speed is taken as the dial).`));
  }

  const raised = navigate?.yawJoint;
  if (raised !== undefined) {
    if (!navigate?.dial) {
      issues.push(issue('maneuver.navigate.yawJoint', 'armada.course.navigate', 'only the Navigate dial raises a yaw value; the token changes speed only'));
    } else if (raised > speed) {
      issues.push(issue('maneuver.navigate.yawJoint', 'armada.course.navigate', `joint ${raised} is not used at speed ${speed}`, { expected: speed > 0 ? `1-${speed}` : 'none at speed 0', received: String(raised) }));
    }
  }

  // armada.yaw.chart: one entry per joint up to the speed, each within the joint's yaw value.
  if (maneuver.yaw.length !== speed) {
    issues.push(issue('maneuver.yaw', 'armada.yaw.chart', `speed ${speed} uses ${speed} joint${speed === 1 ? '' : 's'}, so yaw needs ${speed} entr${speed === 1 ? 'y' : 'ies'}; got ${maneuver.yaw.length}`, { expected: String(speed), received: String(maneuver.yaw.length) }));
  } else if (speed <= record.maxSpeed && speed > 0) {
    const limits = yawLimits(record, speed, navigate?.dial ? raised : undefined);
    const printed = yawLimits(record, speed);
    maneuver.yaw.forEach((clicks, k) => {
      const limit = limits[k] ?? 0;
      if (Math.abs(clicks) > limit) {
        const joint = k + 1;
        const raisedNote = limit !== (printed[k] ?? 0) ? ` (raised to ${roman(limit)} by Navigate)` : '';
        issues.push(issue(`maneuver.yaw[${k}]`, 'armada.yaw.chart', `joint ${joint} at speed ${speed} allows ${limit} click${limit === 1 ? '' : 's'} (chart "${roman(printed[k] ?? 0)}"${raisedNote}); got ${clicks}`, { expected: `-${limit}..${limit}`, received: String(clicks) }));
      }
    });
    if (raised !== undefined && navigate?.dial && raised <= speed) {
      const before = printed[raised - 1] ?? 0;
      trace.push(step(before >= MAX_CLICKS ? 'armada.yaw.max' : 'armada.course.navigate', before >= MAX_CLICKS ? `Navigate cannot raise joint ${raised} above II.` : `Navigate raises joint ${raised} from ${roman(before)} to ${roman(before + 1)}.`));
    }
    trace.push(step('armada.yaw.chart', `Clicks [${maneuver.yaw.join(', ')}] are within the chart at speed ${speed} (${limits.map(roman).join(' ')}).`));
  }

  // armada.speed0.yaw: only at speed 0, declared in Determine Course.
  const zeroYaw = maneuver.speedZeroYaw ?? 0;
  if (maneuver.speedZeroYaw !== undefined && speed !== 0) {
    issues.push(issue('maneuver.speedZeroYaw', 'armada.speed0.yaw', `yaw at speed 0 applies only to a 0-speed maneuver; the speed is ${speed}`));
  }
  if (speed === 0) {
    trace.push(step('armada.speed0', zeroYaw !== 0
      ? `Speed 0 with ${Math.abs(zeroYaw)} declared click${Math.abs(zeroYaw) === 1 ? '' : 's'} of yaw to the ${zeroYaw > 0 ? 'right' : 'left'}.`
      : 'Speed 0: the ship stays where it is but still executes a maneuver.'));
  }

  if (issues.length > 0) return { course: null, issues, trace };
  trace.push(step('armada.course.locked', 'The tool is inserted: the clicks are locked from here on.'));
  return { course: { speed, clicks: [...maneuver.yaw], side: maneuver.side, speedZeroYaw: zeroYaw }, issues, trace };
}

/** Every click combination with |c_k| <= limit_k, joint 1 varying slowest. */
export function clickCombinations(limits: readonly number[]): number[][] {
  let out: number[][] = [[]];
  for (const limit of limits) {
    const next: number[][] = [];
    for (const prefix of out) for (let c = -limit; c <= limit; c++) next.push([...prefix, c]);
    out = next;
  }
  return out;
}

/** A speed's courses on a chart column: each click combination and its `armada.yaw.chart` trace note. */
export interface ChartCourses {
  readonly combos: readonly (readonly number[])[];
  readonly notes: readonly string[];
  /** Each course's one-step trace (`armada.yaw.chart` with its note), frozen: a plan's courses share them. */
  readonly traces: readonly (readonly TraceStep[])[];
}

/** Chart columns seen so far, by speed and yaw values (a handful per game; bounded all the same). */
const CHART_COURSES = new Map<string, ChartCourses>();
const MAX_CHART_COLUMNS = 256;

/**
 * `armada.yaw.chart`: the click combinations of `speed` within the column's yaw values `limits`,
 * with the note each course's trace starts with; made once per speed and column and kept (the
 * combinations are shared and frozen: a plan hands them out as its courses' clicks).
 */
export function chartCourses(speed: number, limits: readonly number[]): ChartCourses {
  const key = `${speed}:${limits.join(',')}`;
  const known = CHART_COURSES.get(key);
  if (known !== undefined) return known;
  // Frozen once: a plan hands them out as its courses' clicks, so a caller changing a course's
  // clicks in place fails instead of changing the chart for every later plan.
  const combos = clickCombinations(limits).map((clicks) => Object.freeze(clicks));
  const column = limits.map(roman).join(' ');
  const notes = combos.map((clicks) => `Speed ${speed}, clicks [${clicks.join(', ')}] within the chart (${column}).`);
  const made: ChartCourses = { combos, notes, traces: notes.map((note) => Object.freeze([Object.freeze(step('armada.yaw.chart', note))])) };
  if (CHART_COURSES.size < MAX_CHART_COLUMNS) CHART_COURSES.set(key, made);
  return made;
}
