import * as z from 'zod';
import { id, name } from './common.ts';
import { limitedArray, limitedString } from './limits.ts';

/**
 * Dial- and movement-changing effects of X-Wing ships (src/xwing/dial-effects.ts): a ship's or the
 * scenario's `effects` list names catalog effects (src/xwing/catalog/card-effects.ts) or spells
 * an effect out in the primitives. Names are checked against the catalog after the schema
 * (unknown names get suggestions, rule xwing.dial.effects).
 */

/** A dial code (`3BW`): three characters, and like any string at most `LIMITS.string` long. */
export const dialCode = limitedString().regex(/^[0-5][FBNTYKLPEROSAD][WBRP]$/, 'expected a dial code such as "3BW" (speed, bearing, difficulty)');
const difficulty = z.enum(['white', 'blue', 'red', 'purple']);
const speed = z.number().int().min(0).max(5);

/** A bearing, or a group of them: `bank` (either side), `basic` (straight, banks, turns), `left` / `right` (every bearing toward that side). */
export const bearingName = z.enum([
  'straight', 'bank-left', 'bank-right', 'turn-left', 'turn-right', 'koiogran', 'segnor-left', 'segnor-right', 'tallon-left', 'tallon-right',
  'stationary', 'reverse-straight', 'reverse-bank-left', 'reverse-bank-right',
  'bank', 'turn', 'segnor', 'tallon', 'reverse-bank', 'reverse', 'basic', 'left', 'right', 'any',
]);

/** Which maneuvers an effect applies to: every listed condition must hold (an absent one holds). */
export const maneuverFilter = z.strictObject({
  speeds: limitedArray(speed, 'list').optional().describe('speeds it applies to, e.g. [1, 2]'),
  bearings: limitedArray(bearingName, 'list').optional().describe('bearings or bearing groups it applies to'),
  exceptBearings: limitedArray(bearingName, 'list').optional().describe('bearings it never applies to, e.g. ["stationary"]'),
  difficulties: limitedArray(difficulty, 'list').optional().describe('difficulties (as printed on the dial) it applies to'),
});

const label = name.optional().describe('a name for a spelt-out effect, so a maneuver\'s "use" can refer to it');

/** Increase / decrease (`change`) or treat as (`treatAs`) the difficulty of matching maneuvers (xwing.difficulty.effects). */
export const difficultyEffect = z.strictObject({
  kind: z.literal('difficulty'),
  label,
  match: maneuverFilter.default({}),
  change: z.number().int().min(-2).max(2).optional().describe('+1 increases (blue -> white -> red), -1 decreases'),
  treatAs: difficulty.optional().describe('the difficulty the maneuver is treated as, before any change'),
  maxStress: speed.optional().describe('applies only while the ship has at most this many stress tokens'),
});

/** Maneuvers added to the dial (xwing.dial.add). */
export const addManeuversEffect = z.strictObject({
  kind: z.literal('add-maneuvers'),
  label,
  maneuvers: limitedArray(dialCode, 'list').min(1),
});

/** After revealing, set the dial to (or execute) another maneuver (xwing.dial.set, xwing.maneuver.substitute). */
export const substituteEffect = z.strictObject({
  kind: z.literal('substitute'),
  label,
  match: maneuverFilter.default({}).describe('the revealed maneuvers it applies to'),
  source: z.enum(['dial', 'template']).default('dial').describe('"dial": set the dial to another maneuver on it (its printed difficulty); "template": execute another template, keeping the revealed difficulty'),
  speedChange: limitedArray(z.number().int().min(-5).max(5), 'list').default([0]).describe('speed differences allowed, e.g. [-1, 1]'),
  bearing: z.enum(['same', 'mirror', 'any', 'other']).default('same').describe('"same" bearing, the "mirror" one (left <-> right), "any", or "other" (any but the revealed one)'),
  to: limitedArray(bearingName, 'list').optional().describe('bearings or bearing groups the new maneuver must have'),
  maneuvers: limitedArray(dialCode, 'list').optional().describe('a fixed list of maneuvers it may become (e.g. ["0OW"])'),
  target: maneuverFilter.optional().describe('conditions on the new maneuver (e.g. difficulties ["white", "blue"] for non-red)'),
  sameDifficulty: z.boolean().default(false).describe('the new maneuver has the revealed printed difficulty'),
  change: z.number().int().min(-2).max(2).default(0).describe('difficulty change while it is executed (+1: "increase its difficulty")'),
  stress: z.number().int().min(0).max(3).default(0).describe('stress gained after it is executed'),
  must: z.boolean().default(false).describe('the card says "must": applied whenever it matches (then "use" only picks the maneuver)'),
});

/** A move before the dial is revealed (xwing.maneuver.pre-move): a boost, or a white speed-1 bank or straight maneuver. */
export const preMoveEffect = z.strictObject({
  kind: z.literal('pre-move'),
  label,
  move: z.enum(['boost', 'maneuver']),
  must: z.boolean().default(true),
  unlessStressed: z.boolean().default(true).describe('only if the ship is not stressed'),
});

/** Skip the Execute Maneuver step near obstacles (xwing.maneuver.skip): Landing / Grappling Struts. */
export const skipEffect = z.strictObject({
  kind: z.literal('skip-execute'),
  label,
  match: maneuverFilter.default({}),
  except: limitedArray(dialCode, 'list').default([]).describe('revealed maneuvers (speed and bearing) that do not skip, e.g. ["2FW"]'),
  near: limitedArray(z.enum(['asteroid', 'debris-cloud', 'gas-cloud', 'electro-chaff-cloud', 'loose-cargo', 'spare-parts', 'blaze']), 'list').default(['asteroid', 'debris-cloud']),
  removeStress: z.number().int().min(0).max(3).default(1),
  rotate: z.boolean().default(true).describe('a left or right maneuver rotates the ship 90 degrees that way'),
});

const obstacleTypeName = z.enum(['asteroid', 'debris-cloud', 'gas-cloud', 'electro-chaff-cloud', 'loose-cargo', 'spare-parts', 'blaze']);

/** Obstacles the ship ignores while it moves (xwing.obstacle.ignore): Landing / Grappling Struts (Open). */
export const ignoreObstaclesEffect = z.strictObject({
  kind: z.literal('ignore-obstacles'),
  label,
  atStart: z.boolean().default(true).describe('the obstacles at range 0 of the start base (overlapping or touching it) have no effect'),
  movedThrough: z.boolean().default(false).describe('the obstacles it only moves through have no effect (the 2.0 text)'),
  overlapped: z.boolean().default(false).describe('the obstacles its final base overlaps have no effect either ("while you move, you ignore obstacles"); its boosts and barrel rolls may then end on them'),
  types: limitedArray(obstacleTypeName, 'list').optional().describe('only these obstacle types, e.g. ["asteroid"] (default every type)'),
});

/** Landing on an obstacle it overlaps (xwing.obstacle.land): Landing / Grappling Struts (Closed) flip, then ignore it. */
export const landEffect = z.strictObject({
  kind: z.literal('land'),
  label,
  on: limitedArray(obstacleTypeName, 'list').default(['asteroid', 'debris-cloud']).describe('the obstacle types it may land on'),
  maxOtherFriendly: z.number().int().min(0).max(8).default(1).describe('at most this many other friendly ships at range 0 of that obstacle'),
});

/** Actions the ship cannot perform (xwing.move.forbidden): the 2.5 Struts' "You cannot perform barrel roll actions". */
export const forbidActionsEffect = z.strictObject({
  kind: z.literal('forbid-actions'),
  label,
  actions: limitedArray(z.enum(['barrel-roll', 'boost']), 'list').min(1).describe('the ship\'s own actions it cannot perform (a tractor move is not an action)'),
});

/** Red maneuvers allowed while stressed (xwing.stress.red-allowed). */
export const redWhileStressedEffect = z.strictObject({
  kind: z.literal('red-while-stressed'),
  label,
  match: maneuverFilter.default({}),
  maxStress: speed.optional().describe('only while the ship has at most this many stress tokens'),
});

/**
 * The maneuver executed with another template of the same speed and direction, keeping its
 * bearing, difficulty and final rotation (xwing.maneuver.template): IG-88D's Segnor's Loop on the
 * turn or the straight template.
 */
export const templateEffect = z.strictObject({
  kind: z.literal('template'),
  label,
  match: maneuverFilter.default({}).describe('the executed maneuvers it applies to, e.g. bearings ["segnor"]'),
  templates: limitedArray(z.enum(['straight', 'bank', 'turn']), 'list').min(1).describe('the templates it may use instead (same speed, same direction)'),
});

/**
 * A reposition a follow-up may make: boost, barrel roll, the cloak action (no move: the ship gains
 * a cloak token), a SLAM (a maneuver of the executed maneuver's speed, xwing.move.slam) or a
 * rotation in place (xwing.move.rotate).
 */
export const followUpMove = z.enum(['boost', 'barrel-roll', 'cloak', 'slam', 'rotate']);
const actionDifficulty = z.enum(['white', 'red', 'purple']);
const moveDirection = z.enum(['left', 'forward', 'right']);

/** Moving actions added to the ship's action bar (xwing.move.follow-up.bar): Engine Upgrade, Expert Handling, the S-foils. */
export const actionBarEffect = z.strictObject({
  kind: z.literal('action-bar'),
  label,
  actions: limitedArray(z.strictObject({ move: followUpMove, difficulty: actionDifficulty.default('white') }), 'list').min(1).describe('the actions added, e.g. [{ "move": "boost" }] or [{ "move": "cloak", "difficulty": "red" }]'),
  whileRevealed: maneuverFilter.optional().describe('only while the revealed maneuver matches, e.g. { "difficulties": ["blue"] } (Versatile Frame)'),
});

/** When a card's reposition happens (xwing.move.follow-up.trigger); the first three come before the maneuver. */
export const followUpTiming = z.enum(['system-phase', 'before-activation', 'after-reveal', 'after-maneuver', 'after-action', 'engagement', 'after-attack', 'after-defend', 'end-phase', 'other']);

/**
 * A boost, barrel roll or cloak a card grants at a trigger (xwing.move.follow-up.trigger): after a
 * maneuver (Afterburners, Fine-tuned Controls), after an action (Vectored Thrusters), in the System
 * Phase (Pursuit Thrusters), after attacking (Soontir Fel), in the End Phase (Stygium Array).
 */
export const repositionEffect = z.strictObject({
  kind: z.literal('reposition'),
  label,
  when: followUpTiming.describe('when the card offers it'),
  moves: limitedArray(followUpMove, 'list').min(1).describe('the moves it allows, e.g. ["boost", "barrel-roll"]'),
  difficulty: actionDifficulty.default('white').describe('its difficulty: red gains 1 stress after it (xwing.move.red-action)'),
  action: z.boolean().default(true).describe('"perform a boost action" (true) or "boost" (false: a move, not an action; stress does not stop it and it is not limited to once a round)'),
  whileStressed: z.boolean().default(false).describe('the card says "even while stressed"'),
  fully: z.boolean().default(false).describe('after-maneuver only: "after you fully execute" (not after a partial execution)'),
  match: maneuverFilter.optional().describe('after-maneuver only: the executed maneuvers it follows, e.g. { "speeds": [3, 4, 5] }'),
  directions: limitedArray(moveDirection, 'list').optional().describe('the directions allowed (default all): e.g. ["forward"] for a boost with the 1-straight template only'),
  after: limitedArray(z.enum(['boost', 'barrel-roll', 'cloak', 'slam', 'action']), 'list').optional().describe('after-action only: the actions it follows (default any; "action" is one that does not move the ship), e.g. ["barrel-roll"]'),
  partial: z.boolean().default(false).describe('after-maneuver only: "after you partially execute a maneuver" (offered only after a bump)'),
  rotations: limitedArray(z.union([z.literal(90), z.literal(180)]), 'list').optional().describe('rotate only: 90 (left or right) and/or 180 degrees (default [90, 180])'),
  gainStress: z.number().int().min(0).max(3).default(0).describe('stress the ship gains for it ("gain 1 stress token to rotate")'),
});

/** Actions allowed while stressed (xwing.stress.actions-allowed): Contraband Cybernetics, Primed Thrusters, Rey's Millennium Falcon. */
export const actionsWhileStressedEffect = z.strictObject({
  kind: z.literal('actions-while-stressed'),
  label,
  moves: limitedArray(followUpMove, 'list').optional().describe('only these actions (default every action)'),
  maxStress: speed.optional().describe('only while the ship has at most this many stress tokens'),
});

/**
 * The Perform Action step after a partial execution (xwing.move.follow-up.partial): Zari Bangel
 * ("you do not skip your Perform Action step"), Dauntless ("1 white action, treating that action as
 * red"), Unkar Plutt ("suffer 1 damage to perform 1 white action").
 */
export const actionsAfterPartialEffect = z.strictObject({
  kind: z.literal('actions-after-partial'),
  label,
  whiteOnly: z.boolean().default(false).describe('only the white actions of the bar'),
  treatAs: z.enum(['red']).optional().describe('the action is treated as red (gains 1 stress after it)'),
});

/** Boosts and barrel rolls that may move through and overlap obstacles (xwing.obstacle.reposition): Q7 Astromech, Collision Detector, Backwards Tailslide. */
export const throughObstaclesEffect = z.strictObject({
  kind: z.literal('through-obstacles'),
  label,
  moves: limitedArray(z.enum(['boost', 'barrel-roll']), 'list').default(['boost', 'barrel-roll']),
});

/** Barrel rolls with the bank 1 template (xwing.bankroll): `must` (Lieutenant Lorrir) or may (Adaptative Microthrusters, Repulsorlift Engines). */
export const bankRollEffect = z.strictObject({
  kind: z.literal('bank-roll'),
  label,
  must: z.boolean().default(true).describe('true: every barrel roll uses the bank template; false: the player may choose it'),
});

/** Boosts, barrel rolls or SLAMs with a template one speed higher (xwing.move.template-speed): Overdrive Thruster, Fuel Injection Override, Flight-Assist Astromech. */
export const templateSpeedEffect = z.strictObject({
  kind: z.literal('template-speed'),
  label,
  moves: limitedArray(z.enum(['boost', 'barrel-roll', 'slam']), 'list').min(1),
  difficulties: limitedArray(actionDifficulty, 'list').optional().describe('only actions of these difficulties, e.g. ["red"] (Overdrive Thruster); default any'),
  must: z.boolean().default(true).describe('true: such an action always uses the faster template ("if able"); false: the player chooses'),
  treatAs: z.literal('red').optional().describe('the action is then treated as red (Flight-Assist Astromech)'),
});

/** The ship has a cloak token (xwing.decloak): Sensor Scramblers ("Setup: Gain 1 cloak token"). */
export const cloakTokenEffect = z.strictObject({
  kind: z.literal('cloak-token'),
  label,
});

/** Side-slip templates a card gives the ship (xwing.maneuver.sideslip), added to its `sideslip`: Sickening Maneuver. */
export const sideslipEffect = z.strictObject({
  kind: z.literal('sideslip'),
  label,
  templates: limitedArray(z.enum(['bank', 'turn']), 'list').min(1),
});

/**
 * Tractor tokens a card gives the ship (xwing.tractor): Tractor Beam, Shadow Caster, Seventh Sister,
 * Ketsu Onyo. Added to the ship's `tractor` count, so it may be tractored: the opponent's moves
 * (plan, an action of type "tractor") follow.
 */
export const tractorTokensEffect = z.strictObject({
  kind: z.literal('tractor-tokens'),
  label,
  tokens: z.number().int().min(1).max(6).default(1).describe('tractor tokens the ship gains'),
});

/** A boost with the 1-turn template instead of the 1-bank (xwing.move.follow-up.trigger): Daredevil, Extreme Maneuvers, Kare Kun, Reckless. */
export const boostTemplateEffect = z.strictObject({
  kind: z.literal('boost-template'),
  label,
  template: z.literal('turn').default('turn'),
  boosts: z.enum(['any', 'white', 'red']).default('any').describe('the boosts it applies to: any, white ones only (Daredevil), red ones only (Reckless)'),
  difficulty: actionDifficulty.optional().describe('the difficulty the boost is treated as (Daredevil: red)'),
});

export const effectPrimitive = z.discriminatedUnion('kind', [templateSpeedEffect, bankRollEffect, cloakTokenEffect, actionsAfterPartialEffect, throughObstaclesEffect, sideslipEffect, boostTemplateEffect, tractorTokensEffect, difficultyEffect, addManeuversEffect, substituteEffect, preMoveEffect, skipEffect, redWhileStressedEffect, templateEffect, ignoreObstaclesEffect, landEffect, forbidActionsEffect, actionBarEffect, repositionEffect, actionsWhileStressedEffect]);

/** A catalog effect by name (`"r4-astromech"` or `{ "name": "r4-astromech" }`), or one spelt out in the primitives. */
export const xwingEffect = z.union([
  name.describe('catalog effect name, matched case-insensitively'),
  z.strictObject({ name: name.describe('catalog effect name'), ships: limitedArray(id, 'list').optional().describe('scenario effects only: the ships it applies to (default every ship)') }),
  effectPrimitive,
]);

/** A ship's or the scenario's effects: at most `LIMITS.xwingEffects` (each one multiplies the options a plan computes). */
export const xwingEffects = limitedArray(xwingEffect, 'xwingEffects');

/** The choice a maneuver makes for an effect (xwing.dial.set, xwing.maneuver.substitute, xwing.maneuver.pre-move). */
export const effectUse = z.strictObject({
  effect: name.describe('the catalog name or label of an effect the ship has'),
  dial: dialCode.optional().describe('the maneuver it sets the dial to or executes instead'),
  direction: z.enum(['left', 'forward', 'right']).optional().describe('a pre-move: 1-bank left, 1-straight or 1-bank right'),
  template: z.enum(['straight', 'bank', 'turn']).optional().describe('a template effect: the template the maneuver is executed with (xwing.maneuver.template)'),
});

export const effectUses = limitedArray(effectUse, 'list');

export type EffectPrimitive = z.infer<typeof effectPrimitive>;
export type XwingEffectInput = z.infer<typeof xwingEffect>;
export type EffectUse = z.infer<typeof effectUse>;
export type ManeuverFilter = z.infer<typeof maneuverFilter>;
