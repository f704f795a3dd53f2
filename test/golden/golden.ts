import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describePlan, describeOutcome, plan, render, resolve } from '../../src/index.ts';

/**
 * Every example scenario through every operation (resolve, plan, render, render with all options,
 * and the text descriptions), as a sha256 of its exact output. The golden file pins the engines'
 * answers byte for byte, so a refactoring that changes any outcome is caught.
 */
export const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples');

export function exampleFiles(): string[] {
  return readdirSync(EXAMPLES, { withFileTypes: true })
    // examples/imports holds lists to import (XWS squads, fleet lists, map strings), not scenarios.
    .filter((d) => d.isDirectory() && d.name !== 'imports')
    .flatMap((d) => readdirSync(join(EXAMPLES, d.name)).filter((f) => f.endsWith('.json')).map((f) => `${d.name}/${f}`))
    .sort();
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** The outputs of one example, keyed by operation. */
export function outputsOf(file: string): Record<string, string> {
  const document = JSON.parse(readFileSync(join(EXAMPLES, file), 'utf8')) as { game: 'armada' | 'xwing' | 'ti4' };
  const out: Record<string, string> = {};
  const resolved = resolve(document);
  out.resolve = JSON.stringify(resolved);
  if (resolved.ok) out['resolve.text'] = describeOutcome(resolved.value);
  const planned = plan(document);
  out.plan = JSON.stringify(planned);
  if (planned.ok) out['plan.text'] = describePlan(planned.value);
  out.render = JSON.stringify(render(document));
  out['render.plan'] = JSON.stringify(render(document, { plan: true }));
  return out;
}

export function hashesOf(file: string): Record<string, string> {
  return Object.fromEntries(Object.entries(outputsOf(file)).map(([op, text]) => [op, sha(text)]));
}
