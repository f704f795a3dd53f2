/** Armada's part of the page, loaded with its engine when Armada is first shown (game-parts.ts). */
export { ArmadaControls } from './controls-armada.tsx';
export { armadaMeasuring as measuring } from './measuring-armada.ts';
