import type { SceneItem, SceneOutcome, SceneRole } from './scene.ts';

/**
 * The renderer's one palette (a dark table, bright pieces). Outcomes take the Okabe-Ito
 * colour-blind-safe colours (Okabe and Ito, "Color Universal Design", 2008) and never rest on
 * colour alone: each outcome also has its own dash pattern and a small icon. Owners take other
 * hues, drawn as fills, so a player's colour is never read as an outcome.
 */

export const BACKGROUND = '#0e1320';
export const TABLE = '#18213a';
export const TABLE_EDGE = '#5b6b8c';
export const INK = '#e8eefc';
export const MUTED_INK = '#9aa8c7';
/** Overlapped or touched pieces: a thick yellow outline (Okabe-Ito yellow) with a glow. */
export const HIGHLIGHT = '#f0e442';

/** The Okabe-Ito colours, by their published names. */
export const OKABE_ITO = {
  orange: '#e69f00',
  skyBlue: '#56b4e9',
  bluishGreen: '#009e73',
  yellow: '#f0e442',
  blue: '#0072b2',
  vermillion: '#d55e00',
  reddishPurple: '#cc79a7',
} as const;

export const OUTCOME_COLOURS: Readonly<Record<SceneOutcome, string>> = {
  clean: OKABE_ITO.bluishGreen,
  overlap: OKABE_ITO.orange,
  obstacle: OKABE_ITO.reddishPurple,
  destroyed: OKABE_ITO.vermillion,
  fled: OKABE_ITO.vermillion,
  illegal: OKABE_ITO.vermillion,
  reachable: OKABE_ITO.skyBlue,
  unreachable: '#8a94a8',
  active: OKABE_ITO.yellow,
};

/** Each outcome's stroke pattern (SVG stroke-dasharray, in px), so outcomes differ without colour. */
export const OUTCOME_DASHES: Readonly<Record<SceneOutcome, string | undefined>> = {
  clean: undefined,
  overlap: '7 3',
  obstacle: '2 3',
  destroyed: '9 3 2 3',
  fled: '9 3 2 3',
  illegal: '9 3 2 3',
  reachable: '5 4',
  unreachable: '1 4',
  active: undefined,
};

/** Each outcome's icon, drawn beside the piece that has it (and in the legend). */
export const OUTCOME_ICONS: Readonly<Record<SceneOutcome, string>> = {
  clean: '✓',
  overlap: '!',
  obstacle: '▲',
  destroyed: '✕',
  fled: '✕',
  illegal: '✕',
  reachable: '→',
  unreachable: '⊘',
  active: '★',
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
const OWNER_PALETTE = ['#4f8fe0', '#e8627c', '#d9c36a', '#5fc7a8', '#a883e6', '#c98a5a', '#8fd0f0', '#e58ad0'];

const NAMED_OWNERS: Readonly<Record<string, string>> = {
  rebels: '#e8627c', rebel: '#e8627c', rebelalliance: '#e8627c', resistance: '#e8627c',
  empire: '#4f8fe0', imperial: '#4f8fe0', galacticempire: '#4f8fe0', firstorder: '#9bb4d6',
  scum: '#d9c36a', scumandvillainy: '#d9c36a', republic: '#f0a0a8', galacticrepublic: '#f0a0a8',
  separatists: '#7bd389', separatistalliance: '#7bd389',
  // TI4 plastic colours, shifted off the outcome colours (a red player is crimson, not the vermillion of "illegal").
  red: '#e0445a', blue: '#3f7ee8', green: '#4cbb5e', yellow: '#e3cc3c', purple: '#9a5fe0', black: '#7d8699',
  orange: '#f08a4b', pink: '#ee7fc4', white: '#e9edf5', brown: '#a8784c',
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
  violation: 'rule broken here',
  'hull-zone': 'hull zones',
  threat: 'enemy ships can reach it next round',
};
