/**
 * `npm run bench`: every benchmark, each beside its peer or naive baseline in the same process,
 * reported as ratios. `npm run --silent bench -- --json` prints a JSON array of
 * `{ name, median_ns, peer, peer_median_ns, speedup, peer_wrong }`.
 * Optional filter: `npm run bench -- armada` runs only the suites whose name contains "armada".
 * `scripts/bench.js` compiles this folder and `src/` with tsc first and runs the JavaScript.
 */
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
const filters = args.filter((a) => !a.startsWith('--'));
const rows: BenchRow[] = [];
for (const [name, load] of Object.entries(suites)) {
  if (filters.length > 0 && !filters.some((f) => name.includes(f))) continue;
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
