/**
 * Bank-template barrel rolls (xwing.bankroll). The StarViper-class Attack Platform's ship ability,
 * Microthrusters: "While you perform a barrel roll, you must use the bank template instead of the
 * straight template." It applies to every barrel roll, including one the opponent makes the ship
 * perform while it is tractored (sampson-matt/FlyCasual#76 "StarViper + tractor = wrong template
 * used", fixed there; Baledin/FlyCasual#372 "Tractored StarVipers do not use Microthrusters": the
 * tractor move is a barrel roll, so abilities that change barrel rolls apply).
 *
 * Geometry (TTS `JohnnyCheese/TTS_X-Wing2.0` `TTS_xwing/src/Game/Mechanic/Movement/MoveLUT.lua`,
 * tables `viperF` / `viperB`; the same numbers come out of the bank formula): the bank 1 template's
 * start goes against the side hashmark, curving toward the ship's front or rear (the player
 * chooses), and the ship is placed at the far end with its side hashmark at the front, middle or
 * back of the template's end, keeping its facing to the template, so it turns 45 degrees. For a
 * small ship rolling right and curving forward the centre moves 90.711 mm right and 37.574 mm
 * forward and the heading turns 45 degrees left; the front and back positions are 10 mm along the
 * new heading either way (TTS: (83.640, 44.645) and (97.782, 30.503)).
 */
import type { Pose, Shape } from '../geometry/shapes.ts';
import { templateOf } from './catalog/templates.ts';
import { makeCourse, poseAt } from './course.ts';
import type { Placement } from './maneuver.ts';
import { templateShape } from './template-shape.ts';
import type { ShipState } from './world.ts';
import { normaliseHeading } from '../geometry/index.ts';

export type Bend = 'forward' | 'backward';
export const BENDS: readonly Bend[] = ['forward', 'backward'];

/** Ship types whose barrel rolls use the bank template (xws ids): Microthrusters. */
export const BANK_ROLL_TYPES: readonly string[] = ['starviperclassattackplatform'];

/** Whether the ship's barrel rolls may use the bank template: Microthrusters, or a card (`bank-roll`: must or may). */
export function usesBankRoll(ship: ShipState): boolean {
  return BANK_ROLL_TYPES.includes(ship.type.xws) || ship.bankRoll !== undefined;
}

/** Whether it may also use the straight template: a card that lets it choose (Adaptative Microthrusters). */
export function mayRollStraight(ship: ShipState): boolean {
  return ship.bankRoll === 'may' && !BANK_ROLL_TYPES.includes(ship.type.xws);
}

const SHIFT: { readonly [P in Placement]: number } = { front: 10, middle: 0, back: -10 };

/** A bank-template barrel roll position: the final pose and the template laid at the ship's side. */
export function bankRollCandidate(ship: ShipState, side: 'left' | 'right', bend: Bend, placement: Placement): { pose: Pose; template: Shape } {
  const s = side === 'right' ? 1 : -1;
  // The base turned so that its front faces the roll side; the bank curves back toward the ship's
  // front (a left bank in that frame for a right roll) or toward its rear.
  const turned: Pose = { x: ship.pose.x, y: ship.pose.y, heading: normaliseHeading(ship.pose.heading + 90 * s) };
  const bankSide = (bend === 'forward' ? -s : s) as -1 | 1;
  const course = makeCourse(turned, ship.base.length, templateOf('bank', 1)!, bankSide, false);
  const end = poseAt(course, 1);
  const heading = normaliseHeading(end.heading - 90 * s);
  const r = (heading * Math.PI) / 180;
  const shift = SHIFT[placement];
  return { pose: { x: end.x + shift * Math.sin(r), y: end.y + shift * Math.cos(r), heading }, template: templateShape(course)! };
}
