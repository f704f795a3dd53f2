import { expect, test } from 'vitest';
import fc from 'fast-check';
import { piecesOf, type PolyPiece, type SectorPiece } from './pieces.ts';
import { genericOverlap, piecesOverlap } from './penetration.ts';
import { toTable } from './index.ts';

/** The polygon-against-sector fast path answers exactly as the generic candidate test, including near contact. */
test('polygon against arc-strip sector: fast path agrees with the generic exact path', () => {
  const arcArb = fc.record({ inner: fc.oneof(fc.constant(0), fc.double({ min: 1, max: 80, noNaN: true })), band: fc.double({ min: 5, max: 40, noNaN: true }), from: fc.double({ min: 0, max: 360, noNaN: true }), sweep: fc.double({ min: -90, max: 90, noNaN: true }) });
  fc.assert(
    fc.property(arcArb, fc.double({ min: 0, max: 360, noNaN: true }), fc.double({ min: -1.2, max: 1.2, noNaN: true }), fc.double({ min: 0, max: 360, noNaN: true }), fc.constantFrom(0, 1e-7, -1e-7, 1e-5, -1e-5, 0.3), (arc, bearing, radial, heading, nudge) => {
      fc.pre(Math.abs(arc.sweep) > 1);
      const sector = piecesOf({ kind: 'arc', x: 10, y: 20, inner: arc.inner, outer: arc.inner + arc.band, from: arc.from, sweep: arc.sweep })[0] as SectorPiece;
      // a rectangle near the band: centre at a random bearing and radius, sometimes nudged
      const radius = arc.inner + (arc.band * (1 + radial)) / 2 + nudge;
      const c = toTable({ x: 10, y: 20, heading: bearing }, { x: 0, y: radius });
      const rect = piecesOf({ kind: 'rect', x: c.x, y: c.y, heading, width: 6, length: 10 })[0] as PolyPiece;
      expect(piecesOverlap(rect, sector)).toBe(genericOverlap(rect, sector));
      expect(piecesOverlap(sector, rect)).toBe(genericOverlap(sector, rect));
    }),
    { numRuns: 1500 },
  );
});
