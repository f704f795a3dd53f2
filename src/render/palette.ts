import type { SceneItem, SceneOutcome, SceneRole } from './scene.ts';

/**
 * The renderer's one palette (a dark table, bright pieces). Owners get colours, options of a plan
 * are coloured by outcome, highlighted things get a bright outline.
 */

export const BACKGROUND = '#0e1320';
export const TABLE = '#18213a';
export const TABLE_EDGE = '#5b6b8c';
export const INK = '#e8eefc';
export const MUTED_INK = '#9aa8c7';
export const HIGHLIGHT = '#ffe14d';

export const OUTCOME_COLOURS: Readonly<Record<SceneOutcome, string>> = {
  clean: '#3ddc84',
  overlap: '#ffa62b',
  obstacle: '#c08cff',
  destroyed: '#ff4d5e',
  fled: '#ff4d5e',
  illegal: '#ff4d5e',
  reachable: '#3ddc84',
  unreachable: '#6c7a96',
  active: '#ffd60a',
};

/** How the legend names each outcome. */
export const OUTCOME_NAMES: Readonly<Record<SceneOutcome, string>> = {
  clean: 'clean',
  overlap: 'overlaps a ship',
  obstacle: 'on an obstacle',
  destroyed: 'destroyed (off the table)',
  fled: 'fled (off the table)',
  illegal: 'illegal',
  reachable: 'reachable',
  unreachable: 'unreachable',
  active: 'active system',
};

/** Owners in order of first appearance take these, unless their name is a colour or a well-known side. */
const OWNER_PALETTE = ['#5fa8ff', '#ff7a7a', '#ffd166', '#06d6a0', '#c77dff', '#ff9f43', '#48dbfb', '#f368e0'];

const NAMED_OWNERS: Readonly<Record<string, string>> = {
  rebels: '#ff8c42', rebel: '#ff8c42', rebelalliance: '#ff8c42', resistance: '#ff8c42',
  empire: '#5fa8ff', imperial: '#5fa8ff', galacticempire: '#5fa8ff', firstorder: '#9bb4d6',
  scum: '#ffd166', scumandvillainy: '#ffd166', republic: '#ff7a7a', galacticrepublic: '#ff7a7a',
  separatists: '#7bd389', separatistalliance: '#7bd389',
  red: '#ff5c5c', blue: '#4f8dff', green: '#3ccf6e', yellow: '#ffd23f', purple: '#b06cff', black: '#a0a7b8',
  orange: '#ff9a3c', pink: '#ff7ac8', white: '#f2f4f8', brown: '#b08050',
};

/** Colour of each owner named in the items: deterministic (named first, then palette order by first appearance). */
export function ownerColours(items: readonly SceneItem[]): Map<string, string> {
  const colours = new Map<string, string>();
  const used = new Set<string>();
  const owners: string[] = [];
  for (const item of items) if (item.owner !== undefined && !owners.includes(item.owner)) owners.push(item.owner);
  for (const owner of owners) {
    const named = NAMED_OWNERS[owner.toLowerCase().replace(/[^a-z]/g, '')];
    if (named !== undefined && !used.has(named)) {
      colours.set(owner, named);
      used.add(named);
    }
  }
  let next = 0;
  for (const owner of owners) {
    if (colours.has(owner)) continue;
    const free = OWNER_PALETTE.find((c) => !used.has(c));
    const colour = free ?? OWNER_PALETTE[next % OWNER_PALETTE.length] ?? INK;
    next += 1;
    colours.set(owner, colour);
    used.add(colour);
  }
  return colours;
}

/** What each role means, for the legend and default hover texts. */
export const ROLE_NAMES: Readonly<Record<SceneRole, string>> = {
  'play-area': 'play area',
  ship: 'ship',
  'ship-start': 'start position',
  'ship-final': 'final position',
  'ship-front': 'front',
  'shield-frame': 'shield zones',
  squadron: 'squadron',
  displaced: 'displaced squadron',
  obstacle: 'obstacle',
  tool: 'maneuver tool',
  template: 'template',
  path: 'path',
  ghost: 'option',
  witness: 'distance',
  hex: 'system',
  hyperlane: 'hyperlane',
  wormhole: 'wormhole',
  anomaly: 'anomaly',
  planet: 'planet',
  unit: 'unit',
  label: 'label',
};
