import { describe, expect, test } from 'vitest';
import { plan, resolve, validate } from '../../src/engines.ts';

const base = {
  game: 'xwing',
  ships: [{ id: 'luke', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 200, y: 150, heading: 0 } }],
};

function issuesOf(result: { ok: boolean; issues?: readonly { path: string; rule: string; message: string }[] }) {
  return result.ok ? [] : result.issues!;
}

describe('scenario checks', () => {
  test('an unknown ship type names the path and suggests close catalog names', () => {
    const issues = issuesOf(validate({ ...base, ships: [{ ...base.ships[0], type: 'T-65 X-wig' }] }));
    expect(issues[0]).toMatchObject({ path: 'ships[0].type', rule: 'xwing.data.dials' });
    expect(issues[0]!.message).toContain('T-65 X-wing');
  });
  test('unknown keys are rejected (schema)', () => {
    const issues = issuesOf(validate({ ...base, ships: [{ ...base.ships[0], stres: 1 }] }));
    expect(issues[0]).toMatchObject({ path: 'ships[0].stres', rule: 'schema' });
  });
  test('xwing.dial.codes: a code not on the ship\'s dial is refused', () => {
    const issues = issuesOf(resolve({ ...base, maneuver: { ship: 'luke', dial: '5FW' } }));
    expect(issues[0]).toMatchObject({ path: 'maneuver.dial', rule: 'xwing.dial.codes' });
  });
  test('xwing.huge.maneuver: huge straights, banks and stops resolve, and the Trident\'s reverse and Koiogran codes (xwing.huge.reverse, xwing.huge.koiogran)', () => {
    const huge = { ...base, ships: [{ id: 'cr90', type: 'CR90 Corellian Corvette', pose: { x: 400, y: 300, heading: 0 } }] };
    expect(resolve({ ...huge, maneuver: { ship: 'cr90', dial: '2FB' } }).ok).toBe(true);
    expect(resolve({ ...huge, maneuver: { ship: 'cr90', dial: '0OR' } }).ok).toBe(true);
    const trident = { ...base, ships: [{ id: 't', type: 'Trident-Class Assault Ship', pose: { x: 400, y: 300, heading: 0 } }] };
    for (const dial of ['1SW', '2SR', '4KR']) expect(resolve({ ...trident, maneuver: { ship: 't', dial } }).ok).toBe(true);
  });
  test('an unknown maneuver ship id and an unknown obstacle type are named', () => {
    expect(issuesOf(resolve({ ...base, maneuver: { ship: 'wedge', dial: '1FB' } }))[0]).toMatchObject({ path: 'maneuver.ship' });
    const issues = issuesOf(validate({ ...base, obstacles: [{ id: 'a', type: 'asteroyd', pose: { x: 1, y: 1, heading: 0 } }] }));
    expect(issues[0]).toMatchObject({ path: 'obstacles[0].type', rule: 'xwing.obstacle.catalog' });
    expect(issues[0]!.message).toContain('asteroid');
  });
  test('a barrel roll goes left or right', () => {
    expect(issuesOf(resolve({ ...base, action: { ship: 'luke', type: 'barrel-roll', direction: 'forward' } }))[0]).toMatchObject({ path: 'action.direction', rule: 'xwing.roll.choice' });
  });
  test('resolve without a move is refused; plan still works', () => {
    expect(resolve(base).ok).toBe(false);
    expect(plan(base).ok).toBe(true);
  });
});
