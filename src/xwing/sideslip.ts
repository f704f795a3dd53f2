/**
 * Side-slips (xwing.maneuver.sideslip): a bank or turn executed with the template at the side of
 * the base, the ship keeping its facing turned 90 degrees to its travel.
 *
 * Cards grant them, never printed dials: Repulsorlift Stabilizers (Active), the HMP Droid Gunship's
 * configuration ("After you reveal a bank or turn maneuver, you must perform that maneuver as a
 * sideslip, then flip this card"; card text as printed, xws `repulsorliftstabilizers`), and pilot
 * abilities such as Captain Hark (Gauntlet Fighter, bank), Slider (Clone Z-95, bank), Keo Venzee
 * (RZ-1 A-wing) and "Sicko" (LAAT/i) (Baledin/FlyCasual `Assets/Scripts/Model/Content/SecondEdition/
 * Upgrades/Configuration/RepulsorliftStabilizers.cs` and the pilots under `.../Pilots/`).
 *
 * Geometry, as both digital implementations do it (FlyCasual `Model/Movement/MovementTypes/Movement/
 * SideslipBankMovement.cs`, `SideslipTurnMovement.cs`; TTS `JohnnyCheese/TTS_X-Wing2.0`
 * `TTS_xwing/src/Game/Mechanic/Movement/MoveData.lua`, move types `bankSlip` / `turnSlip`): the base
 * is turned 90 degrees about its centre so that its "front" is the side opposite the maneuver's
 * direction, the bank or turn of that direction is executed from there exactly as a maneuver (its
 * start against the side hashmark, partial execution along the same chord-model path), and the
 * base is turned back 90 degrees at every position of the path. So a LEFT side-slip puts the
 * template on the ship's RIGHT side: the ship travels to its right and its nose turns left by the
 * template's angle. This is the rule players keep finding backward (Baledin/FlyCasual#105 closed
 * as "working as intended: a left turn is put to the right side of the ship", PR #132 "it's the
 * rules-correct way"); TTS stores the slip tables mirrored the same way (a right slip takes the
 * left variant).
 *
 * Every base of a ship that may side-slip is square (small, medium, large), so the turned base has
 * the same footprint and the ordinary partial-execution search applies unchanged.
 */
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import type { Pose } from '../geometry/shapes.ts';
import { templateOf } from './catalog/templates.ts';
import { makeCourse } from './course.ts';
import type { DialEntry } from './dial.ts';
import type { ManeuverGeometry } from './maneuver.ts';
import type { ShipState } from './world.ts';
import { normaliseHeading } from '../geometry/index.ts';

/** The templates a ship may side-slip with (a ship input: `sideslip: ["bank", "turn"]`). */
export type SlipTemplate = 'bank' | 'turn';

/** The template and side of a bearing that can be side-slipped, or null. */
export function slipOf(entry: DialEntry): { template: SlipTemplate; side: -1 | 1 } | null {
  switch (entry.bearing) {
    case 'bank-left':
      return { template: 'bank', side: -1 };
    case 'bank-right':
      return { template: 'bank', side: 1 };
    case 'turn-left':
      return { template: 'turn', side: -1 };
    case 'turn-right':
      return { template: 'turn', side: 1 };
    default:
      return null;
  }
}

/**
 * The path of a side-slip: the course of the bank or turn for the base turned 90 degrees away from
 * the maneuver's direction, and the heading to add back at every pose of it (`slipRotation`).
 */
export function sideslipGeometry(entry: DialEntry, start: Pose, baseLength: number): ManeuverGeometry | null {
  const slip = slipOf(entry);
  if (slip === null) return null;
  const template = templateOf(slip.template, entry.speed);
  if (template === null) return null;
  // Left (side -1): the base's front is turned to its right side (+90); right: to its left (-90).
  const turned: Pose = { x: start.x, y: start.y, heading: normaliseHeading(start.heading - 90 * slip.side) };
  return {
    course: makeCourse(turned, baseLength, template, slip.side, false),
    finalRotation: 0,
    finalShift: 0,
    rule: 'xwing.maneuver.sideslip',
    slipRotation: 90 * slip.side,
  };
}

/** The pose of the real base for a pose of the turned base on a side-slip path. */
export function slipPose(pose: Pose, slipRotation: number): Pose {
  return slipRotation === 0 ? pose : { x: pose.x, y: pose.y, heading: normaliseHeading(pose.heading + slipRotation) };
}

export interface SlipDecision {
  readonly slip: boolean;
  readonly trace: readonly TraceStep[];
}

/**
 * Whether a requested side-slip happens (xwing.maneuver.sideslip): only a bank or turn can be
 * side-slipped, and the card effects that grant it trigger after the dial is revealed, so an
 * ionized ship (which reveals no dial in 2.0 and executes the ion maneuver instead in 2.5) cannot
 * side-slip (Baledin/FlyCasual#552). A stressed ship that must execute 2FW instead has no bank or
 * turn left to slip.
 */
export function decideSlip(mover: ShipState, requested: DialEntry, executed: DialEntry, ionized: boolean): SlipDecision {
  if (ionized) {
    return { slip: false, trace: [step('xwing.maneuver.sideslip', `${mover.id} is ionized: the effect that grants the side-slip triggers after a dial is revealed, and an ionized ship executes its ion maneuver instead, so it cannot side-slip.`)] };
  }
  const slip = slipOf(executed);
  if (slip === null) {
    return { slip: false, trace: [step('xwing.maneuver.sideslip', `${executed.code} is not a bank or turn (${requested.code} was revealed), so it cannot be executed as a side-slip.`)] };
  }
  const side = slip.side === -1 ? 'left' : 'right';
  const across = slip.side === -1 ? 'right' : 'left';
  return {
    slip: true,
    trace: [step('xwing.maneuver.sideslip', `${executed.code} is executed as a side-slip: the ${slip.template} ${executed.speed} template goes against ${mover.id}'s ${across} side (a ${side} side-slip travels to the ${across}), and the ship keeps its facing turned 90 degrees to its travel.`)],
  };
}
