/** TI4's part of the page, loaded with its engine when TI4 is first shown (game-parts.ts). */
export { Ti4Controls } from './controls-ti4.tsx';
export { ti4Marks } from './ti4-marks.ts';
export const measuring = undefined;
