/**
 * Dial- and movement-changing effects as data (xwing.dial.effects): the primitives a card's
 * effect is written in, the effects a ship has (its own `effects` and the scenario's), and what
 * each primitive does to the dial, to the revealed maneuver and to its difficulty. Pure
 * functions of the prepared world; execution lives in effect-execute.ts.
 *
 * Primitives (src/schema/xwing-effects.ts):
 * - `difficulty` (xwing.difficulty.effects): increase / decrease / treat as, by speed and bearing;
 * - `add-maneuvers` (xwing.dial.add): maneuvers added to the dial;
 * - `substitute` (xwing.dial.set, xwing.maneuver.substitute): after revealing, another maneuver;
 * - `pre-move` (xwing.maneuver.pre-move): a move before the dial is revealed;
 * - `skip-execute` (xwing.maneuver.skip): the Execute Maneuver step skipped near obstacles;
 * - `red-while-stressed` (xwing.stress.red-allowed);
 * - `template` (xwing.maneuver.template): the maneuver on another template of its speed and direction;
 * - `ignore-obstacles` (xwing.obstacle.ignore) and `land` (xwing.obstacle.land): Landing / Grappling Struts;
 * - `forbid-actions` (xwing.move.forbidden): barrel roll or boost actions the ship cannot perform;
 * - `action-bar` (xwing.move.follow-up.bar): boost, barrel roll or cloak actions added to the action bar;
 * - `reposition` (xwing.move.follow-up.trigger): a boost, barrel roll or cloak at a card's trigger;
 * - `actions-while-stressed` (xwing.stress.actions-allowed): actions even while stressed.
 * The last three are read by follow-ups.ts (plan `followUps`, a maneuver's `followUp`, an action's `via`).
 */
import type { Issue } from '../core/issue.ts';
import { quote } from '../core/quote.ts';
import { HintBudget, NameIndex } from '../core/suggest.ts';
import type { EffectPrimitive, EffectUse, ManeuverFilter } from '../schema/xwing-effects.ts';
import type { XwingScenario } from '../schema/xwing.ts';
import type { CardEffect, PrimitiveInput } from './catalog/card-effects.ts';
import { CARD_EFFECTS } from './catalog/card-effects.ts';
import type { Bearing, DialEntry, Difficulty } from './dial.ts';
import { BEARING_LETTERS, bearingSide, parseDial } from './dial.ts';
import type { TemplateKind } from './catalog/templates.ts';
import { templateOf } from './catalog/templates.ts';
import type { XwingRuleId } from './rules.ts';
import type { RuleSet, ShipState, World } from './world.ts';

/** One effect a ship has: its name (catalog name, label or primitive kind) and its primitives for the rule set. */
export interface ActiveEffect {
  readonly name: string;
  readonly card: CardEffect | null;
  readonly primitive: EffectPrimitive;
}

/** Catalog names, matched case-insensitively, with spaces for hyphens too (`"Nien Nunb"`). */
export const cardEffectIndex = new NameIndex<string>(
  Object.keys(CARD_EFFECTS).flatMap((n) => (n.includes('-') ? [[n, n] as const, [n.replace(/-/g, ' '), n] as const] : [[n, n] as const])),
);

const ALL_BEARINGS = Object.values(BEARING_LETTERS);
/** The dial letter of each bearing (xwing.dial.codes). */
const LETTER_OF = Object.fromEntries(Object.entries(BEARING_LETTERS).map(([letter, bearing]) => [bearing, letter])) as Readonly<Record<Bearing, string>>;
const DIFFICULTY_LETTER: Readonly<Record<Difficulty, string>> = { white: 'W', blue: 'B', red: 'R', purple: 'P' };

/** The dial code of a maneuver (a fast `dialCode`). */
function codeOf(speed: number, bearing: Bearing, difficulty: Difficulty): string {
  return `${speed}${LETTER_OF[bearing]}${DIFFICULTY_LETTER[difficulty]}`;
}

/** The bearings a bearing name or group stands for. */
export function bearingsOf(group: string): readonly Bearing[] {
  switch (group) {
    case 'bank':
      return ['bank-left', 'bank-right'];
    case 'turn':
      return ['turn-left', 'turn-right'];
    case 'segnor':
      return ['segnor-left', 'segnor-right'];
    case 'tallon':
      return ['tallon-left', 'tallon-right'];
    case 'reverse-bank':
      return ['reverse-bank-left', 'reverse-bank-right'];
    case 'reverse':
      return ['reverse-straight', 'reverse-bank-left', 'reverse-bank-right'];
    case 'basic':
      return ['straight', 'bank-left', 'bank-right', 'turn-left', 'turn-right'];
    case 'left':
      return ALL_BEARINGS.filter((b) => bearingSide(b) < 0);
    case 'right':
      return ALL_BEARINGS.filter((b) => bearingSide(b) > 0);
    case 'any':
      return ALL_BEARINGS;
    default:
      return ALL_BEARINGS.filter((b) => b === group);
  }
}

/** Whether a maneuver (with its printed difficulty) meets a filter. */
export function matches(filter: ManeuverFilter | undefined, entry: DialEntry): boolean {
  if (filter === undefined) return true;
  if (filter.speeds !== undefined && !filter.speeds.includes(entry.speed)) return false;
  if (filter.bearings !== undefined && !filter.bearings.some((g) => bearingsOf(g).includes(entry.bearing))) return false;
  if (filter.exceptBearings?.some((g) => bearingsOf(g).includes(entry.bearing))) return false;
  if (filter.difficulties !== undefined && !filter.difficulties.includes(entry.difficulty)) return false;
  return true;
}

/** Dial code without its difficulty letter: the maneuver (speed and bearing). */
export const moveKey = (code: string): string => code.slice(0, 2);

/** A maneuver with another difficulty. */
export function withDifficulty(entry: DialEntry, difficulty: Difficulty): DialEntry {
  return difficulty === entry.difficulty ? entry : parseDial(codeOf(entry.speed, entry.bearing, difficulty))!;
}

/** The template each bearing uses (xwing.maneuver.*); null for stationary. */
function templateKind(bearing: Bearing): TemplateKind | null {
  if (bearing === 'stationary') return null;
  if (bearing === 'straight' || bearing === 'koiogran' || bearing === 'reverse-straight') return 'straight';
  if (bearing.startsWith('turn') || bearing.startsWith('tallon')) return 'turn';
  return 'bank';
}

/** Whether a template exists for the maneuver (bank 4 does not); stationary only at speed 0. */
export function hasTemplate(entry: DialEntry): boolean {
  const kind = templateKind(entry.bearing);
  return kind === null ? entry.speed === 0 : templateOf(kind, entry.speed) !== null;
}

// --- The effects a ship has -------------------------------------------------------------------

type EffectEntry = NonNullable<XwingScenario['effects']>[number];

function named(entry: EffectEntry): string | null {
  if (typeof entry === 'string') return entry;
  return 'name' in entry ? entry.name : null;
}

/** The primitives of one entry under a rule set; null when unknown or absent in that edition. */
function expand(entry: EffectEntry, rules: RuleSet): ActiveEffect[] | null {
  const wanted = named(entry);
  if (wanted === null) {
    const primitive = entry as EffectPrimitive;
    return [{ name: primitive.label ?? primitive.kind, card: null, primitive }];
  }
  const key = cardEffectIndex.get(wanted);
  if (key === undefined) return null;
  const card: CardEffect = CARD_EFFECTS[key as keyof typeof CARD_EFFECTS];
  const primitives = card.primitives[rules];
  if (primitives === null) return null;
  return primitives.map((p) => ({ name: key, card, primitive: withDefaults(p) }));
}

/**
 * A catalog primitive with the schema's defaults filled in (the same result as
 * `effectPrimitive.parse`, which a test checks for every entry, without its cost on the hot path).
 */
export function withDefaults(p: PrimitiveInput): EffectPrimitive {
  switch (p.kind) {
    case 'difficulty':
      return { ...p, match: p.match ?? {} } as EffectPrimitive;
    case 'add-maneuvers':
      return p as EffectPrimitive;
    case 'substitute':
      return { ...p, match: p.match ?? {}, source: p.source ?? 'dial', speedChange: p.speedChange ?? [0], bearing: p.bearing ?? 'same', sameDifficulty: p.sameDifficulty ?? false, change: p.change ?? 0, stress: p.stress ?? 0, must: p.must ?? false } as EffectPrimitive;
    case 'pre-move':
      return { ...p, must: p.must ?? true, unlessStressed: p.unlessStressed ?? true } as EffectPrimitive;
    case 'skip-execute':
      return { ...p, match: p.match ?? {}, except: p.except ?? [], near: p.near ?? ['asteroid', 'debris-cloud'], removeStress: p.removeStress ?? 1, rotate: p.rotate ?? true } as EffectPrimitive;
    case 'red-while-stressed':
      return { ...p, match: p.match ?? {} } as EffectPrimitive;
    case 'template':
      return { ...p, match: p.match ?? {} } as EffectPrimitive;
    case 'ignore-obstacles':
      return { ...p, atStart: p.atStart ?? true, movedThrough: p.movedThrough ?? false, overlapped: p.overlapped ?? false } as EffectPrimitive;
    case 'land':
      return { ...p, on: p.on ?? ['asteroid', 'debris-cloud'], maxOtherFriendly: p.maxOtherFriendly ?? 1 } as EffectPrimitive;
    case 'forbid-actions':
      return p as EffectPrimitive;
    case 'action-bar':
      return { ...p, actions: p.actions.map((a) => ({ ...a, difficulty: a.difficulty ?? 'white' })) } as EffectPrimitive;
    case 'reposition':
      return { ...p, difficulty: p.difficulty ?? 'white', action: p.action ?? true, whileStressed: p.whileStressed ?? false, fully: p.fully ?? false, partial: p.partial ?? false, gainStress: p.gainStress ?? 0 } as EffectPrimitive;
    case 'actions-while-stressed':
    case 'sideslip':
    case 'cloak-token':
      return p as EffectPrimitive;
    case 'template-speed':
      return { ...p, must: p.must ?? true } as EffectPrimitive;
    case 'bank-roll':
      return { ...p, must: p.must ?? true } as EffectPrimitive;
    case 'actions-after-partial':
      return { ...p, whiteOnly: p.whiteOnly ?? false } as EffectPrimitive;
    case 'through-obstacles':
      return { ...p, moves: p.moves ?? ['boost', 'barrel-roll'] } as EffectPrimitive;
    case 'boost-template':
      return { ...p, template: 'turn', boosts: p.boosts ?? 'any' } as EffectPrimitive;
    case 'tractor-tokens':
      return { ...p, tokens: p.tokens ?? 1 } as EffectPrimitive;
  }
}

/** The effect that forbids the ship this action (xwing.move.forbidden), or null. */
export function forbiddenBy(effects: readonly ActiveEffect[], action: string): string | null {
  for (const effect of effects) {
    const p = effect.primitive;
    if (p.kind === 'forbid-actions' && (p.actions as readonly string[]).includes(action)) return effect.name;
  }
  return null;
}

/** Every effect of a ship: its own `effects`, then the scenario's that apply to it (all ships unless `ships` names some). */
export function shipEffects(world: World, ship: ShipState): ActiveEffect[] {
  const own = world.scenario.ships[ship.index]?.effects ?? [];
  const shared = (world.scenario.effects ?? []).filter((e) => typeof e !== 'object' || !('ships' in e) || e.ships === undefined || e.ships.includes(ship.id));
  return [...own, ...shared].flatMap((e) => expand(e, world.rules) ?? []);
}

export function hasEffects(world: World): boolean {
  return (world.scenario.effects?.length ?? 0) > 0 || world.scenario.ships.some((s) => (s.effects?.length ?? 0) > 0);
}

/** The ship's dial with the maneuvers effects add (xwing.dial.add), and which effect added each. */
export function extendedDial(dial: readonly string[], effects: readonly ActiveEffect[]): { readonly codes: readonly string[]; readonly addedBy: ReadonlyMap<string, string> } {
  const codes = [...dial];
  const addedBy = new Map<string, string>();
  for (const effect of effects) {
    if (effect.primitive.kind !== 'add-maneuvers') continue;
    for (const code of effect.primitive.maneuvers) {
      if (codes.includes(code)) continue;
      codes.push(code);
      addedBy.set(code, effect.name);
    }
  }
  return { codes, addedBy };
}

// --- Difficulty (xwing.difficulty.effects) -----------------------------------------------------

const RANK: { readonly [D in Exclude<Difficulty, 'purple'>]: number } = { blue: 0, white: 1, red: 2 };
const BY_RANK: readonly Difficulty[] = ['blue', 'white', 'red'];

export interface DifficultyChange {
  readonly entry: DialEntry;
  /** Which effects changed it and how, in plain words (empty: none applied). */
  readonly notes: readonly string[];
}

/**
 * The difficulty a maneuver is executed at. "Treat as" first (Ello Asty, Jedi Commander), then
 * the sum of every increase and decrease, applied once and clamped to blue..red: the effects are
 * cumulative (RR20 "Difficulty": a red maneuver increased once and decreased once stays red). A
 * purple maneuver is never increased or decreased, and nothing increases a maneuver to purple.
 * `extra` is a change the chosen substitution adds (Kaydel Connix: "increase its difficulty").
 */
export function adjustDifficulty(entry: DialEntry, effects: readonly ActiveEffect[], stress: number, extra: { readonly change: number; readonly by: string } | null): DifficultyChange {
  const notes: string[] = [];
  let difficulty = entry.difficulty;
  for (const effect of effects) {
    const p = effect.primitive;
    if (p.kind !== 'difficulty' || p.treatAs === undefined || !matches(p.match, entry)) continue;
    if (p.maxStress !== undefined && stress > p.maxStress) {
      notes.push(`${effect.name} does not apply (${stress} stress, more than ${p.maxStress})`);
      continue;
    }
    if (difficulty !== p.treatAs) notes.push(`${effect.name} treats it as ${p.treatAs}`);
    difficulty = p.treatAs;
  }
  let sum = 0;
  const changes: string[] = [];
  const add = (change: number, by: string) => {
    sum += change;
    changes.push(`${by} ${change > 0 ? 'increases' : 'decreases'} it${Math.abs(change) > 1 ? ` by ${Math.abs(change)}` : ''}`);
  };
  for (const effect of effects) {
    const p = effect.primitive;
    if (p.kind !== 'difficulty' || p.change === undefined || p.change === 0 || !matches(p.match, entry)) continue;
    if (p.maxStress !== undefined && stress > p.maxStress) continue;
    add(p.change, effect.name);
  }
  if (extra !== null && extra.change !== 0) add(extra.change, extra.by);
  if (changes.length > 0) {
    if (difficulty === 'purple') {
      notes.push(`${changes.join(', ')}, but a purple maneuver's difficulty never changes`);
    } else {
      const rank = Math.max(0, Math.min(2, RANK[difficulty] + sum));
      const result = BY_RANK[rank]!;
      notes.push(`${changes.join(', ')}${changes.length > 1 ? ` (net ${sum > 0 ? '+' : ''}${sum})` : ''}: ${difficulty} -> ${result}`);
      difficulty = result;
    }
  }
  return { entry: withDifficulty(entry, difficulty), notes };
}

/** Whether an effect lets the stressed ship execute this red maneuver (xwing.stress.red-allowed). */
export function redAllowedBy(effects: readonly ActiveEffect[], entry: DialEntry, stress: number): string | null {
  for (const effect of effects) {
    const p = effect.primitive;
    if (p.kind !== 'red-while-stressed' || !matches(p.match, entry)) continue;
    if (p.maxStress !== undefined && stress > p.maxStress) continue;
    return effect.name;
  }
  return null;
}

// --- Substitutions (xwing.dial.set, xwing.maneuver.substitute) -------------------------------------

type Substitute = Extract<EffectPrimitive, { kind: 'substitute' }>;

export function substituteRule(p: Substitute): XwingRuleId {
  return p.source === 'dial' ? 'xwing.dial.set' : 'xwing.maneuver.substitute';
}

function mirror(bearing: Bearing): Bearing {
  if (bearing.endsWith('-left')) return bearing.replace(/-left$/, '-right') as Bearing;
  if (bearing.endsWith('-right')) return bearing.replace(/-right$/, '-left') as Bearing;
  return bearing;
}

/**
 * The maneuvers a substitution may turn the revealed one into, each with the difficulty it has
 * before the difficulty effects: a dial maneuver keeps its printed difficulty (unless
 * `sameDifficulty`, then only those printed at the revealed difficulty), a template substitution
 * keeps the revealed difficulty; a fixed list keeps its own.
 */
export function substitutionTargets(p: Substitute, revealed: DialEntry, dial: readonly string[]): DialEntry[] {
  if (!matches(p.match, revealed)) return [];
  const out: DialEntry[] = [];
  const push = (entry: DialEntry) => {
    if (out.some((e) => e.code === entry.code)) return;
    if (p.target !== undefined && !matches(p.target, entry)) return;
    if (!hasTemplate(entry)) return;
    out.push(entry);
  };
  if (p.maneuvers !== undefined) {
    for (const code of p.maneuvers) push(parseDial(code)!);
    return out;
  }
  const bearings: readonly Bearing[] =
    p.bearing === 'same' ? [revealed.bearing] : p.bearing === 'mirror' ? [mirror(revealed.bearing)] : ALL_BEARINGS.filter((b) => p.bearing === 'any' || b !== revealed.bearing);
  const allowed = p.to === undefined ? bearings : bearings.filter((b) => p.to!.some((g) => bearingsOf(g).includes(b)));
  for (const delta of p.speedChange) {
    const speed = revealed.speed + delta;
    if (speed < 0 || speed > 5) continue;
    for (const bearing of allowed) {
      if (speed === revealed.speed && bearing === revealed.bearing) continue;
      if ((bearing === 'stationary') !== (speed === 0)) continue;
      if (p.source === 'dial') {
        const key = `${speed}${LETTER_OF[bearing]}`;
        const code = dial.find((c) => moveKey(c) === key);
        if (code === undefined) continue;
        const entry = parseDial(code)!;
        if (p.sameDifficulty && entry.difficulty !== revealed.difficulty) continue;
        push(entry);
      } else {
        push(parseDial(codeOf(speed, bearing, revealed.difficulty))!);
      }
    }
  }
  return out;
}

// --- Another template (xwing.maneuver.template) ----------------------------------------------

type TemplateSwap = Extract<EffectPrimitive, { kind: 'template' }>;

/**
 * The templates a template effect lets the maneuver use instead of its own: those listed that
 * exist at its speed (xwing.template.straight, xwing.template.arcs) and differ from the one it uses.
 */
export function templateChoices(p: TemplateSwap, entry: DialEntry): TemplateKind[] {
  if (!matches(p.match, entry)) return [];
  const own = templateKind(entry.bearing);
  if (own === null) return [];
  return p.templates.filter((kind, i) => kind !== own && p.templates.indexOf(kind) === i && templateOf(kind, entry.speed) !== null);
}

// --- Checking a scenario's effects ------------------------------------------------------------

function primitiveIssues(p: EffectPrimitive, path: string): Issue[] {
  const issues: Issue[] = [];
  if (p.kind === 'difficulty' && p.change === undefined && p.treatAs === undefined) {
    issues.push({ path, rule: 'xwing.difficulty.effects', message: 'a difficulty effect needs "change" (+1 increases, -1 decreases) or "treatAs"' });
  }
  if (p.kind === 'add-maneuvers') {
    p.maneuvers.forEach((code, i) => {
      if (!hasTemplate(parseDial(code)!)) issues.push({ path: `${path}.maneuvers[${i}]`, rule: 'xwing.dial.add', message: `${code} has no template (banks and turns go to speed 3, straights to 5)`, received: code });
    });
  }
  if (p.kind === 'substitute' && p.maneuvers !== undefined) {
    p.maneuvers.forEach((code, i) => {
      if (!hasTemplate(parseDial(code)!)) issues.push({ path: `${path}.maneuvers[${i}]`, rule: 'xwing.maneuver.substitute', message: `${code} has no template`, received: code });
    });
  }
  return issues;
}

function entryIssues(entry: EffectEntry, path: string, rules: RuleSet, shipIds: readonly string[] | null, budget: HintBudget): Issue[] {
  const wanted = named(entry);
  if (wanted === null) return primitiveIssues(entry as EffectPrimitive, path);
  const issues: Issue[] = [];
  const key = cardEffectIndex.get(wanted);
  const namePath = typeof entry === 'string' ? path : `${path}.name`;
  if (key === undefined) {
    issues.push({ path: namePath, rule: 'xwing.dial.effects', message: cardEffectIndex.unknownMessage('effect', wanted, budget), received: wanted });
  } else if (CARD_EFFECTS[key as keyof typeof CARD_EFFECTS].primitives[rules] === null) {
    const card: CardEffect = CARD_EFFECTS[key as keyof typeof CARD_EFFECTS];
    issues.push({ path: namePath, rule: 'xwing.dial.effects', message: `${quote(key)} (${card.card}) is not modelled under the ${rules} rules${card.text20 !== undefined && rules === '2.0' ? `: ${card.text20}` : ''}` });
  }
  if (typeof entry === 'object' && 'ships' in entry && entry.ships !== undefined) {
    if (shipIds === null) issues.push({ path: `${path}.ships`, rule: 'schema', message: '"ships" only applies to the scenario\'s effects (a ship\'s own effects apply to it)' });
    else {
      entry.ships.forEach((id, i) => {
        if (!shipIds.includes(id)) issues.push({ path: `${path}.ships[${i}]`, rule: 'schema', message: `no ship with id ${quote(id)}` });
      });
    }
  }
  return issues;
}

/** Unknown effect names (with suggestions), effects absent in the rule set, bad parameters (xwing.dial.effects). */
export function effectIssues(scenario: XwingScenario): Issue[] {
  const issues: Issue[] = [];
  const budget = new HintBudget();
  const ids = scenario.ships.map((s) => s.id);
  scenario.ships.forEach((ship, i) => {
    (ship.effects ?? []).forEach((entry, j) => issues.push(...entryIssues(entry, `ships[${i}].effects[${j}]`, scenario.rules, null, budget)));
  });
  (scenario.effects ?? []).forEach((entry, j) => issues.push(...entryIssues(entry, `effects[${j}]`, scenario.rules, ids, budget)));
  return issues;
}

/** The effect a maneuver's `use` names, among the ship's. */
export function effectNamed(effects: readonly ActiveEffect[], wanted: string): ActiveEffect[] {
  const key = cardEffectIndex.get(wanted) ?? wanted;
  return effects.filter((e) => e.name === key || e.name.toLowerCase() === wanted.toLowerCase());
}

/** Problems with a maneuver's `use` choices (xwing.dial.set, xwing.maneuver.substitute, xwing.maneuver.pre-move). */
export function useIssues(effects: readonly ActiveEffect[], revealed: DialEntry, dial: readonly string[], uses: readonly EffectUse[]): Issue[] {
  const issues: Issue[] = [];
  let substitutions = 0;
  uses.forEach((use, i) => {
    const path = `maneuver.use[${i}]`;
    const found = effectNamed(effects, use.effect);
    if (found.length === 0) {
      const have = [...new Set(effects.map((e) => e.name))];
      issues.push({ path: `${path}.effect`, rule: 'xwing.dial.effects', message: `the ship has no effect ${quote(use.effect)}; ${have.length > 0 ? `it has ${have.map((n) => quote(n)).join(', ')}` : 'it has none'}`, received: use.effect });
      return;
    }
    const sub = found.find((e) => e.primitive.kind === 'substitute');
    const pre = found.find((e) => e.primitive.kind === 'pre-move');
    const swap = found.find((e) => e.primitive.kind === 'template');
    if (use.template !== undefined && swap === undefined) {
      issues.push({ path: `${path}.template`, rule: 'xwing.maneuver.template', message: `${quote(found[0]!.name)} does not change the template: "template" is for effects such as "ig-88d"` });
      return;
    }
    if (swap !== undefined && swap.primitive.kind === 'template') {
      // Checked against the revealed maneuver; if another rule changes what is executed (stress, ion), the trace says the effect no longer applies.
      const choices = templateChoices(swap.primitive, revealed);
      if (use.dial !== undefined || use.direction !== undefined) issues.push({ path, rule: 'xwing.maneuver.template', message: `${quote(swap.name)} changes only the template: give "template"` });
      if (use.template === undefined) {
        issues.push({ path: `${path}.template`, rule: 'xwing.maneuver.template', message: `name the template ${quote(swap.name)} executes ${revealed.code} with${choices.length > 0 ? `: one of ${choices.join(', ')}` : ''}` });
      } else if (!choices.includes(use.template)) {
        const why = choices.length === 0 ? `it does not apply to ${revealed.code}` : `for ${revealed.code} it allows ${choices.join(', ')}`;
        issues.push({ path: `${path}.template`, rule: 'xwing.maneuver.template', message: `${quote(swap.name)} cannot execute ${revealed.code} with the ${use.template} template: ${why}`, received: use.template });
      }
    } else if (sub !== undefined && sub.primitive.kind === 'substitute') {
      substitutions++;
      const rule = substituteRule(sub.primitive);
      const targets = substitutionTargets(sub.primitive, revealed, dial);
      if (use.direction !== undefined) issues.push({ path: `${path}.direction`, rule, message: '"direction" is for moves before the dial is revealed' });
      if (use.dial === undefined) {
        issues.push({ path: `${path}.dial`, rule, message: `name the maneuver ${quote(sub.name)} turns ${revealed.code} into${targets.length > 0 ? `: one of ${targets.map((t) => t.code).join(', ')}` : ''}` });
      } else if (!targets.some((t) => moveKey(t.code) === moveKey(use.dial!))) {
        const why = targets.length === 0 ? `it cannot change ${revealed.code}` : `from ${revealed.code} it allows ${targets.map((t) => t.code).join(', ')}`;
        issues.push({ path: `${path}.dial`, rule, message: `${quote(sub.name)} cannot turn ${revealed.code} into ${use.dial}: ${why}`, received: use.dial });
      }
    } else if (pre !== undefined) {
      if (use.dial !== undefined) issues.push({ path: `${path}.dial`, rule: 'xwing.maneuver.pre-move', message: `${quote(pre.name)} is a move before the dial is revealed: give "direction" (left, forward or right)` });
    } else {
      issues.push({ path, rule: 'xwing.dial.effects', message: `${quote(found[0]!.name)} applies by itself: there is nothing to choose` });
    }
  });
  if (substitutions > 1) issues.push({ path: 'maneuver.use', rule: 'xwing.dial.set', message: 'use one substitution per maneuver' });
  return issues;
}

/** The dial a ship reveals from: its type's dial and the maneuvers its effects add (xwing.dial.add). */
export function dialOf(world: World, ship: ShipState): readonly string[] {
  return hasEffects(world) ? extendedDial(ship.type.dial, shipEffects(world, ship)).codes : ship.type.dial;
}
