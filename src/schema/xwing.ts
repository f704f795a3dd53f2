import * as z from 'zod';
import { id, playArea, polygon, pose } from './common.ts';

/** X-Wing scenario (`shipmove schema xwing` prints it as JSON Schema). */

export const xwingShip = z.strictObject({
  id,
  type: z.string().min(1).describe('ship name from the catalog, matched case-insensitively'),
  owner: z.string().min(1).optional(),
  pose,
  stress: z.number().int().min(0).default(0),
  strain: z.number().int().min(0).optional().describe('strain tokens (2.5); a blue maneuver removes one'),
  ion: z.number().int().min(0).optional().describe('ion tokens: ionized at 1 / 2 / 3 for small / medium / large (xwing.ion)'),
  force: z.number().int().min(0).optional().describe('active Force charges; a purple maneuver spends one (xwing.stress.red)'),
  cloaked: z.boolean().optional().describe('has a cloak token: may decloak (xwing.decloak)'),
  actions: z.array(z.string().min(1)).optional().describe('action bar, e.g. ["focus", "calculate"] (2.5 enemy bump, xwing.partial.effect.25)'),
});

export const xwingObstacle = z.union([
  z.strictObject({ id, type: z.string().min(1), pose }),
  z.strictObject({ id, type: z.string().min(1), polygon }),
]);

export const placement = z.enum(['front', 'middle', 'back']);

export const xwingManeuver = z.strictObject({
  ship: id,
  dial: z.string().regex(/^[0-5][FBNTYKLPEROSAD][WBRP]$/, 'expected a dial code such as "3BW" (speed, bearing, difficulty)'),
  placement: placement.optional(),
});

export const xwingAction = z.strictObject({
  ship: id,
  type: z.enum(['barrel-roll', 'boost', 'decloak']),
  direction: z.enum(['left', 'right', 'forward']).optional().describe('barrel roll: left/right; boost: left = 1-bank left, forward = 1-straight, right = 1-bank right'),
  placement: placement.optional(),
  move: z.enum(['barrel-roll', 'boost']).optional().describe('decloak: which move the cloak token is spent on (default barrel-roll)'),
});

export const xwingScenario = z.strictObject({
  game: z.literal('xwing'),
  rules: z.enum(['2.0', '2.5']).default('2.5'),
  playArea: playArea.optional(),
  ships: z.array(xwingShip),
  obstacles: z.array(xwingObstacle).default([]),
  maneuver: xwingManeuver.optional(),
  action: xwingAction.optional(),
});

export type XwingScenario = z.infer<typeof xwingScenario>;
export type XwingScenarioInput = z.input<typeof xwingScenario>;
