import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { exampleFiles, hashesOf } from './golden.ts';

/**
 * The engines' answers on every example are pinned byte for byte (sha256 of each output). After a
 * deliberate change of behaviour, regenerate with `node --import tsx test/golden/update.ts` and say
 * why in the commit.
 */
const golden = JSON.parse(readFileSync(join(import.meta.dirname, 'examples.sha256.json'), 'utf8')) as Record<string, Record<string, string>>;

describe('golden outputs of the examples', () => {
  test('every example is pinned', () => {
    expect(Object.keys(golden).sort()).toEqual(exampleFiles());
  });
  for (const file of exampleFiles()) {
    test(file, () => {
      expect(hashesOf(file)).toEqual(golden[file]);
    });
  }
});
