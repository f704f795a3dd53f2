// `node --import tsx scripts/xwing-action-bars.ts <xwing-data2 checkout>`: writes
// src/xwing/catalog/action-bars.ts (each ship type's boost, barrel roll, cloak and SLAM actions with
// their difficulty) from xwing-data2's data/pilots/**.json ship-level `actions`. xwing-data2 is MIT,
// (c) 2018 Guido Kessels (github.com/xwingtmg/xwing-data2).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface ShipFile { xws: string; actions?: { type: string; difficulty: string }[] }
const MOVES: Readonly<Record<string, string>> = { Boost: 'boost', 'Barrel Roll': 'barrel-roll', Cloak: 'cloak', SLAM: 'slam' };

const data = process.argv[2];
if (data === undefined) {
  process.stderr.write('usage: node --import tsx scripts/xwing-action-bars.ts <path to an xwing-data2 checkout>\n');
  process.exit(2);
}
const bars = new Map<string, string>();
const pilots = join(data, 'data', 'pilots');
for (const faction of readdirSync(pilots).sort()) {
  for (const file of readdirSync(join(pilots, faction)).sort()) {
    const ship = JSON.parse(readFileSync(join(pilots, faction, file), 'utf8')) as ShipFile;
    const moves = (ship.actions ?? []).filter((a) => MOVES[a.type] !== undefined).map((a) => `${MOVES[a.type]}:${a.difficulty.toLowerCase()}`);
    bars.set(ship.xws, moves.join(' '));
  }
}
const lines = [...bars.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([xws, moves]) => `  ${xws}: '${moves}',`);
const out = `/**
 * The moving actions on each ship type's action bar (boost, barrel roll, cloak, SLAM) with their
 * difficulty, by ship xws id: what the Perform Action step offers after a maneuver
 * (xwing.move.follow-up.bar). Actions that do not move the ship (focus, lock, ...) are left out.
 *
 * Source: xwingtmg/xwing-data2 data/pilots/<faction>/<ship>.json, the ship-level \`actions\`; MIT
 * licence, copyright (c) 2018 Guido Kessels. Star Wars names belong to their owners. Facts only.
 * A few pilots print another bar (the Battle over Endor and SSL loadouts); their cards say so.
 * Regenerate with scripts/xwing-action-bars.ts rather than by hand.
 */

export const ACTION_BARS: Readonly<Record<string, string>> = {
${lines.join('\n')}
};
`;
writeFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'xwing', 'catalog', 'action-bars.ts'), out);
process.stdout.write(`wrote ${bars.size} action bars\n`);
