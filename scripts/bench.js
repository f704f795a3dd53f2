#!/usr/bin/env node
// `npm run bench`: compiles the sources and benchmarks with tsc into .bench-build/ and runs them
// there, so the figures are those of the JavaScript the CLI and the server run. Arguments pass
// through to bench/main.ts (`--json`, suite names).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, '.bench-build');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(out, { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.bench.json')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
// The benchmarks read the example scenarios beside themselves.
cpSync(join(root, 'examples'), join(out, 'examples'), { recursive: true });
const run = spawnSync(process.execPath, ['--expose-gc', join(out, 'bench', 'main.js'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
