/**
 * A JSON reader for exported squads (import.xws.lenient): strict JSON, except that inside a string
 * it accepts what some builders write by hand-rolled serialisers (FlyCasual's `description`): raw
 * newlines and other control characters, a quote that does not end the string (one not followed by
 * `,` `}` `]` `:` or the end; keys stay strict), and unknown escapes. Each string read that way is reported with its
 * JSON path, so the caller can keep it where it does not matter and refuse it where it does.
 * One pass over the text (linear time), a depth limit, a leading byte-order mark skipped, keys such
 * as `__proto__` or `toString` kept as plain data (own properties).
 */
import type { Issue, Result } from '../core/issue.ts';
import { fail, ok } from '../core/issue.ts';
import { LIMITS } from '../schema/limits.ts';

/** Deepest nesting of arrays and objects read (limits.depth; an XWS squad needs 4). */
export const MAX_JSON_DEPTH = LIMITS.depth.max;

export interface LenientString {
  /** JSON path of the string (for a key: the path of the member it names). */
  readonly path: string;
  /** What was accepted: `raw newline`, `raw control character`, `unescaped quote`, `unknown escape`. */
  readonly what: readonly string[];
}

export interface ParsedJson {
  readonly value: unknown;
  readonly lenient: readonly LenientString[];
}

class JsonError extends Error {
  constructor(readonly at: number, message: string, readonly rule: 'json' | 'limits.depth' = 'json') {
    super(message);
  }
}

const isSpace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** Path segments to a JSON path: `pilots[0].description`. */
function pathOf(segments: readonly (string | number)[]): string {
  let out = '';
  for (const s of segments) {
    if (typeof s === 'number') out += `[${s}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(s)) out += out === '' ? s : `.${s}`;
    else out += `[${JSON.stringify(s.slice(0, 100))}]`;
  }
  return out;
}

export function parseJsonLenient(text: string): Result<ParsedJson> {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  const lenient: LenientString[] = [];
  const path: (string | number)[] = [];

  const skip = (): void => {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
  };
  const describe = (at: number): string => (at >= n ? 'the end of the text' : JSON.stringify(text.slice(at, at + 1)));

  /** Whether the quote at `q` ends the string: the next non-space character is a delimiter or the end. */
  const closes = (q: number): boolean => {
    let j = q + 1;
    while (j < n && isSpace(text.charCodeAt(j))) j++;
    if (j >= n) return true;
    const c = text.charCodeAt(j);
    return c === 0x2c || c === 0x7d || c === 0x5d || c === 0x3a;
  };

  const readString = (key = false): string => {
    // text[i] is the opening quote
    const start = i;
    i++;
    let out = '';
    let from = i;
    const what = new Set<string>();
    for (;;) {
      if (i >= n) throw new JsonError(start, 'a string is not closed');
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        if (key || closes(i)) {
          out += text.slice(from, i);
          i++;
          break;
        }
        what.add('unescaped quote');
        i++;
        continue;
      }
      if (c === 0x5c) {
        out += text.slice(from, i);
        const e = text[i + 1];
        const simple: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
        if (e !== undefined && Object.hasOwn(simple, e)) {
          out += simple[e];
          i += 2;
        } else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
          i += 6;
        } else {
          what.add('unknown escape');
          out += e ?? '';
          i += 2;
        }
        from = i;
        continue;
      }
      if (c < 0x20) what.add(c === 0x0a || c === 0x0d ? 'raw newline' : 'raw control character');
      i++;
    }
    if (what.size > 0) lenient.push({ path: pathOf(path), what: [...what] });
    return out;
  };

  const readNumber = (): number => {
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (m === null) throw new JsonError(i, `unexpected ${describe(i)}`);
    i += m[0].length;
    return Number(m[0]);
  };

  const readValue = (depth: number): unknown => {
    skip();
    if (i >= n) throw new JsonError(i, 'unexpected end of the text');
    const c = text[i]!;
    if (c === '{' || c === '[') {
      if (depth >= MAX_JSON_DEPTH) throw new JsonError(i, `nested deeper than ${MAX_JSON_DEPTH} levels (${LIMITS.depth.says})`, 'limits.depth');
      i++;
      skip();
      if (c === '[') {
        const list: unknown[] = [];
        if (text[i] === ']') {
          i++;
          return list;
        }
        for (;;) {
          path.push(list.length);
          list.push(readValue(depth + 1));
          path.pop();
          skip();
          if (text[i] === ',') {
            i++;
            continue;
          }
          if (text[i] === ']') {
            i++;
            return list;
          }
          throw new JsonError(i, `expected "," or "]", found ${describe(i)}`);
        }
      }
      const object: Record<string, unknown> = {};
      if (text[i] === '}') {
        i++;
        return object;
      }
      for (;;) {
        skip();
        if (text[i] !== '"') throw new JsonError(i, `expected a key in quotes, found ${describe(i)}`);
        path.push('(key)');
        const key = readString(true);
        path.pop();
        skip();
        if (text[i] !== ':') throw new JsonError(i, `expected ":" after the key ${JSON.stringify(key.slice(0, 100))}, found ${describe(i)}`);
        i++;
        path.push(key);
        const value = readValue(depth + 1);
        path.pop();
        // Own data property, whatever the key (`__proto__`, `toString`): never the prototype.
        Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
        skip();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') {
          i++;
          return object;
        }
        throw new JsonError(i, `expected "," or "}", found ${describe(i)}`);
      }
    }
    if (c === '"') return readString();
    if (text.startsWith('true', i)) {
      i += 4;
      return true;
    }
    if (text.startsWith('false', i)) {
      i += 5;
      return false;
    }
    if (text.startsWith('null', i)) {
      i += 4;
      return null;
    }
    return readNumber();
  };

  try {
    const value = readValue(0);
    skip();
    if (i < n) throw new JsonError(i, `unexpected ${describe(i)} after the end of the JSON value`);
    return ok({ value, lenient });
  } catch (error) {
    if (!(error instanceof JsonError)) throw error;
    const before = text.slice(0, error.at);
    const line = before.split('\n').length;
    const column = error.at - before.lastIndexOf('\n');
    const where = path.length > 0 ? ` (in ${pathOf(path)})` : '';
    const issue: Issue = { path: pathOf(path), rule: error.rule, message: `malformed JSON at line ${line}, column ${column}${where}: ${error.message}` };
    return fail([issue]);
  }
}
