/**
 * Expands the compact attack descriptions of test/fixtures/adversarial/*.json into the (often
 * large) inputs they stand for, so the checked-in files stay small. A description is:
 * - `"text"`: JSON text handed to `parseJson` (an attack on the parser), or
 * - `"scenario"`: a value handed to the library, or
 * - `"base"` (an example under examples/) with `"set"`: JSON paths (`ships[0].pose.x`) to values
 *   (`"set"` applies to a `"scenario"` too).
 * Any value may be a generator object with one key: `$repeat` (a string repeated), `$star` (a
 * star polygon), `$many` (an array of copies of a template, `{i}` in its strings replaced by the
 * index and numbers under `step` advanced by it), `$nest` (arrays nested `depth` deep, built
 * without recursion), `$nestText` (the same as JSON text), `$keys` (an object with many keys),
 * `$longKey` (one very long key), `$worst` (the largest scenario the limits allow, from the
 * worst-case benchmark's builders), `$lines` (`count` lines of a template, `{i}` replaced, joined
 * by newlines, after `prefix`), `$json` (a value, expanded, as JSON text).
 *
 * An attack with `route` is sent as the server sends a request (`runTask`): `text` is the body of
 * that route (an import's list, `/v1/measure`'s `{ scenario, from, to }`, one batch item).
 */
import { readFileSync } from 'node:fs';
import { armadaWorst, star, ti4Worst, xwingWorst } from '../../bench/worst-case-scenarios.ts';

export interface Attack {
  readonly attack: string;
  readonly description: string;
  readonly text?: unknown;
  readonly scenario?: unknown;
  readonly base?: string;
  readonly set?: Readonly<Record<string, unknown>>;
  readonly ops?: readonly ('resolve' | 'plan' | 'render')[];
  readonly planLimit?: number;
  /** Sent to this route of the server (in-process, as a worker runs it) instead of the library. */
  readonly route?:
    | { readonly kind: 'import'; readonly format: 'xws' | 'armada-list' | 'ti4-map'; readonly options?: Readonly<Record<string, unknown>> }
    | { readonly kind: 'operation'; readonly op: 'resolve' | 'plan' | 'render' | 'measure'; readonly limit?: number; readonly plan?: boolean }
    | { readonly kind: 'item' };
  readonly expect: {
    /** The HTTP status (routes only). */
    readonly status?: number;
    /** Most bytes the answer may have (routes only). */
    readonly maxBytes?: number;
    /** The import's notes are cut to 50, the last one `limits.issues`. */
    readonly notesCapped?: boolean;
    readonly ok: boolean;
    /** Every operation is rejected with an issue of this rule ... */
    readonly rule?: string;
    /** ... at this path. */
    readonly path?: string;
    /** The error answer is cut to 50 issues, the last one `limits.issues`. */
    readonly capped?: boolean;
    /** The plan says it cut its options. */
    readonly cut?: boolean;
    /** The plan says its work budget ran out (`budget`, limits.plan). */
    readonly budget?: boolean;
    /** The outcome is answered with `legal: false` and a violation of this rule. */
    readonly illegal?: string;
  };
}

const root = new URL('../../', import.meta.url);

export function loadAttack(file: string): Attack {
  return JSON.parse(readFileSync(new URL(`test/fixtures/adversarial/${file}`, root), 'utf8')) as Attack;
}

/** The input an attack stands for: JSON text, or a value. */
export function inputOf(attack: Attack): { kind: 'text'; text: string } | { kind: 'value'; value: unknown } {
  if (attack.text !== undefined) return { kind: 'text', text: String(expand(attack.text)) };
  if (attack.scenario !== undefined) {
    const value = expand(attack.scenario);
    for (const [path, raw] of Object.entries(attack.set ?? {})) setPath(value, path, expand(raw));
    return { kind: 'value', value };
  }
  if (attack.base === undefined) throw new Error(`${attack.attack}: needs text, scenario or base`);
  const value = JSON.parse(readFileSync(new URL(attack.base, root), 'utf8')) as unknown;
  for (const [path, raw] of Object.entries(attack.set ?? {})) setPath(value, path, expand(raw));
  return { kind: 'value', value };
}

function setPath(target: unknown, path: string, value: unknown): void {
  const parts = [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
  let at = target as Record<string | number, unknown>;
  for (const part of parts.slice(0, -1)) {
    if (typeof at[part] !== 'object' || at[part] === null) at[part] = {};
    at = at[part] as Record<string | number, unknown>;
  }
  at[parts[parts.length - 1]!] = value;
}

export function expand(value: unknown, index = 0): unknown {
  if (Array.isArray(value)) return value.map((v) => expand(v, index));
  if (typeof value === 'string') return value.replaceAll('{i}', String(index));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1 && keys[0]!.startsWith('$')) return generate(keys[0]!, record[keys[0]!] as Record<string, unknown>, index);
  const out: Record<string, unknown> = {};
  for (const key of keys) out[key.replaceAll('{i}', String(index))] = expand(record[key], index);
  return out;
}

function generate(kind: string, spec: Record<string, unknown>, index: number): unknown {
  switch (kind) {
    case '$repeat':
      return `${spec['prefix'] ?? ''}${String(spec['text']).repeat(Number(spec['times']))}${spec['suffix'] ?? ''}`;
    case '$star':
      return star(Number(spec['cx']), Number(spec['cy']), Number(spec['outer']), Number(spec['inner']), Number(spec['points']));
    case '$many': {
      const step = (spec['step'] ?? {}) as Record<string, number>;
      return Array.from({ length: Number(spec['count']) }, (_, i) => advance(expand(spec['item'], i), step, i));
    }
    case '$nest': {
      let value: unknown = spec['inner'] ?? 1;
      for (let d = 0; d < Number(spec['depth']); d++) value = [value];
      return value;
    }
    case '$nestText': {
      const depth = Number(spec['depth']);
      return `${String(spec['prefix'] ?? '')}${'['.repeat(depth)}${']'.repeat(depth)}${String(spec['suffix'] ?? '')}`;
    }
    case '$longKey': {
      const out: Record<string, unknown> = { ...(expand(spec['base'], index) as Record<string, unknown>) };
      out['k'.repeat(Number(spec['length']))] = 1;
      return out;
    }
    case '$lines':
      return `${String(spec['prefix'] ?? '')}${Array.from({ length: Number(spec['count']) }, (_, i) => String(spec['line']).replaceAll('{i}', String(i))).join('\n')}`;
    case '$json':
      return JSON.stringify(expand(spec['value'], index));
    case '$worst':
      return worst(String(spec['case']));
    case '$keys': {
      const out: Record<string, unknown> = { ...(expand(spec['base'], index) as Record<string, unknown>) };
      for (let i = 0; i < Number(spec['count']); i++) out[`${String(spec['prefix'] ?? 'k')}${i}`] = i;
      return out;
    }
    default:
      throw new Error(`unknown generator ${kind}`);
  }
}

/** Adds `step[path] * i` to the number at each dotted path of `value`. */
function advance(value: unknown, step: Record<string, number>, i: number): unknown {
  for (const [path, by] of Object.entries(step)) {
    const parts = path.split('.');
    let at = value as Record<string, unknown>;
    for (const part of parts.slice(0, -1)) at = at[part] as Record<string, unknown>;
    const last = parts[parts.length - 1]!;
    at[last] = Math.round(((at[last] as number) + by * i) * 1000) / 1000;
  }
  return value;
}

function worst(name: string): unknown {
  switch (name) {
    case 'armada-cr90':
      return armadaWorst('CR90 Corvette A');
    case 'armada-executor':
      return armadaWorst('Executor I-class Star Dreadnought');
    case 'xwing':
      return xwingWorst();
    case 'ti4-moves':
      return ti4Worst(true);
    case 'ti4-reach':
      return ti4Worst(false, 'reach');
    case 'ti4-bring':
      return ti4Worst(false, 'bring');
    default:
      throw new Error(`unknown worst case ${name}`);
  }
}
