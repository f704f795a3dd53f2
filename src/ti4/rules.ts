import type { RuleEntry, RuleSections } from '../core/rules.ts';

/**
 * Twilight Imperium 4 (Prophecy of Kings and Codex) rule ids (`ti4.<area>.<name>`) that this
 * engine implements or cites, each with a short title and the section of the movement rules it
 * belongs to. See `src/core/rules.ts`.
 */
export const ti4Sections = {
  map: 'Map model',
  adjacency: 'Adjacency',
  move: 'Tactical movement (Move Ships step)',
  anomalies: 'Anomalies',
  transport: 'Transport, capacity, fleet pool',
  units: 'Units',
  tiles: 'Tiles',
  search: 'Reachability search',
  retreat: 'Retreat',
} as const satisfies RuleSections;

export const ti4Rules = {
  'ti4.map.positions': { title: 'Map positions: rings around Mecatol Rex, numbered as in map strings', section: 'map' },
  'ti4.map.hex': { title: 'Hex sides and coordinates', section: 'map' },
  'ti4.map.string': { title: 'Map strings: tile tokens, side letters, rotations', section: 'map' },
  'ti4.map.empty': { title: 'An empty slot holds no system and connects nothing', section: 'map' },
  'ti4.map.offmap': { title: 'Off-map systems (Creuss home, Wormhole Nexus) connect only through wormholes', section: 'map' },
  'ti4.adj.physical': { title: 'Systems whose tiles share a side are adjacent', section: 'adjacency' },
  'ti4.adj.wormhole': { title: 'Systems with wormholes of the same type are adjacent', section: 'adjacency' },
  'ti4.adj.wormhole-tokens': { title: 'Wormholes from tokens, units and abilities', section: 'adjacency' },
  'ti4.adj.nexus': { title: 'The Wormhole Nexus and its two sides', section: 'adjacency' },
  'ti4.adj.effects': { title: 'Cards and abilities that add adjacency', section: 'adjacency' },
  'ti4.adj.context': { title: 'Adjacency depends on who moves and what is in play', section: 'adjacency' },
  'ti4.adj.hyperlane': { title: 'Hyperlane tiles are not systems; the systems they join are adjacent', section: 'adjacency' },
  'ti4.adj.lanes': { title: 'Hyperlane adjacency is traced lane by lane', section: 'adjacency' },
  'ti4.adj.lane-data': { title: 'The lanes of each hyperlane tile', section: 'adjacency' },
  'ti4.adj.rotation': { title: 'Rotating a hyperlane tile', section: 'adjacency' },
  'ti4.adj.hyperlane-tile-sides': { title: 'Only one face of a hyperlane tile can be on the map', section: 'adjacency' },
  'ti4.move.step': { title: 'The Move Ships step: the active player moves ships into the active system', section: 'move' },
  'ti4.move.eligible': { title: 'Only ships with a move value move on their own', section: 'move' },
  'ti4.move.end-active': { title: 'Every moving ship ends in the active system', section: 'move' },
  'ti4.move.path': { title: 'A path of adjacent systems no longer than the move value', section: 'move' },
  'ti4.move.blocked': { title: 'A ship may not move through systems with another player\'s ships', section: 'move' },
  'ti4.move.token': { title: 'A ship may not leave a system holding its own command token', section: 'move' },
  'ti4.move.out-and-back': { title: 'A ship may leave the active system and come back', section: 'move' },
  'ti4.move.ability': { title: 'Movement by an ability follows only that ability', section: 'move' },
  'ti4.move.simultaneous': { title: 'All ships move at once: a unit that moves on its own cannot also ride', section: 'move' },
  'ti4.move.events': { title: 'Thunder\'s Edge galactic events that change movement (Call of the Void, Cosmic Phenomenae, Wild Wild Galaxy)', section: 'move' },
  'ti4.move.cost': { title: 'A path\'s cost is the number of systems entered', section: 'move' },
  'ti4.move.asteroid': { title: 'No ship moves into or through an asteroid field', section: 'anomalies' },
  'ti4.move.nebula': { title: 'Nebula: enter only as the active system, never pass through; a ship starting in one has move 1', section: 'anomalies' },
  'ti4.move.supernova': { title: 'No ship moves into or through a supernova', section: 'anomalies' },
  'ti4.move.rift': { title: 'Gravity rift: +1 move value for each departure from a rift', section: 'anomalies' },
  'ti4.move.rift-roll': { title: 'Gravity rift roll: 1-3 removes the ship', section: 'anomalies' },
  'ti4.move.scar': { title: 'Entropic scars: anomalies without a movement effect; wormhole tokens there are returned', section: 'anomalies' },
  'ti4.move.multi-anomaly': { title: 'A system made an anomaly, or two at once, by a token or ability has the properties of each', section: 'anomalies' },
  'ti4.transport.capacity': { title: 'A ship carries fighters and ground forces up to its capacity', section: 'transport' },
  'ti4.transport.pickup': { title: 'Units are picked up along the path from the start to the active system', section: 'transport' },
  'ti4.transport.token': { title: 'No pick-up from a system holding the player\'s own command token', section: 'transport' },
  'ti4.transport.fighter2': { title: 'Fighter II moves on its own', section: 'transport' },
  'ti4.fleet.pool': { title: 'Non-fighter ships in one system may not exceed the fleet pool', section: 'transport' },
  'ti4.transport.lost': { title: 'Units carried by a ship that is removed are removed with it', section: 'transport' },
  'ti4.transport.argent': { title: 'Argent mechs use no capacity', section: 'transport' },
  'ti4.units.values': { title: 'Move and capacity of each unit (and of its upgrade)', section: 'units' },
  'ti4.units.conflicts': { title: 'Where the unit data sources disagree', section: 'units' },
  'ti4.tiles.columns': { title: 'What the tile catalog records', section: 'tiles' },
  'ti4.tiles.anomalies': { title: 'Which tiles are anomalies', section: 'tiles' },
  'ti4.tiles.corrections': { title: 'Corrections to the tile data sources', section: 'tiles' },
  'ti4.search.weights': { title: 'Search weights: one per system entered, zero out of a rift', section: 'search' },
  'ti4.search.constraints': { title: 'What the search checks for every system moved through', section: 'search' },
  'ti4.search.order': { title: 'Plan reports the shortest legal path', section: 'search' },
  'ti4.search.per-ship': { title: 'Reach is searched per ship, not per tile', section: 'search' },
  'ti4.retreat': { title: 'Retreat to an adjacent system with own units or planets and no other player\'s ships', section: 'retreat' },
} as const satisfies Readonly<Record<`ti4.${string}`, RuleEntry<keyof typeof ti4Sections>>>;

export type Ti4RuleId = keyof typeof ti4Rules;
