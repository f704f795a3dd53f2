/**
 * Obstacles at the final position (`armada.overlap.obstacles`, `armada.obstacle.final-only`,
 * `armada.obstacle.effects`): only where the ship ends counts, also at speed 0 and after a back-off.
 */
import type { EngineConfig } from './config.ts';
import { footprintsOverlap } from './exact.ts';
import type { Footprint } from './footprint.ts';
import type { ObstacleHit } from './outcome.ts';
import type { ObstacleOnTable } from './world.ts';

export interface ObstacleResolution {
  readonly hits: readonly ObstacleHit[];
  /** The speed dial after the effects (a gravity rift sets it to 0). */
  readonly speedDial: number;
}

/** The effect text of one obstacle for a ship whose dial shows `speedDial`. */
export function shipEffect(obstacle: ObstacleOnTable, speedDial: number): string {
  if (obstacle.record.type === 'purrgil') return `suffers ${speedDial} damage (equal to its speed)`;
  return obstacle.record.shipEffect;
}

/**
 * The obstacles under `body` and what each does; `exempt` names the card that cancels an obstacle
 * type's effect on this ship, if any (`armada.effects.obstacle-exception`): the hit is still
 * listed, with `ignoredBy`, and a cancelled gravity rift leaves the dial alone.
 */
export function resolveObstacles(body: Footprint, obstacles: readonly ObstacleOnTable[], speedDial: number, config: EngineConfig, exempt: ((type: string) => { id: string; name: string } | null) | null = null): ObstacleResolution {
  const hits: ObstacleHit[] = [];
  let dial = speedDial;
  for (const obstacle of obstacles) {
    if (!footprintsOverlap(body, obstacle.body, config.collision)) continue;
    const card = exempt === null ? null : exempt(obstacle.record.type);
    if (card !== null) {
      hits.push({ id: obstacle.id, type: obstacle.record.type, effect: `no effect (${card.name})`, ignoredBy: card.id });
      continue;
    }
    hits.push({ id: obstacle.id, type: obstacle.record.type, effect: shipEffect(obstacle, speedDial) });
    if (obstacle.record.type === 'gravity-rift') dial = 0;
  }
  return { hits, speedDial: dial };
}
