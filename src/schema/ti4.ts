import { z } from 'zod';
import { id } from './common.ts';

/** TI4 scenario (CONVENTIONS section 4, "TI4"). */

const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id such as "gravity-drive"');
const system = z.string().min(1).describe('a system named by its tile number, e.g. "26"');

export const ti4Player = z.strictObject({
  id,
  faction: kebab,
  technologies: z.array(kebab).default([]),
  commandTokens: z.array(system).default([]),
});

export const ti4Unit = z.strictObject({
  id,
  player: id,
  type: kebab,
  system,
  upgraded: z.boolean().optional(),
});

export const ti4Move = z.strictObject({
  unit: id,
  path: z.array(system).min(1),
  transport: z.array(id).default([]),
});

export const ti4Scenario = z.strictObject({
  game: z.literal('ti4'),
  map: z.string().describe('the community map string'),
  players: z.array(ti4Player).min(1),
  activePlayer: id.optional(),
  units: z.array(ti4Unit).default([]),
  laws: z.array(kebab).default([]),
  activeSystem: system.optional(),
  moves: z.array(ti4Move).optional(),
});

export type Ti4Scenario = z.infer<typeof ti4Scenario>;
export type Ti4ScenarioInput = z.input<typeof ti4Scenario>;
