/**
 * Named effects that change movement (`armada.effects.hooks`): each card, damage card or
 * obstacle rule that changes speed, yaw or the number of maneuvers, or moves an obstacle, written
 * as data in a small vocabulary of primitives. The engine reads the primitives (`../effects.ts`,
 * `../extra-maneuver.ts`, `../obstacle-move.ts`); no card has code of its own.
 *
 * Ids are the kebab-case of the printed names. Texts are summarised from the current card texts
 * with errata on the Armada Wiki "Rules & Rulings" pages (repository Polkadoty/armada-wiki,
 * `public/rulings/upgrades/<card type>.html#<anchor>` and `public/rulings/damage-cards.html`);
 * obstacle and token movement from the Rules Reference Guide 1.6 ("Obstacles", "Obstacle and Token
 * Movement", FAQ "Grav Shift Reroute", "G-8 Experimental Projector", transcribed in
 * tantive4/AlphArmada `armada_game/rules/Rule Reference 1.6.md`). Facts only; no card text copied.
 */
import type { HintBudget } from '../../core/suggest.ts';
import { NameIndex } from '../../core/suggest.ts';
import type { ArmadaRuleId } from '../rules.ts';

/**
 * The vocabulary. Speeds and yaw values never leave 0..the chart's top speed and -..II
 * (`armada.speed.range`, `armada.yaw.max`): every primitive is clamped where it is applied.
 */
export type EffectPrimitive =
  /** Before the maneuver, the speed dial turns by `change` (either way when 'either'), never below `min` (`armada.effects.dial`). */
  | { readonly kind: 'dial-change'; readonly change: 'either' | -1; readonly min: number }
  /** The speed dial is set to `to` (at deployment, `armada.effects.dial`). */
  | { readonly kind: 'dial-set'; readonly to: number }
  /** Determine Course reads the dial lowered by `by`, never below 0, for this maneuver only (`armada.speed.temporary`). */
  | { readonly kind: 'temporary-speed'; readonly by: number }
  /** In Determine Course the owner may change speed by up to `upTo`, like a Navigate command (`armada.effects.speed`). */
  | { readonly kind: 'speed-change'; readonly upTo: number }
  /** One yaw value of this maneuver +1: any joint the owner picks, or the last joint of the current speed (`armada.effects.yaw`). */
  | { readonly kind: 'yaw-raise'; readonly joint: 'any' | 'last' }
  /** The first yaw value becomes II (`armada.effects.yaw`); `atSpeed` limits it to one speed. */
  | { readonly kind: 'yaw-first-two'; readonly atSpeed?: number }
  /** Every "-" yaw value becomes "I" (`armada.effects.yaw`). */
  | { readonly kind: 'yaw-dashes-to-one' }
  /** The last yaw value above "-" at the current speed -1 (`armada.effects.yaw`). */
  | { readonly kind: 'yaw-lower-last' }
  /** The owner picks one of the options (`armada.effects.hooks`). */
  | { readonly kind: 'one-of'; readonly options: readonly EffectPrimitive[] }
  /** Once, one speed change the ship would make (Navigate or another effect) becomes a yaw raise on any joint instead. */
  | { readonly kind: 'speed-for-yaw' }
  /**
   * After the maneuver, another maneuver at `speed`: the chart's yaw for that speed, or straight
   * (`armada.effects.extra-maneuver`); `ignoresRift` when a gravity rift does not slow it (Rift Ambush).
   */
  | { readonly kind: 'extra-maneuver'; readonly speed: number; readonly yaw: 'chart' | 'straight'; readonly ignoresRift?: true }
  /** The revealed command (or a token gained) is a Navigate: the ship resolves it as the Navigate dial or token (`armada.course.navigate`). */
  | { readonly kind: 'navigate-grant'; readonly as: 'dial' | 'token' }
  /** Before the maneuver the speed dial is set to the source ship's speed (`armada.effects.dial`). */
  | { readonly kind: 'dial-match-source' }
  /** One yaw value of this maneuver may be II (`armada.effects.yaw`). */
  | { readonly kind: 'yaw-one-two' }
  /** A 0-speed maneuver may click the last joint up to `value` (`armada.speed0.yaw`). */
  | { readonly kind: 'speed-zero-yaw'; readonly value: number }
  /** An obstacle moves so that no part of it is beyond distance `within` of where it was (`armada.obstacle.move`). */
  | { readonly kind: 'move-obstacle'; readonly within: number }
  /**
   * Obstacles the ship overlaps at its final position have no effect on it: only those of `types`
   * when given, every one otherwise (all at once: `armada.effects.obstacle-exception`).
   */
  | { readonly kind: 'obstacle-no-effect'; readonly types?: readonly string[] }
  /**
   * Overlap damage changed (`armada.effects.overlap-damage`), read after the move from the card's
   * ship: `self-extra` 1 more facedown card to that ship when it overlaps a ship and 1 more for each
   * obstacle it overlaps (Damaged Controls); `both-extra` when an enemy overlaps it, 1 more facedown
   * card to each of the two (Amity); `fewer-vs-smaller` 1 fewer overlap card to it when it overlaps
   * or is overlapped by a smaller size class (Hardened Bulkheads); `faceup-when-overlapped` the
   * enemy that overlaps it takes its card faceup (Eclipse); `faceup-when-overlapping` the enemy it
   * overlaps takes its card faceup (Garel's Honor).
   */
  | { readonly kind: 'overlap-damage'; readonly change: 'self-extra' | 'both-extra' | 'fewer-vs-smaller' | 'faceup-when-overlapped' | 'faceup-when-overlapping' };

/** What must hold for the effect to apply; checked where the scenario shows it (`armada.effects.condition`). */
export interface EffectCondition {
  /** A Navigate command was resolved this maneuver (dial or token), or a Navigate token was spent. */
  readonly navigate?: 'command' | 'token';
  /** No Navigate command this activation. */
  readonly noNavigate?: true;
  /** The ship is at distance 1-`n` of an obstacle. */
  readonly nearObstacle?: number;
  /** The ship is at distance 1-`n` of an enemy ship or an obstacle. */
  readonly nearEnemyOrObstacle?: number;
  /** The maneuver before did not overlap a ship (extra maneuvers). */
  readonly noShipOverlap?: true;
  /** The effect's source (an enemy ship, given as `source`) is at distance 1-`n` of the ship. */
  readonly sourceWithin?: number;
  /** The effect is the moving ship's opponent's: the `source`, when given, is an enemy. */
  readonly enemySource?: true;
  /** Only the second player's ships (objectives): checked against the scenario's `secondPlayer` when given. */
  readonly secondPlayer?: true;
  /** Only a ship of these size classes (Hardened Bulkheads: large). */
  readonly sizes?: readonly string[];
  /** The extra maneuver only when the first one ends at distance 1-`n` of a gravity rift (Rift Ambush). */
  readonly endsNearRift?: number;
}

export interface EffectRecord {
  readonly id: string;
  readonly name: string;
  /** Upgrade type, damage card, obstacle rule, ... */
  readonly card: string;
  readonly rule: ArmadaRuleId;
  /** Where the text comes from (repository: path#anchor). */
  readonly source: string;
  /** The effect on movement, in a sentence (summarised, not the card's wording). */
  readonly summary: string;
  readonly primitives: readonly EffectPrimitive[];
  readonly condition?: EffectCondition;
  /** What using it costs, said in the trace (e.g. Moff Jerjerrod's 1 damage). */
  readonly cost?: string;
}

const WIKI = 'Polkadoty/armada-wiki: public/rulings/';
const RRG = 'tantive4/AlphArmada: armada_game/rules/Rule Reference 1.6.md';

export const EFFECT_RECORDS: readonly EffectRecord[] = [
  // Speed changed before the maneuver (the dial turns; armada.effects.dial).
  { id: 'admiral-titus', name: 'Admiral Titus', card: 'officer', rule: 'armada.effects.admiral-titus', source: `${WIKI}upgrades/officer.html#admiral-titus-officer`, summary: 'at the start of the first round one enemy ship\'s speed changes by 1, either way', primitives: [{ kind: 'dial-change', change: 'either', min: 0 }], condition: { enemySource: true } },
  { id: 'admiral-konstantine', name: 'Admiral Konstantine', card: 'commander', rule: 'armada.effects.admiral-konstantine', source: `${WIKI}upgrades/commander.html#admiral-konstantine-commander`, summary: 'at the start of the Status Phase a chosen enemy ship\'s speed changes by 1 either way, to a minimum of 1 (or it discards a Navigate token)', primitives: [{ kind: 'dial-change', change: 'either', min: 1 }], condition: { enemySource: true } },
  { id: 'the-grand-inquisitor', name: 'The Grand Inquisitor', card: 'officer', rule: 'armada.effects.grand-inquisitor', source: `${WIKI}upgrades/officer.html#the-grand-inquisitor-officer`, summary: 'when an enemy ship at distance 1-5 changes its speed, this ship may change its own speed by 1', primitives: [{ kind: 'dial-change', change: 'either', min: 0 }] },
  { id: 'phylon-q7-tractor-beams', name: 'Phylon Q7 Tractor Beams', card: 'offensive retrofit', rule: 'armada.effects.phylon-q7-tractor-beams', source: `${WIKI}upgrades/offensive-retro.html#phylon-q7-tractor-beams-offensive-retro`, summary: 'an enemy ship of its size class or smaller at distance 1-5 spends a Navigate token or reduces its speed by 1, to a minimum of 1 (this effect is the reduction)', primitives: [{ kind: 'dial-change', change: -1, min: 1 }], condition: { sourceWithin: 5, enemySource: true } },
  { id: 'comm-noise', name: 'Comm Noise', card: 'damage card', rule: 'armada.effects.comm-noise', source: `${WIKI}damage-cards.html#comm-noise-damage`, summary: 'the opponent may reduce the ship\'s speed by 1 (or choose a new command on its top dial)', primitives: [{ kind: 'dial-change', change: -1, min: 0 }] },
  { id: 'g7x-grav-well-projector', name: 'G7-X Grav Well Projector', card: 'experimental retrofit', rule: 'armada.effects.g7x-grav-well-projector', source: `${WIKI}upgrades/experimental-retro.html#g7-x-grav-well-projector-experimental-retro`, summary: 'a ship deployed at distance 1-3 of a grav well token has its speed dial set to 0', primitives: [{ kind: 'dial-set', to: 0 }] },
  // Speed lowered for one maneuver (armada.speed.temporary).
  { id: 'g8-experimental-projector', name: 'G-8 Experimental Projector', card: 'experimental retrofit', rule: 'armada.effects.g8-experimental-projector', source: `${WIKI}upgrades/experimental-retro.html#g-8-experimental-projector-experimental-retro; ${RRG} (FAQ "G-8 Experimental Projector")`, summary: 'before an enemy ship at distance 1-5 determines its course, its speed is reduced by 1 until the end of the maneuver, to a minimum of 0; a Navigate change turns the dial first', primitives: [{ kind: 'temporary-speed', by: 1 }], condition: { sourceWithin: 5, enemySource: true } },
  // Speed changed in Determine Course (armada.effects.speed).
  { id: 'admiral-ozzel', name: 'Admiral Ozzel', card: 'commander', rule: 'armada.effects.admiral-ozzel', source: `${WIKI}upgrades/commander.html#admiral-ozzel-commander`, summary: 'each friendly ship may change its speed by 1 in Determine Course', primitives: [{ kind: 'speed-change', upTo: 1 }] },
  { id: 'entrapment-formation', name: 'Entrapment Formation!', card: 'fleet command', rule: 'armada.effects.entrapment-formation', source: `${WIKI}upgrades/fleet-command.html#entrapment-formation-fleet-command`, summary: 'this round each friendly ship may change its speed by 1 in Determine Course (not a Navigate command)', primitives: [{ kind: 'speed-change', upTo: 1 }] },
  { id: 'clone-captain-silver', name: 'Clone Captain Silver', card: 'officer', rule: 'armada.effects.clone-captain-silver', source: `${WIKI}upgrades/officer.html#clone-captain-silver-officer`, summary: 'without a Navigate command this activation, the speed may change by up to 3 (then no Navigate command this activation)', primitives: [{ kind: 'speed-change', upTo: 3 }], condition: { noNavigate: true } },
  { id: 'swift-return', name: 'Swift Return', card: 'title', rule: 'armada.effects.swift-return', source: `${WIKI}upgrades/title.html#swift-return-title`, summary: 'at distance 1-2 of an obstacle, change speed by 1 or raise one yaw value by 1', primitives: [{ kind: 'one-of', options: [{ kind: 'speed-change', upTo: 1 }, { kind: 'yaw-raise', joint: 'any' }] }], condition: { nearObstacle: 2 } },
  // Yaw (armada.effects.yaw).
  { id: 'nav-team', name: 'Nav Team', card: 'support team', rule: 'armada.effects.nav-team', source: `${WIKI}upgrades/support-team.html#nav-team-support-team`, summary: 'after spending a Navigate token, once this maneuver one speed change may instead raise one yaw value by 1', primitives: [{ kind: 'speed-for-yaw' }], condition: { navigate: 'token' } },
  { id: 'general-madine', name: 'General Madine', card: 'commander', rule: 'armada.effects.general-madine', source: `${WIKI}upgrades/commander.html#general-madine-commander`, summary: 'in the first maneuver of an activation, one yaw value may be raised by 1', primitives: [{ kind: 'yaw-raise', joint: 'any' }] },
  { id: 'take-evasive-action', name: 'Take Evasive Action!', card: 'fleet command', rule: 'armada.effects.take-evasive-action', source: `${WIKI}upgrades/fleet-command.html#take-evasive-action-fleet-command`, summary: 'this round each friendly ship may raise the last yaw value of its current speed by 1', primitives: [{ kind: 'yaw-raise', joint: 'last' }] },
  { id: 'admiral-coburn', name: 'Admiral Coburn', card: 'commander', rule: 'armada.effects.admiral-coburn', source: `${WIKI}upgrades/commander.html#admiral-coburn-commander`, summary: 'a friendly ship at distance 1-2 of an enemy ship or obstacle may turn each "-" yaw value into "I" for the maneuver', primitives: [{ kind: 'yaw-dashes-to-one' }], condition: { nearEnemyOrObstacle: 2 } },
  { id: 'moff-jerjerrod', name: 'Moff Jerjerrod', card: 'commander', rule: 'armada.effects.moff-jerjerrod', source: `${WIKI}upgrades/commander.html#moff-jerjerrod-commander`, summary: 'a friendly ship may suffer 1 damage to make the first yaw value of the maneuver II', primitives: [{ kind: 'yaw-first-two' }], cost: 'suffers 1 damage' },
  { id: 'harrow', name: 'Harrow', card: 'title', rule: 'armada.effects.harrow', source: `${WIKI}upgrades/title.html#harrow-title`, summary: 'in a speed-1 maneuver the first yaw value may be II', primitives: [{ kind: 'yaw-first-two', atSpeed: 1 }] },
  { id: 'thrust-control-malfunction', name: 'Thrust-Control Malfunction', card: 'damage card', rule: 'armada.effects.thrust-control-malfunction', source: `${WIKI}damage-cards.html#thrust-control-malfunction-damage`, summary: 'the yaw value of the last adjustable joint at the current speed is 1 lower (other effects may add it back)', primitives: [{ kind: 'yaw-lower-last' }] },
  { id: 'rakehell', name: 'Rakehell', card: 'title', rule: 'armada.effects.rakehell', source: `${WIKI}upgrades/title.html#rakehell-title`, summary: 'with a Navigate command, a 0-speed maneuver may click the speed-0 joint with a yaw value of "I"', primitives: [{ kind: 'speed-zero-yaw', value: 1 }], condition: { navigate: 'command' } },
  // Extra maneuvers (armada.effects.extra-maneuver).
  { id: 'engine-techs', name: 'Engine Techs', card: 'support team', rule: 'armada.effects.engine-techs', source: `${WIKI}upgrades/support-team.html#engine-techs-support-team`, summary: 'with a Navigate command, after a maneuver that overlapped no ship, a speed-1 maneuver with the usual speed-1 yaw (no Navigate during it)', primitives: [{ kind: 'extra-maneuver', speed: 1, yaw: 'chart' }], condition: { navigate: 'command', noShipOverlap: true } },
  { id: 'quantum-storm', name: 'Quantum Storm', card: 'title', rule: 'armada.effects.quantum-storm', source: `${WIKI}upgrades/title.html#quantum-storm-title`, summary: 'with a Navigate command, after the maneuver a speed-1 maneuver with yaw "-"', primitives: [{ kind: 'extra-maneuver', speed: 1, yaw: 'straight' }], condition: { navigate: 'command' } },
  { id: 'rift-ambush', name: 'Rift Ambush', card: 'objective (defense)', rule: 'armada.effects.rift-ambush', source: `${WIKI}objectives.html#rift-ambush-objective`, summary: 'once per activation, a ship that ends its maneuver at distance 1-2 of the gravity rift must execute a speed-1 maneuver with yaw "-", which the rift does not slow', primitives: [{ kind: 'extra-maneuver', speed: 1, yaw: 'straight', ignoresRift: true }], condition: { endsNearRift: 2 } },
  { id: 'rift-ambush-second-player', name: 'Rift Ambush (second player\'s ship)', card: 'objective (defense)', rule: 'armada.effects.rift-ambush', source: `${WIKI}objectives.html#rift-ambush-objective`, summary: 'as Rift Ambush; a ship of the second player may use its speed-1 yaw value', primitives: [{ kind: 'extra-maneuver', speed: 1, yaw: 'chart', ignoresRift: true }], condition: { endsNearRift: 2, secondPlayer: true } },
  // The command resolved as Navigate (armada.course.navigate).
  { id: 'clone-navigation-officer', name: 'Clone Navigation Officer', card: 'officer', rule: 'armada.effects.clone-navigation-officer', source: `${WIKI}upgrades.html#clone-navigation-officer-officer`, summary: 'a friendly ship gains a command token matching the revealed command: as a Navigate token it changes speed by 1', primitives: [{ kind: 'navigate-grant', as: 'token' }] },
  { id: 'navigation-officer', name: 'Navigation Officer', card: 'officer', rule: 'armada.effects.navigation-officer', source: `${WIKI}upgrades.html#navigation-officer-officer`, summary: 'the revealed command may be changed to Navigate: the ship resolves the Navigate dial', primitives: [{ kind: 'navigate-grant', as: 'dial' }] },
  { id: 'defense-liaison', name: 'Defense Liaison', card: 'officer', rule: 'armada.effects.defense-liaison', source: `${WIKI}upgrades.html#defense-liaison-officer`, summary: 'spending a command token, the revealed command may be changed to Navigate (or Repair): the ship resolves the Navigate dial', primitives: [{ kind: 'navigate-grant', as: 'dial' }], cost: 'spends 1 command token' },
  { id: 'magnite-crystal-tractor-beam-array', name: 'Magnite Crystal Tractor Beam Array', card: 'super weapon', rule: 'armada.effects.magnite-crystal-tractor-beam-array', source: `${WIKI}upgrades.html#magnite-crystal-tractor-beam-array-super-weapon`, summary: 'after its activation, an enemy ship at distance 1-5 has its speed set to the source ship\'s speed', primitives: [{ kind: 'dial-match-source' }], condition: { sourceWithin: 5, enemySource: true } },
  { id: 'seventh-fleet-navigator', name: 'Seventh Fleet Navigator', card: 'veteran', rule: 'armada.effects.seventh-fleet-navigator', source: `${WIKI}upgrades.html#seventh-fleet-navigator-veteran`, summary: 'in Determine Course, exhausting the card, one yaw value becomes II for the maneuver', primitives: [{ kind: 'yaw-one-two' }], cost: 'exhausts Seventh Fleet Navigator' },
  // Obstacle moves (armada.obstacle.move).
  { id: 'purrgil', name: 'Purrgil (end of round)', card: 'obstacle', rule: 'armada.obstacle.purrgil', source: `${RRG} ("Obstacles": Purrgil; FAQ "Purrgils")`, summary: 'at the end of each round each player, second player first, moves a different purrgil to within distance 1-2 of where it is (it may stay)', primitives: [{ kind: 'move-obstacle', within: 2 }] },
  { id: 'grav-shift-reroute', name: 'Grav Shift Reroute', card: 'experimental retrofit', rule: 'armada.obstacle.grav-shift-reroute', source: `${WIKI}upgrades/experimental-retro.html#grav-shift-reroute-experimental-retro; ${RRG} (FAQ "Grav Shift Reroute")`, summary: 'after deployment each obstacle at distance 1-3 of the grav shift token may move to within distance 1-2 of where it is; it may not end on tokens, obstacles or ships; squadrons under it are placed by the other player touching or overlapping it', primitives: [{ kind: 'move-obstacle', within: 2 }] },
  // Obstacle exceptions (armada.effects.obstacle-exception), read at the final position.
  { id: 'jaina-s-light', name: 'Jaina\'s Light', card: 'title', rule: 'armada.effects.jaina-s-light', source: `${WIKI}upgrades/title.html#jaina-s-light-title`, summary: 'the ship ignores the effects of obstacles it overlaps (also Damaged Controls\' card for overlapping one)', primitives: [{ kind: 'obstacle-no-effect' }] },
  { id: 'chart-officer', name: 'Chart Officer', card: 'officer', rule: 'armada.effects.chart-officer', source: `${WIKI}upgrades/officer.html#chart-officer-officer`, summary: 'after a maneuver that ends overlapping obstacles, the card may be discarded instead of resolving their effects (all of them; not Damaged Controls\' card)', primitives: [{ kind: 'obstacle-no-effect' }], cost: 'discards Chart Officer' },
  { id: 'asteroid-tactics', name: 'Asteroid Tactics', card: 'objective (defense)', rule: 'armada.effects.asteroid-tactics', source: `${WIKI}objectives.html#asteroid-tactics-objective`, summary: 'an asteroid field one of the second player\'s ships overlaps has no effect (the ship may recover or ready a defense token)', primitives: [{ kind: 'obstacle-no-effect', types: ['asteroid-field'] }], condition: { secondPlayer: true } },
  { id: 'dangerous-territory', name: 'Dangerous Territory', card: 'objective (navigation)', rule: 'armada.effects.dangerous-territory', source: `${WIKI}objectives.html#dangerous-territory-objective`, summary: 'an asteroid or debris field one of the second player\'s ships overlaps has no effect', primitives: [{ kind: 'obstacle-no-effect', types: ['asteroid-field', 'debris-field'] }], condition: { secondPlayer: true } },
  { id: 'asteroids', name: 'Asteroids (campaign)', card: 'campaign objective', rule: 'armada.effects.asteroids-campaign', source: `${WIKI}campaign.html#asteroids-objective`, summary: 'an asteroid field one of the second player\'s ships overlaps has no effect', primitives: [{ kind: 'obstacle-no-effect', types: ['asteroid-field'] }], condition: { secondPlayer: true } },
  // Overlap damage (armada.effects.overlap-damage), read from the moving ship's and the overlapped ship's cards.
  { id: 'damaged-controls', name: 'Damaged Controls', card: 'damage card', rule: 'armada.effects.damaged-controls', source: `${WIKI}damage-cards.html#damaged-controls-damage`, summary: 'when the ship overlaps a ship or an obstacle it is dealt 1 more facedown damage card (the ship\'s first, then this card\'s, then the obstacle\'s effect)', primitives: [{ kind: 'overlap-damage', change: 'self-extra' }] },
  { id: 'hardened-bulkheads', name: 'Hardened Bulkheads', card: 'offensive retrofit', rule: 'armada.effects.hardened-bulkheads', source: `${WIKI}upgrades/offensive-retro.html#hardened-bulkheads-offensive-retro`, summary: 'large ship only: overlapping, or overlapped by, a ship of a smaller size class deals it 1 fewer facedown damage card (not Amity\'s)', primitives: [{ kind: 'overlap-damage', change: 'fewer-vs-smaller' }], condition: { sizes: ['large'] } },
  { id: 'amity', name: 'Amity', card: 'title', rule: 'armada.effects.amity', source: `${WIKI}upgrades/title.html#amity-title`, summary: 'when an enemy ship overlaps it, its owner may deal 1 more facedown damage card to both ships', primitives: [{ kind: 'overlap-damage', change: 'both-extra' }] },
  { id: 'eclipse', name: 'Eclipse', card: 'title', rule: 'armada.effects.eclipse', source: `${WIKI}upgrades/title.html#eclipse-title`, summary: 'an enemy ship that overlaps it suffers a faceup damage card instead of a facedown one', primitives: [{ kind: 'overlap-damage', change: 'faceup-when-overlapped' }] },
  { id: 'garel-s-honor', name: 'Garel\'s Honor', card: 'title', rule: 'armada.effects.garel-s-honor', source: `${WIKI}upgrades/title.html#garel-s-honor-title`, summary: 'when it overlaps an enemy ship (its own maneuver only), that ship suffers a faceup damage card instead of a facedown one', primitives: [{ kind: 'overlap-damage', change: 'faceup-when-overlapping' }] },
  { id: 'ezra-bridger', name: 'Ezra Bridger', card: 'officer', rule: 'armada.obstacle.ezra-bridger', source: `${WIKI}upgrades/officer.html#ezra-bridger-officer`, summary: 'when the ship reveals a command, one obstacle at distance 1-2 of it moves to within distance 1-2 of where it is', primitives: [{ kind: 'move-obstacle', within: 2 }] },
  { id: 'doomed-station', name: 'Doomed Station', card: 'objective (navigation)', rule: 'armada.obstacle.doomed-station', source: `${WIKI}objectives.html#doomed-station-objective`, summary: 'each round, alternating, each player moves an obstacle (not the gravity rift) to within distance 1-2 toward the gravity rift; one that touches the rift is removed', primitives: [{ kind: 'move-obstacle', within: 2 }] },
  { id: 'infested-fields', name: 'Infested Fields', card: 'objective (navigation)', rule: 'armada.obstacle.infested-fields', source: `${WIKI}objectives.html#infested-fields-objective`, summary: 'after the start of the Squadron Phase each exogorth is removed and the obstacle it was touching moves to within distance 1-2', primitives: [{ kind: 'move-obstacle', within: 2 }] },
  { id: 'navigational-hazards', name: 'Navigational Hazards', card: 'objective (navigation)', rule: 'armada.obstacle.navigational-hazards', source: `${WIKI}objectives.html#navigational-hazards-objective`, summary: 'at the end of the round, alternating, each player moves an asteroid or debris field to within distance 1-2, not onto a ship, squadron or obstacle', primitives: [{ kind: 'move-obstacle', within: 2 }] },
  { id: 'hyperspace-migration', name: 'Hyperspace Migration', card: 'objective (navigation)', rule: 'armada.obstacle.hyperspace-migration', source: `${WIKI}objectives.html#hyperspace-migration-objective`, summary: 'a purrgil must move toward the objective token at the opposite 3\' edge; one that touches it is removed', primitives: [{ kind: 'move-obstacle', within: 2 }] },
];

/** Other spellings players use for the same card. */
const ALIASES: readonly (readonly [string, string])[] = [
  ['navigation-team', 'nav-team'],
  ['grand-inquisitor', 'the-grand-inquisitor'],
  ['g-8-experimental-projector', 'g8-experimental-projector'],
  ['g7-x-grav-well-projector', 'g7x-grav-well-projector'],
  ['jainas-light', 'jaina-s-light'],
  ['garels-honor', 'garel-s-honor'],
  ['magnite-crystal', 'magnite-crystal-tractor-beam-array'],
];

const index = new NameIndex<EffectRecord>([
  ...EFFECT_RECORDS.map((r) => [r.id, r] as const),
  ...ALIASES.map(([alias, id]) => [alias, EFFECT_RECORDS.find((r) => r.id === id)!] as const),
]);

export type EffectLookup = { readonly ok: true; readonly record: EffectRecord } | { readonly ok: false; readonly message: string };

/** The record of an effect id (case-insensitive, spaces as hyphens), or the message naming the closest ids. */
export function findEffect(id: string, budget?: HintBudget): EffectLookup {
  const found = index.get(id.trim().replace(/[\s_]+/g, '-'));
  return found ? { ok: true, record: found } : { ok: false, message: index.unknownMessage('effect', id, budget) };
}

/** Effect ids that change a ship's maneuver (everything but the obstacle moves). */
export function maneuverEffectIds(): string[] {
  return EFFECT_RECORDS.filter((r) => !r.primitives.some((p) => p.kind === 'move-obstacle')).map((r) => r.id);
}

/** Effect ids that move obstacles. */
export function obstacleMoveIds(): string[] {
  return EFFECT_RECORDS.filter((r) => r.primitives.some((p) => p.kind === 'move-obstacle')).map((r) => r.id);
}
