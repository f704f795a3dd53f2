/**
 * Armada fleet lists: the plain-text exports of the fleet builders players use, each layout
 * recognised and named in the notes (`read as an Armada Warlords export`): Ryan Kingston's
 * builder, Star Forge, Armada Warlords, Flagship, the Armada Fleet Builder app, Armada Fleets
 * Designer, Fab's, ShrimpBot's `ship:`/`squadron:` files, or a plain list of names. Ships and
 * squadrons become pieces of their catalog types (aces with their own speed and keywords);
 * everything else (fleet name, commander, objectives, upgrades, totals) is skipped with a note.
 * Ships deploy in the owner's deployment zone (armada.setup.areas, armada.setup.deploy),
 * squadrons within distance 2 of a friendly ship, nothing overlapping.
 *
 * Reading is linear in the length of the text (`armada-text.ts`): every pattern below runs on one
 * line of at most MAX_LINE characters, anchored, without nested quantifiers.
 */
import type { Issue, Result } from '../core/issue.ts';
import { fail, ok } from '../core/issue.ts';
import { HintBudget, NameIndex } from '../core/suggest.ts';
import { BASES, SQUADRON_RADIUS } from '../armada/catalog/bases.ts';
import { findShip, SHIP_RECORDS } from '../armada/catalog/ships.ts';
import type { ShipRecord } from '../armada/catalog/ships.ts';
import { ALL_SQUADRON_RECORDS } from '../armada/catalog/squadrons.ts';
import type { SquadronRecord } from '../armada/catalog/squadrons.ts';
import { DEFAULT_AREA } from '../armada/world.ts';
import { validate } from '../engines.ts';
import type { ArmadaScenario } from '../schema/armada.ts';
import { factionOf, isObjective, isUpgrade, resolveShip, resolveSquadron } from './armada-names.ts';
import type { EncodingNote, TextLine, Work } from './armada-text.ts';
import { MAX_LINE, repairText, splitLines } from './armada-text.ts';
import { deployRows } from './deploy.ts';
import { slug, tooLarge, uniqueId } from './text.ts';
import type { Imported, ImportNote, ImportOptions } from './types.ts';

/** Band outer edges (armada.range.bands, defaults): distance 2 and 3. */
const DISTANCE_2 = 124.5;
const DISTANCE_3 = 185.5;
/** One ruler length: the setup area on a 3 x 6 table is the central 3 x 4 ft (armada.setup.areas). */
const RULER = 304.8;
const SHIP_GAP = 20;
const EDGE_MARGIN = 10;
const SQUADRON_PITCH = 2 * SQUADRON_RADIUS + 6;
const LIMITS = { ships: 40, squadrons: 120 } as const;
/** Most lines refused one by one; the rest are counted in the last issue. */
const MAX_LINE_ISSUES = 10;

/** Catalog factions to the owner names scenarios use. */
const OWNERS: ReadonlyMap<string, string> = new Map([
  ['Galactic Empire', 'empire'],
  ['Rebel Alliance', 'rebels'],
  ['Galactic Republic', 'republic'],
  ['Separatist Alliance', 'separatists'],
]);

/** The squadron keywords a scenario accepts (src/schema/armada.ts). */
const SCENARIO_KEYWORDS = new Set(['heavy', 'grit', 'intel', 'cloak', 'escort', 'swarm', 'bomber', 'counter', 'rogue', 'relay', 'strategic', 'dodge', 'screen', 'snipe', 'adept', 'assault', 'scatter', 'ai']);

/** The layouts the reader knows, each with the name the notes give it. */
export type ArmadaLayout = 'kingston' | 'starforge' | 'warlords' | 'flagship' | 'fleet-builder-app' | 'afd' | 'fabs' | 'shrimpbot' | 'plain';

export const LAYOUT_NAMES: ReadonlyMap<ArmadaLayout, string> = new Map([
  ['kingston', 'a Ryan Kingston fleet builder export'],
  ['starforge', 'a Star Forge export'],
  ['warlords', 'an Armada Warlords export'],
  ['flagship', 'a Flagship export'],
  ['fleet-builder-app', 'an Armada Fleet Builder (app) export'],
  ['afd', 'an Armada Fleets Designer export'],
  ['fabs', "a Fab's fleet builder export"],
  ['shrimpbot', "a ShrimpBot fleet file (ship: and squadron: lines)"],
  ['plain', 'a plain list of ship and squadron names'],
] as const);

/** The layouts whose first line is the fleet's name. */
const TITLED: ReadonlySet<ArmadaLayout> = new Set(['warlords', 'flagship', 'afd', 'fleet-builder-app']);

/** What a line may be, in any layout: the `expected` of a refused line. */
const ACCEPTED = 'a ship or squadron with an optional count and cost ("Victory II-class Star Destroyer (85)", "• 2 x TIE Fighter Squadron (16)", "1 Howlrunner ( 16 points)", "ship: CR90 Corvette A"), an upgrade under its ship ("• Grand Moff Tarkin (38)", "- Demolisher", "+ Engine Techs"), a header ("Faction: Galactic Empire", "Commander: ...", "Assault: ..."), an objective, or a total ("= 135 Points")';

const HEADER = /^(name|fleet name|fleet|author|faction|commander|points|total points|total|assault|defense|defence|navigation|campaign|skirmish|objectives|version|gamemode|game mode|squadrons)( objectives?)? ?: ?(.*)$/i;
const SQUADRON_HEADER = /^squadrons ?\(\d{1,4} ?\/ ?\d{1,4}\) ?:?$/i;
const AUTHOR = /^([A-Za-z ]{3,30}?) ?- ?author ?: ?(.*)$/i;
const SHRIMPBOT = /^(ship|squadron|upgrade|objective) ?: ?(.*)$/i;
const FAB_FLEET = /^([A-Z][A-Z ]{2,30}) FLEET\b/;
const FAB_LINE = /^(\d{1,3}) ?[•\u0095\ufffd·] (.*)$/;
const BULLET = /^[•\-·*–—+\u0095\ufffd] ?/;
const FLAGSHIP = /^\[ ?flagship ?\] ?/i;
const COUNT = /^(\d{1,4})(?: ?x | )/i;
const MARKER = /^ ?(com|off|wpn|rep off|rep|reb|imp|sep|cis|gar) ?$/i;
/** What a cost bracket holds: `85`, ` 5 points`, `96 + 37: 133`, `2 x 13`, `400/400`. */
const COST = /^ ?\d{1,4}(?: ?[+:x/] ?\d{1,4}){0,3} ?(?:points?|pts)? ?$/i;

/** The name index the "did you mean" of a refused line draws on: catalog ships and squadrons. */
const everyName = new NameIndex<true>([...SHIP_RECORDS.map((r) => [r.name, true] as const), ...ALL_SQUADRON_RECORDS.map((r) => [`${r.name} Squadron`, true] as const)]);

/**
 * The line without its trailing cost brackets and slot markers (a faction qualifier in brackets
 * stays), and the first number of the last cost bracket: scanned from the end, each character at
 * most once.
 */
function stripTrailers(text: string, work: Work): { name: string; cost?: number } {
  let end = text.length;
  let cost: number | undefined;
  for (;;) {
    let i = end - 1;
    while (i >= 0 && text.charCodeAt(i) === 0x20) { work.visited++; i--; }
    if (i < 0 || text[i] !== ')') break;
    let open = i - 1;
    while (open >= 0 && text[open] !== '(' && text[open] !== ')') { work.visited++; open--; }
    if (open < 0 || text[open] !== '(') break;
    const inside = text.slice(open + 1, i);
    const costly = COST.test(inside);
    if (!costly && !MARKER.test(inside)) break;
    if (costly && cost === undefined && !inside.includes('/')) cost = Number(/\d{1,4}/.exec(inside)![0]);
    end = open;
  }
  const name = text.slice(0, end).trim();
  return cost === undefined ? { name } : { name, cost };
}

/** Counts a line's characters as visited (the per-line patterns look at each a bounded number of times). */
function visit(work: Work, line: string): void {
  work.visited += line.length;
}

/** The layout the lines look like: the one with the most of its own marks (`Squadrons:` and bullets, `total ship cost`, `(96 + 37: 133)`, ...). */
export function detectLayout(lines: readonly TextLine[], work: Work = { visited: 0 }): ArmadaLayout {
  const score = new Map<ArmadaLayout, number>();
  const add = (layout: ArmadaLayout, n: number) => score.set(layout, (score.get(layout) ?? 0) + n);
  let starForge = 0;
  let kingston = 0;
  const content = lines.filter((l) => l.text !== '' && !l.tooLong);
  content.forEach(({ text: t }, i) => {
    visit(work, t);
    const lower = t.toLowerCase();
    if (SHRIMPBOT.test(t)) add('shrimpbot', i === 0 ? 30 : 3);
    if (FAB_LINE.test(t)) add('fabs', 2);
    if (i === 0 && FAB_FLEET.test(t)) add('fabs', 3);
    if (lower.includes('fabpsb')) add('fabs', 10);
    if (i === 1 && /^={3,}$/.test(t)) add('afd', 10);
    if (/\(\d{1,4} ?\+ ?\d{1,4}(?:: ?\d{1,4})?\)$/.test(t)) add('afd', 2);
    if (/\(\d{1,3} ?x ?\d{1,4}\)$/.test(t)) add('afd', 2);
    if (t.startsWith('+ ')) add('afd', 1);
    if (i === 0 && /\(\d{1,4}\/\d{1,4}\/\d{1,4}\)$/.test(t)) add('afd', 3);
    if (SQUADRON_HEADER.test(t)) add('fleet-builder-app', 5);
    if (/^= ?\d{1,4} total points$/i.test(t)) add('fleet-builder-app', 2);
    if (/^objectives ?:/i.test(t)) add('fleet-builder-app', 2);
    if (AUTHOR.test(t)) add('fleet-builder-app', 3);
    if (/^\d{1,3}x /.test(t)) add('fleet-builder-app', 1);
    if (lower.includes('total ship cost') || lower.includes('total squadron cost')) add('warlords', 3);
    if (/^points ?: ?\d{1,4} ?\/ ?\d{1,4}$/i.test(t)) add('warlords', 2);
    if (/\( ?\d{1,4} points\)$/.test(t)) add('warlords', 1);
    if (/^\[ flagship \]/i.test(t)) add('warlords', 2);
    if (/^= ?\d{1,4} points$/.test(t)) add('flagship', 2);
    if (/^\[flagship\]/i.test(t)) add('flagship', 1);
    if (/^(assault|defense|navigation) objective ?:/i.test(t)) { add('warlords', 1); add('flagship', 1); }
    if (/^name ?:/i.test(t)) kingston += 2;
    if (/^faction ?:/i.test(t)) kingston += 1;
    if (/^= ?\d{1,4} Points$/.test(t)) kingston += 1;
    if (/^total points ?:/i.test(t)) kingston += 2;
    if (/^squadrons ?:$/i.test(t)) kingston += 1;
    if (/^faction ?: ?imperial$/i.test(t)) kingston += 2;
    if (/^faction ?: ?(empire|separatist|republic)$/i.test(t)) starForge += 3;
    if (/^(gamemode|game mode) ?:/i.test(t)) starForge += 5;
    if (/\{(cis|imp|gar|reb)\}/i.test(t)) starForge += 5;
    if (/^commander ?: .{1,60}\(\d{1,3}\)$/i.test(t)) starForge += 2;
    if (/^• .{2,60} - .{2,80}\(\d{1,3}\)$/.test(t)) starForge += 2;
  });
  if (kingston > 0) add(starForge > 0 ? 'starforge' : 'kingston', kingston + starForge);
  let best: ArmadaLayout = 'plain';
  let top = 0;
  for (const [layout, n] of score) if (n > top) { best = layout; top = n; }
  return best;
}

interface ShipEntry { readonly record: ShipRecord; readonly line: number }
interface SquadronEntry { readonly record: SquadronRecord; readonly line: number }

const ENCODING_NOTES: ReadonlyMap<Exclude<EncodingNote, null>, string> = new Map([
  ['utf-16le', 'the text is UTF-16 (little-endian) read one byte at a time: read as UTF-16.'],
  ['utf-16be', 'the text is UTF-16 (big-endian) read one byte at a time: read as UTF-16.'],
  ['windows-1252', 'the text is Windows-1252 (a bullet written as byte 0x95): read as Windows-1252.'],
  ['mojibake', 'the text is UTF-8 read as Windows-1252 ("â€¢" for a bullet): the bullets and dashes repaired.'],
  ['replaced', 'the text has characters that are not UTF-8 (a Windows-1252 file read as UTF-8?): a replaced character at the start of a line is read as a bullet, inside a name it is ignored.'],
] as const);

/** A fleet builder's text to an Armada scenario; an unknown name is an issue at `line N` naming the layout tried and what a line may be. */
export function importArmadaList(text: string, options: ImportOptions = {}, work: Work = { visited: 0 }): Result<Imported<ArmadaScenario>> {
  const large = tooLarge(text);
  if (large) return fail([large]);
  const issues: Issue[] = [];
  const notes: ImportNote[] = [];
  const ships: ShipEntry[] = [];
  const squadrons: SquadronEntry[] = [];
  const budget = new HintBudget();
  let faction: string | undefined;
  let section: 'ships' | 'squadrons' = 'ships';
  let currentShip = false;
  let sawTotals = false;
  let sawContent = false;
  /** The value of the header on the line before (an objective's name may run on to the next line). */
  let lastHeader: string | undefined;
  let lastHeaderNow: string | undefined;

  const repaired = repairText(text, work);
  const lines = splitLines(repaired.text, work);
  const layout = detectLayout(lines, work);
  const layoutName = LAYOUT_NAMES.get(layout)!;
  notes.push({ path: '', rule: 'import.armada.layout', note: `read as ${layoutName}.` });
  if (repaired.encoding !== null) notes.push({ path: '', rule: 'import.armada.encoding', note: ENCODING_NOTES.get(repaired.encoding)! });

  let refused = 0;
  const refuse = (problem: Issue) => {
    if (++refused <= MAX_LINE_ISSUES) issues.push(problem);
  };
  const skip = (where: string, note: string) => notes.push({ path: where, rule: 'import.armada.skipped', note });
  const unknown = (where: string, name: string): Issue => (refused >= MAX_LINE_ISSUES ? { path: where, rule: 'import.armada.line', message: 'not read' } : {
    path: where,
    rule: 'import.armada.line',
    message: `${everyName.unknownMessage('ship or squadron', name.slice(0, 100), budget)} (read as ${layoutName})`,
    expected: ACCEPTED,
    received: name.slice(0, 100),
  });

  for (const { number, text: line, tooLong } of lines) {
    const where = `line ${number}`;
    if (line === '') continue;
    if (tooLong) {
      refuse({ path: where, rule: 'import.armada.line', message: `the line is longer than ${MAX_LINE} characters: no fleet builder writes such a line (read as ${layoutName})`, expected: ACCEPTED });
      continue;
    }
    visit(work, line);
    const first = !sawContent;
    sawContent = true;
    const problem = readLine(line, number, where, first);
    if (problem !== null) refuse(problem);
    lastHeader = lastHeaderNow;
    lastHeaderNow = undefined;
  }
  if (refused > MAX_LINE_ISSUES) issues.push({ path: '', rule: 'import.armada.line', message: `${refused - MAX_LINE_ISSUES} more lines not read` });

  function setFaction(where: string, value: string): void {
    const found = factionOf(value);
    if (found !== undefined) faction = found;
    const owner = found === undefined ? undefined : OWNERS.get(found);
    skip(where, `faction ${JSON.stringify(value.slice(0, 60))}${owner ? `: owner "${owner}"` : ' (not a known faction: no owner from it)'}.`);
  }

  function addShip(record: ShipRecord, count: number, number: number, where: string): Issue | null {
    if (ships.length + count > LIMITS.ships) return { path: where, rule: 'limits.count', message: `more than ${LIMITS.ships} ships; a scenario holds at most ${LIMITS.ships}` };
    for (let k = 0; k < count; k++) ships.push({ record, line: number });
    currentShip = true;
    return null;
  }

  function addSquadrons(record: SquadronRecord, count: number, number: number, where: string): Issue | null {
    if (squadrons.length + count > LIMITS.squadrons) return { path: where, rule: 'limits.count', message: `more than ${LIMITS.squadrons} squadrons; a scenario holds at most ${LIMITS.squadrons}` };
    for (let k = 0; k < count; k++) squadrons.push({ record, line: number });
    return null;
  }

  /** A ship or squadron by name; null when the name is neither. */
  function piece(name: string, count: number, cost: number | undefined, number: number, where: string, only?: 'ship' | 'squadron'): Issue | null | 'unknown' {
    if (only !== 'squadron') {
      const ship = resolveShip(name, faction);
      if (ship?.kind === 'ambiguous') return { path: where, rule: 'import.armada.line', message: `${ship.message} (read as ${layoutName})`, received: name.slice(0, 100) };
      if (ship !== null) {
        if (ship.note !== undefined) notes.push({ path: where, rule: 'import.armada.line', note: `${ship.note}.` });
        return addShip(ship.record, count, number, where);
      }
    }
    if (only !== 'ship') {
      const squadron = resolveSquadron(name, faction, count === 1 ? cost : undefined);
      if (squadron !== null) {
        if (squadron.note !== undefined) notes.push({ path: where, rule: 'import.armada.line', note: `${squadron.note}.` });
        return addSquadrons(squadron.record, count, number, where);
      }
    }
    return 'unknown';
  }

  function readLine(line: string, number: number, where: string, first: boolean): Issue | null {
    if (line.startsWith('=')) {
      if (!/^=+$/.test(line)) sawTotals = true;
      return null;
    }
    const bot = SHRIMPBOT.exec(line);
    if (bot !== null) {
      const kind = bot[1]!.toLowerCase();
      const { name, cost } = stripTrailers(bot[2]!, work);
      if (kind === 'upgrade' || kind === 'objective') {
        skip(where, `${kind} ${JSON.stringify(name.slice(0, 60))} skipped.`);
        return null;
      }
      const found = piece(name, 1, cost, number, where, kind === 'ship' ? 'ship' : 'squadron');
      return found === 'unknown' ? unknown(where, name) : found;
    }
    if (SQUADRON_HEADER.test(line)) {
      section = 'squadrons';
      return null;
    }
    const author = AUTHOR.exec(line);
    if (author !== null && factionOf(author[1]!) !== undefined) {
      setFaction(where, author[1]!);
      skip(where, `author ${JSON.stringify(author[2]!.slice(0, 60))} skipped: a scenario holds pieces, not list details.`);
      return null;
    }
    const header = HEADER.exec(line);
    if (header !== null) {
      const key = header[1]!.toLowerCase();
      const value = header[3]!.trim();
      lastHeaderNow = value;
      if (key === 'squadrons') section = 'squadrons';
      else if (key === 'faction') setFaction(where, value);
      else if (key === 'points' || key === 'total points' || key === 'total') sawTotals = true;
      else if (value !== '') {
        const what = key === 'commander' ? 'commanders' : ['name', 'fleet name', 'fleet', 'author', 'version', 'gamemode', 'game mode'].includes(key) ? 'list details' : 'objectives';
        skip(where, `${header[1]}${header[2] ?? ''} ${JSON.stringify(value.slice(0, 60))} skipped: a scenario holds pieces, not ${what}.`);
      }
      return null;
    }
    const fabFleet = first ? FAB_FLEET.exec(line) : null;
    if (fabFleet !== null && factionOf(fabFleet[1]!.split(' ')[0]!) !== undefined) {
      setFaction(where, fabFleet[1]!.split(' ')[0]!);
      return null;
    }
    const fab = FAB_LINE.exec(line);
    if (fab !== null) return fabLine(Number(fab[1]), fab[2]!, number, where);

    let body = line.replace(FLAGSHIP, '');
    const bulleted = BULLET.test(body) && !/^-\d/.test(body);
    if (bulleted) body = body.replace(BULLET, '');
    const counted = COUNT.exec(body);
    const count = counted ? Number(counted[1]) : 1;
    if (counted) body = body.slice(counted[0].length);
    const { name, cost } = stripTrailers(body, work);
    if (name === '') return null;
    // A bulleted line under a ship is an upgrade, unless it names a ship.
    if (bulleted && !counted && section === 'ships') {
      const ship = resolveShip(name, faction);
      if (ship?.kind === 'ship') return addShip(ship.record, 1, number, where);
      skip(where, `upgrade ${JSON.stringify(name.slice(0, 60))} skipped.`);
      return null;
    }
    const found = piece(name, count, cost, number, where);
    if (found !== 'unknown') return found;
    if (!counted && !bulleted && lastHeader !== undefined && lastHeader !== '' && isObjective(`${lastHeader} ${name}`)) {
      skip(where, `${JSON.stringify(name.slice(0, 60))} skipped: the end of the objective ${JSON.stringify(`${lastHeader} ${name}`.slice(0, 60))} on the line before.`);
      return null;
    }
    if (!counted && !bulleted && isObjective(name)) {
      skip(where, `objective ${JSON.stringify(name.slice(0, 60))} skipped: a scenario holds pieces, not objectives.`);
      return null;
    }
    // An upgrade written without its bullet (a list typed by hand, a spreadsheet converted): nothing a scenario holds is lost.
    if (!counted && !bulleted && isUpgrade(name)) {
      skip(where, `upgrade ${JSON.stringify(name.slice(0, 60))} skipped (an upgrade card on a line of its own).`);
      return null;
    }
    if (/^(?:\{|\[ ?[{"\]])/.test(line)) {
      return { path: where, rule: 'import.armada.line', message: `the line is JSON, not a fleet-list line: an X-Wing squad (XWS) is imported with the xws format (read as ${layoutName})`, expected: ACCEPTED, received: line.slice(0, 100) };
    }
    // The fleet's name on the first line (Warlords, Flagship, AFD, the app): no cost, not close to a catalog name.
    const pointsTitle = /\(\d{1,4}(?: ?\/ ?\d{1,4}){1,2}\)$/.test(line);
    if (first && !counted && !bulleted && (pointsTitle || (cost === undefined && (TITLED.has(layout) || everyName.suggest(name).length === 0)))) {
      skip(where, `fleet name ${JSON.stringify(name.slice(0, 60))} skipped: a scenario holds pieces, not list details.`);
      return null;
    }
    return unknown(where, name);
  }

  /** Fab's `1 • Ship - Upgrade - Upgrade (pts)`: the first part is the piece, the rest its upgrades. */
  function fabLine(count: number, rest: string, number: number, where: string): Issue | null {
    const { name, cost } = stripTrailers(rest, work);
    if (/^objectives?\b/i.test(name)) {
      skip(where, `objectives ${JSON.stringify(name.slice(0, 60))} skipped: a scenario holds pieces, not objectives.`);
      return null;
    }
    const whole = piece(name, count, cost, number, where, 'squadron');
    if (whole !== 'unknown') return whole;
    const parts = name.split(' - ');
    const found = piece(parts[0]!, count, cost, number, where);
    if (found === 'unknown') return unknown(where, parts[0]!);
    for (const upgrade of parts.slice(1)) skip(where, `upgrade ${JSON.stringify(upgrade.slice(0, 60))} skipped.`);
    return found;
  }

  if (sawTotals) notes.push({ path: '', rule: 'import.armada.skipped', note: 'point totals skipped.' });
  if (issues.length > 0) return fail(issues);
  if (ships.length === 0 && squadrons.length === 0) {
    return fail([{ path: '', rule: 'import.format', message: `no ship or squadron lines found (read as ${layoutName})`, expected: ACCEPTED }]);
  }

  const listFaction = faction ?? ships[0]?.record.faction ?? squadrons[0]?.record.faction;
  const owner = options.owner ?? (listFaction === undefined ? undefined : OWNERS.get(listFaction));
  const edge = options.edge ?? 'near';
  const area = DEFAULT_AREA;
  const xMin = area.width >= 2 * area.height ? RULER : 0;
  const xMax = area.width - xMin;
  const mirror = (y: number) => (edge === 'near' ? y : area.height - y);

  const footprints = ships.map((s) => BASES[s.record.size].overlap);
  const placed = deployRows(footprints, { xMin, xMax, margin: EDGE_MARGIN, gap: SHIP_GAP, edge: 'near', height: area.height });
  const taken = new Set<string>();
  const shipOut = ships.map((s, i) => {
    const spot = placed[i]!;
    if (spot.reach > DISTANCE_3) {
      notes.push({ path: `line ${s.line}`, rule: 'import.deploy', note: `${s.record.name} reaches ${spot.reach.toFixed(1)} mm from the edge, beyond distance 3 (armada.setup.areas)${s.record.size === 'huge' ? ': huge ships are longer than the zone is deep' : ': the row along the edge is full'}.` });
    }
    return {
      id: uniqueId(slug(s.record.name), taken),
      type: officialName(s.record),
      ...(owner === undefined ? {} : { owner }),
      pose: { x: spot.pose.x, y: mirror(spot.pose.y), heading: edge === 'near' ? 0 : 180 },
    };
  });

  const rects = placed.map((spot, i) => ({ x: spot.pose.x, y: spot.pose.y, w: footprints[i]!.width / 2, l: footprints[i]!.length / 2 }));
  const spots = squadronSpots(rects, squadrons.length, { xMin, xMax, depth: area.height / 2 });
  const squadronOut = squadrons.map((s, i) => {
    const spot = spots[i]!;
    if (spot.distance > DISTANCE_2) {
      notes.push({ path: `line ${s.line}`, rule: 'import.deploy', note: `squadron ${s.record.name} placed ${spot.distance.toFixed(1)} mm from the nearest friendly ship, beyond distance 2 (armada.setup.deploy).` });
    }
    const keywords = s.record.keywords.filter((k) => SCENARIO_KEYWORDS.has(k));
    return {
      id: uniqueId(slug(s.record.name), taken),
      type: s.record.name,
      ...(owner === undefined ? {} : { owner }),
      position: { x: spot.x, y: mirror(spot.y) },
      ...(keywords.length === 0 ? {} : { keywords }),
    };
  });
  notes.push({ path: '', rule: 'import.deploy', note: `${ships.length} ship(s) deployed side by side in the ${edge} deployment zone, ${SHIP_GAP} mm apart; ${squadrons.length} squadron(s) placed close to them without overlapping (armada.setup.deploy).` });

  const checked = validate({ game: 'armada', ships: shipOut, squadrons: squadronOut });
  return checked.ok ? ok({ scenario: checked.value, notes }) : checked;
}

/** The name the catalog accepts for a record: the plain name unless it is printed with different charts. */

function officialName(record: ShipRecord): string {
  const plain = findShip(record.name);
  return plain.ok && plain.record === record ? record.name : `${record.name} (${record.faction})`;
}

interface Rect { readonly x: number; readonly y: number; readonly w: number; readonly l: number }

function rectDistance(px: number, py: number, r: Rect): number {
  const dx = Math.max(Math.abs(px - r.x) - r.w, 0);
  const dy = Math.max(Math.abs(py - r.y) - r.l, 0);
  return Math.hypot(dx, dy);
}

/**
 * Squadron positions on a grid (pitch 40 mm, so bases never touch) in the near half of the setup
 * area, clear of every ship by 5 mm, the ones nearest a ship first. `distance` is the base's edge
 * distance to the nearest ship (infinite without ships).
 */
function squadronSpots(ships: readonly Rect[], count: number, area: { xMin: number; xMax: number; depth: number }): { x: number; y: number; distance: number }[] {
  if (count === 0) return [];
  const candidates: { x: number; y: number; distance: number }[] = [];
  for (let y = EDGE_MARGIN + SQUADRON_RADIUS; y <= area.depth - SQUADRON_RADIUS; y += SQUADRON_PITCH) {
    for (let x = area.xMin + SQUADRON_RADIUS + EDGE_MARGIN; x <= area.xMax - SQUADRON_RADIUS - EDGE_MARGIN; x += SQUADRON_PITCH) {
      let nearest = Infinity;
      for (const ship of ships) nearest = Math.min(nearest, rectDistance(x, y, ship));
      if (nearest < SQUADRON_RADIUS + 5) continue;
      candidates.push({ x, y, distance: nearest - SQUADRON_RADIUS });
    }
  }
  const centre = (area.xMin + area.xMax) / 2;
  candidates.sort((a, b) => a.distance - b.distance || a.y - b.y || Math.abs(a.x - centre) - Math.abs(b.x - centre) || a.x - b.x);
  return candidates.slice(0, count);
}

/**
 * A scenario's pieces as fleet-list text (the round trip of `importArmadaList`): one line per
 * ship, then a `Squadrons:` block with a count per type. Untyped squadrons are left out.
 */
export function exportArmadaList(scenario: Pick<ArmadaScenario, 'ships' | 'squadrons'>): string {
  const lines = scenario.ships.map((ship) => ship.type);
  const counts = new Map<string, number>();
  for (const squadron of scenario.squadrons) {
    if (squadron.type !== undefined) counts.set(squadron.type, (counts.get(squadron.type) ?? 0) + 1);
  }
  if (counts.size > 0) {
    lines.push('', 'Squadrons:');
    for (const [type, n] of counts) lines.push(`• ${n} x ${/squadron$/i.test(type) ? type : `${type} Squadron`}`);
  }
  return `${lines.join('\n')}\n`;
}
