/**
 * Updating a prepared world instead of rebuilding it (CONVENTIONS section 10): one edit moves,
 * adds or removes one piece, or changes one field of it, and gives a new prepared world. Only the
 * edited piece goes through the schema (its list's item schema, and the list's own limit when a
 * piece is added); the scenario-wide checks that a piece takes part in (ids, the maneuver's ship)
 * are the game's (`Engine.update`), which rebuilds what depends on the piece and shares the rest.
 * A game without `update` prepares the edited scenario without the whole-document schema pass.
 * Plans on the updated world equal plans on the edited scenario prepared from scratch
 * (test/world-edit.test.ts). Game-agnostic: pieces are the entries of the scenario's `ships`,
 * `squadrons` and `obstacles` lists, found by `id`.
 */
import * as z from 'zod';
import type { Result } from './core/issue.ts';
import { capped, fail, ok } from './core/issue.ts';
import { quote } from './core/quote.ts';
import { zodIssues } from './schema/issues.ts';

/** The lists a piece can be in. */
export const PIECE_LISTS = ['ships', 'squadrons', 'obstacles'] as const;
export type PieceList = (typeof PIECE_LISTS)[number];

/** One change to a prepared world. */
export type WorldEdit =
  /** The piece's `pose` (ships, obstacles) or `position` (squadrons: x and y of `to`). */
  | { readonly op: 'move'; readonly id: string; readonly to: { readonly x: number; readonly y: number; readonly heading?: number } }
  /** One field of the piece set (`value` undefined: the field removed). */
  | { readonly op: 'set'; readonly id: string; readonly field: string; readonly value: unknown }
  /** A piece added at the end of `list`. */
  | { readonly op: 'add'; readonly list: PieceList; readonly piece: unknown }
  | { readonly op: 'remove'; readonly id: string };

/** What changed, for the game's `update`: the list, the piece's index before (remove) or after (move, set, add). */
export interface PieceChange {
  readonly op: WorldEdit['op'];
  readonly list: PieceList;
  readonly index: number;
}

/** What an edit needs of an engine (structurally the engine contract's, without importing it). */
interface ScenarioBase {
  readonly game: string;
}
interface WorldBase<S> {
  readonly scenario: S;
}
interface Editable<S, W> {
  readonly schema: z.ZodType<S>;
  prepare(scenario: S): Result<W & WorldBase<S>>;
  update?(world: W, scenario: S, change: PieceChange): Result<W & WorldBase<S>>;
}

type Piece = { readonly id?: unknown; readonly [key: string]: unknown };
type Lists = Partial<Record<PieceList, readonly Piece[]>>;

/** The scenario schema's list and item schemas (a list with a default is unwrapped). */
function listSchema(schema: z.ZodType, list: PieceList): z.ZodArray | null {
  const shape: Record<string, z.ZodType> | undefined = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : undefined;
  let field = shape?.[list];
  if (field instanceof z.ZodDefault || field instanceof z.ZodOptional) field = field.unwrap() as z.ZodType;
  return field instanceof z.ZodArray ? field : null;
}

/**
 * The schema of `field` when `item` is a strict object schema with no check of its own (so a piece
 * parses field by field, each by its schema), else null.
 */
function plainStrictField(item: z.ZodType, field: string): z.ZodType | null {
  if (!(item instanceof z.ZodObject)) return null;
  const def = item._zod.def;
  if ((def.checks?.length ?? 0) > 0 || !(def.catchall instanceof z.ZodNever)) return null;
  return (item.shape as Record<string, z.ZodType>)[field] ?? null;
}

/** The scenario's piece lists (every scenario is a JSON object). */
function listsOf(scenario: object): Lists {
  return scenario as Lists;
}

/** Where the piece with this id is: its list and index, or null. */
function locate(scenario: Lists, id: string): { list: PieceList; index: number } | null {
  for (const list of PIECE_LISTS) {
    const index = scenario[list]?.findIndex((p) => p.id === id) ?? -1;
    if (index >= 0) return { list, index };
  }
  return null;
}

/** The edited scenario and what changed, the edited piece checked by its schema; or the issues. */
export function applyEdit<S extends ScenarioBase>(schema: z.ZodType<S>, scenario: S, edit: WorldEdit): Result<{ scenario: S; change: PieceChange }> {
  const lists = listsOf(scenario);
  if (edit.op === 'add') {
    const items = listSchema(schema, edit.list);
    if (items === null) return fail([{ path: 'list', rule: 'schema', message: `this game's scenarios have no ${quote(edit.list)}` }]);
    const before = lists[edit.list] ?? [];
    // The list's own schema: the new piece and the list's limit (limits.*). Adding is rare: the list is parsed whole.
    const checked = items.safeParse([...before, edit.piece]);
    if (!checked.success) return fail(zodIssues(checked.error, [edit.list]));
    const piece = checked.data[before.length] as Piece;
    return ok({ scenario: { ...scenario, [edit.list]: [...before, piece] }, change: { op: 'add', list: edit.list, index: before.length } });
  }
  const at = locate(lists, edit.id);
  if (at === null) return fail([{ path: 'id', rule: 'schema', message: `no ship, squadron or obstacle with id ${quote(edit.id)}` }]);
  const before = lists[at.list]!;
  if (edit.op === 'remove') {
    return ok({ scenario: { ...scenario, [at.list]: before.filter((_, i) => i !== at.index) }, change: { op: 'remove', ...at } });
  }
  const old = before[at.index]!;
  let next: Record<string, unknown>;
  if (edit.op === 'move') {
    if ('position' in old) next = { ...old, position: { x: edit.to.x, y: edit.to.y } };
    else if ('pose' in old) next = { ...old, pose: { x: edit.to.x, y: edit.to.y, heading: edit.to.heading ?? (old['pose'] as { heading: number }).heading } };
    else return fail([{ path: `${at.list}[${at.index}]`, rule: 'schema', message: `${quote(edit.id)} has no pose or position to move (give its outline with "set")` }]);
  } else {
    next = { ...old };
    if (edit.value === undefined) delete next[edit.field];
    else next[edit.field] = edit.value;
  }
  const item = listSchema(schema, at.list)?.element as z.ZodType | undefined;
  if (item === undefined) return fail([{ path: at.list, rule: 'schema', message: `this game's scenarios have no ${quote(at.list)}` }]);
  if (edit.op === 'move') {
    // The piece was checked when it entered the scenario; a move changes only its pose or position. With a
    // plain strict item schema (no check on the whole piece) that field alone is checked, by its own schema:
    // the same piece (the fields in the schema's order, as a parse gives them) and the same issues, at the same paths.
    const field = 'position' in old ? 'position' : 'pose';
    const fieldSchema = plainStrictField(item, field);
    if (fieldSchema !== null) {
      const moved = fieldSchema.safeParse(next[field]);
      if (!moved.success) return fail(zodIssues(moved.error, [at.list, at.index, field]));
      const list = before.slice();
      list[at.index] = { ...old, [field]: moved.data } as Piece;
      return ok({ scenario: { ...scenario, [at.list]: list }, change: { op: edit.op, ...at } });
    }
  }
  const checked = item.safeParse(next);
  if (!checked.success) return fail(zodIssues(checked.error, [at.list, at.index]));
  const list = before.slice();
  list[at.index] = checked.data as Piece;
  return ok({ scenario: { ...scenario, [at.list]: list }, change: { op: edit.op, ...at } });
}

/** The prepared world with one edit applied (the engine's `update` when it has one, else prepared again from the edited scenario). */
export function updateWith<S extends ScenarioBase, W>(engine: Editable<S, W>, world: W & WorldBase<S>, edit: WorldEdit): Result<W & WorldBase<S>> {
  const applied = applyEdit(engine.schema, world.scenario, edit);
  if (!applied.ok) return capped(applied);
  const { scenario, change } = applied.value;
  return capped(engine.update === undefined ? engine.prepare(scenario) : engine.update(world, scenario, change));
}

