import * as z from 'zod';
import { id, name } from './common.ts';
import { limitedArray, limitedString, mapString, tokenCount } from './limits.ts';
import { quickParser } from './quick-parse.ts';

/** TI4 scenario (`shipmove schema ti4` prints it as JSON Schema), extended with the optional inputs the rules need. */

const kebab = limitedString().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id such as "gravity-drive"');
/** Any other list (technologies, tokens, laws, ...): `limits.list`. */
const list = <T extends z.ZodType>(item: T) => limitedArray(item, 'list');
const system = limitedString().min(1).describe('a system named by its tile number, e.g. "26"');

export const ti4Player = z.strictObject({
  id,
  faction: kebab,
  technologies: list(kebab).default([]).describe('researched technologies (unit upgrades such as "carrier-ii" included); all are available this tactical action'),
  commandTokens: list(system).default([]).describe('systems holding this player\'s command tokens on the board'),
  relics: list(kebab).default([]).describe('relics held, e.g. "circlet-of-the-void"'),
  planets: list(name).default([]).describe('planets this player controls, by printed name (Lazax Gate Folding asks about Mecatol Rex)'),
  fleetPool: tokenCount().optional().describe('command tokens in the fleet pool (ti4.fleet.pool is checked only when given)'),
  capturedTokens: list(id).optional().describe('Mahact Edict: the players whose command tokens sit in this player\'s fleet pool (each raises the fleet limit by 1)'),
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
  path: limitedArray(system, 'ti4Path').min(1),
  transport: list(id).default([]),
  gravityDrive: z.boolean().optional().describe('this ship takes the Gravity Drive +1 (otherwise it goes to the one ship that needs it)'),
});

/** A card, agent, hero, promissory note, relic purge or ability used this tactical action. */
export const ti4Played = z.strictObject({
  id: kebab.describe('e.g. "lost-star-chart", "flank-speed", "emissary-taivra", "in-the-silence-of-space"'),
  player: id.optional().describe('who uses it (default: the active player); for "heavens-eye", the player holding a control token on a Firmament plot'),
  unit: id.optional().describe('the chosen ship (Captain Mendosa, Tempesta, Imperator, Cosmic Phenomenae\'s further +1 out of a rift)'),
  system: system.optional().describe('the chosen system (In the Silence of Space, Diplomacy, Signal Jamming, Warfare, Adjudicator Ba\'al, ...)'),
  targets: list(id)
    .optional()
    .describe('the other players a card puts command tokens for (Signal Jamming, Stymie Omega, Scepter of Dominion), or the ship Ahk Ravin swaps `unit` with'),
});

/** A wormhole that is not printed on a tile: Creuss tokens, exploration gamma tokens, the Ion Storm, Nexus Sovereignty's gamma. */
export const ti4WormholeToken = z.strictObject({
  wormhole: z.enum(['alpha', 'beta', 'gamma', 'delta', 'epsilon']),
  system,
  source: z.enum(['creuss', 'exploration', 'ion-storm', 'nexus-sovereignty', 'other']).optional(),
});

/**
 * A retreat (ti4.retreat) or an ability that moves ships out of the active system to an adjacent
 * one (Naalu Foresight, ti4.move.ability): `resolve` checks `to`, `plan` lists every destination.
 * The units stand where the scenario puts them when the retreat is announced.
 */
export const ti4Retreat = z.strictObject({
  player: id.describe('who retreats (usually not the active player)'),
  to: system.optional().describe('resolve: the destination announced; plan ignores it and lists every legal one'),
  ability: z
    .enum(['retreat', 'foresight', 'watchful-ojz', 'skilled-retreat'])
    .default('retreat')
    .describe('"retreat" (ti4.retreat), Naalu Foresight (ti4.move.ability), or the Ral Nel commander Watchful Ojz (Thunder\'s Edge: up to 2 ships retreat at once to a system without other players\' ships), or the action card Skilled Retreat (all ships to an adjacent system without other players\' ships)'),
  ships: list(id).optional().describe('watchful-ojz: the (at most 2) ships that retreat; default the first two with a move value'),
  inSpace: list(id).default([]).describe('ground forces of the player in the space area of the active system (others are on planets and stay)'),
});

/** A hero's movement outside the tactical action (ti4.move.ability): `resolve` checks `moves`, `plan` lists the destinations. */
export const ti4AbilityMove = z.strictObject({
  ability: z
    .enum(['helix-protocol', 'dark-space-navigation', 'survival-instinct', 'benediction', 'wing-transfer', 'rescue'])
    .describe('Argent Helix Protocol, L1Z1X Dark Space Navigation, Mahact Benediction, or, with the active system, the Ral Nel Survival Instinct, the Argent Wing Transfer and the action card Rescue'),
  player: id.describe('who uses the ability (Benediction: the Mahact player, whose hero may move any player\'s units)'),
  from: system
    .optional()
    .describe('benediction: the system whose space area moves (plan: only its destinations; resolve: the moves must leave it); its units may be any player\'s, moved with their owner\'s adjacency'),
  moves: limitedArray(z.strictObject({ unit: id, to: system, transport: list(id).default([]) }), 'ti4Moves')
    .default([])
    .describe('each ship moves straight from its system to `to`, carrying units from its origin (benediction: any player\'s units; each unit once)'),
});

const anomaly = z.enum(['asteroid-field', 'nebula', 'supernova', 'gravity-rift', 'entropic-scar']);

/** An anomaly a token or ability adds to a system (ti4.move.multi-anomaly): the system has every property of each. */
export const ti4AnomalyToken = z.strictObject({
  anomaly,
  system,
  source: kebab.optional().describe('the card, token or ability that adds it'),
});

/** A system of the Fracture (Thunder's Edge): outside the map, reached through ingress and egress tokens. */
export const ti4FractureSystem = z.strictObject({
  id: system.describe('the system\'s name, distinct from the map\'s tile numbers, e.g. "fracture-1"'),
  anomalies: list(anomaly).default([]),
  wormholes: list(z.enum(['alpha', 'beta', 'gamma', 'delta', 'epsilon'])).default([]),
});

/** Thunder's Edge state that changes adjacency: the Fracture, breaches, and a contested tile reading. */
export const ti4ThundersEdge = z.strictObject({
  fracture: z
    .strictObject({
      systems: list(ti4FractureSystem).default([]),
      links: list(z.tuple([system, system])).default([]).describe('pairs of Fracture systems whose tiles share a side'),
      ingress: list(system).default([]).describe('systems holding ingress tokens'),
      egress: list(system).default([]).describe('systems holding egress tokens'),
    })
    .optional()
    .describe('every ingress is adjacent to every egress; never ingress to ingress or egress to egress'),
  breaches: list(z.strictObject({ system, active: z.boolean().default(true) }))
    .default([])
    .describe('Crimson Rebellion breaches: systems with active breaches are adjacent to each other (Incursion)'),
  voidTethers: list(
    z.strictObject({
      systems: z.tuple([system, system]).describe('two systems whose tiles share the border the token lies on'),
      allow: list(id).default([]).describe('players the Empyrean player lets treat them as adjacent'),
    }),
  )
    .default([])
    .describe('Empyrean Void Tether tokens (breakthrough): other players do not treat the two systems as adjacent unless allowed'),
  watchtower: list(anomaly).optional().describe('the anomalies of tile 117 The Watchtower (sources disagree); default ["asteroid-field", "gravity-rift"] as AsyncTI4 has it'),
  epsilon: z
    .enum(['everyone', 'rebellion'])
    .optional()
    .describe('who uses epsilon wormholes (no ruling found): "everyone" (default: identical wormholes are adjacent; Sundered restricts the Rebellion only) or "rebellion" (only the Crimson Rebellion, as TI4-TTPG-TS has it)'),
});

export const ti4Scenario = z.strictObject({
  game: z.literal('ti4'),
  map: mapString().describe('the community map string'),
  players: limitedArray(ti4Player, 'ti4Players').describe('the players; none for a map to look at (CONVENTIONS section 10)'),
  activePlayer: id.optional(),
  units: limitedArray(ti4Unit, 'ti4Units').default([]),
  laws: list(kebab).default([]),
  activeSystem: system.optional(),
  moves: limitedArray(ti4Move, 'ti4Moves').optional(),
  played: list(ti4Played).default([]).describe('effects used this tactical action'),
  wormholeTokens: list(ti4WormholeToken).default([]),
  nexus: z.enum(['inactive', 'active']).default('inactive').describe('the Wormhole Nexus side up (ti4.adj.nexus)'),
  riftDice: list(z.strictObject({ unit: id, system, result: z.number().int().min(1).max(10) }))
    .optional()
    .describe('resolve: die results of the gravity-rift rolls, in order per ship and system (1-3 removes the ship, ti4.move.rift-roll)'),
  bring: list(id).optional().describe('plan: fighters and ground forces to bring into the active system; plan finds a transport assignment carrying the most'),
  retreat: ti4Retreat.optional().describe('a retreat (or Foresight) out of the active system; needs activeSystem'),
  anomalyTokens: list(ti4AnomalyToken).optional().describe('anomalies added to systems by tokens or abilities (ti4.move.multi-anomaly)'),
  thundersEdge: ti4ThundersEdge.optional(),
  abilityMove: ti4AbilityMove.optional().describe('movement outside the tactical action by a hero ability'),
  threats: z
    .boolean()
    .optional()
    .describe('plan: the threat map (ti4.move.threats): for each system holding the planning player\'s units or planets, every other player\'s ship that could move there in its next tactical action, and the safe systems'),
});

/**
 * `ti4Scenario`'s answer for a scenario it accepts, without zod's bookkeeping (quick-parse.ts);
 * undefined for any other document, which zod then checks and refuses with its issues.
 */
export const quickTi4Scenario: (document: unknown) => z.infer<typeof ti4Scenario> | undefined = quickParser(ti4Scenario) ?? (() => undefined);

export type Ti4Scenario = z.infer<typeof ti4Scenario>;
export type Ti4ScenarioInput = z.input<typeof ti4Scenario>;
export type Ti4Player = z.infer<typeof ti4Player>;
export type Ti4Unit = z.infer<typeof ti4Unit>;
export type Ti4Move = z.infer<typeof ti4Move>;
export type Ti4Played = z.infer<typeof ti4Played>;
export type Ti4Retreat = z.infer<typeof ti4Retreat>;
export type Ti4ThundersEdge = z.infer<typeof ti4ThundersEdge>;
