import type { Scene, SceneOutcome } from '../../src/render/scene.ts';

/**
 * The options a plan draws as ghosts, for people: a short label for each (the X-Wing dial code,
 * the Armada speed and clicks, the TI4 unit), and the list of them beside the board (one entry per
 * distinct option, with its outcome), so options piled on one another stay readable. Pure.
 */
type Loose = Record<string, unknown>;

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** A ghost's label from the fields that pick it (`data-pick`). */
export function pickLabel(raw: string): string {
  let pick: Loose;
  try {
    pick = JSON.parse(raw) as Loose;
  } catch {
    return '';
  }
  const maneuver = pick.maneuver as Loose | undefined;
  const action = pick.action as Loose | undefined;
  // A Tallon roll (or any placed maneuver) names where along the template it sits: 3ER f / m / b.
  if (typeof maneuver?.dial === 'string') return typeof maneuver.placement === 'string' ? `${maneuver.dial} ${maneuver.placement[0]}` : maneuver.dial;
  if (typeof maneuver?.speed === 'number') {
    const yaw = Array.isArray(maneuver.yaw) ? (maneuver.yaw as number[]) : [];
    const joint = (maneuver.navigate as Loose | undefined)?.yawJoint;
    const clicks = yaw.length === 0 ? '' : ` ${yaw.map(signed).join(' ')}`;
    const side = maneuver.side === 'left' ? ' L' : maneuver.side === 'right' ? ' R' : '';
    return `${maneuver.speed}:${clicks}${typeof joint === 'number' ? ` (+1@${joint})` : ''}${side}`;
  }
  if (typeof action?.type === 'string') {
    const short: Record<string, string> = { 'barrel-roll': 'roll', boost: 'boost', decloak: 'decloak' };
    return `${short[action.type] ?? action.type} ${typeof action.direction === 'string' ? action.direction : ''}`.trim();
  }
  const moves = pick.moves as Loose[] | undefined;
  if (Array.isArray(moves) && typeof moves[0]?.unit === 'string') return moves.map((m) => String(m.unit)).join('+');
  const retreat = pick.retreat as Loose | undefined;
  if (typeof retreat?.to === 'string') return `→ ${retreat.to}`;
  const squadron = pick.squadronMove as Loose | undefined;
  if (typeof squadron?.squadron === 'string') return squadron.squadron;
  return '';
}

export interface OptionEntry {
  readonly pick: string;
  readonly label: string;
  readonly outcome: SceneOutcome | null;
  readonly group: string | null;
  readonly title: string;
}

/** Every distinct option drawn on the board, in the order the plan drew them. */
export function optionEntries(scene: Scene): OptionEntry[] {
  const seen = new Set<string>();
  const out: OptionEntry[] = [];
  for (const item of scene.items) {
    if (item.pick === undefined) continue;
    const raw = JSON.stringify(item.pick);
    if (seen.has(raw)) continue;
    seen.add(raw);
    out.push({ pick: raw, label: pickLabel(raw) || (item.title ?? '?'), outcome: item.outcome ?? null, group: item.group ?? null, title: item.title ?? '' });
  }
  return out;
}
