/**
 * Importing lists (CONVENTIONS section 9): XWS squads, Armada fleet-builder text, TI4 map
 * strings from the generators. Browser-safe: pure functions of text (or parsed JSON) in and
 * `Result<{ scenario, notes }>` out; nothing here reads files or the network.
 */
import type { Issue, Result } from '../core/issue.ts';
import { capIssues, capList, fail, MAX_ISSUES, ok } from '../core/issue.ts';
import { withHintBudget } from '../core/suggest.ts';
import { LIMITS } from '../schema/limits.ts';
import { checkJsonText, checkParsedValue } from '../schema/limits-check.ts';
import { tooLarge } from './text.ts';
import type { Scenario } from '../engines.ts';
import type { Imported, ImportFormat, ImportNote, ImportOptions } from './types.ts';
import { IMPORT_FORMATS, isImportFormat } from './types.ts';

export type { Edge, Imported, ImportFormat, ImportNote, ImportOptions, Ti4Seat } from './types.ts';
export { IMPORT_FORMATS, isImportFormat } from './types.ts';
export type { XwsPilot, XwsSquad } from './xws.ts';
export { exportXws, importXws } from './xws.ts';
export { exportArmadaList, importArmadaList } from './armada-list.ts';
export { importTi4Map, parseSeat } from './ti4-map.ts';
export type { ImportMode } from './into.ts';
export { importBody, importInto, oppositeEdge } from './into.ts';
import { importBody, importNew, unknownFormat } from './into.ts';

/**
 * One entry for every format: `importList('xws', text)`, `importList('armada-list', text, { owner: 'empire' })`,
 * `importList('ti4-map', text, { seats: [{ faction: 'sol' }] })`. `input` is the text of the list
 * (or, for `xws` and `ti4-map`, the parsed JSON).
 */
export function importList(format: ImportFormat | string, input: unknown, options: ImportOptions = {}): Result<Imported<Scenario>> {
  const checked = checkImportInput(format, input);
  if (checked !== null) return fail([checked]);
  const text = typeof input === 'string' ? withoutBom(input) : input;
  // One suggestion budget for the whole list (limits.issues): unknown names past it get a plain message.
  const result = withHintBudget(() => importUnbounded(format, text, options));
  return result.ok ? ok({ ...result.value, notes: capNotes(result.value.notes) }) : fail(capIssues(result.issues));
}

/**
 * `POST /v1/import/:format` and `import --into`: the body (a list's text, or `{ text, into }`)
 * read by `importBody`, with the same bounds as `importList`: no byte order mark, one suggestion
 * budget, at most 50 issues and 50 notes (`limits.issues`).
 */
export function importRequest(format: ImportFormat | string, body: string, options: ImportOptions = {}): Result<Imported<Scenario>> {
  const result = withHintBudget(() => importBody(format, withoutBom(body), options));
  return result.ok ? ok({ ...result.value, notes: capNotes(result.value.notes) }) : fail(capIssues(result.issues));
}

/**
 * The checks every import input passes before a format reads it (docs/limits.md): text at most
 * 1 MiB and, for the JSON formats, nested at most `LIMITS.depth` levels (one scan of the text,
 * before any parse); a value given already parsed is walked with an explicit stack.
 */
function checkImportInput(format: string, input: unknown): Issue | null {
  if (typeof input !== 'string') return input === null || typeof input !== 'object' ? null : checkParsedValue(input);
  if (input.length > LIMITS.inputSize.max) return tooLarge(input);
  if (format === 'armada-list') return null;
  return checkJsonText(withoutBom(input));
}

/** The text without a leading UTF-8 byte order mark (editors on some systems write one). */
function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Notes capped like issues (`limits.issues`): at most 50, the last saying how many more there were. */
export function capNotes(notes: readonly ImportNote[], max = MAX_ISSUES): ImportNote[] {
  const trim = (note: ImportNote): ImportNote => (note.note.length > 1000 || note.path.length > 1000 ? { ...note, path: note.path.slice(0, 1000), note: `${note.note.slice(0, 999)}…` } : note);
  return capList(notes, max, trim, (more) => ({ path: '', rule: 'limits.issues', note: `${more.toLocaleString('en-US')} more note${more === 1 ? '' : 's'} not shown (an answer lists at most ${max}).` }));
}

function importUnbounded(format: ImportFormat | string, input: unknown, options: ImportOptions): Result<Imported<Scenario>> {
  return isImportFormat(format) ? importNew(format, input, options) : fail([unknownFormat(format)]);
}
