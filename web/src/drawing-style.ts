/**
 * The drawing's two looks. The renderer draws the dark table (its colours are presentation
 * attributes); the light look is these CSS rules over it, which the page applies to the board in
 * the light theme and an export writes into the SVG file (light is also the print look). The
 * ruler's own look is here too, so the board and its exports draw it alike.
 */
export type DrawingStyle = 'light' | 'dark';

const LIGHT_RULES: readonly (readonly [string, string])[] = [
  ['.background', 'fill: #e9eef7;'],
  ['[data-role="play-area"] > :not(title)', 'fill: #f8fafd; stroke: #7d8aa6;'],
  ['[data-role="hex"]:not([data-outcome]) > polygon', 'fill: #e3e9f4; stroke: #8e9bb8;'],
  ['text:not(.badge)', 'fill: #141a26; stroke: #ffffff;'],
  ['[data-role="hyperlane"] > :not(title)', 'stroke: #3a6fd1;'],
  ['[data-role="tool"] > :not(title)', 'fill: #7d8aa6; stroke: #3a4660;'],
  [':is([data-role="hull-zone"], [data-role="shield-frame"]) > :not(title)', 'stroke: #3a4660;'],
  ['[data-role="ship-front"] > :not(title)', 'stroke: #141a26; fill: #141a26;'],
  ['[data-role="template"] > :not(title)', 'fill: #d9b63c; fill-opacity: 0.45; stroke: #8a6d00;'],
  ['[data-role="witness"] > :not(title)', 'stroke: #a34f00;'],
  // The measured lines keep their meaning in the light look: a range line in an arc blue, a line of
  // sight dark gold (the targeting points' yellow, readable on white), anything obstructed red-orange.
  ['[data-id="ruler-arc"] > :not(title)', 'stroke: #1f6fb2;'],
  ['[data-id="ruler-sight"] > :not(title)', 'stroke: #8a6d00;'],
  [':is([data-id="ruler-arc-obstructed"], [data-id="ruler-sight-obstructed"]) > :not(title)', 'stroke: #c23b00;'],
  ['.scale rect:first-child', 'fill: #ffffff;'],
  ['.scale rect:nth-child(2)', 'fill: #141a26;'],
  ['.scale rect:nth-child(3)', 'stroke: #141a26;'],
];

/** The light look's rules, each selector under `scope` (the page: `[data-theme="light"] .board `; a file: none). */
export function lightCss(scope: string): string {
  return LIGHT_RULES.map(([selector, rule]) => `${scope}${selector} { ${rule} }`).join('\n');
}

/** The ruler and measured lines (ids from `ruler.ts`): a solid line with ticks, fainter far bands, arcs' range lines. */
export const RULER_CSS = [
  '[data-id="ruler-line"] > :not(title) { stroke-dasharray: none; stroke-width: 2.5px; }',
  '[data-id="ruler-tick"] > :not(title) { stroke-dasharray: none; stroke-width: 2px; }',
  '[data-id="ruler-ring"] > :not(title) { stroke-opacity: 0.8; }',
  '[data-id="ruler-ring-far"] > :not(title) { stroke-opacity: 0.4; stroke-dasharray: 2 5; }',
  '[data-id="ruler-arc"] > :not(title) { stroke: #56b4e9; stroke-dasharray: none; stroke-width: 2px; }',
  '[data-id="ruler-arc-obstructed"] > :not(title) { stroke: #d55e00; stroke-dasharray: 9 3 2 3; stroke-width: 2px; }',
  // Armada's line of sight between the targeting points (printed yellow on the tokens): dotted.
  '[data-id="ruler-sight"] > :not(title) { stroke: #f0e442; stroke-dasharray: 2 4; stroke-width: 2.5px; }',
  '[data-id="ruler-sight-obstructed"] > :not(title) { stroke: #d55e00; stroke-dasharray: 2 4; stroke-width: 2.5px; }',
  '[data-id^="ruler"] { pointer-events: none; }',
].join(' ');

/** The drawing as a file in the chosen look (the board's SVG is the dark one). */
export function styledSvg(svg: string, style: DrawingStyle): string {
  return style === 'light' ? withCss(svg, lightCss('')) : svg;
}

/** Adds a style element to the drawing, after its own (so its rules win over the renderer's). */
export function withCss(svg: string, css: string): string {
  if (css === '') return svg;
  const at = svg.indexOf('</style>');
  const style = `<style>${css}</style>`;
  if (at >= 0) return `${svg.slice(0, at + 8)}${style}${svg.slice(at + 8)}`;
  const open = svg.indexOf('>');
  return open < 0 ? svg : `${svg.slice(0, open + 1)}${style}${svg.slice(open + 1)}`;
}
