import type { Scene, SceneItem } from '../../src/render/scene.ts';
import { sceneToSvg } from '../../src/render/index.ts';
import { RULER_CSS, withCss } from './drawing-style.ts';
import type { OptionThreat, Shading } from './threats.ts';
import { shadeSvg } from './threats.ts';

/**
 * What the page draws over the engine's scene: firing arcs of the selected ship, the range ruler,
 * and "show all options" shaded by threat. The engine's scene is kept as it is; these are added
 * items (drawn by the same renderer) and marks on the ghosts. Pure: scene in, scene and SVG out.
 */
export interface Decorations {
  /** Items to draw over the scene (arcs, ruler). */
  readonly items: readonly SceneItem[];
  /** Draw firing-arc lines at all (off: the plan's arc lines are left out too). */
  readonly arcs: boolean;
  readonly shading: Shading;
  readonly threats: ReadonlyMap<string, OptionThreat>;
}

/** A firing-arc line as the engines draw it: a two-point line marking a ship's front (front markers have three points). */
export function isArcLine(item: SceneItem): boolean {
  return item.role === 'ship-front' && item.shape.kind === 'polyline' && item.shape.points.length === 2;
}

/**
 * The board's two layers: the base drawing (the engine's, arc lines left out when arcs are off,
 * ghosts shaded) which changes only with the scene and the toggles, and the overlay (arcs, ruler)
 * as markup for a group laid over it. While a finger or the mouse is down on a piece, only the
 * overlay changes, so the piece under the pointer stays in the page (a removed element would lose
 * the touch, and the browser would scroll instead).
 */
export interface Layers {
  readonly base: string;
  readonly overlay: string;
  /** The whole scene (base and overlay items), for the legend. */
  readonly scene: Scene;
}

export function layers(scene: Scene, svg: string, decorations: Decorations): Layers {
  const kept = decorations.arcs ? scene.items : scene.items.filter((item) => !isArcLine(item));
  const drawnArcs = new Set(kept.filter(isArcLine).map((item) => item.id));
  const added = decorations.items.filter((item) => !(isArcLine(item) && drawnArcs.has(item.id)));
  const base = shadeSvg(kept.length === scene.items.length ? svg : sceneToSvg({ ...scene, items: kept }), decorations.threats, decorations.shading);
  const whole: Scene = added.length === 0 && kept.length === scene.items.length ? scene : { ...scene, items: [...kept, ...added] };
  return { base, overlay: added.length === 0 ? '' : overlayMarkup(scene, added), scene: whole };
}

/** The added items as the renderer draws them (the same text size as the scene's), with the ruler's style. */
export function overlayMarkup(scene: Scene, items: readonly SceneItem[]): string {
  const svg = sceneToSvg({ ...scene, items }, { legend: false, scale: false });
  const open = '<g class="items">';
  const start = svg.indexOf(open);
  const marks = svg.indexOf('</g><g class="marks"');
  const end = marks >= 0 ? marks : svg.lastIndexOf('</g></svg>');
  if (start < 0 || end < start) return '';
  return `<style>${RULER_CSS}</style>${svg.slice(start + open.length, end)}`;
}

/** The whole drawing in one SVG (for exports). */
export function decorate(scene: Scene, svg: string, decorations: Decorations): { scene: Scene; svg: string } {
  const plain = decorations.items.length === 0 && decorations.arcs && (decorations.shading === 'outcome' || decorations.threats.size === 0);
  if (plain) return { scene, svg };
  const kept = decorations.arcs ? scene.items : scene.items.filter((item) => !isArcLine(item));
  // Arc lines of a ship the scene already draws (the plan's ship) are not drawn twice.
  const drawnArcs = new Set(kept.filter(isArcLine).map((item) => item.id));
  const added = decorations.items.filter((item) => !(isArcLine(item) && drawnArcs.has(item.id)));
  const next: Scene = { ...scene, items: [...kept, ...added] };
  let out = next === scene ? svg : sceneToSvg(next);
  if (added.some((item) => item.id?.startsWith('ruler') === true)) out = withCss(out, RULER_CSS);
  out = shadeSvg(out, decorations.threats, decorations.shading);
  return { scene: next, svg: out };
}
