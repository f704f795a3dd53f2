import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { measure, plan } from '../engines.ts';
import { HUGE_ARC_LINES, HUGE_HULL_ZONES, hullZoneRegion } from './catalog/arcs.ts';
import { BASES } from './catalog/bases.ts';
import type { ArmadaMeasurement } from './measure.ts';

/**
 * Huge ships' six hull zones (armada.range.hull-zones): front, left, right, left- and
 * right-auxiliary, rear, bounded by the Executor range ruler's lines (catalog/arcs.ts header).
 */
type Pose = { x: number; y: number; heading: number };
const SSD = 'Executor I-class Star Dreadnought';
const CR90 = 'CR90 Corvette A';

function measured(ships: { id: string; type: string; pose: Pose; owner?: string }[], from: string, to: string, extra: Record<string, unknown> = {}): ArmadaMeasurement & { arcs: { dice?: { red: number; blue: number; black: number } }[] } {
  const m = measure({ game: 'armada', ships, ...extra }, from, to);
  if (!m.ok) throw new Error(JSON.stringify(m.issues));
  return m.value as ArmadaMeasurement & { arcs: { dice?: { red: number; blue: number; black: number } }[] };
}

const L = HUGE_ARC_LINES.tokenLength;
const half = L / 2;
/** The huge inner footprint: 76 mm wide, 351.44 mm long (catalog/bases.ts). */
const body = BASES.huge.inner;
/** Local y (ship frame, + forward from the centre) of the cross line and the apexes. */
const cy = half - HUGE_ARC_LINES.cross;
/** The hull zones are the token (armada.range.hull-zones): for a huge ship the ruler's rectangle, half 36.07 mm wide (the base: 38). */
const tokenSide = HUGE_ARC_LINES.tokenWidth / 2;
/** A CR90 token's half width and half length (38.5 x 70.25; its inner footprint 41 x 71). */
const crSide = 19.25;
const crEnd = 35.125;
const fy = half - HUGE_ARC_LINES.frontApex;
const ry = half - HUGE_ARC_LINES.rearApex;

describe('huge hull zones: the figures (TTS Executor ruler, inches x 25.4)', () => {
  test('the ruler rectangle 72.13 x 350.81 mm; lines 76.68 / 47.59 / 200.40 / 312.10 / 320.44 mm behind its front', () => {
    expect(HUGE_ARC_LINES.tokenWidth).toBeCloseTo(72.131, 3);
    expect(L).toBeCloseTo(350.810, 3);
    expect(HUGE_ARC_LINES.frontApex).toBeCloseTo(76.679, 3);
    expect(HUGE_ARC_LINES.frontSide).toBeCloseTo(47.588, 3);
    expect(HUGE_ARC_LINES.cross).toBeCloseTo(200.398, 3);
    expect(HUGE_ARC_LINES.rearApex).toBeCloseTo(312.096, 3);
    expect(HUGE_ARC_LINES.rearSide).toBeCloseTo(320.442, 3);
    // The ruler is within 0.6 mm of the body the engine moves (the same mod's base placement).
    expect(Math.abs(body.length - L)).toBeLessThan(0.7);
    // The token-art fractions of the same lines (0.220 / 0.135 / 0.573 / 0.892 / 0.917 of the length) agree within 1.3 mm.
    const art = [0.220, 0.135, 0.573, 0.892, 0.917].map((f) => f * L);
    const ruler = [HUGE_ARC_LINES.frontApex, HUGE_ARC_LINES.frontSide, HUGE_ARC_LINES.cross, HUGE_ARC_LINES.rearApex, HUGE_ARC_LINES.rearSide];
    art.forEach((a, i) => expect(Math.abs(a - ruler[i]!)).toBeLessThan(1.3));
  });

  test('six zones that tile the token: every point of the footprint is in exactly one zone (or on a line)', () => {
    const regions = HUGE_HULL_ZONES.map((z) => hullZoneRegion(z, 'huge')!);
    const inside = (r: readonly { nx: number; ny: number; c: number }[], x: number, y: number, slack: number) => r.every((h) => h.nx * x + h.ny * y >= h.c - slack);
    for (let i = 0; i <= 40; i++) {
      for (let j = 0; j <= 200; j++) {
        const x = -body.width / 2 + (body.width * i) / 40 + 1e-3;
        const y = -body.length / 2 + (body.length * j) / 200 + 1e-3;
        const strict = regions.filter((r) => inside(r, x, y, -1e-9)).length;
        const loose = regions.filter((r) => inside(r, x, y, 1e-9)).length;
        expect(loose).toBeGreaterThanOrEqual(1);
        expect(strict).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('huge hull zones: worked examples', () => {
  // The Executor at (900, 400) facing +y: its inner footprint spans x 862..938, y 400 -/+ 175.72.
  const ssd = { id: 'ssd', type: SSD, owner: 'empire', pose: { x: 900, y: 400, heading: 0 } };
  /** A CR90 (inner 41 x 71) whose near long edge is 100 mm off the Executor's right side, its centre `along` mm ahead of the Executor's centre. */
  const beside = (along: number) => ({ id: 'cr', type: CR90, owner: 'rebels', pose: { x: 938 + 100 + 20.5, y: 400 + along, heading: 0 } });

  test('a CR90 ahead: front zone at close range, the range line standing in for line of sight', () => {
    const m = measured([ssd, { id: 'cr', type: CR90, owner: 'rebels', pose: { x: 900, y: 700, heading: 180 } }], 'ssd', 'cr');
    // Token front edge y = 400 + 175.405; the CR90 token's near edge y = 700 - 35.125: 89.47 mm
    // (the bases: 88.78 mm, the reading before the hull zones were the tokens).
    expect(m.arcs.map((a) => [a.arc, a.range, a.obstructed])).toEqual([['front', 'close', false]]);
    expect(m.arcs[0]!.distance).toBeCloseTo(700 - crEnd - (400 + half), 9);
    expect(m.arcs[0]!.distance).toBeCloseTo(89.47, 2);
    expect(m.distance).toBeCloseTo(664.5 - (400 + body.length / 2), 9);
    expect(m.arcs[0]!.dice).toEqual({ red: 5, blue: 4, black: 0 }); // the Executor I's front battery at close range
    expect(m.trace.find((t) => t.rule === 'armada.range.hull-zones')!.note).toContain('six hull zones');
    expect(m.trace.some((t) => t.rule === 'armada.range.obstructed' && t.note.includes('range line'))).toBe(true);
  });

  test('beside the rear quarter: the right-auxiliary zone, 100 mm, rolling its own battery (2 red, 3 blue, 1 black)', () => {
    const m = measured([ssd, beside(-100)], 'ssd', 'cr');
    expect(m.arcs.map((a) => [a.arc, a.range])).toEqual([['rightAuxiliary', 'close']]);
    // 100 mm between the bases; between the tokens 100 + (38 - 36.07) + (20.5 - 19.25) = 103.18.
    expect(m.distance).toBeCloseTo(100, 9);
    expect(m.arcs[0]!.distance).toBeCloseTo(100 + (38 - tokenSide) + (20.5 - crSide), 9);
    // The parallel edges overlap from y 264.875 to 335.125: the middle of the closest pairs.
    expect(m.arcs[0]!.closest.from).toEqual({ x: expect.closeTo(900 + tokenSide, 9), y: expect.closeTo(300, 9) });
    expect(m.arcs[0]!.dice).toEqual({ red: 2, blue: 3, black: 1 });
  });

  test('beside the front half: the right zone; straddling the cross line: both', () => {
    expect(measured([ssd, beside(50)], 'ssd', 'cr').arcs.map((a) => [a.arc, a.range])).toEqual([['right', 'close']]);
    const both = measured([ssd, beside(cy)], 'ssd', 'cr');
    expect(both.arcs.map((a) => a.arc)).toEqual(['right', 'rightAuxiliary']);
    expect(both.arcs.every((a) => Math.abs(a.distance - (100 + (38 - tokenSide) + (20.5 - crSide))) < 1e-9)).toBe(true);
  });

  test('a CR90 whose rear edge lies on the cross line is in the right arc (touching); 0.001 mm further back it is not', () => {
    // The CR90 token's front edge exactly on the cross line extended: it touches the right arc, and lies in the auxiliary one.
    const on = measured([ssd, beside(cy - crEnd)], 'ssd', 'cr');
    expect(on.arcs.map((a) => a.arc)).toEqual(['right', 'rightAuxiliary']);
    // Its base's front edge on the line leaves the token 0.375 mm short of it: the auxiliary arc only.
    expect(measured([ssd, beside(cy - 35.5)], 'ssd', 'cr').arcs.map((a) => a.arc)).toEqual(['rightAuxiliary']);
    const off = measured([ssd, beside(cy - crEnd - 0.001)], 'ssd', 'cr');
    expect(off.arcs.map((a) => a.arc)).toEqual(['rightAuxiliary']);
  });

  test('behind: the rear zone; the CR90 can shoot back from its front zone at the Executor, the range line standing in', () => {
    // 150 mm between the two tokens' ends (the bases are 149.31 mm apart).
    const cr = { id: 'cr', type: CR90, owner: 'rebels', pose: { x: 900, y: 400 - half - crEnd - 150, heading: 0 } };
    const m = measured([ssd, cr], 'ssd', 'cr');
    expect(m.arcs.map((a) => [a.arc, a.range])).toEqual([['rear', 'medium']]);
    expect(m.arcs[0]!.distance).toBeCloseTo(150, 9);
    const back = measured([ssd, cr], 'cr', 'ssd');
    expect(back.arcs.map((a) => [a.arc, a.range])).toEqual([['front', 'medium']]);
    expect(back.arcs[0]!.lineOfSight).toBeUndefined();
  });

  test('the front apex and rear apex sit on the centre line: a ship dead astern is in the rear zone only', () => {
    expect(fy).toBeGreaterThan(cy);
    expect(cy).toBeGreaterThan(ry);
  });

  test('squadrons: one beside the rear quarter may attack the right-auxiliary zone; the Executor targets it from there', () => {
    // 30 mm off the token's right side (28.07 mm off the base's).
    const squadrons = [{ id: 'tie', type: 'TIE Fighter Squadron', owner: 'rebels', position: { x: 900 + tokenSide + 30 + 17, y: 300 } }];
    const into = measured([ssd], 'tie', 'ssd', { squadrons });
    const aux = into.attackableZones!.find((z) => z.zone === 'rightAuxiliary');
    expect(aux?.distance).toBeCloseTo(30, 9);
    expect(aux?.lineOfSight.to).toEqual({ x: expect.closeTo(900 + tokenSide, 9), y: expect.closeTo(300, 9) }); // the range line stands in
    const out = measured([ssd], 'ssd', 'tie', { squadrons });
    expect(out.arcs.map((a) => [a.arc, a.range])).toEqual([['rightAuxiliary', 'close']]);
    expect(out.arcs[0]!.distance).toBeCloseTo(30, 9);
  });
});

describe('huge hull zones in plans', () => {
  test('a CR90 course beside the Executor is exposed to its right-auxiliary zone, with that zone\'s dice', () => {
    // The CR90 (listed first: the plan's ship) starts 250 mm behind the Executor's centre, 100 mm off its right side.
    const planned = plan({ game: 'armada', ships: [{ id: 'cr', type: CR90, owner: 'rebels', pose: { x: 1058.5, y: 150, heading: 0 }, speed: 1 }, { id: 'ssd', type: SSD, owner: 'empire', pose: { x: 900, y: 400, heading: 0 } }] });
    if (!planned.ok || planned.value.game !== 'armada' || !('courses' in planned.value)) throw new Error('plan failed');
    const entries = planned.value.courses.flatMap((c) => (c.outcome as { exposure?: { ship: string; arc: string; dice?: unknown }[] }).exposure ?? []);
    expect(entries.some((e) => e.ship === 'ssd' && e.arc === 'rightAuxiliary')).toBe(true);
    for (const e of entries.filter((x) => x.arc === 'rightAuxiliary')) expect(e.dice).toBeDefined();
    // From the Executor's side: its plan targets the CR90 through the same zone.
    const own = plan({ game: 'armada', ships: [{ id: 'ssd', type: SSD, owner: 'empire', pose: { x: 900, y: 400, heading: 0 }, speed: 1 }, { id: 'cr', type: CR90, owner: 'rebels', pose: { x: 1058.5, y: 300, heading: 0 } }] });
    if (!own.ok || own.value.game !== 'armada' || !('courses' in own.value)) throw new Error('plan failed');
    const targets = own.value.courses.flatMap((c) => (c.outcome as { targets?: { ship: string; arc: string }[] }).targets ?? []);
    expect(targets.some((t) => t.ship === 'cr' && t.arc === 'rightAuxiliary')).toBe(true);
  });
});

describe('huge hull zones: an edge along an arc line', () => {
  // Found by the property below (seed -1397817223): the front zone's part and the other ship's part
  // inside the front arc each have an edge on the same arc line, parallel only up to rounding; the
  // crossing test divided by that rounding and put a common point at the apex (distance 0).
  test('two Star Dreadnoughts side by side turned 113 degrees: every zone 15.731 mm (tokens; 11.862 between the bases), as unturned', () => {
    const ships = (turn: number) => {
      const r = (turn * Math.PI) / 180;
      const move = (p: Pose): Pose => ({ x: 900 + (p.x - 900) * Math.cos(r) + (p.y - 450) * Math.sin(r), y: 450 - (p.x - 900) * Math.sin(r) + (p.y - 450) * Math.cos(r), heading: (p.heading + turn) % 360 });
      return [
        { id: 'a', type: SSD, pose: move({ x: 630.2410398437783, y: 200, heading: 0 }) },
        { id: 'b', type: 'Star Dreadnought Assault Prototype', pose: move({ x: 542.3788765628979, y: 200.0000000000002, heading: 0 }) },
      ];
    };
    for (const turn of [0, 113]) {
      const m = measured(ships(turn), 'a', 'b');
      expect(m.arcs.map((x) => x.arc)).toEqual(['front', 'left', 'leftAuxiliary', 'rear']);
      for (const x of m.arcs) expect(x.distance).toBeCloseTo(15.731345, 5);
      expect(m.distance).toBeCloseTo(11.862163, 5);
    }
  });
});

describe('huge hull zones: properties', () => {
  const pose = fc.record({ x: fc.double({ min: 300, max: 1500, noNaN: true }), y: fc.double({ min: 200, max: 700, noNaN: true }), heading: fc.double({ min: 0, max: 359.9, noNaN: true }) });
  const other = fc.constantFrom(CR90, 'Victory II-class Star Destroyer', 'MC80 Command Cruiser', 'Star Dreadnought Assault Prototype');

  test('hull zones and their ranges do not change when both ships move and turn together (huge attacker or defender)', () => {
    let seen = 0;
    fc.assert(fc.property(pose, other, pose, fc.integer({ min: 0, max: 359 }), fc.double({ min: -200, max: 200, noNaN: true }), fc.boolean(), (pa, tb, pb, turn, shift, swap) => {
      const ships = (a: Pose, b: Pose) => [{ id: 'a', type: SSD, pose: a }, { id: 'b', type: tb, pose: b }];
      const [from, to] = swap ? ['b', 'a'] : ['a', 'b'];
      const r = (turn * Math.PI) / 180;
      const move = (p: Pose): Pose => {
        const x = p.x - 900;
        const y = p.y - 450;
        return { x: 900 + x * Math.cos(r) + y * Math.sin(r) + shift, y: 450 - x * Math.sin(r) + y * Math.cos(r) - shift, heading: (p.heading + turn) % 360 };
      };
      const before = measured(ships(pa, pb), from, to);
      const after = measured(ships(move(pa), move(pb)), from, to);
      expect(Math.abs(before.distance - after.distance)).toBeLessThan(1e-6);
      const key = (m: ArmadaMeasurement) => m.arcs.map((x) => x.arc).join();
      if (key(before) !== key(after)) {
        // Only a piece touching an arc line within rounding may come and go.
        const differing = [...before.arcs, ...after.arcs].filter((x) => !(before.arcs.some((y) => y.arc === x.arc) && after.arcs.some((y) => y.arc === x.arc)));
        expect(differing.length).toBeLessThanOrEqual(2);
      }
      for (const x of before.arcs) {
        const y = after.arcs.find((z) => z.arc === x.arc);
        if (y !== undefined) {
          expect(Math.abs(x.distance - y.distance)).toBeLessThan(1e-6);
          seen++;
        }
      }
    }), { numRuns: 150 });
    expect(seen).toBeGreaterThan(20);
  });
});
