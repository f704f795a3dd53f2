/** X-Wing's part of the page, loaded with its engine when X-Wing is first shown (game-parts.ts). */
export { XwingControls } from './controls-xwing.tsx';
export { xwingMeasuring as measuring } from './measuring-xwing.ts';
