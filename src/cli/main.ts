#!/usr/bin/env node
import { writeSync } from 'node:fs';
import { runCli } from './program.ts';

/**
 * A failed write to standard output (a full disk, a reader that went away, a descriptor not open
 * for writing) ends the command with one line on stderr and exit code 1, never a stack trace.
 * Node reports most such failures on the stream's 'error' event, after the write returned.
 */
for (const [stream, name] of [[process.stdout, 'standard output'], [process.stderr, 'standard error']] as const) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (stream === process.stdout) {
      try {
        writeSync(2, `shipmove: cannot write to ${name} (${error.code ?? error.message})\n`);
      } catch {
        // stderr is gone too: the exit code is all that is left.
      }
    }
    process.exit(1);
  });
}

const code = await runCli(process.argv.slice(2));
if (code !== 0) process.exitCode = code;
