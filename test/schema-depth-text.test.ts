import { describe, expect, test } from 'vitest';
import { textDepthBreach } from '../src/core/json-depth.ts';
import { LIMITS, mapTokens } from '../src/schema/limits.ts';
import { checkJsonText } from '../src/schema/limits-check.ts';
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
