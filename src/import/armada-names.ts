/**
 * Ship and squadron names as fleet builders write them, read into catalog records. Names are
 * compared folded (lower case, letters and digits only: `Assault Frigate Mk.II A`,
 * `assault frigate mk2 a`), through the catalog names, the card data's nicknames and the
 * builders' own names; the list's faction, then the printed cost, decide between cards that share
 * a name (`Victory I` of the Empire or the Republic, `Darth Vader` on a TIE Advanced or a TIE
 * Defender). All tables are Maps: a name such as `constructor` or `__proto__` is plain data.
 */
import { qualifiedName, SHIP_RECORDS } from '../armada/catalog/ships.ts';
import type { ShipRecord } from '../armada/catalog/ships.ts';
import { ALL_SQUADRON_RECORDS } from '../armada/catalog/squadrons.ts';
import type { SquadronRecord } from '../armada/catalog/squadrons.ts';
import { fold } from './armada-text.ts';
import { BUILDER_SHIP_NAMES, BUILDER_SQUADRON_NAMES } from './catalog/armada-builder-names.ts';
import { OBJECTIVE_NAMES, SHIP_NICKNAMES, SQUADRON_NICKNAMES, UPGRADE_NAMES } from './catalog/armada-nicknames.ts';

export type ShipMatch = { readonly kind: 'ship'; readonly record: ShipRecord; readonly note?: string };
export type SquadronMatch = { readonly kind: 'squadron'; readonly record: SquadronRecord; readonly note?: string };
export type Ambiguous = { readonly kind: 'ambiguous'; readonly message: string };

/** Catalog faction names and the qualifiers builders append (`{CIS}`, `(reb)`). */
const FACTION_WORDS: ReadonlyMap<string, string> = new Map([
  ['galacticempire', 'Galactic Empire'], ['empire', 'Galactic Empire'], ['imperial', 'Galactic Empire'], ['imperials', 'Galactic Empire'], ['imp', 'Galactic Empire'],
  ['rebelalliance', 'Rebel Alliance'], ['rebel', 'Rebel Alliance'], ['rebels', 'Rebel Alliance'], ['reb', 'Rebel Alliance'],
  ['galacticrepublic', 'Galactic Republic'], ['republic', 'Galactic Republic'], ['gar', 'Galactic Republic'],
  ['separatistalliance', 'Separatist Alliance'], ['separatist', 'Separatist Alliance'], ['separatists', 'Separatist Alliance'], ['cis', 'Separatist Alliance'],
]);

/** The catalog faction a builder's faction word names (`Imperial`, `Rebels`, `Separatist Alliance`), or undefined. */
export function factionOf(word: string): string | undefined {
  return FACTION_WORDS.get(fold(word));
}

function addTo<T>(map: Map<string, T[]>, key: string, value: T): void {
  if (key === '') return;
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

function sameMovement(a: ShipRecord, b: ShipRecord): boolean {
  return a.size === b.size && JSON.stringify(a.chart) === JSON.stringify(b.chart);
}

/** Every record a catalog ship name means: a qualified name one, a plain name all of that name. */
function shipTargets(name: string): ShipRecord[] {
  const key = fold(name);
  return SHIP_RECORDS.filter((r) => fold(qualifiedName(r)) === key || fold(r.name) === key);
}

const SHIPS = new Map<string, ShipRecord[]>();
for (const r of SHIP_RECORDS) {
  addTo(SHIPS, fold(r.name), r);
  addTo(SHIPS, fold(qualifiedName(r)), r);
}
for (const [nick, target] of [...SHIP_NICKNAMES, ...BUILDER_SHIP_NAMES]) {
  const targets = shipTargets(target);
  if (targets.length === 0) throw new Error(`ship name table: ${target} is not a catalog ship`);
  const key = fold(nick);
  // A catalog name keeps its own meaning: a nickname never widens it.
  if (SHIP_RECORDS.some((r) => fold(r.name) === key)) continue;
  for (const t of targets) addTo(SHIPS, key, t);
}

const SQUADRONS = new Map<string, SquadronRecord[]>();
for (const r of ALL_SQUADRON_RECORDS) addTo(SQUADRONS, fold(r.name), r);
const own = new Set(SQUADRONS.keys());
const byName = new Map(ALL_SQUADRON_RECORDS.map((r) => [r.name, r] as const));
/** The printed names of the generic squadrons (`X-wing Squadron`): an ace printed with one is named by its pilot. */
const genericCards = new Set(ALL_SQUADRON_RECORDS.filter((r) => r.card.ace === undefined).map((r) => fold(r.card.card)));
for (const r of ALL_SQUADRON_RECORDS) {
  if (r.card.ace !== undefined && !own.has(fold(r.card.ace))) addTo(SQUADRONS, fold(r.card.ace), r);
  // A printed name shared by aces (`Slave I`, `Millennium Falcon`) means each of them.
  if (r.card.ace !== undefined && !own.has(fold(r.card.card)) && !genericCards.has(fold(r.card.card))) addTo(SQUADRONS, fold(r.card.card), r);
}
for (const r of ALL_SQUADRON_RECORDS) if (r.card.ace === undefined) addTo(SQUADRONS, fold(r.card.card), r);
for (const [nick, target] of [...SQUADRON_NICKNAMES, ...BUILDER_SQUADRON_NAMES]) {
  const record = byName.get(target);
  if (record === undefined) throw new Error(`squadron name table: ${target} is not a catalog squadron`);
  if (!own.has(fold(nick))) addTo(SQUADRONS, fold(nick), record);
}

/** The generic squadrons, with the folded names that end a `<ace> <type>` name (`Biggs Darklighter X-Wing Squadron`). */
const TYPE_ENDINGS: readonly (readonly [string, string])[] = (() => {
  const out: [string, string][] = [];
  for (const r of ALL_SQUADRON_RECORDS) {
    if (r.card.ace !== undefined) continue;
    for (const name of [r.name, `${r.name} Squadron`, r.card.card]) {
      const key = fold(name);
      if (!out.some(([k]) => k === key)) out.push([key, r.card.type]);
    }
  }
  return out.sort((a, b) => b[0].length - a[0].length);
})();

const OBJECTIVES = new Set(OBJECTIVE_NAMES.map((n) => fold(n)));
const UPGRADES = new Set(UPGRADE_NAMES.map((n) => fold(n)));

/** The name names an upgrade card (`Engine Techs`, `Demolisher`). */
export function isUpgrade(name: string): boolean {
  return UPGRADES.has(fold(name));
}

/** The name names an objective card (AFD writes the three objectives as bare lines). */
export function isObjective(name: string): boolean {
  return OBJECTIVES.has(fold(name));
}

/** A trailing faction qualifier: `{CIS}`, `(Rebel Alliance)`, `[reb]`. */
const QUALIFIER = /[{([] ?([A-Za-z ]{2,24}) ?[})\]]$/;

function splitQualifier(name: string): { base: string; faction?: string } {
  const match = QUALIFIER.exec(name);
  if (match === null) return { base: name };
  const faction = factionOf(match[1]!);
  return faction === undefined ? { base: name } : { base: name.slice(0, match.index).trim(), faction };
}

/** `mk2`, `mkii`, `mk.ii` -> `markii`; `mk1`, `mki` -> `marki` (the Assault Frigate and Starhawk marks). */
function markVariant(key: string): string {
  return key.replace(/mkii|mk2/g, 'markii').replace(/mki(?!i)|mk1/g, 'marki');
}

function describeShips(records: readonly ShipRecord[]): string {
  return records.map((r) => JSON.stringify(qualifiedName(r))).join(', ');
}

/**
 * The ship a name means: exact catalog names first, then nicknames and builder names; `faction`
 * (the list's, or a qualifier in the name) decides between cards of one name.
 */
export function resolveShip(name: string, listFaction?: string): ShipMatch | Ambiguous | null {
  const { base, faction: qualifier } = splitQualifier(name);
  const faction = qualifier ?? listFaction;
  const key = fold(base);
  let found = SHIPS.get(key) ?? SHIPS.get(markVariant(key));
  if (found === undefined) return null;
  if (found.length > 1 && faction !== undefined) {
    const same = found.filter((r) => r.faction === faction);
    if (same.length > 0) found = same;
  }
  const first = found.find((r) => r.status === 'official') ?? found[0]!;
  const distinct = new Set(found.map((r) => r.name));
  if (distinct.size > 1 || !found.every((r) => sameMovement(r, first))) {
    return { kind: 'ambiguous', message: `${JSON.stringify(name)} names ${found.length} ships of the catalog${faction === undefined ? '' : ` (${faction})`}; write one of ${describeShips(found)}` };
  }
  const note = fold(first.name) === key || fold(qualifiedName(first)) === key ? undefined : `${JSON.stringify(name)} read as ${JSON.stringify(first.name)}`;
  return note === undefined ? { kind: 'ship', record: first } : { kind: 'ship', record: first, note };
}

function candidates(key: string): SquadronRecord[] | undefined {
  return SQUADRONS.get(key)
    ?? (key.endsWith('squadrons') ? SQUADRONS.get(key.slice(0, -9)) : undefined)
    ?? (key.endsWith('squadron') ? SQUADRONS.get(key.slice(0, -8)) : undefined)
    ?? (key.endsWith('s') ? SQUADRONS.get(key.slice(0, -1)) : undefined);
}

/** The records both halves of `<ace> - <type>` (or `<type> (<ace>)`) can mean. */
function compatible(a: readonly SquadronRecord[], b: readonly SquadronRecord[]): SquadronRecord[] {
  const out: SquadronRecord[] = [];
  for (const x of a) {
    for (const y of b) {
      const pick = x === y ? x : x.card.ace !== undefined && y.card.ace === undefined && x.card.type === y.card.type ? x : y.card.ace !== undefined && x.card.ace === undefined && y.card.type === x.card.type ? y : null;
      if (pick !== null && !out.includes(pick)) out.push(pick);
    }
  }
  return out;
}

function lookupSquadron(name: string): SquadronRecord[] | undefined {
  const key = fold(name);
  if (key === '') return undefined;
  const direct = candidates(key);
  if (direct !== undefined) return direct;
  // `Shara Bey - A-wing Squadron`, `Moldy Crow - Jan Ors`, `A-wing (Shara Bey)`
  const dash = name.indexOf(' - ');
  const paren = name.lastIndexOf(' (');
  const split = dash > 0 ? [name.slice(0, dash), name.slice(dash + 3)] : paren > 0 && name.endsWith(')') ? [name.slice(0, paren), name.slice(paren + 2, -1)] : null;
  if (split !== null) {
    const a = candidates(fold(split[0]!));
    const b = candidates(fold(split[1]!));
    if (a !== undefined && b !== undefined) {
      const both = compatible(a, b);
      if (both.length > 0) return both;
    }
  }
  // `Biggs Darklighter X-Wing Squadron`: an ace's name, then its type.
  for (const [ending, type] of TYPE_ENDINGS) {
    if (key.length <= ending.length || !key.endsWith(ending)) continue;
    const aces = candidates(key.slice(0, key.length - ending.length))?.filter((r) => r.card.type === type);
    if (aces !== undefined && aces.length > 0) return aces;
  }
  return undefined;
}

/**
 * The squadron a name means: catalog names, printed names, nicknames, builder names, and the
 * composite forms of aces. Between cards of one name the list's faction, then the printed cost,
 * decide; when neither does, the first card is read and the note says which and how to pick the
 * other.
 */
export function resolveSquadron(name: string, listFaction?: string, cost?: number): SquadronMatch | null {
  const { base, faction: qualifier } = splitQualifier(name);
  const faction = qualifier ?? listFaction;
  let found = lookupSquadron(base) ?? (base === name ? undefined : lookupSquadron(name));
  if (found === undefined) return null;
  if (found.length > 1 && faction !== undefined) {
    const same = found.filter((r) => r.faction === faction);
    if (same.length > 0) found = same;
  }
  if (found.length > 1 && cost !== undefined) {
    const priced = found.filter((r) => r.card.points === cost);
    if (priced.length > 0) found = priced;
  }
  const first = found[0]!;
  if (found.length > 1) {
    return { kind: 'squadron', record: first, note: `${JSON.stringify(name)} is printed on ${found.length} squadrons (${found.map((r) => JSON.stringify(r.name)).join(', ')})${cost === undefined ? '' : ` and its cost ${cost} does not decide`}: read as ${JSON.stringify(first.name)}; write the other's full name to choose it` };
  }
  const key = fold(name);
  const plain = fold(first.name) === key || fold(`${first.name} squadron`) === key || fold(first.card.card) === key;
  return plain ? { kind: 'squadron', record: first } : { kind: 'squadron', record: first, note: `${JSON.stringify(name)} read as ${JSON.stringify(first.name)}` };
}
