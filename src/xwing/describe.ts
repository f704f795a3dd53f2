/** Plain text for people (the CLI without --json): describeOutcome and describePlan. */
import { mm, poseText } from './format.ts';
import { hugeLines } from './huge-describe.ts';
import type { AgainstSummary } from './against.ts';
import { followUpLabel } from './follow-ups.ts';
import type { ActionOutcome, ManeuverOutcome, XwingOutcome, XwingPlan } from './outcome.ts';

function maneuverText(o: ManeuverOutcome): string {
  const lines: string[] = [];
  const changed = o.executed !== o.requested ? ` (revealed ${o.requested})` : '';
  const how = o.fully ? 'fully executed' : o.huge ? 're-executed one speed lower (huge ship)' : 'partially executed';
  lines.push(`${o.ship} executes ${o.executed}${changed}${o.sideslip === true ? ' as a side-slip' : ''}${o.placement ? `, ${o.placement} placement` : ''}: ${how} (X-Wing ${o.rules}).`);
  lines.push(`  from ${poseText(o.startPose)}${o.deployed !== undefined ? ` (${o.deployed.carrier}'s ${o.deployed.guides} guides)` : ''}`);
  if (o.preMove !== undefined) {
    const m = o.preMove;
    const what = m.move === 'boost' ? `boost ${m.direction}` : `${m.executed ?? m.direction}`;
    lines.push(`  before the dial (${m.effect}): ${what}${m.performed ? `, to ${poseText(m.pose)}${m.fully ? '' : ' (partially)'}` : ' fails; the ship stays'}`);
  }
  lines.push(`  to   ${poseText(o.pose)}${o.skippedExecute === true ? ' (Execute Maneuver skipped)' : ''}`);
  if (o.effects !== undefined && o.effects.length > 0) lines.push(`  effects: ${o.effects.map((e) => `${e.effect} [${e.rule}]`).join(', ')}`);
  if (o.deployed !== undefined) lines.push(`  deploy from ${o.deployed.carrier}: ${o.deployed.performed ? (o.deployed.emergency === true ? 'emergency deployed after 1 critical damage; no action' : 'deployed; it may perform one action') : o.deployed.destroyed === true ? 'it cannot be placed and is destroyed' : 'fails, the ship stays docked'}`);
  if (o.huge) lines.push(...hugeLines(o.huge));
  else if (!o.fully) {
    lines.push(`  overlapped at the full position: ${o.overlappedShips.join(', ')}`);
    lines.push(`  touching: ${o.touching ?? 'nothing'}${o.touchingGap !== null ? ` (gap ${mm(o.touchingGap)} mm)` : ''}`);
    if (typeof o.docked === 'string') lines.push(`  docked with ${o.docked}: placed in reserve, the overlap is not resolved`);
    if (o.bumpEffect) lines.push(`  bump effect: ${o.bumpEffect}${o.bumpActions.length > 0 ? ` (may take red ${o.bumpActions.join(' or ')})` : ''}`);
  }
  for (const hit of o.obstacles) lines.push(`  ${hit.how} ${hit.type} ${hit.id}: ${hit.effects.join('; ')}`);
  for (const skip of o.ignoredObstacles ?? []) lines.push(`  ignores ${skip.id} (${skip.effect} [${skip.rule}]): no effect`);
  if (o.fled) lines.push('  FLED: part of the base is outside the play area; the ship is removed.');
  lines.push(`  stress after Check Difficulty: ${o.stress}${o.skipsPerformAction ? '; skips Perform Action' : ''}`);
  return lines.join('\n');
}

function actionText(o: ActionOutcome): string {
  const what = o.action === 'decloak' || o.action === 'tractor' ? `${o.action} (${o.move})` : o.move;
  const lines = [`${o.ship} ${what} ${o.direction}: ${o.performed ? `performed (${o.placement})` : 'fails'} (X-Wing ${o.rules}).`];
  lines.push(`  from ${poseText(o.startPose)}`);
  if (o.performed) lines.push(`  to   ${poseText(o.pose)}${o.rotated ? `, rotated 90 to the ${o.rotated}, stress ${o.stress}` : ''}`);
  for (const hit of o.obstacles) lines.push(`  on ${hit.type} ${hit.id} (${hit.how}): ${hit.effects.join('; ') || 'no effect'}`);
  for (const c of o.candidates) {
    lines.push(`  ${c.bend !== undefined ? `${c.bend} ` : ''}${c.placement.padEnd(6)} ${poseText(c.pose)}  ${c.legal ? 'legal' : `illegal: ${c.reasons.map((r) => r.note).join('; ')}`}`);
  }
  return lines.join('\n');
}

export function describeOutcome(outcome: XwingOutcome): string {
  const body = outcome.kind === 'maneuver' ? maneuverText(outcome) : actionText(outcome);
  const trace = outcome.trace.map((s) => `  - [${s.rule}] ${s.note}`).join('\n');
  return `${body}\nWhy:\n${trace}\n`;
}

const percent = (share: number): string => `${Math.round(share * 100)}%`;

/** Against the opponent (xwing.range.against.order): one line per enemy under the option. */
function againstLines(against: AgainstSummary | undefined): string[] {
  if (against === undefined) return [];
  const lines = against.enemies.map((e) => {
    const worst = e.worst === null ? 'never shot at' : `worst ${e.worst.option} (range ${e.worst.range}${e.worst.bullseye ? ', bullseye' : ''})`;
    const best = e.best === null ? '' : `; best ${e.best.option}`;
    return `      vs ${e.ship} (${e.movesFirst === 'planned' ? 'moves after it' : 'moves before it'}, ${e.combinations} options${e.repositions > 0 ? `, ${e.repositions} of them a maneuver then a reposition` : ''}): shot at ${percent(e.shotBy)}, bullseye ${percent(e.bullseye)}, can shoot ${percent(e.canShoot)}, bumped ${percent(e.bumped)}, bumps it ${percent(e.bumps)}; ${worst}${best}`;
  });
  if (against.enemies.length > 1) lines.push(`      any enemy: shot at ${percent(against.anyEnemy.shotBy)}, can shoot ${percent(against.anyEnemy.canShoot)}, bumped ${percent(against.anyEnemy.bumped)}`);
  return lines;
}

export function describePlan(plan: XwingPlan): string {
  const lines = [`Options for ${plan.ship} (${plan.type}), X-Wing ${plan.rules}:`, '', 'Maneuvers:'];
  for (const m of plan.maneuvers) {
    const o = m.outcome;
    const tags: string[] = [];
    if (o.executed !== m.dial) tags.push(`executes ${o.executed}`);
    tags.push(o.fully ? 'full' : o.huge ? 're-executed one speed lower' : `partial, touching ${o.touching ?? 'nothing'}`);
    if (o.huge && o.huge.displaced.length > 0) tags.push(`sets aside ${o.huge.displaced.map((d) => d.ship).join(', ')}`);
    if (o.obstacles.length > 0) tags.push(o.obstacles.map((h) => `${h.how} ${h.id}`).join(', '));
    if (o.fled) tags.push('FLEES');
    tags.push(`stress ${o.stress}`);
    if (typeof o.docked === 'string') tags.push(`docks with ${o.docked}`);
    const label = `${m.dial}${m.placement ? ` ${m.placement}` : ''}${m.sideslip === true ? ' slip' : ''}${m.dock === true ? ' dock' : ''}${m.deploy !== undefined ? ` deploy ${m.deploy}` : ''}`;
    lines.push(`  ${label.padEnd(11)} ${poseText(o.pose).padEnd(34)} ${tags.join('; ')}`);
    // xwing.move.follow-up: the legal follow-ups under their maneuver, and why the others are refused (once each).
    const refused = new Set<string>();
    for (const f of m.followUps ?? []) {
      if (f.legal) lines.push(`      then ${followUpLabel(f.steps).padEnd(40)} ${poseText(f.pose)}; stress ${f.stress}${f.steps.some((s) => s.move === 'cloak') ? '; cloaked' : ''}`);
      else refused.add(`${followUpLabel(f.steps)}: ${f.reasons.map((r) => r.note).join('; ')}`);
    }
    for (const why of refused) lines.push(`      no ${why}`);
    lines.push(...againstLines((m as { against?: AgainstSummary }).against));
  }
  if (plan.actions.length > 0) {
    lines.push('', 'Repositions:');
    for (const a of plan.actions) {
      const label = `${a.action === 'decloak' || a.action === 'tractor' ? `${a.action} ${a.move}` : a.move} ${a.direction}${a.bend !== undefined ? ` ${a.bend}` : ''}${a.move === 'barrel-roll' ? ` ${a.placement}` : ''}`;
      const candidate = a.outcome.candidates.find((c) => c.placement === a.placement && c.bend === a.bend);
      const why = a.legal ? 'legal' : `illegal: ${candidate?.reasons.map((r) => r.note).join('; ') ?? ''}`;
      lines.push(`  ${label.padEnd(30)} ${poseText(candidate?.pose ?? a.outcome.pose).padEnd(34)} ${why}`);
      lines.push(...againstLines((a as { against?: AgainstSummary }).against));
    }
  }
  if (plan.budget !== undefined) {
    lines.push('', `Not computed: ${plan.budget.omittedManeuvers} maneuver(s) and ${plan.budget.omittedActions} action candidate(s), beyond the plan's work budget of ${plan.budget.workUnits} units at ${plan.budget.unitsPerOutcome.toFixed(2)} per outcome on this table [${plan.budget.rule}]`);
  }
  return `${lines.join('\n')}\n`;
}
