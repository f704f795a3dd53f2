/**
 * Ship-type lookup (`armada.data.charts`, `armada.data.provenance`). Names are matched
 * case-insensitively. A few names are printed for more than one faction: where the movement
 * facts are the same the plain name picks the official entry; where they differ (Providence-class
 * Carrier) only the faction-qualified name `Name (Faction)` is accepted.
 */
import type { HintBudget } from '../../core/suggest.ts';
import { NameIndex } from '../../core/suggest.ts';
import { SHIP_RECORDS } from './ship-data.ts';
import type { ShipRecord } from './ship-record.ts';

export type { BaseSize, ShipRecord, ShipStatus, YawValue } from './ship-record.ts';
export { SHIP_RECORDS };

function sameMovement(a: ShipRecord, b: ShipRecord): boolean {
  return a.size === b.size && JSON.stringify(a.chart) === JSON.stringify(b.chart);
}

export function qualifiedName(record: ShipRecord): string {
  return `${record.name} (${record.faction})`;
}

function buildEntries(): [string, ShipRecord | 'ambiguous'][] {
  const byName = new Map<string, ShipRecord[]>();
  for (const record of SHIP_RECORDS) {
    const key = record.name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), record]);
  }
  const entries: [string, ShipRecord | 'ambiguous'][] = [];
  for (const records of byName.values()) {
    const first = records.find((r) => r.status === 'official') ?? records[0]!;
    const agree = records.every((r) => sameMovement(r, first));
    entries.push([first.name, agree ? first : 'ambiguous']);
  }
  for (const record of SHIP_RECORDS) entries.push([qualifiedName(record), record]);
  return entries;
}

const index = new NameIndex<ShipRecord | 'ambiguous'>(buildEntries());

export type ShipLookup = { readonly ok: true; readonly record: ShipRecord } | { readonly ok: false; readonly message: string };

/** The catalog entry for a ship type, or a message with the closest names. */
export function findShip(name: string, budget?: HintBudget): ShipLookup {
  const found = index.get(name);
  if (found === undefined) return { ok: false, message: index.unknownMessage('ship type', name, budget) };
  if (found === 'ambiguous') {
    const choices = SHIP_RECORDS.filter((r) => r.name.toLowerCase() === name.trim().toLowerCase()).map(qualifiedName);
    return { ok: false, message: `ship type ${JSON.stringify(name)} is printed with different speed charts; name one of ${choices.map((c) => JSON.stringify(c)).join(', ')}` };
  }
  return { ok: true, record: found };
}

/** The official ships only (default catalogs keep the community ships out, `armada.data.provenance`). */
export function officialShips(): readonly ShipRecord[] {
  return SHIP_RECORDS.filter((r) => r.status === 'official');
}
