/**
 * The compact plan encoding (CONVENTIONS section 10, docs/api.md "Compact plans"): a plan's
 * options as rows of cells under one `columns` list, every string (piece ids, arc names, ranges,
 * dial codes, effect ids) once in a `names` table and referred to by its index, numbers rounded
 * to 0.01, booleans as 0 and 1. A column is listed only when some option has a value for it
 * (optional columns: follow-ups, `against`, effects); an option without one has null there.
 * Game-agnostic: each game lists its columns (src/armada/compact.ts, src/xwing/compact.ts).
 */

/** A cell of a compact row: a number, null, a nested list, or an object kept as it is (`against`). */
export type Cell = number | null | readonly Cell[] | { readonly [key: string]: unknown };

/** The string table of one compact plan: each distinct string once, in the order first met. */
export class Names {
  readonly list: string[] = [];
  private readonly index = new Map<string, number>();
  /** The string's index in `list` (added when new). */
  of(name: string): number {
    let i = this.index.get(name);
    if (i === undefined) {
      i = this.list.length;
      this.list.push(name);
      this.index.set(name, i);
    }
    return i;
  }
  /** The index of a string that may be null or absent: null then. */
  opt(name: string | null | undefined): number | null {
    return name === null || name === undefined ? null : this.of(name);
  }
  /** Indices of a list of strings. */
  all(names: readonly string[]): number[] {
    return names.map((n) => this.of(n));
  }
}

/** A number rounded to 0.01 (mm, degrees); -0 as 0. */
export function r2(n: number): number {
  const v = Math.round(n * 100) / 100;
  return v === 0 ? 0 : v;
}

/** A boolean as 1 or 0. */
export const b = (v: boolean | undefined): number => (v === true ? 1 : 0);

/** One column: its name, and its cell for an option (undefined: no value, null in the row; a column no option fills is left out). */
export interface Column<T> {
  readonly name: string;
  readonly cell: (option: T, names: Names) => Cell | undefined;
  /** Listed only when some option has a value (undefined cells are never listed otherwise as null). */
  readonly optional?: boolean;
}

/** The options as rows: the columns kept (every required one, an optional one when filled) and the rows' cells in that order. */
export function rows<T>(options: readonly T[], columns: readonly Column<T>[], names: Names): { readonly columns: string[]; readonly rows: Cell[][] } {
  const cells = options.map((option) => columns.map((c) => c.cell(option, names)));
  const kept: number[] = [];
  columns.forEach((c, j) => {
    if (c.optional !== true || cells.some((row) => row[j] !== undefined)) kept.push(j);
  });
  return { columns: kept.map((j) => columns[j]!.name), rows: cells.map((row) => kept.map((j) => row[j] ?? null)) };
}

/** `rows` with the columns fixed by the caller (nested rows, e.g. follow-ups, use their plan's columns). */
export function rowsIn<T>(options: readonly T[], columns: readonly Column<T>[], names: Names, kept: readonly string[]): Cell[][] {
  const chosen = kept.map((name) => columns.find((c) => c.name === name)!);
  return options.map((option) => chosen.map((c) => c.cell(option, names) ?? null));
}

/** The rows of a compact plan as objects keyed by column name (for readers that prefer names to positions). */
export function rowObjects(columns: readonly string[], list: readonly (readonly Cell[])[]): Record<string, Cell>[] {
  return list.map((row) => Object.fromEntries(columns.map((name, j) => [name, row[j] ?? null])));
}
