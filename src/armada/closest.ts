/**
 * `armada.overlap.closest`: which overlapped ship takes the overlap damage card, measured from the
 * position actually reached (`armada.overlap.damage`).
 */
import type { Pose } from '../geometry/shapes.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import { convexSeparation, rectOutline } from '../geometry/index.ts';
import type { EngineConfig } from './config.ts';
import { separation } from './exact.ts';
import { innerRect, rectFootprint } from './footprint.ts';
import type { ClosestShip } from './outcome.ts';
import type { ShipOnTable } from './world.ts';

/** `armada.overlap.closest`: inner footprints, closest point to closest point, from the position actually reached. */
export function closestOverlapped(ship: ShipOnTable, finalPose: Pose, overlapped: readonly ShipOnTable[], config: EngineConfig): ClosestShip | null {
  if (overlapped.length === 0) return null;
  const inner = innerRect(ship.size, finalPose);
  // Prepared: the corners the footprint's body would give, measured without making the body (`separation`'s path for two rectangles).
  const corners = config.collision.prepared ? rectOutline(inner.x, inner.y, inner.heading, inner.width, inner.length) : null;
  const mine = corners === null ? rectFootprint(inner) : null;
  let best: ClosestShip | null = null;
  const measured: { ship: string; distance: number }[] = [];
  for (const other of overlapped) {
    const theirs = corners === null ? null : other.inner.body.outline;
    const gap = corners !== null && theirs !== null ? convexSeparation(corners, theirs) : separation(mine ?? rectFootprint(inner), other.inner, config.collision);
    measured.push({ ship: other.id, distance: gap.distance });
    if (best === null || gap.distance < best.distance - CONTACT_TOLERANCE) {
      best = { ship: other.id, distance: gap.distance, witness: [gap.a, gap.b], measured, tie: false };
    }
  }
  const chosen = best!;
  const tie = measured.filter((m) => Math.abs(m.distance - chosen.distance) <= CONTACT_TOLERANCE).length > 1;
  return { ...chosen, measured, tie };
}
