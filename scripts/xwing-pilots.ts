// `node --import tsx scripts/xwing-pilots.ts <xwing-data2 checkout>`: writes
// src/import/catalog/xwing-pilots.ts (pilot xws id -> ship xws id and faction, one line per ship
// and faction) from xwing-data2's data/manifest.json and data/pilots/**.json. xwing-data2 is MIT,
// (c) 2018 Guido Kessels (github.com/xwingtmg/xwing-data2, formerly guidokessels/xwing-data2).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Manifest { version: string; pilots: { faction: string; ships: string[] }[] }
interface ShipFile { xws: string; pilots: { xws: string }[] }

const data = process.argv[2];
if (data === undefined) {
  process.stderr.write('usage: node --import tsx scripts/xwing-pilots.ts <path to an xwing-data2 checkout>\n');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(join(data, 'data', 'manifest.json'), 'utf8')) as Manifest;
const lines = new Map<string, string[]>();
for (const faction of manifest.pilots) {
  for (const file of faction.ships) {
    const ship = JSON.parse(readFileSync(join(data, file), 'utf8')) as ShipFile;
    const key = `${ship.xws}|${faction.faction}`;
    lines.set(key, [...(lines.get(key) ?? []), ...ship.pilots.map((p) => p.xws)]);
  }
}
const count = [...lines.values()].flat().length;
const out = `/**
 * X-Wing pilots: every pilot xws id with its ship (xws id) and faction (xws id), the facts an XWS
 * squad import needs (import.xws.pilot). One line per ship and faction: the pilots flying it.
 *
 * Source: xwingtmg/xwing-data2 (formerly guidokessels/xwing-data2) data/manifest.json (version
 * ${manifest.version}) and data/pilots/<faction>/<ship>.json, fields \`xws\` of the ship and of each pilot; MIT
 * licence, copyright (c) 2018 Guido Kessels. Star Wars names belong to their owners. Facts only:
 * ${count} pilots on ${lines.size} ship/faction lines, the same data release as src/xwing/catalog/ships.ts.
 * Regenerate with the script in docs/imports.md ("Updating the pilot table") rather than by hand.
 */

export interface PilotLine {
  /** The ship's xws id (src/xwing/catalog/ships.ts \`xws\`). */
  readonly ship: string;
  /** The faction's xws id. */
  readonly faction: string;
  /** Pilot xws ids, space-separated. */
  readonly pilots: string;
}

export const PILOT_LINES: readonly PilotLine[] = [
${[...lines].map(([key, pilots]) => {
  const [ship, faction] = key.split('|');
  return `  { ship: '${ship}', faction: '${faction}', pilots: '${pilots.join(' ')}' },\n`;
}).join('')}];
`;
const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'import', 'catalog', 'xwing-pilots.ts');
writeFileSync(target, out);
process.stdout.write(`wrote ${target}: ${count} pilots\n`);
