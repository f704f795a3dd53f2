/**
 * The stored hard cases of the geometry kernel (test/fixtures/geometry-near-touching.json):
 * near-touching and near-parallel pairs of every shape kind with their answers known by
 * construction, including penetrations and gaps of exactly the 1e-6 mm tolerance and one ulp
 * beyond it (which only the exact fallback decides).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { distance, overlaps, touches, type Shape } from './index.ts';

interface FixtureCase {
  readonly name: string;
  readonly a: Shape;
  readonly b: Shape;
  readonly overlaps: boolean;
  readonly touches: boolean;
}

const fixture = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'geometry-near-touching.json'), 'utf8')) as { cases: FixtureCase[] };

describe('geometry near-touching fixture', () => {
  test('has the hard cases', () => {
    expect(fixture.cases.length).toBeGreaterThan(100);
  });
  test.each(fixture.cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(overlaps(c.a, c.b)).toBe(c.overlaps);
    expect(overlaps(c.b, c.a)).toBe(c.overlaps);
    expect(touches(c.a, c.b)).toBe(c.touches);
    expect(touches(c.b, c.a)).toBe(c.touches);
    if (c.overlaps || c.touches) expect(distance(c.a, c.b).distance).toBe(0);
    else expect(distance(c.a, c.b).distance).toBeGreaterThan(0);
  });
});
