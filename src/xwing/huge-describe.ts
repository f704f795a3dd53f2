/** Plain text for a huge ship's maneuver (xwing.huge.*): the lines describe.ts adds for the `huge` field. */
import { poseText } from './format.ts';
import type { HugeReport } from './huge-outcome.ts';

export function hugeLines(huge: HugeReport): string[] {
  const lines: string[] = [];
  const abandoned = huge.attempts.filter((a) => a.overlappedHuge.length > 0);
  for (const a of abandoned) lines.push(`  ${a.code} would overlap ${a.overlappedHuge.join(', ')}: one speed lower`);
  for (const d of huge.damage) lines.push(`  ${d.ship} suffers ${d.critical} critical damage`);
  for (const d of huge.displaced) {
    lines.push(`  ${d.ship} set aside, ${d.pose === null ? 'no legal place: destroyed' : `placed at ${poseText(d.pose)}${d.rotated ? `, rotated ${d.rotated}` : ''} (${d.placedBy})`}`);
  }
  if (huge.dice > 0) lines.push(`  rolls ${huge.dice} attack ${huge.dice === 1 ? 'die' : 'dice'}: hit = 1 stress, critical = 1 critical damage`);
  if (huge.obstaclesRemoved.length > 0) lines.push(`  obstacles removed: ${huge.obstaclesRemoved.join(', ')}`);
  lines.push(`  energy ${huge.energyBefore} -> ${huge.energy}${huge.energyAfterObstacles !== huge.energy ? ` (${huge.energyAfterObstacles} after the obstacles' stress)` : ''}`);
  return lines;
}
