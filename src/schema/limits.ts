/**
 * Input limits (CONVENTIONS section 7): one table, applied by the schemas and the JSON parser so
 * the library, the CLI and the HTTP API refuse the same inputs before any expensive work. Every
 * breach is an issue at the offending JSON path with the rule id of its row (`limits.<what>`)
 * and a message that states the limit. docs/limits.md explains the choices; the JSON Schemas
 * printed by `shipmove schema` carry the same numbers (maxLength, maxItems, minimum, maximum).
 *
 * Each number is at or above the minimum that CONVENTIONS section 7 asks for, and low enough that
 * the worst scenario inside the limits stays well under a second (bench/worst-case.ts).
 */
import * as z from 'zod';
import type { RuleId } from '../rules.ts';

export interface Limit {
  /** The rule id of a breach (registered in src/core/rules.ts). */
  readonly rule: Extract<RuleId, `limits.${string}`>;
  /** The largest accepted value (a count, a length, a depth, or a magnitude in mm or degrees). */
  readonly max: number;
  /** What is counted, for messages: "characters", "ships", "mm". */
  readonly unit: string;
  /** The message of a breach: one sentence stating the limit. */
  readonly says: string;
  /** One line for docs/limits.md and `shipmove schema`. */
  readonly description: string;
}

/** Largest request body or input file in bytes (1 MiB); the server and the CLI read at most this. */
export const MAX_INPUT_BYTES = 1024 * 1024;

export const LIMITS = {
  inputSize: { rule: 'limits.size', max: MAX_INPUT_BYTES, unit: 'bytes', says: 'the JSON of a scenario is at most 1 MiB (1,048,576 bytes)', description: 'a request body, input file or JSON text (library values: at most this many JSON values)' },
  depth: { rule: 'limits.depth', max: 64, unit: 'levels', says: 'JSON nests at most 64 levels of arrays and objects', description: 'nesting of JSON arrays and objects, checked before parsing' },
  string: { rule: 'limits.string', max: 200, unit: 'characters', says: 'a string is at most 200 characters', description: 'any id, name or other string except the TI4 map string' },
  map: { rule: 'limits.string', max: 4096, unit: 'characters', says: 'the map string is at most 4,096 characters', description: 'the TI4 map string' },
  mapRings: { rule: 'limits.count', max: 8, unit: 'rings', says: 'a map has at most 8 rings', description: 'rings of a TI4 map around the centre (8 rings = 216 tiles)' },
  coordinate: { rule: 'limits.coordinate', max: 100_000, unit: 'mm', says: 'coordinates are within -100,000 to 100,000 mm', description: 'absolute value of any x or y (poses, squadron positions, polygon points)' },
  playArea: { rule: 'limits.coordinate', max: 100_000, unit: 'mm', says: 'play-area sides are at most 100,000 mm', description: 'play-area width and height' },
  heading: { rule: 'limits.coordinate', max: 100_000, unit: 'degrees', says: 'headings are within -100,000 to 100,000 degrees', description: 'absolute value of a heading' },
  tokens: { rule: 'limits.count', max: 1000, unit: 'tokens', says: 'token counts are at most 1,000', description: 'a count of tokens or charges (stress, strain, ion, Force, fleet pool)' },
  armadaShips: { rule: 'limits.count', max: 64, unit: 'ships', says: 'an Armada scenario has at most 64 ships', description: 'Armada ships in one scenario' },
  armadaSquadrons: { rule: 'limits.count', max: 200, unit: 'squadrons', says: 'an Armada scenario has at most 200 squadrons', description: 'Armada squadrons in one scenario (and squadron placements)' },
  armadaObstacles: { rule: 'limits.count', max: 32, unit: 'obstacles', says: 'an Armada scenario has at most 32 obstacles', description: 'Armada obstacles in one scenario' },
  xwingShips: { rule: 'limits.count', max: 100, unit: 'ships', says: 'an X-Wing scenario has at most 100 ships', description: 'X-Wing ships in one scenario' },
  xwingObstacles: { rule: 'limits.count', max: 32, unit: 'obstacles', says: 'an X-Wing scenario has at most 32 obstacles', description: 'X-Wing obstacles in one scenario' },
  xwingEffects: { rule: 'limits.count', max: 16, unit: 'effects', says: 'an effects list has at most 16 entries', description: 'X-Wing effects of one ship, and of the scenario (each list); effects multiply the options a plan computes' },
  vertices: { rule: 'limits.vertices', max: 128, unit: 'points', says: 'a polygon has at most 128 points', description: 'points of one explicit polygon obstacle' },
  ti4Players: { rule: 'limits.count', max: 8, unit: 'players', says: 'a TI4 scenario has at most 8 players', description: 'TI4 players' },
  ti4Units: { rule: 'limits.count', max: 2000, unit: 'units', says: 'a TI4 scenario has at most 2,000 units', description: 'TI4 units on the map' },
  ti4Moves: { rule: 'limits.count', max: 200, unit: 'moves', says: 'a TI4 scenario declares at most 200 moves', description: 'TI4 declared moves (tactical moves, and the moves of an ability move)' },
  ti4Path: { rule: 'limits.count', max: 32, unit: 'systems', says: 'a move path has at most 32 systems', description: 'systems on one TI4 move path' },
  list: { rule: 'limits.count', max: 256, unit: 'entries', says: 'this list has at most 256 entries', description: 'any other list: technologies, command tokens, relics, planets, laws, played effects, wormhole tokens, rift dice, transported units, actions, Thunder\'s Edge breaches, Fracture systems and links, X-Wing effects and dial codes' },
  issues: { rule: 'limits.issues', max: 50, unit: 'issues', says: 'an error answer lists at most 50 issues', description: 'issues in one error answer; the last one says how many more there were' },
  received: { rule: 'limits.issues', max: 100, unit: 'characters', says: 'a quoted value is cut to 100 characters', description: 'a received value quoted in an issue (longer ones are cut, with an ellipsis)' },
  planOptions: { rule: 'limits.plan', max: 2500, unit: 'options', says: 'a plan lists at most the requested number of options', description: 'default cap on the options a plan lists, follow-up options included (the `limit` option; the plan says when it cut)' },
  planWork: { rule: 'limits.plan', max: 300_000, unit: 'work units', says: 'an Armada plan computes outcomes up to a work budget of 300,000 units', description: 'work one Armada plan may do: each course or extra maneuver costs 1 + n*n/256 units, n = ships + squadrons + obstacle points / 8; what is left out is counted in the plan\'s `budget`' },
  xwingPlanWork: { rule: 'limits.plan', max: 600, unit: 'work units', says: 'an X-Wing plan computes outcomes up to a work budget of 600 units', description: 'work one X-Wing plan may do: each maneuver or action candidate costs 1 + n/50 units, n = ships + obstacle points / 8; what is left out is counted in the plan\'s `budget`' },
  svg: { rule: 'limits.size', max: 4 * 1024 * 1024, unit: 'characters', says: 'a drawing is at most 4 MiB (4,194,304 characters) of SVG', description: 'the SVG text of one render; a larger drawing is refused (draw it without every option, or with fewer pieces)' },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/** The message of a breach, stating the limit. */
export function limitText(name: LimitName): string {
  return LIMITS[name].says;
}

/**
 * Zod messages cannot carry a rule id, so a limit's message starts with its rule id and a tab;
 * `splitLimitMessage` takes it apart again where zod issues become ours (src/schema/index.ts).
 */
function marked(name: LimitName, text = limitText(name)): string {
  return `${LIMITS[name].rule}\t${text}`;
}

export function splitLimitMessage(message: string): { rule: Limit['rule']; message: string } | null {
  const tab = message.indexOf('\t');
  if (tab < 0 || !message.startsWith('limits.')) return null;
  const rule = message.slice(0, tab);
  const limit = Object.values(LIMITS).find((entry) => entry.rule === rule);
  return limit === undefined ? null : { rule: limit.rule, message: message.slice(tab + 1) };
}

// ---- Schema pieces that apply the table -------------------------------------------------------

/** A string of at most `LIMITS.string.max` characters (ids, names, kebab ids, system names). */
export function limitedString(): z.ZodString {
  return z.string().max(LIMITS.string.max, marked('string'));
}

/** A list capped by the named row. */
export function limitedArray<T extends z.ZodType>(item: T, name: LimitName): z.ZodArray<T> {
  return z.array(item).max(LIMITS[name].max, marked(name));
}

/** A finite number with absolute value at most the named row (coordinates, headings). */
export function limitedNumber(name: 'coordinate' | 'heading'): z.ZodNumber {
  const { max } = LIMITS[name];
  return z.number().min(-max, marked(name)).max(max, marked(name));
}

/** A positive play-area side of at most the table's size. */
export function playAreaSide(): z.ZodNumber {
  return z.number().positive().max(LIMITS.playArea.max, marked('playArea'));
}

/** A non-negative token count. */
export function tokenCount(): z.ZodNumber {
  return z.number().int().min(0).max(LIMITS.tokens.max, marked('tokens'));
}

/** Tiles a map of `rings` rings holds around the centre: 6 + 12 + ... + 6 * rings. */
export function slotsWithin(rings: number): number {
  return 3 * rings * (rings + 1);
}

/** The TI4 map string: capped in characters and in tiles (rings). */
export function mapString(): z.ZodString {
  const slots = slotsWithin(LIMITS.mapRings.max);
  return z
    .string()
    .max(LIMITS.map.max, marked('map'))
    .refine((text) => text.length > LIMITS.map.max || mapTokens(text) <= slots + 1, { message: marked('mapRings', `${limitText('mapRings')} (${slots} tiles and a centre token)`) });
}

/**
 * Tokens in a map string, split as the map parser splits them (src/ti4/map/map-string.ts): the
 * runs of characters other than commas and white space (JavaScript's `\s`), counted in one pass.
 */
export function mapTokens(text: string): number {
  let tokens = 0;
  let inToken = false;
  for (let k = 0; k < text.length; k += 1) {
    const separator = isMapSeparator(text.charCodeAt(k));
    if (!separator && !inToken) tokens += 1;
    inToken = !separator;
  }
  return tokens;
}

/** A comma, or a character of JavaScript's `\s` class. */
function isMapSeparator(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c === 44) return true;
  if (c < 160) return false;
  return c === 160 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}
