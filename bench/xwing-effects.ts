/**
 * X-Wing dial effects (xwing.dial.effects): the plan of the busy T-65 of bench/xwing.ts with
 * difficulty and dial-setting effects (R4 Astromech, R2-A6, Kaydel Connix) beside the same plan
 * without effects, and a TIE/sk Striker with Adaptive Ailerons (each dial maneuver once per boost
 * direction) beside the same ship without them. Reports the cost per maneuver option, so the
 * effects' own overhead shows apart from the larger number of options (median and fastest run).
 */
import type { XwingScenario } from '../src/schema/xwing.ts';
import { xwingScenario } from '../src/schema/xwing.ts';
import { planShip } from '../src/xwing/plan.ts';
import { buildWorld } from '../src/xwing/world.ts';
import type { BenchRow, BenchSuite } from './harness.ts';
import { medians, row } from './harness.ts';
import { benchScenario } from './xwing.ts';

function withMover(type: string, effects: readonly string[]): XwingScenario {
  return xwingScenario.parse({
    ...benchScenario,
    ships: benchScenario.ships.map((s, i) => (i === 0 ? { ...s, type, ...(effects.length > 0 ? { effects: [...effects] } : {}) } : s)),
  });
}

export const suite: BenchSuite = async () => {
  const cases = {
    plain: withMover('T-65 X-wing', []),
    effects: withMover('T-65 X-wing', ['r4-astromech', 'r2-a6', 'kaydel-connix']),
    striker: withMover('TIE/sk Striker', []),
    ailerons: withMover('TIE/sk Striker', ['adaptive-ailerons']),
  };
  const options = Object.fromEntries(Object.entries(cases).map(([k, s]) => [k, planShip(buildWorld(s), buildWorld(s).ships[0]!).maneuvers.length]));
  const times = await medians(Object.fromEntries(Object.entries(cases).map(([k, s]) => [k, () => { const w = buildWorld(s); return planShip(w, w.ships[0]!); }])));
  const perOption = (k: keyof typeof cases) => Math.round(times[k]! / options[k]! / 100) / 10;
  // The fastest of 300 runs per option beside the median: on a shared machine the median includes
  // waiting for a core and collecting garbage, the minimum shows the work itself.
  const minimum = (k: keyof typeof cases): number => {
    const s = cases[k];
    let best = Infinity;
    for (let i = 0; i < 300; i++) {
      const start = performance.now();
      const w = buildWorld(s);
      planShip(w, w.ships[0]!);
      best = Math.min(best, performance.now() - start);
    }
    return Math.round((best * 1000) / options[k]!) / 1;
  };
  const rows: BenchRow[] = [
    row(`xwing plan with R4, R2-A6, Kaydel Connix (${options.effects} maneuver options)`, times.effects!, `no effects (${options.plain} options)`, times.plain!, null, {
      us_per_option: perOption('effects'),
      peer_us_per_option: perOption('plain'),
      min_us_per_option: minimum('effects'),
      peer_min_us_per_option: minimum('plain'),
    }),
    row(`xwing plan of a TIE/sk with Adaptive Ailerons (${options.ailerons} options)`, times.ailerons!, `no ailerons (${options.striker} options)`, times.striker!, null, {
      us_per_option: perOption('ailerons'),
      peer_us_per_option: perOption('striker'),
      min_us_per_option: minimum('ailerons'),
      peer_min_us_per_option: minimum('striker'),
    }),
  ];
  return rows;
};
