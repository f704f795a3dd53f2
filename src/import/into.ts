/**
 * Imports that build a table (CONVENTIONS section 10, import.mode): `mode: "new"` gives the list's
 * own scenario; `mode: "add"` adds the list to a given scenario. The added pieces deploy at the
 * edge opposite the pieces already there (unless `edge` says otherwise), keep clear of them, and
 * take ids the table does not use; everything else of the scenario (obstacles, play area, rules)
 * stays. The HTTP body `{ "text": ..., "into": scenario, "edge"?, "owner"? }` and a plain-text
 * list both come through `importBody`.
 */
import type { Issue, Result } from '../core/issue.ts';
import { fail, ok } from '../core/issue.ts';
import type { Scenario } from '../engines.ts';
import { validate } from '../engines.ts';
import { parseJson } from '../schema/index.ts';
import { shipTypeIndex } from '../xwing/catalog/ship-types.ts';
import { importArmadaList } from './armada-list.ts';
import { tooLarge, uniqueId } from './text.ts';
import { importTi4Map } from './ti4-map.ts';
import type { Edge, Imported, ImportFormat, ImportNote, ImportOptions } from './types.ts';
import { IMPORT_FORMATS, isImportFormat } from './types.ts';
import { importXws } from './xws.ts';

export type ImportMode = 'new' | 'add';

const GAME_OF: Readonly<Record<ImportFormat, Scenario['game']>> = { xws: 'xwing', 'armada-list': 'armada', 'ti4-map': 'ti4' };

/** Standard play areas (mm): X-Wing 3 ft x 3 ft, Armada 6 ft x 3 ft. */
const AREAS = { xwing: { width: 914.4, height: 914.4 }, armada: { width: 1828.8, height: 914.4 } } as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

interface Standing {
  readonly id: string;
  readonly pose: { readonly x: number; readonly y: number };
}

/** Every piece with a pose on the table: X-Wing ships, Armada ships and squadrons. */
function standing(scenario: Scenario): Standing[] {
  if (scenario.game === 'xwing') return scenario.ships.map((s) => ({ id: s.id, pose: s.pose }));
  if (scenario.game === 'armada') return [...scenario.ships.map((s) => ({ id: s.id, pose: s.pose })), ...scenario.squadrons.map((s) => ({ id: s.id, pose: s.position }))];
  return [];
}

/** The edge opposite the pieces already there: far when most stand in the near half (or the table is empty: near). */
export function oppositeEdge(pieces: readonly Standing[], height: number): Edge {
  if (pieces.length === 0) return 'near';
  const near = pieces.filter((p) => p.pose.y < height / 2).length;
  return near * 2 >= pieces.length ? 'far' : 'near';
}

/** The list added to `into` (import.mode): deployed opposite the pieces there, new ids kept apart. */
export function importInto(format: ImportFormat, input: unknown, into: unknown, options: ImportOptions = {}): Result<Imported<Scenario>> {
  const game = GAME_OF[format];
  if (!isObject(into) || into.game !== game) {
    return fail([{ path: 'into.game', rule: 'import.mode', message: `a ${format} list is added to a ${game} scenario; "into" is ${isObject(into) && typeof into.game === 'string' ? `a ${JSON.stringify(into.game.slice(0, 20))} scenario` : 'not a scenario'}` }]);
  }
  if (game === 'ti4') {
    return fail([{ path: 'mode', rule: 'import.mode', message: 'a TI4 map string is a table of its own: import it as a new table (mode "new"); players are added with seats' }]);
  }
  const checked = validate(into);
  if (!checked.ok) return fail(checked.issues.map((i) => ({ ...i, path: i.path === '' ? 'into' : `into.${i.path}` })));
  const table = checked.value;
  if (table.game === 'ti4') return fail([{ path: 'into.game', rule: 'import.mode', message: 'unreachable' }]);
  const area = table.playArea ?? AREAS[table.game];
  const there = standing(table);
  const edge = options.edge ?? oppositeEdge(there, area.height);
  const taken = new Set<string>([...there.map((p) => p.id), ...(table.game === 'xwing' || table.game === 'armada' ? table.obstacles.map((o) => o.id) : [])]);
  const notes: ImportNote[] = [];
  if (options.edge === undefined) {
    notes.push({ path: 'into', rule: 'import.mode', note: there.length === 0 ? 'the table has no pieces: the list deploys on the near edge.' : `${there.length} piece(s) already on the table, mostly on the ${edge === 'far' ? 'near' : 'far'} half: the list deploys on the ${edge} edge.` });
  }

  if (table.game === 'xwing') {
    // Discs around each standing ship: its base's half diagonal.
    // Only those near the edge the list deploys on matter (within 200 mm of it).
    const avoid = table.ships.flatMap((s) => {
      const base = shipTypeIndex.get(s.type)?.footprint ?? { width: 80, length: 80 };
      const fromEdge = edge === 'near' ? s.pose.y : area.height - s.pose.y;
      return fromEdge > 200 ? [] : [{ x: s.pose.x, y: s.pose.y, radius: Math.hypot(base.width, base.length) / 2 }];
    });
    const imported = importXws(input, { ...options, edge, takenIds: taken, playArea: area, avoid });
    if (!imported.ok) return imported;
    const owner = apart(imported.value.scenario.ships[0]?.owner, table.ships, options, notes);
    const added = owner === undefined ? imported.value.scenario.ships : imported.value.scenario.ships.map((s) => ({ ...s, owner }));
    const merged = { ...table, ships: [...table.ships, ...added] };
    if (imported.value.scenario.rules !== table.rules) {
      notes.push({ path: 'rules', rule: 'import.xws.rules', note: `the squad reads as ${imported.value.scenario.rules}; the table keeps its rules, ${table.rules}.` });
    }
    const result = validate(merged);
    return result.ok ? ok({ scenario: result.value, notes: [...imported.value.notes, ...notes] }) : result;
  }

  // Armada: the list is deployed on the chosen edge, then its ids are renamed where the table uses them.
  if (typeof input !== 'string') return fail([{ path: '', rule: 'import.format', message: 'an Armada fleet list is plain text' }]);
  const imported = importArmadaList(input, { ...options, edge });
  if (!imported.ok) return imported;
  const renamed = new Map<string, string>();
  const rename = <T extends { readonly id: string }>(piece: T): T => {
    const id = taken.has(piece.id) ? uniqueId(piece.id, taken) : (taken.add(piece.id), piece.id);
    if (id !== piece.id) renamed.set(piece.id, id);
    return id === piece.id ? piece : { ...piece, id };
  };
  const owner = apart(imported.value.scenario.ships[0]?.owner ?? imported.value.scenario.squadrons[0]?.owner, [...table.ships, ...table.squadrons], options, notes);
  const own = <T extends { readonly owner?: string | undefined }>(piece: T): T => (owner === undefined ? piece : { ...piece, owner });
  const ships = imported.value.scenario.ships.map(rename).map(own);
  const squadrons = imported.value.scenario.squadrons.map(rename).map(own);
  if (renamed.size > 0) {
    notes.push({ path: 'ships', rule: 'import.mode', note: `ids the table already uses renamed: ${[...renamed].map(([a, b]) => `${a} -> ${b}`).join(', ')}.` });
  }
  const merged = { ...table, ships: [...table.ships, ...ships], squadrons: [...table.squadrons, ...squadrons] };
  const result = validate(merged);
  return result.ok ? ok({ scenario: result.value, notes: [...imported.value.notes, ...notes] }) : result;
}

/**
 * The added list's owner when it would be friendly with pieces already there by accident (both
 * lists of one faction, no --owner given): `rebels-2`, with a note. Undefined: keep the owner.
 */
function apart(owner: string | undefined, there: readonly { readonly owner?: string | undefined }[], options: ImportOptions, notes: ImportNote[]): string | undefined {
  if (owner === undefined || options.owner !== undefined) return undefined;
  const owners = new Set(there.flatMap((p) => (p.owner === undefined ? [] : [p.owner])));
  if (!owners.has(owner)) return undefined;
  const fresh = uniqueId(owner, owners);
  notes.push({ path: 'owner', rule: 'import.mode', note: `the table already has pieces of ${JSON.stringify(owner)}: the added list is owned by ${JSON.stringify(fresh)}, so the two lists are enemies (give --owner to choose).` });
  return fresh;
}

/** `importList` by format, for the formats' own entry points (the new-table mode). */
/** One list read by its format into a new table (no bounds applied: `importList` and `importRequest` add them). */
export function importNew(format: ImportFormat, input: unknown, options: ImportOptions): Result<Imported<Scenario>> {
  switch (format) {
    case 'xws':
      return importXws(input, options);
    case 'armada-list':
      return typeof input === 'string' ? importArmadaList(input, options) : fail([{ path: '', rule: 'import.format', message: 'an Armada fleet list is plain text' }]);
    case 'ti4-map':
      return importTi4Map(input, options);
  }
}

/** The issue for a format that is not one of `IMPORT_FORMATS`. */
export function unknownFormat(format: string): Issue {
  return { path: '', rule: 'import.format', message: `unknown import format ${JSON.stringify(String(format).slice(0, 100))}; expected one of ${IMPORT_FORMATS.join(', ')}` };
}

/**
 * The HTTP body of `POST /v1/import/:format`: the list's text, or the JSON object
 * `{ "text": ..., "into"?: scenario, "mode"?: "new" | "add", "edge"?, "owner"? }` (a body field wins
 * over the query's option). With `into` (or `mode: "add"`) the list is added to that scenario.
 */
export function importBody(format: ImportFormat | string, body: string, options: ImportOptions = {}): Result<Imported<Scenario>> {
  if (!isImportFormat(format)) return fail([unknownFormat(format)]);
  const large = tooLarge(body);
  if (large) return fail([large]);
  const wrapper = readWrapper(body);
  if (wrapper === undefined) return importNew(format, body, options);
  if (!wrapper.ok) return wrapper;
  const { text, into, mode, edge, owner } = wrapper.value;
  const merged: ImportOptions = { ...options, ...(edge === undefined ? {} : { edge }), ...(owner === undefined ? {} : { owner }) };
  if (mode === 'add' || into !== undefined) {
    if (into === undefined) return fail([{ path: 'into', rule: 'import.mode', message: 'mode "add" needs "into", the scenario to add the list to' }]);
    return importInto(format, text, into, merged);
  }
  return importNew(format, text, merged);
}

interface Wrapper {
  readonly text: string;
  readonly into: unknown;
  readonly mode: ImportMode | undefined;
  readonly edge: Edge | undefined;
  readonly owner: string | undefined;
}

/** The JSON wrapper `{ "text", ... }`, or undefined when the body is the list itself. */
function readWrapper(body: string): Result<Wrapper> | undefined {
  const trimmed = body.replace(/^\uFEFF/, '').trimStart();
  if (!trimmed.startsWith('{') || !/^\{\s*"(text|into|mode)"/.test(trimmed)) return undefined;
  // Size and depth checked before parsing (limits.size, limits.depth), as for every JSON body.
  const parsed = parseJson(trimmed);
  if (!parsed.ok) return parsed.issues.some((i) => i.rule !== 'json') ? parsed : undefined;
  const value = parsed.value;
  if (!isObject(value) || typeof value.text !== 'string') return undefined;
  const issues: Issue[] = [];
  if (value.mode !== undefined && value.mode !== 'new' && value.mode !== 'add') issues.push({ path: 'mode', rule: 'import.mode', message: 'expected "mode": "new" or "add"' });
  if (value.edge !== undefined && value.edge !== 'near' && value.edge !== 'far') issues.push({ path: 'edge', rule: 'import.mode', message: 'expected "edge": "near" or "far"' });
  if (value.owner !== undefined && (typeof value.owner !== 'string' || value.owner === '')) issues.push({ path: 'owner', rule: 'schema', message: 'expected "owner", a name' });
  if (issues.length > 0) return fail(issues);
  return ok({
    text: value.text,
    into: value.into,
    mode: value.mode as ImportMode | undefined,
    edge: value.edge as Edge | undefined,
    owner: value.owner as string | undefined,
  });
}
