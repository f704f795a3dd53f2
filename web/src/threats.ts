import type { ArcThreat, ThreatSummary } from '../../src/core/measure.ts';
import type { Pose } from '../../src/geometry/index.ts';
import type { Scene } from '../../src/render/scene.ts';
import { OKABE_ITO } from '../../src/render/palette.ts';
import { escapeXml } from '../../src/render/xml.ts';
import { withCss } from './drawing-style.ts';
import { rangeWords } from './ruler.ts';
import type { CompactArmadaPlan } from '../../src/armada/compact.ts';
import type { CompactXwingPlan } from '../../src/xwing/compact.ts';
import type { Cell as CompactCell } from '../../src/core/compact.ts';
import { r2, rowObjects } from '../../src/core/compact.ts';

/**
 * "Show all options" shaded by threat: each X-Wing maneuver or Armada course the plan lists carries
 * `exposure` (enemy arcs that reach its final base) and `targets` (enemies in the mover's arcs from
 * there), and the plan ranks them (`ranking`). The page matches each ghost on the board to its
 * option by the final pose it is drawn at (exposure and targets depend on nothing else), shades it
 * by the count the reader chose, marks the best-ranked options, and says in words who can shoot an
 * option and whom it can shoot. Pure: strings in, strings out.
 */

export type Shading = 'outcome' | 'exposure' | 'targets';

export interface OptionThreat {
  /** The option for people (`2BW`, `speed 2 [0, 1] right`). */
  readonly label: string;
  readonly pose: Pose;
  readonly exposure: readonly ArcThreat[];
  readonly targets: readonly ArcThreat[];
  /** Distinct enemy ships that can shoot it / that it can shoot. */
  readonly exposedTo: number;
  readonly targetCount: number;
  /** Ranked first (fewest enemies that can shoot it, then most targets), ties included. */
  readonly best: boolean;
}

type Loose = Record<string, unknown>;

/** Every ranked option with a final pose, in ranking order: from the compact plan the page reads (docs/api.md "Compact plans"), or a plan as it is. */
export function optionThreats(plan: unknown): OptionThreat[] {
  if ((plan as { detail?: unknown } | null)?.detail === 'compact') return compactThreats(plan as CompactArmadaPlan | CompactXwingPlan);
  const ranking = (plan as { ranking?: unknown } | null)?.ranking;
  if (!Array.isArray(ranking)) return [];
  const out: OptionThreat[] = [];
  const first = ranking[0] as ThreatSummary | undefined;
  for (const summary of ranking as ThreatSummary[]) {
    const outcome = optionAt(plan, summary.option);
    if (outcome?.pose === undefined) continue;
    out.push({
      label: summary.label,
      pose: outcome.pose,
      exposure: outcome.exposure ?? [],
      targets: outcome.targets ?? [],
      exposedTo: summary.exposedTo,
      targetCount: summary.targets,
      best: first !== undefined && summary.exposedTo === first.exposedTo && summary.targets === first.targets,
    });
  }
  return out;
}

/**
 * The outcome a ranking's option path names: `maneuvers[3]`, `courses[0]`, or an X-Wing follow-up
 * `maneuvers[3].followUps[1]` (xwing.move.follow-up: the follow-up carries its own pose and
 * threats); undefined when the path names nothing.
 */
export function optionAt(plan: unknown, path: string): { pose?: Pose; exposure?: ArcThreat[]; targets?: ArcThreat[] } | undefined {
  const match = /^(\w+)\[(\d+)\](?:\.followUps\[(\d+)\])?$/.exec(path);
  if (match === null) return undefined;
  const list = (plan as Loose | null)?.[match[1]!];
  const option = Array.isArray(list) ? (list[Number(match[2])] as Loose | undefined) : undefined;
  if (match[3] === undefined) return option?.outcome as { pose?: Pose; exposure?: ArcThreat[]; targets?: ArcThreat[] } | undefined;
  const followUps = option?.followUps;
  return Array.isArray(followUps) ? (followUps[Number(match[3])] as { pose?: Pose; exposure?: ArcThreat[]; targets?: ArcThreat[] } | undefined) : undefined;
}

/** The compact plan's options: labels made from the course or dial, threats read back from the rows' small arrays. */
function compactThreats(plan: CompactArmadaPlan | CompactXwingPlan): OptionThreat[] {
  const name = (i: unknown): string => (typeof i === 'number' ? plan.names[i] ?? '' : '');
  const threats = (cell: unknown): ArcThreat[] => (Array.isArray(cell) ? cell : []).map((t: number[]) => ({
    ship: name(t[0]),
    arc: name(t[1]),
    range: plan.game === 'xwing' ? t[2]! : name(t[2]),
    obstructed: t[3] === 1,
    ...(t.length >= 7 ? { dice: { red: t[4]!, blue: t[5]!, black: t[6]! } } : {}),
  }));
  const lists = plan.game === 'armada'
    ? [rowObjects(plan.columns, plan.courses)]
    : [rowObjects(plan.maneuverColumns, plan.maneuvers), rowObjects(plan.actionColumns, plan.actions)];
  const label = (list: number, row: Record<string, CompactCell>): string => {
    if (plan.game === 'armada') return `speed ${String(row['speed'])} [${(row['yaw'] as number[]).join(', ')}] ${name(row['side'])}`;
    if (list === 1) return `${name(row['action'])} ${name(row['direction'])} ${row['bend'] === null || row['bend'] === undefined ? '' : `${name(row['bend'])} `}${name(row['placement'])}`;
    return [name(row['dial']), row['placement'] === null ? '' : name(row['placement']), row['sideslip'] === 1 ? 'side-slip' : '', row['dock'] === 1 ? 'dock' : ''].filter((w) => w !== '').join(' ');
  };
  const entries = plan.ranking.map((r) => (plan.game === 'armada' ? { list: 0, index: r[0]!, exposedTo: r[1]!, targets: r[2]! } : { list: r[0]!, index: r[1]!, exposedTo: r[2]!, targets: r[3]! }));
  const first = entries[0];
  const out: OptionThreat[] = [];
  for (const entry of entries) {
    const row = lists[entry.list]?.[entry.index];
    if (row === undefined) continue;
    out.push({
      label: label(entry.list, row),
      pose: { x: row['x'] as number, y: row['y'] as number, heading: row['heading'] as number },
      exposure: threats(row['exposure']),
      targets: threats(row['targets']),
      exposedTo: entry.exposedTo,
      targetCount: entry.targets,
      best: first !== undefined && entry.exposedTo === first.exposedTo && entry.targets === first.targets,
    });
  }
  return out;
}

/** A final pose to 0.01 mm and degrees (what a compact plan keeps), heading in [0, 360). */
export const poseKey = (p: { x: number; y: number; heading: number }): string => `${r2(p.x)} ${r2(p.y)} ${r2((((r2(p.heading) % 360) + 360) % 360))}`;

/** Each ghost's `data-pick` text (as the renderer writes it) with its option's threats. */
export function threatsByPick(scene: Scene, threats: readonly OptionThreat[]): Map<string, OptionThreat> {
  const byPose = new Map<string, OptionThreat>();
  for (const t of threats) if (!byPose.has(poseKey(t.pose))) byPose.set(poseKey(t.pose), t);
  const out = new Map<string, OptionThreat>();
  for (const item of scene.items) {
    if (item.pick === undefined || item.shape.kind !== 'rect') continue;
    const threat = byPose.get(poseKey(item.shape));
    if (threat !== undefined) out.set(JSON.stringify(item.pick), threat);
  }
  return out;
}

/** The shades, lightest meaning first, for the legend and the drawing: colour and opacity both step with the count. */
export interface Shade {
  readonly count: number;
  readonly label: string;
  readonly colour: string;
  readonly opacity: number;
  /** The outline, where the fill's colour is too pale to outline on a light table. */
  readonly stroke?: string;
}

export const SHADES: Readonly<Record<Exclude<Shading, 'outcome'>, readonly Shade[]>> = {
  exposure: [
    { count: 0, label: 'no enemy can shoot it', colour: OKABE_ITO.bluishGreen, opacity: 0.12 },
    { count: 1, label: '1 enemy can shoot it', colour: OKABE_ITO.yellow, opacity: 0.3, stroke: '#b3a300' },
    { count: 2, label: '2 enemies', colour: OKABE_ITO.orange, opacity: 0.45 },
    { count: 3, label: '3 or more', colour: OKABE_ITO.vermillion, opacity: 0.6 },
  ],
  targets: [
    { count: 0, label: 'no target', colour: '#8a94a8', opacity: 0.08 },
    { count: 1, label: '1 target', colour: OKABE_ITO.skyBlue, opacity: 0.3 },
    { count: 2, label: '2 targets', colour: OKABE_ITO.blue, opacity: 0.45 },
    { count: 3, label: '3 or more', colour: OKABE_ITO.reddishPurple, opacity: 0.6 },
  ],
};

export const BEST_LABEL = 'best by the plan\'s ranking (fewest enemies that can shoot it, then most targets)';

/** CSS for the shaded ghosts (written into the SVG, so an export keeps it). */
export function shadingCss(): string {
  const rules: string[] = [];
  for (const [mode, shades] of Object.entries(SHADES)) {
    for (const shade of shades) {
      rules.push(`[data-shade="${mode}"][data-level="${shade.count}"] > :not(title) { fill: ${shade.colour}; fill-opacity: ${shade.opacity}; stroke: ${shade.stroke ?? shade.colour}; }`);
    }
  }
  rules.push('[data-shade][data-best] > :not(title) { stroke-width: 3px; }');
  return rules.join(' ');
}

/**
 * The drawing with each ghost that has a matching option marked for `shading`: `data-shade`,
 * `data-level` (the count, 3 for three or more), `data-best` for the best-ranked, and the shading's
 * CSS. Unchanged for "outcome".
 */
export function shadeSvg(svg: string, byPick: ReadonlyMap<string, OptionThreat>, shading: Shading): string {
  if (shading === 'outcome' || byPick.size === 0) return svg;
  const escaped = new Map<string, OptionThreat>();
  for (const [pick, threat] of byPick) escaped.set(escapeXml(pick), threat);
  const marked = svg.replace(/ data-pick="([^"]*)"/g, (whole, pick: string) => {
    const threat = escaped.get(pick);
    if (threat === undefined) return whole;
    const level = Math.min(3, shading === 'exposure' ? threat.exposedTo : threat.targetCount);
    return `${whole} data-shade="${shading}" data-level="${level}"${threat.best ? ' data-best="true"' : ''}`;
  });
  return withCss(marked, shadingCss());
}

/** Armada: ", 2 red, 1 blue", the dice the attacking hull zone can roll there (armada.range.armament). */
const diceWords = (dice: ArcThreat['dice']): string => {
  if (dice === undefined) return '';
  const parts = ([[dice.red, 'red'], [dice.blue, 'blue'], [dice.black, 'black']] as const).filter(([n]) => n > 0).map(([n, colour]) => `${n} ${colour}`);
  return parts.length === 0 ? '' : `, ${parts.join(', ')}`;
};

const listed = (threats: readonly ArcThreat[]): string =>
  threats.map((t) => `${t.ship} (${t.arc}, ${rangeWords(t.range)}${t.obstructed ? ', obstructed' : ''}${diceWords(t.dice)})`).join(', ');

/** Who can shoot an option and whom it can shoot, in a sentence. */
export function threatText(threat: OptionThreat): string {
  const shotBy = threat.exposure.length === 0 ? 'no enemy can shoot it there' : `can be shot by ${listed(threat.exposure)}`;
  const shoots = threat.targets.length === 0 ? 'it can shoot no one' : `it can shoot ${listed(threat.targets)}`;
  return `${threat.label}: ${shotBy}; ${shoots}${threat.best ? ' (best by ranking)' : ''}.`;
}
