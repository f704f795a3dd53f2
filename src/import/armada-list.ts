/**
 * Armada fleet lists: the plain-text export of the common fleet builders (ship lines, `[ flagship ]`,
 * upgrade lines under a ship, a `Squadrons:` block with counts such as `• 2 x TIE Fighter Squadron`,
 * the `3 TIE Fighter Squadrons ( 24 points)` form, `Faction:`, `Commander:` and objective lines,
 * point totals). Ships and squadrons become pieces of their catalog types; everything else is
 * skipped with a note. Ships deploy in the owner's deployment zone (armada.setup.areas,
 * armada.setup.deploy), squadrons within distance 2 of a friendly ship, nothing overlapping.
 */
import type { Issue, Result } from '../core/issue.ts';
import { fail, ok } from '../core/issue.ts';
import { NameIndex } from '../core/suggest.ts';
import { BASES, SQUADRON_RADIUS } from '../armada/catalog/bases.ts';
import { findShip, qualifiedName, SHIP_RECORDS } from '../armada/catalog/ships.ts';
import type { ShipRecord } from '../armada/catalog/ships.ts';
import { findSquadron, SQUADRON_RECORDS } from '../armada/catalog/squadrons.ts';
import type { SquadronRecord } from '../armada/catalog/squadrons.ts';
import { DEFAULT_AREA } from '../armada/world.ts';
import { validate } from '../engines.ts';
import type { ArmadaScenario } from '../schema/armada.ts';
import { deployRows } from './deploy.ts';
import { ownEntry, slug, tooLarge, uniqueId } from './text.ts';
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

/** Fleet-builder faction names to the owner names scenarios use. */
const FACTION_OWNERS: Readonly<Record<string, string>> = {
  'galactic empire': 'empire',
  empire: 'empire',
  'rebel alliance': 'rebels',
  rebels: 'rebels',
  rebel: 'rebels',
  'galactic republic': 'republic',
  republic: 'republic',
  'separatist alliance': 'separatists',
  separatists: 'separatists',
  separatist: 'separatists',
};

const HEADER = /^(name|fleet name|author|faction|commander|points|total points|total|assault|defense|defence|navigation|squadrons)(\s+objective)?\s*:\s*(.*)$/i;
const BULLET = /^[•\-·*–]\s*/;
const FLAGSHIP = /\[\s*flagship\s*\]\s*/i;
const COUNT = /^(\d+)\s*(?:x\s+|\s+)/i;
const MARKER = /^\s*(com|off|wpn|rep off)\s*$/i;

const everyName = new NameIndex<true>([...SHIP_RECORDS.map((r) => [r.name, true] as const), ...SQUADRON_RECORDS.map((r) => [`${r.name} Squadron`, true] as const)]);

type Found = { readonly kind: 'ship'; readonly record: ShipRecord } | { readonly kind: 'squadron'; readonly record: SquadronRecord } | { readonly kind: 'ambiguous'; readonly message: string } | null;

/** Names the catalogs know, lower case: checked first, so the catalogs' "did you mean" is only built for a name they hold. */
const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
const shipNames = new Set(SHIP_RECORDS.flatMap((r) => [key(r.name), key(qualifiedName(r))]));
const squadronNames = new Set(SQUADRON_RECORDS.flatMap((r) => [key(r.name), key(`${r.name} Squadron`)]));

function lookup(name: string): Found {
  if (shipNames.has(key(name))) {
    const ship = findShip(name);
    if (ship.ok) return { kind: 'ship', record: ship.record };
    return { kind: 'ambiguous', message: ship.message };
  }
  for (const candidate of [name, name.replace(/s$/i, ''), name.replace(/\s+squadrons?$/i, '')]) {
    if (!squadronNames.has(key(candidate))) continue;
    const squadron = findSquadron(candidate);
    if (squadron.ok) return { kind: 'squadron', record: squadron.record };
  }
  // A builder's longer name for a catalog squadron: `Firespray-31` is the `Firespray`.
  const lower = name.toLowerCase();
  const prefixed = SQUADRON_RECORDS.filter((r) => lower.startsWith(r.name.toLowerCase()) && /^[^a-z]/i.test(name.slice(r.name.length)));
  prefixed.sort((a, b) => b.name.length - a.name.length);
  return prefixed[0] ? { kind: 'squadron', record: prefixed[0] } : null;
}

/** The line without its cost brackets and slot markers (a faction qualifier in brackets stays). */
function stripTrailers(text: string): string {
  let end = text.length;
  for (let found = trailer(text, end); found !== null && (/\d/.test(found.inside) || MARKER.test(found.inside)); found = trailer(text, end)) {
    end = found.start;
  }
  return text.slice(0, end).replace(/\s+/g, ' ').trim();
}

const isSpace = (char: string) => /\s/.test(char);

/**
 * The trailing bracket of `text.slice(0, end)`, as `\s*\(([^()]*)\)\s*$` would find it: a cost
 * `(85)`, `( 5 points)`, `(150 + 84: 234)` or a builder's slot marker `(com)`, with the spaces
 * around it. A scan back from the end, so linear in what it removes (the pattern backtracked
 * quadratically on runs of spaces).
 */
function trailer(text: string, end: number): { readonly start: number; readonly inside: string } | null {
  let k = end;
  while (k > 0 && isSpace(text[k - 1]!)) k--;
  if (k === 0 || text[k - 1] !== ')') return null;
  const close = k - 1;
  let open = close - 1;
  while (open >= 0 && text[open] !== '(' && text[open] !== ')') open--;
  if (open < 0 || text[open] !== '(') return null;
  let start = open;
  while (start > 0 && isSpace(text[start - 1]!)) start--;
  return { start, inside: text.slice(open + 1, close) };
}

interface ShipEntry { readonly record: ShipRecord; readonly line: number }
interface SquadronEntry { readonly record: SquadronRecord | null; readonly name: string; readonly line: number }

/** A fleet builder's text to an Armada scenario; an unknown name is an issue at `line N` with the closest catalog names. */
export function importArmadaList(text: string, options: ImportOptions = {}): Result<Imported<ArmadaScenario>> {
  const large = tooLarge(text);
  if (large) return fail([large]);
  const issues: Issue[] = [];
  const notes: ImportNote[] = [];
  const ships: ShipEntry[] = [];
  const squadrons: SquadronEntry[] = [];
  let factionOwner: string | undefined;
  let inSquadrons = false;
  let sawTotals = false;

  text.split(/\r?\n/).forEach((raw, i) => {
    const where = `line ${i + 1}`;
    const line = raw.replace(/\u00a0/g, ' ').trim();
    if (line === '') return;
    if (line.startsWith('=')) {
      sawTotals = true;
      return;
    }
    const header = HEADER.exec(line);
    if (header) {
      const key = header[1]!.toLowerCase();
      const value = header[3]!.trim();
      if (key === 'squadrons') inSquadrons = true;
      else if (key === 'faction') {
        factionOwner = ownEntry(FACTION_OWNERS, value.toLowerCase());
        notes.push({ path: where, rule: 'import.armada.skipped', note: `faction ${JSON.stringify(value)}${factionOwner ? `: owner "${factionOwner}"` : ' (not a known faction: no owner from it)'}.` });
      } else if (key === 'points' || key === 'total points' || key === 'total') sawTotals = true;
      else if (value !== '') notes.push({ path: where, rule: 'import.armada.skipped', note: `${header[1]}${header[2] ?? ''} ${JSON.stringify(value)} skipped: a scenario holds pieces, not ${key === 'commander' ? 'commanders' : key === 'name' || key === 'fleet name' || key === 'author' ? 'list details' : 'objectives'}.` });
      return;
    }
    let body = line;
    const bulleted = BULLET.test(body);
    body = body.replace(BULLET, '').replace(FLAGSHIP, '');
    const counted = COUNT.exec(body);
    const count = counted ? Number(counted[1]) : 1;
    if (counted) body = body.slice(counted[0].length);
    const name = stripTrailers(body);
    if (name === '') return;
    const found = lookup(name);
    if (found?.kind === 'ambiguous') {
      issues.push({ path: where, rule: 'import.armada.line', message: found.message, received: name });
      return;
    }
    if (found?.kind === 'ship' && !(bulleted && !counted && inSquadrons)) {
      for (let k = 0; k < count; k++) ships.push({ record: found.record, line: i + 1 });
      return;
    }
    if (found?.kind === 'squadron' && (inSquadrons || counted || !bulleted)) {
      if (count > LIMITS.squadrons) {
        issues.push({ path: where, rule: 'limits.count', message: `${count} squadrons; a scenario holds at most ${LIMITS.squadrons}` });
        return;
      }
      for (let k = 0; k < count; k++) squadrons.push({ record: found.record, name: found.record.name, line: i + 1 });
      return;
    }
    if (bulleted && !counted && !inSquadrons) {
      notes.push({ path: where, rule: 'import.armada.skipped', note: `upgrade ${JSON.stringify(name)} skipped.` });
      return;
    }
    if ((inSquadrons || counted) && count === 1) {
      // Unique squadrons (aces) are not all in the catalog: the base is the same for every squadron.
      const close = everyName.suggest(name);
      squadrons.push({ record: null, name, line: i + 1 });
      notes.push({ path: where, rule: 'import.armada.line', note: `squadron ${JSON.stringify(name)} is not in the squadron catalog: imported without a type (same base, speed unknown)${close.length > 0 ? `; did you mean ${close.map((c) => JSON.stringify(c)).join(', ')}?` : '.'}` });
      return;
    }
    issues.push({ path: where, rule: 'import.armada.line', message: everyName.unknownMessage('ship or squadron', name), received: name.slice(0, 100) });
  });
  if (sawTotals) notes.push({ path: '', rule: 'import.armada.skipped', note: 'point totals skipped.' });
  if (issues.length > 0) return fail(issues);
  if (ships.length === 0 && squadrons.length === 0) {
    return fail([{ path: '', rule: 'import.format', message: 'no ship or squadron lines found: expected a fleet builder\'s text export' }]);
  }
  if (ships.length > LIMITS.ships) return fail([{ path: '', rule: 'limits.count', message: `${ships.length} ships; a scenario holds at most ${LIMITS.ships}` }]);
  if (squadrons.length > LIMITS.squadrons) return fail([{ path: '', rule: 'limits.count', message: `${squadrons.length} squadrons; a scenario holds at most ${LIMITS.squadrons}` }]);

  const owner = options.owner ?? factionOwner ?? (ships[0] ? ownEntry(FACTION_OWNERS, ships[0].record.faction.toLowerCase()) : undefined);
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
      notes.push({ path: `line ${s.line}`, rule: 'import.deploy', note: `squadron ${s.name} placed ${spot.distance.toFixed(1)} mm from the nearest friendly ship, beyond distance 2 (armada.setup.deploy).` });
    }
    return {
      id: uniqueId(slug(s.name), taken),
      ...(s.record === null ? {} : { type: s.record.name }),
      ...(owner === undefined ? {} : { owner }),
      position: { x: spot.x, y: mirror(spot.y) },
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
