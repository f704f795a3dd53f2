/**
 * The planners' exposure and targets (armada.range.exposure, xwing.range.exposure) run on the flat
 * kernel; the reference routines on `arc.ts` (threats-oracle.ts) must give the same lists, entry
 * for entry, on random crowded tables: ships at random poses and headings, obstacles between
 * them, final poses anywhere (courses that end on the same pose included).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { distanceBandOf, measureWorld, rangeOf, threatsFor as armadaThreats } from '../../src/armada/measure.ts';
import { prepareWorld } from '../../src/armada/world.ts';
import { parseScenario } from '../../src/schema/index.ts';
import type { ArmadaScenario } from '../../src/schema/armada.ts';
import { xwingScenario } from '../../src/schema/xwing.ts';
import { threatsFor as xwingThreats } from '../../src/xwing/measure.ts';
import { buildWorld } from '../../src/xwing/world.ts';
import { armadaThreatsOracle, xwingThreatsOracle } from './threats-oracle.ts';

const pose = (w: number, h: number) => fc.record({ x: fc.double({ min: 60, max: w - 60, noNaN: true }), y: fc.double({ min: 60, max: h - 60, noNaN: true }), heading: fc.oneof(fc.constantFrom(0, 90, 180, 270, 45), fc.double({ min: 0, max: 359.999, noNaN: true })) });

function armadaDocument(document: unknown): ArmadaScenario {
  const parsed = parseScenario(document);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value as ArmadaScenario;
}

const ARMADA_TYPES = ['CR90 Corvette A', 'Victory II-class Star Destroyer', 'MC80 Command Cruiser', 'Gladiator I-class Star Destroyer'];

describe('armada.range.exposure: flat kernel = reference', () => {
  test('random tables of 2-8 ships with obstacles', () => {
    let found = 0;
    const ship = fc.record({ type: fc.constantFrom(...ARMADA_TYPES, 'Executor I-class Star Dreadnought'), owner: fc.constantFrom('a', 'b'), pose: pose(700, 600) });
    const obstacle = fc.record({ type: fc.constantFrom('asteroid-field', 'debris-field', 'station'), pose: pose(700, 600) });
    fc.assert(
      fc.property(fc.array(ship, { minLength: 2, maxLength: 8 }), fc.array(obstacle, { maxLength: 4 }), fc.array(pose(700, 600), { minLength: 1, maxLength: 6 }), (ships, obstacles, finals) => {
        const parsed = parseScenario({
          game: 'armada',
          ships: ships.map((s, i) => ({ id: `s${i}`, ...s })),
          obstacles: obstacles.map((o, i) => ({ id: `o${i}`, ...o })),
        });
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
        const world = prepareWorld(parsed.value as ArmadaScenario);
        if (!world.ok) throw new Error(JSON.stringify(world.issues));
        const mover = world.value.ships[0]!;
        const threats = armadaThreats(world.value, mover);
        // Each final pose twice: the second answer comes from the per-pose cache.
        for (const p of [...finals, ...finals]) {
          const fast = threats(p);
          const reference = armadaThreatsOracle(world.value, mover, p);
          expect(fast.exposure).toEqual(reference.exposure);
          expect(fast.targets).toEqual(reference.targets);
          found += fast.exposure.length + fast.targets.length;
        }
      }),
      { numRuns: 150 },
    );
    // Not vacuous: the random tables put plenty of ships in each other's arcs.
    expect(found).toBeGreaterThan(200);
  });
});

describe('armada.range.squadron-target, armada.range.squadron-attack: plan threats = measure', () => {
  test('random tables with squadrons: the plan lists what measure finds from the final pose', () => {
    const ship = fc.record({ type: fc.constantFrom(...ARMADA_TYPES, 'Executor I-class Star Dreadnought'), owner: fc.constantFrom('a', 'b'), pose: pose(700, 600) });
    const squadron = fc.record({ owner: fc.constantFrom('a', 'b'), position: fc.record({ x: fc.double({ min: 20, max: 680, noNaN: true }), y: fc.double({ min: 20, max: 580, noNaN: true }) }) });
    const obstacle = fc.record({ type: fc.constantFrom('asteroid-field', 'debris-field', 'station'), pose: pose(700, 600) });
    let found = 0;
    fc.assert(
      fc.property(fc.array(ship, { minLength: 1, maxLength: 4 }), fc.array(squadron, { minLength: 1, maxLength: 8 }), fc.array(obstacle, { maxLength: 3 }), fc.array(pose(700, 600), { minLength: 1, maxLength: 4 }), (ships, squadrons, obstacles, finals) => {
        const document = {
          game: 'armada',
          ships: ships.map((s, i) => ({ id: `s${i}`, ...s })),
          squadrons: squadrons.map((q, i) => ({ id: `q${i}`, ...q })),
          obstacles: obstacles.map((o, i) => ({ id: `o${i}`, ...o })),
        };
        const world = prepareWorld(armadaDocument(document));
        if (!world.ok) throw new Error(JSON.stringify(world.issues));
        const mover = world.value.ships[0]!;
        const threats = armadaThreats(world.value, mover);
        for (const p of [...finals, ...finals]) {
          const fast = threats(p);
          const moved = prepareWorld(armadaDocument({ ...document, ships: document.ships.map((s, i) => (i === 0 ? { ...s, pose: p } : s)) }));
          if (!moved.ok) throw new Error(JSON.stringify(moved.issues));
          const targets: unknown[] = [];
          const exposure: unknown[] = [];
          for (const q of moved.value.squadrons) {
            if ((q.owner ?? '') === (mover.owner ?? '')) continue;
            const out = measureWorld(moved.value, mover.id, q.id);
            const into = measureWorld(moved.value, q.id, mover.id);
            if (!out.ok || !into.ok) throw new Error('measure failed');
            for (const a of out.value.arcs) if (a.range !== 'beyond') targets.push({ squadron: q.id, arc: a.arc, range: a.range, distanceBand: distanceBandOf(a.distance), obstructed: a.obstructed });
            for (const z of into.value.attackableZones ?? []) exposure.push({ squadron: q.id, arc: z.zone, range: rangeOf(z.distance), distanceBand: distanceBandOf(z.distance), obstructed: z.obstructed });
          }
          // measure lists zones for each squadron in turn; the plan too.
          expect(fast.squadronTargets).toEqual(targets);
          expect(fast.squadronExposure).toEqual(exposure);
          found += targets.length + exposure.length;
        }
      }),
      { numRuns: 120 },
    );
    expect(found).toBeGreaterThan(100);
  });
});

const XWING_TYPES = ['T-65 X-wing', 'TIE/ln Fighter', 'TIE Advanced x1', 'BTL-A4 Y-wing', 'Lambda-class T-4a Shuttle', 'CR90 Corellian Corvette', 'Raider-class Corvette'];

describe('xwing.range.exposure: flat kernel = reference', () => {
  test('random tables of 2-8 ships with obstacles', () => {
    let found = 0;
    const ship = fc.record({ type: fc.constantFrom(...XWING_TYPES), owner: fc.constantFrom('a', 'b'), pose: pose(914.4, 914.4) });
    const obstacle = fc.record({ type: fc.constantFrom('asteroid', 'debris-cloud', 'gas-cloud'), pose: pose(914.4, 914.4) });
    fc.assert(
      fc.property(fc.array(ship, { minLength: 2, maxLength: 8 }), fc.array(obstacle, { maxLength: 4 }), fc.array(pose(914.4, 914.4), { minLength: 1, maxLength: 6 }), (ships, obstacles, finals) => {
        const scenario = xwingScenario.parse({ game: 'xwing', ships: ships.map((s, i) => ({ id: `s${i}`, ...s })), obstacles: obstacles.map((o, i) => ({ id: `o${i}`, ...o })) });
        const world = buildWorld(scenario);
        const mover = world.ships[0]!;
        const threats = xwingThreats(world, mover);
        for (const p of [...finals, ...finals]) {
          const fast = threats(p);
          const reference = xwingThreatsOracle(world, mover, p);
          expect(fast.exposure).toEqual(reference.exposure);
          expect(fast.targets).toEqual(reference.targets);
          found += fast.exposure.length + fast.targets.length;
        }
      }),
      { numRuns: 150 },
    );
    // Not vacuous: the random tables put plenty of ships in each other's arcs.
    expect(found).toBeGreaterThan(200);
  });
});

describe('armada.range.line-of-sight: plan threats = measure for ships', () => {
  test('random tables: each exposure and target entry has the obstruction measure finds between the same two ships', () => {
    // A huge ship now and then: no targeting points, the range line stands in (both ways).
    const ship = fc.record({ type: fc.constantFrom(...ARMADA_TYPES, 'Nebulon-B Escort Frigate', 'Assault Frigate Mark II A', 'Star Dreadnought Assault Prototype'), owner: fc.constantFrom('a', 'b'), pose: pose(700, 600) });
    const obstacle = fc.record({ type: fc.constantFrom('asteroid-field', 'debris-field', 'station'), pose: pose(700, 600) });
    let obstructed = 0;
    fc.assert(
      fc.property(fc.array(ship, { minLength: 2, maxLength: 6 }), fc.array(obstacle, { maxLength: 4 }), pose(700, 600), (ships, obstacles, final) => {
        const document = { game: 'armada', ships: ships.map((s, i) => ({ id: `s${i}`, ...s })), obstacles: obstacles.map((o, i) => ({ id: `o${i}`, ...o })) };
        const world = prepareWorld(armadaDocument(document));
        if (!world.ok) throw new Error(JSON.stringify(world.issues));
        const mover = world.value.ships[0]!;
        const fast = armadaThreats(world.value, mover)(final);
        const moved = prepareWorld(armadaDocument({ ...document, ships: document.ships.map((s, i) => (i === 0 ? { ...s, pose: final } : s)) }));
        if (!moved.ok) throw new Error(JSON.stringify(moved.issues));
        const exposure: unknown[] = [];
        const targets: unknown[] = [];
        for (const enemy of moved.value.ships) {
          if (enemy.index === mover.index || (enemy.owner ?? '') === (mover.owner ?? '')) continue;
          const into = measureWorld(moved.value, enemy.id, mover.id);
          const out = measureWorld(moved.value, mover.id, enemy.id);
          if (!into.ok || !out.ok) throw new Error('measure failed');
          for (const a of into.value.arcs) if (a.range !== 'beyond') exposure.push({ ship: enemy.id, arc: a.arc, range: a.range, obstructed: a.obstructed });
          for (const a of out.value.arcs) if (a.range !== 'beyond') targets.push({ ship: enemy.id, arc: a.arc, range: a.range, obstructed: a.obstructed });
        }
        expect(fast.exposure).toEqual(exposure);
        expect(fast.targets).toEqual(targets);
        obstructed += fast.exposure.filter((t) => t.obstructed).length + fast.targets.filter((t) => t.obstructed).length;
      }),
      { numRuns: 120 },
    );
    // Not vacuous: some lines of sight are crossed.
    expect(obstructed).toBeGreaterThan(10);
  });
});
