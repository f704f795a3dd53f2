import { describe, expect, test } from 'vitest';
import { maneuver, rules } from './helpers.ts';

const start = { x: 400, y: 300, heading: 0 };

describe('xwing.difficulty and xwing.stress.red', () => {
  test('a red maneuver gains 1 stress; a blue one removes 1 (2.5: and 1 strain); white keeps it', () => {
    expect(maneuver([{ id: 'm', pose: start }], '3RR').stress).toBe(1);
    const blue = maneuver([{ id: 'm', pose: start, stress: 2, strain: 1 }], '2FB');
    expect([blue.stress, blue.strain]).toEqual([1, 0]);
    const blue20 = maneuver([{ id: 'm', pose: start, stress: 2, strain: 1 }], '2FB', { rules: '2.0' });
    expect([blue20.stress, blue20.strain]).toEqual([1, 1]);
    expect(maneuver([{ id: 'm', pose: start, stress: 1 }], '3BW').stress).toBe(1);
  });

  test('xwing.stress.red: a stressed ship revealing a red maneuver executes a white 2-straight', () => {
    const o = maneuver([{ id: 'm', pose: start, stress: 1 }], '4KR');
    expect(o.requested).toBe('4KR');
    expect(o.executed).toBe('2FW');
    expect(o.pose).toEqual({ x: 400, y: 420, heading: 0 });
    expect(o.stress).toBe(1);
    expect(rules(o)).toContain('xwing.stress.red');
  });

  test('xwing.stress.red: a purple maneuver without a Force charge becomes 2FW; with one it spends it', () => {
    const none = maneuver([{ id: 'm', type: 'Eta-2 Actis', pose: start, force: 0 }], '2EP');
    expect(none.executed).toBe('2FW');
    const some = maneuver([{ id: 'm', type: 'Eta-2 Actis', pose: start, force: 1 }], '2EP');
    expect(some.executed).toBe('2EP');
    expect(some.forceSpent).toBe(1);
    expect(some.pose.heading).toBe(180);
  });
});

describe('xwing.ion', () => {
  test('2.0: an ionized ship executes a blue 1-straight whatever the dial', () => {
    const o = maneuver([{ id: 'm', pose: start, ion: 1, stress: 1 }], '3NW', { rules: '2.0' });
    expect(o.executed).toBe('1FB');
    expect(o.ionized).toBe(true);
    expect(o.pose).toEqual({ x: 400, y: 380, heading: 0 });
    expect(o.stress).toBe(0);
  });
  test('2.5: an ionized ship executes a blue speed-1 bank or straight in the direction the dial shows', () => {
    expect(maneuver([{ id: 'm', pose: start, ion: 1 }], '3NW').executed).toBe('1NB');
    expect(maneuver([{ id: 'm', pose: start, ion: 1 }], '2TW').executed).toBe('1BB');
    expect(maneuver([{ id: 'm', pose: start, ion: 1 }], '4KR').executed).toBe('1FB');
  });
  test('a large ship needs 3 ion tokens to be ionized', () => {
    expect(maneuver([{ id: 'm', type: 'VCX-100 Light Freighter', pose: start, ion: 2 }], '3NW').executed).toBe('3NW');
    expect(maneuver([{ id: 'm', type: 'VCX-100 Light Freighter', pose: start, ion: 3 }], '3NW').executed).toBe('1NB');
  });
});
