/** Pilot lookup for XWS import and export (import.xws.pilot): pilot xws id -> ship xws id and faction. */
import { NameIndex } from '../../core/suggest.ts';
import { PILOT_CARDS } from './xwing-pilot-cards.ts';
import { PILOT_LINES } from './xwing-pilots.ts';

export interface Pilot {
  readonly id: string;
  /** The ship's xws id. */
  readonly ship: string;
  /** The faction's xws id. */
  readonly faction: string;
  /** Printed initiative (0-8). */
  readonly initiative: number;
  /** Printed card name. */
  readonly name: string;
  /** The ship ability printed on this pilot's card ('' for none). */
  readonly shipAbility: string;
}

const cardOf = new Map(PILOT_CARDS.map((row) => [row[0], row] as const));

export const PILOTS: readonly Pilot[] = PILOT_LINES.flatMap((line) => line.pilots.split(' ').map((id) => {
  const card = cardOf.get(id);
  return { id, ship: line.ship, faction: line.faction, initiative: card?.[1] ?? 0, name: card?.[2] ?? id, shipAbility: card?.[3] ?? '' };
}));

export const pilotIndex = new NameIndex<Pilot>(PILOTS.map((pilot) => [pilot.id, pilot] as const));

/** The XWS faction ids and the short owner names the scenarios use (CONVENTIONS section 4 writes `rebels`). */
export const XWS_FACTIONS: Readonly<Record<string, string>> = {
  rebelalliance: 'rebels',
  galacticempire: 'empire',
  scumandvillainy: 'scum',
  resistance: 'resistance',
  firstorder: 'firstorder',
  galacticrepublic: 'republic',
  separatistalliance: 'separatists',
};

/** XWS 1.x faction ids (`rebel`, `imperial`, `scum`) and the owner names are read as the 2.x ids. */
const FACTION_ALIASES: readonly (readonly [string, string])[] = [
  ['rebel', 'rebelalliance'],
  ['imperial', 'galacticempire'],
  ['scum', 'scumandvillainy'],
  ...Object.entries(XWS_FACTIONS).map(([id, owner]) => [owner, id] as const),
];

export const factionIndex = new NameIndex<string>([...Object.keys(XWS_FACTIONS).map((id) => [id, id] as const), ...FACTION_ALIASES]);

/** The XWS faction of an owner name (`rebels` -> `rebelalliance`; an XWS id stays), or undefined. */
export function xwsFactionOfOwner(owner: string): string | undefined {
  const key = owner.trim().toLowerCase();
  if (Object.hasOwn(XWS_FACTIONS, key)) return key;
  return Object.keys(XWS_FACTIONS).find((id) => XWS_FACTIONS[id] === key);
}
