import type { Game } from '../../src/index.ts';

/**
 * Built-in demo scenarios per game. The engines' worked examples in `examples/<game>/*.json`
 * come first when present (picked up at build time); these hand-written ones follow.
 */
export interface Demo {
  readonly name: string;
  readonly scenario: unknown;
  /** The game opens on this demo: a plain move on a small table a new player reads at a glance. */
  readonly opening?: boolean;
}

const ARMADA: Demo[] = [
  {
    name: 'Victory II at speed 2 past an asteroid field',
    scenario: {
      game: 'armada',
      ships: [
        { id: 'victory', type: 'Victory II-class Star Destroyer', owner: 'empire', pose: { x: 600, y: 250, heading: 0 }, speed: 2 },
        { id: 'cr90', type: 'CR90 Corvette A', owner: 'rebels', pose: { x: 760, y: 560, heading: 200 }, speed: 3 },
      ],
      squadrons: [
        { id: 'tie1', type: 'TIE Fighter Squadron', owner: 'empire', position: { x: 520, y: 420 } },
        { id: 'xwing1', type: 'X-wing Squadron', owner: 'rebels', position: { x: 900, y: 480 } },
      ],
      obstacles: [{ id: 'rocks', type: 'asteroid-field', pose: { x: 820, y: 380, heading: 30 } }],
      maneuver: { ship: 'victory', speed: 2, yaw: [0, 1], side: 'auto' },
    },
  },
];

const XWING: Demo[] = [
  {
    name: 'X-wing banks toward a TIE and an asteroid',
    opening: true,
    scenario: {
      game: 'xwing',
      rules: '2.5',
      ships: [
        { id: 'luke', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 300, y: 200, heading: 0 }, stress: 0 },
        { id: 'vader', type: 'TIE Advanced x1', owner: 'empire', pose: { x: 420, y: 420, heading: 180 }, stress: 0 },
        { id: 'howl', type: 'TIE/ln Fighter', owner: 'empire', pose: { x: 620, y: 620, heading: 225 }, stress: 0 },
      ],
      obstacles: [{ id: 'rock', type: 'asteroid', polygon: [[230, 330], [275, 318], [290, 355], [250, 380], [222, 360]] }],
      maneuver: { ship: 'luke', dial: '3NW' },
    },
  },
];

const TI4: Demo[] = [
  {
    name: 'Carrier with fighters toward a wormhole',
    opening: true,
    scenario: {
      game: 'ti4',
      map: '26 39 40 19 20 21 41 42 43 44 45 46 47 48 25 59 60 61',
      players: [
        { id: 'red', faction: 'hacan', technologies: ['gravity-drive'], commandTokens: [] },
        { id: 'blue', faction: 'sol', technologies: [], commandTokens: [] },
      ],
      units: [
        { id: 'c1', player: 'red', type: 'carrier', system: '26' },
        { id: 'f1', player: 'red', type: 'fighter', system: '26' },
        { id: 'f2', player: 'red', type: 'fighter', system: '26' },
        { id: 'd1', player: 'red', type: 'destroyer', system: '41' },
        { id: 'b1', player: 'blue', type: 'dreadnought', system: '20' },
      ],
      laws: [],
      activeSystem: '39',
      moves: [{ unit: 'c1', path: ['26', '39'], transport: ['f1', 'f2'] }],
    },
  },
];

const OWN: Readonly<Record<Game, Demo[]>> = { armada: ARMADA, xwing: XWING, ti4: TI4 };

/**
 * The demos among example files: `examples` maps a path ending in `examples/<game>/<name>.json`
 * to its parsed JSON (the page bundles them with Vite; the benchmark reads them from disk).
 */
export function exampleDemos(examples: Readonly<Record<string, unknown>>, game: Game): Demo[] {
  const out: Demo[] = [];
  for (const [path, scenario] of Object.entries(examples).sort(([a], [b]) => a.localeCompare(b))) {
    const match = /examples\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match === null || match[1] !== game) continue;
    if (typeof scenario !== 'object' || scenario === null || (scenario as { game?: unknown }).game !== game) continue;
    out.push({ name: (match[2] ?? '').replace(/[-_]+/g, ' '), scenario });
  }
  return out;
}

/** Every demo of a game: the engines' examples first, then the page's own. */
export function demosOf(game: Game, examples: Readonly<Record<string, unknown>> = {}): readonly Demo[] {
  return [...exampleDemos(examples, game), ...OWN[game]];
}

/**
 * The demo a game opens on: the one marked as the opening (a small table, an unstressed ship),
 * else the engines' "clean" example (a plain move), else the first demo. Chosen without resolving
 * each one, so opening the page costs one resolve.
 */
export function openingDemo(game: Game, examples: Readonly<Record<string, unknown>> = {}): unknown {
  const all = demosOf(game, examples);
  const chosen = all.find((demo) => demo.opening === true) ?? all.find((demo) => demo.name.startsWith('clean'));
  return (chosen ?? all[0])?.scenario ?? { game };
}
