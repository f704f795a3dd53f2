// `node --import tsx scripts/armada-cards.ts <the-isb-api checkout>`: writes
// src/armada/catalog/squadron-data.ts (every squadron card of the current Armada card pool: name,
// ace, type, faction, speed, keywords) and src/import/catalog/armada-nicknames.ts (the names
// players and builders use for ships and squadrons, where a name means one card only) from
// Polkadoty/the-isb-api public/converted-json/squadrons/squadrons.json, ships/ships.json and
// upgrades/upgrades.json and objectives/objectives.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface IsbSquadron {
  faction: string;
  squadron_type: string;
  name: string;
  'ace-name': string;
  nicknames?: string[];
  speed: number;
  unique: boolean;
  points: number;
  abilities: Record<string, boolean | number>;
}
interface IsbShipModel { name: string; nicknames?: string[]; faction: string }
interface IsbChassis { models?: Record<string, IsbShipModel> }

const root = process.argv[2];
if (root === undefined) {
  process.stderr.write('usage: node --import tsx scripts/armada-cards.ts <path to a Polkadoty/the-isb-api checkout>\n');
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const squadrons = (JSON.parse(readFileSync(join(root, 'public/converted-json/squadrons/squadrons.json'), 'utf8')) as { squadrons: Record<string, IsbSquadron> }).squadrons;
const objectives = Object.values((JSON.parse(readFileSync(join(root, 'public/converted-json/objectives/objectives.json'), 'utf8')) as { objectives: Record<string, { name: string; type: string }> }).objectives)
  .filter((o) => o.type !== 'campaign').map((o) => o.name);
const upgrades = Object.values((JSON.parse(readFileSync(join(root, 'public/converted-json/upgrades/upgrades.json'), 'utf8')) as { upgrades: Record<string, { name: string }> }).upgrades).map((u) => u.name);
const chassis = (JSON.parse(readFileSync(join(root, 'public/converted-json/ships/ships.json'), 'utf8')) as { ships: Record<string, IsbChassis> }).ships;

/** the-isb-api squadron_type -> the generic squadron's catalog name (src/armada/catalog/squadrons.ts). */
const TYPE: Record<string, string> = {
  'aggressor-assault-fighter': 'Aggressor', 'firespray-31': 'Firespray', 'jumpmaster-5000': 'JumpMaster 5000',
  'lambda-class-shuttle': 'Lambda', 'mandalorian-gauntlet-fighter': 'Gauntlet', 'tie-advanced-squadron': 'TIE Advanced',
  'tie-bomber-squadron': 'TIE Bomber', 'tie-defender-squadron': 'TIE Defender', 'tie-fighter-squadron': 'TIE Fighter',
  'tie-interceptor-squadron': 'TIE Interceptor', 'tie-phantom-squadron': 'TIE Phantom', 'vt-49-decimator': 'VT-49',
  'yv-666': 'YV-666', 'a-wing-squadron': 'A-wing', 'b-wing-squadron': 'B-wing', 'e-wing-squadron': 'E-wing',
  'hwk-290': 'HWK-290', 'lancer-class-pursuit-craft': 'Lancer', 'scurrg-h-6-bomber': 'Scurrg', 'vcx-100-freighter': 'VCX-100',
  'x-wing-squadron': 'X-wing', 'y-wing-squadron': 'Y-wing', 'yt-1300': 'YT-1300', 'yt-2400': 'YT-2400',
  'z-95-headhunter-squadron': 'Z-95', 'arc-170-starfighter-squadron': 'ARC-170', 'btl-b-y-wing-squadron': 'BTL-B Y-wing',
  'delta-7-aethersprite-squadron': 'Delta-7', 'v-19-torrent-squadron': 'V-19', 'belbullab-22-squadron': 'Belbullab-22',
  'droid-tri-fighter-squadron': 'Droid Tri-fighter', 'hyena-droid-bomber-squadron': 'Hyena', 'vulture-droid-squadron': 'Vulture',
};
const FACTION: Record<string, string> = { empire: 'Galactic Empire', rebel: 'Rebel Alliance', republic: 'Galactic Republic', separatist: 'Separatist Alliance' };
/** the-isb-api ability -> scenario keyword (src/schema/armada.ts). */
const KEYWORD: Record<string, string> = {
  adept: 'adept', 'ai-battery': 'ai', 'ai-antisquadron': 'ai', assault: 'assault', bomber: 'bomber', cloak: 'cloak', counter: 'counter',
  dodge: 'dodge', escort: 'escort', grit: 'grit', heavy: 'heavy', intel: 'intel', relay: 'relay', rogue: 'rogue', screen: 'screen',
  snipe: 'snipe', strategic: 'strategic', swarm: 'swarm', scout: 'scout',
};

interface Card { name: string; card: string; ace: string | null; type: string; faction: string; speed: number; keywords: string[]; points: number; nicknames: string[] }
const cards: Card[] = [];
for (const [id, s] of Object.entries(squadrons)) {
  const type = TYPE[s.squadron_type];
  const faction = FACTION[s.faction];
  if (type === undefined || faction === undefined) continue; // stations (sandbox) are no squadrons
  const keywords = [...new Set(Object.entries(s.abilities).filter(([, v]) => v !== false && v !== 0).map(([k]) => {
    const keyword = KEYWORD[k];
    if (keyword === undefined) throw new Error(`${id}: unknown ability ${k}`);
    return keyword;
  }))].sort();
  const ace = s['ace-name'] === '' ? null : s['ace-name'];
  cards.push({ name: ace ?? type, card: s.name, ace, type, faction, speed: s.speed, keywords, points: s.points, nicknames: s.nicknames ?? [] });
}
// Two aces of one name (Darth Vader, Anakin Skywalker, Hera Syndulla) are named with their type.
const count = new Map<string, number>();
for (const c of cards) count.set(c.name.toLowerCase(), (count.get(c.name.toLowerCase()) ?? 0) + 1);
for (const c of cards) if (c.ace !== null && count.get(c.name.toLowerCase())! > 1) c.name = `${c.ace} (${c.type})`;
const generic = new Map<string, Card>();
for (const c of cards) if (c.ace === null) generic.set(c.type, c);

const fold = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]/g, '');
/** name -> catalog names it may mean; only names meaning one card are kept. */
function unambiguous(pairs: [string, string][], taken: Set<string>): [string, string][] {
  const meanings = new Map<string, Set<string>>();
  const spelling = new Map<string, string>();
  for (const [nick, target] of pairs) {
    const key = fold(nick);
    if (key.length < 3 || taken.has(key)) continue;
    meanings.set(key, (meanings.get(key) ?? new Set()).add(target));
    if (!spelling.has(key)) spelling.set(key, nick);
  }
  return [...meanings].filter(([, t]) => t.size === 1).map(([key, t]) => [spelling.get(key)!, [...t][0]!] as [string, string]).sort((a, b) => a[0].localeCompare(b[0]));
}

const squadronTaken = new Set(cards.map((c) => fold(c.name)));
// A card's printed name is a nickname too: the generic's (`Z-95 Headhunter Squadron`), an ace's when it is its own (`Moldy Crow`).
const printed = (c: Card) => (c.ace === null || c.card !== generic.get(c.type)?.card ? [c.card] : []);
const squadronNicks = unambiguous(cards.flatMap((c) => [...c.nicknames, ...printed(c)].map((n) => [n, c.name] as [string, string])), squadronTaken);

const QUALIFIED: Record<string, string> = {
  'Venator II-class Star Destroyer {IMP}': 'Venator II-class Star Destroyer (Galactic Empire)',
  'Victory I-class Star Destroyer {GAR}': 'Victory I-class Star Destroyer (Galactic Republic)',
  'Providence-class Carrier {REB}': 'Providence-class Carrier (Rebel Alliance)',
  'Gozanti-class Cruisers {CIS}': 'Gozanti-class Cruisers (Separatist Alliance)',
};
const shipPairs: [string, string][] = [];
for (const c of Object.values(chassis)) {
  for (const m of Object.values(c.models ?? {})) {
    if (m.name.startsWith('Dummy ')) continue;
    const target = QUALIFIED[m.name] ?? m.name;
    for (const n of m.nicknames ?? []) shipPairs.push([n, target]);
  }
}
// Ship nicknames are kept even when they mean several cards (`Victory I` of the Empire and of the
// Republic): the importer lets the list's faction decide, and names the choices when it cannot.
const shipNicks = [...new Map(shipPairs.filter(([n]) => fold(n).length >= 3).map(([n, t]) => [`${fold(n)}|${t}`, [n, t] as [string, string]])).values()].sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]));

const q = (s: string) => JSON.stringify(s);
const header = `Source: Polkadoty/the-isb-api (the Star Forge fleet builder's card data),
 * public/converted-json/squadrons/squadrons.json, ships/ships.json, upgrades/upgrades.json and
 * objectives/objectives.json; the current card pool (FFG
 * cards with the AMG final errata and the ARC releases). Facts only (names, speeds, keywords);
 * Star Wars names belong to their owners. Generated by scripts/armada-cards.ts; regenerate rather
 * than edit by hand (docs/imports.md, "Updating the Armada tables").`;
writeFileSync(join(here, '..', 'src', 'armada', 'catalog', 'squadron-data.ts'), `/**
 * Every squadron card of the current Armada pool (${cards.length} cards: ${generic.size} generic squadrons and
 * ${cards.length - generic.size} aces): its catalog name, printed name, ace, generic type, faction, speed
 * (\`armada.squadron.speeds\`) and keywords (\`armada.squadron.keywords\`). Aces of the same name on
 * two squadrons are named with their type (\`Darth Vader (TIE Defender)\`).
 *
 * ${header}
 */

export interface SquadronCard {
  /** The name the catalog accepts: the ace's name, or the generic squadron's catalog name. */
  readonly name: string;
  /** The name printed on the card (\`TIE Fighter Squadron\`, \`Slave I\`). */
  readonly card: string;
  /** The ace's name, for a unique squadron. */
  readonly ace?: string;
  /** The generic squadron of the same hull (a catalog name). */
  readonly type: string;
  readonly faction: string;
  readonly speed: number;
  readonly keywords: readonly string[];
  /** Fleet points printed (current pool), used only to tell two aces of one name apart. */
  readonly points: number;
}

export const SQUADRON_CARDS: readonly SquadronCard[] = [
${cards.map((c) => `  { name: ${q(c.name)}, card: ${q(c.card)}, ${c.ace === null ? '' : `ace: ${q(c.ace)}, `}type: ${q(c.type)}, faction: ${q(c.faction)}, speed: ${c.speed}, keywords: [${c.keywords.map(q).join(', ')}], points: ${c.points} },`).join('\n')}
];
`);
writeFileSync(join(here, '..', 'src', 'import', 'catalog', 'armada-nicknames.ts'), `/**
 * The names players and fleet builders give Armada ships and squadrons (\`ISD 2\`, \`CR90-B\`,
 * \`Mauler\`, \`Moldy Crow\`), each mapped to the catalog name it means. A ship nickname may
 * mean several ships (\`Victory I\` of the Empire and of the Republic: the list's faction decides);
 * a squadron nickname that could mean two cards (\`Falcon\`) is left out; so are names of fewer
 * than 3 letters or digits.
 *
 * ${header}
 */

/** [nickname, catalog ship name (qualified where the catalog needs the faction)]: ${shipNicks.length} pairs. */
export const SHIP_NICKNAMES: readonly (readonly [string, string])[] = [
${shipNicks.map(([n, t]) => `  [${q(n)}, ${q(t)}],`).join('\n')}
];

/** [nickname, catalog squadron name]: ${squadronNicks.length} names. */
export const SQUADRON_NICKNAMES: readonly (readonly [string, string])[] = [
${squadronNicks.map(([n, t]) => `  [${q(n)}, ${q(t)}],`).join('\n')}
];

/** The upgrade cards (${new Set(upgrades).size} names): a line naming one outside a ship's bullets is skipped as an upgrade, not refused. */
export const UPGRADE_NAMES: readonly string[] = [
${[...new Set(upgrades)].sort().map((n) => `  ${q(n)},`).join('\n')}
];

/** The assault, defense and navigation objectives (${new Set(objectives).size}): a line naming one is skipped, not refused. */
export const OBJECTIVE_NAMES: readonly string[] = [
${[...new Set(objectives)].sort().map((n) => `  ${q(n)},`).join('\n')}
];
`);
process.stdout.write(`${cards.length} squadron cards, ${shipNicks.length} ship and ${squadronNicks.length} squadron nicknames\n`);
