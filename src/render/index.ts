import type { Scene } from './scene.ts';

/** Draws a scene as SVG text. Pure: no DOM. The table frame is flipped here and nowhere else (y down in SVG). */
export function sceneToSvg(scene: Scene): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${scene.bounds.x} ${-scene.bounds.y - scene.bounds.height} ${scene.bounds.width} ${scene.bounds.height}"></svg>`;
}
