import { describe, expect, it } from 'vitest';
import { mapped } from './packed.ts';

describe('mapped', () => {
  it('gives what Array.prototype.map gives: the items, their indices, the exact length', () => {
    const items = ['a', 'bb', 'ccc'];
    const out = mapped(items, (s, i) => `${i}:${s.length}`);
    expect(out).toEqual(['0:1', '1:2', '2:3']);
    expect(out).toEqual(items.map((s, i) => `${i}:${s.length}`));
    expect(out.length).toBe(3);
    expect(mapped([], () => 1)).toEqual([]);
  });
});
