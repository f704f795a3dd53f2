/**
 * Cards that place a ship or squadron outside a maneuver (`armada.effects.placement`): where the piece may be
 * put, as data read by `../placement.ts`. Each record says what is placed, what the distance is
 * measured from (the card's ship or a friendly ship, a squadron, an obstacle, an objective token,
 * the deployment zone), the distance band, and the card's extra conditions (unengaged, beyond
 * distance 1 of enemy squadrons, size class, keyword). No card has code of its own.
 *
 * Texts and clarifications are summarised from the Armada Wiki "Rules & Rulings" pages (repository
 * Polkadoty/armada-wiki, `public/rulings/upgrades.html`, `squadrons.html`, `objectives.html`,
 * `campaign.html`, ARC clarifications of 2025-07-11) and the Rules Reference 1.6 ("Setup",
 * "Squadron Keywords": scout). Facts only; no card text copied.
 */
import type { HintBudget } from '../../core/suggest.ts';
import { NameIndex } from '../../core/suggest.ts';
import type { ArmadaRuleId } from '../rules.ts';

export interface PlacementRecord {
  readonly id: string;
  readonly name: string;
  readonly card: string;
  readonly rule: ArmadaRuleId;
  readonly source: string;
  readonly summary: string;
  /** What is placed. */
  readonly piece: 'ship' | 'squadron' | 'either';
  /**
   * What the distance is measured from (`placement.from` names it; a token is `placement.token`):
   * a friendly ship (the card's own ship or another), a friendly squadron, an obstacle, an
   * objective token, or the player's deployment zone (`placement.edge`).
   */
  readonly from: 'friendly-ship' | 'friendly-squadron' | 'obstacle' | 'token' | 'deployment-zone';
  /** The distance band the piece must be within (0 with the deployment zone). */
  readonly within: number;
  /** The squadron is placed unengaged when any legal place allows it (Armada Wiki clarification). */
  readonly unengaged?: true;
  /** The squadron must be beyond this distance of every enemy squadron (scout). */
  readonly beyondEnemySquadrons?: number;
  /** A ship may be placed overlapping squadrons: the other player places them touching it (Hyperspace Assault). */
  readonly displacesSquadrons?: true;
  /** Ship size classes allowed. */
  readonly sizes?: readonly string[];
  /** A squadron keyword the placed squadron must have. */
  readonly keyword?: string;
}

const WIKI = 'Polkadoty/armada-wiki: public/rulings/';

export const PLACEMENT_RECORDS: readonly PlacementRecord[] = [
  { id: 'reserve-hangar-deck', name: 'Reserve Hangar Deck', card: 'offensive retrofit', rule: 'armada.effects.reserve-hangar-deck', source: `${WIKI}upgrades.html#reserve-hangar-deck-offensive-retro`, summary: 'a destroyed friendly non-unique swarm squadron at distance 1-5 comes back with 2 hull, placed unengaged (if possible) at distance 1 of the ship, activated', piece: 'squadron', from: 'friendly-ship', within: 1, unengaged: true, keyword: 'swarm' },
  { id: 'callous-tactician', name: 'Callous Tactician - Leader', card: 'leader', rule: 'armada.effects.callous-tactician', source: `${WIKI}upgrades.html#callous-tactician-leader-leader`, summary: 'a destroyed friendly non-unique swarm squadron comes back with 2 hull, placed unengaged at distance 1-2 of the ship, activated', piece: 'squadron', from: 'friendly-ship', within: 2, unengaged: true, keyword: 'swarm' },
  { id: 'hondo-ohnaka', name: 'Hondo Ohnaka', card: 'squadron', rule: 'armada.effects.hondo-ohnaka', source: `${WIKI}squadrons.html#hondo-ohnaka-squadron`, summary: 'instead of attacking, a squadron at distance 1 of him is toggled to activated; if it already was, it may be placed anywhere at distance 1 of him', piece: 'squadron', from: 'friendly-squadron', within: 1 },
  { id: 'rapid-launch-bays', name: 'Rapid Launch Bays', card: 'offensive retrofit', rule: 'armada.effects.rapid-launch-bays', source: `${WIKI}upgrades.html#rapid-launch-bays-offensive-retro`, summary: 'when the ship reveals a command and discards the card, the squadrons set aside with it are placed within distance 1-2 of it (they cannot move that activation)', piece: 'squadron', from: 'friendly-ship', within: 2 },
  { id: 'invisible-hand', name: 'Invisible Hand', card: 'title', rule: 'armada.effects.invisible-hand', source: `${WIKI}upgrades.html#invisible-hand-title`, summary: 'with a Squadron command, swarm squadrons set aside with it are placed within distance 1-3 of it (they cannot move that activation)', piece: 'squadron', from: 'friendly-ship', within: 3, keyword: 'swarm' },
  { id: 'scout', name: 'Scout (keyword)', card: 'squadron keyword', rule: 'armada.effects.scout', source: 'the-isb-api squadrons.json abilities; RRG 1.6 "Squadron Keywords"', summary: 'deployed at distance 1-3 of a friendly ship and beyond distance 1 of enemy squadrons', piece: 'squadron', from: 'friendly-ship', within: 3, beyondEnemySquadrons: 1 },
  { id: 'hyperspace-rings', name: 'Hyperspace Rings', card: 'offensive retrofit', rule: 'armada.effects.scout', source: `${WIKI}upgrades.html#hyperspace-rings-offensive-retro`, summary: 'friendly non-rogue squadrons gain scout before deployment: deployed at distance 1-3 of a friendly ship, beyond distance 1 of enemy squadrons', piece: 'squadron', from: 'friendly-ship', within: 3, beyondEnemySquadrons: 1 },
  { id: 'hired-scum', name: 'Hired Scum (campaign)', card: 'campaign objective', rule: 'armada.effects.hired-scum', source: `${WIKI}campaign.html#hired-scum-objective`, summary: 'at the start of a round after the first, up to 2 set-aside scum squadrons deploy at distance 1 of an obstacle with an objective token', piece: 'squadron', from: 'obstacle', within: 1 },
  { id: 'prototype-recovery', name: 'Prototype Recovery (campaign)', card: 'campaign objective', rule: 'armada.effects.prototype-recovery', source: `${WIKI}campaign.html#prototype-recovery-objective`, summary: 'the prototype squadron deploys at distance 1 of the objective token', piece: 'squadron', from: 'token', within: 1 },
  { id: 'recruit-allies', name: 'Recruit Allies (campaign)', card: 'campaign objective', rule: 'armada.effects.recruit-allies', source: `${WIKI}campaign.html#recruit-allies-objective`, summary: 'at the end of round 3 the allies (ships or squadrons) deploy at distance 1 of the objective token', piece: 'either', from: 'token', within: 1 },
  { id: 'admiral-raddus', name: 'Admiral Raddus', card: 'commander', rule: 'armada.effects.admiral-raddus', source: `${WIKI}upgrades.html#admiral-raddus-commander`, summary: 'at the start of a round the set-aside ship deploys at distance 1 of a friendly ship, overlapping anything but ships and squadrons', piece: 'ship', from: 'friendly-ship', within: 1 },
  { id: 'profundity', name: 'Profundity', card: 'title', rule: 'armada.effects.profundity', source: `${WIKI}upgrades.html#profundity-title`, summary: 'at the start of a round the set-aside small ship (command 1) deploys at distance 1 of Profundity', piece: 'ship', from: 'friendly-ship', within: 1, sizes: ['small'] },
  { id: 'hyperspace-assault', name: 'Hyperspace Assault', card: 'objective (defense)', rule: 'armada.effects.hyperspace-assault', source: `${WIKI}objectives.html#hyperspace-assault-objective`, summary: 'at the start of a round after the first, the second player\'s set-aside small or medium ship and up to 3 squadrons deploy at distance 1 of one objective token; the ship may overlap squadrons, which the first player places as after an overlap', piece: 'either', from: 'token', within: 1, displacesSquadrons: true, sizes: ['small', 'medium'] },
  { id: 'corvus', name: 'Corvus', card: 'title', rule: 'armada.effects.corvus', source: `${WIKI}upgrades.html#corvus-title`, summary: 'after deploying fleets the ship may be redeployed within its deployment zone, with a new speed', piece: 'ship', from: 'deployment-zone', within: 0 },
];

const index = new NameIndex<PlacementRecord>(PLACEMENT_RECORDS.flatMap((r) => [[r.id, r] as const, [r.name, r] as const]));

export type PlacementLookup = { readonly ok: true; readonly record: PlacementRecord } | { readonly ok: false; readonly message: string };

export function findPlacement(id: string, budget?: HintBudget): PlacementLookup {
  const found = index.get(id.trim().replace(/[\s_]+/g, '-'));
  return found ? { ok: true, record: found } : { ok: false, message: index.unknownMessage('placement card', id, budget) };
}
