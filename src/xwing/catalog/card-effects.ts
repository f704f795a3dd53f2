/**
 * Named card effects that change a ship's dial or its movement, each written in the effect
 * primitives of src/xwing/dial-effects.ts (xwing.dial.effects), so a new card is a new entry
 * here, not new code. Card texts are quoted from xwing-data2 (`xwingtmg/xwing-data2`, MIT,
 * (c) Guido Kessels; the file is named in `source`); where the 2.0 and the 2.5 (AMG errata of
 * May 2022, xwing-data2 commit 2e40471 "Errata and imperial ship points") texts differ, both are
 * given and each edition has its own primitives. `null` for an edition: the card does not exist
 * there (or its text there is not modelled), and the effect is refused under that edition.
 *
 * Not here: side-slips (the Active side of Repulsorlift Stabilizers, Keo Venzee, "Slider",
 * Sickening Maneuver, Captain Hark) are a ship's `sideslip` templates and a maneuver's
 * `"sideslip": true` (xwing.maneuver.sideslip, sideslip.ts). Not modelled (listed so a search
 * finds the reason): costs the engine does not track (Charge, Force, shields, damage), which the
 * player pays outside the scenario.
 */
import type { CardEffect, PrimitiveInput } from './card-effects-types.ts';
import type { RuleSet } from '../world.ts';
import { FOLLOW_UP_CARDS } from './follow-up-cards.ts';
import { CENSUS_CARDS } from './census-cards.ts';

export type { CardEffect, PrimitiveInput } from './card-effects-types.ts';

const both = (...primitives: PrimitiveInput[]): { readonly [R in RuleSet]: readonly PrimitiveInput[] } => ({ '2.0': primitives, '2.5': primitives });

const BASIC_LOW = { speeds: [1, 2], bearings: ['basic' as const] };

/**
 * Landing Struts and Grappling Struts (xwing-data2 `data/upgrades/configuration.json`): one card
 * text in two factions' printings, each with an Open and a Closed side; the catalog entries differ
 * only in the card's name.
 */
const STRUTS_OPEN = {
  type: 'upgrade', source: 'data/upgrades/configuration.json',
  text: 'You ignore obstacles at range 0. You cannot perform [Barrel Roll] actions. After you reveal your dial, if you reveal a maneuver other than a [2 [Straight]] and are at range 0 of an asteroid or debris cloud, skip your Execute Maneuver step and remove 1 stress token; if you revealed a right or left maneuver, rotate your ship 90° in that direction. After you execute a maneuver, flip this card.',
  // The 2.0 text: the same file before the 2.5 errata (guidokessels/xwing-data2 at commit 5531a00, 2021-05-17).
  text20: 'You ignore obstacles at range 0 and while you move through them. After you reveal your dial, if you reveal a maneuver other than a [2 [Straight]] and are at range 0 of an asteroid or debris cloud, skip your Execute Maneuver step and remove 1 stress token; if you revealed a right or left maneuver, rotate your ship 90° in that direction. After you execute a maneuver, flip this card.',
  assumes: 'the Open side is faceup',
  primitives: {
    '2.0': [{ kind: 'skip-execute', except: ['2FW'], near: ['asteroid', 'debris-cloud'], removeStress: 1, rotate: true }, { kind: 'ignore-obstacles', atStart: true, movedThrough: true }],
    '2.5': [
      { kind: 'skip-execute', except: ['2FW'], near: ['asteroid', 'debris-cloud'], removeStress: 1, rotate: true },
      { kind: 'ignore-obstacles', atStart: true, movedThrough: false },
      { kind: 'forbid-actions', actions: ['barrel-roll'] },
    ],
  },
} satisfies Omit<CardEffect, 'card'>;

const STRUTS_CLOSED = {
  type: 'upgrade', source: 'data/upgrades/configuration.json',
  text: 'Setup: Equip this side faceup. While you execute a maneuver, if you overlap an asteroid or debris cloud and there are 1 or fewer other friendly ships at range 0 of that obstacle, you may flip this card.',
  assumes: 'the Closed side is faceup and the player flips it whenever the card allows (its only effect on this move: the Open side then ignores the obstacle landed on, at range 0)',
  // FlyCasual (Sandrem/FlyCasual `Assets/Scripts/Model/Content/SecondEdition/Upgrades/Configuration/GrapplingStruts.cs`): the flip is offered when the move ends on an
  // asteroid or debris cloud with at most 1 other friendly ship on it, and the Open side then ignores the obstacles landed on.
  primitives: both({ kind: 'land', on: ['asteroid', 'debris-cloud'], maxOtherFriendly: 1 }),
} satisfies Omit<CardEffect, 'card'>;

export const CARD_EFFECTS = {
  // --- Difficulty changes by speed and bearing (xwing.difficulty.effects) ---
  'r4-astromech': {
    card: 'R4 Astromech', type: 'upgrade', source: 'data/upgrades/astromech.json',
    text: 'Decrease the difficulty of your speed 1-2 basic maneuvers ([Turn Left], [Bank Left], [Straight], [Bank Right], [Turn Right]).',
    xws: { upgrades: ['r4astromech'] },
    primitives: both({ kind: 'difficulty', match: BASIC_LOW, change: -1 }),
  },
  'nien-nunb': {
    card: 'Nien Nunb', type: 'upgrade', source: 'data/upgrades/crew.json',
    text: 'Decrease the difficulty of your bank maneuvers ([Bank Left] and [Bank Right]).',
    xws: { upgrades: ['niennunb'] },
    primitives: both({ kind: 'difficulty', match: { bearings: ['bank'] }, change: -1 }),
  },
  'l3-37': {
    card: 'L3-37 (pilot) / L3-37\'s Programming', type: 'pilot', source: 'data/pilots/scum-and-villainy/customized-yt-1300-light-freighter.json, data/upgrades/crew.json',
    text: 'If you are not shielded, decrease the difficulty of your bank ([Bank Left] and [Bank Right]) maneuvers.',
    assumes: 'the ship is not shielded',
    xws: { pilots: ['l337', 'l337-escapecraft'] },
    primitives: both({ kind: 'difficulty', match: { bearings: ['bank'] }, change: -1 }),
  },
  'maneuver-assist-mgk-300': {
    card: 'Maneuver-Assist MGK-300', type: 'upgrade', source: 'data/upgrades/configuration.json',
    text: 'Reduce the difficulty of your speed 3 straight ([Straight]) and bank ([Bank Left] or [Bank Right]) maneuvers.',
    xws: { upgrades: ['maneuverassistmgk300'] },
    primitives: both({ kind: 'difficulty', match: { speeds: [3], bearings: ['straight', 'bank'] }, change: -1 }),
  },
  'tie-defender-elite': {
    card: 'TIE Defender Elite', type: 'upgrade', source: 'data/upgrades/configuration.json',
    text: 'Decrease the difficulty of your turn [[Turn Left] or [Turn Right]] maneuvers. Increase the difficulty of your Koiogran Turn [[Koiogran Turn]] maneuvers.',
    xws: { upgrades: ['tiedefenderelite'] },
    primitives: both({ kind: 'difficulty', match: { bearings: ['turn'] }, change: -1 }, { kind: 'difficulty', match: { bearings: ['koiogran'] }, change: 1 }),
  },
  'modified-for-organics': {
    card: 'Modified for Organics', type: 'ship ability', source: 'data/pilots/separatist-alliance/vulture-class-droid-fighter.json, data/pilots/separatist-alliance/droid-tri-fighter.json',
    text: 'Reduce the difficulty of your speed 2 and 3 bank [[Bank Left] or [Bank Right]] maneuvers. Increase the difficulty of your speed 3 turn [[Turn Left] or [Turn Right]] maneuvers.',
    // Only these two pilots carry it (xwing-data2 shipAbility); every other Vulture and tri-fighter pilot has Networked Calculations.
    xws: { pilots: ['kelrodoaiholdout', 'volandas'] },
    primitives: both({ kind: 'difficulty', match: { speeds: [2, 3], bearings: ['bank'] }, change: -1 }, { kind: 'difficulty', match: { speeds: [3], bearings: ['turn'] }, change: 1 }),
  },
  'broken-horn': {
    card: 'Broken Horn', type: 'upgrade', source: 'data/upgrades/title.json',
    text: 'If you are damaged, reduce the difficulty of your speed 3-5 maneuvers.',
    assumes: 'the ship is damaged',
    xws: { upgrades: ['brokenhorn'] },
    primitives: both({ kind: 'difficulty', match: { speeds: [3, 4, 5] }, change: -1 }),
  },
  'repulsorlift-stabilizers': {
    card: 'Repulsorlift Stabilizers (Inactive)', type: 'upgrade', source: 'data/upgrades/configuration.json',
    text: 'Setup: Equip this side faceup. Reduce the difficulty of your straight ([Straight]) maneuvers. After you fully execute a maneuver, you may flip this card.',
    assumes: 'the Inactive side is faceup (the Active side makes banks and turns side-slips: the ship\'s "sideslip" field)',
    xws: { upgrades: ['repulsorliftstabilizers'] },
    primitives: both({ kind: 'difficulty', match: { bearings: ['straight'] }, change: -1 }),
  },
  'damaged-engine': {
    card: 'Damaged Engine', type: 'damage card', source: 'data/damage-decks/core.json',
    text: 'Increase the difficulty of you turn maneuvers ([Turn Left] and [Turn Right]).',
    primitives: both({ kind: 'difficulty', match: { bearings: ['turn'] }, change: 1 }),
  },
  'ello-asty': {
    card: 'Ello Asty', type: 'pilot', source: 'data/pilots/resistance/t-70-x-wing.json',
    text: 'After you reveal a red Tallon Roll [[Tallon Roll Left] or [Tallon Roll Right]] maneuver, if you have 2 or fewer stress tokens, treat that maneuver as white.',
    xws: { pilots: ['elloasty'] },
    primitives: both({ kind: 'difficulty', match: { bearings: ['tallon'], difficulties: ['red'] }, treatAs: 'white', maxStress: 2 }),
  },
  'jedi-commander': {
    card: 'Jedi Commander', type: 'upgrade', source: 'data/upgrades/command.json',
    text: 'While your wingmates execute purple maneuvers, they treat those maneuvers as red, instead.',
    assumes: 'the ship is a wingmate of the Jedi Commander',
    primitives: both({ kind: 'difficulty', match: { difficulties: ['purple'] }, treatAs: 'red' }),
  },
  'leia-organa': {
    card: 'Leia Organa (Rebel crew)', type: 'upgrade', source: 'data/upgrades/crew.json (xws leiaorgana)',
    text: 'At the start of the Activation Phase, you may spend 3 [Charge]. During this phase, each friendly ship reduces the difficulty of its red maneuvers.',
    assumes: 'the Charges are spent this round (a scenario effect for every friendly ship, or the ones it names)',
    primitives: both({ kind: 'difficulty', match: { difficulties: ['red'] }, change: -1 }),
  },
  'leia-organa-resistance': {
    card: 'Leia Organa (Resistance crew)', type: 'upgrade', source: 'data/upgrades/crew.json (xws leiaorgana-resistance)',
    text: 'After a friendly ship reveals a non-[0 [Stationary]] maneuver, you may spend 1 [Force]. If you do, the chosen ship reduces the difficulty of that maneuver.',
    // xwing-data2 commit 88b5747 (2022-02-28) added "non-stationary"; the earlier text is taken as the 2.0 one.
    text20: 'After a friendly ship reveals its dial, you may spend 1 [Force]. If you do, the chosen ship reduces the difficulty of that maneuver.',
    assumes: 'Leia\'s player spends the Force for this ship (a scenario effect names the ship)',
    primitives: {
      '2.0': [{ kind: 'difficulty', change: -1 }],
      '2.5': [{ kind: 'difficulty', match: { exceptBearings: ['stationary'] }, change: -1 }],
    },
  },
  // --- Red maneuvers while stressed (xwing.stress.red-allowed) ---
  'pammich-nerro-goode': {
    card: 'Pammich Nerro Goode', type: 'pilot', source: 'data/pilots/resistance/resistance-transport.json',
    text: 'While you have 2 or fewer stress tokens, you may execute red maneuvers even while stressed.',
    xws: { pilots: ['pammichnerrogoode'] },
    primitives: both({ kind: 'red-while-stressed', maxStress: 2 }),
  },
  'reys-millennium-falcon': {
    card: 'Rey\'s Millennium Falcon', type: 'upgrade', source: 'data/upgrades/title.json',
    text: 'If you have 2 or fewer stress tokens, you can execute red Segnor\'s Loop [[Segnor\'s Loop Left] or [Segnor\'s Loop Right]] maneuvers and perform [Boost] and [Rotate Arc] actions even while stressed.',
    xws: { upgrades: ['reysmillenniumfalcon'] },
    primitives: both({ kind: 'red-while-stressed', match: { bearings: ['segnor'] }, maxStress: 2 }, { kind: 'actions-while-stressed', moves: ['boost'], maxStress: 2 }),
  },
  // --- Setting the dial to another maneuver after revealing it (xwing.dial.set) ---
  'r2-a6': {
    card: 'R2-A6', type: 'upgrade', source: 'data/upgrades/astromech.json',
    text: 'After you reveal your dial, you may set your dial to a maneuver of the same bearing of a speed 1 higher or lower.',
    xws: { upgrades: ['r2a6'] },
    primitives: both({ kind: 'substitute', source: 'dial', speedChange: [-1, 1], bearing: 'same' }),
  },
  'slave-i': {
    card: 'Slave I', type: 'upgrade', source: 'data/upgrades/title.json',
    text: 'After you reveal a turn ([Turn Left] or [Turn Right]) or bank ([Bank Left] or [Bank Right]) maneuver, you may set your dial to the maneuver of the same speed and bearing in the other direction.',
    xws: { upgrades: ['slavei'] },
    primitives: both({ kind: 'substitute', match: { bearings: ['bank', 'turn'] }, source: 'dial', bearing: 'mirror' }),
  },
  'hera-syndulla': {
    card: 'Hera Syndulla', type: 'pilot', source: 'data/pilots/rebel-alliance/attack-shuttle.json, data/pilots/rebel-alliance/vcx-100-light-freighter.json',
    text: 'After you reveal a red or blue maneuver, you may set your dial to another maneuver of the same difficulty.',
    xws: { pilots: ['herasyndulla', 'herasyndulla-vcx100lightfreighter'] },
    primitives: both({ kind: 'substitute', match: { difficulties: ['red', 'blue'] }, source: 'dial', speedChange: [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5], bearing: 'any', sameDifficulty: true }),
  },
  'saesee-tiin': {
    card: 'Saesee Tiin', type: 'pilot', source: 'data/pilots/galactic-republic/delta-7-aethersprite.json',
    text: 'After a friendly ship at range 0-2 reveals its dial, you may spend 1 [Force]. If you do, set its dial to another maneuver of the same speed and difficulty.',
    assumes: 'Saesee Tiin is at range 0-2 and spends the Force (a scenario effect names the ship)',
    primitives: both({ kind: 'substitute', source: 'dial', bearing: 'other', sameDifficulty: true }),
  },
  'captain-needa': {
    card: 'Captain Needa', type: 'upgrade', source: 'data/upgrades/command.json',
    text: 'After a friendly ship at range 0-4 reveals its dial, you may spend 1 [Charge]. If you do, it sets its dial to another maneuver of the same difficulty and speed.',
    assumes: 'the ship is at range 0-4 and a Charge is spent (a scenario effect names the ship)',
    primitives: both({ kind: 'substitute', source: 'dial', bearing: 'other', sameDifficulty: true }),
  },
  'strategic-commander': {
    card: 'Strategic Commander', type: 'upgrade', source: 'data/upgrades/command.json',
    text: 'After a friendly ship at range 0-4 reveals its dial, you may spend 1 [Charge]. If you do, it sets its dial to another maneuver of the same difficulty and speed.',
    assumes: 'the ship is at range 0-4 and a Charge is spent (a scenario effect names the ship)',
    primitives: both({ kind: 'substitute', source: 'dial', bearing: 'other', sameDifficulty: true }),
  },
  'kaydel-connix': {
    card: 'Kaydel Connix', type: 'upgrade', source: 'data/upgrades/crew.json',
    text: 'After you reveal your dial, you may set your dial to a basic maneuver of the next higher speed. While you execute that maneuver, increase its difficulty.',
    xws: { upgrades: ['kaydelconnix'] },
    primitives: both({ kind: 'substitute', source: 'dial', speedChange: [1], bearing: 'any', to: ['basic'], change: 1 }),
  },
  'seasoned-navigator': {
    card: 'Seasoned Navigator', type: 'upgrade', source: 'data/upgrades/crew.json',
    text: 'After you reveal your dial, you may set your dial to another non-red maneuver of the same speed. While you execute that maneuver, increase its difficulty.',
    xws: { upgrades: ['seasonednavigator'] },
    primitives: both({ kind: 'substitute', source: 'dial', bearing: 'other', target: { difficulties: ['white', 'blue'] }, change: 1 }),
  },
  // --- Executing another maneuver or template instead (xwing.maneuver.substitute) ---
  'ved-foslo': {
    card: 'Ved Foslo', type: 'pilot', source: 'data/pilots/galactic-empire/tie-advanced-x1.json',
    text: 'While you execute a maneuver, you may execute a maneuver of the same bearing and difficulty of a speed 1 higher or lower instead.',
    xws: { pilots: ['vedfoslo'] },
    primitives: both({ kind: 'substitute', source: 'template', speedChange: [-1, 1], bearing: 'same' }),
  },
  'admiral-ozzel': {
    card: 'Admiral Ozzel', type: 'upgrade', source: 'data/upgrades/command.json',
    text: 'While a friendly large or huge ship at range 0-3 executes a maneuver, it may suffer 1 [Hit] damage to execute a maneuver of the same bearing and difficulty of a speed 1 higher or lower instead.',
    assumes: 'the ship is a friendly large ship at range 0-3 of Admiral Ozzel and suffers the damage',
    primitives: both({ kind: 'substitute', source: 'template', speedChange: [-1, 1], bearing: 'same' }),
  },
  'countess-ryad': {
    card: 'Countess Ryad', type: 'pilot', source: 'data/pilots/galactic-empire/tie-d-defender.json',
    text: 'While you would execute a [Straight] maneuver, you may increase the difficulty of the maneuver. If you do, execute it as a [Koiogran Turn] maneuver instead.',
    xws: { pilots: ['countessryad'] },
    primitives: both({ kind: 'substitute', match: { bearings: ['straight'] }, source: 'template', bearing: 'any', to: ['koiogran'], change: 1 }),
  },
  'precision-ion-engines': {
    card: 'Precision Ion Engines', type: 'upgrade', source: 'data/upgrades/modification.json',
    text: 'Before you execute a speed 1-3 Koiogran Turn ([Koiogran Turn]) maneuver, you may spend 1 [Charge] to execute that maneuver as a Segnor\'s Loop ([Segnor\'s Loop Left] or [Segnor\'s Loop Right]) maneuver instead.',
    assumes: 'a Charge is spent',
    xws: { upgrades: ['precisionionengines'] },
    primitives: both({ kind: 'substitute', match: { speeds: [1, 2, 3], bearings: ['koiogran'] }, source: 'template', bearing: 'any', to: ['segnor'] }),
  },
  'inertial-dampeners': {
    card: 'Inertial Dampeners', type: 'upgrade', source: 'data/upgrades/illicit.json',
    text: 'Before you would execute a maneuver, you may spend 1 shield. If you do, execute a white [0 [Stationary]] instead of the maneuver you revealed, then gain 1 stress token.',
    assumes: 'a shield is spent',
    xws: { upgrades: ['inertialdampeners'] },
    primitives: both({ kind: 'substitute', source: 'template', maneuvers: ['0OW'], stress: 1 }),
  },
  // --- The maneuver on another template (xwing.maneuver.template) ---
  'ig-88d': {
    card: 'IG-88D', type: 'pilot', source: 'data/pilots/scum-and-villainy/aggressor-assault-fighter.json',
    // One text for both editions: the 2.0 card (FFG squad builder card 200, 2.0 points 62) and the 2.5 file (points and loadout) read the same.
    text: 'While you execute a Segnor\'s Loop ([Segnor\'s Loop Left] or [Segnor\'s Loop Right]) maneuver, you may use another template of the same speed instead: either the turn ([Turn Left] or [Turn Right]) of the same direction or the straight ([Straight]) template.',
    xws: { pilots: ['ig88d'] },
    // Still a Segnor's Loop: the 180-degree turn at the end on full execution (FlyCasual `SegnorsLoopUsingTurnTemplateMovement`,
    // RotationEndDegrees 180; TTS2 `MoveData.lua` code "t..s", "segnor looped (turn template)").
    primitives: both({ kind: 'template', match: { bearings: ['segnor'] }, templates: ['turn', 'straight'] }),
  },
  // --- Moves before the dial is revealed (xwing.maneuver.pre-move) ---
  'adaptive-ailerons': {
    card: 'Adaptive Ailerons', type: 'ship ability', source: 'data/pilots/galactic-empire/tie-sk-striker.json',
    text: 'Before you reveal your dial, if you are not stressed, you must boost.',
    text20: 'Before you reveal your dial, if you are not stressed, you must execute a white [1 [Bank Left]], [1 [Straight]], or [1 [Bank Right]] maneuver.',
    xws: { ships: ['tieskstriker'] },
    primitives: {
      '2.0': [{ kind: 'pre-move', move: 'maneuver', must: true }],
      '2.5': [{ kind: 'pre-move', move: 'boost', must: true }],
    },
  },
  duchess: {
    card: '"Duchess" with Adaptive Ailerons', type: 'pilot', source: 'data/pilots/galactic-empire/tie-sk-striker.json',
    text: 'You may choose not to use your Adaptive Ailerons. You may use your Adaptive Ailerons even while stressed.',
    assumes: 'listed instead of "adaptive-ailerons" (her ship ability as she may use it)',
    xws: { pilots: ['duchess'] },
    replaces: 'adaptive-ailerons',
    primitives: {
      '2.0': [{ kind: 'pre-move', move: 'maneuver', must: false, unlessStressed: false }],
      '2.5': [{ kind: 'pre-move', move: 'boost', must: false, unlessStressed: false }],
    },
  },
  'controlled-ailerons': {
    card: 'Controlled Ailerons (TIE Reaper)', type: 'ship ability', source: 'data/pilots/galactic-empire/tie-reaper.json',
    text: 'Before you reveal your dial, if you are not stressed, you may boost.',
    text20: 'Under 2.0 the TIE Reaper had Adaptive Ailerons (use "adaptive-ailerons").',
    xws: { ships: ['tiereaper'] },
    primitives: { '2.0': null, '2.5': [{ kind: 'pre-move', move: 'boost', must: false }] },
  },
  // --- Skipping the Execute Maneuver step (xwing.maneuver.skip); ignoring and landing on obstacles (xwing.obstacle.ignore, xwing.obstacle.land) ---
  'landing-struts': { card: 'Landing Struts (Open)', ...STRUTS_OPEN },
  'landing-struts-closed': { card: 'Landing Struts (Closed)', ...STRUTS_CLOSED },
  'grappling-struts': { card: 'Grappling Struts (Open)', ...STRUTS_OPEN },
  'grappling-struts-closed': { card: 'Grappling Struts (Closed)', ...STRUTS_CLOSED },
  // --- Follow-up repositions and stress exemptions (xwing.move.follow-up, follow-up-cards.ts) ---
  ...FOLLOW_UP_CARDS,
  ...CENSUS_CARDS,
} as const satisfies Readonly<Record<string, CardEffect>>;

export type CardEffectName = keyof typeof CARD_EFFECTS;

/**
 * The catalog effects an XWS pilot carries: its pilot id, its ship type's xws id (ship abilities)
 * and its upgrade ids, in catalog order; an effect another one `replaces` is dropped. `used` lists
 * the upgrade ids that gave an effect.
 */
export function effectsForXws(pilot: string, ship: string, upgrades: readonly string[], shipAbility?: string): { readonly effects: readonly CardEffectName[]; readonly used: readonly string[] } {
  const found: CardEffectName[] = [];
  const used = new Set<string>();
  for (const [name, card] of Object.entries(CARD_EFFECTS) as [CardEffectName, CardEffect][]) {
    const ids = card.xws;
    if (ids === undefined) continue;
    const byUpgrade = ids.upgrades?.filter((u) => upgrades.includes(u)) ?? [];
    // A ship ability listed by ship type is on the pilot's card only where the card prints it: with the card known, it decides.
    const byShip = ids.ships?.includes(ship) === true && (shipAbility === undefined || card.type !== 'ship ability' || card.card.replace(/\s*\(.*\)$/, '') === shipAbility);
    if (ids.pilots?.includes(pilot) || byShip || byUpgrade.length > 0) {
      found.push(name);
      for (const u of byUpgrade) used.add(u);
    }
  }
  const replaced = new Set(found.map((n) => (CARD_EFFECTS[n] as CardEffect).replaces).filter((r) => r !== undefined));
  return { effects: found.filter((n) => !replaced.has(n)), used: [...used] };
}
