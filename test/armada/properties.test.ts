import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { findShip } from '../../src/armada/catalog/ships.ts';
import type { ShipRecord } from '../../src/armada/catalog/ship-record.ts';
import { overlapRect } from '../../src/armada/footprint.ts';
import { overlaps } from '../../src/geometry/index.ts';
import { resolve } from '../../src/engines.ts';
import type { ArmadaOutcome } from '../../src/armada/outcome.ts';
import { planOf } from './helpers.ts';

const TYPES = ['CR90 Corvette A', 'Nebulon-B Escort Frigate', 'Victory II-class Star Destroyer', 'MC75 Ordnance Cruiser', 'Imperial I-class Star Destroyer', 'Executor I-class Star Dreadnought'];
const record = (name: string): ShipRecord => {
  const found = findShip(name);
  if (!found.ok) throw new Error(name);
  return found.record;
};

const poseArb = fc.record({
  x: fc.double({ min: 100, max: 1700, noNaN: true }),
  y: fc.double({ min: 100, max: 800, noNaN: true }),
  heading: fc.oneof(fc.constantFrom(0, 90, 180, 270), fc.double({ min: 0, max: 359.9, noNaN: true })),
});

function overlapping(a: { type: string; pose: { x: number; y: number; heading: number } }, b: { type: string; pose: { x: number; y: number; heading: number } }): boolean {
  return overlaps(overlapRect(record(a.type).size, a.pose), overlapRect(record(b.type).size, b.pose));
}

/** A scenario whose ships start apart, with a course within the mover's chart. */
const scenarioArb = fc
  .record({
    moverType: fc.constantFrom(...TYPES),
    moverPose: poseArb,
    others: fc.array(fc.record({ type: fc.constantFrom(...TYPES), pose: poseArb }), { maxLength: 6 }),
    speedPick: fc.nat(),
    clickPicks: fc.array(fc.integer({ min: -2, max: 2 }), { minLength: 4, maxLength: 4 }),
    side: fc.constantFrom('left', 'right', 'auto'),
    squadrons: fc.array(fc.record({ x: fc.double({ min: 20, max: 1800, noNaN: true }), y: fc.double({ min: 20, max: 890, noNaN: true }) }), { maxLength: 6 }),
  })
  .map((g) => {
    const rec = record(g.moverType);
    const speed = g.speedPick % (rec.maxSpeed + 1);
    const limits = speed === 0 ? [] : rec.chart[speed - 1]!;
    const yaw = limits.map((limit, k) => Math.max(-limit, Math.min(limit, g.clickPicks[k]!)));
    const mover = { id: 'mover', type: g.moverType, pose: g.moverPose, speed };
    const others: { id: string; type: string; pose: { x: number; y: number; heading: number } }[] = [];
    g.others.forEach((o, i) => {
      const candidate = { id: `o${i}`, ...o };
      if (!overlapping(candidate, mover) && others.every((x) => !overlapping(candidate, x))) others.push(candidate);
    });
    return {
      game: 'armada' as const,
      ships: [mover, ...others],
      squadrons: g.squadrons.map((p, i) => ({ id: `sq${i}`, position: p })),
      maneuver: { ship: 'mover', speed, yaw, side: g.side },
    };
  });

function outcome(document: unknown): ArmadaOutcome | null {
  const result = resolve(document);
  return result.ok ? (result.value as ArmadaOutcome) : null;
}

describe('armada properties', () => {
  test('armada.overlap.ships: the final footprint never overlaps another ship; executed speed never exceeds the requested one', () => {
    fc.assert(
      fc.property(scenarioArb, (document) => {
        const o = outcome(document);
        if (o === null) return; // only the both-sides-overlap rule may refuse a chart course
        const mover = document.ships[0]!;
        expect(o.executedSpeed).toBeLessThanOrEqual(o.requestedSpeed);
        expect(o.requestedSpeed).toBe(document.maneuver.speed);
        const final = overlapRect(record(mover.type).size, o.pose);
        for (const other of document.ships.slice(1)) {
          expect(overlaps(final, overlapRect(record(other.type).size, other.pose))).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('armada.move.place: the input scenario is never mutated, and the same input gives the same output', () => {
    fc.assert(
      fc.property(scenarioArb, (document) => {
        const before = JSON.stringify(document);
        const first = resolve(document);
        expect(JSON.stringify(document)).toBe(before);
        const second = resolve(JSON.parse(before));
        expect(JSON.stringify(second)).toBe(JSON.stringify(first));
      }),
      { numRuns: 150 },
    );
  });

  test('armada.overlap.squadrons: displaced squadrons end touching the ship or a squadron touching it, overlapping nothing', () => {
    fc.assert(
      fc.property(scenarioArb, (document) => {
        const o = outcome(document);
        if (o === null) return;
        const placed = o.displacedSquadrons;
        for (const s of placed) {
          expect(s.position.x).toBeGreaterThanOrEqual(17 - 1e-9);
          expect(s.position.y).toBeGreaterThanOrEqual(17 - 1e-9);
          const disc = { kind: 'circle' as const, x: s.position.x, y: s.position.y, radius: 17 };
          expect(overlaps(disc, overlapRect(record(document.ships[0]!.type).size, o.pose))).toBe(false);
          for (const other of document.ships.slice(1)) expect(overlaps(disc, overlapRect(record(other.type).size, other.pose))).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  test('plan: every listed course executes at most its speed and never ends overlapping another ship', () => {
    fc.assert(
      fc.property(scenarioArb, (document) => {
        const planned = planOf(document);
        const mover = document.ships[0]!;
        for (const course of planned.courses) {
          expect(course.outcome.executedSpeed).toBeLessThanOrEqual(course.speed);
          const final = overlapRect(record(mover.type).size, course.outcome.pose);
          for (const other of document.ships.slice(1)) expect(overlaps(final, overlapRect(record(other.type).size, other.pose))).toBe(false);
        }
      }),
      { numRuns: 25 },
    );
  });
});
