import * as z from 'zod';
import { id, name, playArea, polygon, pose } from './common.ts';
import { limitedArray, tokenCount } from './limits.ts';
import { quickParser } from './quick-parse.ts';
import { dialCode, effectUses, xwingEffects } from './xwing-effects.ts';

/** X-Wing scenario (`shipmove schema xwing` prints it as JSON Schema). */

export const xwingShip = z.strictObject({
  id,
  type: name.describe('ship name from the catalog, matched case-insensitively'),
  owner: name.optional(),
  pose,
  stress: tokenCount().default(0),
  strain: tokenCount().optional().describe('strain tokens (2.5); a blue maneuver removes one'),
  ion: tokenCount().optional().describe('ion tokens: ionized at 1 / 2 / 3 for small / medium / large (xwing.ion)'),
  force: tokenCount().optional().describe('active Force charges; a purple maneuver spends one (xwing.stress.red)'),
  cloaked: z.boolean().optional().describe('has a cloak token: may decloak (xwing.decloak)'),
  tractor: tokenCount().optional().describe('tractor tokens: tractored at 1 / 2 / 3 for small / medium / large, 6 for huge (xwing.tractor)'),
  actions: limitedArray(name, 'list').optional().describe('action bar, e.g. ["focus", "calculate"] (2.5 enemy bump, xwing.partial.effect.25)'),
  effects: xwingEffects.optional().describe('dial- and movement-changing effects the ship has: catalog names such as "r4-astromech", or primitives (xwing.dial.effects)'),
  sideslip: z.array(z.enum(['bank', 'turn'])).max(2).optional().describe('templates a card lets the ship side-slip with, e.g. ["bank", "turn"] for Repulsorlift Stabilizers; plan lists them (xwing.maneuver.sideslip)'),
  docksWith: id.optional().describe('2.5: the id of the friendly carrier this ship can dock with instead of bumping it (xwing.partial.dock)'),
  initiative: z.number().int().min(0).max(8).optional().describe('pilot initiative (0-6; huge ships 7-8): who moves first when planning against the opponent (xwing.range.against.order)'),
  pilot: name.optional().describe('the pilot, as an XWS pilot id (e.g. "lukeskywalker"); the imports fill it'),
  energy: tokenCount().optional().describe('huge ships: active energy (default: the ship type\'s energy value); a red maneuver spends 1 instead of gaining stress (xwing.huge.energy)'),
});

export const xwingObstacle = z.union([
  z.strictObject({ id, type: name, pose }),
  z.strictObject({ id, type: name, polygon }),
]);

export const placement = z.enum(['front', 'middle', 'back']);

export const xwingManeuver = z.strictObject({
  ship: id,
  dial: dialCode,
  placement: placement.optional(),
  use: effectUses.optional().describe('choices for the ship\'s effects: the maneuver a substitution gives, the direction of a move before the dial, the template of a template effect (xwing.dial.set, xwing.maneuver.pre-move, xwing.maneuver.template)'),
  sideslip: z.boolean().optional().describe('execute the bank or turn as a side-slip (a left side-slip travels to the right; xwing.maneuver.sideslip)'),
  deploy: z.enum(['front', 'rear', 'left', 'right']).optional().describe('the ship is docked in its docksWith carrier and deploys with this maneuver from the carrier\'s front or rear guides (a huge carrier: also its left or right side); its own pose is ignored (xwing.maneuver.deploy, xwing.huge.deploy)'),
  emergency: z.boolean().optional().describe('with "deploy": its carrier is being destroyed, so an emergency deploy: 1 critical damage first, no action after, destroyed if it cannot be placed (xwing.maneuver.deploy.emergency)'),
  dock: z.boolean().optional().describe('2.5: after a partial execution onto its carrier (docksWith), dock instead of bumping (xwing.partial.dock)'),
  followUp: limitedArray(z.strictObject({
    move: z.enum(['boost', 'barrel-roll', 'cloak', 'slam', 'rotate', 'action']).describe('"action": an action that does not move the ship (focus, lock, ...), which a card\'s "after you perform an action" follows; "slam": a SLAM (xwing.move.slam, with "dial"); "rotate": a rotation in place a card allows (xwing.move.rotate, with "rotation")'),
    via: name.optional().describe('the source: "action bar" or the name of the ship\'s effect that grants it (default: any that does)'),
    direction: z.enum(['left', 'forward', 'right']).optional().describe('boost: left, forward (default) or right; barrel roll: left or right (default)'),
    placement: placement.optional().describe('barrel roll: front, middle or back (default: the middle when legal, else the first legal)'),
    bend: z.enum(['forward', 'backward']).optional().describe('bank-template barrel roll (xwing.bankroll)'),
    turn: z.boolean().optional().describe('boost left or right on the 1-turn template, where a card allows it (Daredevil, Kare Kun)'),
    faster: z.boolean().optional().describe('boost or barrel roll: with the template one speed higher a card allows (true) or the usual one (false); default either (xwing.move.template-speed)'),
    dial: dialCode.optional().describe('slam: the dial maneuver it executes, of the executed maneuver\'s speed (default: the first legal)'),
    rotation: z.union([z.literal(90), z.literal(180), z.literal(270)]).optional().describe('rotate: degrees clockwise (90 right, 270 left, 180)'),
  }), 'list').max(2).optional().describe('then, from where the maneuver ended, these one or two repositions (xwing.move.follow-up): the outcome\'s "followUp" says where they end and whether the rules allow them'),
  placements: limitedArray(z.strictObject({
    ship: id,
    pose: pose.describe('where its owner places it: in the huge ship\'s full rear arc at range 0-1'),
    rotate: z.enum(['left', 'right']).optional().describe('a chosen opponent\'s 90-degree rotation after it is placed'),
  }), 'list').optional().describe('huge ships: where each standard ship the huge ship overlaps and sets aside is placed back (xwing.huge.overlap.standard); default: the legal spot nearest behind its rear edge'),
});

export const xwingAction = z.strictObject({
  ship: id,
  type: z.enum(['barrel-roll', 'boost', 'decloak', 'tractor']),
  direction: z.enum(['left', 'right', 'forward']).optional().describe('barrel roll: left/right; boost: left = 1-bank left, forward = 1-straight, right = 1-bank right'),
  placement: placement.optional(),
  move: z.enum(['barrel-roll', 'boost']).optional().describe('decloak or tractor: which move is made (default barrel-roll)'),
  bend: z.enum(['forward', 'backward']).optional().describe('bank-template barrel roll (Microthrusters): which way the bank 1 template curves (xwing.bankroll)'),
  via: name.optional().describe('boost or barrel roll: the ship\'s effect that grants it (a card\'s System Phase boost, "even while stressed", a red action): its difficulty and stress rules apply (xwing.move.follow-up.trigger)'),
  rotate: z.enum(['left', 'right']).optional().describe('tractor (2.5; 2.0 since the 2020 Rules Reference update): after an opponent moved the ship, its owner may rotate it 90 degrees and gain 1 stress (xwing.tractor.rotate)'),
});

export const xwingScenario = z.strictObject({
  game: z.literal('xwing'),
  rules: z.enum(['2.0', '2.5']).default('2.5'),
  playArea: playArea.optional(),
  ships: limitedArray(xwingShip, 'xwingShips'),
  obstacles: limitedArray(xwingObstacle, 'xwingObstacles').default([]),
  maneuver: xwingManeuver.optional(),
  action: xwingAction.optional(),
  firstPlayer: name.optional().describe('the owner who is first player: moves first on an initiative tie (xwing.range.against.order)'),
  effects: xwingEffects.optional().describe('effects for every ship, or for the ships an entry names in "ships" (xwing.dial.effects)'),
});

/**
 * `xwingScenario`'s answer for a scenario it accepts, without zod's bookkeeping (quick-parse.ts);
 * undefined for any other document, which zod then checks and refuses with its issues.
 */
export const quickXwingScenario: (document: unknown) => z.infer<typeof xwingScenario> | undefined = quickParser(xwingScenario) ?? (() => undefined);

export type XwingScenario = z.infer<typeof xwingScenario>;
export type XwingScenarioInput = z.input<typeof xwingScenario>;
