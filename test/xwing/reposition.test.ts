import { describe, expect, test } from 'vitest';
import { action, rules } from './helpers.ts';

const start = { x: 400, y: 300, heading: 0 };
const square = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];

describe('xwing.roll.small / xwing.roll.large: barrel roll positions', () => {
  test('small: 80 mm sideways, -10 / 0 / +10 forward', () => {
    const o = action([{ id: 'm', pose: start }], { type: 'barrel-roll', direction: 'right' });
    expect(o.candidates.map((c) => [c.placement, c.pose.x, c.pose.y])).toEqual([
      ['front', 480, 310],
      ['middle', 480, 300],
      ['back', 480, 290],
    ]);
    expect(o.performed).toBe(true);
    expect(o.pose).toEqual({ x: 480, y: 300, heading: 0 });
  });

  test('medium 80 and large 100 sideways, -20 / 0 / +20 forward; left is -x when facing +y', () => {
    const medium = action([{ id: 'm', type: 'Aggressor Assault Fighter', pose: start }], { type: 'barrel-roll', direction: 'left', placement: 'front' });
    expect(medium.pose).toEqual({ x: 320, y: 320, heading: 0 });
    const large = action([{ id: 'm', type: 'VCX-100 Light Freighter', pose: start }], { type: 'barrel-roll', direction: 'left', placement: 'back' });
    expect(large.pose).toEqual({ x: 300, y: 280, heading: 0 });
  });

  test('a rotated ship rolls along its own right vector', () => {
    const o = action([{ id: 'm', pose: { x: 400, y: 300, heading: 90 } }], { type: 'barrel-roll', direction: 'right', placement: 'front' });
    expect(o.pose.x).toBeCloseTo(410, 9);
    expect(o.pose.y).toBeCloseTo(220, 9);
  });
});

describe('xwing.roll.choice', () => {
  test('each candidate is checked on its own; with no placement given the ship must take a legal one', () => {
    const o = action(
      [{ id: 'poe', type: 'T-70 X-wing', pose: start }, { id: 'tie', owner: 'empire', pose: { x: 322, y: 262, heading: 90 } }],
      { type: 'barrel-roll', direction: 'left' },
    );
    expect(o.candidates.map((c) => c.legal)).toEqual([true, false, false]);
    expect(o.performed).toBe(true);
    expect(o.placement).toBe('front');
    expect(o.candidates[1]!.overlappedShips).toEqual(['tie']);
  });

  test('a declared illegal position is refused and the legal ones are named', () => {
    const o = action(
      [{ id: 'poe', type: 'T-70 X-wing', pose: start }, { id: 'tie', owner: 'empire', pose: { x: 322, y: 262, heading: 90 } }],
      { type: 'barrel-roll', direction: 'left', placement: 'middle' },
    );
    expect(o.performed).toBe(false);
    expect(o.pose).toEqual(start);
  });

  test('xwing.move.not-maneuver: the template on an obstacle makes every position illegal though the bases clear it', () => {
    const o = action(
      [{ id: 'm', pose: start }],
      { type: 'barrel-roll', direction: 'right' },
      { obstacles: [{ id: 'rock', type: 'asteroid', polygon: square(430, 295, 436, 305) }] },
    );
    expect(o.performed).toBe(false);
    expect(o.candidates.every((c) => !c.legal)).toBe(true);
    expect(o.candidates[0]!.obstacles).toEqual([{ id: 'rock', type: 'asteroid', how: 'moved-through' }]);
    expect(rules(o)).toContain('xwing.roll.choice');
  });

  test('xwing.flee: a position partly off the play area is illegal, not a flee', () => {
    const o = action([{ id: 'm', pose: { x: 860, y: 300, heading: 0 } }], { type: 'barrel-roll', direction: 'right' });
    expect(o.performed).toBe(false);
    expect(o.fled).toBe(false);
    expect(o.candidates[1]!.fled).toBe(true);
  });

  test('xwing.stress.red: a stressed ship cannot barrel roll', () => {
    const o = action([{ id: 'm', pose: start, stress: 1 }], { type: 'barrel-roll', direction: 'right' });
    expect(o.performed).toBe(false);
    expect(o.candidates[1]!.reasons[0]!.rule).toBe('xwing.stress.red');
  });
});

describe('xwing.boost', () => {
  test('1-bank right boost for a small ship ends at the bank-1 spot', () => {
    const o = action([{ id: 'm', pose: start }], { type: 'boost', direction: 'right' });
    expect(o.performed).toBe(true);
    expect(o.pose.x).toBeCloseTo(437.573593, 5);
    expect(o.pose.y).toBeCloseTo(390.710678, 5);
    expect(o.pose.heading).toBe(45);
  });
  test('fails when the template lies on an obstacle even though the base clears it (no partial execution)', () => {
    const o = action([{ id: 'm', type: 'Lancer-class Pursuit Craft', pose: start }], { type: 'boost', direction: 'forward' }, { obstacles: [{ id: 'gas', type: 'gas-cloud', polygon: square(380, 360, 420, 380) }] });
    expect(o.performed).toBe(false);
    expect(o.pose).toEqual(start);
    expect(o.candidates[0]!.obstacles).toEqual([{ id: 'gas', type: 'gas-cloud', how: 'moved-through' }]);
  });
  test('fails when the final base would overlap a ship', () => {
    const o = action([{ id: 'm', pose: start }, { id: 'e', owner: 'empire', pose: { x: 400, y: 390, heading: 0 } }], { type: 'boost', direction: 'forward' });
    expect(o.performed).toBe(false);
    expect(o.candidates[0]!.overlappedShips).toEqual(['e']);
  });
});

describe('xwing.decloak', () => {
  test('a small ship decloaks with the straight-2 template: 120 sideways, even while stressed', () => {
    const o = action([{ id: 'm', type: 'TIE/ph Phantom', pose: start, stress: 1, cloaked: true }], { type: 'decloak', direction: 'left', placement: 'back' });
    expect(o.performed).toBe(true);
    expect(o.pose).toEqual({ x: 280, y: 290, heading: 0 });
    expect(o.cloaked).toBe(false);
  });
  test('decloak boost: 120 forward for a small ship', () => {
    const o = action([{ id: 'm', type: 'TIE/ph Phantom', pose: start, cloaked: true }], { type: 'decloak', move: 'boost', direction: 'forward' });
    expect(o.pose).toEqual({ x: 400, y: 420, heading: 0 });
  });
  test('without a cloak token the decloak fails; on failure the token is kept', () => {
    const o = action([{ id: 'm', type: 'TIE/ph Phantom', pose: start }], { type: 'decloak', direction: 'left' });
    expect(o.performed).toBe(false);
    expect(o.candidates[0]!.reasons[0]!.rule).toBe('xwing.decloak');
  });
});
