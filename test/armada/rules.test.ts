import { describe, expect, test } from 'vitest';
import { CR90, GR75, MC75, VSD, EXECUTOR, issuesOf, outcomeOf, scenario, ship } from './helpers.ts';

const straight = (speed: number) => new Array<number>(speed).fill(0);

/** A point `distance` mm ahead of a pose. */
function ahead(pose: { x: number; y: number; heading: number }, distance: number) {
  const r = (pose.heading * Math.PI) / 180;
  return { x: pose.x + distance * Math.sin(r), y: pose.y + distance * Math.cos(r) };
}

describe('armada.tool.side', () => {
  test('armada.tool.side: small ship, speed 2 (+1, 0): both sides legal, auto takes right at (+23.33, +143.75)', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 400, 0, 2)], { ship: 'a', speed: 2, yaw: [1, 0] }));
    expect(o.toolSides).toEqual({ left: 'clear', right: 'clear' });
    expect(o.side).toBe('right');
    expect(o.pose.x).toBeCloseTo(523.33, 2);
    expect(o.pose.y).toBeCloseTo(543.75, 2);
    expect(o.pose.heading).toBe(22.5);
    expect(o.trace.find((t) => t.rule === 'armada.tool.side')?.note).toMatch(/auto/);
  });

  test('armada.tool.side: small ship, speed 2 (+1, 0) on the left ends at (+18.90, +121.45)', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 400, 0, 2)], { ship: 'a', speed: 2, yaw: [1, 0], side: 'left' }));
    expect(o.side).toBe('left');
    expect(o.pose.x).toBeCloseTo(518.9, 2);
    expect(o.pose.y).toBeCloseTo(521.45, 2);
  });

  test('armada.tool.side: large ship, speed 2 (+1, 0): left overlaps the tool, so a left request is reset to the right', () => {
    const o = outcomeOf(scenario([ship('a', MC75, 500, 400, 0, 2)], { ship: 'a', speed: 2, yaw: [1, 0], side: 'left' }));
    expect(o.toolSides).toEqual({ left: 'overlaps-tool', right: 'clear' });
    expect(o.side).toBe('right');
    expect(o.trace.some((t) => t.rule === 'armada.tool.side' && /reset/.test(t.note))).toBe(true);
  });

  test('armada.tool.touch: every straight course of every base size is legal on both sides (flush contact is touching)', () => {
    for (const [type, max] of [[CR90, 4], [VSD, 2], [MC75, 3], [EXECUTOR, 2]] as const) {
      for (let speed = 1; speed <= max; speed++) {
        const o = outcomeOf(scenario([ship('a', type, 900, 200, 0, speed)], { ship: 'a', speed, yaw: straight(speed) }));
        expect(o.toolSides).toEqual({ left: 'clear', right: 'clear' });
        expect(o.pose.y).toBeCloseTo(200 + 68.4 * speed, 6);
      }
    }
  });
});

describe('armada.yaw.chart and armada.speed.range', () => {
  test('armada.yaw.chart: two clicks on joint 2 of a CR90 at speed 3 (chart - I II) is rejected at maneuver.yaw[1]', () => {
    const issues = issuesOf(scenario([ship('a', CR90, 500, 400, 0, 3)], { ship: 'a', speed: 3, yaw: [0, 2, 0] }));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path: 'maneuver.yaw[1]', rule: 'armada.yaw.chart' });
    expect(issues[0]!.message).toMatch(/joint 2/);
  });

  test('armada.yaw.chart: a "-" joint takes no click in either direction', () => {
    const issues = issuesOf(scenario([ship('a', CR90, 500, 400, 0, 3)], { ship: 'a', speed: 3, yaw: [-1, 0, 0] }));
    expect(issues[0]).toMatchObject({ path: 'maneuver.yaw[0]', rule: 'armada.yaw.chart' });
  });

  test('armada.yaw.chart: yaw needs one entry per joint up to the speed', () => {
    const issues = issuesOf(scenario([ship('a', CR90, 500, 400, 0, 2)], { ship: 'a', speed: 2, yaw: [0] }));
    expect(issues[0]).toMatchObject({ path: 'maneuver.yaw', rule: 'armada.yaw.chart' });
  });

  test('armada.speed.range: a Victory II (max speed 2) cannot go speed 3', () => {
    const issues = issuesOf(scenario([ship('a', VSD, 500, 400, 0, 2)], { ship: 'a', speed: 3, yaw: [0, 0, 0], navigate: { dial: true } }));
    expect(issues.some((i) => i.path === 'maneuver.speed' && i.rule === 'armada.speed.range')).toBe(true);
  });

  test('armada.speed.range: a dial above the chart is rejected at ships[0].speed', () => {
    const result = issuesOf(scenario([ship('a', VSD, 500, 400, 0, 4)], { ship: 'a', speed: 2, yaw: [0, 0] }));
    expect(result.some((i) => i.path === 'ships[0].speed' && i.rule === 'armada.speed.range')).toBe(true);
  });

  test('armada.yaw.chart: every joint may turn its own way (+1 then -1 on an MC75 at speed 3? - I I)', () => {
    const o = outcomeOf(scenario([ship('a', MC75, 900, 300, 0, 3)], { ship: 'a', speed: 3, yaw: [0, 1, -1] }));
    expect(o.pose.heading).toBe(0);
    expect(o.executedSpeed).toBe(3);
  });
});

describe('armada.course.navigate', () => {
  test('armada.course.navigate: without Navigate the speed must be the dial', () => {
    const issues = issuesOf(scenario([ship('a', CR90, 500, 400, 0, 2)], { ship: 'a', speed: 3, yaw: [0, 0, 0] }));
    expect(issues[0]).toMatchObject({ path: 'maneuver.speed', rule: 'armada.course.navigate' });
  });

  test('armada.course.navigate: the dial changes speed by 1; token and dial together by 2', () => {
    expect(outcomeOf(scenario([ship('a', CR90, 500, 300, 0, 2)], { ship: 'a', speed: 3, yaw: [0, 0, 0], navigate: { dial: true } })).executedSpeed).toBe(3);
    expect(outcomeOf(scenario([ship('a', CR90, 500, 300, 0, 2)], { ship: 'a', speed: 1, yaw: [0], navigate: { token: true } })).speedDial).toBe(1);
    expect(outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 2)], { ship: 'a', speed: 4, yaw: [0, 0, 0, 0], navigate: { dial: true, token: true } })).executedSpeed).toBe(4);
    const issues = issuesOf(scenario([ship('a', CR90, 500, 200, 0, 1)], { ship: 'a', speed: 4, yaw: [0, 0, 0, 0], navigate: { dial: true, token: true } }));
    expect(issues[0]).toMatchObject({ path: 'maneuver.speed', rule: 'armada.course.navigate' });
  });

  test('armada.course.navigate: the dial raises one joint by 1 (Victory II speed 2, joint 1 "-" becomes "I")', () => {
    const without = issuesOf(scenario([ship('a', VSD, 900, 300, 0, 2)], { ship: 'a', speed: 2, yaw: [1, 1] }));
    expect(without[0]).toMatchObject({ path: 'maneuver.yaw[0]', rule: 'armada.yaw.chart' });
    const o = outcomeOf(scenario([ship('a', VSD, 900, 300, 0, 2)], { ship: 'a', speed: 2, yaw: [1, 1], navigate: { dial: true, yawJoint: 1 } }));
    expect(o.pose.heading).toBe(45);
  });

  test('armada.course.navigate: the token alone cannot add yaw', () => {
    const issues = issuesOf(scenario([ship('a', VSD, 900, 300, 0, 2)], { ship: 'a', speed: 2, yaw: [1, 1], navigate: { token: true, yawJoint: 1 } }));
    expect(issues.some((i) => i.path === 'maneuver.navigate.yawJoint' && i.rule === 'armada.course.navigate')).toBe(true);
  });

  test('armada.yaw.max: Navigate cannot raise a II (the trace says so)', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 900, 300, 0, 1)], { ship: 'a', speed: 1, yaw: [2], navigate: { dial: true, yawJoint: 1 } }));
    expect(o.trace.some((t) => t.rule === 'armada.yaw.max')).toBe(true);
  });

  test('armada.huge.charts: a huge ship turns only with Navigate (Executor speed 1, +1 yaw)', () => {
    expect(issuesOf(scenario([ship('a', EXECUTOR, 900, 400, 0, 1)], { ship: 'a', speed: 1, yaw: [1] }))[0]).toMatchObject({ rule: 'armada.yaw.chart' });
    const o = outcomeOf(scenario([ship('a', EXECUTOR, 900, 400, 0, 1)], { ship: 'a', speed: 1, yaw: [1], navigate: { dial: true, yawJoint: 1 } }));
    expect(o.pose.heading).toBe(22.5);
  });
});

describe('armada.speed0', () => {
  test('armada.speed0: a 0-speed maneuver leaves the ship in place and is still a maneuver', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 400, 30, 0)], { ship: 'a', speed: 0, yaw: [] }));
    expect(o.pose).toEqual({ x: 500, y: 400, heading: 30 });
    expect(o.executedSpeed).toBe(0);
    expect(o.trace.some((t) => t.rule === 'armada.speed0')).toBe(true);
  });

  test('armada.overlap.obstacles: at speed 0 an overlapped obstacle still resolves', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 400, 0, 0)], { ship: 'a', speed: 0, yaw: [] }, {
      obstacles: [{ id: 'deb', type: 'debris-field', pose: { x: 520, y: 430, heading: 0 } }],
    }));
    expect(o.obstacles).toEqual([{ id: 'deb', type: 'debris-field', effect: expect.stringContaining('2 damage') }]);
  });

  test('armada.speed0.yaw: speed 0 with one click right turns the ship about the right-side last pivot', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 400, 0, 0)], { ship: 'a', speed: 0, yaw: [], speedZeroYaw: 1 }));
    // pivot Q = (29.125, 13.23) in the ship's frame; centre = Q - R(22.5) Q
    const t = (22.5 * Math.PI) / 180;
    expect(o.pose.x).toBeCloseTo(500 + 29.125 - (29.125 * Math.cos(t) + 13.23 * Math.sin(t)), 6);
    expect(o.pose.y).toBeCloseTo(400 + 13.23 - (-29.125 * Math.sin(t) + 13.23 * Math.cos(t)), 6);
    expect(o.pose.heading).toBe(22.5);
    expect(o.side).toBe('right');
  });

  test('armada.speed0.yaw: if the turned position overlaps a ship, it stays unturned and both ships take overlap damage', () => {
    // b touches a's left side; turning a 45 degrees right swings a's rear into b.
    const o = outcomeOf(scenario([ship('a', CR90, 500, 400, 0, 0), ship('b', GR75, 457, 400, 0)], { ship: 'a', speed: 0, yaw: [], speedZeroYaw: 2 }));
    expect(o.pose).toEqual({ x: 500, y: 400, heading: 0 });
    expect(o.overlappedShips).toEqual(['b']);
    expect(o.damage).toEqual([{ ship: 'a', cards: 1, faceup: false }, { ship: 'b', cards: 1, faceup: false }]);
  });

  test('armada.speed0.yaw: declared yaw needs speed 0', () => {
    const issues = issuesOf(scenario([ship('a', CR90, 500, 400, 0, 1)], { ship: 'a', speed: 1, yaw: [0], speedZeroYaw: 1 }));
    expect(issues[0]).toMatchObject({ path: 'maneuver.speedZeroYaw', rule: 'armada.speed0.yaw' });
  });
});

describe('armada.overlap.ships', () => {
  test('armada.overlap.ships: speed 3 into a ship backs off to speed 2 with the same clicks; one card each', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 3), ship('b', GR75, 500, 450)], { ship: 'a', speed: 3, yaw: [0, 0, 0] }));
    expect(o.requestedSpeed).toBe(3);
    expect(o.executedSpeed).toBe(2);
    expect(o.pose.y).toBeCloseTo(336.8, 6);
    expect(o.overlappedShips).toEqual(['b']);
    expect(o.damage).toEqual([{ ship: 'a', cards: 1, faceup: false }, { ship: 'b', cards: 1, faceup: false }]);
    expect(o.closestShip?.distance).toBeCloseTo(414.5 - 372.3, 6);
    expect(o.closestShip?.witness[0].y).toBeCloseTo(372.3, 6);
    expect(o.closestShip?.witness[1].y).toBeCloseTo(414.5, 6);
    expect(o.attempts.map((a) => a.speed)).toEqual([3, 2]);
  });

  test('armada.overlap.temporary: the back-off does not change the speed dial', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 3), ship('b', GR75, 500, 450)], { ship: 'a', speed: 3, yaw: [0, 0, 0] }));
    expect(o.speedDial).toBe(3);
    expect(o.trace.some((t) => t.rule === 'armada.overlap.temporary')).toBe(true);
  });

  test('armada.overlap.closest: damage goes to the closest overlapped ship measured from the final position, not the first met', () => {
    // b is met at speed 4, c at speed 3; the ship ends at speed 2, 12.4 mm from c and 132.2 mm from b.
    const o = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 4), ship('b', GR75, 500, 540), ship('c', GR75, 550, 405.2, 90)], { ship: 'a', speed: 4, yaw: [0, 0, 0, 0] }));
    expect(o.overlappedShips).toEqual(['b', 'c']);
    expect(o.executedSpeed).toBe(2);
    expect(o.closestShip?.ship).toBe('c');
    expect(o.closestShip?.distance).toBeCloseTo(12.4, 6);
    expect(o.closestShip?.measured.map((m) => m.ship)).toEqual(['b', 'c']);
    expect(o.closestShip?.measured[0]!.distance).toBeCloseTo(132.2, 6);
    expect(o.damage).toEqual([{ ship: 'a', cards: 1, faceup: false }, { ship: 'c', cards: 1, faceup: false }]);
  });

  test('armada.tool.touch: ending exactly touching another ship is not an overlap (FAQ)', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 3), ship('b', GR75, 500, 200 + 205.2 + 71)], { ship: 'a', speed: 3, yaw: [0, 0, 0] }));
    expect(o.executedSpeed).toBe(3);
    expect(o.overlappedShips).toEqual([]);
    expect(o.damage).toEqual([]);
  });

  test('armada.overlap.ships: backing off to speed 0 leaves the ship where it was, with damage', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 1), ship('b', GR75, 500, 300)], { ship: 'a', speed: 1, yaw: [0] }));
    expect(o.executedSpeed).toBe(0);
    expect(o.pose).toEqual({ x: 500, y: 200, heading: 0 });
    expect(o.damage.map((d) => d.ship)).toEqual(['a', 'b']);
  });

  test('armada.overlap.tool-allowed: at a reduced speed the ship may overlap the tool (CR90 right side, [-1, 0])', () => {
    // At speed 1 with click -1 the CR90 on the right side overlaps the tool's second piece; a ship at the speed-2 position forces the back-off.
    const free = outcomeOf(scenario([ship('a', CR90, 500, 300, 0, 2)], { ship: 'a', speed: 2, yaw: [-1, 0], side: 'right' }));
    const b = ahead(free.pose, 40);
    const o = outcomeOf(scenario([ship('a', CR90, 500, 300, 0, 2), ship('b', GR75, b.x, b.y, free.pose.heading)], { ship: 'a', speed: 2, yaw: [-1, 0], side: 'right' }));
    expect(o.side).toBe('right');
    expect(o.executedSpeed).toBe(1);
    expect(o.attempts.map((a) => a.overlapsTool)).toEqual([null, true]);
    expect(o.trace.some((t) => t.rule === 'armada.overlap.tool-allowed')).toBe(true);
  });

  test('armada.course.locked: the back-off keeps side and clicks (speed 1 of a [1, 2] course is the [1] course)', () => {
    const free = outcomeOf(scenario([ship('a', CR90, 500, 300, 0, 2)], { ship: 'a', speed: 2, yaw: [1, 2], side: 'right' }));
    expect(free.side).toBe('right');
    const b = ahead(free.pose, 40);
    const blocked = outcomeOf(scenario([ship('a', CR90, 500, 300, 0, 2), ship('b', GR75, b.x, b.y, free.pose.heading)], { ship: 'a', speed: 2, yaw: [1, 2], side: 'right' }));
    const one = outcomeOf(scenario([ship('a', CR90, 500, 300, 0, 1)], { ship: 'a', speed: 1, yaw: [1], side: 'right' }));
    expect(blocked.side).toBe('right');
    expect(blocked.executedSpeed).toBe(1);
    expect(blocked.pose.x).toBeCloseTo(one.pose.x, 9);
    expect(blocked.pose.y).toBeCloseTo(one.pose.y, 9);
  });

  test('armada.overlap.squadrons: squadrons never make a ship reduce speed', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 3)], { ship: 'a', speed: 3, yaw: [0, 0, 0] }, { squadrons: [{ id: 's', position: { x: 500, y: 405 } }] }));
    expect(o.executedSpeed).toBe(3);
    expect(o.displacedSquadrons.map((s) => s.id)).toEqual(['s']);
  });
});

describe('armada.edge.destroyed', () => {
  test('armada.edge.destroyed: a ship partly outside the play area at its final position is destroyed', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 700, 0, 3)], { ship: 'a', speed: 3, yaw: [0, 0, 0] }));
    expect(o.destroyed).toBe(true);
  });

  test('armada.overlap.edge: plotted partly outside but kept inside by a ship overlap is not destroyed (FAQ)', () => {
    // speed 3 would put the front edge at 960.7 (off the table); b overlaps that position only; speed 2 ends with the front at 892.3.
    const o = outcomeOf(scenario([ship('a', CR90, 500, 720, 0, 3), ship('b', GR75, 540, 914.8, 90)], { ship: 'a', speed: 3, yaw: [0, 0, 0] }));
    expect(o.executedSpeed).toBe(2);
    expect(o.pose.y).toBeCloseTo(856.8, 6);
    expect(o.destroyed).toBe(false);
    expect(o.trace.some((t) => t.rule === 'armada.overlap.edge')).toBe(true);
  });

  test('armada.move.place: the tool hanging outside the play area does not matter (FAQ)', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 30, 300, 0, 1)], { ship: 'a', speed: 1, yaw: [0], side: 'left' }));
    expect(o.side).toBe('left');
    expect(o.tool[0]!.x - 15.25 / 2).toBeLessThan(0);
    expect(o.destroyed).toBe(false);
  });

  test('armada.edge.destroyed: shield-dial frames are ignored (inner footprint 41 wide for a small base)', () => {
    // overlap footprint 43 wide pokes 1 mm past x = 0; the inner footprint (41) lies exactly on the edge.
    const o = outcomeOf(scenario([ship('a', CR90, 20.5, 300, 0, 0)], { ship: 'a', speed: 0, yaw: [] }));
    expect(o.destroyed).toBe(false);
    const out = outcomeOf(scenario([ship('a', CR90, 20.4, 300, 0, 0)], { ship: 'a', speed: 0, yaw: [] }));
    expect(out.destroyed).toBe(true);
  });
});

describe('armada.overlap.obstacles', () => {
  test('armada.obstacle.effects: ending on an asteroid field deals 1 faceup damage card', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 2)], { ship: 'a', speed: 2, yaw: [0, 0] }, {
      obstacles: [{ id: 'rock', type: 'asteroid-field', pose: { x: 500, y: 380, heading: 0 } }],
    }));
    expect(o.obstacles).toEqual([{ id: 'rock', type: 'asteroid-field', effect: 'dealt 1 faceup damage card' }]);
  });

  test('armada.obstacle.final-only: moving over an obstacle is free', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 3)], { ship: 'a', speed: 3, yaw: [0, 0, 0] }, {
      obstacles: [{ id: 'st', type: 'station', pose: { x: 500, y: 320, heading: 0 } }],
    }));
    expect(o.obstacles).toEqual([]);
  });

  test('armada.obstacle.effects: a gravity rift sets the speed dial to 0; a purrgil deals damage equal to the speed', () => {
    // The rift starts within distance 2, so its -1 needs the Navigate token to keep speed 2.
    const rift = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 2)], { ship: 'a', speed: 2, yaw: [0, 0], navigate: { token: true } }, {
      obstacles: [{ id: 'g', type: 'gravity-rift', polygon: [[480, 320], [520, 320], [520, 360], [480, 360]] }],
    }));
    expect(rift.obstacles[0]?.type).toBe('gravity-rift');
    expect(rift.speedDial).toBe(0);
    const purrgil = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 2)], { ship: 'a', speed: 2, yaw: [0, 0] }, {
      obstacles: [{ id: 'p', type: 'purrgil', pose: { x: 500, y: 340, heading: 90 } }],
    }));
    expect(purrgil.obstacles[0]?.effect).toMatch(/2 damage/);
  });

  test('armada.overlap.obstacles: after a back-off the obstacle at the reached position resolves', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 3), ship('b', GR75, 500, 450)], { ship: 'a', speed: 3, yaw: [0, 0, 0] }, {
      obstacles: [{ id: 'rock', type: 'asteroid-field', pose: { x: 500, y: 330, heading: 0 } }],
    }));
    expect(o.executedSpeed).toBe(2);
    expect(o.obstacles.map((h) => h.id)).toEqual(['rock']);
  });
});

describe('armada.overlap.order', () => {
  test('armada.overlap.order: overlap damage is dealt before the station resolves (FAQ), squadrons before obstacles, the edge last', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 3), ship('b', GR75, 500, 450)], { ship: 'a', speed: 3, yaw: [0, 0, 0] }, {
      obstacles: [{ id: 'st', type: 'station', pose: { x: 500, y: 330, heading: 0 } }],
      squadrons: [{ id: 's', position: { x: 500, y: 340 } }],
    }));
    const at = (rule: string) => o.trace.findIndex((t) => t.rule === rule);
    expect(o.obstacles.map((h) => h.type)).toEqual(['station']);
    expect(at('armada.overlap.damage')).toBeGreaterThan(-1);
    expect(at('armada.overlap.damage')).toBeLessThan(at('armada.overlap.squadrons'));
    expect(at('armada.overlap.squadrons')).toBeLessThan(at('armada.obstacle.effects'));
    expect(at('armada.obstacle.effects')).toBeLessThan(at('armada.edge.destroyed'));
  });

  test('armada.overlap.squadrons: a squadron placed onto an obstacle resolves nothing (only the ship\'s obstacles are listed)', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 2)], { ship: 'a', speed: 2, yaw: [0, 0] }, {
      obstacles: [{ id: 'rock', type: 'asteroid-field', pose: { x: 560, y: 340, heading: 0 } }],
      squadrons: [{ id: 's', position: { x: 515, y: 340 } }],
    }));
    expect(o.displacedSquadrons).toHaveLength(1);
    expect(o.obstacles).toEqual([]);
  });
});
