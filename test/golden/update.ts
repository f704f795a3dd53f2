// Regenerates examples.sha256.json (see golden.test.ts); with `--dump DIR` also writes each output in full.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exampleFiles, hashesOf, outputsOf } from './golden.ts';

const at = process.argv.indexOf('--dump');
const all: Record<string, Record<string, string>> = {};
for (const file of exampleFiles()) {
  all[file] = hashesOf(file);
  if (at > 0) {
    const dir = join(process.argv[at + 1]!, file.replace('/', '__'));
    mkdirSync(dir, { recursive: true });
    for (const [op, text] of Object.entries(outputsOf(file))) writeFileSync(join(dir, op), text);
  }
}
if (at < 0) writeFileSync(join(import.meta.dirname, 'examples.sha256.json'), `${JSON.stringify(all, null, 2)}\n`);
else console.log(`dumped ${Object.keys(all).length} examples`);
