import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Pose } from '../../src/geometry/shapes.ts';
import { importList, validate } from '../../src/index.ts';
import type { XwingScenarioInput } from '../../src/schema/xwing.ts';
import { xwingScenario } from '../../src/schema/xwing.ts';
import { effectPrimitive } from '../../src/schema/xwing-effects.ts';
import { CARD_EFFECTS } from '../../src/xwing/catalog/card-effects.ts';
import { withDefaults } from '../../src/xwing/dial-effects.ts';
import { parseDial } from '../../src/xwing/dial.ts';
import { fullPose, maneuverGeometry } from '../../src/xwing/maneuver.ts';
import { planScenario } from '../../src/xwing/plan.ts';
import { prepareWorld } from '../../src/xwing/check.ts';
import type { ShipSpec } from './helpers.ts';
import { maneuver, rules } from './helpers.ts';

/**
 * Worked examples from the card texts (quoted in src/xwing/catalog/card-effects.ts from
 * xwing-data2) and the 2.0 rules reference "Difficulty" page (infinitearenas.com/xw2rules
 * ?page=difficulty): exact executed maneuvers, stress and poses.
 */
const start = { x: 400, y: 300, heading: 0 };
const falcon = (extra: Partial<ShipSpec> = {}): ShipSpec => ({ id: 'falcon', type: 'Modified YT-1300 Light Freighter', pose: start, ...extra });

function issuesOf(input: XwingScenarioInput): { path: string; rule: string; message: string }[] {
  const parsed = xwingScenario.safeParse(input);
  if (!parsed.success) return parsed.error.issues.map((i) => ({ path: i.path.join('.'), rule: 'schema', message: i.message }));
  const result = prepareWorld(parsed.data);
  return result.ok ? [] : [...result.issues];
}

/** Where a chain of maneuvers ends without anything in the way (geometry only). */
function chain(type: { length: number }, pose: Pose, ...codes: string[]): Pose {
  let at = pose;
  for (const code of codes) {
    const geometry = maneuverGeometry(parseDial(code)!, at, type.length, 'middle');
    if ('error' in geometry) throw new Error(geometry.error);
    at = fullPose(geometry, at);
  }
  return at;
}

const close = (a: Pose, b: Pose) => {
  expect(a.x).toBeCloseTo(b.x, 5);
  expect(a.y).toBeCloseTo(b.y, 5);
  expect(a.heading).toBeCloseTo(b.heading, 5);
};

describe('xwing.difficulty.effects', () => {
  test('Nien Nunb, 2.5: a white 1-bank becomes blue and removes the last stress and strain', () => {
    const o = maneuver([falcon({ stress: 1, strain: 1, effects: ['nien-nunb'] })], '1BW');
    expect([o.requested, o.executed, o.stress, o.strain]).toEqual(['1BW', '1BB', 0, 0]);
    expect(o.effects).toEqual([{ effect: 'nien-nunb', rule: 'xwing.difficulty.effects' }]);
    expect(rules(o)).toContain('xwing.difficulty.effects');
    // 2.0: a blue maneuver removes stress only.
    const o20 = maneuver([falcon({ stress: 1, strain: 1, effects: ['nien-nunb'] })], '1BW', { rules: '2.0' });
    expect([o20.executed, o20.stress, o20.strain]).toEqual(['1BB', 0, 1]);
  });

  test('R4 Astromech: speed 1-2 basic maneuvers only (a white 2-turn is blue, a white 3-turn stays white)', () => {
    expect(maneuver([{ id: 'x', pose: start, effects: ['r4-astromech'] }], '2TW').executed).toBe('2TB');
    expect(maneuver([{ id: 'x', pose: start, effects: ['r4-astromech'] }], '3TW').executed).toBe('3TW');
    expect(maneuver([{ id: 'x', pose: start, effects: ['r4-astromech'] }], '4KR').executed).toBe('4KR');
  });

  test('cumulative: a red maneuver increased once and decreased once stays red (RR20 Difficulty example)', () => {
    const o = maneuver([{ id: 'x', pose: start, effects: [{ kind: 'difficulty', change: 1 }, { kind: 'difficulty', change: -1 }] }], '4KR');
    expect([o.executed, o.stress]).toEqual(['4KR', 1]);
    // One effect alone: clamped at red, and at blue.
    expect(maneuver([{ id: 'x', pose: start, effects: [{ kind: 'difficulty', change: 1 }] }], '4KR').executed).toBe('4KR');
    expect(maneuver([{ id: 'x', pose: start, effects: [{ kind: 'difficulty', change: -2 }] }], '4KR').executed).toBe('4KB');
    expect(maneuver([{ id: 'x', pose: start, effects: [{ kind: 'difficulty', change: -1 }] }], '2FB').executed).toBe('2FB');
    // TIE Defender Elite and Damaged Engine on a turn cancel out.
    expect(maneuver([{ id: 'x', pose: start, effects: ['tie-defender-elite', 'damaged-engine'] }], '3TW').executed).toBe('3TW');
  });

  test('xwing.stress.red: the stress check reads the changed difficulty (Broken Horn makes a stressed ship\'s red 4-K-turn white)', () => {
    const o = maneuver([{ id: 'x', pose: start, stress: 1, effects: ['broken-horn'] }], '4KR');
    expect([o.executed, o.stress]).toEqual(['4KW', 1]);
    expect(o.pose).toEqual({ x: 400, y: 500, heading: 180 });
    // Damaged Engine makes a stressed ship's white turn red: it executes 2FW instead.
    const red = maneuver([{ id: 'x', pose: start, stress: 1, effects: ['damaged-engine'] }], '3TW');
    expect(red.executed).toBe('2FW');
    expect(rules(red)).toEqual(expect.arrayContaining(['xwing.difficulty.effects', 'xwing.stress.red']));
  });

  test('purple is never increased or decreased; Jedi Commander treats it as red (no Force spent, 1 stress)', () => {
    const eta = (effects: unknown[]) => ({ id: 'e', type: 'Eta-2 Actis', pose: start, force: 1, effects });
    const kept = maneuver([eta([{ kind: 'difficulty', change: -1 }])], '2EP');
    expect([kept.executed, kept.forceSpent, kept.stress]).toEqual(['2EP', 1, 0]);
    const red = maneuver([eta(['jedi-commander'])], '2EP');
    expect([red.executed, red.forceSpent, red.stress]).toEqual(['2ER', 0, 1]);
  });

  test('Ello Asty: a red Tallon roll is white while she has 2 or fewer stress tokens', () => {
    const two = maneuver([{ id: 'ello', type: 'T-70 X-wing', pose: start, stress: 2, effects: ['ello-asty'] }], '3ER');
    expect([two.executed, two.stress]).toEqual(['3EW', 2]);
    const three = maneuver([{ id: 'ello', type: 'T-70 X-wing', pose: start, stress: 3, effects: ['ello-asty'] }], '3ER');
    expect(three.executed).toBe('2FW');
  });

  test('Leia Organa (Resistance): 2.0 reduces any revealed maneuver, 2.5 only a non-stationary one (a scenario effect naming the ship)', () => {
    const ships = [{ id: 'hwk', type: 'HWK-290 Light Freighter', pose: start }, { id: 'other', type: 'HWK-290 Light Freighter', pose: { x: 100, y: 100, heading: 0 } }];
    const effects = [{ name: 'leia-organa-resistance', ships: ['hwk'] }];
    expect(maneuver(ships, '0OR', { rules: '2.0', effects }).executed).toBe('0OW');
    expect(maneuver(ships, '0OR', { rules: '2.5', effects }).executed).toBe('0OR');
    expect(maneuver(ships, '3TR', { rules: '2.5', effects }).executed).toBe('3TW');
    // The other ship is not named.
    expect(maneuver([ships[1]!, ships[0]!], '3TR', { effects }).executed).toBe('3TR');
    // The Rebel crew: every friendly ship's red maneuvers, white ones unchanged.
    expect(maneuver(ships, '3TR', { effects: ['leia-organa'] }).executed).toBe('3TW');
    expect(maneuver(ships, '2TW', { effects: ['leia-organa'] }).executed).toBe('2TW');
  });
});

describe('xwing.stress.red-allowed', () => {
  test('Pammich Nerro Goode executes a red maneuver with 2 stress, not with 3', () => {
    const two = maneuver([{ id: 'p', type: 'Resistance Transport', pose: start, stress: 2, effects: ['pammich-nerro-goode'] }], '4FR');
    expect([two.executed, two.stress]).toEqual(['4FR', 3]);
    expect(rules(two)).toContain('xwing.stress.red-allowed');
    const three = maneuver([{ id: 'p', type: 'Resistance Transport', pose: start, stress: 3, effects: ['pammich-nerro-goode'] }], '4FR');
    expect(three.executed).toBe('2FW');
  });
  test('Rey\'s Millennium Falcon: red Segnor\'s loops only', () => {
    const ship = (stress: number) => [{ id: 'rey', type: 'Scavenged YT-1300', pose: start, stress, effects: ['reys-millennium-falcon'] }];
    expect(maneuver(ship(1), '3LR').executed).toBe('3LR');
    expect(maneuver(ship(1), '4FR').executed).toBe('2FW');
  });
});

describe('xwing.dial.add', () => {
  test('an added maneuver is on the dial: resolve accepts it and plan lists it', () => {
    const ships = [{ id: 'x', pose: start, effects: [{ kind: 'add-maneuvers', maneuvers: ['1KR'] }] }];
    const o = maneuver(ships, '1KR');
    expect([o.executed, o.pose]).toEqual(['1KR', { x: 400, y: 380, heading: 180 }]);
    expect(rules(o)).toContain('xwing.dial.add');
    expect(issuesOf({ game: 'xwing', ships: [{ id: 'x', type: 'T-65 X-wing', pose: start }], maneuver: { ship: 'x', dial: '1KR' } }).map((i) => i.rule)).toEqual(['xwing.dial.codes']);
    const plan = planScenario(xwingScenario.parse({ game: 'xwing', ships: ships.map((s) => ({ type: 'T-65 X-wing', ...s })) }));
    if (!plan.ok) throw new Error('plan failed');
    expect(plan.value.maneuvers.map((m) => m.dial)).toContain('1KR');
    // T-65: 17 dial codes, each of the two Tallon rolls three times, plus the added K-turn.
    expect(plan.value.maneuvers).toHaveLength(17 + 4 + 1);
  });
});

describe('xwing.dial.set and xwing.maneuver.substitute', () => {
  test('R2-A6: a revealed 2-bank set to the 3-bank of the dial (its printed difficulty)', () => {
    const o = maneuver([{ id: 'x', pose: start, effects: ['r2-a6'] }], '2BB', { maneuver: { ship: 'x', dial: '2BB', use: [{ effect: 'r2-a6', dial: '3BW' }] } });
    expect([o.requested, o.executed]).toEqual(['2BB', '3BW']);
    close(o.pose, chain({ length: 40 }, start, '3BW'));
    expect(rules(o)).toContain('xwing.dial.set');
  });

  test('a choice the effect does not allow is refused with the ones it allows', () => {
    const found = issuesOf({ game: 'xwing', ships: [{ id: 'x', type: 'T-65 X-wing', pose: start, effects: ['r2-a6'] }], maneuver: { ship: 'x', dial: '2BB', use: [{ effect: 'r2-a6', dial: '4FW' }] } });
    expect(found.map((i) => [i.path, i.rule])).toEqual([['maneuver.use[0].dial', 'xwing.dial.set']]);
    expect(found[0]!.message).toContain('1BB, 3BW');
    const missing = issuesOf({ game: 'xwing', ships: [{ id: 'x', type: 'T-65 X-wing', pose: start }], maneuver: { ship: 'x', dial: '2BB', use: [{ effect: 'r2-a6', dial: '3BW' }] } });
    expect(missing.map((i) => i.rule)).toEqual(['xwing.dial.effects']);
  });

  test('Kaydel Connix: the next higher speed, its difficulty increased (2BB -> 3BW executed red, 1 stress)', () => {
    const o = maneuver([{ id: 'x', pose: start, effects: ['kaydel-connix'] }], '2BB', { maneuver: { ship: 'x', dial: '2BB', use: [{ effect: 'kaydel-connix', dial: '3TW' }] } });
    expect([o.executed, o.stress]).toEqual(['3TR', 1]);
  });

  test('Ved Foslo: a template one speed higher, same bearing and difficulty, even off the dial (4KR -> 5KR)', () => {
    const o = maneuver([{ id: 'ved', type: 'TIE Advanced x1', pose: start, effects: ['ved-foslo'] }], '4KR', { maneuver: { ship: 'ved', dial: '4KR', use: [{ effect: 'ved-foslo', dial: '5KR' }] } });
    expect([o.executed, o.stress]).toEqual(['5KR', 1]);
    expect(o.pose).toEqual({ x: 400, y: 540, heading: 180 });
    expect(rules(o)).toContain('xwing.maneuver.substitute');
    // No bank-4 template: Ved cannot turn a 3-bank into one.
    const refused = issuesOf({ game: 'xwing', ships: [{ id: 'ved', type: 'TIE Advanced x1', pose: start, effects: ['ved-foslo'] }], maneuver: { ship: 'ved', dial: '3BW', use: [{ effect: 'ved-foslo', dial: '4BW' }] } });
    expect(refused.map((i) => i.rule)).toEqual(['xwing.maneuver.substitute']);
  });

  test('Countess Ryad: a straight executed as a Koiogran turn of the same speed, one step harder', () => {
    const o = maneuver([{ id: 'ryad', type: 'TIE/D Defender', pose: start, effects: ['countess-ryad'] }], '4FB', { maneuver: { ship: 'ryad', dial: '4FB', use: [{ effect: 'countess-ryad', dial: '4KB' }] } });
    expect([o.executed, o.pose]).toEqual(['4KW', { x: 400, y: 500, heading: 180 }]);
  });

  test('Inertial Dampeners: a white stationary maneuver instead, then 1 stress', () => {
    const o = maneuver([{ id: 'x', pose: start, effects: ['inertial-dampeners'] }], '4KR', { maneuver: { ship: 'x', dial: '4KR', use: [{ effect: 'inertial-dampeners', dial: '0OW' }] } });
    expect([o.executed, o.pose, o.stress]).toEqual(['0OW', start, 1]);
  });

  test('Slave I: the same speed and bearing in the other direction', () => {
    const o = maneuver([{ id: 'fett', type: 'Firespray-class Patrol Craft', pose: start, effects: ['slave-i'] }], '2TW', { maneuver: { ship: 'fett', dial: '2TW', use: [{ effect: 'slave-i', dial: '2YW' }] } });
    expect(o.executed).toBe('2YW');
    expect(o.pose.heading).toBe(90);
  });
});

describe('plan options with effects', () => {
  const planOf = (ships: ShipSpec[]) => {
    const plan = planScenario(xwingScenario.parse({ game: 'xwing', ships: ships.map((s) => ({ type: 'T-65 X-wing', ...s })) }));
    if (!plan.ok) throw new Error('plan failed');
    return plan.value;
  };

  test('a changed difficulty is shown on the option (Nien Nunb: the 1BW option executes 1BB)', () => {
    const plan = planOf([falcon({ stress: 1, effects: ['nien-nunb'] })]);
    const option = plan.maneuvers.find((m) => m.dial === '1BW')!;
    expect([option.outcome.executed, option.outcome.stress]).toEqual(['1BB', 0]);
    expect(plan.maneuvers).toHaveLength(17);
  });

  test('a substitution is listed only when it reaches a maneuver at a difficulty no other option does', () => {
    // R2-A6 only sets the dial to maneuvers printed on it: nothing new.
    expect(planOf([{ id: 'x', pose: start, effects: ['r2-a6'] }]).maneuvers).toHaveLength(21);
    // Kaydel Connix: each basic maneuver of speeds 2-4 one step harder is new: 5 + 5 + 1.
    const kaydel = planOf([{ id: 'x', pose: start, effects: ['kaydel-connix'] }]);
    expect(kaydel.maneuvers).toHaveLength(21 + 11);
    const extra = kaydel.maneuvers.filter((m) => m.use !== undefined);
    expect(extra.map((m) => m.outcome.executed).sort()).toEqual(['2FW', '2NW', '2BW', '2TR', '2YR', '3TR', '3BR', '3FR', '3NR', '3YR', '4FR'].sort());
    for (const m of extra) expect(m.outcome.requested).toBe(m.dial);
  });
});

describe('xwing.maneuver.pre-move (Adaptive Ailerons)', () => {
  const sk = (extra: Partial<ShipSpec> = {}): ShipSpec => ({ id: 'sk', type: 'TIE/sk Striker', owner: 'empire', pose: start, effects: ['adaptive-ailerons'], ...extra });

  test('2.0: a white 1-bank before the dial, then the dial maneuver from there', () => {
    const o = maneuver([sk()], '2FB', { rules: '2.0', maneuver: { ship: 'sk', dial: '2FB', use: [{ effect: 'adaptive-ailerons', direction: 'left' }] } });
    close(o.pose, chain({ length: 40 }, start, '1BW', '2FB'));
    expect(o.startPose).toEqual(start);
    expect(o.preMove).toMatchObject({ effect: 'adaptive-ailerons', move: 'maneuver', direction: 'left', executed: '1BW', performed: true, fully: true });
    expect(rules(o)[0]).toBe('xwing.maneuver.pre-move');
  });

  test('2.5: a boost; the same path without obstacles, but a blocked boost fails and the ship stays', () => {
    const o = maneuver([sk()], '2FB', { maneuver: { ship: 'sk', dial: '2FB', use: [{ effect: 'adaptive-ailerons', direction: 'left' }] } });
    close(o.pose, chain({ length: 40 }, start, '1BW', '2FB'));
    expect(o.preMove).toMatchObject({ move: 'boost', performed: true });
    // A ship where the 1-bank left ends: the 2.5 boost fails; the 2.0 maneuver partially executes.
    const end = chain({ length: 40 }, start, '1BW');
    const blocker = { id: 'b', type: 'T-65 X-wing', owner: 'rebels', pose: { x: end.x - 30, y: end.y + 10, heading: 0 } };
    const failed = maneuver([sk(), blocker], '1FB', { maneuver: { ship: 'sk', dial: '1FB', use: [{ effect: 'adaptive-ailerons', direction: 'left' }] } });
    expect(failed.preMove).toMatchObject({ performed: false, pose: start });
    close(failed.pose, chain({ length: 40 }, start, '1FB'));
    const bumped = maneuver([sk(), blocker], '1FB', { rules: '2.0', maneuver: { ship: 'sk', dial: '1FB', use: [{ effect: 'adaptive-ailerons', direction: 'left' }] } });
    expect(bumped.preMove).toMatchObject({ performed: true, fully: false });
  });

  test('not while stressed; with no direction the straight is assumed', () => {
    const stressed = maneuver([sk({ stress: 1 })], '2FB');
    expect(stressed.preMove).toBeUndefined();
    close(stressed.pose, chain({ length: 40 }, start, '2FB'));
    const assumed = maneuver([sk()], '2FB');
    close(assumed.pose, chain({ length: 40 }, start, '1FW', '2FB'));
  });

  test('plan: every dial maneuver once per direction (TIE/sk: 16 x 3), only the dial when stressed', () => {
    const count = (rules: '2.0' | '2.5', stress: number) => {
      const plan = planScenario(xwingScenario.parse({ game: 'xwing', rules, ships: [{ ...sk({ stress }) }] }));
      if (!plan.ok) throw new Error('plan failed');
      return plan.value.maneuvers.length;
    };
    expect([count('2.0', 0), count('2.5', 0), count('2.5', 1)]).toEqual([48, 48, 16]);
  });

  test('Baledin/FlyCasual#245: under 2.5 the aileron boost fails instead of fleeing, bumping or landing on an asteroid', () => {
    const edge = { ...start, x: 890 };
    const use = (rules: '2.0' | '2.5') => ({ rules, maneuver: { ship: 'sk', dial: '2TW', use: [{ effect: 'adaptive-ailerons', direction: 'right' as const }] } });
    const stays = maneuver([sk({ pose: edge })], '2TW', use('2.5'));
    expect([stays.preMove?.performed, stays.fled]).toEqual([false, false]);
    close(stays.pose, chain({ length: 40 }, edge, '2TW'));
    // The 2.0 text is a maneuver: the ship flees before revealing its dial.
    const fled = maneuver([sk({ pose: edge })], '2TW', use('2.0'));
    expect([fled.fled, fled.executed, fled.requested]).toEqual([true, '1NW', '2TW']);
    expect(rules(fled).at(-1)).toBe('xwing.maneuver.pre-move');
    // An asteroid where the boost ends.
    const end = chain({ length: 40 }, start, '1NW');
    const rock = { id: 'rock', type: 'asteroid', polygon: [[end.x - 5, end.y - 5], [end.x + 5, end.y - 5], [end.x, end.y + 5]] as [number, number][] };
    const blocked = maneuver([sk()], '2TW', { ...use('2.5'), obstacles: [rock] });
    expect([blocked.preMove?.performed, blocked.obstacles]).toEqual([false, []]);
    const hit = maneuver([sk()], '2TW', { ...use('2.0'), obstacles: [rock] });
    expect(hit.obstacles.map((o) => [o.id, o.how])).toEqual([['rock', 'overlapped']]);
  });

  test('Sandrem/FlyCasual#2220: under 2.0 a bump during the aileron maneuver does not skip the Perform Action step', () => {
    const end = chain({ length: 40 }, start, '1BW');
    const friend = { id: 'f', type: 'TIE/sk Striker', owner: 'empire', pose: { x: end.x - 25, y: end.y + 20, heading: 0 } };
    const o = maneuver([sk(), friend], '2NB', { rules: '2.0', maneuver: { ship: 'sk', dial: '2NB', use: [{ effect: 'adaptive-ailerons', direction: 'left' }] } });
    expect(o.preMove).toMatchObject({ performed: true, fully: false });
    expect([o.fully, o.skipsPerformAction]).toEqual([true, false]);
  });

  test('"Duchess" may decline her ailerons and may use them while stressed', () => {
    const duchess = (stress: number) => sk({ stress, effects: ['duchess'] });
    const declined = maneuver([duchess(0)], '2FB');
    expect(declined.preMove).toBeUndefined();
    close(declined.pose, chain({ length: 40 }, start, '2FB'));
    const stressed = maneuver([duchess(1)], '2FB', { maneuver: { ship: 'sk', dial: '2FB', use: [{ effect: 'duchess', direction: 'right' }] } });
    close(stressed.pose, chain({ length: 40 }, start, '1NW', '2FB'));
    // Plan: without the boost, then each direction: 16 x 4.
    const plan = planScenario(xwingScenario.parse({ game: 'xwing', ships: [duchess(1)] }));
    expect(plan.ok && plan.value.maneuvers.length).toBe(64);
  });

  test('Controlled Ailerons is a 2.5 card: refused under 2.0', () => {
    const found = issuesOf({ game: 'xwing', rules: '2.0', ships: [{ id: 'r', type: 'TIE/rb Heavy', pose: start, effects: ['controlled-ailerons'] }] });
    expect(found.map((i) => [i.path, i.rule])).toEqual([['ships[0].effects[0]', 'xwing.dial.effects']]);
  });
});

describe('xwing.maneuver.skip (Landing Struts)', () => {
  // An asteroid the ship's base touches along its right edge (range 0).
  const asteroid = { id: 'rock', type: 'asteroid', polygon: [[420, 290], [470, 290], [470, 330], [420, 330]] as [number, number][] };
  const ship = (stress = 1): ShipSpec => ({ id: 'x', pose: start, stress, effects: ['landing-struts'] });

  test('at range 0 of an asteroid a right maneuver is skipped: no move, 1 stress removed, rotated 90 degrees right', () => {
    const o = maneuver([ship()], '3NW', { obstacles: [asteroid] });
    expect([o.skippedExecute, o.pose, o.stress, o.obstacles]).toEqual([true, { x: 400, y: 300, heading: 90 }, 0, []]);
    expect(rules(o)).toContain('xwing.maneuver.skip');
    // A red one gains no stress: there is no Check Difficulty.
    expect(maneuver([ship(0)], '4KR', { obstacles: [asteroid] }).stress).toBe(0);
  });

  test('a 2-straight is executed; away from asteroids nothing is skipped', () => {
    expect(maneuver([ship()], '2FB', { obstacles: [asteroid] }).skippedExecute).toBeUndefined();
    expect(maneuver([ship()], '3NW').pose.heading).toBe(45);
  });
});

describe('xwing.dial.effects: checking', () => {
  test('an unknown name is refused with a suggestion', () => {
    const found = issuesOf({ game: 'xwing', ships: [{ id: 'x', type: 'T-65 X-wing', pose: start, effects: ['nien nunb', 'r4-astromec'] }] });
    expect(found.map((i) => [i.path, i.rule])).toEqual([['ships[0].effects[1]', 'xwing.dial.effects']]);
    expect(found[0]!.message).toContain('r4-astromech');
  });

  test('parameters are validated', () => {
    const bad = (effect: unknown) => issuesOf({ game: 'xwing', ships: [{ id: 'x', type: 'T-65 X-wing', pose: start, effects: [effect as never] }] }).map((i) => i.rule);
    expect(bad({ kind: 'difficulty' })).toEqual(['xwing.difficulty.effects']);
    expect(bad({ kind: 'difficulty', change: 5 })).toContain('schema');
    expect(bad({ kind: 'difficulty', change: -1, match: { bearings: ['sideways'] } })).toContain('schema');
    expect(bad({ kind: 'add-maneuvers', maneuvers: ['4BW'] })).toEqual(['xwing.dial.add']);
    expect(bad({ kind: 'warp', change: 1 })).toContain('schema');
    expect(bad({ kind: 'difficulty', change: -1, match: { speeds: [1] } })).toEqual([]);
  });

  test('the catalog\'s primitives with their defaults are what the schema makes of them', () => {
    for (const card of Object.values(CARD_EFFECTS)) {
      for (const rules of ['2.0', '2.5'] as const) {
        for (const p of card.primitives[rules] ?? []) expect(withDefaults(p)).toEqual(effectPrimitive.parse(p));
      }
    }
  });

  test('every catalog entry parses under each rule set it exists in, and cites its xwing-data2 file', () => {
    for (const [name, card] of Object.entries(CARD_EFFECTS)) {
      expect(card.source).toMatch(/^(data\/|coffeescripts\/content\/cards-en\.coffee$)/);
      for (const rules of ['2.0', '2.5'] as const) {
        if (card.primitives[rules] === null) continue;
        const result = validate({ game: 'xwing', rules, ships: [{ id: 'x', type: 'T-65 X-wing', pose: start, effects: [name] }] });
        expect(result.ok, `${name} ${rules}`).toBe(true);
      }
    }
  });
});

describe('XWS import (xwing.dial.effects)', () => {
  test('pilots, ship abilities and upgrades become effects; Duchess replaces the Adaptive Ailerons; other upgrades are still skipped', () => {
    const squad = {
      faction: 'galacticempire',
      pilots: [
        { id: 'duchess', ship: 'tieskstriker' },
        { id: 'blacksquadronscout', ship: 'tieskstriker' },
        { id: 'countessryad', ship: 'tieddefender', upgrades: { configuration: ['tiedefenderelite'], talent: ['outmaneuver'] } },
      ],
    };
    const result = importList('xws', JSON.stringify(squad));
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const ships = (result.value.scenario as { ships: { effects?: string[] }[] }).ships;
    expect(ships.map((s) => s.effects)).toEqual([['duchess'], ['adaptive-ailerons'], ['tie-defender-elite', 'countess-ryad']]);
    const skipped = result.value.notes.filter((n) => n.rule === 'import.xws.skipped');
    expect(skipped.map((n) => n.note)).toEqual([expect.stringContaining('outmaneuver')]);
    expect(skipped[0]!.note).not.toContain('tiedefenderelite');
  });
});

describe('the TTS mod\'s list of dial-changing cards (JohnnyCheese/TTS_X-Wing2.0 #42 and #195)', () => {
  // The cards those two issues list as changing a ship's dial or movement.
  const listed = [
    'Countess Ryad', 'Slave I', 'IG-88D', 'Hera Syndulla', 'Ved Foslo', 'R2-A6', 'Landing Struts', 'Grappling Struts', 'Inertial Dampeners',
    'Repulsorlift Stabilizers', 'Kaydel Connix', 'Seasoned Navigator', 'Saesee Tiin', 'Admiral Ozzel', 'Captain Needa', 'Strategic Commander',
  ];
  const header = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'xwing', 'catalog', 'card-effects.ts'), 'utf8').split('*/')[0]!;
  test.each(listed)('%s is in the catalog or named as not modelled', (card) => {
    const inCatalog = Object.values(CARD_EFFECTS).some((c) => c.card.startsWith(card));
    expect(inCatalog || header.includes(card)).toBe(true);
  });
});

test('docs/scenarios.md names every catalog effect (xwing.dial.effects)', () => {
  const page = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'scenarios.md'), 'utf8');
  expect(Object.keys(CARD_EFFECTS).filter((name) => !page.includes(`\`${name}\``))).toEqual([]);
});

test('xwing.difficulty.effects with a side-slip (xwing.maneuver.sideslip): Repulsorlift-style slip of a bank, Nien Nunb makes it blue', () => {
  const ships = [{ id: 'f', type: 'Modified YT-1300 Light Freighter', pose: start, stress: 1, sideslip: ['bank'], effects: ['nien-nunb'] }];
  const slipped = maneuver(ships, '1BW', { maneuver: { ship: 'f', dial: '1BW', sideslip: true } });
  const plain = maneuver(ships, '1BW');
  expect([slipped.executed, slipped.stress]).toEqual(['1BB', 0]);
  expect(slipped.pose).not.toEqual(plain.pose);
  expect(rules(slipped)).toEqual(expect.arrayContaining(['xwing.difficulty.effects', 'xwing.maneuver.sideslip']));
});
