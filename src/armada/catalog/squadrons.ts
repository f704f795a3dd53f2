/**
 * Squadron types and their speeds (`armada.squadron.speeds`) and keywords. Every squadron has the
 * same round base (`armada.squadron.base`); the type gives its speed and keywords. Facts from
 * the current card pool in Polkadoty/the-isb-api (`squadron-data.ts`, generated), cross-checked
 * against Valadian/TabletopSimulatorIncludeDir `TTS_armada/src/defs/<faction>/squadrons.ttslua`
 * (the speeds cited by rule `armada.squadron.speeds`).
 *
 * `SQUADRON_RECORDS` are the generic squadrons and the few aces the catalog listed first (the
 * catalog's published list, in speed order); `ACE_RECORDS` are the other cards: every ace, each a
 * type of its own since an ace can differ from the generic squadron of the same hull (IG-88 is
 * faster than the Aggressor). Each name is also accepted with " Squadron" appended. An ace name
 * printed on two squadrons (Darth Vader, Anakin Skywalker, Hera Syndulla) is accepted only with
 * its type: `Darth Vader (TIE Defender)`.
 */
import type { HintBudget } from '../../core/suggest.ts';
import { NameIndex } from '../../core/suggest.ts';
import { SQUADRON_CARDS } from './squadron-data.ts';
import type { SquadronCard } from './squadron-data.ts';

export type { SquadronCard } from './squadron-data.ts';

export interface SquadronRecord {
  readonly name: string;
  readonly speed: number;
  /** Keywords printed on the card (`swarm`, `bomber`, `escort`, ...; `ai` for AI: Battery and AI: Anti-Squadron). */
  readonly keywords: readonly string[];
  readonly faction: string;
  /** The card this record stands for (printed name, ace, generic type). */
  readonly card: SquadronCard;
}

/** The catalog's published list of squadron names, by speed (the order of `shipmove catalog`). */
const LISTED: readonly string[] = [
  'TIE Interceptor', 'TIE Defender', 'A-wing', 'IG-88', 'IG-88B', 'Droid Tri-fighter',
  'TIE Fighter', 'TIE Bomber', 'TIE Advanced', 'TIE Phantom', 'JumpMaster 5000', 'Gauntlet', 'YT-2400', 'E-wing', 'Lancer', 'Delta-7', 'Vulture', 'Hyena', 'Belbullab-22',
  'X-wing', 'Y-wing', 'Z-95', 'HWK-290', 'Scurrg', 'VCX-100', 'Firespray', 'Aggressor', 'Lambda', 'VT-49', 'V-19', 'Han Solo', 'Lando Calrissian', 'Bossk', 'Moralo Eval',
  'B-wing', 'YT-1300', 'YV-666', 'ARC-170',
];

function record(card: SquadronCard): SquadronRecord {
  return { name: card.name, speed: card.speed, keywords: card.keywords, faction: card.faction, card };
}

const byName = new Map(SQUADRON_CARDS.map((c) => [c.name, c] as const));

export const SQUADRON_RECORDS: readonly SquadronRecord[] = LISTED.map((name) => {
  const card = byName.get(name);
  if (card === undefined) throw new Error(`squadron catalog: ${name} has no card`);
  return record(card);
});

const listed = new Set(LISTED);
export const ACE_RECORDS: readonly SquadronRecord[] = SQUADRON_CARDS.filter((c) => !listed.has(c.name)).map(record);

/** Every squadron the catalog knows: the listed ones, then the other cards. */
export const ALL_SQUADRON_RECORDS: readonly SquadronRecord[] = [...SQUADRON_RECORDS, ...ACE_RECORDS];

/** An ace name printed on squadrons of two types -> the qualified names. */
const SHARED_ACE_NAMES: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const r of ALL_SQUADRON_RECORDS) {
    const ace = r.card.ace;
    if (ace !== undefined && r.name !== ace) out.set(ace.toLowerCase(), [...(out.get(ace.toLowerCase()) ?? []), r.name]);
  }
  return out;
})();

const index = new NameIndex<SquadronRecord | 'ambiguous'>([
  ...ALL_SQUADRON_RECORDS.flatMap((r) => [[r.name, r] as const, [`${r.name} Squadron`, r] as const]),
  ...[...SHARED_ACE_NAMES.keys()].map((ace) => [ace, 'ambiguous'] as const),
]);

export type SquadronLookup = { readonly ok: true; readonly record: SquadronRecord } | { readonly ok: false; readonly message: string };

export function findSquadron(name: string, budget?: HintBudget): SquadronLookup {
  const found = index.get(name);
  if (found === 'ambiguous') {
    const choices = SHARED_ACE_NAMES.get(name.trim().toLowerCase().replace(/\s+/g, ' ')) ?? [];
    return { ok: false, message: `squadron ${JSON.stringify(name)} is an ace of ${choices.length} squadron types; name one of ${choices.map((c) => JSON.stringify(c)).join(', ')}` };
  }
  return found ? { ok: true, record: found } : { ok: false, message: index.unknownMessage('squadron type', name, budget) };
}

/** The qualified names of an ace printed on two squadron types (`Darth Vader` -> both), or none. */
export function sharedAceNames(ace: string): readonly string[] {
  return SHARED_ACE_NAMES.get(ace.trim().toLowerCase()) ?? [];
}
