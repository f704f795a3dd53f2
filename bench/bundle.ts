/**
 * Bundle sizes: what a page or bot pays to import one game. Each entry point is bundled from the
 * sources with esbuild (ESM, browser platform, minified, tree-shaken) and gzipped, beside the
 * whole library (the root `shipmove` entry, which dispatches to every game; its dynamic imports
 * are bundled in, as a bot bundling it gets them). Then the planner page as Vite builds it: the
 * script its first board fetches for each game (page-chunks.ts), beside the whole page's script.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import type { BenchRow, BenchSuite } from './harness.ts';
import { pageChunks } from './page-chunks.ts';
import { row } from './harness.ts';

const ENTRIES: readonly (readonly [string, string])[] = [
  ['shipmove', 'src/index.ts'],
  ['shipmove/armada', 'src/armada/index.ts'],
  ['shipmove/xwing', 'src/xwing/index.ts'],
  ['shipmove/ti4', 'src/ti4/index.ts'],
  ['shipmove/geometry', 'src/geometry/index.ts'],
];

interface Sized {
  readonly minified: number;
  readonly gzipped: number;
  readonly ns: number;
}

async function bundle(file: string): Promise<Sized> {
  const started = performance.now();
  const result = await build({
    entryPoints: [join(process.cwd(), file)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { minified: code.length, gzipped: gzipSync(code).length, ns: (performance.now() - started) * 1e6 };
}

const kB = (bytes: number) => Math.round(bytes / 102.4) / 10;

export const suite: BenchSuite = async () => {
  const rows: BenchRow[] = [];
  const whole = await bundle(ENTRIES[0]![1]);
  for (const [name, file] of ENTRIES) {
    const sized = name === 'shipmove' ? whole : await bundle(file);
    rows.push(row(`bundle ${name} (esbuild, minified, gzipped; time to bundle)`, sized.ns, null, null, null, {
      gzip_kB: kB(sized.gzipped),
      minified_kB: kB(sized.minified),
      whole_library_gzip_kB: kB(whole.gzipped),
      share_of_whole_pct: Math.round((sized.gzipped / whole.gzipped) * 1000) / 10,
    }));
  }
  const started = performance.now();
  const page = await pageChunks();
  const ns = (performance.now() - started) * 1e6;
  for (const load of page.games) {
    rows.push(row(`page first board ${load.game} (vite build, the chunks fetched before the first board; time to build the page)`, ns, null, null, null, {
      brotli_kB: kB(load.brotli),
      gzip_kB: kB(load.gzip),
      minified_kB: kB(load.bytes),
      chunks: load.files.length,
      whole_page_minified_kB: kB(page.totalBytes),
      share_of_page_pct: Math.round((load.bytes / page.totalBytes) * 1000) / 10,
    }));
  }
  return rows;
};
