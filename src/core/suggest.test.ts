import { describe, expect, test } from 'vitest';
import { NameIndex } from './suggest.ts';

const catalog = new NameIndex([
  ['Victory II-class Star Destroyer', 1],
  ['Victory I-class Star Destroyer', 2],
  ['CR90 Corvette A', 3],
  ['CR90 Corvette B', 4],
  ['Nebulon-B Escort Frigate', 5],
] as const);

describe('catalog names (CONVENTIONS section 4)', () => {
  test('are matched case-insensitively and with folded spaces', () => {
    expect(catalog.get('victory ii-class star destroyer')).toBe(1);
    expect(catalog.get('  CR90   corvette a ')).toBe(3);
    expect(catalog.get('CR90 Corvette C')).toBeUndefined();
  });

  test('an unknown name suggests the closest catalog names, best first', () => {
    expect(catalog.suggest('Victory II class Star Destroyer')[0]).toBe('Victory II-class Star Destroyer');
    expect(catalog.suggest('CR-90 Corvette A')[0]).toBe('CR90 Corvette A');
    expect(catalog.suggest('nebulon')).toEqual(['Nebulon-B Escort Frigate']);
  });

  test('nothing close means no suggestion rather than a random one', () => {
    expect(catalog.suggest('zzzzzzzzzzzz')).toEqual([]);
    expect(catalog.unknownMessage('ship type', 'zzzzzzzzzzzz')).toBe('unknown ship type "zzzzzzzzzzzz"');
  });

  test('the message names the type and the suggestions', () => {
    expect(catalog.unknownMessage('ship type', 'CR90 Corvete A')).toBe(
      'unknown ship type "CR90 Corvete A"; did you mean "CR90 Corvette A", "CR90 Corvette B"?',
    );
  });
});
