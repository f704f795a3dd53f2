/**
 * A received value quoted in an issue, at most `max` characters (CONVENTIONS section 7,
 * `limits.received`): strings as JSON strings, anything else as a short description, never a
 * full serialisation (which could be huge, or deep enough to overflow the stack).
 */
export const QUOTE_MAX = 100;

export function quote(value: unknown, max = QUOTE_MAX): string {
  if (typeof value === 'string') return clip(JSON.stringify(value.length > max ? value.slice(0, max) : value), max, value.length > max);
  if (value === undefined) return 'nothing';
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return clip(String(value), max, false);
  if (Array.isArray(value)) return `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

/** Cuts `text` to at most `max` characters, ending with an ellipsis when anything was cut. */
export function clip(text: string, max = QUOTE_MAX, cut = false): string {
  if (text.length <= max && !cut) return text;
  return `${text.slice(0, Math.max(0, max - 1))}…`;
}
