import type { ComponentType } from 'preact';
import { h } from 'preact';
import type { Game } from '../../src/index.ts';
import { loadEngine, loadedEngine } from '../../src/engines-lazy.ts';
import type { Scene } from '../../src/render/scene.ts';
import type { GameMeasuring } from './measuring.ts';
import { provideMeasuring } from './measuring.ts';
import type * as ArmadaPart from './part-armada.ts';
import type * as Ti4Part from './part-ti4.ts';
import type * as XwingPart from './part-xwing.ts';
import type { Ti4MarksOptions } from './ti4-marks.ts';

/**
 * The page loads one game at a time: the first board waits for the game it shows, and another
 * game's code (its engine, controls, catalogs and measuring) is fetched when the player switches
 * to it. `loadGame` fetches both halves (the engine through the lazy registry, the page's part
 * here); `gameReady` says whether a game can be drawn now. Each `import()` is one chunk of the
 * build, so a game's data never comes with another game's page.
 */
interface Parts {
  armada: typeof ArmadaPart;
  xwing: typeof XwingPart;
  ti4: typeof Ti4Part;
}

const PARTS: { readonly [G in Game]: () => Promise<Parts[G]> } = {
  armada: () => import('./part-armada.ts'),
  xwing: () => import('./part-xwing.ts'),
  ti4: () => import('./part-ti4.ts'),
};

const parts: { -readonly [G in Game]?: Parts[G] } = {};
const loading: { [G in Game]?: Promise<void> } = {};

/** The game's engine and page part, each loaded once; a failed load can be tried again. */
export function loadGame(game: Game): Promise<void> {
  if (gameReady(game)) return Promise.resolve();
  const waiting = loading[game];
  if (waiting !== undefined) return waiting;
  const load = <G extends Game>(g: G) => Promise.all([loadEngine(g), PARTS[g]()]).then(([, part]) => {
    parts[g] = part;
    const measuring: GameMeasuring | undefined = part.measuring;
    if (measuring !== undefined) provideMeasuring(g, measuring);
  });
  const started = load(game).catch((error: unknown) => {
    delete loading[game];
    throw error;
  });
  loading[game] = started;
  return started;
}

/** Every game loaded (the Node tests and the benchmark compute any game synchronously after this). */
export async function loadAllGames(): Promise<void> {
  await Promise.all((['armada', 'xwing', 'ti4'] as const).map((g) => loadGame(g)));
}

/** Whether the game's engine and page part are both loaded. */
export function gameReady(game: Game): boolean {
  return loadedEngine(game) !== undefined && parts[game] !== undefined;
}

/** A game's component from its part: the component once loaded, a line saying it is loading before. */
function partComponent<G extends Game, P>(game: G, pick: (part: Parts[G]) => ComponentType<P>): ComponentType<P> {
  return (props: P) => {
    const part = parts[game];
    if (part === undefined) return h('p', { class: 'loading', 'data-testid': 'controls-loading' }, 'Loading the controls…');
    return h(pick(part) as ComponentType<Record<string, unknown>>, props as Record<string, unknown>);
  };
}

export const ArmadaControls = partComponent('armada', (p) => p.ArmadaControls);
export const XwingControls = partComponent('xwing', (p) => p.XwingControls);
export const Ti4Controls = partComponent('ti4', (p) => p.Ti4Controls);

/** TI4's map marks (ti4-marks.ts) once TI4 is loaded; nothing before. */
export function ti4Marks(doc: Record<string, unknown>, scene: Scene, options: Ti4MarksOptions): string {
  return parts.ti4?.ti4Marks(doc, scene, options) ?? '';
}
