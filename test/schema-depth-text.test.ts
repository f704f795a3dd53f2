import { describe, expect, test } from 'vitest';
import { textDepthBreach, valueBreach } from '../src/core/json-depth.ts';
import { formatPath } from '../src/core/path.ts';
import { LIMITS, mapTokens } from '../src/schema/limits.ts';
import { checkJsonText, checkParsedValue } from '../src/schema/limits-check.ts';
import fc from 'fast-check';

/**
 * limits.depth on JSON text (checkJsonText): text with at most as many `[` and `{` as the depth
 * limit is passed without the scan; the answer is the scan's in every case.
 */
const max = LIMITS.depth.max;

describe('limits.depth: the text check', () => {
  test('exactly at the limit and one past it, with and without brackets in strings', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
    expect(checkJsonText(nested(max))).toBeNull();
    expect(checkJsonText(nested(max + 1))).toEqual({ path: '', rule: 'limits.depth', message: `JSON nests at most ${max} levels of arrays and objects; this text nests deeper at character ${max}` });
    // Many brackets, shallow: scanned, and passed.
    expect(checkJsonText(`[${'[1],'.repeat(500)}[1]]`)).toBeNull();
    // Brackets inside a string do not nest.
    expect(checkJsonText(`{"a":"${'['.repeat(500)}"}`)).toBeNull();
    expect(checkJsonText(`{"a":"${'{'.repeat(30)}","b":${nested(max)}}`)).toEqual({ path: '', rule: 'limits.depth', message: `JSON nests at most ${max} levels of arrays and objects; this text nests deeper at character ${max + 41}` });
  });

  test('any text: refused exactly where the scan finds a breach', () => {
    const piece = fc.constantFrom('[', ']', '{', '}', '"', '\\', '1', ',', ':', ' ');
    fc.assert(fc.property(fc.array(piece, { maxLength: 300 }), fc.nat({ max: 80 }), (pieces, opens) => {
      const text = `${'['.repeat(opens)}${pieces.join('')}`;
      const at = textDepthBreach(text, max);
      const issue = checkJsonText(text);
      expect(issue === null).toBe(at < 0);
      if (issue !== null) expect(issue.message.endsWith(`at character ${at}`)).toBe(true);
    }), { numRuns: 2000 });
  });
});

describe('limits.mapRings: tokens of a map string', () => {
  test('counted as the map parser splits them, on any text', () => {
    expect(mapTokens('')).toBe(0);
    expect(mapTokens(' 26,,39\u00a0\u3000 40\ufeff')).toBe(3);
    expect(mapTokens('26 39 40 19 20 21 41 42 43 44 45 46 47 48 25 59 60 61')).toBe(18);
    const char = fc.constantFrom('2', '6', 'a', '-', ',', ' ', '\t', '\n', '\u000b', '\u000c', '\r', '\u001c', '\u0085', '\u00a0', '\u1680', '\u180e', '\u2000', '\u200a', '\u200b', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff', '\ud83d');
    fc.assert(fc.property(fc.array(char, { maxLength: 60 }), (chars) => {
      const text = chars.join('');
      expect(mapTokens(text)).toBe(text.split(/[\s,]+/).filter((token) => token !== '').length);
    }), { numRuns: 3000 });
  });
});

describe('limits.depth and limits.size on parsed values (checkParsedValue): the walk without paths decides as valueBreach does', () => {
  /** The issue as valueBreach's answer gives it. */
  const expected = (value: unknown) => {
    const breach = valueBreach(value, max, LIMITS.inputSize.max);
    if (breach === null) return null;
    if (breach.kind === 'size') return { path: '', rule: 'limits.size', message: `${LIMITS.inputSize.says}; this value has more than ${LIMITS.inputSize.max.toLocaleString('en-US')} JSON values` };
    return { path: formatPath(breach.path), rule: 'limits.depth', message: `${LIMITS.depth.says}; this value nests deeper here` };
  };

  test('random values nested around the limit: the same issue, path included', () => {
    const nest = (depth: number, inner: unknown, keyed: boolean): unknown => {
      let value = inner;
      for (let k = 0; k < depth; k++) value = keyed && k % 2 === 0 ? { [`k${k}`]: value, other: [1, { a: null }] } : [0, value];
      return value;
    };
    fc.assert(fc.property(fc.integer({ min: max - 3, max: max + 3 }), fc.jsonValue({ maxDepth: 3 }), fc.boolean(), (depth, inner, keyed) => {
      const value = nest(depth, inner, keyed);
      expect(checkParsedValue(value)).toEqual(expected(value));
    }), { numRuns: 300 });
  });

  test('exactly at the size limit and one value past it', () => {
    // The array itself is one value: a list of n items is n + 1 values.
    const within = new Array<number>(LIMITS.inputSize.max - 1).fill(0);
    expect(checkParsedValue(within)).toBeNull();
    const past = new Array<number>(LIMITS.inputSize.max).fill(0);
    expect(checkParsedValue(past)).toEqual(expected(past));
    expect(checkParsedValue(past)?.rule).toBe('limits.size');
    expect(checkParsedValue({ a: within, b: [1] })).toEqual(expected({ a: within, b: [1] }));
  });
});

describe('a document parsed from a checked text is not walked again (parseWith `fromCheckedText`)', () => {
  test('the walk is what refuses a value too deep: with the flag, the schema answers instead', async () => {
    const { parseWith } = await import('../src/engine.ts');
    const { engines } = await import('../src/engines.ts');
    let deep: unknown = 1;
    for (let k = 0; k < max; k++) deep = [deep];
    const document = { game: 'ti4', map: '18', players: [], laws: deep };
    const walked = parseWith(engines.ti4, document);
    expect(walked.ok).toBe(false);
    if (!walked.ok) expect(walked.issues[0]).toMatchObject({ rule: 'limits.depth', path: `laws${'[0]'.repeat(max - 1)}` });
    // No text has this value within the depth limit, so no caller passes the flag with it; with
    // the flag the schema judges it (and refuses the nested lists as laws).
    const unwalked = parseWith(engines.ti4, document, true);
    expect(unwalked.ok).toBe(false);
    if (!unwalked.ok) expect(unwalked.issues[0]?.rule).toBe('schema');
    // A text that nests as deep is refused before it is parsed.
    expect(checkJsonText(JSON.stringify(document))?.rule).toBe('limits.depth');
  });
});
