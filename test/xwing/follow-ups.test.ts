import { describe, expect, test } from 'vitest';
import { plan, prepare } from '../../src/engines.ts';
import { runCli } from '../../src/cli/program.ts';
import { limitPlan } from '../../src/core/plan-limit.ts';
import { planScenario } from '../../src/xwing/plan.ts';
import type { XwingPlan } from '../../src/xwing/outcome.ts';
import { maneuver, rules, scenario } from './helpers.ts';

/** xwing.move.follow-up and its rules: the Perform Action step's moves, card triggers, stress, bumps, once a round. */
const start = { x: 400, y: 200, heading: 0 };
const gyro = { kind: 'reposition', label: 'gyro', when: 'after-action', moves: ['boost'], difficulty: 'red' } as const;

function planned(ships: Parameters<typeof scenario>[0], rest: Parameters<typeof scenario>[1] = {}): XwingPlan {
  const result = planScenario(scenario(ships, rest), { followUps: true });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}
const labels = (f: { steps: readonly { via: string; move: string; direction: string | null; placement: string | null }[] }) => f.steps.map((s) => `${s.via}:${s.move}:${s.direction ?? ''}:${s.placement ?? ''}`).join(' > ');

describe('xwing.move.follow-up.bar: the Perform Action step', () => {
  test('a T-65 (action bar: white barrel roll) after 2FB lists six barrel rolls from its end (480 / 320, 360 +-10)', () => {
    const p = planned([{ id: 'x', pose: start }]);
    const m = p.maneuvers.find((e) => e.dial === '2FB')!;
    expect(m.outcome.pose).toEqual({ x: 400, y: 320, heading: 0 });
    expect(m.followUps!.map(labels)).toEqual([
      'action bar:barrel-roll:left:front', 'action bar:barrel-roll:left:middle', 'action bar:barrel-roll:left:back',
      'action bar:barrel-roll:right:front', 'action bar:barrel-roll:right:middle', 'action bar:barrel-roll:right:back',
    ]);
    expect(m.followUps!.map((f) => [f.pose.x, f.pose.y])).toEqual([[320, 330], [320, 320], [320, 310], [480, 330], [480, 320], [480, 310]]);
    expect(m.followUps!.every((f) => f.legal && f.stress === 0 && Array.isArray(f.exposure))).toBe(true);
  });

  test('after a red maneuver the stressed ship has no action: one refused entry citing xwing.move.red-action', () => {
    const p = planned([{ id: 'x', pose: start }]);
    const red = p.maneuvers.find((e) => e.dial === '4KR')!;
    expect(red.outcome.stress).toBe(1);
    expect(red.followUps!.map((f) => [labels(f), f.legal, f.reasons.map((r) => r.rule)])).toEqual([['action bar:barrel-roll::', false, ['xwing.move.red-action']]]);
  });

  test('a 2.0 bump skips the Perform Action step; a 2.5 enemy bump allows no further action', () => {
    const blocker = { id: 'e', owner: 'empire', type: 'TIE/ln Fighter', pose: { x: 400, y: 330, heading: 180 } };
    for (const [edition, rule] of [['2.0', 'xwing.move.follow-up.skip'], ['2.5', 'xwing.move.follow-up.skip']] as const) {
      const p = planned([{ id: 'x', pose: start }, blocker], { rules: edition });
      const bumped = p.maneuvers.find((e) => e.dial === '2FB')!;
      expect(bumped.outcome.fully).toBe(false);
      expect(bumped.followUps!.every((f) => !f.legal && f.reasons[0]!.rule === rule)).toBe(true);
    }
  });

  test('plans without the flag are unchanged: no followUps key', () => {
    const p = planScenario(scenario([{ id: 'x', pose: start }]));
    if (!p.ok) throw new Error('plan');
    expect(p.value.maneuvers.some((m) => 'followUps' in m)).toBe(false);
  });
});

describe('xwing.move.follow-up.trigger, xwing.move.once, xwing.move.red-action', () => {
  test('after-action red boost (Refined Gyrostabilizers): after a non-moving action, and chained after the barrel roll only (never a boost twice)', () => {
    const p = planned([{ id: 'a', type: 'RZ-2 A-wing', pose: start, effects: [gyro] }]);
    const m = p.maneuvers.find((e) => e.dial === '3FB')!;
    // The bar: 2 roll directions x 3 positions + 3 boosts = 9; 3 red boosts after a non-moving action; 6 rolls x 3 boosts chained.
    expect(m.followUps!.length).toBe(9 + 3 + 18);
    const chained = m.followUps!.filter((f) => f.steps.length === 2 && f.steps[0]!.move === 'barrel-roll');
    expect(chained.length).toBe(18);
    expect(m.followUps!.some((f) => f.steps.length === 2 && f.steps[0]!.move === 'boost')).toBe(false);
    // Barrel roll right middle (480, 360), then the red 1-straight boost: (480, 440), 1 stress.
    const one = chained.find((f) => labels(f) === 'action bar:barrel-roll:right:middle > gyro:boost:forward:')!;
    expect(one.pose).toEqual({ x: 480, y: 440, heading: 0 });
    expect(one.stress).toBe(1);
  });

  test('after-maneuver boost "even while stressed" after a speed 3-5 maneuver, fully executed (Afterburners)', () => {
    const burners = { kind: 'reposition', label: 'burners', when: 'after-maneuver', moves: ['boost'], whileStressed: true, fully: true, match: { speeds: [3, 4, 5] } } as const;
    const p = planned([{ id: 'x', pose: start, stress: 1, effects: [burners] }]);
    const fast = p.maneuvers.find((e) => e.dial === '3FW')!;
    const card = fast.followUps!.filter((f) => f.steps[0]!.via === 'burners');
    expect(card.map((f) => [f.steps[0]!.direction, f.legal])).toEqual([['left', true], ['forward', true], ['right', true]]);
    // 3FW from (400, 200): a small base moves 40 + 120 = 160 (y 360); the 1-straight boost adds 80 (y 440).
    expect(card[1]!.pose).toEqual({ x: 400, y: 440, heading: 0 });
    const slow = p.maneuvers.find((e) => e.dial === '2FB')!;
    expect(slow.followUps!.some((f) => f.steps[0]!.via === 'burners')).toBe(false);
  });

  test('actions-while-stressed (Contraband Cybernetics) lets the bar act after a red maneuver; the red action then adds stress', () => {
    const p = planned([{ id: 'x', pose: start, effects: [{ kind: 'actions-while-stressed', label: 'cc' }] }]);
    const red = p.maneuvers.find((e) => e.dial === '4KR')!;
    expect(red.followUps!.filter((f) => f.legal).length).toBe(6);
  });
});

describe('boost on the 1-turn template (boost-template: Kare Kun, Daredevil)', () => {
  test('resolve: "turn": true picks the turn boost; without it the bank boost', () => {
    const kare = { id: 'k', type: 'T-70 X-wing', pose: start, effects: ['kare-kun'] };
    const turned = maneuver([kare], '2FB', { maneuver: { ship: 'k', dial: '2FB', followUp: [{ move: 'boost', direction: 'right', turn: true }] } });
    // From (400, 320): a small base on the 1-turn template (radius 35) ends 20 + 35 forward and 35 + 20 right, facing 90.
    expect(turned.followUp?.pose).toEqual({ x: 455, y: 375, heading: 90 });
    expect(turned.followUp?.steps[0]?.turnTemplate).toBe('kare-kun');
    const banked = maneuver([kare], '2FB', { maneuver: { ship: 'k', dial: '2FB', followUp: [{ move: 'boost', direction: 'right' }] } });
    expect(banked.followUp?.pose.heading).toBe(45);
  });

  test('Daredevil: only a white boost, and it becomes red (1 stress)', () => {
    const p = planned([{ id: 'x', pose: start, actions: ['boost'], effects: ['daredevil'] }]);
    const m = p.maneuvers.find((e) => e.dial === '2FB')!;
    const turns = m.followUps!.filter((f) => f.steps[0]!.turnTemplate === 'daredevil');
    expect(turns.map((f) => [f.steps[0]!.direction, f.steps[0]!.difficulty, f.stress, f.legal])).toEqual([['left', 'red', 1, true], ['right', 'red', 1, true]]);
  });
});

describe('plan limit, CLI, API and resolve', () => {
  test('follow-ups count toward the limit and are cut from the end', () => {
    const full = planned([{ id: 'x', pose: start }]);
    const first = full.maneuvers[0]!;
    const cut = limitPlan(full, 3);
    expect(cut.maneuvers.length).toBe(1);
    expect(cut.maneuvers[0]!.followUps!.length).toBe(2);
    expect(first.followUps!.length).toBeGreaterThan(2);
    expect((cut as unknown as { cut: { total: number } }).cut.total).toBe(full.maneuvers.reduce((n, m) => n + 1 + (m.followUps?.length ?? 0), 0) + full.actions.length);
  });

  test('the library and the CLI take the flag', async () => {
    const doc = scenario([{ id: 'x', pose: start }]);
    const lib = plan(doc, { followUps: true });
    if (!lib.ok) throw new Error('plan');
    expect((lib.value as XwingPlan).maneuvers[0]!.followUps).toBeDefined();
    let out = '';
    const code = await runCli(['plan', 'x.json', '--json', '--follow-ups', '--detail', 'full'], { stdout: (t) => { out += t; }, stderr: () => {}, readStdin: () => '', readFile: () => JSON.stringify(doc), writeFile: () => {} });
    expect(code).toBe(0);
    expect((JSON.parse(out) as XwingPlan).maneuvers.find((m) => m.dial === '2FB')!.followUps!.length).toBe(6);
  });

  test('resolve: the followUp of a maneuver, legal and refused (exit 1 through the forbidden issues)', () => {
    const o = maneuver([{ id: 'x', pose: start }], '2FB', { maneuver: { ship: 'x', dial: '2FB', followUp: [{ move: 'barrel-roll', direction: 'left' }] } });
    expect(o.followUp?.legal).toBe(true);
    expect(o.followUp?.pose).toEqual({ x: 320, y: 320, heading: 0 });
    expect(rules(o).at(-1)).toBe('xwing.move.follow-up');
    const doc = scenario([{ id: 'x', pose: start }], { maneuver: { ship: 'x', dial: '4KR', followUp: [{ move: 'barrel-roll' }] } });
    const prepared = prepare(doc);
    if (!prepared.ok) throw new Error('prepare');
    const resolved = prepared.value.resolve();
    if (!resolved.ok) throw new Error('resolve');
    expect(prepared.value.forbidden(resolved.value).map((i) => [i.path, i.rule])).toEqual([['maneuver.followUp', 'xwing.move.red-action']]);
  });
});
