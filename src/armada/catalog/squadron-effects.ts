/**
 * Named effects that change a squadron's move (`armada.effects.squadron-speed`,
 * `armada.effects.squadron-card-move`): titles, officers, fleet commands and support teams written
 * as data in a few primitives, read by `../squadron-effects.ts`; no card has code of its own.
 *
 * Texts are summarised from the current card texts and clarifications of the Armada Wiki "Rules &
 * Rulings" pages (repository Polkadoty/armada-wiki, `public/rulings/upgrades/<card type>.html#<anchor>`,
 * clarifications dated ARC 2025-07-11); the FAQ answer that speed changes apply only to a squadron's
 * own move during its activation is RRG 1.6's ("Squadrons", transcribed in tantive4/AlphArmada
 * `armada_game/rules/Rule Reference 1.6.md`). Facts only; no card text copied.
 */
import type { HintBudget } from '../../core/suggest.ts';
import { NameIndex } from '../../core/suggest.ts';
import type { ArmadaRuleId } from '../rules.ts';

export type SquadronEffectPrimitive =
  /**
   * The squadron's speed +`by` for its own move this activation, never above `max` when one is
   * printed; only for squadrons with (or without) a keyword (`armada.effects.squadron-speed`).
   */
  | { readonly kind: 'speed-plus'; readonly by: number; readonly max?: number; readonly withKeyword?: string; readonly withoutKeyword?: string }
  /** The squadron may raise its speed to `to` (never lowers it); it then cannot attack this activation. */
  | { readonly kind: 'speed-raise-to'; readonly to: number }
  /** An engaged squadron may move anyway, with a printed speed of `speed` (the speed changes above still apply). */
  | { readonly kind: 'engaged-move'; readonly speed: number }
  /**
   * A move granted by a card, of up to distance `distance`, for an unengaged squadron; speed
   * changes do not apply (FAQ); `unengagedAtEnd` when it may not end engaged (`armada.effects.squadron-card-move`).
   */
  | {
    readonly kind: 'card-move';
    readonly distance: number;
    readonly unengagedAtEnd: boolean;
    /**
     * An engaged squadron: 'refused' (the default: the card moves unengaged squadrons only),
     * 'allowed' ("even if you are engaged": Kickback, Whisper) or 'rules' (the engagement rule
     * decides, grit and heavy included: Moralo Eval).
     */
    readonly engaged?: 'refused' | 'allowed' | 'rules';
  }
  /** Not prevented from moving while engaged, at its own speed (Tycho Celchu; Anakin Skywalker for a defense token). */
  | { readonly kind: 'ignore-engagement' }
  /**
   * The squadron gains keywords for this activation (`armada.effects.squadron-keywords`): only a
   * squadron with (or without) a keyword, or within distance 1 of a friendly squadron with one.
   */
  | { readonly kind: 'gain-keywords'; readonly keywords: readonly string[]; readonly withKeyword?: string; readonly withoutKeyword?: string; readonly nearFriendlyWith?: string }
  /**
   * From an enemy piece (`source`): while the squadron is at distance `within` of it, it is treated
   * as engaged by `count` more squadrons without heavy, even when nothing engages it (`armada.squadron.engaged`).
   */
  | { readonly kind: 'engaged-near-source'; readonly count: number; readonly within: number }
  /**
   * From an enemy piece (`source`): while the squadron is at distance `within` of it, its speed is
   * reduced by `by`, never below `min`, before other speed changes (`armada.effects.squadron-speed`).
   */
  | { readonly kind: 'slowed-near-source'; readonly by: number; readonly min: number; readonly within: number };

export interface SquadronEffectRecord {
  readonly id: string;
  readonly name: string;
  readonly card: string;
  readonly rule: ArmadaRuleId;
  readonly source: string;
  readonly summary: string;
  readonly primitive: SquadronEffectPrimitive;
  /** The kind of enemy piece the effect comes from, named by the use's `source`: a ship (a title) or a squadron (an ace). */
  readonly from?: 'ship' | 'squadron';
  /** What using it costs, said in the trace. */
  readonly cost?: string;
}

const WIKI = 'Polkadoty/armada-wiki: public/rulings/upgrades/';

export const SQUADRON_EFFECT_RECORDS: readonly SquadronEffectRecord[] = [
  { id: 'vector', name: 'Vector', card: 'title', rule: 'armada.effects.vector', source: `${WIKI}title.html#vector-title`, summary: 'with a Squadron command, each squadron without heavy it activates has speed +1, to a maximum of 5, for that activation', primitive: { kind: 'speed-plus', by: 1, max: 5, withoutKeyword: 'heavy' } },
  { id: 'corrupter', name: 'Corrupter', card: 'title', rule: 'armada.effects.corrupter', source: `${WIKI}title.html#corrupter-title`, summary: 'with a Squadron command, each squadron with bomber it activates has speed +1 for that activation', primitive: { kind: 'speed-plus', by: 1, withKeyword: 'bomber' } },
  { id: 'all-fighters-follow-me', name: 'All Fighters, Follow Me!', card: 'fleet-command', rule: 'armada.effects.all-fighters-follow-me', source: `${WIKI}fleet-command.html#all-fighters-follow-me-fleet-command`, summary: 'this round each squadron a friendly ship activates has speed +1, to a maximum of 5, for that activation (not in the Squadron Phase)', primitive: { kind: 'speed-plus', by: 1, max: 5 } },
  { id: 'independence', name: 'Independence', card: 'title', rule: 'armada.effects.independence', source: `${WIKI}title.html#independence-title`, summary: 'with a Squadron command, each squadron it activates may raise its speed to 4 for that activation, and then cannot attack', primitive: { kind: 'speed-raise-to', to: 4 } },
  { id: 'admiral-chiraneau', name: 'Admiral Chiraneau', card: 'officer', rule: 'armada.effects.admiral-chiraneau', source: 'Polkadoty/armada-wiki: public/rulings/upgrades/officer.html#admiral-chiraneau-officer', summary: 'with a Squadron command, squadrons it activates may move while engaged, with a printed speed of 2', primitive: { kind: 'engaged-move', speed: 2 } },
  { id: 'fighter-coordination-team', name: 'Fighter Coordination Team', card: 'support-team', rule: 'armada.effects.fighter-coordination-team', source: 'Polkadoty/armada-wiki: public/rulings/upgrades.html#fighter-coordination-team-support-team', summary: 'after the ship executes a maneuver, unengaged friendly squadrons at close-medium range may move up to distance 1', primitive: { kind: 'card-move', distance: 1, unengagedAtEnd: false } },
  { id: 'squall', name: 'Squall', card: 'title', rule: 'armada.effects.squall', source: `${WIKI}title.html#squall-title`, summary: 'when the ship activates, up to 3 unengaged friendly squadrons at close-medium range may move up to distance 2, and may not end engaged', primitive: { kind: 'card-move', distance: 2, unengagedAtEnd: true } },
  { id: 'instigator', name: 'Instigator', card: 'title', rule: 'armada.effects.instigator', source: `${WIKI}title.html#instigator-title`, summary: 'enemy squadrons at distance 1 of the ship are treated as engaged by 2 more squadrons, even when not engaged', primitive: { kind: 'engaged-near-source', count: 2, within: 1 }, from: 'ship' },
  // Moving while engaged (armada.effects.squadron-engaged-move).
  { id: 'tycho-celchu', name: 'Tycho Celchu', card: 'squadron', rule: 'armada.effects.tycho-celchu', source: 'Polkadoty/armada-wiki: public/rulings/squadrons.html#tycho-celchu-squadron', summary: 'he is not prevented from moving (or attacking ships) while engaged: his own move at his own speed', primitive: { kind: 'ignore-engagement' } },
  { id: 'anakin-skywalker', name: 'Anakin Skywalker (Y-wing)', card: 'squadron', rule: 'armada.effects.anakin-skywalker', source: 'Polkadoty/armada-wiki: public/rulings/squadrons.html#anakin-skywalker-squadron', summary: 'during his activation he may spend a defense token to ignore engagement until its end', primitive: { kind: 'ignore-engagement' }, cost: 'spends 1 defense token' },
  { id: 'kickback', name: 'Kickback', card: 'squadron', rule: 'armada.effects.kickback', source: 'Polkadoty/armada-wiki: public/rulings/squadrons.html#kickback-squadron', summary: 'after he performs an attack he may move up to distance 1, even if engaged', primitive: { kind: 'card-move', distance: 1, unengagedAtEnd: false, engaged: 'allowed' } },
  { id: 'whisper', name: 'Whisper', card: 'squadron', rule: 'armada.effects.whisper', source: 'Polkadoty/armada-wiki: public/rulings/squadrons.html#whisper-squadron', summary: 'after defending, if she spent a defense token, she may move up to distance 1 (not beyond), even if engaged', primitive: { kind: 'card-move', distance: 1, unengagedAtEnd: false, engaged: 'allowed' } },
  { id: 'moralo-eval', name: 'Moralo Eval', card: 'squadron', rule: 'armada.effects.moralo-eval', source: 'Polkadoty/armada-wiki: public/rulings/squadrons.html#moralo-eval-squadron, #moralo-eval-squadron-2', summary: 'when an objective token at distance 1-2 (not on an obstacle) moves or is removed, or (second printing) a raided enemy ship near him ends its activation, he may move up to distance 1 and attack as if activated; engagement applies as to any move (he has grit)', primitive: { kind: 'card-move', distance: 1, unengagedAtEnd: false, engaged: 'rules' } },
  // Keywords gained (armada.effects.squadron-keywords): grit changes whether it may move while engaged, cloak adds the cloak move, rogue is named.
  { id: 'anakin-skywalker-v-wing', name: 'Anakin Skywalker (Delta-7 / V-wing)', card: 'squadron', rule: 'armada.effects.anakin-skywalker', source: 'Polkadoty/armada-wiki: public/rulings/squadrons.html#anakin-skywalker-squadron-2', summary: 'when he activates he may suffer 1 damage to gain rogue and grit until the end of the activation', primitive: { kind: 'gain-keywords', keywords: ['rogue', 'grit'] }, cost: 'suffers 1 damage' },
  { id: 'hera-syndulla', name: 'Hera Syndulla', card: 'squadron or commander', rule: 'armada.effects.hera-syndulla', source: 'Polkadoty/armada-wiki: public/rulings/squadrons.html#hera-syndulla-squadron; upgrades.html#hera-syndulla-commander', summary: 'at the start of the Squadron Phase up to 2 friendly squadrons at distance 1-2 of her gain rogue until the end of the round', primitive: { kind: 'gain-keywords', keywords: ['rogue'] } },
  { id: 'plo-koon', name: 'Plo Koon', card: 'commander', rule: 'armada.effects.plo-koon', source: `${WIKI}commander.html#plo-koon-commander`, summary: 'friendly squadrons without adept gain grit while at distance 1 of a friendly squadron with adept', primitive: { kind: 'gain-keywords', keywords: ['grit'], withoutKeyword: 'adept', nearFriendlyWith: 'adept' } },
  { id: 'hot-landing', name: 'Hot Landing', card: 'fleet-command', rule: 'armada.effects.hot-landing', source: `${WIKI}fleet-command.html#hot-landing-fleet-command`, summary: 'at the start of the Squadron Phase friendly squadrons with adept gain grit until the end of the phase', primitive: { kind: 'gain-keywords', keywords: ['grit'], withKeyword: 'adept' } },
  { id: 'wedge-antilles', name: 'Wedge Antilles', card: 'officer', rule: 'armada.effects.wedge-antilles', source: `${WIKI}officer.html#wedge-antilles-officer`, summary: 'before the end of the Squadron Phase, for a Squadron token, up to 3 friendly non-unique squadrons without strategic at distance 1-5 gain cloak until the end of the round', primitive: { kind: 'gain-keywords', keywords: ['cloak'], withoutKeyword: 'strategic' } },
  { id: 'ketsu-onyo', name: 'Ketsu Onyo', card: 'squadron', rule: 'armada.effects.ketsu-onyo', source: 'Polkadoty/armada-wiki: public/rulings/squadrons.html#ketsu-onyo-squadron', summary: 'an enemy squadron at distance 1 of her has speed -2, to a minimum of 1, before other speed changes', primitive: { kind: 'slowed-near-source', by: 2, min: 1, within: 1 }, from: 'squadron' },
];

/** An effect named on a squadron's move, with the enemy piece it comes from when the record needs one. */
export interface SquadronEffectUse {
  readonly record: SquadronEffectRecord;
  readonly source?: string;
}

const index = new NameIndex<SquadronEffectRecord>(SQUADRON_EFFECT_RECORDS.flatMap((r) => [[r.id, r] as const, [r.name, r] as const]));

export type SquadronEffectLookup = { readonly ok: true; readonly record: SquadronEffectRecord } | { readonly ok: false; readonly message: string };

export function findSquadronEffect(id: string, budget?: HintBudget): SquadronEffectLookup {
  const found = index.get(id);
  return found ? { ok: true, record: found } : { ok: false, message: index.unknownMessage('squadron effect', id, budget) };
}
