import { expect, test } from 'vitest';
import fc from 'fast-check';
import { convexOverlap, convexOverlapByFaces, flatLength, writeRectFlat } from './convex.ts';
import { toTable } from './index.ts';

const rect = (x: number, y: number, heading: number, width: number, length: number) => writeRectFlat(new Float64Array(flatLength(4)), x, y, heading, width, length);

/** The disc and oriented-box shortcuts of the rectangle path never change an answer of the corner-by-face test. */
test('rectangle shortcuts agree with the plain corner test, on random and near-touching pairs', () => {
  const pose = fc.record({ x: fc.double({ min: -1000, max: 1000, noNaN: true }), y: fc.double({ min: -1000, max: 1000, noNaN: true }), heading: fc.double({ min: 0, max: 360, noNaN: true }), width: fc.double({ min: 0.01, max: 300, noNaN: true }), length: fc.double({ min: 0.01, max: 300, noNaN: true }) });
  fc.assert(
    fc.property(pose, pose, fc.double({ min: -0.5, max: 0.5, noNaN: true }), fc.constantFrom(0, 1e-6, -1e-6, 1e-7, -1e-7, 1e-5, -1e-5, 2e-6, -2e-6), fc.boolean(), (a, b, slide, offset, near) => {
      const fa = rect(a.x, a.y, a.heading, a.width, a.length);
      let fb: Float64Array;
      if (near) {
        // b resting on a's front edge, nudged by `offset` along a's axis
        const c = toTable(a, { x: slide * a.width, y: a.length / 2 + b.length / 2 + offset });
        fb = rect(c.x, c.y, a.heading + (slide > 0.3 ? 1e-9 : 0), b.width, b.length);
      } else {
        fb = rect(a.x + (b.x - a.x) * 0.2, a.y + (b.y - a.y) * 0.2, b.heading, b.width, b.length);
      }
      expect(convexOverlap(fa, fb)).toBe(convexOverlapByFaces(fa, fb));
      expect(convexOverlap(fb, fa)).toBe(convexOverlapByFaces(fb, fa));
    }),
    { numRuns: 3000 },
  );
});
