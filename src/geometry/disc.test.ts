import { expect, test } from 'vitest';
import fc from 'fast-check';
import { piecesOf, type DiscPiece, type PolyPiece } from './pieces.ts';
import { genericOverlap, piecesOverlap } from './penetration.ts';
import { discDiscOverlap, discPolyOverlap } from './disc.ts';
import { overlaps, touches, toTable } from './index.ts';

const disc = (x: number, y: number, r: number) => piecesOf({ kind: 'circle', x, y, radius: r })[0] as DiscPiece;
const rect = (x: number, y: number, heading: number, width: number, length: number) => piecesOf({ kind: 'rect', x, y, heading, width, length })[0] as PolyPiece;

/** The disc-against-polygon fast path answers exactly as the generic candidate test, on random and near-touching pairs. */
test('disc against convex polygon: fast path agrees with the generic exact path', () => {
  fc.assert(
    fc.property(
      fc.double({ min: 0, max: 360, noNaN: true }),
      fc.double({ min: -1.5, max: 1.5, noNaN: true }),
      fc.double({ min: 0, max: 360, noNaN: true }),
      fc.double({ min: 0.5, max: 30, noNaN: true }),
      fc.constantFrom(0, 1e-7, -1e-7, 1e-6, -1e-6, 1e-5, -1e-5, 0.3, -2),
      (bearing, offset, heading, r, nudge) => {
        // a 40 x 60 ship at (300, 200); a disc whose centre lies r - nudge outside the right side, slid along it
        const body = rect(300, 200, heading, 40, 60);
        const c = toTable({ x: 300, y: 200, heading }, { x: 20 + r - nudge, y: offset * 30 });
        const d = disc(c.x, c.y, r);
        expect(piecesOverlap(d, body)).toBe(genericOverlap(d, body));
        expect(piecesOverlap(body, d)).toBe(genericOverlap(body, d));
        // and at a random bearing from the centre
        const e = toTable({ x: 300, y: 200, heading: bearing }, { x: 0, y: 30 + r * offset });
        const f = disc(e.x, e.y, r);
        expect(piecesOverlap(f, body)).toBe(genericOverlap(f, body));
      },
    ),
    { numRuns: 1500 },
  );
});

test('disc against a non-rectangular convex polygon and against a disc: fast paths agree with the generic exact path', () => {
  const tri = piecesOf({ kind: 'polygon', points: [{ x: 0, y: 0 }, { x: 50, y: 5 }, { x: 20, y: 40 }] })[0] as PolyPiece;
  fc.assert(
    fc.property(fc.double({ min: -20, max: 70, noNaN: true }), fc.double({ min: -20, max: 60, noNaN: true }), fc.double({ min: 0.1, max: 15, noNaN: true }), fc.double({ min: -20, max: 70, noNaN: true }), fc.double({ min: -20, max: 60, noNaN: true }), (x, y, r, x2, y2) => {
      const d = disc(x, y, r);
      expect(piecesOverlap(d, tri)).toBe(genericOverlap(d, tri));
      const e = disc(x2, y2, r / 2 + 1);
      expect(piecesOverlap(d, e)).toBe(genericOverlap(d, e));
    }),
    { numRuns: 1500 },
  );
});

test('disc tangent to a ship side, 1e-7 mm into it and 1e-5 mm into it (CONVENTIONS section 2: touching is not overlapping)', () => {
  const ship = rect(0, 0, 0, 40, 60); // right side at x = 20
  const tangent = disc(25, 10, 5);
  expect(discPolyOverlap(ship.flat, tangent)).toBe(0); // decided by the filter, not the fallback
  expect(genericOverlap(tangent, ship)).toBe(false);
  expect(overlaps({ kind: 'circle', x: 25, y: 10, radius: 5 }, { kind: 'rect', x: 0, y: 0, heading: 0, width: 40, length: 60 })).toBe(false);
  expect(touches({ kind: 'circle', x: 25, y: 10, radius: 5 }, { kind: 'rect', x: 0, y: 0, heading: 0, width: 40, length: 60 })).toBe(true);
  const shallow = disc(25 - 1e-7, 10, 5);
  expect(discPolyOverlap(ship.flat, shallow)).toBe(0);
  expect(genericOverlap(shallow, ship)).toBe(false);
  expect(touches({ kind: 'circle', x: 25 - 1e-7, y: 10, radius: 5 }, { kind: 'rect', x: 0, y: 0, heading: 0, width: 40, length: 60 })).toBe(true);
  const deep = disc(25 - 1e-5, 10, 5);
  expect(discPolyOverlap(ship.flat, deep)).toBe(1);
  expect(genericOverlap(deep, ship)).toBe(true);
  // at a corner: tangent to the corner (20, 30) along the diagonal
  const corner = disc(20 + 3, 30 + 4, 5);
  expect(piecesOverlap(corner, ship)).toBe(false);
  expect(piecesOverlap(disc(20 + 3 - 3e-5, 30 + 4 - 4e-5, 5), ship)).toBe(true);
});

test('two discs: tangent, 1e-7 mm and 1e-5 mm interpenetration', () => {
  expect(discDiscOverlap(disc(0, 0, 3), disc(7, 0, 4))).toBe(0);
  expect(discDiscOverlap(disc(0, 0, 3), disc(7 - 1e-7, 0, 4))).toBe(0);
  expect(discDiscOverlap(disc(0, 0, 3), disc(7 - 1e-5, 0, 4))).toBe(1);
  expect(genericOverlap(disc(0, 0, 3), disc(7 - 1e-5, 0, 4))).toBe(true);
  expect(genericOverlap(disc(0, 0, 3), disc(7 - 1e-7, 0, 4))).toBe(false);
});
