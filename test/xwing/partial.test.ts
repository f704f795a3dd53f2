import { describe, expect, test } from 'vitest';
import { distance, overlaps } from '../../src/geometry/index.ts';
import type { Pose } from '../../src/geometry/shapes.ts';
import { baseRect } from '../../src/xwing/world.ts';
import { maneuver, rules } from './helpers.ts';

const small = (pose: Pose) => baseRect(pose, { size: 'small', width: 40, length: 40 });

function expectTouching(pose: Pose, other: Pose) {
  expect(overlaps(small(pose), small(other))).toBe(false);
  expect(distance(small(pose), small(other)).distance).toBeLessThanOrEqual(0.01);
}

describe('xwing.partial.path on a straight template', () => {
  test('xwing.partial.touching: a ship dead ahead stops the mover touching it, front edge to rear edge', () => {
    const enemy = { x: 400, y: 330, heading: 0 };
    const o = maneuver([{ id: 'wedge', pose: { x: 400, y: 150, heading: 0 } }, { id: 'tie', owner: 'empire', type: 'TIE/ln Fighter', pose: enemy }], '3FW');
    expect(o.fully).toBe(false);
    expect(o.overlappedShips).toEqual(['tie']);
    expect(o.touching).toBe('tie');
    expect(o.pose.x).toBeCloseTo(400, 9);
    expect(o.pose.y).toBeGreaterThanOrEqual(290 - 0.01);
    expect(o.pose.y).toBeLessThanOrEqual(290 + 1e-6);
    expect(o.pose.heading).toBe(0);
    expectTouching(o.pose, enemy);
    expect(rules(o)).toEqual(expect.arrayContaining(['xwing.partial.when', 'xwing.partial.forcing', 'xwing.partial.path', 'xwing.partial.touching']));
  });

  test('xwing.partial.forcing: the touching ship may differ from the one that forced the partial execution', () => {
    const a = { x: 400, y: 335, heading: 0 };
    const b = { x: 435, y: 260, heading: 0 };
    const o = maneuver([{ id: 'm', pose: { x: 400, y: 150, heading: 0 } }, { id: 'a', pose: a }, { id: 'b', pose: b }], '3FW');
    expect(o.overlappedShips).toEqual(['a']);
    expect(o.touching).toBe('b');
    expect(o.pose.y).toBeGreaterThanOrEqual(220 - 0.01);
    expect(o.pose.y).toBeLessThanOrEqual(220 + 1e-6);
    expectTouching(o.pose, b);
  });

  test('xwing.partial.search: a free gap earlier on the path is never skipped over', () => {
    const a = { x: 400, y: 335, heading: 0 };
    const b = { x: 400, y: 230, heading: 0 }; // blocks fronts in (210, 290): free gap after
    const o = maneuver([{ id: 'm', pose: { x: 400, y: 130, heading: 0 } }, { id: 'a', pose: a }, { id: 'b', pose: b }], '4FW');
    // Full 4-straight: centre 330 overlaps a (y 315-355); at front 315 the mover is clear of a, so it stops there even though b lies further back.
    expect(o.touching).toBe('a');
    expect(o.pose.y).toBeGreaterThanOrEqual(295 - 0.01);
    expect(o.pose.y).toBeLessThanOrEqual(295 + 1e-6);
    expectTouching(o.pose, a);
  });

  test('xwing.partial.touching: ships covering the whole path leave the mover at its start, touching the first', () => {
    const start = { x: 400, y: 150, heading: 0 };
    const o = maneuver(
      [
        { id: 'm', pose: start },
        { id: 'b', pose: { x: 400, y: 190, heading: 0 } },
        { id: 'c', pose: { x: 400, y: 250, heading: 0 } },
        { id: 'd', pose: { x: 400, y: 310, heading: 0 } },
      ],
      '3FW',
    );
    expect(o.fully).toBe(false);
    expect(o.overlappedShips).toEqual(['d']);
    expect(o.touching).toBe('b');
    expect(o.progress).toBeLessThanOrEqual(0.01 / 160 + 1e-12);
    expect(o.pose.y).toBeCloseTo(150, 1);
  });

  test('xwing.maneuver.final-rotation: a blocked Koiogran turn ends facing forward', () => {
    const o = maneuver([{ id: 'm', pose: { x: 400, y: 150, heading: 0 } }, { id: 'e', owner: 'empire', pose: { x: 400, y: 370, heading: 0 } }], '4KR');
    expect(o.fully).toBe(false);
    expect(o.pose.heading).toBe(0);
    expect(o.pose.y).toBeCloseTo(330, 2);
    expect(o.stress).toBe(1); // xwing.partial.executed: still a red maneuver
  });
});

describe('xwing.partial.path on bank and turn templates (chord model)', () => {
  test('bank right 2 blocked: the mover ends touching the blocker, on the path, heading between 0 and 45', () => {
    const blocker = { x: 560, y: 436, heading: 10 };
    const o = maneuver([{ id: 'm', pose: { x: 500, y: 300, heading: 0 } }, { id: 'e', owner: 'empire', pose: blocker }], '2NB');
    expect(o.fully).toBe(false);
    expect(o.touching).toBe('e');
    expect(o.pose.heading).toBeGreaterThan(0);
    expect(o.pose.heading).toBeLessThan(45);
    expectTouching(o.pose, blocker);
    expect(o.bumpEffect).toBe('enemy');
  });

  test('turn left 3 blocked by a ship at the turn end: ends touching it, turned less than 90', () => {
    const blocker = { x: 380, y: 420, heading: 45 };
    const o = maneuver([{ id: 'm', pose: { x: 500, y: 300, heading: 0 } }, { id: 'f', pose: blocker }], '3TW');
    expect(o.fully).toBe(false);
    expect(o.touching).toBe('f');
    expect(o.pose.heading).toBeGreaterThan(270);
    expectTouching(o.pose, blocker);
    expect(o.bumpEffect).toBe('friendly');
  });

  test('xwing.maneuver.final-rotation: a blocked Segnor loop ends on the bank path without the 180', () => {
    const o = maneuver([{ id: 'm', type: 'Aggressor Assault Fighter', pose: { x: 400, y: 300, heading: 0 } }, { id: 'e', owner: 'empire', pose: { x: 330, y: 480, heading: 0 } }], '3LR');
    expect(o.fully).toBe(false);
    expect(o.pose.heading).toBeGreaterThan(300);
  });

  test('xwing.maneuver.tallon: a blocked Tallon placement backs along the turn without the extra 90', () => {
    const o = maneuver([{ id: 'm', pose: { x: 300, y: 300, heading: 0 } }, { id: 'e', owner: 'empire', pose: { x: 445, y: 410, heading: 0 } }], '3RR');
    expect(o.fully).toBe(false);
    expect(o.pose.heading).toBeLessThanOrEqual(90);
    expect(o.touching).toBe('e');
  });
});

describe('bump effects', () => {
  const start = { x: 400, y: 150, heading: 0 };
  test('xwing.partial.effect.25: friendly and enemy at once resolve the friendly effect only', () => {
    const o = maneuver(
      [
        { id: 'm', pose: start },
        { id: 'friend', pose: { x: 385, y: 335, heading: 0 } },
        { id: 'enemy', owner: 'empire', pose: { x: 425, y: 335, heading: 0 } },
      ],
      '3FW',
    );
    expect(o.overlappedShips).toEqual(['friend', 'enemy']);
    expect(o.bumpEffect).toBe('friendly');
    expect(o.skipsPerformAction).toBe(true);
    expect(o.bumpActions).toEqual([]);
  });

  test('xwing.partial.effect.25: an enemy bump after a blue maneuver that removed the last stress offers red Focus or Calculate', () => {
    const o = maneuver([{ id: 'm', pose: start, stress: 1, actions: ['focus', 'lock'] }, { id: 'e', owner: 'empire', pose: { x: 400, y: 290, heading: 0 } }], '2FB');
    expect(o.stress).toBe(0);
    expect(o.bumpEffect).toBe('enemy');
    expect(o.bumpActions).toEqual(['focus']);
  });

  test('xwing.partial.effect.25: a stressed ship gets no action from an enemy bump', () => {
    const o = maneuver([{ id: 'm', pose: start, stress: 2 }, { id: 'e', owner: 'empire', pose: { x: 400, y: 290, heading: 0 } }], '2FB');
    expect(o.stress).toBe(1);
    expect(o.bumpActions).toEqual([]);
  });

  test('xwing.partial.effect.20: under 2.0 a partial execution skips Perform Action and has no friendly/enemy effect', () => {
    const o = maneuver([{ id: 'm', pose: start }, { id: 'e', owner: 'empire', pose: { x: 400, y: 290, heading: 0 } }], '2FB', { rules: '2.0' });
    expect(o.bumpEffect).toBeNull();
    expect(o.skipsPerformAction).toBe(true);
    expect(rules(o)).toContain('xwing.partial.effect.20');
  });

  test('xwing.maneuver.stationary: a stationary maneuver overlaps nothing, even beside another ship', () => {
    const o = maneuver([{ id: 'm', type: 'Auzituck Gunship', pose: start }, { id: 'e', owner: 'empire', pose: { x: 400, y: 190, heading: 0 } }], '0OR');
    expect(o.fully).toBe(true);
    expect(o.overlappedShips).toEqual([]);
    expect(o.pose).toEqual(start);
    expect(o.stress).toBe(1);
  });
});

describe('xwing.maneuver.reverse: partial execution backs along the reversed template', () => {
  test('a blocked reverse straight 2 stops touching the ship behind, still facing forward', () => {
    const behind = { x: 400, y: 175, heading: 0 };
    const o = maneuver([{ id: 'tug', type: 'Quadrijet Transfer Spacetug', pose: { x: 400, y: 300, heading: 0 } }, { id: 'e', owner: 'empire', pose: behind }], '2SR');
    // Full: centre 300 - 120 = 180 overlaps e (y 155-195); stops with the rear edge on e's front edge (y 195).
    expect(o.fully).toBe(false);
    expect(o.touching).toBe('e');
    expect(o.pose.heading).toBe(0);
    expect(o.pose.y).toBeGreaterThanOrEqual(215);
    expect(o.pose.y).toBeLessThanOrEqual(215 + 0.01);
    expectTouching(o.pose, behind);
  });

  test('a blocked reverse bank left ends touching, its nose swung right by less than 45', () => {
    const blocker = { x: 360, y: 210, heading: 0 };
    const o = maneuver([{ id: 'tug', type: 'Quadrijet Transfer Spacetug', pose: { x: 400, y: 300, heading: 0 } }, { id: 'e', owner: 'empire', pose: blocker }], '1AR');
    expect(o.fully).toBe(false);
    expect(o.touching).toBe('e');
    expect(o.pose.heading).toBeGreaterThan(0);
    expect(o.pose.heading).toBeLessThan(45);
    expectTouching(o.pose, blocker);
  });
});

describe('CONVENTIONS section 2 at the full position (xwing.overlap.definition)', () => {
  const mover = { id: 'm', pose: { x: 400, y: 150, heading: 0 } };
  // 3FW ends at centre 310: front edge at y = 330.
  test('a ship whose rear edge lies exactly on the final front edge is touched, not overlapped: fully executed', () => {
    const o = maneuver([mover, { id: 'e', owner: 'empire', pose: { x: 400, y: 350, heading: 0 } }], '3FW');
    expect(o.fully).toBe(true);
    expect(o.overlappedShips).toEqual([]);
  });
  test('interpenetration within the 1e-6 mm contact tolerance is touching: fully executed', () => {
    const o = maneuver([mover, { id: 'e', owner: 'empire', pose: { x: 400, y: 350 - 5e-7, heading: 0 } }], '3FW');
    expect(o.fully).toBe(true);
  });
  test('interpenetration of 1e-4 mm is an overlap: partially executed, ending touching', () => {
    const blocker = { x: 400, y: 350 - 1e-4, heading: 0 };
    const o = maneuver([mover, { id: 'e', owner: 'empire', pose: blocker }], '3FW');
    expect(o.fully).toBe(false);
    expect(o.touching).toBe('e');
    expectTouching(o.pose, blocker);
  });
  test('a corner-on blocker rotated 45 degrees: partial on a bank, ending touching', () => {
    const blocker = { x: 552, y: 470, heading: 45 };
    const o = maneuver([{ id: 'm', pose: { x: 500, y: 300, heading: 0 } }, { id: 'e', owner: 'empire', pose: blocker }], '2NB');
    expect(o.fully).toBe(false);
    expectTouching(o.pose, blocker);
  });
});

describe('xwing.maneuver.tallon: each placement checked on its own', () => {
  test('only the front placement blocked: that choice is partially executed, ending unrotated at the turn end, touching nothing', () => {
    const ships = [{ id: 'm', pose: { x: 300, y: 300, heading: 0 } }, { id: 'e', owner: 'empire', pose: { x: 410, y: 365, heading: 0 } }];
    const front = maneuver(ships, '3RR', { maneuver: { ship: 'm', dial: '3RR', placement: 'front' } });
    expect(front.fully).toBe(false);
    expect(front.overlappedShips).toEqual(['e']);
    expect(front.touching).toBeNull();
    expect(front.pose).toEqual({ x: 410, y: 410, heading: 90 });
    const middle = maneuver(ships, '3RR', { maneuver: { ship: 'm', dial: '3RR', placement: 'middle' } });
    expect(middle.fully).toBe(true);
    expect(middle.pose).toEqual({ x: 410, y: 410, heading: 180 });
  });
});
