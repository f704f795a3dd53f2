import { OUTCOME_ICONS, OUTCOME_NAMES } from '../../src/render/index.ts';
import type { SceneOutcome } from '../../src/render/scene.ts';
import type { ResilientComputed } from './resilient.ts';

/** One line that says how the move turned out, with an icon (never colour alone): the page's polite announcement. */
export interface Status {
  readonly kind: 'none' | 'good' | 'warn' | 'bad';
  readonly icon: string;
  readonly text: string;
}

const BAD: ReadonlySet<SceneOutcome> = new Set(['illegal', 'destroyed', 'fled']);

export function statusOf(computed: ResilientComputed): Status {
  // The game's code is still coming (the first board of a game, or a switch to another one).
  if (computed.loading === true) return { kind: 'none', icon: '…', text: 'Loading this game’s rules and controls…' };
  const outcome = computed.outcome as { violations?: readonly unknown[]; legal?: boolean } | null;
  const violations = Array.isArray(outcome?.violations) ? outcome.violations.length : 0;
  // A TI4 route still being clicked (it does not reach the active system yet) is unfinished, not illegal (ti4.move.end-active).
  const list = (Array.isArray(outcome?.violations) ? outcome.violations : []) as { rule?: unknown; unit?: unknown; system?: unknown }[];
  if (violations > 0 && list.every((v) => v.rule === 'ti4.move.end-active')) {
    const active = /active system (\S+),/.exec(String((list[0] as { note?: unknown }).note ?? ''))?.[1];
    return { kind: 'warn', icon: OUTCOME_ICONS.reachable, text: `Route not finished: ${list.map((v) => `${String(v.unit)} is at ${String(v.system)}`).join(', ')}; click systems on to ${active ?? 'the active system'}.` };
  }
  if (violations > 0) return { kind: 'bad', icon: OUTCOME_ICONS.illegal, text: `Illegal: ${violations} rule${violations === 1 ? '' : 's'} broken` };
  if (computed.broken.length > 0) {
    return { kind: 'bad', icon: OUTCOME_ICONS.illegal, text: `${computed.broken.map((b) => b.id).join(', ')}: ${computed.broken[0]!.issues[0]?.message ?? 'cannot be read'}` };
  }
  if (computed.issues.length > 0) return { kind: 'bad', icon: OUTCOME_ICONS.illegal, text: `Refused: ${computed.issues[0]!.message}${computed.issues.length > 1 ? ` (+${computed.issues.length - 1} more)` : ''}` };
  const final = computed.scene.items.find((item) => item.role === 'ship-final' && item.outcome !== undefined);
  const first = computed.outcomeText.split('\n')[0]?.trim() ?? '';
  if (final?.outcome !== undefined) {
    const kind = final.outcome === 'clean' ? 'good' : BAD.has(final.outcome) ? 'bad' : 'warn';
    return { kind, icon: OUTCOME_ICONS[final.outcome], text: `${OUTCOME_NAMES[final.outcome][0]!.toUpperCase()}${OUTCOME_NAMES[final.outcome].slice(1)}: ${first}` };
  }
  // An action that cannot be performed (a barrel roll onto a ship, a boost off the table): ✕, as the legend says.
  if ((computed.outcome as { performed?: unknown } | null)?.performed === false) return { kind: 'bad', icon: OUTCOME_ICONS.illegal, text: `${OUTCOME_NAMES.illegal[0]!.toUpperCase()}${OUTCOME_NAMES.illegal.slice(1)}: ${first}` };
  if (outcome !== null && outcome.legal === true) return { kind: 'good', icon: OUTCOME_ICONS.clean, text: `Legal: ${first}` };
  if (first !== '') return { kind: 'none', icon: 'ℹ', text: first };
  // A plan of who can come (TI4 without declared moves): how many can, how many cannot.
  const planned = computed.planned as { ships?: readonly unknown[]; unreachable?: readonly unknown[]; activeSystem?: string } | null;
  if (Array.isArray(planned?.ships) && Array.isArray(planned.unreachable)) {
    const can = planned.ships.length;
    const cannot = planned.unreachable.length;
    return { kind: 'none', icon: OUTCOME_ICONS.reachable, text: `${can} ship${can === 1 ? '' : 's'} can reach ${planned.activeSystem ?? 'the active system'}${cannot > 0 ? `; ${cannot} cannot (marked ${OUTCOME_ICONS.unreachable})` : ''}. Click a route to declare it.` };
  }
  const planFirst = computed.planText.split('\n')[0]?.trim() ?? '';
  if (planFirst !== '') return { kind: 'none', icon: 'ℹ', text: planFirst };
  return { kind: 'none', icon: 'ℹ', text: 'No move set: pick one in the Move panel or click an option on the table.' };
}
