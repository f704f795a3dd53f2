/**
 * Squad builders' share links (import.xws.link). A YASB link carries the squad in its query:
 * `?f=<faction name>&d=v<version>Z<game type>Z<points>Z<ship>Y<ship>...&sn=<squad name>`, each ship
 * `<pilot id>X<upgrade id>W<upgrade id>...X<conferred add-ons>`, the ids YASB's own numeric card ids
 * (format read from raithos/xwing coffeescripts/system/xwing.coffee `serialize` and
 * `fromSerialized`; the id tables in catalog/yasb-ids.ts). Nothing is fetched: the link's own data
 * and the id tables decide. Other builders' links hold a reference to the builder's server or its
 * private ids and are refused with the reason.
 */
import type { Issue, Result } from '../core/issue.ts';
import { fail, ok } from '../core/issue.ts';
import { YASB_PILOTS, YASB_SOURCE, YASB_UPGRADES } from './catalog/yasb-ids.ts';
import type { ImportNote } from './types.ts';

/** A pasted link rather than JSON: a URL, a bare host and path, or a YASB query. */
export function looksLikeLink(text: string): boolean {
  if (text.startsWith('{') || text.startsWith('[')) return false;
  if (/\s/.test(text)) return false;
  return /^https?:\/\//i.test(text) || /^www\./i.test(text) || /^[a-z0-9-]+(\.[a-z0-9-]+)+\//i.test(text) || /^\?f=/.test(text);
}

/** Builders whose links are not read, and why (docs/imports.md says the same). */
const UNREAD: readonly { readonly host: RegExp; readonly name: string; readonly why: string }[] = [
  { host: /launchbaynext|launch-bay-next|lbn/i, name: 'Launch Bay Next', why: 'the link holds the builder\'s own card ids, whose tables are not published; use LBN\'s "Export to XWS" and import that' },
  { host: /fantasyflightgames|ffg|xwing-builder|squadbuilder/i, name: 'the official squad builder', why: 'the link names a squad stored on the builder\'s server, and shipmove reads no network; export XWS instead' },
  { host: /infinitearenas/i, name: 'Infinite Arenas', why: 'the link names a squad stored on its server, and shipmove reads no network; export XWS instead' },
  { host: /xwing-legacy|legacy/i, name: 'YASB Legacy', why: 'it numbers cards with its own id tables (the 2.0 Legacy card pool), which shipmove does not hold; export XWS from it instead' },
  { host: /flycasual/i, name: 'FlyCasual', why: 'FlyCasual shares squads as XWS text, not links; paste the XWS' },
];

const FACTIONS: Readonly<Record<string, string>> = {
  'rebel alliance': 'rebelalliance',
  'galactic empire': 'galacticempire',
  'scum and villainy': 'scumandvillainy',
  'first order': 'firstorder',
  resistance: 'resistance',
  'galactic republic': 'galacticrepublic',
  'separatist alliance': 'separatistalliance',
};

const GAME_TYPES: Readonly<Record<string, string>> = { s: 'XWA standard', h: 'hyperspace', e: 'epic', b: 'beta', q: 'quickbuild' };

function decode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** The query parameters of a link (`?a=1&b=2` or after a `#`). */
function queryOf(link: string): Map<string, string> {
  const at = link.search(/[?#]/);
  const out = new Map<string, string>();
  if (at < 0) return out;
  for (const part of link.slice(at + 1).split(/[&#?]/)) {
    const eq = part.indexOf('=');
    if (eq > 0) out.set(part.slice(0, eq), decode(part.slice(eq + 1)));
  }
  return out;
}

const refuse = (message: string): Result<never> => fail([{ path: '', rule: 'import.xws.link', message } satisfies Issue]);

/** A share link to the XWS squad it encodes, with a note naming the builder and the id tables. */
export function decodeSquadLink(link: string): Result<{ readonly squad: unknown; readonly notes: readonly ImportNote[] }> {
  const host = (/^(?:https?:\/\/)?([^/?#]+)/i.exec(link)?.[1] ?? '').toLowerCase();
  const query = queryOf(link);
  const data = query.get('d');
  if (data === undefined || !/^v\d+[Z!]/.test(data)) {
    const known = UNREAD.find((u) => u.host.test(host) || u.host.test(link.slice(0, 200)));
    if (known !== undefined) return refuse(`a ${known.name} link is not read: ${known.why}.`);
    return refuse(`a link to ${JSON.stringify(host.slice(0, 100))} is not read: of the builders' links only YASB's carry the squad itself (a "d=v10Z..." parameter); export XWS from the builder and import that.`);
  }
  const legacy = UNREAD.find((u) => u.name === 'YASB Legacy')!;
  if (legacy.host.test(host)) return refuse(`a ${legacy.name} link is not read: ${legacy.why}.`);
  const match = /^v(\d+)Z([a-z]?)Z(\d*)Z(.*)$/.exec(data);
  const version = Number(/^v(\d+)/.exec(data)![1]);
  if (match === null || version < 9 || version > 10) {
    return refuse(`a YASB link of serialization v${version} is not read: shipmove reads v9 and v10 (YASB's 2.5 links; older links name retired card ids). Open it in YASB and share it again, or export XWS.`);
  }
  const gameType = match[2]!;
  if (gameType === 'q') return refuse('a YASB quickbuild link is not read: its ids are quickbuild cards, not pilots. Switch the squad to standard in YASB and share it again, or export XWS.');
  const factionName = (query.get('f') ?? '').trim().toLowerCase();
  const faction = FACTIONS[factionName];
  if (faction === undefined) return refuse(`the YASB link names no known faction in "f" (${JSON.stringify((query.get('f') ?? '').slice(0, 100))}); expected one such as "Rebel Alliance".`);
  const pilots: { id: string; upgrades?: Record<string, string[]> }[] = [];
  const issues: Issue[] = [];
  const ships = match[4]!.split('Y').filter((s) => s !== '');
  ships.forEach((ship, i) => {
    const [pilotId, upgradeIds] = ship.split('X');
    const n = Number(pilotId);
    const id = Number.isInteger(n) && n >= 0 ? YASB_PILOTS[n] : undefined;
    if (id === undefined || id === '') {
      issues.push({ path: `d ship ${i + 1}`, rule: 'import.xws.link', message: `YASB pilot id ${JSON.stringify(String(pilotId).slice(0, 20))} is not in YASB's pilot table (${YASB_SOURCE}): a card newer than the table, or a damaged link` });
      return;
    }
    const upgrades = (upgradeIds ?? '').split('W').filter((u) => u !== '').map((u) => YASB_UPGRADES[Number(u)] ?? '').filter((u) => u !== '');
    pilots.push({ id, ...(upgrades.length > 0 ? { upgrades: { yasb: upgrades } } : {}) });
  });
  if (issues.length > 0) return fail(issues);
  if (pilots.length === 0) return refuse('the YASB link holds no ships');
  const name = query.get('sn');
  const ruleset = gameType === 's' || gameType === '' ? 'XWA' : 'AMG';
  return ok({
    squad: { faction, pilots, ruleset, ...(name ? { name } : {}) },
    notes: [{ path: '', rule: 'import.xws.link', note: `read a YASB link (serialization v${version}, ${GAME_TYPES[gameType] ?? 'standard'} game, ${pilots.length} ship(s)) with YASB's id tables (${YASB_SOURCE}).` }],
  });
}
