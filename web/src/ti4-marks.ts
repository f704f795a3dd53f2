import type { Scene } from '../../src/render/scene.ts';
import { ownerColours } from '../../src/render/palette.ts';
import { escapeXml } from '../../src/render/xml.ts';
import { FACTIONS } from '../../src/ti4/catalog/factions.ts';

/**
 * What a TI4 player reads on a map image besides the units: each player's command tokens in the
 * systems that hold them (ti4.move.command-token: a unit cannot move out of such a system), the
 * planets each player controls, whose home system a tile is, and (on demand) each planet's
 * resources and influence. Drawn over the engine's map as SVG markup in the board's overlay, with
 * words at a fixed screen size (`px`: table units per screen pixel). Pure: scenario and scene in,
 * markup out.
 */
type Loose = Record<string, unknown>;

export interface Ti4MarksOptions {
  /** Write resources / influence beside each planet. */
  readonly values: boolean;
  /** Table units per screen pixel (words stay 11 px tall at any zoom). */
  readonly unitsPerPixel: number;
}

const list = (value: unknown): Loose[] => (Array.isArray(value) ? value.filter((v): v is Loose => typeof v === 'object' && v !== null) : []);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const fmt = (n: number): string => String(Math.round(n * 100) / 100);

/** The planet's resources and influence from its drawn title ("Mecatol Rex (1 resources, 6 influence)"). */
export function planetValues(title: string | undefined): { resources: number; influence: number } | null {
  const match = /\((\d+) resources?, (\d+) influence\)/.exec(title ?? '');
  return match === null ? null : { resources: Number(match[1]), influence: Number(match[2]) };
}

export function ti4Marks(doc: Loose, scene: Scene, options: Ti4MarksOptions): string {
  const hexes = new Map<string, { x: number; y: number; radius: number }>();
  const planets = new Map<string, { x: number; y: number; radius: number; title: string | undefined }>();
  for (const item of scene.items) {
    if (item.role === 'hex' && item.id !== undefined && item.shape.kind === 'hex') hexes.set(item.id, { x: item.shape.x, y: -item.shape.y, radius: item.shape.radius });
    if (item.role === 'planet' && item.id !== undefined && item.shape.kind === 'circle') planets.set(item.id, { x: item.shape.x, y: -item.shape.y, radius: item.shape.radius, title: item.title });
  }
  const colours = ownerColours(scene.items);
  const players = list(doc.players);
  const size = Math.max(4, 11 * options.unitsPerPixel);
  const out: string[] = [];
  const text = (x: number, y: number, words: string, extra = '') => `<text x="${fmt(x)}" y="${fmt(y)}" font-size="${fmt(size)}" stroke-width="${fmt(size * 0.25)}"${extra}>${escapeXml(words)}</text>`;
  // Home systems by faction: the faction's name under the tile number (the seated player's id when one plays it).
  for (const f of FACTIONS) {
    const tile = f.homeSystem ?? (f.homeTile === null ? null : String(f.homeTile));
    if (tile === null) continue;
    const hex = hexes.get(tile);
    if (hex === undefined) continue;
    const seated = players.find((p) => p.faction === f.id);
    const who = seated === undefined ? f.name : `${f.name} (${String(seated.id)})`;
    out.push(`<g data-mark="home" data-system="${escapeXml(tile)}"><title>${escapeXml(`home system of ${who}`)}</title>${text(hex.x, hex.y - hex.radius * 0.62, `⌂ ${f.name.split(' ').slice(-1)[0]}`, ' class="ti4-home"')}</g>`);
  }
  players.forEach((player) => {
    const id = String(player.id);
    const colour = colours.get(id) ?? '#888888';
    // Command tokens: a token with the player's colour at the top of each system that holds one.
    const tokens = strings(player.commandTokens);
    tokens.forEach((system) => {
      const hex = hexes.get(system);
      if (hex === undefined) return;
      const already = out.filter((m) => m.includes(`data-mark="token" data-system="${system}"`)).length;
      const w = Math.max(size * 2.2, hex.radius * 0.34);
      const h = size * 1.35;
      const x = hex.x + hex.radius * 0.2 - w / 2 + already * (w + 2);
      const y = hex.y - hex.radius * 0.9 + 2;
      out.push(`<g data-mark="token" data-system="${escapeXml(system)}" data-player="${escapeXml(id)}"><title>${escapeXml(`${id}'s command token in ${system}`)}</title>`
        + `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(h / 3)}" fill="${colour}" class="ti4-token"/>`
        + `${text(x + w / 2, y + h / 2, 'CT', ' class="ti4-token-text"')}</g>`);
    });
    // Planet control: a ring in the player's colour around each planet it controls.
    for (const name of strings(player.planets)) {
      for (const [key, planet] of planets) {
        if (!key.endsWith(`-${name}`)) continue;
        out.push(`<g data-mark="control" data-planet="${escapeXml(name)}" data-player="${escapeXml(id)}"><title>${escapeXml(`${name}: controlled by ${id}`)}</title>`
          + `<circle cx="${fmt(planet.x)}" cy="${fmt(planet.y)}" r="${fmt(planet.radius + size * 0.35)}" fill="none" stroke="${colour}" stroke-width="${fmt(size * 0.3)}" class="ti4-control"/></g>`);
      }
    }
  });
  if (options.values) {
    for (const [key, planet] of planets) {
      const values = planetValues(planet.title);
      if (values === null) continue;
      out.push(`<g data-mark="values" data-planet="${escapeXml(key)}"><title>${escapeXml(`${planet.title ?? key}`)}</title>${text(planet.x - planet.radius - size * 0.3, planet.y, `${values.resources}R ${values.influence}I`, ' class="ti4-values" text-anchor="end" style="text-anchor: end"')}</g>`);
    }
  }
  return out.length === 0 ? '' : `<g class="ti4-marks">${out.join('')}</g>`;
}
