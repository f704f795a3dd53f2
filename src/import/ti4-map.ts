/**
 * TI4 map strings as the map generators write them, to a scenario with players at their home
 * slots. Accepted besides the canonical tokens (ti4.map.string): `0` and `H<n>` home placeholders,
 * `-1`, `_` and `X` empty or closed slots, a `{...}` centre, commas, and hyperlane codes with the
 * rotation as steps or degrees, with or without a separator (`83A3`, `83a3`, `83A180`, `83a-3`,
 * `83A:180`), Thunder's Edge hyperlanes 119-124 the same way and the faces of tile 96 (`96a`, `96b`).
 * Seats say who sits at which home slot; each seated player's home tile replaces the
 * placeholder and the player's units stand in the home system. Unknown tokens are issues naming
 * the token.
 */
import type { Issue, Result } from '../core/issue.ts';
import { fail, ok } from '../core/issue.ts';
import { NameIndex } from '../core/suggest.ts';
import { validate } from '../engines.ts';
import type { Ti4Scenario } from '../schema/ti4.ts';
import { faction as factionById, FACTIONS } from '../ti4/catalog/factions.ts';
import { isHyperlaneTile } from '../ti4/catalog/hyperlanes.ts';
import { CREUSS_GATE, CREUSS_HOME } from '../ti4/catalog/tiles.ts';
import { CRIMSON_HOME, THE_SORROW, TWO_FACED_TILES } from '../ti4/catalog/thunders-edge.ts';
import { UNITS } from '../ti4/catalog/units.ts';
import { MAX_STRING, tooLarge } from './text.ts';
import type { Imported, ImportNote, ImportOptions, Ti4Seat } from './types.ts';

const LIMITS = { players: 8, units: 1000 } as const;

const factionIndex = new NameIndex<string>(FACTIONS.flatMap((f) => [[f.id, f.id] as const, [f.name, f.id] as const]));
const unitIndex = new NameIndex<string>(UNITS.map((u) => [u.id, u.id] as const));

/** One slot of the map after reading a generator token. */
type Token =
  | { readonly kind: 'tile'; readonly text: string }
  | { readonly kind: 'empty' }
  | { readonly kind: 'home'; readonly seat: number | undefined };

const HYPERLANE = /^(\d+)([AaBb])[-:]?(\d{1,3})?$/;

/** One generator token to its canonical form, or a message saying what is wrong with it. */
function readToken(text: string): Token | string {
  if (text === '0') return { kind: 'home', seat: undefined };
  if (text === '-1' || text === '_' || text === 'X' || text === 'x') return { kind: 'empty' };
  const home = /^[HhPp](\d)$/.exec(text);
  if (home) return { kind: 'home', seat: Number(home[1]) };
  if (/^\d{1,4}$/.test(text)) return { kind: 'tile', text: String(Number(text)) };
  const lane = HYPERLANE.exec(text);
  if (lane) {
    const tile = Number(lane[1]);
    // Thunder's Edge 96 is printed on both faces: the letter names the face (96a Firmament, 96b Obsidian).
    if (TWO_FACED_TILES.includes(tile) && lane[3] === undefined) return { kind: 'tile', text: `${tile}${lane[2]!.toLowerCase()}` };
    if (!isHyperlaneTile(tile)) return `only hyperlane tiles (83-91, 119-124) take a side letter and rotation, and tile ${TWO_FACED_TILES.join(', ')} a face letter (96a, 96b)`;
    const value = lane[3] === undefined ? 0 : Number(lane[3]);
    const steps = value <= 5 ? value : value % 60 === 0 && value < 360 ? value / 60 : -1;
    if (steps < 0) return `rotation ${lane[3]} is neither 0-5 steps nor a multiple of 60 degrees below 360`;
    return { kind: 'tile', text: `${tile}${lane[2]!.toUpperCase()}${steps}` };
  }
  return 'expected a tile number, 0 or H<n> for a home slot, -1, _ or X for an empty slot, or a hyperlane code such as 83A3';
}

interface MapInput {
  readonly map: string;
  readonly seats: readonly Ti4Seat[];
  readonly path: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The input: a map string, or JSON `{ "map": "...", "seats": [...] }` (seats may also come from the options). */
function readInput(input: unknown, options: ImportOptions): Result<MapInput> {
  let value = input;
  if (typeof input === 'string') {
    const large = tooLarge(input);
    if (large) return fail([large]);
    const trimmed = input.trim();
    if (trimmed.startsWith('{"') || trimmed.startsWith('{\n') || trimmed.startsWith('{ "')) {
      try {
        value = JSON.parse(trimmed) as unknown;
      } catch {
        value = input;
      }
    }
  }
  if (typeof value === 'string') return ok({ map: value, seats: options.seats ?? [], path: '' });
  if (!isObject(value) || typeof value.map !== 'string') {
    return fail([{ path: 'map', rule: 'import.format', message: 'expected a map string, or a JSON object { "map": "...", "seats": [...] }' }]);
  }
  const seats = value.seats ?? [];
  if (!Array.isArray(seats)) return fail([{ path: 'seats', rule: 'import.ti4.seat', message: 'expected "seats", an array of { "faction", "player", "seat", "units" }' }]);
  const issues: Issue[] = [];
  seats.forEach((seat: unknown, i) => {
    if (!isObject(seat) || typeof seat.faction !== 'string') {
      issues.push({ path: `seats[${i}]`, rule: 'import.ti4.seat', message: 'each seat is an object with a "faction"' });
      return;
    }
    if (seat.player !== undefined && (typeof seat.player !== 'string' || seat.player === '')) issues.push({ path: `seats[${i}].player`, rule: 'schema', message: 'expected a player id' });
    for (const key of ['seat', 'tile'] as const) {
      if (seat[key] !== undefined && !Number.isInteger(seat[key])) issues.push({ path: `seats[${i}].${key}`, rule: 'schema', message: `expected "${key}" to be a whole number` });
    }
    if (seat.units !== undefined && !isObject(seat.units)) issues.push({ path: `seats[${i}].units`, rule: 'schema', message: 'expected "units", an object such as { "carrier": 2, "fighter": 3 }' });
  });
  if (issues.length > 0) return fail(issues);
  return ok({ map: value.map, seats: [...(seats as Ti4Seat[]), ...(options.seats ?? [])], path: 'map' });
}

/** A generator's map string (placeholders allowed) and its seats to a TI4 scenario. */
export function importTi4Map(input: unknown, options: ImportOptions = {}): Result<Imported<Ti4Scenario>> {
  const read = readInput(input, options);
  if (!read.ok) return read;
  const { map, seats, path } = read.value;
  const issues: Issue[] = [];
  const notes: ImportNote[] = [];

  // Tokens: an optional {centre}, then map indices 1, 2, ... A map generator's link
  // (`...?tiles=18,40,71,...`) lists the centre first.
  const link = /[?&]tiles=([^&#\s]*)/.exec(map);
  const words = (link ? `{${link[1]!.split(',')[0]}},${link[1]!.split(',').slice(1).join(',')}` : map).split(/[\s,]+/).filter((t) => t !== '');
  if (link) notes.push({ path, rule: 'import.ti4.token', note: 'read the tiles of a map generator link: its first tile is the centre.' });
  let centre: string | null = null;
  if (words[0]?.startsWith('{')) {
    const inner = words.shift()!.replace(/^\{|\}$/g, '');
    const token = readToken(inner);
    if (typeof token === 'string') issues.push({ path: path === '' ? 'centre' : path, rule: 'import.ti4.token', message: `the centre token {${inner}}: ${token}`, received: inner.slice(0, MAX_STRING) });
    else centre = token.kind === 'tile' ? token.text : '-1';
  }
  const slots: Token[] = [];
  words.forEach((word, i) => {
    const token = readToken(word);
    if (typeof token === 'string') {
      issues.push({ path: path === '' ? `token ${i + 1}` : path, rule: 'import.ti4.token', message: `token ${i + 1} ${JSON.stringify(word)} (map index ${i + 1}): ${token}`, received: word.slice(0, MAX_STRING) });
      slots.push({ kind: 'empty' });
    } else slots.push(token);
  });
  if (issues.length > 0) return fail(issues);

  // Home slots: H<n> keeps its number; each 0 takes the next free number in map order.
  const homes: { index: number; seat: number }[] = [];
  const used = new Set(slots.flatMap((s) => (s.kind === 'home' && s.seat !== undefined ? [s.seat] : [])));
  let next = 1;
  slots.forEach((slot, i) => {
    if (slot.kind !== 'home') return;
    let seat = slot.seat;
    if (seat === undefined) {
      while (used.has(next)) next++;
      seat = next;
      used.add(seat);
    }
    homes.push({ index: i + 1, seat });
  });

  if (seats.length === 0) {
    return fail([{ path: 'seats', rule: 'import.ti4.seat', message: `a TI4 scenario needs at least one player: say who sits where (--seat sol, --seat red=hacan@2; the map has ${homes.length} home slot(s))` }]);
  }
  if (seats.length > LIMITS.players) return fail([{ path: 'seats', rule: 'limits.count', message: `at most ${LIMITS.players} players` }]);

  const tiles = slots.map((slot) => (slot.kind === 'tile' ? slot.text : slot.kind === 'empty' ? '-1' : '0'));
  const players: { id: string; faction: string }[] = [];
  const units: { id: string; player: string; type: string; system: string }[] = [];
  const seated = new Set<number>();
  // Seats without a number take the lowest home slot no seat asks for.
  const requested = new Set(seats.flatMap((seat) => (seat.seat === undefined ? [] : [seat.seat])));
  seats.forEach((seat, i) => {
    const at = `seats[${i}]`;
    const factionId = factionIndex.get(seat.faction);
    if (factionId === undefined) {
      issues.push({ path: `${at}.faction`, rule: 'import.ti4.seat', message: factionIndex.unknownMessage('faction', seat.faction), received: seat.faction.slice(0, MAX_STRING) });
      return;
    }
    const faction = factionById(factionId)!;
    // The home system's name: a tile number, or a Thunder's Edge face ("96a") given as homeSystem.
    const homeTile = seat.tile !== undefined ? String(seat.tile) : faction.homeTile !== null ? String(faction.homeTile) : faction.homeSystem ?? null;
    if (homeTile === null) {
      issues.push({ path: `${at}.tile`, rule: 'import.ti4.seat', message: `${faction.name} has no home system of its own: give the tile it takes ("tile")` });
      return;
    }
    // Off-map homes: Creuss 51 (the Creuss Gate 17 on the map), the Crimson Rebellion 118 (The Sorrow 94 on the map).
    const onMap = homeTile === String(CREUSS_HOME) ? String(CREUSS_GATE) : homeTile === String(CRIMSON_HOME) ? String(THE_SORROW) : homeTile;
    const player = seat.player ?? faction.id;
    if (players.some((p) => p.id === player)) {
      issues.push({ path: `${at}.player`, rule: 'import.ti4.seat', message: `player ${JSON.stringify(player)} is seated twice` });
      return;
    }
    const already = tiles.indexOf(onMap);
    if (seat.seat === undefined && already >= 0) {
      notes.push({ path: at, rule: 'import.ti4.seat', note: `${faction.name}'s home tile ${onMap} is already on the map at index ${already + 1}.` });
    } else {
      const number = seat.seat ?? homes.map((h) => h.seat).sort((a, b) => a - b).find((n) => !seated.has(n) && !requested.has(n)) ?? homes.length + 1;
      const home = homes.find((h) => h.seat === number);
      if (home === undefined) {
        issues.push({ path: `${at}.seat`, rule: 'import.ti4.seat', message: `the map has no home slot ${number}: it has ${homes.length} (${homes.map((h) => `${h.seat} at index ${h.index}`).join(', ') || 'none'})` });
        return;
      }
      if (seated.has(number)) {
        issues.push({ path: `${at}.seat`, rule: 'import.ti4.seat', message: `home slot ${number} is already taken` });
        return;
      }
      seated.add(number);
      tiles[home.index - 1] = onMap;
      notes.push({ path: at, rule: 'import.ti4.seat', note: `${faction.name} (player ${JSON.stringify(player)}) sits at home slot ${number}, map index ${home.index}: tile ${onMap}${onMap !== homeTile ? ` on the map, home system ${homeTile} off it` : ''}.` });
    }
    players.push({ id: player, faction: faction.id });
    for (const [type, count] of Object.entries(seat.units ?? {})) {
      const unit = unitIndex.get(type);
      if (unit === undefined) {
        issues.push({ path: `${at}.units[${JSON.stringify(type)}]`, rule: 'catalog', message: unitIndex.unknownMessage('unit type', type) });
        continue;
      }
      if (!Number.isInteger(count) || count < 0 || units.length + count > LIMITS.units) {
        issues.push({ path: `${at}.units[${JSON.stringify(type)}]`, rule: 'limits.count', message: `expected a whole number of units, at most ${LIMITS.units} in all` });
        continue;
      }
      for (let k = 1; k <= count; k++) units.push({ id: `${player}-${unit}-${k}`, player, type: unit, system: homeTile });
    }
  });
  if (issues.length > 0) return fail(issues);

  homes.forEach((home) => {
    if (tiles[home.index - 1] === '0') {
      tiles[home.index - 1] = '-1';
      notes.push({ path, rule: 'import.ti4.seat', note: `home slot ${home.seat} (map index ${home.index}) has no player: left empty.` });
    }
  });
  const canonical = [...(centre === null ? [] : [`{${centre}}`]), ...tiles].join(' ');
  const checked = validate({ game: 'ti4', map: canonical, players, units });
  return checked.ok ? ok({ scenario: checked.value, notes }) : checked;
}

/** `[player=]faction[@seat]`, the command line's `--seat`: `sol`, `red=hacan`, `red=hacan@2`. */
export function parseSeat(text: string): Ti4Seat | null {
  const match = /^(?:([^=@\s]+)=)?([^=@\s]+)(?:@(\d+))?$/.exec(text.trim());
  if (!match) return null;
  return {
    faction: match[2]!,
    ...(match[1] === undefined ? {} : { player: match[1] }),
    ...(match[3] === undefined ? {} : { seat: Number(match[3]) }),
  };
}
