import type { Doc } from './edit.ts';
import { setField, setTop } from './edit.ts';
import type { Loose } from './loose.ts';
import { items, numberOr, obj, str } from './loose.ts';

/**
 * Turns, not single steps: each function takes the scenario and the outcome of its move and
 * returns the scenario of the next step, as a player would leave the table. Pure; undo steps back.
 */

interface Pose {
  readonly x: number;
  readonly y: number;
  readonly heading: number;
}

const round = (value: number): number => Math.round(value * 1000) / 1000;
const rounded = (pose: Pose): Pose => ({ x: round(pose.x), y: round(pose.y), heading: round(pose.heading) });

function poseOf(outcome: unknown): Pose | null {
  const pose = obj(obj(outcome)?.pose);
  return pose !== undefined && typeof pose.x === 'number' && typeof pose.y === 'number' && typeof pose.heading === 'number' ? { x: pose.x, y: pose.y, heading: pose.heading } : null;
}

/**
 * X-Wing: the maneuver done, the action next: the ship stands at its final pose with the stress
 * the maneuver left it (xwing.difficulty: a blue maneuver removes one), and the action is declared
 * from there (xwing.stress.red: a stressed ship performs no action). Null when the maneuver skips
 * the Perform Action step (a bump, xwing.partial.effect.20 / .25) or did not resolve.
 */
export function xwingActionAfterManeuver(doc: Doc, outcome: unknown, action: Loose): Doc | null {
  const done = obj(outcome);
  const pose = poseOf(outcome);
  if (done === undefined || done.kind !== 'maneuver' || pose === null || done.skipsPerformAction === true || done.fled === true) return null;
  const ship = str(done.ship);
  let next = setField(doc, ship, 'pose', rounded(pose));
  next = setField(next, ship, 'stress', numberOr(done.stress, 0));
  next = setTop(next, 'maneuver', undefined);
  return setTop(next, 'action', { ship, ...action });
}

/** X-Wing: why the action cannot follow the maneuver, or null when it can. */
export function xwingActionBlocked(outcome: unknown): string | null {
  const done = obj(outcome);
  if (done === undefined || done.kind !== 'maneuver') return null;
  if (done.fled === true) return 'the ship fled the play area';
  if (done.skipsPerformAction === true) {
    // Say what it landed on: another ship (a bump) or an obstacle (xwing.partial.effect.25, xwing.obstacle.effects).
    const ships = Array.isArray(done.overlappedShips) ? (done.overlappedShips as unknown[]).map(String) : [];
    if (ships.length > 0) return `the ship bumped into ${ships.join(', ')} and skips its Perform Action step`;
    const landed = (Array.isArray(done.obstacles) ? (done.obstacles as Loose[]) : []).filter((o) => o.how === 'overlapped');
    if (landed.length > 0) return `the ship landed on an obstacle (${landed.map((o) => `${str(o.id)}, ${str(o.type)}`).join('; ')}) and skips its Perform Action step`;
    return 'the ship skips its Perform Action step';
  }
  return null;
}

/**
 * Armada: the next ship activates from where the first ended: the moved ship stands at its final
 * pose with its speed dial at the speed it moved (a Navigate change persists, armada.course.navigate),
 * and the next ship in the list (after the one that moved) gets a straight maneuver at its dial.
 */
export function armadaNextShip(doc: Doc, outcome: unknown): Doc | null {
  const done = obj(outcome);
  const pose = poseOf(outcome);
  if (done === undefined || pose === null || done.destroyed === true) return null;
  const moved = str(done.ship);
  const ships = items(doc.ships);
  const at = ships.findIndex((s) => s.id === moved);
  if (at === -1 || ships.length < 2) return null;
  const nextShip = ships[(at + 1) % ships.length]!;
  let next = setField(doc, moved, 'pose', rounded(pose));
  next = setField(next, moved, 'speed', numberOr(done.requestedSpeed, numberOr(obj(doc.maneuver)?.speed, 0)));
  const dial = numberOr(nextShip.speed, 1);
  return setTop(next, 'maneuver', { ship: str(nextShip.id), speed: dial, yaw: Array.from({ length: dial }, () => 0), side: 'auto' });
}
