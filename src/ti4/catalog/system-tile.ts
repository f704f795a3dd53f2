/** What the tile catalogs record for one system tile (ti4.tiles.columns): tiles.ts, thunders-edge.ts. */

/** Epsilon wormholes are Thunder's Edge's (The Sorrow 94, the Crimson Rebellion's home 118). */
export type Wormhole = 'alpha' | 'beta' | 'gamma' | 'delta' | 'epsilon';
export const WORMHOLES: readonly Wormhole[] = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];

/** Entropic scars (Thunder's Edge) are anomalies without a movement effect (ti4.move.scar). */
export type Anomaly = 'asteroid-field' | 'nebula' | 'supernova' | 'gravity-rift' | 'entropic-scar';
export const ANOMALIES: readonly Anomaly[] = ['asteroid-field', 'nebula', 'supernova', 'gravity-rift', 'entropic-scar'];

export interface Planet {
  readonly name: string;
  /** null where the catalog does not record it (Thunder's Edge tiles: movement facts only). */
  readonly resources: number | null;
  readonly influence: number | null;
  readonly legendary?: boolean;
}

export interface SystemTile {
  readonly tile: number;
  readonly expansion: 'base' | 'pok' | 'te';
  /** The printed face of a two-faced tile (Thunder's Edge 96a, 96b). */
  readonly face?: 'a' | 'b';
  /** home, blue, red, special-mecatol, special-creuss-gate, special-nexus, special-supernova; special (94), fracture (a Fracture system). */
  readonly category: string;
  /** The faction whose home system this is (full name). */
  readonly homeOf?: string;
  /** ti4.map.offmap: physically adjacent to nothing; reached only through wormholes. */
  readonly offMap: boolean;
  readonly planets: readonly Planet[];
  /** Printed wormholes (for 82: the inactive side, set up first). */
  readonly wormholes: readonly Wormhole[];
  /** 82 only: the wormholes of the active side (ti4.adj.nexus). */
  readonly activeWormholes?: readonly Wormhole[];
  readonly anomalies: readonly Anomaly[];
}
