import * as z from 'zod';
import { finite, id, name, playArea, point, polygon, pose } from './common.ts';
import { limitedArray } from './limits.ts';
import { quickParser } from './quick-parse.ts';

/** Armada scenario (`shipmove schema armada` prints it as JSON Schema). */

/**
 * Effects that change movement (`armada.effects.hooks`, src/armada/catalog/effects.ts): an effect
 * id, or the id with the choices it needs: `change` for an effect that turns the dial either way
 * (Admiral Titus, Admiral Konstantine, The Grand Inquisitor), `source` for the enemy ship whose
 * card it is (checked for distance where the card says so).
 */
export const armadaEffectUse = z.union([
  name.describe('an effect id from the catalog, e.g. "engine-techs"'),
  z.strictObject({
    effect: name.describe('an effect id from the catalog'),
    change: z.union([z.literal(-1), z.literal(1)]).optional().describe('which way a dial-changing effect turns the dial'),
    source: id.optional().describe('the ship whose card it is (an enemy for G-8, Phylon Q7)'),
  }),
]);

export const armadaEffectList = limitedArray(armadaEffectUse, 'list');

/** An extra maneuver granted by an effect after the maneuver (`armada.effects.extra-maneuver`). */
export const armadaExtraManeuver = z.strictObject({
  effect: name.describe('the effect granting it: "engine-techs" or "quantum-storm"'),
  yaw: z.array(z.number().int().min(-2).max(2)).max(4).describe('clicks per joint at the extra maneuver\'s speed (one entry at speed 1)'),
  side: z.enum(['left', 'right', 'auto']).default('auto'),
});

/** An obstacle moved by an effect or the purrgil rule (`armada.obstacle.move`); checked by resolve. */
export const armadaObstacleMove = z.union([
  z.strictObject({ obstacle: id, by: name.describe('"purrgil", "grav-shift-reroute", "ezra-bridger", "doomed-station", "infested-fields", "navigational-hazards" or "hyperspace-migration"'), pose, player: name.optional(), token: point.optional(), ship: id.optional(), exogorth: id.optional() }),
  z.strictObject({ obstacle: id, by: name, polygon, player: name.optional(), token: point.optional(), ship: id.optional(), exogorth: id.optional() }),
]);

/** Readings of rules the rulings leave open (armada.tool.side-both.reading). */
export const armadaReadings = z.strictObject({
  toolBothSides: z.enum(['illegal', 'second-side']).default('illegal').describe('a course that overlaps the tool on both sides: illegal (default), or placed on the second side tried'),
});

export const armadaShip = z.strictObject({
  id,
  type: name.describe('ship name from the catalog, matched case-insensitively'),
  owner: name.optional(),
  pose,
  speed: z.number().int().min(0).optional().describe('the speed dial'),
  deployed: z.boolean().optional().describe('the ship was just deployed at this pose (Setup): a gravity rift at distance 1-2 sets its speed dial to 0 (armada.obstacle.effects)'),
  effects: armadaEffectList.optional().describe('effects that apply to every maneuver of this ship: its upgrades and faceup damage cards (armada.effects.hooks)'),
});

export const armadaSquadron = z.strictObject({
  id,
  type: name.optional().describe('squadron name; its base is the same for every type'),
  owner: name.optional(),
  position: point,
  keywords: limitedArray(z.enum(['heavy', 'grit', 'intel', 'cloak', 'escort', 'swarm', 'bomber', 'counter', 'rogue', 'relay', 'strategic', 'dodge', 'screen', 'snipe', 'adept', 'assault', 'scatter', 'ai']), 'list')
    .optional()
    .describe('squadron keywords; heavy, grit, intel and cloak change movement and engagement (armada.squadron.engaged); rogue, escort, relay and strategic are named in the trace (armada.squadron.keywords)'),
});

/** A squadron's move in the Squadron Phase (`armada.squadron.move`). */
export const armadaSquadronMove = z.strictObject({
  squadron: id,
  to: point.optional().describe('where its centre ends; without it, plan lists where it can end'),
  cloak: z.boolean().optional().describe('the cloak keyword\'s move of up to distance 1 at the end of the Squadron Phase, even while engaged'),
  effects: limitedArray(z.union([
    name.describe('an effect id, e.g. "vector"'),
    z.strictObject({ effect: name.describe('an effect id'), source: id.optional().describe('the enemy ship (instigator) or squadron (ketsu-onyo) it comes from') }),
  ]), 'list').optional().describe('effects on this move: vector, corrupter, all-fighters-follow-me, independence, admiral-chiraneau (speed of its own move), fighter-coordination-team, squall, kickback, whisper, moralo-eval (a card\'s move of a distance), tycho-celchu, anakin-skywalker (moving while engaged), anakin-skywalker-v-wing, hera-syndulla, plo-koon, hot-landing, wedge-antilles (keywords gained), instigator and ketsu-onyo with their source (armada.effects.squadron-speed, armada.effects.squadron-card-move, armada.effects.squadron-engaged-move, armada.effects.squadron-keywords)'),
  near: limitedArray(id, 'list').optional().describe('ids of ships or squadrons, any owner: plan adds the legal end closest to each (besides every enemy), resolve how far the end is from each and whether within distance 1'),
});

/**
 * A ship or squadron placed by a card outside a maneuver (`armada.effects.placement`,
 * src/armada/catalog/placements.ts): the piece (an id on the table, or a set-aside piece given
 * whole, without a position), what the distance is measured from, and where it goes (`to`);
 * without `to`, plan lists where it may go.
 */
export const armadaPlacement = z.strictObject({
  by: name.describe('the placing card: "reserve-hangar-deck", "callous-tactician", "hondo-ohnaka", "rapid-launch-bays", "invisible-hand", "scout", "hyperspace-rings", "hired-scum", "prototype-recovery", "recruit-allies", "admiral-raddus", "profundity", "hyperspace-assault", "corvus"'),
  squadron: z.union([id, z.strictObject({ id, type: name.optional(), owner: name.optional(), keywords: limitedArray(name, 'list').optional() })]).optional().describe('the squadron placed: an id on the table, or a set-aside squadron'),
  ship: z.union([id, z.strictObject({ id, type: name, owner: name.optional(), speed: z.number().int().min(0).optional() })]).optional().describe('the ship placed: an id on the table, or a set-aside ship'),
  from: id.optional().describe('the ship, squadron or obstacle the distance is measured from (the card\'s ship, a friendly ship, Hondo Ohnaka, an obstacle)'),
  token: point.optional().describe('the objective token the distance is measured from (its centre)'),
  edge: z.enum(['bottom', 'top']).optional().describe('the player\'s long edge (y = 0 is "bottom"): the deployment zone for corvus'),
  to: z.union([pose, point]).optional().describe('where it goes: a pose for a ship, a point (the base centre) for a squadron'),
  heading: finite.optional().describe('plan of a ship placement: the heading the listed positions use (default: its pose on the table, or 0)'),
});

export const armadaObstacle = z.union([
  z.strictObject({ id, type: name, pose }),
  z.strictObject({ id, type: name, polygon }),
]);

/** The Navigate command spent in Determine Course (`armada.course.navigate`). */
export const armadaNavigate = z.strictObject({
  dial: z.boolean().default(false).describe('Navigate dial: speed +-1 and/or +1 yaw on one joint'),
  token: z.boolean().default(false).describe('Navigate token: speed +-1'),
  yawJoint: z.number().int().min(1).max(4).optional().describe('the joint (1-based) whose yaw value the dial raises by 1 (never above II)'),
});

/** A user-supplied placement of a displaced squadron (`armada.overlap.squadrons`). */
export const armadaSquadronPlacement = z.strictObject({ id, position: point });

export const armadaManeuver = z.strictObject({
  ship: id,
  speed: z.number().int().min(0).max(4),
  yaw: z.array(z.number().int().min(-2).max(2)).max(4).describe('clicks per joint, positive toward the ship\'s right'),
  side: z.enum(['left', 'right', 'auto']).default('auto'),
  navigate: armadaNavigate.optional(),
  speedZeroYaw: z
    .number()
    .int()
    .min(-2)
    .max(2)
    .optional()
    .describe('clicks of the last joint at speed 0 granted by an effect (armada.speed0.yaw); positive toward the right'),
  squadronPlacement: limitedArray(armadaSquadronPlacement, 'armadaSquadrons')
    .optional()
    .describe('where the opponent puts the squadrons the ship lands on; the engine checks it (armada.overlap.squadrons)'),
  effects: armadaEffectList.optional().describe('effects in force for this maneuver: commanders, fleet commands, enemy cards (armada.effects.hooks)'),
  extra: armadaExtraManeuver.optional().describe('the extra maneuver an effect grants after this one (armada.effects.extra-maneuver)'),
});

export const armadaScenario = z.strictObject({
  game: z.literal('armada'),
  playArea: playArea.optional(),
  ships: limitedArray(armadaShip, 'armadaShips'),
  squadrons: limitedArray(armadaSquadron, 'armadaSquadrons').default([]),
  obstacles: limitedArray(armadaObstacle, 'armadaObstacles').default([]),
  maneuver: armadaManeuver.optional(),
  squadronMove: armadaSquadronMove.optional(),
  placement: armadaPlacement.optional().describe('a ship or squadron placed by a card outside a maneuver (armada.effects.placement)'),
  obstacleMoves: limitedArray(armadaObstacleMove, 'armadaObstacles').optional().describe('obstacles moved by an effect or the purrgil rule, checked in order (armada.obstacle.move)'),
  readings: armadaReadings.optional().describe('readings of rules the rulings leave open'),
  secondPlayer: name.optional().describe('the owner who is the second player: objectives whose rule is only for the second player\'s ships (Asteroid Tactics, Dangerous Territory) are checked against it'),
});

/**
 * `armadaScenario`'s answer for a scenario it accepts, without zod's bookkeeping (quick-parse.ts);
 * undefined for any other document, which zod then checks and refuses with its issues.
 */
export const quickArmadaScenario: (document: unknown) => z.infer<typeof armadaScenario> | undefined = quickParser(armadaScenario) ?? (() => undefined);

export type ArmadaScenario = z.infer<typeof armadaScenario>;
export type ArmadaManeuver = z.infer<typeof armadaManeuver>;
export type ArmadaEffectUse = z.infer<typeof armadaEffectUse>;
export type ArmadaObstacleMove = z.infer<typeof armadaObstacleMove>;
export type ArmadaPlacement = z.infer<typeof armadaPlacement>;
export type ArmadaScenarioInput = z.input<typeof armadaScenario>;
export { finite };
