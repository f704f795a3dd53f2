/**
 * X-Wing squads in XWS (the community squad format: `{ faction, pilots: [{ id, ship, upgrades }] }`)
 * to a scenario and back. Each pilot becomes a ship of its catalog type (so its base size is
 * right), its id the pilot id made unique (`academypilot`, `academypilot-2`), its owner the
 * squad's faction (`rebels`, `empire`, ...) or `options.owner`; ships are deployed within range 1
 * of the owner's edge (xwing.setup) unless a pose is given.
 */
import type { Issue, Result } from '../core/issue.ts';
import { fail, ok } from '../core/issue.ts';
import { validate } from '../engines.ts';
import { pose as poseSchema } from '../schema/common.ts';
import type { Pose } from '../schema/common.ts';
import type { XwingScenario } from '../schema/xwing.ts';
import { shipTypeIndex } from '../xwing/catalog/ship-types.ts';
import type { ShipType } from '../xwing/catalog/ship-types.ts';
import { DEFAULT_PLAY_AREA } from '../xwing/world.ts';
import type { Pilot } from './catalog/pilots.ts';
import { effectsForXws } from '../xwing/catalog/card-effects.ts';
import { factionIndex, pilotIndex, PILOTS, XWS_FACTIONS, xwsFactionOfOwner } from './catalog/pilots.ts';
import { deployRows } from './deploy.ts';
import type { Footprint } from './deploy.ts';
import { MAX_STRING, namesIn, tooLarge, uniqueId } from './text.ts';
import type { Imported, ImportNote, ImportOptions } from './types.ts';

/** An XWS squad as the builders write it (the fields shipmove reads; others are kept out). */
export interface XwsSquad {
  readonly faction: string;
  readonly pilots: readonly XwsPilot[];
  readonly name?: string;
  readonly description?: string;
  readonly points?: number;
  readonly version?: string;
  readonly vendor?: Readonly<Record<string, unknown>>;
}

export interface XwsPilot {
  readonly id: string;
  readonly ship?: string;
  readonly upgrades?: Readonly<Record<string, readonly string[]>>;
  readonly points?: number;
  /** A shipmove extension (other readers ignore it): where the ship stands. */
  readonly pose?: Pose;
}

/** Range 1 in mm (xwing.range.bands): ships deploy within it of their own edge (xwing.setup). */
const RANGE_1 = 100;
/** Gap between deployed bases and from the edge (mm). */
const GAP = 10;
const MAX_SHIPS = 60;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(input: unknown): Result<unknown> {
  if (typeof input !== 'string') return ok(input);
  const large = tooLarge(input);
  if (large) return fail([large]);
  try {
    return ok(JSON.parse(input) as unknown);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return fail([{ path: '', rule: 'json', message: `malformed JSON: ${reason}` }]);
  }
}

interface Read {
  readonly pilot: Pilot;
  readonly type: ShipType;
  readonly pose: Pose | undefined;
  readonly effects: readonly string[];
}

/** XWS text (or the parsed object) to an X-Wing scenario; unknown pilot and ship ids name their path and the closest ids. */
export function importXws(input: unknown, options: ImportOptions = {}): Result<Imported<XwingScenario>> {
  const parsed = parse(input);
  if (!parsed.ok) return parsed;
  const squad = parsed.value;
  const issues: Issue[] = [];
  const notes: ImportNote[] = [];
  if (!isObject(squad)) return fail([{ path: '', rule: 'import.xws.shape', message: 'an XWS squad is a JSON object with "faction" and "pilots"' }]);

  let faction: string | undefined;
  if (typeof squad.faction !== 'string') {
    issues.push({ path: 'faction', rule: 'import.xws.shape', message: 'expected "faction", an XWS faction id such as "rebelalliance"' });
  } else if (factionIndex.get(squad.faction) === undefined) {
    issues.push({ path: 'faction', rule: 'import.xws.faction', message: factionIndex.unknownMessage('faction', squad.faction), received: squad.faction.slice(0, MAX_STRING) });
  } else faction = factionIndex.get(squad.faction);

  const pilots = squad.pilots;
  if (!Array.isArray(pilots) || pilots.length === 0) {
    issues.push({ path: 'pilots', rule: 'import.xws.shape', message: 'expected "pilots", a non-empty array of { "id", "ship" }' });
    return fail(issues);
  }
  if (pilots.length > MAX_SHIPS) {
    return fail([{ path: 'pilots', rule: 'limits.count', message: `an X-Wing scenario holds at most ${MAX_SHIPS} ships; the squad has ${pilots.length} pilots` }]);
  }

  const read: Read[] = [];
  pilots.forEach((entry: unknown, i) => {
    const at = `pilots[${i}]`;
    if (!isObject(entry) || typeof entry.id !== 'string' || entry.id === '') {
      issues.push({ path: `${at}.id`, rule: 'import.xws.shape', message: 'each pilot is an object with a pilot xws id in "id"' });
      return;
    }
    const pilot = pilotIndex.get(entry.id);
    if (pilot === undefined) {
      issues.push({ path: `${at}.id`, rule: 'import.xws.pilot', message: pilotIndex.unknownMessage('pilot id', entry.id), received: entry.id.slice(0, MAX_STRING) });
    }
    let named: ShipType | undefined;
    if (entry.ship !== undefined) {
      if (typeof entry.ship !== 'string') {
        issues.push({ path: `${at}.ship`, rule: 'import.xws.shape', message: 'expected "ship", a ship xws id such as "t65xwing"' });
      } else {
        named = shipTypeIndex.get(entry.ship);
        if (named === undefined) {
          issues.push({ path: `${at}.ship`, rule: 'import.xws.ship', message: shipTypeIndex.unknownMessage('ship id', entry.ship), received: entry.ship.slice(0, MAX_STRING) });
        }
      }
    }
    let pose: Pose | undefined;
    if (entry.pose !== undefined) {
      const checked = poseSchema.safeParse(entry.pose);
      if (checked.success) pose = checked.data;
      else issues.push({ path: `${at}.pose`, rule: 'schema', message: 'expected a pose { "x", "y", "heading" } in mm and degrees' });
    }
    if (pilot === undefined) return;
    const type = shipTypeIndex.get(pilot.ship);
    if (type === undefined) {
      issues.push({ path: `${at}.id`, rule: 'import.xws.ship', message: `pilot ${JSON.stringify(pilot.id)} flies ship ${JSON.stringify(pilot.ship)}, which the ship catalog does not hold` });
      return;
    }
    if (named !== undefined && named.xws !== type.xws) {
      issues.push({ path: `${at}.ship`, rule: 'import.xws.pilot', message: `pilot ${JSON.stringify(pilot.id)} flies the ${type.name} (${JSON.stringify(type.xws)}), not ${JSON.stringify(entry.ship)}`, expected: type.xws, received: String(entry.ship).slice(0, MAX_STRING) });
      return;
    }
    if (faction !== undefined && pilot.faction !== faction) {
      notes.push({ path: `${at}.id`, rule: 'import.xws.faction', note: `pilot ${JSON.stringify(pilot.id)} flies for ${pilot.faction}, not the squad's ${faction}; imported anyway.` });
    }
    const lists = isObject(entry.upgrades) ? Object.values(entry.upgrades) : [];
    // Upgrade names are strings; anything else in a slot's list (an object, a number) is not a name.
    const names = lists.flatMap(namesIn);
    const others = lists.reduce((n: number, list) => n + (Array.isArray(list) ? list.length : 0), 0) - names.length;
    if (others > 0) notes.push({ path: `${at}.upgrades`, rule: 'import.xws.skipped', note: `${others} upgrade entr${others === 1 ? 'y' : 'ies'} skipped: not an upgrade name (a string).` });
    // Dial- and movement-changing effects of the pilot, ship and upgrades (xwing.dial.effects).
    const carried = effectsForXws(pilot.id, type.xws, names);
    if (carried.effects.length > 0) {
      notes.push({ path: at, rule: 'xwing.dial.effects', note: `effects taken from the pilot, ship and upgrades: ${carried.effects.join(', ')}.` });
    }
    const skipped = names.filter((n) => !carried.used.includes(n));
    if (skipped.length > 0) {
      notes.push({ path: `${at}.upgrades`, rule: 'import.xws.skipped', note: `upgrades skipped (a scenario does not hold them): ${skipped.join(', ')}.` });
    }
    read.push({ pilot, type, pose, effects: carried.effects });
  });
  if (issues.length > 0) return fail(issues);

  for (const key of ['points', 'vendor', 'obstacles'] as const) {
    if (squad[key] !== undefined) notes.push({ path: key, rule: 'import.xws.skipped', note: `"${key}" skipped: the scenario holds ships and their places only.` });
  }

  const owner = options.owner ?? (faction !== undefined ? XWS_FACTIONS[faction] : undefined);
  const edge = options.edge ?? 'near';
  const taken = new Set<string>();
  const ids = read.map((r) => uniqueId(r.pilot.id, taken));
  const poses = ids.map((id, i) => options.poses?.[id] ?? read[i]!.pose);
  const toDeploy = read.map((r, i) => (poses[i] === undefined ? i : -1)).filter((i) => i >= 0);
  const area = DEFAULT_PLAY_AREA;
  const footprints: Footprint[] = toDeploy.map((i) => read[i]!.type.footprint);
  // Ships at given poses stay; the deployed ones keep clear of them (discs around their whole base).
  const avoid = read.flatMap((r, i) => {
    const at = poses[i];
    return at === undefined ? [] : [{ x: at.x, y: at.y, radius: Math.hypot(r.type.footprint.width, r.type.footprint.length) / 2 }];
  });
  const placed = deployRows(footprints, { xMin: GAP, xMax: area.width - GAP, margin: GAP, gap: GAP, edge, height: area.height, avoid });
  const deployedPoses = [...poses];
  toDeploy.forEach((shipIndex, k) => {
    const spot = placed[k]!;
    deployedPoses[shipIndex] = spot.pose;
    if (spot.reach > RANGE_1) {
      notes.push({ path: `ships[${shipIndex}]`, rule: 'import.deploy', note: `${ids[shipIndex]} reaches ${spot.reach.toFixed(1)} mm from the edge, beyond range 1 (xwing.setup): the row along the edge is full${read[shipIndex]!.type.footprint.size === 'huge' ? ' or the ship is huge' : ''}.` });
    }
  });
  if (toDeploy.length > 0) {
    notes.push({ path: 'ships', rule: 'import.deploy', note: `${toDeploy.length} ship(s) deployed side by side on the ${edge} edge, ${GAP} mm apart, within range 1 where they fit (xwing.setup).` });
  }
  if (toDeploy.length < read.length && toDeploy.length > 0) {
    notes.push({ path: 'ships', rule: 'import.deploy', note: `${read.length - toDeploy.length} ship(s) stand at given poses; the deployed ones keep ${GAP} mm clear of them.` });
  }

  const document = {
    game: 'xwing' as const,
    ships: read.map((r, i) => ({
      id: ids[i]!,
      type: r.type.name,
      ...(owner === undefined ? {} : { owner }),
      pose: deployedPoses[i]!,
      ...(r.effects.length > 0 ? { effects: [...r.effects] } : {}),
    })),
  };
  const checked = validate(document);
  return checked.ok ? ok({ scenario: checked.value, notes }) : checked;
}

/** The pilot of a scenario ship: its id when that is a pilot id, or the id without the `-2` suffix the import adds. */
function pilotOfId(id: string): Pilot | undefined {
  return pilotIndex.get(id) ?? pilotIndex.get(id.replace(/-\d+$/, ''));
}

/**
 * A scenario's ships as an XWS squad (the round trip of `importXws`): pilot ids from the ship ids
 * the import gave; a ship whose id is not a pilot's gets the first pilot of its type and faction,
 * with a note. The faction is `faction`, else the first owner's, else the first pilot's.
 */
export function exportXws(scenario: Pick<XwingScenario, 'ships'>, faction?: string): Result<{ readonly squad: XwsSquad; readonly notes: readonly ImportNote[] }> {
  const notes: ImportNote[] = [];
  const issues: Issue[] = [];
  const owners = scenario.ships.map((ship) => (ship.owner === undefined ? undefined : xwsFactionOfOwner(ship.owner)));
  const known = scenario.ships.map((ship) => pilotOfId(ship.id));
  const chosen = faction ?? owners.find((o) => o !== undefined) ?? known.find((p) => p !== undefined)?.faction;
  if (chosen === undefined || factionIndex.get(chosen) === undefined) {
    return fail([{ path: '', rule: 'import.xws.faction', message: 'no XWS faction: give one, or owners such as "rebels" or "rebelalliance"' }]);
  }
  const squadFaction = factionIndex.get(chosen)!;
  const pilots: XwsPilot[] = [];
  scenario.ships.forEach((ship, i) => {
    const type = shipTypeIndex.get(ship.type);
    if (type === undefined) {
      issues.push({ path: `ships[${i}].type`, rule: 'catalog', message: shipTypeIndex.unknownMessage('ship type', ship.type) });
      return;
    }
    let pilot = known[i];
    if (pilot === undefined || pilot.ship !== type.xws) {
      pilot = PILOTS.find((p) => p.ship === type.xws && p.faction === squadFaction) ?? PILOTS.find((p) => p.ship === type.xws);
      if (pilot === undefined) {
        issues.push({ path: `ships[${i}].type`, rule: 'import.xws.pilot', message: `no pilot flies the ${type.name} in the pilot table` });
        return;
      }
      notes.push({ path: `ships[${i}].id`, rule: 'import.xws.pilot', note: `${JSON.stringify(ship.id)} is not a pilot id: exported as ${JSON.stringify(pilot.id)}.` });
    }
    pilots.push({ id: pilot.id, ship: type.xws });
  });
  if (issues.length > 0) return fail(issues);
  return ok({ squad: { faction: squadFaction, pilots, version: '2.5.0' }, notes });
}
