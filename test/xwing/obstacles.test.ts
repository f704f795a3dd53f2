import { describe, expect, test } from 'vitest';
import { maneuver, rules } from './helpers.ts';

const start = { x: 300, y: 150, heading: 0 };
const square = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];

describe('xwing.obstacle.through and xwing.obstacle.overlap', () => {
  test('xwing.obstacle.through: an asteroid under the template but not the final base is moved through (2.5 effects)', () => {
    const o = maneuver([{ id: 'm', pose: start }], '3FW', { obstacles: [{ id: 'rock', type: 'asteroid', polygon: square(295, 210, 340, 240) }] });
    expect(o.fully).toBe(true);
    expect(o.obstacles).toHaveLength(1);
    expect(o.obstacles[0]).toMatchObject({ id: 'rock', type: 'asteroid', how: 'moved-through', templateContact: true });
    expect(o.obstacles[0]!.effects).toContain('suffer 1 hit damage');
    expect(o.skipsPerformAction).toBe(false);
    expect(rules(o)).toContain('xwing.obstacle.effects.25');
  });

  test('xwing.obstacle.effects.20: the same asteroid under 2.0 rolls a die and skips Perform Action', () => {
    const o = maneuver([{ id: 'm', pose: start }], '3FW', { rules: '2.0', obstacles: [{ id: 'rock', type: 'asteroid', polygon: square(295, 210, 340, 240) }] });
    expect(o.obstacles[0]!.how).toBe('moved-through');
    expect(o.skipsPerformAction).toBe(true);
    expect(rules(o)).toContain('xwing.obstacle.effects.20');
  });

  test('xwing.obstacle.through: the swept base does not count, only the template (an asteroid beside the template)', () => {
    // Template x 290-310; the base sweeps x 280-320. A rock at x 312-318 lies only under the swept base.
    const o = maneuver([{ id: 'm', pose: start }], '3FW', { obstacles: [{ id: 'rock', type: 'asteroid', polygon: square(312, 200, 318, 250) }] });
    expect(o.obstacles).toEqual([]);
  });

  test('touching is not overlapping: a rock whose edge meets the template edge is not moved through', () => {
    const o = maneuver([{ id: 'm', pose: start }], '3FW', { obstacles: [{ id: 'rock', type: 'asteroid', polygon: square(310, 200, 330, 250) }] });
    expect(o.obstacles).toEqual([]);
  });

  test('xwing.obstacle.overlap: a debris cloud under the final base is overlapped; 2.5 skips Perform Action', () => {
    const o = maneuver([{ id: 'm', pose: start }], '3FW', { obstacles: [{ id: 'debris', type: 'debris-cloud', polygon: square(312, 300, 340, 320) }] });
    expect(o.obstacles[0]).toMatchObject({ how: 'overlapped', templateContact: false });
    expect(o.skipsPerformAction).toBe(true);
    expect(o.obstacles[0]!.effects).toContain('gain 1 stress');
    expect([o.stress, o.stressAfterObstacles]).toEqual([0, 1]);
  });

  test('xwing.obstacle.order: several obstacles resolve in order along the template, nearest the start first', () => {
    const o = maneuver([{ id: 'm', pose: start }], '3FW', {
      obstacles: [
        { id: 'far', type: 'gas-cloud', polygon: square(295, 260, 305, 270) },
        { id: 'near', type: 'asteroid', polygon: square(295, 180, 305, 190) },
        { id: 'under', type: 'debris-cloud', polygon: square(315, 305, 318, 315) },
      ],
    });
    expect(o.obstacles.map((h) => h.id)).toEqual(['near', 'far', 'under']);
  });

  test('bank template: an obstacle inside the arc band counts, one in the arc\'s hollow does not', () => {
    // Small ship 3 bank right from (300, 150): template centre line radius 180 around (480, 170).
    const mid = { x: 480 - 180 * Math.cos(Math.PI / 8), y: 170 + 180 * Math.sin(Math.PI / 8) };
    const hit = maneuver([{ id: 'm', pose: start }], '3NW', { obstacles: [{ id: 'a', type: 'asteroid', polygon: square(mid.x - 3, mid.y - 3, mid.x + 3, mid.y + 3) }] });
    expect(hit.obstacles.map((h) => h.how)).toEqual(['moved-through']);
    const inside = { x: 480 - 150 * Math.cos(Math.PI / 8), y: 170 + 150 * Math.sin(Math.PI / 8) };
    const miss = maneuver([{ id: 'm', pose: start }], '3NW', { obstacles: [{ id: 'a', type: 'asteroid', polygon: square(inside.x - 3, inside.y - 3, inside.x + 3, inside.y + 3) }] });
    expect(miss.obstacles).toEqual([]);
  });

  test('xwing.obstacle.partial: after a partial execution only the used part of the template counts', () => {
    // Blocked at the full position by e (y 280-320): the ship backs to centre 260, rear hashmark at
    // 240, so only the template from 170 to 240 counts.
    const ships = [{ id: 'm', pose: start }, { id: 'e', owner: 'empire', pose: { x: 300, y: 300, heading: 0 } }];
    const before = maneuver(ships, '3FW', { obstacles: [{ id: 'rock', type: 'asteroid', polygon: square(295, 172, 305, 176) }] });
    expect(before.fully).toBe(false);
    expect(before.obstacles.map((h) => h.id)).toEqual(['rock']);
    // A rock on the far part of the template (y 282-288), not under the final base (y 240-280): ignored.
    const beyond = maneuver(ships, '3FW', { obstacles: [{ id: 'rock', type: 'asteroid', polygon: square(295, 282, 305, 288) }] });
    expect(beyond.obstacles).toEqual([]);
    expect(rules(beyond)).toContain('xwing.obstacle.partial');
  });

  test('xwing.obstacle.start: an obstacle the ship starts on is ignored unless the template or final base touches it again', () => {
    const behind = maneuver([{ id: 'm', pose: start }], '2FB', { obstacles: [{ id: 'gas', type: 'gas-cloud', polygon: square(290, 120, 310, 160) }] });
    expect(behind.obstacles).toEqual([]);
    expect(rules(behind)).toContain('xwing.obstacle.start');
    const nose = maneuver([{ id: 'm', pose: start }], '2FB', { obstacles: [{ id: 'gas', type: 'gas-cloud', polygon: square(290, 160, 310, 185) }] });
    expect(nose.obstacles[0]).toMatchObject({ id: 'gas', how: 'moved-through', startedOn: true });
  });
});

describe('xwing.flee', () => {
  test('any part of the final base outside the play area: the ship flees', () => {
    const o = maneuver([{ id: 'm', pose: { x: 820, y: 450, heading: 90 } }], '2FB');
    expect(o.fled).toBe(true);
    expect(o.pose.x).toBeCloseTo(940, 9);
    expect(rules(o)).toContain('xwing.flee');
  });
  test('a template outside the area does not matter; a base exactly on the edge stays in', () => {
    // Turn left 2 from near the top edge: the template pokes out but the base ends inside, touching the edge.
    const o = maneuver([{ id: 'm', pose: { x: 100, y: 914.4 - 102.5, heading: 90 } }], '2TW');
    expect(o.pose.y).toBeCloseTo(914.4 - 20, 9);
    expect(o.fled).toBe(false);
  });
  test('xwing.flee: a custom play area', () => {
    const o = maneuver([{ id: 'm', pose: { x: 100, y: 100, heading: 0 } }], '1FB', { playArea: { width: 300, height: 190 } });
    expect(o.fled).toBe(true);
  });
});

describe('xwing.flee after a partial execution (FORUM 89731)', () => {
  test('a ship that backs up from a bump but still ends partly outside the play area flees', () => {
    const o = maneuver([{ id: 'm', pose: { x: 880, y: 450, heading: 90 } }, { id: 'e', owner: 'empire', pose: { x: 965, y: 450, heading: 0 } }], '1FB');
    expect(o.fully).toBe(false);
    expect(o.touching).toBe('e');
    expect(o.pose.x).toBeGreaterThan(914.4 - 20);
    expect(o.fled).toBe(true);
    expect(rules(o)).toContain('xwing.flee');
  });
});
