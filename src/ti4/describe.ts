import type { Ti4Outcome, Ti4Plan } from './outcome.ts';

/** Plain text for people (the CLI without --json). */

export function describeOutcome(outcome: Ti4Outcome): string {
  const lines: string[] = [];
  lines.push(outcome.legal ? 'Legal movement.' : `Illegal movement: ${outcome.violations.length} violation(s).`);
  for (const m of outcome.moves) {
    lines.push(`  ${m.unit}: enters ${m.cost} system(s)${m.moveValue === null ? '' : ` with move ${m.moveValue}${m.gravityDrive ? ' + 1 (Gravity Drive)' : ''}`}`);
  }
  for (const v of outcome.violations) lines.push(`  ! ${v.unit ?? '(movement)'}${v.system ? ` at ${v.system}` : ''}: ${v.note} [${v.rule}]`);
  if (outcome.riftRolls.length > 0) {
    lines.push('Gravity rift rolls (1-3 removes the ship and what it carries):');
    for (const r of outcome.riftRolls) {
      const die = r.result === undefined ? '' : `: rolled ${r.result}, ${r.destroyed ? 'removed' : 'survives'}`;
      lines.push(`  ${r.unit} leaving ${r.system}${r.carrying ? ` carrying ${r.carrying.join(', ')}` : ''}${die}`);
    }
  }
  if (outcome.retreat) {
    const r = outcome.retreat;
    const d = r.destination;
    lines.push(`${r.ability === 'foresight' ? 'Foresight' : 'Retreat'} of ${r.player} from ${r.from} to ${r.to}: ${r.legal ? 'legal' : 'not allowed'}.`);
    if (d) {
      lines.push(`  ships: ${d.ships.join(', ')}; carried: ${d.carried.join(', ') || '-'}; removed: ${d.removed.join(', ') || '-'}; command token in ${d.commandToken}`);
    }
  }
  if (outcome.abilityMove) {
    const a = outcome.abilityMove;
    lines.push(`${a.ability} by ${a.player}: ${a.legal ? 'legal' : 'not allowed'}${a.riftRolls.length > 0 ? `; rift rolls: ${a.riftRolls.map((r) => `${r.unit} leaving ${r.system}`).join(', ')}` : ''}.`);
  }
  lines.push('Why:');
  for (const t of outcome.trace) lines.push(`  [${t.rule}] ${t.note}`);
  return lines.join('\n');
}

export function describePlan(plan: Ti4Plan): string {
  let text = describeTacticalPlan(plan);
  if (plan.abilityMove) {
    const a = plan.abilityMove;
    text = `${text}\n${a.ability} by ${a.player}: ${a.ships.join(', ') || 'no ship'} may move into ${a.destinations.join(', ') || 'no system'}.`;
  }
  if (plan.threats !== undefined) {
    const lines = [plan.threats.length > 0 ? 'Threats (enemy ships that can move in during their next tactical action):' : 'Threats: no enemy ship can reach these systems next.'];
    for (const t of plan.threats) {
      lines.push(`  ${t.system}: ${t.players.map((p) => `${p.player} ${p.ships.join(', ')}`).join('; ')} (most from one player: ${t.fleet} non-fighter ship(s), capacity ${t.capacity})`);
    }
    lines.push(`Safe: ${plan.safe?.join(', ') || '-'}`);
    text = `${text}\n${lines.join('\n')}`;
  }
  return text;
}

function describeTacticalPlan(plan: Ti4Plan): string {
  const lines: string[] = [];
  if ('reach' in plan) {
    lines.push('Ships that can reach each system this tactical action:');
    for (const [system, units] of Object.entries(plan.reach)) {
      const drive = plan.gravityDrive[system] ?? [];
      const named = units.map((u) => (drive.includes(u) ? `${u} (Gravity Drive)` : u));
      lines.push(`  ${system.padStart(2)}: ${named.length > 0 ? named.join(', ') : '-'}`);
    }
    return lines.join('\n');
  }
  lines.push(`Active system ${plan.activeSystem}.`);
  lines.push(plan.ships.length > 0 ? 'Ships that can come:' : 'No ship can come.');
  for (const s of plan.ships) {
    const rolls = s.riftRolls > 0 ? `, ${s.riftRolls} rift roll(s) leaving ${s.riftRollSystems.join(', ')}` : '';
    lines.push(`  ${s.unit} from ${s.from}: ${s.path.join(' -> ')} (cost ${s.cost}, move ${s.moveValue}${s.gravityDrive ? ' + 1 Gravity Drive' : ''}${rolls})`);
  }
  if (plan.unreachable.length > 0) lines.push('Ships that cannot come:');
  for (const u of plan.unreachable) lines.push(`  ${u.unit}: ${u.reason} [${u.rule}]`);
  if (plan.transport) {
    const t = plan.transport;
    lines.push(t.complete ? 'Transport: every requested unit can be brought.' : 'Transport: not every requested unit can be brought.');
    for (const m of t.moves) lines.push(`  ${m.unit}: ${m.path.join(' -> ')} carrying ${m.transport.join(', ')}`);
    if (t.flying.length > 0) lines.push(`  flying on their own: ${t.flying.join(', ')}`);
    if (t.alreadyThere.length > 0) lines.push(`  already there: ${t.alreadyThere.join(', ')}`);
    for (const l of t.left) lines.push(`  left behind: ${l.unit}: ${l.reason} [${l.rule}]`);
  }
  if (plan.retreat) {
    const r = plan.retreat;
    lines.push(`${r.ability === 'foresight' ? 'Foresight' : 'Retreat'} of ${r.player} from ${r.from}: ${r.destinations.length > 0 ? 'destinations' : 'no destination'}`);
    for (const d of r.destinations) lines.push(`  ${d.system}: ${d.note}; removed: ${d.removed.join(', ') || '-'} [${d.rule}]`);
    for (const x of r.refused) lines.push(`  not ${x.system}: ${x.reason} [${x.rule}]`);
  }
  return lines.join('\n');
}
