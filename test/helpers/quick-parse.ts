import { expect } from 'vitest';
import type * as z from 'zod';

/**
 * Shared by the quick-parse tests (test/schema-quick-parse*.test.ts): the quick path in front of a
 * scenario schema agrees with zod when it answers at all.
 */

/** The same value, keys in the same order, arrays and objects alike, nothing extra (undefined-valued keys included). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Reflect.ownKeys(a);
  const kb = Reflect.ownKeys(b);
  if (ka.length !== kb.length || ka.some((k, i) => k !== kb[i])) return false;
  return ka.every((k) => sameValue((a as Record<PropertyKey, unknown>)[k], (b as Record<PropertyKey, unknown>)[k]));
}

/** A check that `quick` answers exactly zod's value for `document`, or nothing: which of the two answered. */
export function agreesWith(quick: (d: unknown) => unknown, schema: z.ZodType): (document: unknown) => 'quick' | 'zod' {
  return (document) => {
    const zod = schema.safeParse(document);
    const answer = quick(document);
    if (answer === undefined) return 'zod';
    expect(zod.success).toBe(true);
    expect(sameValue(answer, zod.data)).toBe(true);
    return 'quick';
  };
}

/** Every path to a value inside a JSON document. */
export function pathsOf(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...at, i], out));
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out);
  return out;
}
