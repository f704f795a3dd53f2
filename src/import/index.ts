/**
 * Importing lists (CONVENTIONS section 9): XWS squads, Armada fleet-builder text, TI4 map
 * strings from the generators. Browser-safe: pure functions of text (or parsed JSON) in and
 * `Result<{ scenario, notes }>` out; nothing here reads files or the network.
 */
import type { Result } from '../core/issue.ts';
import { fail } from '../core/issue.ts';
import type { Scenario } from '../engines.ts';
import { importArmadaList } from './armada-list.ts';
import { importTi4Map } from './ti4-map.ts';
import type { Imported, ImportFormat, ImportOptions } from './types.ts';
import { IMPORT_FORMATS, isImportFormat } from './types.ts';
import { importXws } from './xws.ts';

export type { Edge, Imported, ImportFormat, ImportNote, ImportOptions, Ti4Seat } from './types.ts';
export { IMPORT_FORMATS, isImportFormat } from './types.ts';
export type { XwsPilot, XwsSquad } from './xws.ts';
export { exportXws, importXws } from './xws.ts';
export { exportArmadaList, importArmadaList } from './armada-list.ts';
export { importTi4Map, parseSeat } from './ti4-map.ts';
export type { ImportMode } from './into.ts';
export { importBody, importInto, oppositeEdge } from './into.ts';

/**
 * One entry for every format: `importList('xws', text)`, `importList('armada-list', text, { owner: 'empire' })`,
 * `importList('ti4-map', text, { seats: [{ faction: 'sol' }] })`. `input` is the text of the list
 * (or, for `xws` and `ti4-map`, the parsed JSON).
 */
export function importList(format: ImportFormat | string, input: unknown, options: ImportOptions = {}): Result<Imported<Scenario>> {
  if (!isImportFormat(format)) {
    return fail([{ path: '', rule: 'import.format', message: `unknown import format ${JSON.stringify(String(format).slice(0, 100))}; expected one of ${IMPORT_FORMATS.join(', ')}` }]);
  }
  switch (format) {
    case 'xws':
      return importXws(input, options);
    case 'armada-list':
      return typeof input === 'string' ? importArmadaList(input, options) : fail([{ path: '', rule: 'import.format', message: 'an Armada fleet list is plain text' }]);
    case 'ti4-map':
      return importTi4Map(input, options);
  }
}
