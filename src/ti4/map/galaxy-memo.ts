import type { Result } from '../../core/issue.ts';
import { ok } from '../../core/issue.ts';
import type { Galaxy } from './galaxy.ts';
import { buildGalaxy } from './galaxy.ts';
import { parseMapString } from './map-string.ts';

/**
 * The galaxy of a map string plus its off-map systems, remembered for the last few inputs.
 *
 * A pure memo: `buildGalaxy(parseMapString(map), offMapTiles)` depends on these two inputs only,
 * and the galaxy it returns is frozen (arrays, slots, nodes, links, neighbour lists, warnings) and never changed by
 * any caller, so a remembered galaxy is indistinguishable from a fresh one; the memo never changes
 * a result, only saves the work when check, resolve and plan ask for the same map in turn
 * (ti4.adj.context: the map's own links do not depend on the query). It holds at most
 * GALAXY_MEMO_SIZE entries, the least recently used leaving first. Maps the string parser
 * refuses are not remembered (their issues are rebuilt each time).
 */

export const GALAXY_MEMO_SIZE = 16;

interface Remembered {
  readonly map: string;
  readonly offMapTiles: readonly number[];
  readonly galaxy: Galaxy;
}

/** Most recently used first; compared by value, so no key string is built per call. */
const remembered: Remembered[] = [];

function sameTiles(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function freezeGalaxy(galaxy: Galaxy): Galaxy {
  for (const slot of galaxy.slots) {
    if (slot.kind === 'hyperlane') Object.freeze(slot.lanes);
    Object.freeze(slot);
  }
  Object.freeze(galaxy.slots);
  for (const node of galaxy.nodes) Object.freeze(node);
  Object.freeze(galaxy.nodes);
  for (const links of galaxy.links) {
    for (const link of links) Object.freeze(link);
    Object.freeze(links);
  }
  Object.freeze(galaxy.links);
  for (const next of galaxy.next) Object.freeze(next);
  Object.freeze(galaxy.next);
  for (const warning of galaxy.warnings) Object.freeze(warning);
  Object.freeze(galaxy.warnings);
  return Object.freeze(galaxy);
}

/** The galaxy built afresh, without the memo (tests and benchmarks compare against it). */
export function freshGalaxy(map: string, offMapTiles: readonly number[]): Result<Galaxy> {
  const parsed = parseMapString(map);
  if (!parsed.ok) return parsed;
  return ok(buildGalaxy(parsed.value, offMapTiles));
}

/** The galaxy of `map` with `offMapTiles`, from the memo when the same inputs were seen lately. */
export function galaxyFor(map: string, offMapTiles: readonly number[]): Result<Galaxy> {
  for (let i = 0; i < remembered.length; i++) {
    const entry = remembered[i]!;
    if (entry.map !== map || !sameTiles(entry.offMapTiles, offMapTiles)) continue;
    if (i > 0) {
      remembered.splice(i, 1);
      remembered.unshift(entry);
    }
    return ok(entry.galaxy);
  }
  const built = freshGalaxy(map, offMapTiles);
  if (!built.ok) return built;
  const galaxy = freezeGalaxy(built.value);
  remembered.unshift({ map, offMapTiles: Object.freeze([...offMapTiles]), galaxy });
  if (remembered.length > GALAXY_MEMO_SIZE) remembered.pop();
  return ok(galaxy);
}

/** Empties the memo, so the next call builds afresh (for tests and the cold-path benchmark). */
export function forgetGalaxies(): void {
  remembered.length = 0;
}

/** How many galaxies the memo holds (tests check the bound). */
export function rememberedGalaxies(): number {
  return remembered.length;
}
