import { describe, expect, test } from 'vitest';
import { parseDial } from '../../src/xwing/dial.ts';
import { fullPose, maneuverGeometry } from '../../src/xwing/maneuver.ts';
import { planScenario } from '../../src/xwing/plan.ts';
import { action, maneuver, rules, scenario } from './helpers.ts';

/**
 * Fixtures for bug reports filed against other X-Wing implementations (FlyCasual forks and the TTS
 * mod): each test restates the reported situation and shows what shipmove answers, with the rule
 * id it follows. (Sandrem/FlyCasual#1970, listed in issue 14, is not in the stored issue corpus, so
 * it has no fixture here.)
 */
const start = { x: 400, y: 300, heading: 0 };
const asteroid: [number, number][] = [[470, 280], [490, 280], [490, 320], [470, 320]];

describe('tractor (xwing.tractor)', () => {
  test('Sandrem/FlyCasual#1955 "Tractor effect is broke ... the tractored ship does not move": the tractored ship is moved', () => {
    const o = action([{ id: 't', pose: start, tractor: 1 }], { type: 'tractor', move: 'barrel-roll', direction: 'left' });
    expect(o.performed).toBe(true);
    expect(o.pose).toEqual({ x: 320, y: 300, heading: 0 });
    const boost = action([{ id: 't', pose: start, tractor: 1 }], { type: 'tractor', move: 'boost' });
    expect(boost.pose).toEqual({ x: 400, y: 380, heading: 0 });
  });

  test('Sandrem/FlyCasual#1367 "Tractor beam causes error" (the Quadrijet Spacetug\'s Spacetug Tractor Array: 1 tractor token, 2 on a ship in its bullseye at range 1): two tokens move a medium ship; one token leaves it where it is, with the rule, not an error', () => {
    const medium = 'Aggressor Assault Fighter';
    const two = action([{ id: 'm', type: medium, owner: 'rebels', pose: start, tractor: 2 }, { id: 'tug', type: 'Quadrijet Transfer Spacetug', owner: 'scum', pose: { x: 400, y: 400, heading: 180 } }], { type: 'tractor', move: 'barrel-roll', direction: 'left' });
    expect(two.performed).toBe(true);
    expect(two.pose.x).toBeLessThan(start.x);
    expect(two.pose.heading).toBe(0);
    const boost = action([{ id: 'm', type: medium, pose: start, tractor: 2 }], { type: 'tractor', move: 'boost' });
    expect(boost.performed).toBe(true);
    expect(boost.pose.y).toBeGreaterThan(start.y);
    const one = action([{ id: 'm', type: medium, pose: start, tractor: 1 }], { type: 'tractor', move: 'barrel-roll', direction: 'left' });
    expect(one.performed).toBe(false);
    expect(one.pose).toEqual(start);
    expect(one.candidates.every((c) => c.reasons.some((r) => r.rule === 'xwing.tractor'))).toBe(true);
  });

  test('Sandrem/FlyCasual#827 "Tractor Beam: Boost/BR is may": plan offers the tractor moves as options, none is forced', () => {
    const plan = planScenario(scenario([{ id: 't', pose: start, tractor: 1 }]));
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    const tractor = plan.value.actions.filter((a) => a.action === 'tractor');
    expect(tractor.map((a) => `${a.move} ${a.direction} ${a.placement}`)).toEqual([
      'barrel-roll left front', 'barrel-roll left middle', 'barrel-roll left back',
      'barrel-roll right front', 'barrel-roll right middle', 'barrel-roll right back',
      'boost forward middle',
    ]);
    // Leaving the ship where it is needs no move at all: the scenario's ship keeps its pose.
    expect(plan.value.maneuvers.length).toBeGreaterThan(0);
  });

  test('sampson-matt/FlyCasual#76 "StarViper + tractor = wrong template used": a tractored StarViper rolls with the bank template (Microthrusters, xwing.bankroll)', () => {
    const o = action([{ id: 'v', type: 'StarViper-class Attack Platform', owner: 'scum', pose: start, tractor: 1 }], { type: 'tractor', move: 'barrel-roll', direction: 'right', placement: 'middle', bend: 'forward' });
    expect(o.performed).toBe(true);
    // TTS viperF middle: 90.711 right, 37.574 forward, turned 45 degrees left.
    expect(o.pose).toEqual({ x: 490.710678, y: 337.573593, heading: 315 });
    expect(o.bend).toBe('forward');
    expect(rules(o)).toContain('xwing.bankroll');
    expect(o.candidates).toHaveLength(3); // the declared curve's front, middle and back
  });

  test('Baledin/FlyCasual#372 "Tractored StarVipers do not use Microthrusters": the tractor move is a barrel roll, so every candidate uses the bank template', () => {
    const o = action([{ id: 'v', type: 'StarViper-class Attack Platform', owner: 'scum', pose: start, tractor: 1 }], { type: 'tractor', move: 'barrel-roll', direction: 'left' });
    expect(o.candidates.every((c) => c.bend !== undefined && c.pose.heading !== 0)).toBe(true);
    expect(o.candidates.map((c) => c.pose.heading)).toEqual([45, 45, 45, 315, 315, 315]);
    // The StarViper's own barrel roll action uses the bank template too; a T-65's does not.
    const own = action([{ id: 'v', type: 'StarViper-class Attack Platform', owner: 'scum', pose: start }], { type: 'barrel-roll', direction: 'right', bend: 'backward' });
    expect(own.pose).toEqual({ x: 490.710678, y: 262.426407, heading: 45 });
    const xwing = action([{ id: 'x', pose: start }], { type: 'barrel-roll', direction: 'right' });
    expect(xwing.candidates.every((c) => c.bend === undefined)).toBe(true);
  });

  test('Sandrem/FlyCasual#1316 "Barrel roll should allow other valid positions": after the direction (and a StarViper\'s curve) is declared, a blocked middle gives way to a legal position of the same declaration', () => {
    const blocker = { id: 'b', owner: 'empire', pose: { x: 480, y: 300, heading: 0 } };
    const xwing = action([{ id: 'x', pose: start }, blocker], { type: 'barrel-roll', direction: 'right' });
    expect(xwing.performed).toBe(false); // all three straight positions lie on the blocker
    const shifted = action([{ id: 'x', pose: start }, { ...blocker, pose: { x: 480, y: 262, heading: 0 } }], { type: 'barrel-roll', direction: 'right' });
    expect(shifted.performed).toBe(true);
    expect(shifted.placement).toBe('front');
    const viper = action([{ id: 'v', type: 'StarViper-class Attack Platform', owner: 'scum', pose: start }, { ...blocker, pose: { x: 490, y: 345, heading: 0 } }], { type: 'barrel-roll', direction: 'right', bend: 'forward' });
    expect(viper.bend).toBe('forward');
    expect(viper.performed).toBe(false); // the forward curve's three positions are blocked; the backward curve is not taken instead
    expect(viper.candidates.every((c) => c.bend === 'forward')).toBe(true);
  });

  test('sampson-matt/FlyCasual#121 "Straight tractor doesn\'t trigger asteroid roll" (2.0): a tractor boost onto an asteroid rolls its die', () => {
    const rock: [number, number][] = [[390, 370], [410, 370], [410, 390], [390, 390]];
    const o = action([{ id: 't', pose: start, tractor: 1 }], { type: 'tractor', move: 'boost' }, { rules: '2.0', obstacles: [{ id: 'a1', type: 'asteroid', polygon: rock }] });
    expect(o.performed).toBe(true);
    expect(o.obstacles.map((h) => [h.id, h.how])).toEqual([['a1', 'overlapped']]);
    expect(o.obstacles[0]!.effects.length).toBeGreaterThan(0);
  });
});

describe('side-slips (xwing.maneuver.sideslip)', () => {
  const hmp = { id: 'h', type: 'HMP Droid Gunship', owner: 'separatists', pose: start, sideslip: ['bank', 'turn'] };

  test('Baledin/FlyCasual#105 "Sideslip implements on wrong side" (closed: working as intended): a left turn side-slip is placed on the right side and travels right', () => {
    const o = maneuver([hmp], '2TB', { maneuver: { ship: 'h', dial: '2TB', sideslip: true } });
    expect(o.pose.x).toBeGreaterThan(start.x);
    expect(o.pose).toEqual({ x: 482.5, y: 382.5, heading: 270 });
  });

  test('Baledin/FlyCasual PR #132 (Captain Hark\'s bank side-slip "goes the opposite way", the rules-correct way): a right bank side-slip travels left and turns the nose right', () => {
    const hark = { id: 'hark', type: 'Gauntlet Fighter', owner: 'empire', pose: start, sideslip: ['bank'] };
    const o = maneuver([hark], '3NW', { maneuver: { ship: 'hark', dial: '3NW', sideslip: true } });
    // Large base (h = 40), bank 3: 195.6 along the travel, 81.0 toward the turn.
    expect(o.pose.x).toBeCloseTo(400 - 195.563492, 5);
    expect(o.pose.y).toBeCloseTo(300 + 81.005051, 5);
    expect(o.pose.heading).toBe(45);
  });

  test('Baledin/FlyCasual#552 "Ionized HMPs can not sideslip": the ion maneuver is executed as a plain maneuver (2.0 and 2.5)', () => {
    const ion25 = maneuver([{ ...hmp, ion: 1 }], '2TB', { maneuver: { ship: 'h', dial: '2TB', sideslip: true } });
    expect(ion25.ionized).toBe(true);
    expect(ion25.executed).toBe('1BB');
    expect(ion25.sideslip).toBe(false);
    expect(ion25.pose.heading).toBe(315);
    expect(ion25.pose.x).toBeLessThan(start.x); // a plain left bank, not a slip to the right
    expect(ion25.trace.find((s) => s.rule === 'xwing.maneuver.sideslip')?.note).toContain('ionized');
    const ion20 = maneuver([{ ...hmp, ion: 1 }], '2TB', { rules: '2.0', maneuver: { ship: 'h', dial: '2TB', sideslip: true } });
    expect(ion20.executed).toBe('1FB');
    expect(ion20.pose).toEqual({ x: 400, y: 380, heading: 0 });
  });

  test('Sandrem/FlyCasual#3233 "sideslip with Afterburners causes crash": the slipped ship has a definite pose, and the boost after it resolves from there', () => {
    const slipped = maneuver([hmp], '3TW', { maneuver: { ship: 'h', dial: '3TW', sideslip: true } });
    expect(slipped.fully).toBe(true);
    expect(slipped.pose).toEqual({ x: 510, y: 410, heading: 270 });
    const boost = action([{ ...hmp, pose: slipped.pose }], { type: 'boost', direction: 'forward' });
    expect(boost.performed).toBe(true);
    expect(boost.pose).toEqual({ x: 430, y: 410, heading: 270 });
  });

  test('Sandrem/FlyCasual#3237 "Sideslip over asteroid causes error": the side template moves through the asteroid and its effects are listed', () => {
    const o = maneuver([hmp], '2TB', { rules: '2.0', maneuver: { ship: 'h', dial: '2TB', sideslip: true }, obstacles: [{ id: 'a1', type: 'asteroid', polygon: asteroid }] });
    expect(o.sideslip).toBe(true);
    expect(o.obstacles.map((h) => [h.id, h.how])).toEqual([['a1', 'moved-through']]);
    expect(o.skipsPerformAction).toBe(true);
  });
});

describe('docking (xwing.partial.dock)', () => {
  test('Baledin/FlyCasual#114 "New docking rules": a shuttle that bumps its friendly carrier may dock, and the friendly bump is not resolved', () => {
    const ships = [
      { id: 'phantom', type: 'Attack Shuttle', owner: 'rebels', pose: start, docksWith: 'ghost' },
      { id: 'ghost', type: 'VCX-100 Light Freighter', owner: 'rebels', pose: { x: 400, y: 400, heading: 0 } },
    ];
    const docked = maneuver(ships, '2FB', { maneuver: { ship: 'phantom', dial: '2FB', dock: true } });
    expect(docked.docked).toBe('ghost');
    expect(docked.bumpEffect).toBeNull();
    const bumped = maneuver(ships, '2FB');
    expect(bumped.docked).toBeNull();
    expect(bumped.bumpEffect).toBe('friendly');
  });
});

describe('dial-changing effects (xwing.dial.effects)', () => {
  test('JohnnyCheese/TTS_X-Wing2.0#42 "Support for IG88A/Ryad/Slave1 movement modification" (IG-88D\'s execute options: the Segnor\'s Loop on the turn template, TTS code "tl3s"): the 3-turn-left end turned 180 degrees', () => {
    const ig = { id: 'ig', type: 'Aggressor Assault Fighter', owner: 'scum', pose: start, effects: ['ig-88d'] };
    const looped = maneuver([ig], '3LR', { maneuver: { ship: 'ig', dial: '3LR', use: [{ effect: 'ig-88d', template: 'turn' }] } });
    // The plain 3-turn-left of the same medium base (60 mm), as TTS's turn table gives it before its TurnAroundVariant.
    const turn = maneuverGeometry(parseDial('3TW')!, start, 60, 'middle');
    if ('error' in turn) throw new Error(turn.error);
    const end = fullPose(turn, start);
    expect(looped.template).toMatchObject({ kind: 'turn', speed: 3 });
    expect(looped.pose.x).toBeCloseTo(end.x, 5);
    expect(looped.pose.y).toBeCloseTo(end.y, 5);
    expect(looped.pose.heading).toBeCloseTo(end.heading - 180, 9);
    expect(rules(looped)).toEqual(expect.arrayContaining(['xwing.maneuver.template', 'xwing.maneuver.final-rotation']));
  });
});
