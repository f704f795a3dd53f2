/**
 * The plan's courses with effects in force (`armada.effects.hooks`): every click combination (within
 * the fixed yaw values plus the raises, never past II) that some pick of the effects admits (`effects.ts`), joint 1 varying slowest as
 * in the plain plan, each with the effects it needs and the joint the Navigate dial raises.
 * Effects that only widen (a speed change, a yaw raise) never remove a course of the plain plan;
 * Thrust-Control Malfunction and the dial and temporary changes can.
 */
import type { TraceStep } from '../core/trace.ts';
import type { CourseEffects } from './effects.ts';
import { admitWith, admittedTrace, speedCheck, usedIds } from './effects.ts';
import type { PlannedCourse } from './outcome.ts';
import { MAX_CLICKS } from './tool-dims.ts';
import type { World } from './world.ts';

/** One course the effects admit at a speed. */
export interface WidenedCourse {
  readonly clicks: number[];
  /** Effect ids the course needs (empty when the chart alone allows it). */
  readonly effects: readonly string[];
  readonly navigateJoint?: number;
  /** The yaw values after the fixed changes, for the trace. */
  readonly limits?: readonly number[];
  readonly trace: readonly TraceStep[];
}

export function widenedCourses(fx: CourseEffects, speed: number): WidenedCourse[] {
  const out: WidenedCourse[] = [];
  const check = speedCheck(fx, speed);
  if (check.choices.length === 0) return out;
  // Only clicks within the fixed yaw values plus every raise at one joint can be admitted.
  const box = check.limits.map((l) => (fx.anyTwo ? MAX_CLICKS : Math.min(MAX_CLICKS, l + check.maxRaises)));
  const clicks: number[] = box.map((b) => -b);
  for (;;) {
    const admitted = admitWith(fx, check, clicks);
    if (admitted !== null) {
      out.push({
        clicks: [...clicks],
        effects: usedIds(admitted),
        ...(admitted.navigateJoint !== undefined ? { navigateJoint: admitted.navigateJoint } : {}),
        limits: admitted.limits,
        trace: admittedTrace(fx, admitted, speed),
      });
    }
    // Next combination, the last joint varying fastest.
    let k = speed - 1;
    while (k >= 0 && clicks[k] === box[k]) {
      clicks[k] = -box[k]!;
      k--;
    }
    if (k < 0) break;
    clicks[k] = clicks[k]! + 1;
  }
  return out;
}

/** A planned course with the effects it needs and the extra maneuvers from its final position. */
export function withEffects(course: PlannedCourse, widened: WidenedCourse, followUps: readonly PlannedCourse[]): PlannedCourse {
  return {
    ...course,
    ...(widened.effects.length > 0 ? { effects: widened.effects } : {}),
    ...(widened.navigateJoint !== undefined ? { navigateYawJoint: widened.navigateJoint } : {}),
    ...(followUps.length > 0 ? { followUps } : {}),
  };
}

/**
 * The maneuver a plan option's ghost picks: speed, yaw and side, and with effects in force the
 * scenario's Navigate (with the joint the course raises) and effects, so the pick resolves.
 */
export function coursePick(world: World, ship: string, course: PlannedCourse): Record<string, unknown> {
  const base = { ship, speed: course.speed, yaw: course.yaw, side: course.side };
  const maneuver = world.scenario.maneuver;
  if ((course.effects === undefined && course.navigateYawJoint === undefined) || maneuver === undefined || maneuver.ship !== ship) return base;
  const navigate = maneuver.navigate === undefined ? undefined : { ...maneuver.navigate, ...(course.navigateYawJoint !== undefined ? { yawJoint: course.navigateYawJoint } : {}) };
  const { yawJoint: _drop, ...withoutJoint } = navigate ?? {};
  return { ...base, ...(navigate !== undefined ? { navigate: course.navigateYawJoint !== undefined ? navigate : withoutJoint } : {}), ...(maneuver.effects !== undefined ? { effects: maneuver.effects } : {}) };
}
