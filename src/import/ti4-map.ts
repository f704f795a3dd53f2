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
  | { readonly kind: 'home'; readonly seat: number | undefined }
  | { readonly kind: 'ttpg'; readonly text: string };

const HYPERLANE = /^(\d+)([AaBb])[-:]?(\d{1,3})?$/;

/** The Fracture's tiles in TTPG map strings (Thunder's Edge): placed beyond the rings, off the map here. */
const TTPG_FRACTURE = { from: 900, to: 907 } as const;

/**
 * A tile number only TTPG writes: the Fracture (900-907), or 1000 and above (its own pieces and
 * homebrew tiles, with or without a side and rotation, e.g. `1011A1`). No printed tile has them.
 */
function ttpgOnly(text: string): { readonly tile: number; readonly what: string } | undefined {
  const m = /^(\d{3,5})(?:[AaBb]\d{0,3})?$/.exec(text);
  if (m === null) return undefined;
  const tile = Number(m[1]);
  if (tile >= TTPG_FRACTURE.from && tile <= TTPG_FRACTURE.to) return { tile, what: `TTPG's Fracture tile ${tile} (Thunder's Edge; the Fracture lies off the map)` };
  if (tile >= 1000) return { tile, what: `TTPG's tile number ${text} (1000 and above: TTPG's own pieces and homebrew tiles, which no printed tile has)` };
  return undefined;
}

/** One generator token to its canonical form, or a message saying what is wrong with it. */
function readToken(text: string): Token | string {
  if (text === '0') return { kind: 'home', seat: undefined };
  if (ttpgOnly(text) !== undefined) return { kind: 'ttpg', text };
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
  return 'expected a tile number, 0 or H<n> for a home slot, -1, _ or X for an empty slot, or a hyperlane code such as 83A3 (TTPG\'s own numbers, the Fracture 900-907 and pieces from 1000, are read as empty slots)';
}

/** PoK home systems 52-57, which Board Game Arena's map strings use for hyperlanes (with 78-83). */
const BGA_LOW = [52, 53, 54, 55, 56, 57];
const BGA_HIGH = [78, 79, 80, 81, 82, 83];

/**
 * Board Game Arena numbers its hyperlanes 52-57 and 78-83, where the printed game has the PoK home
 * systems 52-57 and the systems 78-82. Two or more of 52-57 together with Mallice (82, never placed
 * on the map) or a bare 83 (a hyperlane without side) is BGA's numbering: refused, since its lane
 * layouts are not published. Two or more of 52-57 alone: read as printed, with a note.
 */
function boardGameArena(slots: readonly Token[]): { readonly refuse: boolean; readonly message: string } | undefined {
  const numbers = new Set(slots.flatMap((s) => (s.kind === 'tile' && /^\d+$/.test(s.text) ? [Number(s.text)] : [])));
  const low = BGA_LOW.filter((n) => numbers.has(n));
  if (low.length < 2) return undefined;
  const high = BGA_HIGH.filter((n) => numbers.has(n));
  const lanes = `${[...low, ...high].join(', ')}`;
  if (numbers.has(82) || numbers.has(83)) {
    return { refuse: true, message: `this looks like a Board Game Arena map string: it holds tiles ${lanes}, and BGA numbers its hyperlanes 52-57 and 78-83 (here they are PoK home systems, Mallice and hyperlane 83). BGA's lane layouts are not published, so the string is not read: write the hyperlanes as the generators do (83A0 ... 91B5) or export the map from a map generator.` };
  }
  return { refuse: false, message: `tiles ${low.join(', ')} are read as the PoK home systems 52-57; if this string comes from Board Game Arena, whose hyperlanes are numbered 52-57 and 78-83, it is read wrong.` };
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
  // A home slot at the centre (`{0}`, the 7- and 8-player double galaxies): map index 0.
  let centreHome: { seat: number | undefined } | null = null;
  if (words[0]?.startsWith('{')) {
    const inner = words.shift()!.replace(/^\{|\}$/g, '');
    const token = readToken(inner);
    if (typeof token === 'string') issues.push({ path: path === '' ? 'centre' : path, rule: 'import.ti4.token', message: `the centre token {${inner}}: ${token}`, received: inner.slice(0, MAX_STRING) });
    else if (token.kind === 'home') {
      centreHome = { seat: token.seat };
      centre = '0';
    } else if (token.kind === 'ttpg') {
      notes.push({ path: path === '' ? 'centre' : path, rule: 'import.ti4.token', note: `the centre {${inner}} is ${ttpgOnly(inner)!.what}: left empty.` });
      centre = '-1';
    } else centre = token.kind === 'tile' ? token.text : '-1';
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
  const bga = boardGameArena(slots);
  if (bga !== undefined) {
    if (bga.refuse) return fail([{ path: path === '' ? 'map' : path, rule: 'import.ti4.token', message: bga.message }]);
    notes.push({ path, rule: 'import.ti4.token', note: bga.message });
  }

  // TTPG-only numbers: the Fracture tiles and TTPG's own pieces leave their slots empty, with a note each.
  slots.forEach((slot, i) => {
    if (slot.kind !== 'ttpg') return;
    notes.push({ path: path === '' ? `token ${i + 1}` : path, rule: 'import.ti4.token', note: `token ${i + 1} ${JSON.stringify(slot.text)} (map index ${i + 1}) is ${ttpgOnly(slot.text)!.what}: left empty.` });
  });

  // Home slots: H<n> keeps its number; each 0 takes the next free number in map order (the centre first, map index 0).
  const homes: { index: number; seat: number }[] = [];
  const used = new Set([
    ...(centreHome?.seat !== undefined ? [centreHome.seat] : []),
    ...slots.flatMap((s) => (s.kind === 'home' && s.seat !== undefined ? [s.seat] : [])),
  ]);
  let next = 1;
  const numbered = (seat: number | undefined): number => {
    if (seat !== undefined) return seat;
    while (used.has(next)) next++;
    used.add(next);
    return next;
  };
  if (centreHome !== null) homes.push({ index: 0, seat: numbered(centreHome.seat) });
  slots.forEach((slot, i) => {
    if (slot.kind === 'home') homes.push({ index: i + 1, seat: numbered(slot.seat) });
  });

  if (seats.length > LIMITS.players) return fail([{ path: 'seats', rule: 'limits.count', message: `at most ${LIMITS.players} players` }]);

  const tiles = slots.map((slot) => (slot.kind === 'tile' ? slot.text : slot.kind === 'home' ? '0' : '-1'));
  /** Map index -> the slot's tile (index 0 is the centre). */
  const tileAt = (index: number): string => (index === 0 ? centre ?? '18' : tiles[index - 1]!);
  const setTile = (index: number, tile: string): void => {
    if (index === 0) centre = tile;
    else tiles[index - 1] = tile;
  };
  if (seats.length === 0) {
    // A map to look at (CONVENTIONS section 10): no players, the home slots stay placeholders.
    notes.push({ path: 'seats', rule: 'ti4.map.players', note: `no seats: a map without players (${homes.length} home slot(s) left as placeholders); give --seat to seat players.` });
    const canonical = [...(centre === null ? [] : [`{${centre}}`]), ...tiles].join(' ');
    const checked = validate({ game: 'ti4', map: canonical, players: [], units: [] });
    return checked.ok ? ok({ scenario: checked.value as Ti4Scenario, notes }) : checked;
  }
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
    const already = centre === onMap ? 0 : tiles.indexOf(onMap) + 1;
    if (seat.seat === undefined && (already > 0 || centre === onMap)) {
      notes.push({ path: at, rule: 'import.ti4.seat', note: `${faction.name}'s home tile ${onMap} is already on the map at index ${already}.` });
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
      setTile(home.index, onMap);
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
    if (tileAt(home.index) === '0') {
      setTile(home.index, '-1');
      notes.push({ path, rule: 'import.ti4.seat', note: `home slot ${home.seat} (map index ${home.index}) has no player: left empty.` });
    }
  });
  const canonical = [...(centre === null ? [] : [`{${centre}}`]), ...tiles].join(' ');
  const checked = validate({ game: 'ti4', map: canonical, players, units });
  return checked.ok ? ok({ scenario: checked.value as Ti4Scenario, notes }) : checked;
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
