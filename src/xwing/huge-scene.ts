/**
 * Drawing a huge ship's maneuver (xwing.huge.*): each abandoned speed as a ghost of the huge base
 * outline, the final base, and every standard ship it set aside where it was placed back (a
 * destroyed one is marked where it stood).
 */
import type { Pose } from '../geometry/shapes.ts';
import type { SceneItem } from '../render/scene.ts';
import type { HugeReport } from './huge-outcome.ts';
import type { ManeuverOutcome } from './outcome.ts';
import type { ShipState, World } from './world.ts';
import { baseRect } from './world.ts';

export function hugeItems(world: World, mover: ShipState, o: ManeuverOutcome, huge: HugeReport, finalItems: (pose: Pose, extra: Partial<SceneItem>) => SceneItem[]): SceneItem[] {
  const items: SceneItem[] = [];
  for (const attempt of huge.attempts) {
    if (attempt.overlappedHuge.length === 0) continue;
    items.push({ shape: baseRect(attempt.pose, mover.base), role: 'ghost', id: mover.id, outcome: 'overlap', title: `${attempt.code}: would overlap ${attempt.overlappedHuge.join(', ')}` });
  }
  const outcome = o.fled ? 'fled' : !o.fully || o.overlappedShips.length > 0 ? 'overlap' : o.obstacles.length > 0 ? 'obstacle' : 'clean';
  items.push(...finalItems(o.pose, { outcome, highlight: !o.fully || o.fled, title: `${mover.id} after ${o.executed} (huge ship maneuver tool)` }));
  for (const d of huge.displaced) {
    const ship = world.ships.find((s) => s.id === d.ship);
    if (ship === undefined) continue;
    if (d.pose === null) {
      items.push({ shape: baseRect(d.from, ship.base), role: 'ghost', id: ship.id, outcome: 'destroyed', title: `${ship.id}: set aside, no legal place, destroyed` });
      continue;
    }
    const owner = ship.owner !== undefined ? { owner: ship.owner } : {};
    items.push({ shape: baseRect(d.pose, ship.base), role: 'displaced', id: ship.id, ...owner, highlight: true, title: `${ship.id}: set aside, placed back in ${mover.id}'s full rear arc${d.rotated ? `, rotated ${d.rotated}` : ''}` });
  }
  return items;
}
