/**
 * The cost brackets and slot markers at the end of an Armada list line (`(85)`, `( 5 points)`,
 * `(150 + 84: 234)`, `(com)`) are read by a scan back from the end of the line, linear in the
 * line (the pattern it replaces backtracked quadratically on runs of spaces); a faction
 * qualifier in brackets stays part of the name.
 */
import { describe, expect, test } from 'vitest';
import { importList } from '../../src/import/index.ts';

const typeOf = (line: string) => {
  const result = importList('armada-list', `${line}\n`);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return (result.value.scenario as { ships: { type: string }[] }).ships[0]!.type;
};

describe('trailing brackets', () => {
  test.each([
    'Victory II-class Star Destroyer (85)',
    'Victory II-class Star Destroyer ( 85 points)   ',
    'Victory II-class Star Destroyer (com) (150 + 84: 234)',
    'Victory II-class Star Destroyer\t(85)\t',
    '[ flagship ] Victory II-class Star Destroyer (85)',
  ])('%s', (line) => {
    expect(typeOf(line)).toBe('Victory II-class Star Destroyer');
  });

  test('a bracket without a number or marker stays (an unknown qualifier is refused with the whole name)', () => {
    const result = importList('armada-list', 'Victory II-class Star Destroyer (Nowhere)\n');
    expect(result).toMatchObject({ ok: false, issues: [{ path: 'line 1', received: 'Victory II-class Star Destroyer (Nowhere)' }] });
  });

  test('unbalanced brackets: ") (85)" is read as the ship and its cost, the stray ")" dropped', () => {
    expect(typeOf('Victory II-class Star Destroyer ) (85)')).toBe('Victory II-class Star Destroyer');
  });

  test('a line of 500,000 spaces between the name and its cost', () => {
    expect(typeOf(`Victory II-class Star Destroyer${' '.repeat(500_000)}(85)`)).toBe('Victory II-class Star Destroyer');
  });
});
