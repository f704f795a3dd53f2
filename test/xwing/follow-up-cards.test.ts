import { describe, expect, test } from 'vitest';
import { PILOT_LINES } from '../../src/import/catalog/xwing-pilots.ts';
import { CARD_EFFECTS } from '../../src/xwing/catalog/card-effects.ts';
import type { CardEffect } from '../../src/xwing/catalog/card-effects.ts';
import { FOLLOW_UP_CARDS } from '../../src/xwing/catalog/follow-up-cards.ts';
import { SHIP_TYPES } from '../../src/xwing/catalog/ship-types.ts';
import { effectPrimitive } from '../../src/schema/xwing-effects.ts';
import { parseDial } from '../../src/xwing/dial.ts';
import { planScenario } from '../../src/xwing/plan.ts';
import type { PlanFollowUp, XwingPlan } from '../../src/xwing/outcome.ts';
import { maneuver, scenario } from './helpers.ts';

/**
 * A worked example for every follow-up card (src/xwing/catalog/follow-up-cards.ts), each under
 * every edition it exists in: the card's ship alone at (400, 300) facing 0 (its own ship type where
 * the card names one, else a T-65 X-wing), then the exact pose its move reaches, worked out from
 * the rules' numbers (xwing.boost: a straight 1 boost moves the centre base length + 40 forward;
 * xwing.roll.small / xwing.roll.large: a barrel roll moves it 80 sideways, medium 80, large 100).
 */
const start = { x: 400, y: 300, heading: 0 };
const shipOfPilot = (pilot: string): string | undefined => PILOT_LINES.find((l) => l.pilots.split(' ').includes(pilot))?.ship;
const typeFor = (card: CardEffect): (typeof SHIP_TYPES)[number] => {
  const xws = card.xws?.ships?.[0] ?? (card.xws?.pilots?.[0] !== undefined ? shipOfPilot(card.xws.pilots[0]) : undefined) ?? 't65xwing';
  return SHIP_TYPES.find((t) => t.xws === xws && t.base !== 'huge') ?? SHIP_TYPES.find((t) => t.xws === 't65xwing')!;
};
const rad = (deg: number) => (deg * Math.PI) / 180;
/** Where a straight boost or a middle barrel roll to the right ends from `pose` (the rules' numbers). */
function expected(move: string, pose: { x: number; y: number; heading: number }, base: { length: number; width: number; size: string }) {
  const h = rad(pose.heading);
  if (move === 'boost') return { x: pose.x + Math.sin(h) * (base.length + 40), y: pose.y + Math.cos(h) * (base.length + 40), heading: pose.heading };
  if (move === 'barrel-roll') {
    const side = base.size === 'small' ? 80 : base.width + 20;
    return { x: pose.x + Math.cos(h) * side, y: pose.y - Math.sin(h) * side, heading: pose.heading };
  }
  return pose;
}
const near = (a: { x: number; y: number; heading: number }, b: { x: number; y: number; heading: number }) => {
  expect(a.x).toBeCloseTo(b.x, 5);
  expect(a.y).toBeCloseTo(b.y, 5);
  expect(a.heading).toBeCloseTo(b.heading, 5);
};

const entries = Object.entries(FOLLOW_UP_CARDS) as [string, CardEffect][];

describe('follow-up cards: catalog entries', () => {
  test('every entry is in CARD_EFFECTS, parses as primitives, cites its source and text', () => {
    expect(entries.length).toBeGreaterThanOrEqual(60);
    for (const [name, card] of entries) {
      expect((CARD_EFFECTS as Record<string, CardEffect>)[name]).toBe(card);
      expect(card.source).toMatch(/^data\//);
      expect(card.text.length).toBeGreaterThan(10);
      for (const edition of ['2.0', '2.5'] as const) for (const p of card.primitives[edition] ?? []) expect(effectPrimitive.safeParse(p).success).toBe(true);
    }
  });
});

describe.each(entries.flatMap(([name, card]) => (['2.0', '2.5'] as const).filter((e) => card.primitives[e] !== null).map((e) => [name, e, card] as const)))('%s (%s)', (name, edition, card) => {
  const type = typeFor(card);
  const prims = card.primitives[edition]!;
  // A card that adds to the action bar is shown on a ship whose bar lacks the move (the bar keeps the easier printing).
  const bar = prims[0]!.kind === 'action-bar' ? { actions: ['focus'] } : prims[0]!.kind === 'boost-template' ? { actions: [prims[0]!.boosts === 'red' ? 'red boost' : 'boost'] } : {};
  const ship = { id: 'me', type: type.name, pose: start, effects: [name], ...bar };
  const base = { length: type.footprint.length, width: type.footprint.width, size: type.base };
  const plan = (extra: Record<string, unknown> = {}): XwingPlan => {
    const r = planScenario(scenario([{ ...ship, ...extra }], { rules: edition }), { followUps: true });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    return r.value;
  };
  const first = prims[0]!;

  test('worked example', () => {
    switch (first.kind) {
      case 'action-bar':
      case 'reposition': {
        const before = first.kind === 'reposition' && ['system-phase', 'before-activation', 'after-reveal'].includes(first.when);
        const move = first.kind === 'action-bar' ? first.actions[0]!.move : first.moves[0]!;
        const red = first.kind === 'reposition' ? first.difficulty === 'red' && first.action !== false : first.actions[0]!.difficulty === 'red';
        if (before) {
          // Listed with the plan's actions, from where the ship stands, `via` the card.
          const p = plan();
          const a = p.actions.find((x) => x.via === name && x.move === move && (move === 'boost' ? x.direction === 'forward' : x.direction === 'right' && x.placement === 'middle'))!;
          expect(a.legal).toBe(true);
          near(a.outcome.pose, expected(move, start, base));
          expect(a.outcome.stress).toBe(red ? 1 : 0);
          return;
        }
        // After a maneuver: the one the card follows (a fully executed one of its speed and bearing; a blue one for Versatile Frame).
        const match = first.kind === 'reposition' ? first.match : first.whileRevealed;
        const p = plan();
        const fits = p.maneuvers.filter((x) => x.outcome.fully && x.placement !== 'front' && x.placement !== 'back' && (match === undefined || (match.speeds?.includes(parseDial(x.dial)!.speed) ?? true) && (match.difficulties?.includes(parseDial(x.dial)!.difficulty) ?? true) && (match.bearings === undefined || match.bearings.some((b) => parseDial(x.dial)!.bearing.startsWith(b === 'basic' ? '' : b)))));
        // An unstressed ship where the card allows it (a white or blue maneuver), else the red one it needs.
        const m = fits.find((x) => x.outcome.stress === 0) ?? fits[0]!;
        expect(m).toBeDefined();
        const mine = (f: PlanFollowUp) => f.steps.at(-1)!.via === name && f.steps.at(-1)!.move === move && (move === 'boost' ? f.steps.at(-1)!.direction === (first.kind === 'reposition' && first.directions !== undefined ? first.directions[0] : 'forward') : move === 'cloak' || (f.steps.at(-1)!.direction === 'right' && f.steps.at(-1)!.placement === 'middle'));
        const found = m.followUps!.filter(mine);
        expect(found.length).toBeGreaterThan(0);
        const f = found.find((x) => x.legal) ?? found[0]!;
        // Stressed after a red maneuver: only "even while stressed" or a plain move still goes.
        expect(f.legal).toBe(true);
        const from = f.steps.length === 2 && f.steps[0]!.move !== 'action' ? null : m.outcome.pose;
        if (from !== null) near(f.pose, expected(move, from, base));
        if (move === 'cloak') expect(f.cloaked).toBe(true);
        expect(f.stress).toBe(m.outcome.stress + (red ? 1 : 0) + (f.steps.length === 2 && f.steps[0]!.difficulty === 'red' && f.steps[0]!.move !== 'action' ? 1 : 0));
        return;
      }
      case 'actions-while-stressed': {
        // Stressed (1): the bar's moves are still listed as legal after a white maneuver.
        const p = plan({ stress: 1, actions: ['boost', 'barrel roll'] });
        const m = p.maneuvers.find((x) => x.dial.endsWith('W') && x.outcome.fully && x.outcome.stress === 1)!;
        const legal = m.followUps!.filter((f) => f.legal && (first.moves ?? ['boost']).includes(f.steps[0]!.move as 'boost'));
        expect(legal.length).toBeGreaterThan(0);
        near(legal.find((f) => f.steps[0]!.move === 'boost' && f.steps[0]!.direction === 'forward')?.pose ?? legal[0]!.pose, legal.find((f) => f.steps[0]!.move === 'boost' && f.steps[0]!.direction === 'forward') !== undefined ? expected('boost', m.outcome.pose, base) : legal[0]!.pose);
        return;
      }
      case 'red-while-stressed': {
        const red = type.dial.find((c) => c.endsWith('R') && (first.match?.bearings === undefined || parseDial(c)!.bearing.match(/^(straight|bank|turn)/) !== null))!;
        const o = maneuver([{ ...ship, stress: 1 }], red, { rules: edition });
        expect(o.executed).toBe(red);
        expect(o.stress).toBe(2);
        return;
      }
      case 'difficulty': {
        const red = first.match?.difficulties?.includes('red') === true;
        const code = type.dial.find((c) => (red ? c.endsWith('R') : c.endsWith('W') && /^[12][FBNTY]/.test(c)))!;
        const o = maneuver([ship], code, { rules: edition });
        // One step easier: red -> white, white -> blue (xwing.difficulty.effects).
        expect(o.executed).toBe(code.slice(0, 2) + (red ? 'W' : 'B'));
        return;
      }
      case 'ignore-obstacles': {
        const rock: [number, number][] = [[390, 345], [410, 345], [410, 355], [390, 355]];
        const o = maneuver([ship], '2FB', { rules: edition, obstacles: [{ id: 'a', type: 'asteroid', polygon: rock }] });
        expect(o.obstacles).toEqual([]);
        expect(o.ignoredObstacles?.map((i) => i.id)).toEqual(['a']);
        expect(o.pose).toEqual({ x: 400, y: 420, heading: 0 });
        return;
      }
      case 'substitute': {
        if (first.must === true) {
          // Tractor Technicians: a 3-straight flown one speed slower, a small base moves 40 + 80 = 120.
          const o = maneuver([ship], '3FW', { rules: edition });
          expect(o.executed).toBe('2FW');
          expect(o.pose).toEqual({ x: 400, y: 420, heading: 0 });
        } else {
          const o = maneuver([ship], '2FB', { rules: edition, maneuver: { ship: 'me', dial: '2FB', use: [{ effect: name, dial: '1FB' }] } });
          expect(o.executed).toBe('1FB');
          expect(o.pose).toEqual({ x: 400, y: 380, heading: 0 });
        }
        return;
      }
      case 'boost-template': {
        // A boost right on the 1-turn template (radius 35, xwing.maneuver.arc): forward h + 35, right 35 + h, heading +90.
        const p = plan();
        const m = p.maneuvers.find((x) => x.dial === '2FB' || x.dial === '2FW')!;
        const f = m.followUps!.find((x) => x.steps[0]!.turnTemplate === name && x.steps[0]!.direction === 'right')!;
        expect(f.legal).toBe(true);
        const h = base.length / 2;
        near(f.pose, { x: m.outcome.pose.x + 35 + h, y: m.outcome.pose.y + h + 35, heading: 90 });
        expect(f.stress).toBe(m.outcome.stress + (f.steps[0]!.difficulty === 'red' ? 1 : 0));
        expect(f.steps[0]!.difficulty).toBe(prims[0]!.kind === 'boost-template' && (prims[0]!.difficulty === 'red' || prims[0]!.boosts === 'red') ? 'red' : 'white');
        return;
      }
      case 'tractor-tokens': {
        // The token makes the ship tractored (small: 1): the opponent's barrel roll right, middle, moves it 80 mm (xwing.tractor).
        const p = plan();
        const roll = p.actions.find((a) => a.action === 'tractor' && a.direction === 'right' && a.placement === 'middle')!;
        expect(roll.legal).toBe(true);
        near(roll.outcome.pose, expected('barrel-roll', start, base));
        const o = maneuver([ship], type.dial[0]!, { rules: edition });
        expect(o.ship).toBe('me');
        return;
      }
      default:
        throw new Error(`no worked example for ${first.kind}`);
    }
  });
});
