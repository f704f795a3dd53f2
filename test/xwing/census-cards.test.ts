import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CARD_EFFECTS } from '../../src/xwing/catalog/card-effects.ts';
import type { CardEffect } from '../../src/xwing/catalog/card-effects.ts';
import { CENSUS_CARDS } from '../../src/xwing/catalog/census-cards.ts';
import { effectPrimitive } from '../../src/schema/xwing-effects.ts';
import { followUpLabel } from '../../src/xwing/follow-ups.ts';
import { planScenario } from '../../src/xwing/plan.ts';
import { resolveScenario } from '../../src/xwing/resolve.ts';
import type { ManeuverOutcome, PlanFollowUp, PlanManeuver, XwingPlan } from '../../src/xwing/outcome.ts';
import { maneuver, scenario } from './helpers.ts';
import type { ShipSpec } from './helpers.ts';

/**
 * Worked examples for src/xwing/catalog/census-cards.ts, one or more per card and edition, with
 * the exact poses from the rules' numbers: a small base is 40 mm, a large one 80 mm; a straight
 * speed s moves the centre base length + 40 s forward (xwing.maneuver.straight); a small ship's
 * barrel roll moves it 80 mm sideways (xwing.roll.small); a straight 1 boost moves it base length
 * + 40 (xwing.boost). Every ship starts at (400, 300) facing 0 (+y forward, heading clockwise).
 */
const start = { x: 400, y: 300, heading: 0 };
const tested = new Set<string>();

function planned(ships: readonly ShipSpec[], rest: Parameters<typeof scenario>[1] = {}): XwingPlan {
  const r = planScenario(scenario(ships, rest), { followUps: true });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}
const entry = (p: XwingPlan, dial: string): PlanManeuver => {
  const m = p.maneuvers.find((x) => x.dial === dial && x.placement === null && x.sideslip !== true);
  if (m === undefined) throw new Error(`no ${dial} in ${p.maneuvers.map((x) => x.dial).join(' ')}`);
  return m;
};
const labelled = (m: PlanManeuver, label: string): PlanFollowUp => {
  const f = m.followUps!.find((x) => followUpLabel(x.steps) === label);
  if (f === undefined) throw new Error(`no "${label}" in ${m.followUps!.map((x) => followUpLabel(x.steps)).join(' | ')}`);
  return f;
};
const viaCard = (m: PlanManeuver, name: string): PlanFollowUp[] => m.followUps!.filter((f) => f.steps.some((s) => s.via === name));
function resolved(ships: readonly ShipSpec[], man: Record<string, unknown>, rest: Parameters<typeof scenario>[1] = {}): ManeuverOutcome {
  const r = resolveScenario(scenario(ships, { ...rest, maneuver: { ship: ships[0]!.id, ...man } as never }));
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  if (r.value.kind !== 'maneuver') throw new Error('expected a maneuver');
  return r.value;
}
const near = (a: { x: number; y: number; heading: number }, b: { x: number; y: number; heading: number }) => {
  expect(a.x).toBeCloseTo(b.x, 4);
  expect(a.y).toBeCloseTo(b.y, 4);
  expect(a.heading).toBeCloseTo(b.heading, 4);
};

describe('census cards: catalog entries', () => {
  test('every entry is in CARD_EFFECTS, parses as primitives and cites its source and text', () => {
    const entries = Object.entries(CENSUS_CARDS) as [string, CardEffect][];
    expect(entries.length).toBe(52);
    for (const [name, card] of entries) {
      expect((CARD_EFFECTS as Record<string, CardEffect>)[name]).toBe(card);
      expect(card.source).toMatch(/^(data\/|coffeescripts\/content\/cards-en\.coffee$)/);
      expect(card.text.length).toBeGreaterThan(10);
      expect(card.primitives['2.0'] !== null || card.primitives['2.5'] !== null).toBe(true);
      for (const edition of ['2.0', '2.5'] as const) for (const p of card.primitives[edition] ?? []) expect(effectPrimitive.safeParse(p).success).toBe(true);
    }
  });
});

describe('xwing.move.slam: SLAM from the action bar or a card, a dial maneuver of the executed speed', () => {
  // A T-65 whose bar has no moving action: after 2FB at (400, 420) the SLAMs are its five speed-2 maneuvers.
  for (const name of ['primed-for-speed', 'lin-gaava', 'black-one', 'burnout-thrusters', 'intercept-booster'] as const) {
    test(`${name}: after 2FB, SLAM 2FB ends at (400, 540) in both editions`, () => {
      tested.add(name);
      for (const rules of ['2.0', '2.5'] as const) {
        const m = entry(planned([{ id: 'x', pose: start, actions: ['focus'], effects: [name] }], { rules }), '2FB');
        expect(m.outcome.pose).toEqual({ x: 400, y: 420, heading: 0 });
        expect(m.followUps!.filter((f) => f.steps[0]!.move === 'slam').map((f) => f.steps[0]!.dial)).toEqual(['2TW', '2BB', '2FB', '2NB', '2YW']);
        const slam = labelled(m, `SLAM 2FB (${name})`);
        expect([slam.legal, slam.pose, slam.stress]).toEqual([true, { x: 400, y: 540, heading: 0 }, 0]);
      }
    });
  }

  test('resolve: maneuver.followUp [{ move: "slam", dial: "2FB" }] (Black One) ends at (400, 540); a SLAM of another speed is refused', () => {
    const ship = { id: 'x', pose: start, actions: ['focus'], effects: ['black-one'] };
    const o = resolved([ship], { dial: '2FB', followUp: [{ move: 'slam', dial: '2FB' }] });
    expect(o.followUp!.legal).toBe(true);
    expect(o.followUp!.pose).toEqual({ x: 400, y: 540, heading: 0 });
    expect(o.trace.slice(-2).map((t) => t.rule)).toEqual(['xwing.move.follow-up', 'xwing.move.slam']);
    const wrong = resolved([ship], { dial: '2FB', followUp: [{ move: 'slam', dial: '3FW' }] });
    expect(wrong.followUp!.legal).toBe(false);
  });

  test('sigma-6: after a fully executed speed 3-5 maneuver only: 3FB (400, 460), SLAM 3FB (400, 620); none after 2FB', () => {
    tested.add('sigma-6');
    for (const rules of ['2.0', '2.5'] as const) {
      const p = planned([{ id: 's', type: 'TIE/in Interceptor', pose: start, actions: ['focus'], effects: ['sigma-6'] }], { rules });
      const fast = entry(p, '3FB');
      expect(fast.outcome.pose).toEqual({ x: 400, y: 460, heading: 0 });
      expect(labelled(fast, 'SLAM 3FB (sigma-6)').pose).toEqual({ x: 400, y: 620, heading: 0 });
      // The red 3LR as the SLAM gains 1 stress (a red maneuver).
      expect(labelled(fast, 'SLAM 3LR (sigma-6)').stress).toBe(1);
      expect(viaCard(entry(p, '2FB'), 'sigma-6')).toEqual([]);
    }
  });

  test('slammer: "even while stressed": stressed (1), 4FW to (400, 500), SLAM 4FW to (400, 700) keeps 1 stress', () => {
    tested.add('slammer');
    for (const rules of ['2.0', '2.5'] as const) {
      const m = entry(planned([{ id: 's', type: 'V-19 Torrent Starfighter', pose: start, stress: 1, actions: ['focus'], effects: ['slammer'] }], { rules }), '4FW');
      expect(m.outcome.pose).toEqual({ x: 400, y: 500, heading: 0 });
      const slam = labelled(m, 'SLAM 4FW (slammer)');
      expect([slam.legal, slam.pose, slam.stress]).toEqual([true, { x: 400, y: 700, heading: 0 }, 1]);
    }
  });

  test('coaxium-injectors (2.5): after 3FW, a red SLAM 3FW to (400, 620) gains 1 stress; not under 2.0', () => {
    tested.add('coaxium-injectors');
    const m = entry(planned([{ id: 'x', pose: start, actions: ['focus'], effects: ['coaxium-injectors'] }], { rules: '2.5' }), '3FW');
    const slam = labelled(m, 'red SLAM 3FW (coaxium-injectors)');
    expect([slam.legal, slam.pose, slam.stress]).toEqual([true, { x: 400, y: 620, heading: 0 }, 1]);
    expect(viaCard(entry(planned([{ id: 'x', pose: start, actions: ['focus'], effects: ['coaxium-injectors'] }], { rules: '2.5' }), '2FB'), 'coaxium-injectors')).toEqual([]);
    const r = planScenario(scenario([{ id: 'x', pose: start, effects: ['coaxium-injectors'] }], { rules: '2.0' }));
    expect(r.ok).toBe(false);
  });

  test('coaxium-hyperfuel and heroic-sacrifice: the bar\'s SLAM while stressed (3FW, then SLAM 3FW to (400, 620)); without them refused', () => {
    tested.add('coaxium-hyperfuel');
    tested.add('heroic-sacrifice');
    const ship = { id: 'x', pose: start, stress: 1, actions: ['slam'] };
    const bare = entry(planned([ship], { rules: '2.5' }), '3FW');
    expect(bare.followUps!.map((f) => [followUpLabel(f.steps), f.legal, f.reasons[0]?.rule])).toEqual([['SLAM ', false, 'xwing.move.red-action']]);
    for (const [name, editions] of [['coaxium-hyperfuel', ['2.0', '2.5']], ['heroic-sacrifice', ['2.5']]] as const) {
      for (const rules of editions) {
        const m = entry(planned([{ ...ship, effects: [name] }], { rules }), '3FW');
        const slam = labelled(m, 'SLAM 3FW');
        expect([slam.legal, slam.pose, slam.stress]).toEqual([true, { x: 400, y: 620, heading: 0 }, 1]);
      }
    }
  });

  test('coaxium-hyperfuel: after a partial execution a SLAM (2.0 bump: 2FB stops at y 390; SLAM 2FB from there)', () => {
    const blocker = { id: 'e', owner: 'empire', type: 'TIE/ln Fighter', pose: { x: 400, y: 430, heading: 180 } };
    const m = entry(planned([{ id: 'x', pose: { x: 400, y: 300, heading: 0 }, actions: ['focus'], effects: ['coaxium-hyperfuel'] }, blocker], { rules: '2.0' }), '2FB');
    expect(m.outcome.fully).toBe(false);
    const slams = viaCard(m, 'coaxium-hyperfuel');
    expect(slams.map((f) => f.steps[0]!.dial)).toEqual(['2TW', '2BB', '2FB', '2NB', '2YW']);
    // Speed 2 again, from where it stopped; the straight bumps the same TIE again, the turns clear it.
    expect(labelled(m, 'SLAM 2YW (coaxium-hyperfuel)').legal).toBe(true);
  });
});

describe('xwing.move.rotate: rotations in place', () => {
  for (const [name, type] of [['pivot-wing', 'UT-60D U-wing'], ['swivel-wing', 'Gauntlet Fighter']] as const) {
    test(`${name}: after the 0OR stop, rotate 90 left (heading 270), right (90) or 180; no rotation after 2FB`, () => {
      tested.add(name);
      for (const rules of ['2.0', '2.5'] as const) {
        const p = planned([{ id: 'u', type, pose: start, effects: [name] }], { rules });
        const stop = entry(p, '0OR');
        const turns = viaCard(stop, name);
        expect(turns.map((f) => [followUpLabel(f.steps), f.legal, f.pose.heading, f.pose.x, f.pose.y, f.stress])).toEqual([
          [`rotate 90 left (${name})`, true, 270, 400, 300, 1],
          [`rotate 90 right (${name})`, true, 90, 400, 300, 1],
          [`rotate 180 (${name})`, true, 180, 400, 300, 1],
        ]);
        expect(viaCard(entry(p, '2FB'), name)).toEqual([]);
      }
      const o = resolved([{ id: 'u', type, pose: start, effects: [name] }], { dial: '0OR', followUp: [{ move: 'rotate', rotation: 180 }] });
      expect(o.followUp!.pose).toEqual({ x: 400, y: 300, heading: 180 });
      expect(o.trace.at(-1)!.rule).toBe('xwing.move.rotate');
    });
  }

  test('dalan-oberos: after a fully executed 2FB (400, 420), rotate 90 either way for 1 stress; not after a bump', () => {
    tested.add('dalan-oberos');
    for (const rules of ['2.0', '2.5'] as const) {
      const m = entry(planned([{ id: 'd', type: 'StarViper-class Attack Platform', pose: start, effects: ['dalan-oberos'] }], { rules }), '2FB');
      expect(viaCard(m, 'dalan-oberos').map((f) => [f.pose, f.stress])).toEqual([[{ x: 400, y: 420, heading: 270 }, 1], [{ x: 400, y: 420, heading: 90 }, 1]]);
      const blocker = { id: 'e', owner: 'empire', type: 'TIE/ln Fighter', pose: { x: 400, y: 430, heading: 180 } };
      const bumped = entry(planned([{ id: 'd', type: 'StarViper-class Attack Platform', pose: start, effects: ['dalan-oberos'] }, blocker], { rules }), '2FB');
      expect(viaCard(bumped, 'dalan-oberos').every((f) => !f.legal && f.reasons[0]!.rule === 'xwing.move.follow-up.trigger')).toBe(true);
    }
  });

  test('suralinda-javos: only after a partial execution: bumped at y 390, rotate 90 or 180 there', () => {
    tested.add('suralinda-javos');
    const blocker = { id: 'e', owner: 'empire', type: 'TIE/ln Fighter', pose: { x: 400, y: 430, heading: 180 } };
    for (const rules of ['2.0', '2.5'] as const) {
      const bumped = entry(planned([{ id: 's', type: 'RZ-2 A-wing', pose: start, effects: ['suralinda-javos'] }, blocker], { rules }), '2FB');
      expect(bumped.outcome.fully).toBe(false);
      const turns = viaCard(bumped, 'suralinda-javos');
      expect(turns.map((f) => [f.legal, f.pose.heading])).toEqual([[true, 270], [true, 90], [true, 180]]);
      expect(turns[2]!.pose.y).toBeCloseTo(bumped.outcome.pose.y, 6);
      expect(viaCard(entry(planned([{ id: 's', type: 'RZ-2 A-wing', pose: start, effects: ['suralinda-javos'] }], { rules }), '2FB'), 'suralinda-javos')).toEqual([]);
    }
  });

  test('netrem-pollard: after his barrel roll right (480, 420), rotate 180 there', () => {
    tested.add('netrem-pollard');
    for (const rules of ['2.0', '2.5'] as const) {
      const m = entry(planned([{ id: 'n', type: 'A/SF-01 B-wing', pose: start, actions: ['barrel roll'], effects: ['netrem-pollard'] }], { rules }), '2FB');
      const f = labelled(m, 'barrel-roll right middle, then rotate 180 (netrem-pollard)');
      expect([f.legal, f.pose, f.stress]).toEqual([true, { x: 480, y: 420, heading: 180 }, 0]);
    }
  });

  test('ciena-ree: the coordinated ship after its boost forward (400, 500) rotates 90 for 1 stress', () => {
    tested.add('ciena-ree');
    for (const rules of ['2.0', '2.5'] as const) {
      const m = entry(planned([{ id: 'c', pose: start, actions: ['boost'], effects: ['ciena-ree'] }], { rules }), '2FB');
      const f = labelled(m, 'boost forward, then rotate 90 right (ciena-ree)');
      expect([f.legal, f.pose, f.stress]).toEqual([true, { x: 400, y: 500, heading: 90 }, 1]);
    }
  });
});

describe('xwing.move.follow-up.partial: the Perform Action step after a partial execution', () => {
  const blocker = { id: 'e', owner: 'empire', type: 'TIE/ln Fighter', pose: { x: 400, y: 430, heading: 180 } };
  const bumpedAt = (effects: string[], actions: string[], rules: '2.0' | '2.5') => entry(planned([{ id: 'z', type: 'RZ-2 A-wing', pose: start, actions, effects }, blocker], { rules }), '2FB');

  test('without a card the bumped ship skips it (xwing.move.follow-up.skip)', () => {
    const m = bumpedAt([], ['barrel roll'], '2.0');
    expect(m.followUps!.every((f) => !f.legal && f.reasons[0]!.rule === 'xwing.move.follow-up.skip')).toBe(true);
  });

  test('zari-bangel: bumped at y 390, the bar\'s barrel roll right middle still goes: (480, 390), no stress', () => {
    tested.add('zari-bangel');
    for (const rules of ['2.0', '2.5'] as const) {
      const m = bumpedAt(['zari-bangel'], ['barrel roll'], rules);
      expect(m.outcome.fully).toBe(false);
      const f = labelled(m, 'barrel-roll right middle (zari-bangel)');
      expect(f.legal).toBe(true);
      expect(f.pose.x).toBeCloseTo(480, 6);
      expect(f.pose.y).toBeCloseTo(m.outcome.pose.y, 6);
      expect(f.stress).toBe(0);
    }
  });

  test('dauntless: a white action treated as red (1 stress); unkar-plutt: white actions only (the red boost is not offered)', () => {
    tested.add('dauntless');
    tested.add('unkar-plutt');
    for (const rules of ['2.0', '2.5'] as const) {
      const d = bumpedAt(['dauntless'], ['barrel roll', 'red boost'], rules);
      expect(labelled(d, 'red barrel-roll right middle (dauntless)').stress).toBe(1);
      expect(d.followUps!.some((f) => f.steps[0]!.move === 'boost')).toBe(false);
      const u = bumpedAt(['unkar-plutt'], ['barrel roll', 'red boost'], rules);
      expect(labelled(u, 'barrel-roll right middle (unkar-plutt)').stress).toBe(0);
      expect(u.followUps!.some((f) => f.steps[0]!.move === 'boost')).toBe(false);
    }
  });
});

describe('xwing.obstacle.ignore and xwing.obstacle.reposition: obstacles while moving', () => {
  // A rock under the end of a 2FB from (400, 300): a small base ends at y 420 (400-440).
  const rockAtEnd = (type: string) => ({ id: 'r', type, polygon: [[395, 425], [405, 425], [405, 435], [395, 435]] as [number, number][] });
  // A rock under a boost's template from (400, 420): the template spans y 440-480.
  const rockOnBoost = { id: 'b', type: 'asteroid', polygon: [[395, 455], [405, 455], [405, 465], [395, 465]] as [number, number][] };

  test('notched-stabilizers: ignores an asteroid it ends on (no damage, the action step kept), not a debris cloud', () => {
    tested.add('notched-stabilizers');
    for (const rules of ['2.0', '2.5'] as const) {
      const ship = { id: 't', type: 'Modified TIE/ln Fighter', pose: start, effects: ['notched-stabilizers'] };
      const o = maneuver([ship], '2FB', { rules, obstacles: [rockAtEnd('asteroid')] });
      expect([o.pose, o.obstacles, o.ignoredObstacles?.map((i) => i.id), o.skipsPerformAction]).toEqual([{ x: 400, y: 420, heading: 0 }, [], ['r'], false]);
      const d = maneuver([ship], '2FB', { rules, obstacles: [rockAtEnd('debris-cloud')] });
      expect(d.obstacles.map((h) => h.id)).toEqual(['r']);
    }
  });

  for (const name of ['dash-rendar', 'r5-x3', 'qira'] as const) {
    test(`${name}: ignores an obstacle it ends on and one it moves through; its boost may end on one`, () => {
      tested.add(name);
      for (const rules of ['2.0', '2.5'] as const) {
        const ship = { id: 'y', pose: start, effects: [name] };
        const o = maneuver([ship], '2FB', { rules, obstacles: [rockAtEnd('asteroid')] });
        expect([o.pose, o.obstacles, o.ignoredObstacles?.map((i) => i.id), o.skipsPerformAction]).toEqual([{ x: 400, y: 420, heading: 0 }, [], ['r'], false]);
        const m = entry(planned([{ ...ship, actions: ['boost'] }], { rules, obstacles: [rockOnBoost] }), '2FB');
        const f = labelled(m, `boost forward over b`);
        expect([f.legal, f.pose]).toEqual([true, { x: 400, y: 500, heading: 0 }]);
      }
    });
  }

  for (const name of ['q7-astromech', 'collision-detector', 'backwards-tailslide'] as const) {
    test(`${name}: a boost over an asteroid is legal and lists it (400, 500); without the card it is not`, () => {
      tested.add(name);
      for (const rules of ['2.0', '2.5'] as const) {
        const bare = entry(planned([{ id: 'x', pose: start, actions: ['boost'] }], { rules, obstacles: [rockOnBoost] }), '2FB');
        expect(labelled(bare, 'boost forward').legal).toBe(false);
        const m = entry(planned([{ id: 'x', pose: start, actions: ['boost', 'barrel roll'], effects: [name] }], { rules, obstacles: [rockOnBoost] }), '2FB');
        const f = labelled(m, 'boost forward over b');
        expect([f.legal, f.pose, f.steps[0]!.obstacles]).toEqual([true, { x: 400, y: 500, heading: 0 }, ['b']]);
      }
    });
  }

  test('poe-dameron-scavenged: moves through an obstacle without effect; then a white boost or a red barrel roll', () => {
    tested.add('poe-dameron-scavenged');
    // A large base (80 mm): 2FB from (400, 300) ends at y 460 (420-500); the rock lies under the template at y 355-365.
    const through = { id: 't', type: 'asteroid', polygon: [[395, 355], [405, 355], [405, 365], [395, 365]] as [number, number][] };
    for (const rules of ['2.0', '2.5'] as const) {
      const ship = { id: 'p', type: 'Scavenged YT-1300', pose: start, actions: ['focus'], effects: ['poe-dameron-scavenged'] };
      const o = maneuver([ship], '2FB', { rules, obstacles: [through] });
      expect([o.pose, o.obstacles, o.ignoredObstacles?.map((i) => i.id)]).toEqual([{ x: 400, y: 460, heading: 0 }, [], ['t']]);
      const m = entry(planned([ship], { rules }), '2FB');
      expect(labelled(m, 'boost forward (poe-dameron-scavenged)').pose).toEqual({ x: 400, y: 580, heading: 0 });
      const roll = labelled(m, 'red barrel-roll right middle (poe-dameron-scavenged)');
      expect([roll.pose, roll.stress]).toEqual([{ x: 500, y: 460, heading: 0 }, 1]);
    }
  });
});

describe('cards written in the existing primitives', () => {
  test('winged-reversal (2.5): a revealed 3TW flown as a Tallon Roll left, one harder (3ER), ends where 3ER ends', () => {
    tested.add('winged-reversal');
    const ship = { id: 'x', pose: start, effects: ['winged-reversal'] };
    const o = maneuver([ship], '3TW', { rules: '2.5', maneuver: { ship: 'x', dial: '3TW', use: [{ effect: 'winged-reversal', dial: '3ER' }] } });
    const tallon = maneuver([{ id: 'x', pose: start }], '3ER', { rules: '2.5' });
    expect([o.executed, o.pose, o.stress]).toEqual(['3ER', tallon.pose, 1]);
    expect(planScenario(scenario([ship], { rules: '2.0' })).ok).toBe(false);
  });

  test('r0-astromech, starboard-thrusters, unhinged-astromech (2.5): one step easier where they apply', () => {
    for (const [name, dial, executed] of [['r0-astromech', '2TW', '2TB'], ['r0-astromech', '3ER', '3ER'], ['starboard-thrusters', '3TW', '3TB'], ['starboard-thrusters', '3YW', '3YW'], ['unhinged-astromech', '3FW', '3FB'], ['unhinged-astromech', '2TW', '2TW']] as const) {
      tested.add(name);
      expect(maneuver([{ id: 'x', pose: start, effects: [name] }], dial, { rules: '2.5' }).executed).toBe(executed);
    }
  });

  test('persistent-tracker (2.5): stressed, a red 3ER is executed (2 stress) and the bar\'s barrel roll still follows a white maneuver', () => {
    tested.add('persistent-tracker');
    const ship = { id: 'x', pose: start, stress: 1, effects: ['persistent-tracker'] };
    const o = maneuver([ship], '3ER', { rules: '2.5' });
    expect([o.executed, o.stress]).toEqual(['3ER', 2]);
    const m = entry(planned([ship], { rules: '2.5' }), '2TW');
    expect(labelled(m, 'barrel-roll right middle').legal).toBe(true);
  });

  test('retrofitted-autothrusters (2.5): stressed (1), after 3BW a barrel roll; none after 3FW (not a bank, turn, Tallon or Segnor)', () => {
    tested.add('retrofitted-autothrusters');
    const p = planned([{ id: 'x', pose: start, stress: 1, actions: ['focus'], effects: ['retrofitted-autothrusters'] }], { rules: '2.5' });
    const bank = entry(p, '3BW');
    const f = labelled(bank, 'barrel-roll right middle (retrofitted-autothrusters)');
    expect(f.legal).toBe(true);
    near(f.pose, { x: bank.outcome.pose.x + 80 * Math.cos((315 * Math.PI) / 180), y: bank.outcome.pose.y - 80 * Math.sin((315 * Math.PI) / 180), heading: 315 });
    expect(viaCard(entry(p, '3FW'), 'retrofitted-autothrusters')).toEqual([]);
  });

  test('thweek (2.5) and ketsu-onyo-crew: the tractor token lets the opponent barrel roll the small ship right: (480, 300)', () => {
    for (const [name, type, editions] of [['thweek', 'StarViper-class Attack Platform', ['2.5']], ['ketsu-onyo-crew', 'T-65 X-wing', ['2.0', '2.5']]] as const) {
      tested.add(name);
      for (const rules of editions) {
        const p = planned([{ id: 'x', type, pose: start, effects: [name] }], { rules });
        const roll = p.actions.find((a) => a.action === 'tractor' && a.direction === 'right' && a.placement === 'middle');
        expect(roll).toBeDefined();
        expect(roll!.legal).toBe(true);
        if (type === 'T-65 X-wing') expect(roll!.outcome.pose).toEqual({ x: 480, y: 300, heading: 0 });
      }
    }
  });

  test('whisper: after attacking, the Cloak action (a cloak token, no move) from where 2FB ended', () => {
    tested.add('whisper');
    for (const rules of ['2.0', '2.5'] as const) {
      const m = entry(planned([{ id: 'w', type: 'TIE/ph Phantom', pose: start, actions: ['focus'], effects: ['whisper'] }], { rules }), '2FB');
      const f = labelled(m, 'cloak (whisper)');
      expect([f.legal, f.pose, f.cloaked, f.steps[0]!.timing]).toEqual([true, { x: 400, y: 420, heading: 0 }, true, 'after-attack']);
    }
  });

  test('dj (2.0): after a non-moving action (his Jam), a cloak token; not in 2.5', () => {
    tested.add('dj');
    const m = entry(planned([{ id: 'd', type: 'Resistance Transport Pod', pose: start, actions: ['focus'], effects: ['dj'] }], { rules: '2.0' }), '2FB');
    const f = labelled(m, 'an action, then cloak (dj)');
    expect([f.legal, f.cloaked, f.stress]).toEqual([true, true, 0]);
    expect(planScenario(scenario([{ id: 'd', pose: start, effects: ['dj'] }], { rules: '2.5' })).ok).toBe(false);
  });

  test('rhys-dallows, antoc-merrick (2.0), leave-no-one-behind, leia-organa-epic (2.5): a move later in the round from where 2FB ended', () => {
    for (const [name, rules, label, pose] of [
      ['rhys-dallows', '2.0', 'barrel-roll right middle (rhys-dallows)', { x: 480, y: 420, heading: 0 }],
      ['antoc-merrick', '2.0', 'boost forward (antoc-merrick)', { x: 400, y: 500, heading: 0 }],
      ['leave-no-one-behind', '2.5', 'boost forward (leave-no-one-behind)', { x: 400, y: 500, heading: 0 }],
      ['leia-organa-epic', '2.5', 'boost forward (leia-organa-epic)', { x: 400, y: 500, heading: 0 }],
    ] as const) {
      tested.add(name);
      const m = entry(planned([{ id: 'x', pose: start, actions: ['focus'], effects: [name] }], { rules }), '2FB');
      const f = labelled(m, label);
      expect([f.legal, f.pose, f.steps[0]!.timing]).toEqual([true, pose, 'other']);
    }
  });

  test('sickening-maneuver and sicko: a straight becomes a red Koiogran turn (2FB -> 2KR, 1 stress, heading 180), banks may side-slip, red while stressed', () => {
    for (const name of ['sickening-maneuver', 'sicko'] as const) {
      tested.add(name);
      for (const rules of ['2.0', '2.5'] as const) {
        const ship = { id: 'l', type: 'LAAT/i Gunship', pose: start, effects: [name] };
        const k = maneuver([ship], '2FB', { rules });
        // A medium base (60 mm): forward 60 + 80 = 140, then turned around: (400, 440) heading 180.
        expect([k.executed, k.pose, k.stress]).toEqual(['2KR', { x: 400, y: 440, heading: 180 }, 1]);
        const red = maneuver([{ ...ship, stress: 1 }], '3TR', { rules });
        expect([red.executed, red.stress]).toEqual(['3TR', 2]);
        const p = planned([ship], { rules });
        expect(p.maneuvers.some((m) => m.dial === '2BW' && m.sideslip === true)).toBe(true);
      }
    }
  });
});

describe('xwing.bankroll from a card, xwing.decloak from a card\'s cloak token', () => {
  // A small ship's bank-template roll right, curving forward, middle: 90.711 mm right, 37.574 mm forward, heading -45 (bankroll.ts).
  const banked = { x: 490.710678, y: 337.573593, heading: 315 };
  const rolls = (p: XwingPlan) => p.actions.filter((a) => a.action === 'barrel-roll' && a.direction === 'right');

  test('lieutenant-lorrir: every barrel roll uses the bank template (right, forward, middle: (490.711, 337.574), heading 315)', () => {
    tested.add('lieutenant-lorrir');
    for (const rules of ['2.0', '2.5'] as const) {
      const r = rolls(planned([{ id: 'l', type: 'TIE/in Interceptor', pose: start, effects: ['lieutenant-lorrir'] }], { rules }));
      expect(r.length).toBe(6);
      expect(r.every((a) => a.bend !== undefined)).toBe(true);
      near(r.find((a) => a.bend === 'forward' && a.placement === 'middle')!.outcome.pose, banked);
    }
  });

  for (const name of ['adaptative-microthrusters', 'repulsorlift-engines'] as const) {
    test(`${name} (2.5): the straight roll (480, 300) and the bank-template ones are both listed; "bend" is accepted`, () => {
      tested.add(name);
      const ship = { id: 'x', pose: start, effects: [name] };
      const r = rolls(planned([ship], { rules: '2.5' }));
      expect(r.length).toBe(3 + 6);
      expect(r.find((a) => a.bend === undefined && a.placement === 'middle')!.outcome.pose).toEqual({ x: 480, y: 300, heading: 0 });
      near(r.find((a) => a.bend === 'forward' && a.placement === 'middle')!.outcome.pose, banked);
      const one = resolveScenario(scenario([ship], { rules: '2.5', action: { ship: 'x', type: 'barrel-roll', direction: 'right', placement: 'middle', bend: 'forward' } }));
      if (!one.ok || one.value.kind !== 'action') throw new Error(JSON.stringify(one));
      near(one.value.pose, banked);
      const bare = resolveScenario(scenario([{ id: 'x', pose: start }], { rules: '2.5', action: { ship: 'x', type: 'barrel-roll', direction: 'right', bend: 'forward' } }));
      expect(bare.ok).toBe(false);
    });
  }

  test('sensor-scramblers: the ship starts cloaked, so its decloaks are listed: straight 2 boost to (400, 420)', () => {
    tested.add('sensor-scramblers');
    for (const rules of ['2.0', '2.5'] as const) {
      const p = planned([{ id: 'x', pose: start, effects: ['sensor-scramblers'] }], { rules });
      const boost = p.actions.find((a) => a.action === 'decloak' && a.move === 'boost');
      expect(boost!.legal).toBe(true);
      expect(boost!.outcome.pose).toEqual({ x: 400, y: 420, heading: 0 });
      expect(planned([{ id: 'x', pose: start }], { rules }).actions.some((a) => a.action === 'decloak')).toBe(false);
    }
  });

  test('ahsoka-tano-gunner (2.5): ignores an obstacle it ends on; not under 2.0', () => {
    tested.add('ahsoka-tano-gunner');
    const rock = { id: 'r', type: 'asteroid', polygon: [[395, 425], [405, 425], [405, 435], [395, 435]] as [number, number][] };
    const o = maneuver([{ id: 'x', pose: start, effects: ['ahsoka-tano-gunner'] }], '2FB', { rules: '2.5', obstacles: [rock] });
    expect([o.pose, o.obstacles, o.ignoredObstacles?.map((i) => i.id)]).toEqual([{ x: 400, y: 420, heading: 0 }, [], ['r']]);
    expect(planScenario(scenario([{ id: 'x', pose: start, effects: ['ahsoka-tano-gunner'] }], { rules: '2.0' })).ok).toBe(false);
  });
});

describe('xwing.move.template-speed: a template one speed higher', () => {
  // After 2FB at (400, 420): a straight-2 boost moves the small base 40 + 80 = 120 (y 540); a speed-2 barrel roll 40 + 80 = 120 sideways.
  test('overdrive-thruster: the red boost must use the 2-straight (400, 540), the red barrel roll the 2-straight sideways (520, 420); a red SLAM after 2FB is a speed-3 maneuver', () => {
    tested.add('overdrive-thruster');
    for (const rules of ['2.0', '2.5'] as const) {
      const m = entry(planned([{ id: 'x', pose: start, actions: ['red boost', 'red barrel roll'], effects: ['overdrive-thruster'] }], { rules }), '2FB');
      const boost = labelled(m, 'red boost forward one speed higher (overdrive-thruster)');
      expect([boost.legal, boost.pose, boost.stress]).toEqual([true, { x: 400, y: 540, heading: 0 }, 1]);
      expect(m.followUps!.some((f) => followUpLabel(f.steps) === 'red boost forward')).toBe(false);
      expect(labelled(m, 'red barrel-roll right middle one speed higher (overdrive-thruster)').pose).toEqual({ x: 520, y: 420, heading: 0 });
      const o = resolved([{ id: 'x', pose: start, actions: ['red boost'], effects: ['overdrive-thruster'] }], { dial: '2FB', followUp: [{ move: 'boost' }] }, { rules });
      expect(o.followUp!.pose).toEqual({ x: 400, y: 540, heading: 0 });
    }
    const slam = entry(planned([{ id: 'x', pose: start, actions: ['red slam'], effects: ['overdrive-thruster'] }], { rules: '2.5' }), '2FB');
    expect(labelled(slam, 'red SLAM 3FW').pose).toEqual({ x: 400, y: 580, heading: 0 });
    // A white boost is not changed.
    const white = entry(planned([{ id: 'x', pose: start, actions: ['boost'], effects: ['overdrive-thruster'] }], { rules: '2.5' }), '2FB');
    expect(labelled(white, 'boost forward').pose).toEqual({ x: 400, y: 500, heading: 0 });
  });

  test('primed-overdrive-thrusters (2.5): the same for red actions', () => {
    tested.add('primed-overdrive-thrusters');
    const m = entry(planned([{ id: 'x', pose: start, actions: ['red boost'], effects: ['primed-overdrive-thrusters'] }], { rules: '2.5' }), '2FB');
    expect(labelled(m, 'red boost forward one speed higher (primed-overdrive-thrusters)').pose).toEqual({ x: 400, y: 540, heading: 0 });
  });

  test('fuel-injection-override (2.5): either template: boost (400, 500) or (400, 540); resolve picks with "faster"', () => {
    tested.add('fuel-injection-override');
    const ship = { id: 'x', pose: start, actions: ['boost'], effects: ['fuel-injection-override'] };
    const m = entry(planned([ship], { rules: '2.5' }), '2FB');
    expect(labelled(m, 'boost forward').pose).toEqual({ x: 400, y: 500, heading: 0 });
    expect(labelled(m, 'boost forward one speed higher (fuel-injection-override)').pose).toEqual({ x: 400, y: 540, heading: 0 });
    expect(resolved([ship], { dial: '2FB', followUp: [{ move: 'boost', faster: true }] }, { rules: '2.5' }).followUp!.pose).toEqual({ x: 400, y: 540, heading: 0 });
    expect(resolved([ship], { dial: '2FB', followUp: [{ move: 'boost', faster: false }] }, { rules: '2.5' }).followUp!.pose).toEqual({ x: 400, y: 500, heading: 0 });
  });

  test('flight-assist-astromech (2.5): a white boost on the speed-2 template, treated as red (1 stress); a large ship\'s speed-2 roll is refused as not modelled', () => {
    tested.add('flight-assist-astromech');
    const m = entry(planned([{ id: 'x', pose: start, actions: ['boost'], effects: ['flight-assist-astromech'] }], { rules: '2.5' }), '2FB');
    const f = labelled(m, 'red boost forward one speed higher (flight-assist-astromech)');
    expect([f.pose, f.stress]).toEqual([{ x: 400, y: 540, heading: 0 }, 1]);
    const large = entry(planned([{ id: 'y', type: 'YT-2400 Light Freighter', pose: start, actions: ['barrel roll'], effects: ['flight-assist-astromech'] }], { rules: '2.5' }), '2FB');
    const refused = large.followUps!.filter((x) => x.steps[0]!.fasterBy !== undefined);
    expect(refused.map((x) => [x.legal, x.reasons[0]!.rule])).toEqual([[false, 'xwing.move.template-speed'], [false, 'xwing.move.template-speed']]);
  });
});

test('every census card has a worked example above', () => {
  expect([...tested].sort()).toEqual(Object.keys(CENSUS_CARDS).sort());
});

test('docs/cards/xwing.md: the summary counts its rows, and every "CE" name of a "yes" row is a catalog effect', () => {
  const page = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'cards', 'xwing.md'), 'utf8');
  const rows = page.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| card') && !l.startsWith('|---')).map((l) => l.split(' | '));
  const count = (status: string) => rows.filter((c) => c[6]!.split(':')[0] === status).length;
  const [yes, partly, no] = [count('yes'), count('partly'), count('no')];
  expect(yes + partly + no).toBe(rows.length);
  expect(page).toContain(`**${rows.length} movement-relevant cards: ${yes} modelled (${Math.floor((100 * yes) / rows.length)} %), ${partly} partly, ${no} not.**`);
  expect(yes / rows.length).toBeGreaterThanOrEqual(0.8);
  const names = rows.filter((c) => c[6] === 'yes').flatMap((c) => [...c[7]!.matchAll(/\bCE ([a-z0-9-]+)/g)].map((m) => m[1]!));
  expect(names.filter((n) => !(n in CARD_EFFECTS))).toEqual([]);
  // Every census card is named in the table; all but Fuel Injection Override (2.5 only, its 2.0 text differs) on a "yes" row.
  const anyRow = rows.flatMap((c) => [...c[7]!.matchAll(/\bCE ([a-z0-9-]+)/g)].map((m) => m[1]!));
  for (const name of Object.keys(CENSUS_CARDS)) expect(name === 'fuel-injection-override' ? anyRow : names).toContain(name);
});
