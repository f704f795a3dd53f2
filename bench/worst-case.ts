/**
 * `worst case inside limits`: the largest scenarios the input limits allow
 * (bench/worst-case-scenarios.ts), each operation through the library's full pipeline
 * (parse, check, engine; render also draws the SVG), median wall time. Targets (issue 10):
 * every operation at most 1 s, `resolve` at most 250 ms; the notes say whether the row meets its target, and the sizes of the
 * input and of the answer.
 */
import { plan, render, resolve } from '../src/engines.ts';
import type { BenchRow, BenchSuite } from './harness.ts';
import { medians, row } from './harness.ts';
import { armadaEffectsWorst, armadaSquadronWorst, armadaWorst, ti4Worst, xwingWorst } from './worst-case-scenarios.ts';

const RESOLVE_TARGET_MS = 250;
const ANY_TARGET_MS = 1000;

interface Case {
  readonly name: string;
  readonly scenario: Record<string, unknown>;
}

const cases: readonly Case[] = [
  { name: 'armada CR90, 64 ships, 200 squadrons on the path, 32 stars of 128 points', scenario: armadaWorst('CR90 Corvette A') },
  { name: 'armada Executor, 64 ships, 200 squadrons on the path, 32 stars of 128 points', scenario: armadaWorst('Executor I-class Star Dreadnought') },
  { name: 'armada CR90 as above with nine speed/yaw effects, Navigate dial and token, Engine Techs (work budget)', scenario: armadaEffectsWorst() },
  { name: 'armada squadron move, 199 squadrons packed around it, 64 enemy ships', scenario: armadaSquadronWorst() },
  { name: 'xwing large ship, 100 ships ahead, 32 stars of 128 points', scenario: xwingWorst() },
  { name: 'ti4 8 rings, 8 players, 2,000 units, 200 moves', scenario: ti4Worst(true) },
  { name: 'ti4 reach of 2,000 units over 8 rings (no active system)', scenario: ti4Worst(false, 'reach') },
  { name: 'ti4 bring every fighter and ground force (transport assignment)', scenario: ti4Worst(false, 'bring') },
];

function answerBytes(result: { ok: boolean }): number {
  return JSON.stringify(result).length;
}

export const suite: BenchSuite = async () => {
  const rows: BenchRow[] = [];
  for (const { name, scenario } of cases) {
    const inputBytes = JSON.stringify(scenario).length;
    const answers = { resolve: resolve(scenario), plan: plan(scenario), render: render(scenario, {}) };
    const times = await medians({ resolve: () => resolve(scenario), plan: () => plan(scenario), render: () => render(scenario, {}) }, { time: 1500, iterations: 5 });
    for (const op of ['resolve', 'plan', 'render'] as const) {
      const ms = times[op]! / 1e6;
      const target = op === 'resolve' ? RESOLVE_TARGET_MS : ANY_TARGET_MS;
      const answer = answers[op];
      rows.push(
        row(`worst case inside limits: ${op} ${name}`, times[op]!, null, null, null, {
          target_ms: target,
          within_target: ms <= target,
          ok: answer.ok,
          input_bytes: inputBytes,
          answer_bytes: answerBytes(answer),
        }),
      );
    }
  }
  return rows;
};
