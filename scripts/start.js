#!/usr/bin/env node
// `npm start`: builds when the compiled library or the planner page is missing or older than its
// sources, then serves the planner page and the HTTP API (the same as `shipmove serve`).
// Options: --port N (default 8080; 0 picks a free port), --host H (default 127.0.0.1),
// --workers N (worker threads for engine work; default: the machine's cores), --deadline-ms N
// (per-request deadline, default 2500), --queue N (requests that may wait for a worker, default
// 256), --cors ORIGIN (repeatable; off by default), --write-timeout-ms N (close a connection whose
// client leaves its answer unread this long, default 10000), --answer-budget-mb N (answers held in
// memory at once, default 256). When the default port 8080 is taken, it says
// so and uses a free port instead.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [join(root, 'dist', 'cli', 'main.js'), join(root, 'dist', 'server', 'serve.js'), join(root, 'dist', 'server', 'worker.js'), join(root, 'dist', 'web', 'index.html')];
const sources = ['src', 'web', 'examples', 'vite.config.ts', 'tsconfig.build.json', 'tsconfig.base.json', 'package.json'];

function usage(message) {
  process.stderr.write(`npm start: ${message}\nusage: npm start -- [--port N] [--host H] [--workers N] [--deadline-ms N] [--queue N] [--cors ORIGIN] [--write-timeout-ms N] [--answer-budget-mb N]\n`);
  process.exit(2);
}

function parseArgs(argv) {
  const options = { port: 8080, portGiven: false, host: '127.0.0.1', workers: undefined, deadlineMs: undefined, maxQueue: undefined, cors: [] };
  const whole = (text, least, what) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < least || n > 1_000_000) usage(`${what} expects a whole number from ${least}`);
    return n;
  };
  for (let k = 0; k < argv.length; k += 1) {
    const arg = argv[k];
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? argv[++k] ?? usage(`${name} needs a value`);
    if (name === '--port' || name === '-p') {
      const port = Number(value());
      if (!Number.isInteger(port) || port < 0 || port > 65535) usage('expected a port number 0-65535');
      options.port = port;
      options.portGiven = true;
    } else if (name === '--host') options.host = value();
    else if (name === '--workers') options.workers = whole(value(), 1, name);
    else if (name === '--deadline-ms') options.deadlineMs = whole(value(), 1, name);
    else if (name === '--queue') options.maxQueue = whole(value(), 0, name);
    else if (name === '--cors') options.cors.push(value());
    else if (name === '--write-timeout-ms') options.writeTimeoutMs = whole(value(), 1, name);
    else if (name === '--answer-budget-mb') options.answerBudgetMb = whole(value(), 1, name);
    else if (name === '--help' || name === '-h') usage('serves the planner page and the HTTP API');
    else usage(`unknown option ${arg}`);
  }
  return options;
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name.endsWith('.test.ts')) continue;
    latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

function buildNeeded() {
  if (outputs.some((file) => !existsSync(file))) return 'the build is missing';
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const changed = Math.max(...sources.map((path) => newest(join(root, path))));
  return changed > built ? 'the sources changed since the last build' : null;
}

function portFree(port, host) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

const options = parseArgs(process.argv.slice(2));
const reason = buildNeeded();
if (reason !== null) {
  process.stdout.write(`shipmove: building (${reason})...\n`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.stderr.write('shipmove: the build failed (see above); nothing was started.\n');
    process.exit(1);
  }
}

let port = options.port;
if (port !== 0 && !(await portFree(port, options.host))) {
  if (options.portGiven) {
    process.stderr.write(`shipmove: port ${port} on ${options.host} is already in use; choose another with --port N (0 picks a free one).\n`);
    process.exit(1);
  }
  process.stdout.write(`shipmove: port ${port} is in use; using a free port instead.\n`);
  port = 0;
}
const { serve } = await import(pathToFileURL(join(root, 'dist', 'server', 'serve.js')).href);
await serve({
  port,
  host: options.host,
  ...(options.workers === undefined ? {} : { workers: options.workers }),
  ...(options.deadlineMs === undefined ? {} : { deadlineMs: options.deadlineMs }),
  ...(options.maxQueue === undefined ? {} : { maxQueue: options.maxQueue }),
  ...(options.cors.length === 0 ? {} : { cors: options.cors }),
  ...(options.writeTimeoutMs === undefined ? {} : { writeTimeoutMs: options.writeTimeoutMs }),
  ...(options.answerBudgetMb === undefined ? {} : { answerBudgetMb: options.answerBudgetMb }),
});
