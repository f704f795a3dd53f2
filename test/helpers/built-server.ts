import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root and the built command line (`npm run build` makes it). */
export const ROOT = join(import.meta.dirname, '..', '..');
const MAIN = join(ROOT, 'dist', 'cli', 'main.js');

export interface BuiltServer {
  readonly child: ChildProcess;
  readonly port: number;
  /** Everything the process printed so far (standard output and error). */
  readonly output: () => string;
}

/** Starts the built `shipmove serve` on a free port and resolves once it listens and its workers are up. */
export function startBuilt(args: readonly string[]): Promise<BuiltServer> {
  if (!existsSync(MAIN)) throw new Error('dist/ is missing: run `npm run build` first');
  const child = spawn(process.execPath, [MAIN, 'serve', '--port', '0', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stderr!.on('data', (chunk: Buffer) => void (out += chunk.toString()));
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${out}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /127\.0\.0\.1:(\d+)/.exec(out);
      if (found !== null && out.includes('engine work:')) {
        clearTimeout(timer);
        resolvePromise({ child, port: Number(found[1]), output: () => out });
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${out}`)));
  });
}
