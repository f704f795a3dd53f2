/**
 * Real obstacle outlines against the placeholder shapes they replace (xwing.obstacle.catalog,
 * armada.obstacle.sizes): the same tables with each catalog obstacle named by a real piece at the
 * same pose. Measures `plan` (the public operation, validation included) on both in one run; the
 * ratio is the cost of the non-convex outlines (more convex pieces per overlap test).
 */
import { readFileSync } from 'node:fs';
import { plan } from '../src/engines.ts';
import type { BenchSuite } from './harness.ts';
import { medians, row } from './harness.ts';
import { benchScenario } from './xwing.ts';

const XWING_PIECES: Record<string, string> = { asteroid: 'core2asteroid4', 'debris-cloud': 'yt2400debris0', 'gas-cloud': 'gascloud1' };
const ARMADA_TOKENS: Record<string, string> = { 'asteroid-field': 'asteroid-field-4', 'debris-field': 'debris-field-2', station: 'station-1' };

function withPieces<T extends { obstacles: readonly { type: string }[] }>(scenario: T, pieces: Record<string, string>): T {
  return { ...scenario, obstacles: scenario.obstacles.map((o) => ('pose' in o ? { ...o, type: pieces[o.type] ?? o.type } : o)) };
}

export const suite: BenchSuite = async () => {
  const xwing = JSON.parse(JSON.stringify(benchScenario)) as typeof benchScenario;
  const xwingReal = withPieces(xwing, XWING_PIECES);
  const armada = JSON.parse(readFileSync(new URL('../examples/armada/plan-crowded-table.json', import.meta.url), 'utf8')) as { obstacles: { type: string }[] };
  const armadaReal = withPieces(armada, ARMADA_TOKENS);
  for (const document of [xwing, xwingReal, armada, armadaReal]) if (!plan(document).ok) throw new Error('plan failed');
  const times = await medians({
    xwingReal: () => plan(xwingReal),
    xwingPlaceholder: () => plan(xwing),
    armadaReal: () => plan(armadaReal),
    armadaPlaceholder: () => plan(armada),
  });
  const realX = xwingReal.obstacles.filter((o) => Object.values(XWING_PIECES).includes(o.type)).length;
  const realA = armadaReal.obstacles.filter((o) => Object.values(ARMADA_TOKENS).includes(o.type)).length;
  return [
    row(`xwing plan, the bench table with ${realX} real obstacle outlines`, times.xwingReal!, 'placeholder octagons', times.xwingPlaceholder!, null),
    row(`armada plan, the crowded table with ${realA} real obstacle outlines`, times.armadaReal!, 'placeholder outlines', times.armadaPlaceholder!, null),
  ];
};
