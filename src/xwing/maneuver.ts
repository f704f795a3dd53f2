/**
 * The geometry of one dial maneuver: which template, which way, and what happens at the end on
 * full execution (xwing.maneuver.*).
 */
import type { Pose } from '../geometry/shapes.ts';
import type { Template } from './catalog/templates.ts';
import { templateOf } from './catalog/templates.ts';
import type { Course } from './course.ts';
import { makeCourse, poseAt } from './course.ts';
import type { DialEntry } from './dial.ts';
import type { XwingRuleId } from './rules.ts';
import { normaliseHeading } from '../geometry/index.ts';

export type Placement = 'front' | 'middle' | 'back';

/** Tallon roll placements (xwing.maneuver.tallon): centre moved along the final heading. */
export const TALLON_OFFSET: { readonly [P in Placement]: number } = { front: 10, middle: 0, back: -10 };

export interface ManeuverGeometry {
  /** Null for a stationary maneuver (xwing.maneuver.stationary). */
  readonly course: Course | null;
  /** Extra rotation on full execution (xwing.maneuver.final-rotation): K-turn and Segnor 180, Tallon +-90. */
  readonly finalRotation: number;
  /** Tallon roll: shift of the centre along the final heading (mm). */
  readonly finalShift: number;
  /** The rule that gives the final pose. */
  readonly rule: XwingRuleId;
  /** Side-slip (xwing.maneuver.sideslip): heading added to every pose of the path (the course is for the base turned 90 degrees). */
  readonly slipRotation?: number;
}

type ManeuverKind = { readonly kind: Template['kind']; readonly side: -1 | 0 | 1; readonly reverse: boolean; readonly rotation: number; readonly rule: XwingRuleId };

const kind = (k: Template['kind'], side: -1 | 0 | 1, reverse: boolean, rotation: number, rule: XwingRuleId): ManeuverKind => Object.freeze({ kind: k, side, reverse, rotation, rule });

/** Each bearing's template kind, side, reverse, final rotation and rule (one frozen record each). */
const KINDS: { readonly [B in DialEntry['bearing']]: ManeuverKind | null } = {
  straight: kind('straight', 0, false, 0, 'xwing.maneuver.straight'),
  'bank-left': kind('bank', -1, false, 0, 'xwing.maneuver.arc'),
  'bank-right': kind('bank', 1, false, 0, 'xwing.maneuver.arc'),
  'turn-left': kind('turn', -1, false, 0, 'xwing.maneuver.arc'),
  'turn-right': kind('turn', 1, false, 0, 'xwing.maneuver.arc'),
  koiogran: kind('straight', 0, false, 180, 'xwing.maneuver.koiogran'),
  'segnor-left': kind('bank', -1, false, 180, 'xwing.maneuver.segnor'),
  'segnor-right': kind('bank', 1, false, 180, 'xwing.maneuver.segnor'),
  'tallon-left': kind('turn', -1, false, -90, 'xwing.maneuver.tallon'),
  'tallon-right': kind('turn', 1, false, 90, 'xwing.maneuver.tallon'),
  'reverse-straight': kind('straight', 0, true, 0, 'xwing.maneuver.reverse'),
  // Reverse: the same path for the ship turned around, so its left is the template's right.
  'reverse-bank-left': kind('bank', 1, true, 0, 'xwing.maneuver.reverse'),
  'reverse-bank-right': kind('bank', -1, true, 0, 'xwing.maneuver.reverse'),
  stationary: null,
};

function kindOf(entry: DialEntry): ManeuverKind | null {
  return Object.hasOwn(KINDS, entry.bearing) ? KINDS[entry.bearing] : (undefined as never);
}

/**
 * The geometry of a dial entry for a base of the given length; null template means the speed has
 * no template. `otherTemplate` (xwing.maneuver.template) executes it with that template of the same
 * speed and direction instead, keeping its final rotation.
 */
export function maneuverGeometry(entry: DialEntry, start: Pose, baseLength: number, placement: Placement, otherTemplate?: Template['kind']): ManeuverGeometry | { error: string } {
  const kind = kindOf(entry);
  if (kind === null) return { course: null, finalRotation: 0, finalShift: 0, rule: 'xwing.maneuver.stationary' };
  const template = templateOf(otherTemplate ?? kind.kind, entry.speed);
  if (template === null) return { error: `there is no ${kind.kind} template of speed ${entry.speed}` };
  return {
    course: makeCourse(start, baseLength, template, kind.side, kind.reverse),
    finalRotation: kind.rotation,
    finalShift: entry.bearing.startsWith('tallon') ? TALLON_OFFSET[placement] : 0,
    rule: kind.rule,
  };
}

/** The final pose on full execution: the path's end, then the final rotation and Tallon shift. */
export function fullPose(geometry: ManeuverGeometry, start: Pose): Pose {
  if (geometry.course === null) return { x: start.x, y: start.y, heading: normaliseHeading(start.heading) };
  const end = poseAt(geometry.course, 1);
  const heading = normaliseHeading(end.heading + geometry.finalRotation + (geometry.slipRotation ?? 0));
  const r = (heading * Math.PI) / 180;
  return { x: end.x + geometry.finalShift * Math.sin(r), y: end.y + geometry.finalShift * Math.cos(r), heading };
}
