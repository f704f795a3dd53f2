/**
 * `items.map(fn)` as an array of one kind in every tier. `Array.prototype.map` gives a packed
 * array while its caller runs unoptimised and a holey one once the optimiser has written the map
 * inline, so the code that reads a world's or a scorer's arrays sees one kind of array, then the
 * other, each time the caller changes tier, and is thrown back to the interpreter ("wrong map")
 * to be optimised again: the X-Wing plan took about 2,000 runs to settle. An array made with its
 * length and then filled is holey in every tier (and of its exact length, as `map`'s is).
 */
export function mapped<T, U>(items: readonly T[], fn: (item: T, index: number) => U): U[] {
  const out = new Array<U>(items.length);
  for (let i = 0; i < items.length; i++) out[i] = fn(items[i]!, i);
  return out;
}
