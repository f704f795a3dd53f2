/**
 * The import layer's shapes (CONVENTIONS section 9): a list or map in, `{ scenario, notes }` out.
 * Pure and browser-safe: text or parsed JSON in, a `Result` out; nothing here reads files.
 */
import type { Pose } from '../schema/common.ts';
import type { RuleId } from '../rules.ts';

/** The formats `shipmove import` reads. */
export type ImportFormat = 'xws' | 'armada-list' | 'ti4-map';

export const IMPORT_FORMATS: readonly ImportFormat[] = ['xws', 'armada-list', 'ti4-map'];

export function isImportFormat(value: unknown): value is ImportFormat {
  return typeof value === 'string' && (IMPORT_FORMATS as readonly string[]).includes(value);
}

/** Something skipped or assumed while importing: where (a JSON path or `line N`), the rule, one sentence. */
export interface ImportNote {
  readonly path: string;
  readonly rule: RuleId;
  readonly note: string;
}

/** Which table edge the imported pieces deploy on: `near` (y = 0, the first player's) or `far`. */
export type Edge = 'near' | 'far';

/** One TI4 player at a home slot of the map (`--seat [player=]faction[@seat]`). */
export interface Ti4Seat {
  /** Player id (default: the faction id). */
  readonly player?: string;
  /** Faction id (CONVENTIONS section 4: `sol`, `hacan`, ...). */
  readonly faction: string;
  /** Home slot, 1-based, counted over the map's home placeholders in map-index order (default: the seat's position in the list). */
  readonly seat?: number;
  /** The home system tile to put there (default: the faction's; Council Keleres must say). */
  readonly tile?: number;
  /** Units to place in the home system, type -> count (`{ "carrier": 2, "fighter": 3 }`). */
  readonly units?: Readonly<Record<string, number>>;
}

export interface ImportOptions {
  /** The owner of every imported piece (default: from the list's faction). */
  readonly owner?: string;
  /** X-Wing and Armada: the edge to deploy on (default `near`). */
  readonly edge?: Edge;
  /** X-Wing: poses by ship id (the ids the import gives); pieces without one are deployed on the edge. */
  readonly poses?: Readonly<Record<string, Pose>>;
  /** TI4: who sits at which home slot. */
  readonly seats?: readonly Ti4Seat[];
  /** Ids already used on the table the list is added to (mode add): new ids avoid them. */
  readonly takenIds?: Iterable<string>;
  /** X-Wing and Armada: the play area to deploy in (default: the game's standard one). */
  readonly playArea?: { readonly width: number; readonly height: number };
  /** Pieces already standing (mode add), as discs in the table frame: deployed pieces keep clear of them. */
  readonly avoid?: readonly { readonly x: number; readonly y: number; readonly radius: number }[];
}

/** The answer of every import: a checked scenario and what was skipped or assumed. */
export interface Imported<S> {
  readonly scenario: S;
  readonly notes: readonly ImportNote[];
}
