import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compactPlan, plan, resolve } from '../../src/index.ts';
import type { AgainstOption } from '../../web/src/against.ts';
import { againstOptions, againstReason, courseWords, dialWords, enemyCourseWords, rankAgainst, riskLevel, shadeAgainst } from '../../web/src/against.ts';
import { defaultPlacement } from '../../web/src/controls-armada.tsx';
import { placedId } from '../../web/src/edit.ts';
import { chosenFollowUp, followUpEntries, followUpItems, shortLabel, stepChoice } from '../../web/src/follow-ups.tsx';
import { optionAt, optionThreats } from '../../web/src/threats.ts';
import { dragTo } from '../../web/src/app.tsx';
import { planWithOptions } from '../../web/src/compute.ts';
import { loadAllGames } from '../../web/src/game-parts.ts';

// The page loads each game's code on demand; these tests plan with any game's engine at once.
await loadAllGames();

/** The page's pure logic for the plan options and table fields it now asks for, without a browser. */
const example = (path: string): Record<string, unknown> => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'examples', path), 'utf8')) as Record<string, unknown>;
const DUEL = example('xwing/plan-against-duel.json');

describe('ranking paths with follow-ups (xwing.move.follow-up)', () => {
  const planned = plan(DUEL, { followUps: true });
  if (!planned.ok) throw new Error('the duel plans');
  const full = planned.value as unknown as { maneuvers: { outcome: unknown; followUps?: unknown[] }[]; ranking: { option: string; label: string }[] };

  test('optionAt reads a maneuver, a follow-up under it, and nothing for other paths', () => {
    const at = full.maneuvers.findIndex((m) => (m.followUps?.length ?? 0) > 1);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(optionAt(full, `maneuvers[${at}]`)).toBe(full.maneuvers[at]!.outcome);
    expect(optionAt(full, `maneuvers[${at}].followUps[1]`)).toBe(full.maneuvers[at]!.followUps![1]);
    expect(optionAt(full, `maneuvers[${at}].followUps[99]`)).toBeUndefined();
    expect(optionAt(full, `maneuvers[${at}].followUps`)).toBeUndefined();
    expect(optionAt(full, 'maneuvers')).toBeUndefined();
  });

  test('the threat shading reads every ranked follow-up of a full plan, with its label', () => {
    const followRanked = full.ranking.filter((r) => r.option.includes('.followUps['));
    expect(followRanked.length).toBeGreaterThan(10);
    const threats = optionThreats(full);
    expect(threats.length).toBe(full.ranking.length);
    expect(threats.filter((t) => t.label.includes(', then ')).length).toBe(followRanked.length);
  });

  test('each legal follow-up of 2 straight, chosen as the page writes it, resolves legal where the plan said', () => {
    const entries = followUpEntries(full, DUEL);
    const legal = entries.filter((e) => e.legal);
    expect(legal.length).toBeGreaterThan(1);
    for (const entry of legal) {
      const chosen = { ...DUEL, maneuver: { ...(DUEL.maneuver as object), followUp: entry.choice } };
      expect(chosenFollowUp(entries, chosen)).toBe(entries.indexOf(entry));
      const resolved = resolve(chosen);
      if (!resolved.ok) throw new Error(resolved.issues.map((i) => i.message).join('; '));
      const followUp = (resolved.value as { followUp?: { legal: boolean; pose: { x: number; y: number; heading: number } } }).followUp;
      expect(followUp?.legal).toBe(true);
      expect(followUp?.pose.x).toBeCloseTo(entry.pose.x, 2);
      expect(followUp?.pose.y).toBeCloseTo(entry.pose.y, 2);
    }
    expect(chosenFollowUp(entries, DUEL)).toBe(-1);
  });

  test('a step becomes the scenario\'s choice and a short board label', () => {
    const step = { via: 'action bar', timing: 'perform-action', move: 'barrel-roll', direction: 'left', placement: 'front', difficulty: 'white', action: true };
    expect(stepChoice(step)).toEqual({ move: 'barrel-roll', via: 'action bar', direction: 'left', placement: 'front' });
    expect(stepChoice({ ...step, move: 'boost', placement: null, turnTemplate: 'daredevil' })).toEqual({ move: 'boost', via: 'action bar', direction: 'left', turn: true });
    expect(shortLabel([step])).toBe('roll L f');
    expect(shortLabel([{ ...step, placement: 'middle' }, { move: 'boost', direction: 'forward', placement: null }])).toBe('roll L, boost ↑');
  });

  test('labels that would sit on one another are left out, the chosen one kept', () => {
    const entries = followUpEntries(full, DUEL);
    const scene = { game: 'xwing', bounds: { x: 0, y: 0, width: 914, height: 914 }, items: [] } as never;
    const legal = entries.filter((e) => e.legal).length;
    const big = followUpItems(scene, 'luke', entries, 2, 30);
    expect(big.filter((i) => i.role === 'ghost').length).toBe(legal);
    const bigLabels = big.filter((i) => i.role === 'label');
    expect(bigLabels.length).toBeLessThan(legal);
    expect(bigLabels[0]!.id).toBe('follow-up-label-2');
    expect(followUpItems(scene, 'luke', entries, -1, 1).filter((i) => i.role === 'label').length).toBe(legal);
  });
});

describe('against every enemy option, read from the compact plan (docs/against.md)', () => {
  const planned = plan(DUEL, { against: 'all' });
  if (!planned.ok) throw new Error('the duel plans against');
  const options = againstOptions(compactPlan(planned.value));
  const full = planned.value as unknown as { maneuvers: { dial: string; outcome: { pose: { x: number; y: number } }; against: { anyEnemy: { shotBy: number; canShoot: number; bumped: number }; enemies: { combinations: number }[] } }[]; actions: unknown[] };

  test('one option per maneuver and reposition, with the plan\'s own numbers', () => {
    expect(options.length).toBe(full.maneuvers.length + full.actions.length);
    // The first maneuver: Howl's 16 dial maneuvers and 54 repositions after them.
    expect(full.maneuvers[0]!.against.enemies[0]!.combinations).toBe(70);
    for (const m of full.maneuvers) {
      const found = options.find((o) => Math.abs(o.pose.x - m.outcome.pose.x) < 0.01 && Math.abs(o.pose.y - m.outcome.pose.y) < 0.01 && o.label.startsWith(dialWords(m.dial)));
      expect(found, m.dial).toBeDefined();
      expect(found!.shotBy).toBeCloseTo(m.against.anyEnemy.shotBy, 5);
      expect(found!.canShoot).toBeCloseTo(m.against.anyEnemy.canShoot, 5);
      expect(found!.enemies.map((e) => e.ship)).toEqual(['howl']);
      // Howl's 16 dial maneuvers and the boosts and barrel rolls after them (xwing.range.against.order).
      expect(found!.enemies[0]!.combinations).toBe(m.against.enemies[0]!.combinations);
      expect(found!.enemies[0]!.combinations).toBeGreaterThan(16);
    }
  });

  test('the ranking puts the least shot at first, then the most able to shoot', () => {
    const ranked = rankAgainst(options);
    for (let i = 1; i < ranked.length; i++) {
      const a = ranked[i - 1]!;
      const b = ranked[i]!;
      expect(a.shotBy < b.shotBy || (a.shotBy === b.shotBy && a.canShoot >= b.canShoot)).toBe(true);
    }
  });

  test('property: the ranking is a permutation of the options, whatever their order', () => {
    fc.assert(fc.property(fc.shuffledSubarray(options, { minLength: 1 }), (some) => {
      const ranked = rankAgainst(some);
      expect(new Set(ranked)).toEqual(new Set(some));
      expect(ranked[0]!.shotBy).toBe(Math.min(...some.map((o) => o.shotBy)));
    }));
  });

  test('risk levels: never, up to a third, up to two thirds, more', () => {
    expect([0, 0.0625, 1 / 3, 0.34, 2 / 3, 0.6875, 1].map(riskLevel)).toEqual([0, 1, 1, 2, 2, 3, 3]);
  });

  test('reasons in players\' words (worked example)', () => {
    const option: AgainstOption = {
      label: '3 bank left', pose: { x: 0, y: 0, heading: 0 }, shotBy: 0.125, canShoot: 0.4, bumped: 0.0625,
      enemies: [{ ship: 'howl', combinations: 16, shotBy: 0.125, canShoot: 0.4, bumped: 0.0625, bumps: 0.1875, damaged: 0, bullseye: 0.0625, worst: { option: '3NW', range: 1, bullseye: true } }],
    };
    expect(againstReason(option, 'xwing')).toBe('3 bank left: shot at in 13% of enemy options, can shoot in 40%, its move is cut short by an enemy in 6%, it blocks an enemy\'s move in 19%, worst: howl 3 bank right shoots it at range 1 in its bullseye');
    expect(againstReason({ ...option, enemies: [] }, 'xwing')).toBe('3 bank left: no enemy ship is played against it (none near enough)');
    expect(dialWords('4KR')).toBe('4 Koiogran turn');
    expect(courseWords(2, [0, 1], 'right')).toBe('speed 2 [0, +1] right');
    expect(courseWords(0, [], 'left')).toBe('speed 0 left');
    expect(enemyCourseWords('2 [1,-2] left')).toBe('speed 2 [+1, -2] left');
    expect(enemyCourseWords('0 [] right')).toBe('speed 0 right');
  });

  test('the shading marks only the ghosts it knows, with their level, share and the best', () => {
    const a = options[0]!;
    const b = options[1]!;
    const svg = '<svg><style>x</style><g data-pick="{&quot;a&quot;:1}"></g><g data-pick="{&quot;b&quot;:2}"></g><g data-pick="{&quot;c&quot;:3}"></g></svg>';
    const out = shadeAgainst(svg, new Map([['{"a":1}', a], ['{"b":2}', b]]), new Set([a]));
    expect(out).toContain(`data-pick="{&quot;a&quot;:1}" data-shade="against" data-level="${riskLevel(a.shotBy)}" data-risk="${Math.round(a.shotBy * 100)}" data-best="true"`);
    expect(out).toContain(`data-pick="{&quot;b&quot;:2}" data-shade="against" data-level="${riskLevel(b.shotBy)}" data-risk="${Math.round(b.shotBy * 100)}">`);
    expect(out).toContain('data-pick="{&quot;c&quot;:3}">');
    expect(out).toContain('[data-shade="against"][data-level="3"]');
  });

  test('made on the page (where no worker can start), the plan is the library\'s; a refusal comes back as issues', () => {
    const onPage = planWithOptions(DUEL, { against: 'all' });
    expect(onPage.issues).toEqual([]);
    expect(onPage.compact).toEqual(compactPlan(planned.value));
    const refused = planWithOptions(example('xwing/clean-bank.json'), { against: 'all' });
    expect(refused.compact).toBeNull();
    expect(refused.issues.map((i) => i.path)).toEqual(['ships[0].initiative', 'ships[1].initiative']);
  });

  test('a plan without against, or another game, has no options', () => {
    const bare = plan(DUEL);
    expect(bare.ok && againstOptions(compactPlan(bare.value))).toEqual([]);
    expect(againstOptions(null)).toEqual([]);
    expect(againstOptions({ detail: 'compact', game: 'ti4' })).toEqual([]);
  });
});

describe('Armada card placements (armada.effects.placement)', () => {
  const table = example('armada/placement-reserve-hangar-deck.json');
  const { placement: _drop, ...bare } = table;

  test('a first placement: Reserve Hangar Deck, the first squadron, from a ship of its owner', () => {
    expect(defaultPlacement(bare)).toEqual({ by: 'reserve-hangar-deck', squadron: 'tie', from: 'isd' });
    expect(defaultPlacement({ ...bare, squadrons: [] })).toEqual({ by: 'admiral-raddus', ship: 'isd', from: 'nebulon' });
    expect(placedId({ by: 'x', squadron: { id: 'set-aside' } })).toBe('set-aside');
    expect(placedId({ by: 'x', ship: 'isd' })).toBe('isd');
    expect(placedId(undefined)).toBeNull();
  });

  test('a drag of the placed piece sets where it goes, from the table or from its place; other pieces move as before', () => {
    const placing = { ...bare, placement: { by: 'reserve-hangar-deck', squadron: 'tie', from: 'isd' } };
    const once = dragTo(placing, 'tie', 80, -130);
    expect(once.placement).toEqual({ by: 'reserve-hangar-deck', squadron: 'tie', from: 'isd', to: { x: 330, y: 520 } });
    expect(once.squadrons).toEqual(bare.squadrons);
    expect(dragTo(once, 'tie', 10, 0, true).placement).toMatchObject({ to: { x: 340, y: 520 } });
    const ship = dragTo({ ...bare, placement: { by: 'admiral-raddus', ship: 'nebulon', from: 'isd' } }, 'nebulon', -40, 0);
    expect(ship.placement).toMatchObject({ to: { x: 600, y: 700, heading: 180 } });
    const other = dragTo(placing, 'x-wing', 10, 0) as { squadrons: { id: string; position: { x: number } }[] };
    expect(other.squadrons.find((s) => s.id === 'x-wing')!.position.x).toBe(430);
    expect(resolve(once).ok).toBe(true);
  });
});
