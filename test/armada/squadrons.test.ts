import { describe, expect, test } from 'vitest';
import { CR90, GR75, issuesOf, outcomeOf, scenario, ship } from './helpers.ts';

const R = 17;

/** Distance from a point to the small base (43 x 71) of a ship at (x, y) heading 0. */
function gapToSmallBase(p: { x: number; y: number }, cx: number, cy: number): number {
  const dx = Math.max(0, Math.abs(p.x - cx) - 21.5);
  const dy = Math.max(0, Math.abs(p.y - cy) - 35.5);
  return Math.hypot(dx, dy) - R;
}

describe('armada.overlap.squadrons', () => {
  test('armada.overlap.squadrons: a squadron under the final position is placed touching the ship, near where it was', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 2)], { ship: 'a', speed: 2, yaw: [0, 0] }, {
      squadrons: [{ id: 'tie', type: 'TIE Fighter Squadron', owner: 'empire', position: { x: 510, y: 340 } }],
    }));
    expect(o.displacedSquadrons).toHaveLength(1);
    const placed = o.displacedSquadrons[0]!;
    expect(placed.touching).toBe('ship');
    const gap = gapToSmallBase(placed.position, 500, 336.8);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(0.01);
    // nearest exit from (510, 340) is the right side: x = 500 + 21.5 + 17
    expect(placed.position.x).toBeCloseTo(538.5, 2);
    expect(placed.position.y).toBeCloseTo(340, 6);
  });

  test('armada.squadron.no-overlap: placed squadrons overlap no ship and no other squadron, inside the play area', () => {
    const squadrons = Array.from({ length: 8 }, (_, i) => ({ id: `s${i}`, position: { x: 490 + (i % 2) * 20, y: 310 + Math.floor(i / 2) * 16 } }));
    const o = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 2), ship('b', GR75, 560, 340)], { ship: 'a', speed: 2, yaw: [0, 0] }, { squadrons }));
    expect(o.displacedSquadrons.length + o.unplacedSquadrons.length).toBe(8);
    const all = o.displacedSquadrons.map((s) => s.position);
    for (let i = 0; i < all.length; i++) {
      for (let j = i + 1; j < all.length; j++) expect(Math.hypot(all[i]!.x - all[j]!.x, all[i]!.y - all[j]!.y)).toBeGreaterThanOrEqual(2 * R - 1e-6);
      expect(gapToSmallBase(all[i]!, 560, 340)).toBeGreaterThanOrEqual(-1e-6);
    }
    for (const s of o.displacedSquadrons) {
      if (s.touching === 'ship') expect(gapToSmallBase(s.position, 500, 336.8)).toBeLessThanOrEqual(0.01);
      else expect(o.displacedSquadrons.some((h) => h.touching === 'ship' && Math.hypot(h.position.x - s.position.x, h.position.y - s.position.y) <= 2 * R + 0.01)).toBe(true);
    }
  });

  test('armada.overlap.squadrons: when no place touches the ship, the rest go touching a squadron that touches it', () => {
    // A 43 mm wide ship in a 78.001 mm wide table against the left edge: one column of squadrons fits beside it.
    const squadrons = [0, 1, 2].map((i) => ({ id: `s${i}`, position: { x: 21.5, y: 180 + i * 10 } }));
    const o = outcomeOf({
      game: 'armada',
      playArea: { width: 78.002, height: 400 },
      ships: [ship('a', CR90, 21.5, 100, 0, 1), ship('front', GR75, 21.5, 168.4 + 71 + 0.5), ship('back', GR75, 21.5, 168.4 - 71 - 0.5)],
      squadrons,
      maneuver: { ship: 'a', speed: 1, yaw: [0], side: 'right' },
    });
    expect(o.displacedSquadrons.length + o.unplacedSquadrons.length).toBe(3);
    expect(o.displacedSquadrons.filter((s) => s.touching === 'ship').length).toBe(2);
  });

  test('armada.overlap.squadrons: a squadron with no legal place is reported, never dropped (the search ends)', () => {
    const o = outcomeOf({
      game: 'armada',
      playArea: { width: 43, height: 400 },
      ships: [ship('a', CR90, 21.5, 100, 0, 1), ship('front', GR75, 21.5, 168.4 + 71), ship('back', GR75, 21.5, 168.4 - 71)],
      squadrons: [{ id: 's', position: { x: 21.5, y: 170 } }],
      maneuver: { ship: 'a', speed: 1, yaw: [0], side: 'right' },
    });
    expect(o.displacedSquadrons).toEqual([]);
    expect(o.unplacedSquadrons).toEqual(['s']);
    expect(o.trace.some((t) => t.rule === 'armada.overlap.squadrons' && /No legal place/.test(t.note))).toBe(true);
  });

  test('armada.overlap.squadrons: a legal user placement is used as given', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 2)], { ship: 'a', speed: 2, yaw: [0, 0], squadronPlacement: [{ id: 'tie', position: { x: 500 - 21.5 - 17.005, y: 330 } }] }, {
      squadrons: [{ id: 'tie', position: { x: 510, y: 340 } }],
    }));
    expect(o.displacedSquadrons[0]?.position).toEqual({ x: 500 - 21.5 - 17.005, y: 330 });
  });

  test('armada.squadron.no-overlap: a user placement overlapping the ship is rejected at its path', () => {
    const issues = issuesOf(scenario([ship('a', CR90, 500, 200, 0, 2)], { ship: 'a', speed: 2, yaw: [0, 0], squadronPlacement: [{ id: 'tie', position: { x: 530, y: 330 } }] }, {
      squadrons: [{ id: 'tie', position: { x: 510, y: 340 } }],
    }));
    expect(issues[0]).toMatchObject({ path: 'maneuver.squadronPlacement[0].position', rule: 'armada.squadron.no-overlap' });
  });

  test('armada.overlap.squadrons: a user placement not touching the ship is rejected; a missing squadron too', () => {
    const far = issuesOf(scenario([ship('a', CR90, 500, 200, 0, 2)], { ship: 'a', speed: 2, yaw: [0, 0], squadronPlacement: [{ id: 'tie', position: { x: 600, y: 330 } }] }, {
      squadrons: [{ id: 'tie', position: { x: 510, y: 340 } }],
    }));
    expect(far[0]).toMatchObject({ path: 'maneuver.squadronPlacement[0].position', rule: 'armada.overlap.squadrons' });
    const missing = issuesOf(scenario([ship('a', CR90, 500, 200, 0, 2)], { ship: 'a', speed: 2, yaw: [0, 0], squadronPlacement: [] }, {
      squadrons: [{ id: 'tie', position: { x: 510, y: 340 } }],
    }));
    expect(missing[0]).toMatchObject({ path: 'maneuver.squadronPlacement', rule: 'armada.overlap.squadrons' });
  });

  test('armada.overlap.squadrons: placing one touching a squadron when it could touch the ship is rejected (as many as possible)', () => {
    const issues = issuesOf(scenario([ship('a', CR90, 500, 200, 0, 2)], {
      ship: 'a', speed: 2, yaw: [0, 0],
      squadronPlacement: [{ id: 's1', position: { x: 538.501, y: 330 } }, { id: 's2', position: { x: 538.501 + 34.001, y: 330 } }],
    }, { squadrons: [{ id: 's1', position: { x: 505, y: 330 } }, { id: 's2', position: { x: 495, y: 345 } }] }));
    expect(issues[0]).toMatchObject({ path: 'maneuver.squadronPlacement', rule: 'armada.overlap.squadrons' });
  });

  test('armada.overlap.squadrons: the edge of the play area is respected', () => {
    const o = outcomeOf(scenario([ship('a', CR90, 25, 200, 0, 2)], { ship: 'a', speed: 2, yaw: [0, 0] }, {
      squadrons: [{ id: 's', position: { x: 10, y: 336 } }],
    }));
    const p = o.displacedSquadrons[0]!.position;
    expect(p.x).toBeGreaterThanOrEqual(R);
  });
});

describe('armada.overlap.squadrons placement input', () => {
  test('armada.overlap.squadrons: a placement for a squadron the ship did not land on is rejected', () => {
    const issues = issuesOf(scenario([ship('a', CR90, 500, 200, 0, 2)], { ship: 'a', speed: 2, yaw: [0, 0], squadronPlacement: [{ id: 'far', position: { x: 600, y: 330 } }] }, {
      squadrons: [{ id: 'far', position: { x: 900, y: 700 } }],
    }));
    expect(issues[0]).toMatchObject({ path: 'maneuver.squadronPlacement[0].id', rule: 'armada.overlap.squadrons' });
  });
});
