/**
 * The limits that are not a property of one schema field (CONVENTIONS section 7): the size and
 * nesting of the whole document, checked before `JSON.parse` and before the schema walks a value.
 */
import type { Issue } from '../core/issue.ts';
import { textDepthBreach, valueBreach } from '../core/json-depth.ts';
import { formatPath } from '../core/path.ts';
import { LIMITS, limitText, splitLimitMessage } from './limits.ts';

/** JSON text: at most `LIMITS.inputSize` characters, nested at most `LIMITS.depth` deep. */
export function checkJsonText(text: string): Issue | null {
  if (text.length > LIMITS.inputSize.max) {
    return { path: '', rule: LIMITS.inputSize.rule, message: `${limitText('inputSize')}; this text has ${text.length.toLocaleString('en-US')} characters` };
  }
  // Text with no more opening brackets than the depth limit cannot nest deeper (counting those in
  // strings too only overcounts): counted with the native search, the scan is left for the rest.
  const at = opensAtMost(text, LIMITS.depth.max) ? -1 : textDepthBreach(text, LIMITS.depth.max);
  if (at >= 0) return { path: '', rule: LIMITS.depth.rule, message: `${limitText('depth')}; this text nests deeper at character ${at}` };
  return null;
}

/** Whether `text` has at most `max` characters `[` and `{` in all. */
function opensAtMost(text: string, max: number): boolean {
  let count = 0;
  for (let at = text.indexOf('['); at >= 0; at = text.indexOf('[', at + 1)) if (++count > max) return false;
  for (let at = text.indexOf('{'); at >= 0; at = text.indexOf('{', at + 1)) if (++count > max) return false;
  return true;
}

/**
 * A value handed to the library already parsed: the same depth limit, and at most as many JSON
 * values as the size limit has bytes (each takes at least one byte of JSON text), walked with an
 * explicit stack.
 */
export function checkParsedValue(value: unknown): Issue | null {
  // Most values are within both limits: checked by a walk that keeps no path, the exact breach
  // (its path) found by `valueBreach` only for a value that has one.
  if (withinLimits(value, LIMITS.depth.max, LIMITS.inputSize.max)) return null;
  const breach = valueBreach(value, LIMITS.depth.max, LIMITS.inputSize.max);
  if (breach === null) return null;
  if (breach.kind === 'size') return { path: '', rule: LIMITS.inputSize.rule, message: `${limitText('inputSize')}; this value has more than ${LIMITS.inputSize.max.toLocaleString('en-US')} JSON values` };
  return { path: formatPath(breach.path), rule: LIMITS.depth.rule, message: `${limitText('depth')}; this value nests deeper here` };
}

/**
 * Whether `valueBreach(value, maxDepth, maxValues)` is null: the same walk (the same stack, in
 * the same order, so the same count of values seen against the same bound), with the values and
 * their depths in two plain arrays instead of a node per value holding its path.
 */
function withinLimits(value: unknown, maxDepth: number, maxValues: number): boolean {
  const values: unknown[] = [value];
  const depths: number[] = [0];
  let seen = 0;
  while (values.length > 0) {
    const top = values.pop();
    const depth = depths.pop()! + 1;
    seen++;
    if (typeof top !== 'object' || top === null) continue;
    if (depth > maxDepth) return false;
    if (Array.isArray(top)) {
      const count = top.length;
      if (seen + values.length + count > maxValues) return false;
      for (let k = count - 1; k >= 0; k--) {
        values.push(top[k]);
        depths.push(depth);
      }
    } else {
      const container = top as Record<string, unknown>;
      const keys = Object.keys(container);
      const count = keys.length;
      if (seen + values.length + count > maxValues) return false;
      for (let k = count - 1; k >= 0; k--) {
        values.push(container[keys[k]!]);
        depths.push(depth);
      }
    }
  }
  return true;
}

/** A zod issue raised by one of the table's schema pieces, as ours (rule `limits.<what>`); null for any other. */
export function limitIssue(path: string, message: string): Issue | null {
  const split = splitLimitMessage(message);
  return split === null ? null : { path, rule: split.rule, message: split.message };
}

/**
 * The limits table as an annotation for the JSON Schemas (`x-limits`, which validators ignore):
 * the schema keywords carry the per-field numbers, this lists every limit with its rule id,
 * including those no keyword can express (size, depth, rings, issues per answer).
 */
export function limitsAnnotation(): Record<string, { rule: string; max: number; unit: string; description: string }> {
  const out: Record<string, { rule: string; max: number; unit: string; description: string }> = {};
  for (const [name, limit] of Object.entries(LIMITS)) out[name] = { rule: limit.rule, max: limit.max, unit: limit.unit, description: limit.description };
  return out;
}
