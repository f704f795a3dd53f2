#!/usr/bin/env node
import { runCli } from './program.ts';

// A reader that stops early (`shipmove plan x.json | head`) is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

const code = await runCli(process.argv.slice(2));
if (code !== 0) process.exitCode = code;
