/** Helpers shared by the importers: the size limit and owner names. */
import type { Issue } from '../core/issue.ts';

/** The input limit every entry point applies (CONVENTIONS section 7): 1 MiB of text. */
export const MAX_IMPORT_CHARS = 1024 * 1024;

export function tooLarge(text: string): Issue | null {
  return text.length > MAX_IMPORT_CHARS
    ? { path: '', rule: 'limits.size', message: `the list is larger than ${MAX_IMPORT_CHARS} characters (1 MiB)` }
    : null;
}

/** The longest id, type name or other string a scenario accepts (CONVENTIONS section 7). */
export const MAX_STRING = 100;

/** `name`, `name-2`, `name-3`, ...: the first free id of that stem. */
export function uniqueId(stem: string, taken: Set<string>): string {
  let id = stem;
  for (let n = 2; taken.has(id); n++) id = `${stem}-${n}`;
  taken.add(id);
  return id;
}

/** Lower-case, letters and digits joined by hyphens: `Victory II-class Star Destroyer` -> `victory-ii-class-star-destroyer`. */
export function slug(name: string): string {
  const out = name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return (out === '' ? 'piece' : out).slice(0, 60);
}

/**
 * A value of a fixed table by a key read from the list (a faction name, an upgrade slot): own
 * entries only, so `constructor`, `toString` or `__proto__` are unknown names like any other,
 * never something inherited from `Object.prototype`.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** The strings of a list read from JSON (other entries, objects included, are not names: left out). */
export function namesIn(list: unknown): string[] {
  return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [];
}
