import type { Pose } from '../../src/geometry/index.ts';
import type { ArcThreat } from '../../src/core/measure.ts';
import type { Scene, SceneItem } from '../../src/render/scene.ts';
import type { Doc } from './edit.ts';
import { setTop } from './edit.ts';
import { obj, str } from './loose.ts';
import { rangeWords } from './ruler.ts';
import { optionAt } from './threats.ts';

/**
 * X-Wing follow-up moves (xwing.move.follow-up): the boosts, barrel rolls and cloaks the moving
 * ship may still make from where its chosen maneuver ends, as the plan lists them with
 * `followUps: true` (`maneuvers[i].followUps[j]`). The page lists those of the chosen maneuver,
 * draws where each ends, and a choice writes `maneuver.followUp` into the scenario. Pure but for
 * the panel.
 */

type Loose = Record<string, unknown>;

export interface FollowUpEntry {
  /** Its ranking path in the plan: `maneuvers[3].followUps[1]`. */
  readonly path: string;
  readonly label: string;
  /** The few characters drawn on the board. */
  readonly short: string;
  readonly legal: boolean;
  readonly pose: Pose;
  readonly stress: number;
  /** Why it is not allowed (the rules' notes), empty when legal. */
  readonly why: string;
  readonly exposure: readonly ArcThreat[];
  readonly targets: readonly ArcThreat[];
  /** What the scenario's `maneuver.followUp` says to choose it. */
  readonly choice: readonly Loose[];
}

const STEP_WORDS: Readonly<Record<string, string>> = { 'barrel-roll': 'barrel roll', boost: 'boost', cloak: 'cloak', action: 'action' };

/** A follow-up's steps in words: `boost left`, `barrel roll right front, then boost forward`. */
export function stepsLabel(steps: readonly Loose[]): string {
  return steps.map((s) => [STEP_WORDS[str(s.move)] ?? str(s.move), str(s.direction), s.bend === undefined ? '' : str(s.bend), s.placement === null || s.placement === 'middle' ? '' : str(s.placement), s.turnTemplate !== undefined ? '(turn template)' : '', str(s.via) !== 'action bar' && str(s.via) !== '' ? `(${str(s.via)})` : '']
    .filter((w) => w !== '').join(' ')).join(', then ');
}

const SHORT_MOVE: Readonly<Record<string, string>> = { 'barrel-roll': 'roll', boost: 'boost', cloak: 'cloak', action: 'act' };
const SHORT_DIRECTION: Readonly<Record<string, string>> = { left: 'L', right: 'R', forward: '↑' };

/** A follow-up in a few characters for the board: `roll L f`, `boost ↑`, `roll R, boost L`. */
export function shortLabel(steps: readonly Loose[]): string {
  return steps.map((s) => [SHORT_MOVE[str(s.move)] ?? str(s.move), SHORT_DIRECTION[str(s.direction)] ?? '', s.placement === null || s.placement === 'middle' || s.placement === undefined ? '' : str(s.placement).slice(0, 1)]
    .filter((w) => w !== '').join(' ')).join(', ');
}

/** The scenario's `maneuver.followUp` entry that chooses a plan's follow-up step. */
export function stepChoice(step: Loose): Loose {
  return {
    move: step.move,
    ...(typeof step.via === 'string' ? { via: step.via } : {}),
    ...(typeof step.direction === 'string' ? { direction: step.direction } : {}),
    ...(typeof step.placement === 'string' ? { placement: step.placement } : {}),
    ...(typeof step.bend === 'string' ? { bend: step.bend } : {}),
    ...(step.turnTemplate !== undefined ? { turn: true } : {}),
  };
}

/** The plan's maneuver the scenario chose (its dial, placement of a Tallon roll, side-slip), or -1. */
export function chosenManeuver(plan: unknown, doc: Doc): number {
  const maneuver = obj(doc.maneuver);
  const list = (plan as Loose | null)?.maneuvers;
  if (maneuver === undefined || !Array.isArray(list)) return -1;
  const placement = str(maneuver.placement, 'middle');
  return (list as Loose[]).findIndex((m) => m.dial === maneuver.dial && (m.placement === null || m.placement === undefined || m.placement === placement)
    && (m.sideslip === true) === (maneuver.sideslip === true) && m.dock !== true && m.deploy === undefined && m.use === undefined);
}

/** The follow-ups of the chosen maneuver in a plan made with `followUps: true`. */
export function followUpEntries(plan: unknown, doc: Doc): FollowUpEntry[] {
  const at = chosenManeuver(plan, doc);
  if (at < 0) return [];
  const maneuver = ((plan as Loose).maneuvers as Loose[])[at]!;
  const list = Array.isArray(maneuver.followUps) ? (maneuver.followUps as Loose[]) : [];
  return list.map((f, j) => {
    const path = `maneuvers[${at}].followUps[${j}]`;
    const found = optionAt(plan, path);
    const steps = Array.isArray(f.steps) ? (f.steps as Loose[]) : [];
    const reasons = Array.isArray(f.reasons) ? (f.reasons as Loose[]) : [];
    return {
      path,
      label: stepsLabel(steps),
      short: shortLabel(steps),
      legal: f.legal === true,
      pose: found?.pose ?? (f.pose as Pose),
      stress: typeof f.stress === 'number' ? f.stress : 0,
      why: reasons.map((r) => str(r.note)).filter((n) => n !== '').join('; '),
      exposure: found?.exposure ?? [],
      targets: found?.targets ?? [],
      choice: steps.map(stepChoice),
    };
  });
}

const sameChoice = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Which entry the scenario chose (its `maneuver.followUp`), or -1. */
export function chosenFollowUp(entries: readonly FollowUpEntry[], doc: Doc): number {
  const asked = obj(doc.maneuver)?.followUp;
  if (!Array.isArray(asked)) return -1;
  return entries.findIndex((e) => sameChoice(e.choice, asked));
}

const threatWords = (threats: readonly ArcThreat[]): string => threats.map((t) => `${t.ship} (${t.arc}, ${rangeWords(t.range)})`).join(', ');

/**
 * Where each legal follow-up ends, drawn over the board (the chosen one highlighted), with a short
 * label `textSize` tall (12 screen pixels); a label that would sit on one already placed is left out
 * (the chosen one's first).
 */
export function followUpItems(scene: Scene, ship: string, entries: readonly FollowUpEntry[], chosen: number, textSize: number): SceneItem[] {
  const base = scene.items.find((i) => i.id === ship && (i.role === 'ship-final' || i.role === 'ship') && i.shape.kind === 'rect');
  const size = base !== undefined && base.shape.kind === 'rect' ? { width: base.shape.width, length: base.shape.length } : { width: 40, length: 40 };
  const out: SceneItem[] = [];
  const labels: SceneItem[] = [];
  const placed: { x0: number; x1: number; y0: number; y1: number }[] = [];
  const order = entries.map((_, j) => j).sort((a, b) => (a === chosen ? -1 : b === chosen ? 1 : a - b));
  for (const j of order) {
    const entry = entries[j]!;
    if (!entry.legal) continue;
    out.push({
      shape: { kind: 'rect', x: entry.pose.x, y: entry.pose.y, heading: entry.pose.heading, ...size },
      role: 'ghost', id: `follow-up-${j}`, outcome: 'clean', ...(j === chosen ? { highlight: true } : {}),
      title: `then ${entry.label}`, label: entry.label,
    });
    const half = (entry.short.length * 0.6 * textSize) / 2;
    const box = { x0: entry.pose.x - half, x1: entry.pose.x + half, y0: entry.pose.y - textSize * 0.6, y1: entry.pose.y + textSize * 0.6 };
    if (placed.some((p) => p.x0 < box.x1 && box.x0 < p.x1 && p.y0 < box.y1 && box.y0 < p.y1)) continue;
    placed.push(box);
    labels.push({ shape: { kind: 'text', x: entry.pose.x, y: entry.pose.y, text: entry.short, size: textSize }, role: 'label', id: `follow-up-label-${j}` });
  }
  return [...out, ...labels];
}

/** The follow-ups of the chosen maneuver as choices: legal ones chosen by a click, the others with why not. */
export function FollowUpPanel({ doc, commit, busy, entries, issues }: { doc: Doc; commit: (next: Doc) => void; busy: boolean; entries: readonly FollowUpEntry[]; issues: readonly string[] }) {
  const maneuver = obj(doc.maneuver);
  const chosen = chosenFollowUp(entries, doc);
  const write = (choice: readonly Loose[] | undefined) => {
    if (maneuver === undefined) return;
    const { followUp: _drop, ...rest } = maneuver;
    commit(setTop(doc, 'maneuver', choice === undefined ? rest : { ...rest, followUp: choice }));
  };
  return (
    <section class="follow-ups" data-testid="follow-up-panel" aria-busy={busy} aria-labelledby="follow-up-heading" data-path="maneuver.followUp">
      <h4 id="follow-up-heading">Follow-up moves{maneuver !== undefined ? ` after ${str(maneuver.dial)}` : ''}</h4>
      {maneuver === undefined ? <p class="hint">Choose a maneuver on the dial: its follow-ups are listed here.</p> : null}
      {busy ? <p class="hint busy" data-testid="follow-up-busy" role="status"><span class="spinner" aria-hidden="true" /> Finding the follow-ups…</p> : null}
      {!busy && issues.length > 0 ? <p class="hint bad" data-testid="follow-up-issues">{issues.slice(0, 2).join('; ')}</p> : null}
      {!busy && maneuver !== undefined && issues.length === 0 && entries.length === 0 ? <p class="hint" data-testid="follow-up-none">No follow-up after this maneuver (no moving action on its bar or cards, or the maneuver ends its activation).</p> : null}
      {!busy && entries.length > 0 ? (
        <ul class="options follow-up-list" data-testid="follow-up-list">
          <li><button type="button" class={chosen < 0 ? 'on' : ''} aria-pressed={chosen < 0} data-testid="follow-up-none-choice" onClick={() => write(undefined)}>no follow-up</button></li>
          {entries.map((entry, j) => (
            <li>
              <button type="button" class={j === chosen ? 'on' : ''} aria-pressed={j === chosen} data-testid="follow-up" data-legal={entry.legal ? 'true' : 'false'} disabled={!entry.legal}
                title={entry.legal ? `${entry.exposure.length === 0 ? 'no enemy can shoot it there' : `can be shot by ${threatWords(entry.exposure)}`}; ${entry.targets.length === 0 ? 'it can shoot no one' : `it can shoot ${threatWords(entry.targets)}`}${entry.stress > 0 ? `; ${entry.stress} stress` : ''}` : `not allowed: ${entry.why}`}
                onClick={() => write(entry.choice)}>
                <span class="icon" aria-hidden="true">{entry.legal ? '✓' : '✕'}</span>{entry.label}{entry.legal && entry.exposure.length > 0 ? ` · can be shot by ${[...new Set(entry.exposure.map((t) => t.ship))].join(', ')}` : ''}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
