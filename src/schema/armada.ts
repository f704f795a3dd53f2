import { z } from 'zod';
import { finite, id, playArea, point, polygon, pose } from './common.ts';

/** Armada scenario (CONVENTIONS section 4, "Armada"). */

export const armadaShip = z.strictObject({
  id,
  type: z.string().min(1).describe('ship name from the catalog, matched case-insensitively'),
  owner: z.string().min(1).optional(),
  pose,
  speed: z.number().int().min(0).optional().describe('the speed dial'),
});

export const armadaSquadron = z.strictObject({
  id,
  type: z.string().min(1).optional().describe('squadron name; its base is the same for every type'),
  owner: z.string().min(1).optional(),
  position: point,
});

export const armadaObstacle = z.union([
  z.strictObject({ id, type: z.string().min(1), pose }),
  z.strictObject({ id, type: z.string().min(1), polygon }),
]);

export const armadaManeuver = z.strictObject({
  ship: id,
  speed: z.number().int().min(0).max(4),
  yaw: z.array(z.number().int().min(-2).max(2)).max(4).describe('clicks per joint, positive toward the ship\'s right'),
  side: z.enum(['left', 'right', 'auto']).default('auto'),
});

export const armadaScenario = z.strictObject({
  game: z.literal('armada'),
  playArea: playArea.optional(),
  ships: z.array(armadaShip),
  squadrons: z.array(armadaSquadron).default([]),
  obstacles: z.array(armadaObstacle).default([]),
  maneuver: armadaManeuver.optional(),
});

export type ArmadaScenario = z.infer<typeof armadaScenario>;
export type ArmadaScenarioInput = z.input<typeof armadaScenario>;
export { finite };
