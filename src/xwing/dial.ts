/** Dial codes (xwing.dial.codes): speed digit, bearing letter, difficulty letter. */

export type Bearing =
  | 'straight'
  | 'bank-left'
  | 'bank-right'
  | 'turn-left'
  | 'turn-right'
  | 'koiogran'
  | 'segnor-left'
  | 'segnor-right'
  | 'tallon-left'
  | 'tallon-right'
  | 'stationary'
  | 'reverse-straight'
  | 'reverse-bank-left'
  | 'reverse-bank-right';

export type Difficulty = 'white' | 'blue' | 'red' | 'purple';

export interface DialEntry {
  readonly code: string;
  readonly speed: number;
  readonly bearing: Bearing;
  readonly difficulty: Difficulty;
}

export const BEARING_LETTERS: Readonly<Record<string, Bearing>> = {
  F: 'straight',
  B: 'bank-left',
  N: 'bank-right',
  T: 'turn-left',
  Y: 'turn-right',
  K: 'koiogran',
  L: 'segnor-left',
  P: 'segnor-right',
  E: 'tallon-left',
  R: 'tallon-right',
  O: 'stationary',
  S: 'reverse-straight',
  A: 'reverse-bank-left',
  D: 'reverse-bank-right',
};

export const DIFFICULTY_LETTERS: Readonly<Record<string, Difficulty>> = { W: 'white', B: 'blue', R: 'red', P: 'purple' };

/** The XD2 schema pattern (xwing.dial.codes). */
export const DIAL_PATTERN = /^[0-5][ABDEFKLNOPRSTY][RWBP]$/;

/** Parsed dial codes (at most 6 x 14 x 4 valid ones), one frozen entry each: a plan parses its ship's codes again and again. */
const parsed = new Map<string, DialEntry>();

export function parseDial(code: string): DialEntry | null {
  const known = parsed.get(code);
  if (known !== undefined) return known;
  const entry = parseNew(code);
  if (entry !== null) parsed.set(code, Object.freeze(entry));
  return entry;
}

function parseNew(code: string): DialEntry | null {
  if (!DIAL_PATTERN.test(code)) return null;
  const bearing = BEARING_LETTERS[code.charAt(1)];
  const difficulty = DIFFICULTY_LETTERS[code.charAt(2)];
  if (bearing === undefined || difficulty === undefined) return null;
  const speed = Number(code.charAt(0));
  // Speed 0 is only stationary (and the huge ships' speed-0 banks, xwing.huge.dial).
  return { code, speed, bearing, difficulty };
}

export function dialCode(speed: number, bearing: Bearing, difficulty: Difficulty): string {
  const letter = Object.entries(BEARING_LETTERS).find(([, b]) => b === bearing)?.[0] ?? 'F';
  const diff = Object.entries(DIFFICULTY_LETTERS).find(([, d]) => d === difficulty)?.[0] ?? 'W';
  return `${speed}${letter}${diff}`;
}

/** The side a bearing turns toward: -1 left, +1 right, 0 none. */
export function bearingSide(bearing: Bearing): -1 | 0 | 1 {
  if (bearing.endsWith('-left')) return -1;
  if (bearing.endsWith('-right')) return 1;
  return 0;
}
