/**
 * The text of a fleet list, made readable before any line is looked at: the encoding repaired
 * (UTF-16 read byte by byte, Windows-1252 read as Latin-1, UTF-8 bullets read as Windows-1252) and
 * the text cut into trimmed lines with their whitespace collapsed.
 *
 * Every step visits each character a bounded number of times and counts the visits in `Work`, so
 * a test can check that the reading stays linear in the length of the text (no backtracking
 * patterns: a run of spaces or one very long line costs what its length costs). Lines longer
 * than `MAX_LINE` characters are kept only up to that length (`tooLong`): no fleet builder writes
 * one, and the importer refuses them without looking further.
 */

/** Characters visited while reading (each character of the input is visited a bounded number of times). */
export interface Work {
  visited: number;
}

/** The longest line a fleet builder writes (a ship with all its upgrades on one line, Fab's layout, is under 300). */
export const MAX_LINE = 400;

export interface TextLine {
  /** 1-based line number in the input. */
  readonly number: number;
  /** The line trimmed, inner whitespace collapsed to single spaces, at most `MAX_LINE` characters. */
  readonly text: string;
  /** The line was longer than `MAX_LINE` characters (after collapsing whitespace). */
  readonly tooLong: boolean;
}

/** What the text's encoding looked like and what was done about it (`null`: plain UTF-8 or ASCII). */
export type EncodingNote = 'utf-16le' | 'utf-16be' | 'windows-1252' | 'replaced' | 'mojibake' | null;

/** Windows-1252 0x80-0x9F to Unicode (0 = undefined in the code page). */
const CP1252_HIGH: readonly number[] = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
  0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

function cp1252(byte: number): string {
  if (byte >= 0x80 && byte <= 0x9f) {
    const code = CP1252_HIGH[byte - 0x80]!;
    return code === 0 ? '\ufffd' : String.fromCharCode(code);
  }
  return String.fromCharCode(byte);
}

/**
 * Bytes of a file to text: a byte-order mark decides (UTF-8, UTF-16LE, UTF-16BE); without one,
 * text with a NUL in every other byte is UTF-16, valid UTF-8 is UTF-8 and anything else is
 * Windows-1252 (the bullet 0x95 of old Windows exports). Linear in the number of bytes.
 */
export function decodeListBytes(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' } {
  const n = bytes.length;
  if (n >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: utf8(bytes, 3) ?? windows1252(bytes, 3), encoding: 'utf-8' };
  if (n >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return { text: utf16(bytes, 2, true), encoding: 'utf-16le' };
  if (n >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return { text: utf16(bytes, 2, false), encoding: 'utf-16be' };
  let evenNul = 0;
  let oddNul = 0;
  const sample = Math.min(n, 4096);
  for (let i = 0; i < sample; i++) if (bytes[i] === 0) (i % 2 === 0 ? evenNul++ : oddNul++);
  if (oddNul > sample / 4 && evenNul === 0) return { text: utf16(bytes, 0, true), encoding: 'utf-16le' };
  if (evenNul > sample / 4 && oddNul === 0) return { text: utf16(bytes, 0, false), encoding: 'utf-16be' };
  const text = utf8(bytes, 0);
  return text === null ? { text: windows1252(bytes, 0), encoding: 'windows-1252' } : { text, encoding: 'utf-8' };
}

function utf16(bytes: Uint8Array, start: number, little: boolean): string {
  const parts: string[] = [];
  let chunk: number[] = [];
  for (let i = start; i + 1 < bytes.length; i += 2) {
    chunk.push(little ? bytes[i]! | (bytes[i + 1]! << 8) : (bytes[i]! << 8) | bytes[i + 1]!);
    if (chunk.length === 4096) {
      parts.push(String.fromCharCode(...chunk));
      chunk = [];
    }
  }
  parts.push(String.fromCharCode(...chunk));
  return parts.join('');
}

function windows1252(bytes: Uint8Array, start: number): string {
  const parts: string[] = [];
  for (let i = start; i < bytes.length; i++) parts.push(cp1252(bytes[i]!));
  return parts.join('');
}

/** Strict UTF-8 (no overlongs, no surrogates), or null when the bytes are not UTF-8. */
function utf8(bytes: Uint8Array, start: number): string | null {
  const units: number[] = [];
  const parts: string[] = [];
  for (let i = start; i < bytes.length; ) {
    const b = bytes[i]!;
    let code: number;
    let extra: number;
    if (b < 0x80) { code = b; extra = 0; }
    else if (b >= 0xc2 && b <= 0xdf) { code = b & 0x1f; extra = 1; }
    else if (b >= 0xe0 && b <= 0xef) { code = b & 0x0f; extra = 2; }
    else if (b >= 0xf0 && b <= 0xf4) { code = b & 0x07; extra = 3; }
    else return null;
    for (let k = 1; k <= extra; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return null;
      code = (code << 6) | (c & 0x3f);
    }
    if ((extra === 2 && (code < 0x800 || (code >= 0xd800 && code <= 0xdfff))) || (extra === 3 && (code < 0x10000 || code > 0x10ffff))) return null;
    if (code >= 0x10000) {
      code -= 0x10000;
      units.push(0xd800 + (code >> 10), 0xdc00 + (code & 0x3ff));
    } else units.push(code);
    i += extra + 1;
    if (units.length >= 4096) {
      parts.push(String.fromCharCode(...units));
      units.length = 0;
    }
  }
  parts.push(String.fromCharCode(...units));
  return parts.join('');
}

/**
 * Text that went through the wrong decoder, repaired where that is exact and named otherwise:
 * - UTF-16 read one byte per character (a NUL between the letters): rebuilt from the byte values;
 * - Windows-1252 read as Latin-1 (U+0080-U+009F control characters): mapped through the code page;
 * - UTF-8 read as Windows-1252 (`â€¢` for the bullet): the common sequences repaired;
 * - bytes the reader could not decode (U+FFFD): left in place (a replaced bullet at the start of a
 *   line still reads as a bullet, a replaced letter is ignored when names are compared) and named.
 */
export function repairText(text: string, work: Work): { text: string; encoding: EncodingNote } {
  let start = 0;
  if (text.charCodeAt(0) === 0xfeff) start = 1;
  // UTF-16 read byte by byte: the byte-order mark became two characters (U+FFFD U+FFFD or "ÿþ").
  const first = text.charCodeAt(start);
  const second = text.charCodeAt(start + 1);
  let bomChars = 0;
  let little: boolean | null = null;
  if ((first === 0xfffd && second === 0xfffd) || (first === 0xff && second === 0xfe)) { bomChars = 2; little = true; }
  else if (first === 0xfe && second === 0xff) { bomChars = 2; little = false; }
  let nulOdd = 0;
  let nulEven = 0;
  const sampleEnd = Math.min(text.length, start + bomChars + 2048);
  for (let i = start + bomChars; i < sampleEnd; i++) {
    work.visited++;
    if (text.charCodeAt(i) === 0) ((i - start - bomChars) % 2 === 1 ? nulOdd++ : nulEven++);
  }
  const sample = sampleEnd - start - bomChars;
  if (sample >= 2 && (nulOdd > sample / 4 || nulEven > sample / 4)) {
    const le = little ?? nulOdd >= nulEven;
    const parts: string[] = [];
    let units: number[] = [];
    let lossy = false;
    for (let i = start + bomChars; i + 1 < text.length; i += 2) {
      work.visited += 2;
      const a = byteOf(text.charCodeAt(i));
      const b = byteOf(text.charCodeAt(i + 1));
      if (a < 0 || b < 0) lossy = true;
      units.push(a < 0 || b < 0 ? 0xfffd : le ? a | (b << 8) : (a << 8) | b);
      if (units.length === 4096) {
        parts.push(String.fromCharCode(...units));
        units = [];
      }
    }
    parts.push(String.fromCharCode(...units));
    const decoded = parts.join('');
    return { text: decoded.charCodeAt(0) === 0xfeff ? decoded.slice(1) : decoded, encoding: lossy ? 'replaced' : le ? 'utf-16le' : 'utf-16be' };
  }
  // One pass: C1 controls (Windows-1252 read as Latin-1), mojibake of UTF-8 punctuation, U+FFFD.
  let c1 = false;
  let replaced = false;
  let mojibake = false;
  for (let i = start; i < text.length; i++) {
    work.visited++;
    const c = text.charCodeAt(i);
    if (c >= 0x80 && c <= 0x9f) c1 = true;
    else if (c === 0xfffd) replaced = true;
    else if (c === 0xe2 && text.charCodeAt(i + 1) === 0x20ac) mojibake = true;
  }
  if (!c1 && !mojibake) return { text: start === 0 ? text : text.slice(start), encoding: replaced ? 'replaced' : null };
  const parts: string[] = [];
  let chunk = '';
  for (let i = start; i < text.length; i++) {
    work.visited++;
    const c = text.charCodeAt(i);
    if (mojibake && c === 0xe2 && text.charCodeAt(i + 1) === 0x20ac) {
      // "â€" + one more character: the three bytes of a UTF-8 punctuation mark read as Windows-1252.
      const third = text.charCodeAt(i + 2);
      const mark = third === 0xa2 ? '\u2022' : third === 0x201c ? '\u2013' : third === 0x201d ? '\u2014' : third === 0x2122 ? '\u2019' : third === 0x2dc ? '\u201c' : null;
      if (mark !== null) {
        chunk += mark;
        i += 2;
        work.visited += 2;
        continue;
      }
    }
    chunk += c >= 0x80 && c <= 0x9f ? cp1252(c) : text[i];
    if (chunk.length >= 4096) {
      parts.push(chunk);
      chunk = '';
    }
  }
  parts.push(chunk);
  return { text: parts.join(''), encoding: c1 ? 'windows-1252' : 'mojibake' };
}

/** A character read as one byte: its byte value, or -1 when it cannot be one (U+FFFD or wider). */
function byteOf(code: number): number {
  return code <= 0xff ? code : -1;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0b || c === 0x0c || c === 0xa0 || (c >= 0x2000 && c <= 0x200b) || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0;
}

function isBreak(c: number): boolean {
  return c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;
}

/**
 * The text cut into lines (`\n`, `\r\n`, `\r`, U+2028, U+2029), each trimmed with its inner
 * whitespace collapsed to one space; each character is visited once.
 */
export function splitLines(text: string, work: Work): TextLine[] {
  const lines: TextLine[] = [];
  const n = text.length;
  let number = 1;
  let runs: string[] = [];
  let length = 0;
  let tooLong = false;
  let runStart = -1;
  const endRun = (i: number) => {
    if (runStart < 0) return;
    const add = i - runStart + (runs.length > 0 ? 1 : 0);
    if (!tooLong && length + add <= MAX_LINE) {
      runs.push(text.slice(runStart, i));
      length += add;
    } else tooLong = true;
    runStart = -1;
  };
  for (let i = 0; i <= n; i++) {
    work.visited++;
    const c = i < n ? text.charCodeAt(i) : 0x0a;
    if (isBreak(c)) {
      endRun(i);
      lines.push({ number, text: runs.length === 1 ? runs[0]! : runs.join(' '), tooLong });
      if (c === 0x0d && text.charCodeAt(i + 1) === 0x0a) i++;
      number++;
      runs = [];
      length = 0;
      tooLong = false;
      continue;
    }
    if (isSpace(c)) endRun(i);
    else if (runStart < 0) runStart = i;
  }
  return lines;
}

/**
 * A name folded for comparison: lower case, letters and digits only (`Assault Frigate Mk.II A` ->
 * `assaultfrigatemkiia`, `Hound’s Tooth` and `Hound's Tooth` alike, a replaced character ignored).
 * Accented letters lose their accents.
 */
export function fold(name: string, work?: Work): string {
  let out = '';
  const lower = name.toLowerCase();
  for (let i = 0; i < lower.length; i++) {
    if (work) work.visited++;
    const c = lower.charCodeAt(i);
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39)) out += lower[i];
    else if (c >= 0xc0 && c <= 0x24f) {
      const base = lower[i]!.normalize('NFD').charCodeAt(0);
      if (base >= 0x61 && base <= 0x7a) out += String.fromCharCode(base);
    }
  }
  return out;
}
