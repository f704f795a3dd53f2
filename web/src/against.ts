import type { Pose } from '../../src/geometry/index.ts';
import type { Scene } from '../../src/render/scene.ts';
import type { Cell } from '../../src/core/compact.ts';
import { rowObjects } from '../../src/core/compact.ts';
import { OKABE_ITO } from '../../src/render/palette.ts';
import { escapeXml } from '../../src/render/xml.ts';
import { withCss } from './drawing-style.ts';
import { poseKey } from './threats.ts';

/**
 * "Against every enemy option" (docs/against.md): each option of the planned ship played against
 * every option of each enemy ship (X-Wing `xwing.range.against.order`, Armada
 * `armada.range.against.order`). The page reads the compact plan's `against` column, matches each
 * ghost on the board to its option by the final pose (as the threat shading does), shades the
 * ghost by how often it is shot at, and ranks the choices with their reasons in words. Pure.
 */

type Loose = Record<string, unknown>;

/** One enemy's numbers for one option (shares in 0..1), as the plan gives them. */
export interface EnemyShare {
  readonly ship: string;
  readonly combinations: number;
  readonly shotBy: number;
  readonly canShoot: number;
  /** X-Wing: the planned ship's move cut short by the enemy's base; Armada: the enemy's course ends overlapping it. */
  readonly bumped: number;
  /** X-Wing: the enemy's move cut short by the planned ship's base. */
  readonly bumps: number;
  /** Armada: the planned ship suffers the overlap's damage. */
  readonly damaged: number;
  readonly bullseye: number;
  /** The enemy option that shoots it hardest, and at what range (null: never shot at). */
  readonly worst: { readonly option: string; readonly range: number | string; readonly bullseye?: boolean } | null;
}

export interface AgainstOption {
  /** The option for people: `3 bank left`, `boost right`, `speed 2 [0, 1] right`. */
  readonly label: string;
  readonly pose: Pose;
  readonly enemies: readonly EnemyShare[];
  /** At least one enemy shoots it / it can shoot one / bumps it, the enemies choosing independently. */
  readonly shotBy: number;
  readonly canShoot: number;
  readonly bumped: number;
}

const BEARING_WORDS: Readonly<Record<string, string>> = {
  F: 'straight', B: 'bank left', N: 'bank right', T: 'turn left', Y: 'turn right', K: 'Koiogran turn', L: 'Segnor\'s loop left', P: 'Segnor\'s loop right',
  E: 'Tallon roll left', R: 'Tallon roll right', O: 'stop', S: 'reverse', A: 'reverse bank left', D: 'reverse bank right',
};

/** A dial code in players' words: `3BW` -> `3 bank left`. */
export function dialWords(code: string): string {
  const match = /^(\d)([A-Z])/.exec(code);
  if (match === null) return code;
  return `${match[1]} ${BEARING_WORDS[match[2]!] ?? match[2]}`;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** An Armada course in words: `speed 2 [0, +1] right` (clicks per joint, positive toward the ship's right; the tool's side). */
export function courseWords(speed: number, yaw: readonly number[], side: string): string {
  return `speed ${speed}${yaw.length === 0 ? '' : ` [${yaw.map(signed).join(', ')}]`}${side === '' ? '' : ` ${side}`}`;
}

/** An enemy's Armada course as the plan names it (`2 [1,-2] left`), in words. */
export function enemyCourseWords(option: string): string {
  const match = /^(\d+) \[([^\]]*)\] (\w+)$/.exec(option);
  if (match === null) return option;
  const yaw = match[2]!.trim() === '' ? [] : match[2]!.split(',').map((v) => Number(v.trim()));
  return courseWords(Number(match[1]), yaw, match[3]!);
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function enemyShare(raw: unknown): EnemyShare | null {
  const e = raw as Loose | null;
  if (e === null || typeof e !== 'object' || typeof e.ship !== 'string') return null;
  const worst = e.worst as Loose | null | undefined;
  return {
    ship: e.ship,
    combinations: num(e.combinations),
    shotBy: num(e.shotBy),
    canShoot: num(e.canShoot),
    bumped: num(e.bumped),
    bumps: num(e.bumps),
    damaged: num(e.damaged),
    bullseye: num(e.bullseye),
    worst: worst !== null && typeof worst === 'object' && typeof worst.option === 'string'
      ? { option: worst.option, range: typeof worst.range === 'number' || typeof worst.range === 'string' ? worst.range : '?', ...(worst.bullseye === true ? { bullseye: true } : {}) }
      : null,
  };
}

/** Every option of a compact X-Wing or Armada plan that carries `against`, in the plan's order. */
export function againstOptions(plan: unknown): AgainstOption[] {
  const p = plan as Loose | null;
  if (p === null || typeof p !== 'object' || p.detail !== 'compact') return [];
  const names = Array.isArray(p.names) ? (p.names as string[]) : [];
  const name = (i: unknown): string => (typeof i === 'number' ? names[i] ?? '' : '');
  const lists: { rows: Record<string, Cell>[]; label: (row: Record<string, Cell>) => string }[] = [];
  if (p.game === 'xwing') {
    lists.push({
      rows: rowObjects((p.maneuverColumns ?? []) as string[], (p.maneuvers ?? []) as Cell[][]),
      label: (row) => [dialWords(name(row['dial'])), row['placement'] === null || row['placement'] === undefined ? '' : name(row['placement']), row['sideslip'] === 1 ? 'side-slip' : '', row['dock'] === 1 ? 'dock' : ''].filter((w) => w !== '').join(' '),
    });
    lists.push({
      rows: rowObjects((p.actionColumns ?? []) as string[], (p.actions ?? []) as Cell[][]),
      label: (row) => [name(row['action']).replace('-', ' '), name(row['direction']), row['bend'] === null || row['bend'] === undefined ? '' : name(row['bend']), name(row['placement'])].filter((w) => w !== '' && w !== 'middle').join(' '),
    });
  } else if (p.game === 'armada') {
    lists.push({
      rows: rowObjects((p.columns ?? []) as string[], (p.courses ?? []) as Cell[][]),
      label: (row) => courseWords(Number(row['speed']), Array.isArray(row['yaw']) ? (row['yaw'] as number[]) : [], name(row['side'])),
    });
  } else return [];
  const out: AgainstOption[] = [];
  for (const list of lists) {
    for (const row of list.rows) {
      const against = row['against'] as Loose | null | undefined;
      if (against === null || against === undefined || typeof against !== 'object') continue;
      const any = (against.anyEnemy ?? {}) as Loose;
      const enemies = (Array.isArray(against.enemies) ? against.enemies : []).map(enemyShare).filter((e): e is EnemyShare => e !== null);
      out.push({
        label: list.label(row),
        pose: { x: num(row['x']), y: num(row['y']), heading: num(row['heading']) },
        enemies,
        shotBy: num(any.shotBy),
        canShoot: num(any.canShoot),
        bumped: num(any.bumped),
      });
    }
  }
  return out;
}

/** The options best first: least often shot at, then most often able to shoot, then least often bumped. */
export function rankAgainst(options: readonly AgainstOption[]): AgainstOption[] {
  return options.slice().sort((a, b) => a.shotBy - b.shotBy || b.canShoot - a.canShoot || a.bumped - b.bumped);
}

/** A share as a whole percentage: 0.1875 -> `19%`. */
export const percent = (share: number): string => `${Math.round(share * 100)}%`;

const rangeText = (range: number | string): string => (typeof range === 'number' ? `range ${range}` : `${range} range`);

/**
 * Why an option ranks where it does, in players' words: "3 bank left: shot at in 12% of enemy
 * options, can shoot in 40%", then what the enemies' moves do to it (bumps) and the worst case.
 */
export function againstReason(option: AgainstOption, game: string): string {
  if (option.enemies.length === 0) return `${option.label}: no enemy ship is played against it (none near enough)`;
  const words = [`${option.label}: shot at in ${percent(option.shotBy)} of enemy options, can shoot in ${percent(option.canShoot)}`];
  const blocks = Math.max(0, ...option.enemies.map((e) => e.bumps));
  if (game === 'xwing') {
    if (option.bumped > 0) words.push(`its move is cut short by an enemy in ${percent(option.bumped)}`);
    if (blocks > 0) words.push(`it blocks an enemy's move in ${percent(blocks)}`);
  } else {
    if (option.bumped > 0) words.push(`an enemy course ends on it in ${percent(option.bumped)}`);
    const damaged = Math.max(0, ...option.enemies.map((e) => e.damaged));
    if (damaged > 0) words.push(`it takes overlap damage in ${percent(damaged)}`);
  }
  const worst = option.enemies.filter((e) => e.worst !== null).map((e) => `${e.ship} ${game === 'xwing' ? dialWords(e.worst!.option) : enemyCourseWords(e.worst!.option)} shoots it at ${rangeText(e.worst!.range)}${e.worst!.bullseye === true ? ' in its bullseye' : ''}`);
  if (worst.length > 0) words.push(`worst: ${worst.join('; ')}`);
  return words.join(', ');
}

/** Each ghost's `data-pick` text (as the renderer writes it) with its option's numbers. */
export function againstByPick(scene: Scene, options: readonly AgainstOption[]): Map<string, AgainstOption> {
  const byPose = new Map<string, AgainstOption>();
  for (const o of options) if (!byPose.has(poseKey(o.pose))) byPose.set(poseKey(o.pose), o);
  const out = new Map<string, AgainstOption>();
  for (const item of scene.items) {
    if (item.pick === undefined || item.shape.kind !== 'rect') continue;
    const found = byPose.get(poseKey(item.shape));
    if (found !== undefined) out.set(JSON.stringify(item.pick), found);
  }
  return out;
}

/** The risk shades, safest first: how often at least one enemy can shoot the option. */
export const RISK_SHADES: readonly { readonly level: number; readonly label: string; readonly colour: string; readonly opacity: number; readonly stroke?: string }[] = [
  // Outlines at 3:1 or better against the table in both themes (the yellow and orange fills are too pale to outline with).
  { level: 0, label: 'never shot at', colour: OKABE_ITO.bluishGreen, opacity: 0.2 },
  { level: 1, label: 'shot at in ≤ 1/3', colour: OKABE_ITO.yellow, opacity: 0.35, stroke: '#8a7d00' },
  { level: 2, label: '≤ 2/3', colour: OKABE_ITO.orange, opacity: 0.5, stroke: '#b06d00' },
  { level: 3, label: '> 2/3 of enemy options', colour: OKABE_ITO.vermillion, opacity: 0.65 },
];

/** The shade level of a share shot at: 0 never, 1 up to a third, 2 up to two thirds, 3 more. */
export function riskLevel(shotBy: number): number {
  if (shotBy <= 0) return 0;
  if (shotBy <= 1 / 3 + 1e-9) return 1;
  if (shotBy <= 2 / 3 + 1e-9) return 2;
  return 3;
}

export function riskCss(): string {
  const rules = RISK_SHADES.map((s) => `[data-shade="against"][data-level="${s.level}"] > :not(title) { fill: ${s.colour}; fill-opacity: ${s.opacity}; stroke: ${s.stroke ?? s.colour}; }`);
  rules.push('[data-shade="against"][data-best] > :not(title) { stroke-width: 3px; }');
  return rules.join(' ');
}

/**
 * The drawing with each ghost that has a matching option marked by risk (`data-shade="against"`,
 * `data-level`, `data-risk` the share in percent) and the best-ranked ones (`data-best`).
 */
export function shadeAgainst(svg: string, byPick: ReadonlyMap<string, AgainstOption>, best: ReadonlySet<AgainstOption>): string {
  if (byPick.size === 0) return svg;
  const escaped = new Map<string, AgainstOption>();
  for (const [pick, option] of byPick) escaped.set(escapeXml(pick), option);
  const marked = svg.replace(/ data-pick="([^"]*)"/g, (whole, pick: string) => {
    const option = escaped.get(pick);
    if (option === undefined) return whole;
    return `${whole} data-shade="against" data-level="${riskLevel(option.shotBy)}" data-risk="${Math.round(option.shotBy * 100)}"${best.has(option) ? ' data-best="true"' : ''}`;
  });
  return withCss(marked, riskCss());
}
