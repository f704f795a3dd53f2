/**
 * Squadron types and their speeds (`armada.squadron.speeds`). Every squadron has the same round
 * base (`armada.squadron.base`); the type only gives its speed. Facts from
 * Valadian/TabletopSimulatorIncludeDir `TTS_armada/src/defs/<faction>/squadrons.ttslua` (official set),
 * as cited by rule `armada.squadron.speeds`. Aces can differ from the generic squadron of the
 * same hull, so they are separate entries. Each name is also accepted with " Squadron" appended.
 */
import type { HintBudget } from '../../core/suggest.ts';
import { NameIndex } from '../../core/suggest.ts';

export interface SquadronRecord {
  readonly name: string;
  readonly speed: number;
}

const BY_SPEED: readonly (readonly [number, readonly string[]])[] = [
  [5, ['TIE Interceptor', 'TIE Defender', 'A-wing', 'IG-88', 'IG-88B', 'Droid Tri-fighter']],
  [4, ['TIE Fighter', 'TIE Bomber', 'TIE Advanced', 'TIE Phantom', 'JumpMaster 5000', 'Gauntlet', 'YT-2400', 'E-wing', 'Lancer', 'Delta-7', 'Vulture', 'Hyena', 'Belbullab-22']],
  [3, ['X-wing', 'Y-wing', 'Z-95', 'HWK-290', 'Scurrg', 'VCX-100', 'Firespray', 'Aggressor', 'Lambda', 'VT-49', 'V-19', 'Han Solo', 'Lando Calrissian', 'Bossk', 'Moralo Eval']],
  [2, ['B-wing', 'YT-1300', 'YV-666', 'ARC-170']],
];

export const SQUADRON_RECORDS: readonly SquadronRecord[] = BY_SPEED.flatMap(([speed, names]) => names.map((name) => ({ name, speed })));

const index = new NameIndex<SquadronRecord>(
  SQUADRON_RECORDS.flatMap((record) => [
    [record.name, record] as const,
    [`${record.name} Squadron`, record] as const,
  ]),
);

export type SquadronLookup = { readonly ok: true; readonly record: SquadronRecord } | { readonly ok: false; readonly message: string };

export function findSquadron(name: string, budget?: HintBudget): SquadronLookup {
  const found = index.get(name);
  return found ? { ok: true, record: found } : { ok: false, message: index.unknownMessage('squadron type', name, budget) };
}
