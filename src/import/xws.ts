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
import { CARD_EFFECTS, effectsForXws } from '../xwing/catalog/card-effects.ts';
import type { CardEffect } from '../xwing/catalog/card-effects.ts';
import { factionIndex, pilotIndex, PILOTS, XWS_FACTIONS, xwsFactionOfOwner } from './catalog/pilots.ts';
import { PILOT_CARD_VERSION } from './catalog/xwing-pilot-cards.ts';
import { XWS_SHIP_ALIASES } from './catalog/xws-ship-aliases.ts';
import { parseJsonLenient } from './json.ts';
import { decodeSquadLink, looksLikeLink } from './xws-link.ts';
import { deployRows } from './deploy.ts';
import type { Footprint } from './deploy.ts';
import { MAX_STRING, slug, tooLarge, uniqueId } from './text.ts';
import type { Imported, ImportNote, ImportOptions } from './types.ts';

/** An XWS squad as the builders write it (the fields shipmove reads; others are kept out). */
export interface XwsSquad {
  readonly faction: string;
  readonly pilots: readonly XwsPilot[];
  readonly name?: string;
  readonly description?: string;
  readonly points?: number;
  readonly version?: string;
  /** The game's rules: "XWA" or "AMG" (2.5), "legacy" (2.0). */
  readonly ruleset?: string;
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

/** Top-level and per-pilot members the import does not read: a string there may be malformed (import.xws.lenient). */
const UNUSED_TOP = new Set(['description', 'name', 'vendor', 'obstacles', 'points']);
const UNUSED_PILOT = new Set(['name', 'vendor', 'points', 'multisection_id']);

function unusedPath(path: string): boolean {
  const top = /^([A-Za-z_$][\w$]*)/.exec(path)?.[1];
  if (top !== undefined && UNUSED_TOP.has(top)) return true;
  const pilot = /^pilots\[\d+\]\.([A-Za-z_$][\w$]*)/.exec(path)?.[1];
  return pilot !== undefined && UNUSED_PILOT.has(pilot);
}

interface Parsed {
  readonly squad: unknown;
  readonly notes: readonly ImportNote[];
}

function parse(input: unknown): Result<Parsed> {
  if (typeof input !== 'string') return ok({ squad: input, notes: [] });
  const large = tooLarge(input);
  if (large) return fail([large]);
  const text = input.replace(/^\uFEFF/, '').trim();
  if (looksLikeLink(text)) return decodeSquadLink(text);
  const parsed = parseJsonLenient(text);
  if (!parsed.ok) return parsed;
  const notes: ImportNote[] = [];
  const issues: Issue[] = [];
  for (const bad of parsed.value.lenient) {
    if (unusedPath(bad.path)) {
      notes.push({ path: bad.path, rule: 'import.xws.lenient', note: `not strict JSON (${bad.what.join(', ')} in a string); read as written, since the import does not use it.` });
    } else {
      issues.push({ path: bad.path, rule: 'json', message: `malformed JSON: ${bad.what.join(', ')} in a string the import uses; escape it (\\n, \\")` });
    }
  }
  return issues.length > 0 ? fail(issues) : ok({ squad: parsed.value.value, notes });
}

interface Read {
  readonly pilot: Pilot;
  readonly type: ShipType;
  readonly pose: Pose | undefined;
  readonly effects: readonly string[];
}

/** A ship id or one of its aliases (import.xws.alias): the type, or `null` for an id that names two ships. */
function shipOf(id: string): { readonly type: ShipType | null; readonly alias?: string } | undefined {
  const direct = shipTypeIndex.get(id);
  if (direct !== undefined) return { type: direct };
  const key = id.trim().toLowerCase();
  if (!Object.hasOwn(XWS_SHIP_ALIASES, key)) return undefined;
  const alias = XWS_SHIP_ALIASES[key]!;
  return { type: alias.ship === null ? null : shipTypeIndex.get(alias.ship) ?? null, alias: alias.source };
}

/**
 * A pilot id: exact, or the XWS 2.0 collision form `<pilot>-<ship>` (the pilot of that name on
 * that ship), or a variant the table lacks (`<pilot>-<scenario>`) read as the pilot it is a variant of.
 */
function pilotOf(id: string, shipHint: string | undefined): { readonly pilot: Pilot; readonly note?: string } | undefined {
  const exact = pilotIndex.get(id);
  if (exact !== undefined) return { pilot: exact };
  const key = id.trim().toLowerCase();
  const dash = key.indexOf('-');
  if (dash <= 0) return undefined;
  const base = key.slice(0, dash);
  const suffix = key.slice(dash + 1);
  const candidates = PILOTS.filter((p) => p.id === base || p.id.startsWith(`${base}-`));
  if (candidates.length === 0) return undefined;
  const suffixShip = shipOf(suffix)?.type?.xws;
  const hintShip = shipHint === undefined ? undefined : shipOf(shipHint)?.type?.xws;
  const onShip = (xws: string | undefined) => (xws === undefined ? [] : candidates.filter((p) => p.ship === xws));
  const bySuffix = onShip(suffixShip);
  if (bySuffix.length >= 1) {
    const pilot = bySuffix.find((p) => p.id === base) ?? bySuffix[0]!;
    return { pilot, note: `pilot id ${JSON.stringify(id)} (the XWS <pilot>-<ship> form) read as ${JSON.stringify(pilot.id)}.` };
  }
  const plain = candidates.find((p) => p.id === base && (hintShip === undefined || p.ship === hintShip)) ?? (onShip(hintShip).length === 1 ? onShip(hintShip)[0] : undefined);
  if (plain !== undefined) {
    return { pilot: plain, note: `pilot id ${JSON.stringify(id)} is not in the pilot table (xwing-data2 ${PILOT_CARD_VERSION}); read as ${JSON.stringify(plain.id)}, the same pilot on the same ship.` };
  }
  return undefined;
}

/** XWS `ruleset` to the scenario's rules (import.xws.rules); `version` is the format's version, never the game's. */
function rulesOf(squad: Record<string, unknown>, notes: ImportNote[]): '2.0' | '2.5' {
  const raw = squad.ruleset;
  if (raw === undefined) {
    notes.push({ path: 'ruleset', rule: 'import.xws.rules', note: 'no "ruleset": read under the 2.5 rules (XWS "version" is the format\'s version, not the game\'s).' });
    return '2.5';
  }
  const key = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (key === 'xwa' || key === 'amg' || key === '2.5') return '2.5';
  if (key === 'legacy' || key === '2.0' || key === 'ffg') {
    notes.push({ path: 'ruleset', rule: 'import.xws.rules', note: `ruleset ${JSON.stringify(raw)}: read under the 2.0 rules.` });
    return '2.0';
  }
  notes.push({ path: 'ruleset', rule: 'import.xws.rules', note: `unknown ruleset ${JSON.stringify(String(raw).slice(0, MAX_STRING))} (expected "XWA", "AMG" or "legacy"): read under the 2.5 rules.` });
  return '2.5';
}

/** First-edition XWS (import.xws.edition): pilots named by `name` without an `id`, or 1.x ids the second-edition table does not hold. */
function firstEdition(squad: Record<string, unknown>, pilots: readonly unknown[]): string | undefined {
  const idOf = (p: Record<string, unknown>): unknown => p.id ?? p.name;
  const byName = pilots.some((p) => isObject(p) && p.id === undefined && typeof p.name === 'string');
  const unknown = pilots.some((p) => isObject(p) && typeof idOf(p) === 'string' && pilotOf(idOf(p) as string, typeof p.ship === 'string' ? p.ship : undefined) === undefined);
  if (byName && unknown) return 'its pilots are named by "name" (XWS 1.x), not "id", and not every name is a second-edition pilot';
  if (!unknown) return undefined;
  const version = typeof squad.version === 'string' ? squad.version.trim() : '';
  if (/^[01]\./.test(version)) return `its "version" is ${JSON.stringify(version.slice(0, 20))} (XWS 1.x) and its pilot ids are first-edition ones`;
  if (typeof squad.faction === 'string' && ['rebel', 'imperial', 'scum'].includes(squad.faction.trim().toLowerCase())) {
    return `its faction ${JSON.stringify(squad.faction)} is an XWS 1.x id and its pilot ids are first-edition ones`;
  }
  return undefined;
}

/** XWS text (or the parsed object, or a YASB share link) to an X-Wing scenario; unknown pilot and ship ids name their path and the closest ids. */
export function importXws(input: unknown, options: ImportOptions = {}): Result<Imported<XwingScenario>> {
  const parsed = parse(input);
  if (!parsed.ok) return parsed;
  const squad = parsed.value.squad;
  const issues: Issue[] = [];
  const notes: ImportNote[] = [...parsed.value.notes];
  if (!isObject(squad)) return fail([{ path: '', rule: 'import.xws.shape', message: 'an XWS squad is a JSON object with "faction" and "pilots"' }]);

  const pilots = squad.pilots;
  if (Array.isArray(pilots)) {
    const old = firstEdition(squad, pilots);
    if (old !== undefined) {
      return fail([{ path: '', rule: 'import.xws.edition', message: `first-edition XWS is not read: ${old}. Rebuild the squad in a second-edition builder (YASB, Launch Bay Next) and export it again.` }]);
    }
  }
  // The XWS 1.x shape (pilots named by "name") with second-edition pilots, as early second-edition builders wrote it.
  const named = Array.isArray(pilots) ? pilots.map((p, i) => (isObject(p) && p.id === undefined && typeof p.name === 'string' ? i : -1)).filter((i) => i >= 0) : [];
  const roster: unknown = named.length === 0 ? pilots : (pilots as unknown[]).map((p, i) => (named.includes(i) ? { ...(p as Record<string, unknown>), id: (p as Record<string, unknown>).name } : p));
  if (named.length > 0) {
    notes.push({ path: 'pilots', rule: 'import.xws.edition', note: `${named.length} pilot(s) named by "name" (the XWS 1.x shape), each a second-edition pilot id: read as "id".` });
  }

  let faction: string | undefined;
  if (typeof squad.faction !== 'string') {
    issues.push({ path: 'faction', rule: 'import.xws.shape', message: 'expected "faction", an XWS faction id such as "rebelalliance"' });
  } else if (factionIndex.get(squad.faction) === undefined) {
    issues.push({ path: 'faction', rule: 'import.xws.faction', message: factionIndex.unknownMessage('faction', squad.faction), received: squad.faction.slice(0, MAX_STRING) });
  } else faction = factionIndex.get(squad.faction);

  if (!Array.isArray(roster) || roster.length === 0) {
    issues.push({ path: 'pilots', rule: 'import.xws.shape', message: 'expected "pilots", a non-empty array of { "id", "ship" }' });
    return fail(issues);
  }
  if (roster.length > MAX_SHIPS) {
    return fail([{ path: 'pilots', rule: 'limits.count', message: `an X-Wing scenario holds at most ${MAX_SHIPS} ships; the squad has ${roster.length} pilots` }]);
  }
  const rules = rulesOf(squad, notes);

  const read: Read[] = [];
  roster.forEach((entry: unknown, i) => {
    const at = `pilots[${i}]`;
    if (!isObject(entry) || typeof entry.id !== 'string' || entry.id === '') {
      issues.push({ path: `${at}.id`, rule: 'import.xws.shape', message: 'each pilot is an object with a pilot xws id in "id"' });
      return;
    }
    const shipHint = typeof entry.ship === 'string' ? entry.ship : undefined;
    const found = pilotOf(entry.id, shipHint);
    if (found === undefined) {
      issues.push({ path: `${at}.id`, rule: 'import.xws.pilot', message: pilotIndex.unknownMessage('pilot id', entry.id), received: entry.id.slice(0, MAX_STRING) });
    } else if (found.note !== undefined) {
      notes.push({ path: `${at}.id`, rule: 'import.xws.pilot', note: found.note });
    }
    let named: ReturnType<typeof shipOf>;
    if (entry.ship !== undefined) {
      if (typeof entry.ship !== 'string') {
        issues.push({ path: `${at}.ship`, rule: 'import.xws.shape', message: 'expected "ship", a ship xws id such as "t65xwing"' });
      } else {
        named = shipOf(entry.ship);
        if (named === undefined && found === undefined) {
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
    if (found === undefined) return;
    const pilot = found.pilot;
    const type = shipTypeIndex.get(pilot.ship);
    if (type === undefined) {
      issues.push({ path: `${at}.id`, rule: 'import.xws.ship', message: `pilot ${JSON.stringify(pilot.id)} flies ship ${JSON.stringify(pilot.ship)}, which the ship catalog does not hold` });
      return;
    }
    // The pilot id decides the ship (import.xws.alias): a ship id that disagrees, or that no catalog knows, is a note.
    if (shipHint !== undefined) {
      if (named === undefined) {
        notes.push({ path: `${at}.ship`, rule: 'import.xws.alias', note: `unknown ship id ${JSON.stringify(shipHint.slice(0, MAX_STRING))}: pilot ${JSON.stringify(pilot.id)} flies the ${type.name} (${JSON.stringify(type.xws)}).` });
      } else if (named.type !== null && named.type.xws !== type.xws) {
        notes.push({ path: `${at}.ship`, rule: 'import.xws.alias', note: `pilot ${JSON.stringify(pilot.id)} flies the ${type.name} (${JSON.stringify(type.xws)}), not ${JSON.stringify(shipHint.slice(0, MAX_STRING))}: the pilot id decides.` });
      } else if (named.alias !== undefined) {
        notes.push({ path: `${at}.ship`, rule: 'import.xws.alias', note: `ship id ${JSON.stringify(shipHint)} (as ${named.alias} writes it) read as ${JSON.stringify(type.xws)}.` });
      }
    }
    if (faction !== undefined && pilot.faction !== faction) {
      notes.push({ path: `${at}.id`, rule: 'import.xws.faction', note: `pilot ${JSON.stringify(pilot.id)} flies for ${pilot.faction}, not the squad's ${faction}; imported anyway.` });
    }
    const lists = isObject(entry.upgrades) ? Object.values(entry.upgrades) : [];
    // Upgrade names are strings; anything else in a slot's list (an object, a number) is not a name.
    const names = lists.flatMap((list) => (Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string') : []));
    const others = lists.reduce((n: number, list) => n + (Array.isArray(list) ? list.length : 0), 0) - names.length;
    if (others > 0) notes.push({ path: `${at}.upgrades`, rule: 'import.xws.skipped', note: `${others} upgrade entr${others === 1 ? 'y' : 'ies'} skipped: not an upgrade name (a string).` });
    // Dial- and movement-changing effects of the pilot, ship and upgrades (xwing.dial.effects).
    const carried = effectsForXws(pilot.id, type.xws, names, pilot.shipAbility);
    const effects = carried.effects.filter((name) => (CARD_EFFECTS[name] as CardEffect).primitives[rules] !== null);
    const dropped = carried.effects.filter((name) => !effects.includes(name));
    if (dropped.length > 0) {
      notes.push({ path: at, rule: 'xwing.dial.effects', note: `effects left out, not in the ${rules} rules: ${dropped.join(', ')}.` });
    }
    if (effects.length > 0) {
      notes.push({ path: at, rule: 'xwing.dial.effects', note: `effects taken from the pilot, ship and upgrades: ${effects.join(', ')}.` });
    }
    const skipped = names.filter((n) => !carried.used.includes(n));
    if (skipped.length > 0) {
      notes.push({ path: `${at}.upgrades`, rule: 'import.xws.skipped', note: `upgrades skipped (a scenario does not hold them): ${skipped.map((n) => n.slice(0, MAX_STRING)).join(', ')}.` });
    }
    read.push({ pilot, type, pose, effects });
  });
  if (issues.length > 0) return fail(issues);

  for (const key of ['points', 'vendor', 'obstacles'] as const) {
    if (squad[key] !== undefined) notes.push({ path: key, rule: 'import.xws.skipped', note: `"${key}" skipped: the scenario holds ships and their places only.` });
  }

  const owner = options.owner ?? (faction !== undefined ? XWS_FACTIONS[faction] : undefined);
  const edge = options.edge ?? 'near';
  const taken = new Set<string>(options.takenIds ?? []);
  // Readable ids from the card names (`luke-skywalker`, `blue-squadron-escort-2`): the labels of the
  // drawn ships; the pilot id itself is the ship's `pilot`. Poses may be given by either id.
  const ids = read.map((r) => uniqueId(slug(r.pilot.name), taken));
  const pilotIds = new Set<string>();
  const byPilot = read.map((r) => uniqueId(r.pilot.id, pilotIds));
  const poses = ids.map((id, i) => (options.poses === undefined ? undefined : Object.hasOwn(options.poses, id) ? options.poses[id] : Object.hasOwn(options.poses, byPilot[i]!) ? options.poses[byPilot[i]!] : undefined) ?? read[i]!.pose);
  const toDeploy = read.map((r, i) => (poses[i] === undefined ? i : -1)).filter((i) => i >= 0);
  const area = options.playArea ?? DEFAULT_PLAY_AREA;
  const footprints: Footprint[] = toDeploy.map((i) => read[i]!.type.footprint);
  // Ships at given poses (and pieces already on the table) stay; the deployed ones keep clear of them.
  const avoid = [
    ...(options.avoid ?? []),
    ...read.flatMap((r, i) => {
      const at = poses[i];
      return at === undefined ? [] : [{ x: at.x, y: at.y, radius: Math.hypot(r.type.footprint.width, r.type.footprint.length) / 2 }];
    }),
  ];
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
    rules,
    ships: read.map((r, i) => ({
      id: ids[i]!,
      type: r.type.name,
      ...(owner === undefined ? {} : { owner }),
      pose: deployedPoses[i]!,
      pilot: r.pilot.id,
      initiative: r.pilot.initiative,
      ...(r.effects.length > 0 ? { effects: [...r.effects] } : {}),
    })),
  };
  const checked = validate(document);
  return checked.ok ? ok({ scenario: checked.value as XwingScenario, notes }) : checked;
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
export function exportXws(scenario: Pick<XwingScenario, 'ships'> & { readonly rules?: XwingScenario['rules'] }, faction?: string): Result<{ readonly squad: XwsSquad; readonly notes: readonly ImportNote[] }> {
  const notes: ImportNote[] = [];
  const issues: Issue[] = [];
  const owners = scenario.ships.map((ship) => (ship.owner === undefined ? undefined : xwsFactionOfOwner(ship.owner)));
  const known = scenario.ships.map((ship) => (ship.pilot !== undefined ? pilotIndex.get(ship.pilot) : undefined) ?? pilotOfId(ship.id));
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
  return ok({ squad: { faction: squadFaction, pilots, version: '2.5.0', ruleset: scenario.rules === '2.0' ? 'legacy' : 'XWA' }, notes });
}
