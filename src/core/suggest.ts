/**
 * "Did you mean" for catalog names: names are matched case-insensitively
 * and an unknown name gets the closest catalog names by edit distance.
 */

import { quote } from './quote.ts';

/**
 * Names longer than this get no suggestion: no catalog name is close to them, and edit distance
 * costs the product of the two lengths. The schema already caps strings (`limits.string`); this
 * bounds the work for any other caller too.
 */
export const MAX_SUGGEST_LENGTH = 200;

/** Scores (edit distance over the longer length) at or above this suggest nothing. */
const SUGGEST_CUTOFF = 0.6;

/**
 * Levenshtein distance of `a` and `b`, or any value >= `limit` once it is sure to reach it (every
 * row's minimum is a lower bound of the result, so a row all at or past `limit` stops the work).
 */
function editDistance(a: string, b: string, limit = Infinity): number {
  const previous = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]!;
    previous[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]!;
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(above + 1, previous[j - 1]! + 1, diagonal + cost);
      previous[j] = value;
      if (value < rowMin) rowMin = value;
      diagonal = above;
    }
    if (rowMin >= limit) return rowMin;
  }
  return previous[b.length]!;
}

/**
 * A lower bound of the edit distance from character counts (characters folded into 64 buckets):
 * a substitution changes the counts' total difference by at most 2, an insertion or deletion by 1.
 */
function countBound(a: string, b: string): number {
  const counts = new Int32Array(64);
  for (let i = 0; i < a.length; i++) counts[a.charCodeAt(i) & 63]!++;
  for (let i = 0; i < b.length; i++) counts[b.charCodeAt(i) & 63]!--;
  let total = 0;
  for (let i = 0; i < 64; i++) total += Math.abs(counts[i]!);
  return total / 2;
}

function normalise(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * How many unknown names of one input still get suggestions (20): the first typos get their
 * "did you mean", the rest a plain "unknown" message, so a scenario of hundreds of unknown names
 * costs no more than twenty look-ups. Each check makes its own budget (no shared state) and
 * passes it to `unknownMessage`.
 */
export class HintBudget {
  constructor(private left = 20) {}

  take(): boolean {
    return this.left-- > 0;
  }
}

/** How many suggestion look-ups have been computed in this thread (a work counter for tests and benchmarks; never reset by the library). */
export const suggestWork = { lookups: 0 };

/** Suggestions one request may compute (`withHintBudget`); see `HINTS_PER_REQUEST`. */
let ambient: HintBudget | null = null;

/** "Did you mean" look-ups one request may make across every catalog it consults (docs/limits.md). */
export const HINTS_PER_REQUEST = 20;

/**
 * Runs `work` with one suggestion budget for everything it looks up: an entry point that reads
 * untrusted text (an import) wraps its work in this, so thousands of unknown names cost at most
 * `HINTS_PER_REQUEST` look-ups whoever asks for them. Synchronous work only. Inside another
 * request's budget (an import checking the scenario it wrote) the outer budget goes on counting.
 */
export function withHintBudget<T>(work: () => T, budget: HintBudget = new HintBudget(HINTS_PER_REQUEST)): T {
  if (ambient !== null) return work();
  const previous = ambient;
  ambient = budget;
  try {
    return work();
  } finally {
    ambient = previous;
  }
}

/** A case-insensitive name index over a catalog. */
export class NameIndex<T> {
  private readonly byName = new Map<string, T>();
  private readonly names: string[] = [];
  /** `names`, normalised once. */
  private readonly keys: string[] = [];

  constructor(entries: Iterable<readonly [string, T]>) {
    for (const [name, value] of entries) {
      const key = normalise(name);
      if (!this.byName.has(key)) {
        this.byName.set(key, value);
        this.names.push(name);
        this.keys.push(key);
      }
    }
  }

  get(name: string): T | undefined {
    return this.byName.get(normalise(name));
  }

  /** The closest catalog names to `name`, best first: substring matches, then by edit distance. */
  suggest(name: string, count = 3): string[] {
    if (name.length > MAX_SUGGEST_LENGTH * 4) return [];
    if (ambient !== null && !ambient.take()) return [];
    const wanted = normalise(name);
    if (wanted.length > MAX_SUGGEST_LENGTH) return [];
    suggestWork.lookups += 1;
    const scored: { candidate: string; score: number }[] = [];
    for (let k = 0; k < this.names.length; k++) {
      const candidate = this.names[k]!;
      const key = this.keys[k]!;
      const longest = Math.max(wanted.length, key.length, 1);
      const gap = Math.abs(wanted.length - key.length);
      const contains = wanted.length >= 3 && (key.includes(wanted) || wanted.includes(key));
      // When one contains the other the edit distance is exactly the length difference; otherwise
      // it is at least that (and at least the count bound), so a name too different in length or
      // in letters cannot score under the cut-off and the quadratic edit distance is skipped.
      if (contains) scored.push({ candidate, score: gap / longest - 1 });
      else if (gap / longest < SUGGEST_CUTOFF && countBound(wanted, key) / longest < SUGGEST_CUTOFF) {
        scored.push({ candidate, score: editDistance(wanted, key, Math.ceil(SUGGEST_CUTOFF * longest)) / longest });
      }
    }
    scored.sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate));
    return scored.filter((entry) => entry.score < SUGGEST_CUTOFF).slice(0, count).map((entry) => entry.candidate);
  }

  /** The message for an unknown name: `unknown ship type "X"; did you mean "A", "B"?` */
  unknownMessage(kind: string, name: string, budget?: HintBudget): string {
    const close = budget === undefined || budget.take() ? this.suggest(name) : [];
    const hint = close.length > 0 ? `; did you mean ${close.map((c) => JSON.stringify(c)).join(', ')}?` : '';
    return `unknown ${kind} ${quote(name)}${hint}`;
  }

  all(): readonly string[] {
    return this.names;
  }
}
