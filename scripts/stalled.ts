/**
 * Stalled readers against the built server (issue 21), a script, not a test:
 * `node --import tsx scripts/stalled.ts [--clients N] [--route batch|plan] [--seconds S] [--items K]
 * [--scenario FILE] [--every MS]` (defaults: 50 clients, one every 100 ms, batch, 20 s, 20 items, the Armada Engine Techs example,
 * whose 370-byte scenario has a plan of about 3.5 MB).
 *
 * Starts `shipmove serve` from dist/ as its own process, opens N connections that each send one
 * request with a large answer (a `/v1/batch` of K plans of the scenario, or one `/v1/plan`) and
 * never read a byte, then samples the server's resident memory (VmRSS) every 250 ms and asks
 * `/health` every 100 ms. It reports the peak RSS, the /health latencies (median, p99, slowest),
 * how many stalled connections the server closed, and whether the server died. Extra server
 * options after `--`, e.g. `-- --write-timeout-ms 3000`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const own = split < 0 ? args : args.slice(0, split);
const extra = split < 0 ? [] : args.slice(split + 1);
const option = (name: string, fallback: string) => {
  const at = own.indexOf(name);
  return at >= 0 ? own[at + 1] ?? fallback : fallback;
};
const clients = Number(option('--clients', '50'));
const route = option('--route', 'batch');
const seconds = Number(option('--seconds', '20'));
const itemCount = Number(option('--items', '20'));
const every = Number(option('--every', '100'));
const scenarioFile = option('--scenario', 'examples/armada/engine-techs-extra-maneuver.json');

const main = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
if (!existsSync(main)) throw new Error('dist/ is missing: run `npm run build` first');

function rssMiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function health(port: number): Promise<number> {
  const started = performance.now();
  return new Promise((done) => {
    const req = request({ host: '127.0.0.1', port, path: '/health', timeout: 5000, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => done(performance.now() - started));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => done(Number.POSITIVE_INFINITY));
    req.end();
  });
}

const child = spawn(process.execPath, [main, 'serve', '--port', '0', '--workers', '2', ...extra], { stdio: ['ignore', 'pipe', 'pipe'] });
let out = '';
child.stderr.on('data', (chunk: Buffer) => void (out += chunk.toString()));
const port = await new Promise<number>((done, fail) => {
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const found = /127\.0\.0\.1:(\d+)/.exec(out);
    if (found !== null && out.includes('engine work:')) done(Number(found[1]));
  });
  child.once('exit', (code) => fail(new Error(`the server exited (${code}): ${out}`)));
});
let died: number | null | undefined;
child.once('exit', (code, signal) => void (died = code ?? (signal === null ? null : -1)));
const pid = child.pid!;
const idle = rssMiB(pid);

const scenario = JSON.stringify(JSON.parse(readFileSync(new URL(`../${scenarioFile}`, import.meta.url), 'utf8')));
const body = route === 'plan'
  ? scenario
  : Array.from({ length: itemCount }, () => `{"op":"plan","scenario":${scenario}}`).join('\n');
const path = route === 'plan' ? '/v1/plan' : '/v1/batch';
const head = `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${route === 'plan' ? 'application/json' : 'application/x-ndjson'}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;

let closed = 0;
const sockets: Socket[] = [];
let opened = 0;
const openOne = () => {
  if (opened >= clients) return;
  opened += 1;
  const socket = connect(port, '127.0.0.1');
  // Never read: no 'data' listener, so the socket stays paused and the kernel window fills.
  socket.setNoDelay(true);
  socket.on('error', () => undefined);
  socket.on('close', () => void (closed += 1));
  socket.write(head + body);
  sockets.push(socket);
};
// One new stalled client every `every` ms, so that each one's work finishes within the deadline.
const opener = setInterval(openOne, every);
openOne();

let peak = idle;
const latencies: number[] = [];
const until = performance.now() + seconds * 1000;
// A guard for a shared machine: a server past 3 GiB is stopped (and reported as such).
let guarded = false;
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMiB(pid));
  if (peak > 3072 && !guarded) {
    guarded = true;
    child.kill('SIGKILL');
  }
}, 250);
while (performance.now() < until && died === undefined) {
  latencies.push(await health(port));
  await new Promise((done) => setTimeout(done, 100));
}
clearInterval(sampler);
clearInterval(opener);
const final = rssMiB(pid);
// A paused client socket cannot see its connection closed; ask the kernel which ones the server still holds.
let stillOpen = Number.NaN;
try {
  const table = execFileSync('ss', ['-tnpH', 'state', 'established', `( sport = :${port} )`], { encoding: 'utf8' });
  stillOpen = table.split('\n').filter((row) => row.includes(`pid=${pid},`)).length;
} catch {
  // No ss here: not reported.
}
for (const socket of sockets) socket.destroy();
child.kill('SIGTERM');
const sorted = latencies.filter(Number.isFinite).sort((a, b) => a - b);
const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
process.stdout.write(`${clients} stalled ${path} clients (${Buffer.byteLength(body)} bytes each), ${seconds} s\n`);
process.stdout.write(`server RSS: idle ${idle.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB, at the end ${final.toFixed(0)} MiB\n`);
process.stdout.write(`/health: ${latencies.length} probes, ${latencies.length - sorted.length} failed, median ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, slowest ${at(1).toFixed(0)} ms\n`);
process.stdout.write(`stalled connections the server still holds at the end: ${stillOpen} of ${opened} opened (${closed} seen closed by the client)\n`);
process.stdout.write(guarded ? 'the server passed 3 GiB and was stopped\n' : died === undefined ? 'the server stayed up\n' : `the server DIED (exit ${died}): ${out.slice(-500)}\n`);
