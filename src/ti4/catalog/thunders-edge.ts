import type { SystemTile } from './system-tile.ts';

/**
 * Thunder's Edge system tiles 92-118: the facts that touch movement (wormholes, anomalies, home
 * systems, on or off the map). Resources and influence are not recorded (null).
 *
 * Source of the facts, row by row: data/ti4-thunders-edge.tsv (AsyncTI4 systems/<id>.json at the
 * commits named there; the rules notes where the stored AsyncTI4 file is an older tile of the same
 * number; the Crimson Rebellion's faction sheet for 94 and 118; tirules for entropic scars; 93 the
 * Ral Nel Consortium's home from miltydraft data/tiles.json, with resources and influence).
 * Tile 96 has two faces, 96a and 96b, each a home system; a map names the face (`96a`).
 * 117 The Watchtower: sources disagree on its anomalies; a scenario may choose
 * (`thundersEdge.watchtower`, ti4.tiles.anomalies); this catalog holds AsyncTI4's reading.
 */
export const THUNDERS_EDGE_TILES: readonly SystemTile[] = [
  { tile: 92, expansion: 'te', category: 'home', homeOf: 'Bastion', offMap: false, planets: [{ name: 'Ordinian', resources: null, influence: null }, { name: 'Revelation', resources: null, influence: null }], wormholes: [], anomalies: ['nebula'] },
  { tile: 93, expansion: 'te', category: 'home', homeOf: 'Ral Nel Consortium', offMap: false, planets: [{ name: 'Mez Lo Orz Fei Zsha', resources: 2, influence: 1 }, { name: 'Rep Lo Orz Qet', resources: 1, influence: 3 }], wormholes: [], anomalies: [] },
  { tile: 94, expansion: 'te', category: 'special', offMap: false, planets: [], wormholes: ['epsilon'], anomalies: [] },
  { tile: 95, expansion: 'te', category: 'home', homeOf: 'Deepwrought', offMap: false, planets: [{ name: 'Ikatena', resources: null, influence: null }], wormholes: [], anomalies: [] },
  { tile: 96, face: 'a', expansion: 'te', category: 'home', homeOf: 'Firmament', offMap: false, planets: [{ name: 'Cronos', resources: null, influence: null }, { name: 'Tallin', resources: null, influence: null }], wormholes: [], anomalies: [] },
  { tile: 96, face: 'b', expansion: 'te', category: 'home', homeOf: 'Obsidian', offMap: false, planets: [{ name: 'Cronos Hollow', resources: null, influence: null }, { name: 'Tallin Hollow', resources: null, influence: null }], wormholes: [], anomalies: [] },
  { tile: 97, expansion: 'te', category: 'blue', offMap: false, planets: [{ name: 'Faunus', resources: null, influence: null }], wormholes: [], anomalies: [] },
  { tile: 98, expansion: 'te', category: 'blue', offMap: false, planets: [{ name: 'Garbozia', resources: null, influence: null }], wormholes: [], anomalies: [] },
  { tile: 99, expansion: 'te', category: 'blue', offMap: false, planets: [{ name: 'Emelpar', resources: null, influence: null }], wormholes: [], anomalies: [] },
  { tile: 100, expansion: 'te', category: 'blue', offMap: false, planets: [{ name: 'Tempesta', resources: null, influence: null }], wormholes: [], anomalies: [] },
  { tile: 101, expansion: 'te', category: 'blue', offMap: false, planets: [{ name: 'Olergodt', resources: null, influence: null }], wormholes: [], anomalies: [] },
  { tile: 102, expansion: 'te', category: 'blue', offMap: false, planets: [{ name: 'Andeara', resources: null, influence: null }], wormholes: ['alpha'], anomalies: [] },
  { tile: 103, expansion: 'te', category: 'blue', offMap: false, planets: [{ name: 'Vira Pics III', resources: null, influence: null }], wormholes: [], anomalies: [] },
  { tile: 104, expansion: 'te', category: 'blue', offMap: false, planets: [{ name: 'Lesab', resources: null, influence: null }], wormholes: [], anomalies: [] },
  { tile: 105, expansion: 'te', category: 'blue', offMap: false, planets: [{ name: 'Neutera', resources: null, influence: null }, { name: 'Tinnes', resources: null, influence: null }], wormholes: [], anomalies: [] },
  { tile: 106, expansion: 'te', category: 'blue', offMap: false, planets: [{ name: 'Cresius', resources: null, influence: null }, { name: 'Lazul Rex', resources: null, influence: null }], wormholes: [], anomalies: [] },
  { tile: 107, expansion: 'te', category: 'blue', offMap: false, planets: [{ name: 'Tiamat', resources: null, influence: null }, { name: 'Hercalor', resources: null, influence: null }], wormholes: [], anomalies: [] },
  { tile: 108, expansion: 'te', category: 'blue', offMap: false, planets: [{ name: 'Kostboth', resources: null, influence: null }, { name: 'Capha', resources: null, influence: null }], wormholes: [], anomalies: [] },
  { tile: 109, expansion: 'te', category: 'blue', offMap: false, planets: [{ name: 'Bellatrix', resources: null, influence: null }, { name: 'Tsion Station', resources: null, influence: null }], wormholes: [], anomalies: [] },
  { tile: 110, expansion: 'te', category: 'blue', offMap: false, planets: [{ name: 'Horizon', resources: null, influence: null }, { name: "El'Nath", resources: null, influence: null }, { name: 'Luthien VI', resources: null, influence: null }], wormholes: [], anomalies: [] },
  { tile: 111, expansion: 'te', category: 'blue', offMap: false, planets: [{ name: 'Tarana', resources: null, influence: null }, { name: 'Oluz Station', resources: null, influence: null }], wormholes: [], anomalies: [] },
  { tile: 112, expansion: 'te', category: 'special-mecatol', offMap: false, planets: [{ name: 'Mecatol Rex', resources: null, influence: null }], wormholes: [], anomalies: [] },
  { tile: 113, expansion: 'te', category: 'red', offMap: false, planets: [], wormholes: ['beta'], anomalies: ['gravity-rift'] },
  { tile: 114, expansion: 'te', category: 'red', offMap: false, planets: [], wormholes: [], anomalies: ['entropic-scar'] },
  { tile: 115, expansion: 'te', category: 'red', offMap: false, planets: [{ name: 'Industrex', resources: null, influence: null }], wormholes: [], anomalies: ['asteroid-field'] },
  { tile: 116, expansion: 'te', category: 'red', offMap: false, planets: [{ name: 'Lemox', resources: null, influence: null }], wormholes: [], anomalies: ['entropic-scar'] },
  { tile: 117, expansion: 'te', category: 'red', offMap: false, planets: [{ name: 'The Watchtower', resources: null, influence: null }], wormholes: [], anomalies: ['asteroid-field', 'gravity-rift'] },
  { tile: 118, expansion: 'te', category: 'home', homeOf: 'Crimson Rebellion', offMap: true, planets: [{ name: 'Ahk Creuxx', resources: null, influence: null }], wormholes: ['epsilon'], anomalies: [] },
];

/** The Thunder's Edge Mecatol Rex, The Sorrow, the Crimson Rebellion's home, The Watchtower. */
export const TE_MECATOL_REX = 112;
export const THE_SORROW = 94;
export const CRIMSON_HOME = 118;
export const THE_WATCHTOWER = 117;
/** Tiles printed with two faces: the map string names the face (`96a`, `96b`). */
export const TWO_FACED_TILES: readonly number[] = [96];
