/**
 * How long the planner page takes to show its board on a slow phone: the page is built from the
 * current sources, served by the project's own server, and opened in Chromium (playwright-core,
 * /usr/bin/chromium or SHIPMOVE_CHROMIUM) with the DevTools "Fast 3G" network (562.5 ms latency,
 * 1.44 Mbit/s down, 0.675 Mbit/s up) and the CPU slowed 4x, at 390x844. For each game it loads the
 * page fresh (empty cache) `--runs` times (default 3) and reports the median time from navigation
 * to the first drawn board (`shipmove-first-render`, and to the board's SVG being in the page), and
 * the script bytes the page fetched. Reported, never asserted: on a shared machine the figures move.
 *
 * `--page DIR` measures a page already built into DIR instead (e.g. two builds measured in turn
 * in the same minutes, as a loaded machine needs for a before/after).
 *
 *   node --import tsx scripts/first-paint.ts [--runs N] [--json] [--no-throttle] [--page DIR]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { startServer } from '../src/server/listen.ts';
import { loadStaticFiles } from '../src/server/static-files.ts';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) > 0 && args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 3;
const json = args.includes('--json');
const throttle = !args.includes('--no-throttle');
const CHROMIUM = process.env.SHIPMOVE_CHROMIUM ?? '/usr/bin/chromium';

/** DevTools' "Fast 3G" preset (bytes per second) and a 4x slower CPU. */
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (0.675 * 1024 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

interface Sample {
  readonly firstRender: number;
  readonly boardVisible: number;
  readonly scriptBytes: number;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const built = args.includes('--page') ? args[args.indexOf('--page') + 1] : undefined;
const outDir = built ?? mkdtempSync(join(tmpdir(), 'shipmove-first-paint-'));
const profile = mkdtempSync(join(tmpdir(), 'shipmove-first-paint-profile-'));
if (built === undefined) await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
const server = await startServer(0, '127.0.0.1', { page: loadStaticFiles(outDir) });
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  viewport: { width: 390, height: 844 },
});

const results: Record<string, { firstRenderMs: number; boardVisibleMs: number; scriptKB: number; runs: number }> = {};
try {
  for (const game of ['armada', 'xwing', 'ti4'] as const) {
    const samples: Sample[] = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await session.send('Network.enable');
      await session.send('Network.setCacheDisabled', { cacheDisabled: true });
      if (throttle) {
        await session.send('Network.emulateNetworkConditions', FAST_3G);
        await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      }
      // The demo of each game: the page opens on the game a link names.
      const hash = `#s=${Buffer.from(JSON.stringify({ game, ...(game === 'ti4' ? { map: '26 39 40 19 20 21', players: [{ id: 'red', faction: 'hacan' }], units: [{ id: 'c1', player: 'red', type: 'carrier', system: '26' }] } : { ships: [] }) })).toString('base64url')}`;
      await page.goto(`${server.url}${hash}`, { waitUntil: 'commit' });
      await page.waitForSelector('[data-testid=board] svg', { state: 'attached', timeout: 120_000 });
      const sample = await page.evaluate(() => {
        const mark = performance.getEntriesByName('shipmove-first-render')[0];
        const scripts = performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'));
        return {
          firstRender: mark?.startTime ?? Number.NaN,
          boardVisible: performance.now(),
          scriptBytes: scripts.reduce((t, e) => t + ((e as PerformanceResourceTiming).encodedBodySize || (e as PerformanceResourceTiming).transferSize || 0), 0),
        };
      });
      samples.push(sample);
      await session.detach();
      await page.close();
    }
    results[game] = {
      firstRenderMs: Math.round(median(samples.map((s) => s.firstRender))),
      boardVisibleMs: Math.round(median(samples.map((s) => s.boardVisible))),
      scriptKB: Math.round(median(samples.map((s) => s.scriptBytes)) / 1024),
      runs,
    };
  }
} finally {
  await context.close();
  await server.close();
  if (built === undefined) rmSync(outDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}

if (json) {
  process.stdout.write(`${JSON.stringify({ profile: throttle ? 'Fast 3G, CPU x4, 390x844' : 'no throttling, 390x844', results }, null, 2)}\n`);
} else {
  process.stdout.write(`First paint of the planner (${throttle ? 'Fast 3G, CPU x4' : 'no throttling'}, 390x844, median of ${runs}; figures from a shared machine are indicative):\n`);
  for (const [game, r] of Object.entries(results)) {
    process.stdout.write(`  ${game.padEnd(7)} board drawn ${String(r.firstRenderMs).padStart(6)} ms, board in the page ${String(r.boardVisibleMs).padStart(6)} ms, script ${r.scriptKB} KB\n`);
  }
}
