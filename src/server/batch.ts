import type { Result } from '../core/issue.ts';
import type { RuleId } from '../rules.ts';

/** Most items one `POST /v1/batch` may carry (docs/api.md); more is a 400 `limits.batch`. */
export const MAX_BATCH_ITEMS = 1000;

export interface BatchItems {
  /** `json`: the body was a JSON array and the answer is one; `ndjson`: one JSON text per line, answered the same way. */
  readonly format: 'json' | 'ndjson';
  /** Each item's JSON text, in order; parsed later, one by one, in a worker. */
  readonly items: readonly string[];
}

/**
 * Splits a batch body into its items without parsing them: a JSON array (the default) or NDJSON
 * (Content-Type `application/x-ndjson`, or a body that does not start with `[`). A linear scan
 * with no recursion, so the event loop spends microseconds per kilobyte whatever the nesting;
 * each item's text is parsed (and rejected if malformed) by the worker that runs it.
 */
export function splitBatch(text: string, contentType: string | undefined, maxItems: number = MAX_BATCH_ITEMS): Result<BatchItems> {
  const declared = (contentType ?? '').toLowerCase();
  const ndjson = declared.includes('ndjson') || declared.includes('jsonl') || (firstSignificant(text) !== '[' && !declared.includes('application/json'));
  const tooMany = () => failure('limits.batch', `a batch holds at most ${maxItems} items`);
  if (ndjson) {
    const items: string[] = [];
    let start = 0;
    while (start <= text.length) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      const line = text.slice(start, end).trim();
      if (line !== '') {
        if (items.length === maxItems) return tooMany();
        items.push(line);
      }
      start = end + 1;
    }
    return { ok: true, value: { format: 'ndjson', items } };
  }
  const items = splitArray(text, maxItems);
  if (items === 'too-many') return tooMany();
  if (items === null) return failure('json', 'malformed JSON: a batch is a JSON array of items, or one JSON item per line (NDJSON)');
  return { ok: true, value: { format: 'json', items } };
}

function failure(rule: RuleId, message: string): Result<BatchItems> {
  return { ok: false, issues: [{ path: '', rule, message }] };
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

function firstSignificant(text: string): string {
  for (let k = 0; k < text.length; k += 1) {
    if (!isSpace(text.charCodeAt(k))) return text[k]!;
  }
  return '';
}

/** The top-level elements of a JSON array as text; null when the text is not an array. */
function splitArray(text: string, maxItems: number): string[] | 'too-many' | null {
  let k = 0;
  while (k < text.length && isSpace(text.charCodeAt(k))) k += 1;
  if (text.charCodeAt(k) !== 0x5b /* [ */) return null;
  const items: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (k += 1; k < text.length; k += 1) {
    const code = text.charCodeAt(k);
    if (inString) {
      if (code === 0x5c /* \ */) k += 1;
      else if (code === 0x22 /* " */) inString = false;
      continue;
    }
    if (isSpace(code)) continue;
    if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b /* [ { */) {
      depth += 1;
    } else if (code === 0x5d || code === 0x7d /* ] } */) {
      if (depth === 0) {
        if (code !== 0x5d) return null;
        if (start >= 0) items.push(text.slice(start, k).trim());
        else if (items.length > 0) return null; // a trailing comma
        for (k += 1; k < text.length; k += 1) if (!isSpace(text.charCodeAt(k))) return null;
        return items.length > maxItems ? 'too-many' : items;
      }
      depth -= 1;
      continue;
    } else if (code === 0x2c /* , */ && depth === 0) {
      if (start < 0) return null;
      items.push(text.slice(start, k).trim());
      if (items.length > maxItems) return 'too-many';
      start = -1;
      continue;
    }
    if (start < 0) start = k;
  }
  return null;
}
