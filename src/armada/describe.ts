/** Plain text for people (the CLI without `--json`): an outcome, or a plan as a table of courses. */
import type { ArmadaAgainstSummary } from './against.ts';
import type { ArmadaOutcome } from './outcome.ts';
import type { ArmadaPlan, PlannedCourse, SquadronMoveOutcome, SquadronReach } from './outcome.ts';
import { mm, poseText } from './text.ts';

function yawText(yaw: readonly number[]): string {
  return yaw.length === 0 ? '-' : yaw.map((c) => (c > 0 ? `+${c}` : String(c))).join(' ');
}

export function describeOutcome(outcome: ArmadaOutcome): string {
  const lines: string[] = [];
  const reduced = outcome.executedSpeed < outcome.requestedSpeed ? ` (reduced from ${outcome.requestedSpeed})` : '';
  const yaw = outcome.speedZeroYaw !== 0 ? `speed-0 yaw ${yawText([outcome.speedZeroYaw])}` : `yaw [${yawText(outcome.yaw)}]`;
  const tool = outcome.tool.length > 0 ? `, tool on the ${outcome.side} side` : '';
  lines.push(`${outcome.ship}: speed ${outcome.executedSpeed}${reduced}, ${yaw}${tool}`);
  lines.push(`  from ${poseText(outcome.start)}`);
  lines.push(`  to   ${poseText(outcome.pose)}`);
  if (outcome.overlappedShips.length > 0) lines.push(`  overlapped ships: ${outcome.overlappedShips.join(', ')}`);
  if (outcome.closestShip !== null) {
    const [a, b] = outcome.closestShip.witness;
    lines.push(`  closest overlapped: ${outcome.closestShip.ship} at ${mm(outcome.closestShip.distance)} mm, measured (${mm(a.x)}, ${mm(a.y)}) -> (${mm(b.x)}, ${mm(b.y)})`);
  }
  for (const d of outcome.damage) lines.push(`  damage: ${d.cards} ${d.faceup ? 'faceup' : 'facedown'} card to ${d.ship}`);
  for (const s of outcome.displacedSquadrons) lines.push(`  squadron ${s.id} placed at (${mm(s.position.x)}, ${mm(s.position.y)}) touching the ${s.touching}`);
  if (outcome.unplacedSquadrons.length > 0) lines.push(`  squadrons with no legal place: ${outcome.unplacedSquadrons.join(', ')}`);
  for (const o of outcome.obstacles) lines.push(`  obstacle ${o.id} (${o.type}): ${o.effect}`);
  lines.push(outcome.destroyed ? '  DESTROYED: partly outside the play area' : '  inside the play area');
  lines.push('', 'Why:');
  for (const t of outcome.trace) lines.push(`  [${t.rule}] ${t.note}`);
  return lines.join('\n');
}

function courseLine(course: PlannedCourse): string {
  const o = course.outcome;
  const notes: string[] = [];
  if (o.executedSpeed < course.speed) notes.push(`backs off to ${o.executedSpeed}`);
  if (o.overlappedShips.length > 0) notes.push(`overlaps ${o.overlappedShips.join(', ')}`);
  if (o.displacedSquadrons.length > 0) notes.push(`displaces ${o.displacedSquadrons.map((s) => s.id).join(', ')}`);
  if (o.obstacles.length > 0) notes.push(`obstacle ${o.obstacles.map((h) => `${h.id} (${h.type})`).join(', ')}`);
  if (o.destroyed) notes.push('DESTROYED (off the table)');
  if (course.dialChange !== null && course.dialChange !== 0) notes.push(`speed ${course.dialChange > 0 ? "+" : ""}${course.dialChange} from the dial`);
  // armada.effects.hooks: the effects the course needs and the extra maneuvers after it.
  if (course.effects !== undefined) notes.push(`uses ${course.effects.join(', ')}${course.navigateYawJoint !== undefined ? ` (joint ${course.navigateYawJoint})` : ''}`);
  if (course.followUps !== undefined) notes.push(`then ${course.followUps.length} extra maneuver${course.followUps.length === 1 ? '' : 's'}`);
  const yaw = `[${yawText(course.yaw)}]`.padEnd(16);
  return `  ${String(course.speed)}  ${yaw} ${course.side.padEnd(5)}  ${poseText(o.pose).padEnd(36)} ${notes.length > 0 ? notes.join('; ') : 'clean'}`;
}

const percent = (share: number): string => `${Math.round(share * 100)}%`;

/** Against the next enemy activation (armada.range.against.order): one line per enemy under the course. */
function againstLines(against: ArmadaAgainstSummary | undefined): string[] {
  if (against === undefined) return [];
  const lines = against.enemies.map((e) => {
    const worst = e.worst === null ? 'never shot at' : `worst ${e.worst.option} (${e.worst.range}, ${e.worst.zones.join('/')})`;
    const best = e.best === null ? '' : `; best ${e.best.option}`;
    return `      vs ${e.ship} (${e.combinations} courses): shot at ${percent(e.shotBy)}, can shoot ${percent(e.canShoot)}, overlapped ${percent(e.bumped)}, damaged ${percent(e.damaged)}; ${worst}${best}`;
  });
  if (against.enemies.length > 1) lines.push(`      any enemy: shot at ${percent(against.anyEnemy.shotBy)}, can shoot ${percent(against.anyEnemy.canShoot)}, overlapped ${percent(against.anyEnemy.bumped)}`);
  return lines;
}

export function describePlan(plan: ArmadaPlan): string {
  const lines = [`${plan.ship} (${plan.type})${plan.dialSpeed === null ? '' : `, dial ${plan.dialSpeed}`}: ${plan.courses.length} legal courses`];
  lines.push('  speed yaw             side   final pose                           result');
  for (const course of plan.courses) {
    lines.push(courseLine(course));
    lines.push(...againstLines((course as { against?: ArmadaAgainstSummary }).against));
  }
  if (plan.illegal.length > 0) {
    lines.push(`Illegal (${plan.illegal.length}):`);
    for (const bad of plan.illegal) lines.push(`  ${bad.speed}  [${yawText(bad.yaw)}]  ${bad.message} [${bad.rule}]`);
  }
  if (plan.budget !== undefined) {
    lines.push(`Not computed: ${plan.budget.omittedCourses} course(s) and ${plan.budget.omittedFollowUps} extra maneuver(s), beyond the plan's work budget of ${plan.budget.workUnits} units at ${plan.budget.unitsPerOutcome.toFixed(2)} per outcome on this table [${plan.budget.rule}]`);
  }
  return lines.join('\n');
}

/** A squadron's move, checked (`armada.squadron.*`). */
export function describeSquadronMove(outcome: SquadronMoveOutcome): string {
  const lines = [`${outcome.squadron}: ${outcome.legal ? 'moves' : 'may not move'} ${mm(outcome.moved)} mm (speed ${outcome.speed}, at most ${mm(outcome.reach)} mm)`];
  lines.push(`  from (${mm(outcome.from.x)}, ${mm(outcome.from.y)})`);
  lines.push(`  to   (${mm(outcome.to.x)}, ${mm(outcome.to.y)})`);
  for (const v of outcome.violations) lines.push(`  ILLEGAL [${v.rule}] ${v.message}`);
  if (outcome.engagedAfter.length > 0) lines.push(`  engaged there by ${outcome.engagedAfter.join(', ')}`);
  if (outcome.destroyed) lines.push('  DESTROYED: partly outside the play area');
  for (const o of outcome.obstacles) lines.push(`  obstacle ${o.id} (${o.type}): ${o.effect}`);
  if (outcome.effectsUsed !== undefined) lines.push(`  effects used: ${outcome.effectsUsed.join(', ') || 'none'}`);
  for (const d of outcome.near ?? []) lines.push(`  ${d.kind} ${d.id}: ${mm(d.distance)} mm away${d.withinDistance1 ? ', within distance 1' : ', beyond distance 1'}`);
  lines.push('', 'Why:');
  for (const t of outcome.trace) lines.push(`  [${t.rule}] ${t.note}`);
  return lines.join('\n');
}

/** Where a squadron can end, and how close it can get to each enemy. */
export function describeSquadronReach(reach: SquadronReach): string {
  const lines = [reach.canMove
    ? `${reach.squadron}: speed ${reach.speed}, its centre may end within ${mm(reach.reach)} mm of (${mm(reach.from.x)}, ${mm(reach.from.y)}), clear of ${reach.keepOut.length} piece(s); ${reach.endPoints.length} sampled end points are legal`
    : `${reach.squadron}: engaged by ${reach.engagedBy.join(', ')}, it cannot move`];
  if (reach.effectsUsed !== undefined) lines.push(`  effects used: ${reach.effectsUsed.join(', ') || 'none'}`);
  for (const t of reach.targets) {
    lines.push(`  ${t.kind} ${t.id}: closest ${mm(t.distance)} mm from (${mm(t.closestEnd.x)}, ${mm(t.closestEnd.y)})${t.withinDistance1 ? ', within distance 1' : ''}`);
  }
  lines.push('', 'Why:');
  for (const t of reach.trace) lines.push(`  [${t.rule}] ${t.note}`);
  return lines.join('\n');
}
