/**
 * The engine registry that loads each game's engine when it is first wanted: `loadEngine(game)`
 * fetches it (a dynamic `import()` per game, so a bundler gives each game its own chunk), after
 * which `loadedEngine(game)` and the synchronous helpers below use it. The planner page opens on
 * one game and waits for that game's code only; `engines.ts` keeps the synchronous registry with
 * every engine for the library, the CLI and the server.
 */
import type { Result } from './core/issue.ts';
import type { EngineFor, Game, Plan, Prepared } from './registry.ts';
import { compactOn, gameOf, prepareOn } from './registry.ts';

type Loaded = { -readonly [G in Game]?: EngineFor<G> };

const loaded: Loaded = {};
const pending: { [G in Game]?: Promise<EngineFor<G>> } = {};

/** Each game's engine module, imported on demand. */
const LOADERS: { readonly [G in Game]: () => Promise<EngineFor<G>> } = {
  armada: async () => (await import('./armada/engine.ts')).armadaEngine,
  xwing: async () => (await import('./xwing/engine.ts')).xwingEngine,
  ti4: async () => (await import('./ti4/engine.ts')).ti4Engine,
};

/** The game's engine, loaded once (later calls share the first load). A failed load can be tried again. */
export function loadEngine<G extends Game>(game: G): Promise<EngineFor<G>> {
  const ready = loaded[game];
  if (ready !== undefined) return Promise.resolve(ready);
  const waiting = pending[game];
  if (waiting !== undefined) return waiting;
  const load = LOADERS[game]().then((engine) => {
    (loaded as { [K in G]?: EngineFor<K> })[game] = engine;
    return engine;
  }, (error: unknown) => {
    delete pending[game];
    throw error;
  });
  (pending as { [K in G]?: Promise<EngineFor<K>> })[game] = load;
  return load;
}

/** The game's engine when it has been loaded, else undefined. */
export function loadedEngine<G extends Game>(game: G): EngineFor<G> | undefined {
  return loaded[game];
}

/**
 * `prepare` (engines.ts) with the loaded engines, or null while the document's game is not loaded
 * yet (`loadEngine` it, then ask again). A document without a known game gets the issue at `game`.
 */
export function prepareLoaded(document: unknown): Result<Prepared> | null {
  const game = gameOf(document);
  if (!game.ok) return game;
  const run = <G extends Game>(g: G): Result<Prepared> | null => {
    const engine = loadedEngine(g);
    return engine === undefined ? null : prepareOn(engine, document);
  };
  return run(game.value);
}

/** `compactPlan` (engines.ts) with the loaded engines (a plan is only ever made by a loaded engine). */
export function compactPlanLoaded(planned: Plan): unknown {
  const run = <G extends Game>(g: G): unknown => {
    const engine = loadedEngine(g);
    return engine === undefined ? planned : compactOn(engine, planned);
  };
  return run(planned.game);
}
