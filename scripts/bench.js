#!/usr/bin/env node
// `npm run bench`: compiles the sources and benchmarks with tsc into .bench-build/ and runs them
// there, so the figures are those of the JavaScript the CLI and the server run. Arguments pass
// through to bench/main.ts (`--json`, suite names).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, '.bench-build');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(out, { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.bench.json')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
// The benchmarks read the example scenarios beside themselves.
cpSync(join(root, 'examples'), join(out, 'examples'), { recursive: true });
// The benchmarks run with the young generation the server's workers have (DEFAULT_YOUNG_MB in
// src/server/pool.ts; V8 gives a third of it to each of the two semi-spaces), since those workers
// answer the API's plans. With V8's default size a long run of plans promotes the outcome objects
// each plan holds while it runs; the old generation fills and every later plan of the row is
// slowed by the marking (the crowded Armada plan: 1.7-1.8 ms median with it, 2.2-2.3 ms over its row without).
const { DEFAULT_YOUNG_MB } = await import(pathToFileURL(join(out, 'src', 'server', 'pool.js')).href);
const semiSpace = `--max-semi-space-size=${Math.floor(DEFAULT_YOUNG_MB / 3)}`;
const run = spawnSync(process.execPath, ['--expose-gc', semiSpace, join(out, 'bench', 'main.js'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
