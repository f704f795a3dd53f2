/**
 * The plan's ranking (armada.range.exposure): `rankThreats` orders options by fewest enemies that
 * can shoot them, then most targets, then plan order; the Armada plan's summaries name each course
 * (`courses[i]`) and label it `speed S [clicks] side`, the labels kept with the chart's courses.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { planScenario } from '../../src/armada/plan.ts';
import { prepareWorld } from '../../src/armada/world.ts';
import { DEFAULT_CONFIG } from '../../src/armada/config.ts';
import type { ThreatSummary } from '../../src/core/measure.ts';
import { rankThreats, shipsIn } from '../../src/core/measure.ts';
import { parseScenario } from '../../src/schema/index.ts';
import type { ArmadaScenario } from '../../src/schema/armada.ts';

const summary = (option: string, exposedTo: number, targets: number): ThreatSummary => ({ option, label: option, exposedTo, targets });

/** The order by an explicit index tie-break (each option wrapped with its place). */
function reference(summaries: readonly ThreatSummary[]): ThreatSummary[] {
  return summaries
    .map((s, i) => ({ s, i }))
    .sort((a, b) => a.s.exposedTo - b.s.exposedTo || b.s.targets - a.s.targets || a.i - b.i)
    .map(({ s }) => s);
}

describe('rankThreats', () => {
  test('worked example: fewest exposed first, then most targets, ties in plan order', () => {
    const list = [summary('a', 2, 0), summary('b', 0, 1), summary('c', 1, 3), summary('d', 0, 1), summary('e', 0, 2), summary('f', 1, 3)];
    expect(rankThreats(list).map((s) => s.option)).toEqual(['e', 'b', 'd', 'c', 'f', 'a']);
    // A copy: the plan's own list keeps its order.
    expect(list.map((s) => s.option)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  test('the same order as an explicit index tie-break, on lists full of ties', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })), { maxLength: 60 }), (counts) => {
      const list = counts.map(([e, t], i) => summary(`courses[${i}]`, e, t));
      expect(rankThreats(list)).toEqual(reference(list));
    }), { numRuns: 500 });
  });

  test('the same order where the counts are wide apart, negative or not whole (sorted by comparison)', () => {
    const count = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 100000 }), fc.integer({ min: -3, max: 3 }), fc.double({ min: -2, max: 5, noNaN: true }));
    fc.assert(fc.property(fc.array(fc.tuple(count, count), { maxLength: 40 }), (counts) => {
      const list = counts.map(([e, t], i) => summary(`courses[${i}]`, e, t));
      expect(rankThreats(list)).toEqual(reference(list));
    }), { numRuns: 500 });
  });
});

describe('shipsIn', () => {
  const entry = (ship: string) => ({ ship, arc: 'front', range: 'close', obstructed: false });
  test('worked example: distinct ships, runs and returns to an earlier ship counted once', () => {
    expect(shipsIn([])).toBe(0);
    expect(shipsIn(['vsd', 'vsd', 'cr90', 'vsd', 'neb', 'neb'].map(entry))).toBe(3);
  });
  test('the number of distinct ship ids, on lists with runs and repeats', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'vsd', 'cr90'), { maxLength: 24 }), (ships) => {
      expect(shipsIn(ships.map(entry))).toBe(new Set(ships).size);
    }), { numRuns: 2000 });
  });
});

describe('Armada plan ranking labels', () => {
  test('each summary names its course and labels it with its speed, clicks and side, the same on a second plan', () => {
    const document = JSON.parse(readFileSync(new URL('../../examples/armada/plan-crowded-table.json', import.meta.url), 'utf8'));
    const parsed = parseScenario(document);
    if (!parsed.ok) throw new Error('parse');
    const scenario = parsed.value as ArmadaScenario;
    const once = () => {
      const world = prepareWorld(scenario, DEFAULT_CONFIG);
      if (!world.ok) throw new Error('prepare');
      const planned = planScenario(world.value, scenario.maneuver?.ship, DEFAULT_CONFIG);
      if (!planned.ok) throw new Error('plan');
      return planned.value;
    };
    for (const plan of [once(), once()]) {
      expect(plan.ranking).toHaveLength(plan.courses.length);
      for (const s of plan.ranking) {
        const i = Number(/^courses\[(\d+)\]$/.exec(s.option)![1]);
        const c = plan.courses[i]!;
        expect(s.label).toBe(`speed ${c.speed} [${c.yaw.join(', ')}] ${c.side}`);
      }
      expect(plan.ranking.find((s) => s.option === 'courses[0]')!.label).toBe('speed 1 [-2] left');
    }
  });
});
