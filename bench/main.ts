/**
 * `npm run bench`: every benchmark, each beside its peer or naive baseline in the same process,
 * reported as ratios. `npm run --silent bench -- --json` prints a JSON array of
 * `{ name, median_ns, peer, peer_median_ns, speedup, peer_wrong }`.
 * Optional filter: `npm run bench -- armada` runs only the suites whose name contains "armada".
 * `scripts/bench.js` compiles this folder and `src/` with tsc first and runs the JavaScript.
 *
 * Each suite runs in a process of its own (the same Node flags), one after another, and this one
 * gathers their rows: a suite's rows otherwise depend on which suites ran before it in the same
 * process (V8's type feedback and compiled code for the shared kernels are the earlier suite's:
 * the crowded Armada plan read about 15 % slower on its median after the geometry suite, and the
 * X-Wing plan after the Armada suite). A program using the engine for one game sees the figures of
 * its suite. Every row still runs beside its peer or baseline in the same process. `--in-process`
 * runs every suite in this process instead, in order.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchRow, BenchSuite } from './harness.ts';
import { formatRows } from './harness.ts';

const suites: Record<string, () => Promise<BenchSuite>> = {
  geometry: async () => (await import('./geometry.ts')).suite,
  armada: async () => (await import('./armada.ts')).suite,
  xwing: async () => (await import('./xwing.ts')).suite,
  'xwing effects': async () => (await import('./xwing-effects.ts')).suite,
  'obstacle outlines': async () => (await import('./obstacle-outlines.ts')).suite,
  ti4: async () => (await import('./ti4.ts')).suite,
  planner: async () => (await import('./planner.ts')).suite,
  'worst case inside limits': async () => (await import('./worst-case.ts')).suite,
  bundle: async () => (await import('./bundle.ts')).suite,
  batch: async () => (await import('./batch.ts')).suite,
  against: async () => (await import('./against.ts')).suite,
};

const args = process.argv.slice(2);
const json = args.includes('--json');
const suiteAt = args.indexOf('--suite');
/** `--suite NAME`: exactly that suite, here (what each suite's own process is asked). */
const only = suiteAt >= 0 ? args[suiteAt + 1] : undefined;
const filters = args.filter((a, i) => !a.startsWith('--') && !(suiteAt >= 0 && i === suiteAt + 1));
const chosen = Object.keys(suites).filter((name) => (only !== undefined ? name === only : filters.length === 0 || filters.some((f) => name.includes(f))));
const rows: BenchRow[] = [];
if (only === undefined && !args.includes('--in-process') && chosen.length > 1) {
  for (const name of chosen) {
    if (!json) process.stderr.write(`running ${name} ...\n`);
    const run = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--json', '--suite', name], { stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
    if (run.status !== 0) throw new Error(`bench suite ${name} failed (exit ${run.status ?? run.signal})`);
    rows.push(...(JSON.parse(run.stdout.toString('utf8')) as BenchRow[]));
  }
  process.stdout.write(json ? `${JSON.stringify(rows, null, 2)}\n` : formatRows(rows));
  process.exit(0);
}
for (const [name, load] of Object.entries(suites)) {
  if (!chosen.includes(name)) continue;
  let suite: BenchSuite;
  try {
    suite = await load();
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') continue;
    throw error;
  }
  if (!json) process.stderr.write(`running ${name} ...\n`);
  rows.push(...(await suite()));
}
process.stdout.write(json ? `${JSON.stringify(rows, null, 2)}\n` : formatRows(rows));
