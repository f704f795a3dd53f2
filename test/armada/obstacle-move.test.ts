import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { farthestFrom, pointToPolygon } from '../../src/armada/obstacle-move.ts';
import type { ObstacleMovesOutcome } from '../../src/armada/obstacle-move.ts';
import { render, resolve } from '../../src/engines.ts';
import type { Result } from '../../src/core/issue.ts';
import { CR90, ship } from './helpers.ts';

/** A purrgil from the catalog (about 101 x 40 mm); a pure translation moves every outline's farthest point exactly its length. */
const purrgil = (id: string, x: number, y: number, heading = 0) => ({ id, type: 'purrgil', pose: { x, y, heading } });

function moves(obstacles: unknown[], obstacleMoves: unknown[], extra: Record<string, unknown> = {}): ObstacleMovesOutcome {
  const result = resolve({ game: 'armada', ships: [], obstacles, obstacleMoves, ...extra }) as Result<ObstacleMovesOutcome>;
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

describe('armada.obstacle.move: how far', () => {
  test('worked example: a purrgil moved 100 mm straight ahead ends with no part beyond 100 mm of where it was (distance 2 ends at 124.5 mm)', () => {
    const o = moves([purrgil('p1', 900, 450)], [{ obstacle: 'p1', by: 'purrgil', pose: { x: 900, y: 550, heading: 0 } }]);
    expect(o.legal).toBe(true);
    expect(o.moves[0]!.farthest).toBeCloseTo(100, 6);
    expect(o.moves[0]!.within).toBe(124.5);
  });

  test('150 mm is beyond distance 2', () => {
    const o = moves([purrgil('p1', 900, 450)], [{ obstacle: 'p1', by: 'purrgil', pose: { x: 900, y: 600, heading: 0 } }]);
    expect(o.legal).toBe(false);
    expect(o.moves[0]!.violations[0]!.rule).toBe('armada.obstacle.move');
    expect(o.moves[0]!.farthest).toBeCloseTo(150, 6);
  });

  test('turning a 101 x 40 mm token in place 90 degrees: its ends swing out 30.5 mm past the old sides (101/2 - 40/2)', () => {
    const token = { id: 'p1', type: 'purrgil', polygon: [[849.5, 430], [950.5, 430], [950.5, 470], [849.5, 470]] };
    const o = moves([token], [{ obstacle: 'p1', by: 'purrgil', polygon: [[880, 399.5], [920, 399.5], [920, 500.5], [880, 500.5]] }]);
    expect(o.legal).toBe(true);
    expect(o.moves[0]!.farthest).toBeCloseTo(30.5, 6);
  });

  test('staying put is a move of 0 (the player may choose not to move it)', () => {
    expect(moves([purrgil('p1', 900, 450)], [{ obstacle: 'p1', by: 'purrgil', pose: { x: 900, y: 450, heading: 0 } }]).moves[0]!.farthest).toBe(0);
  });

  test('property: the farthest distance is at least every vertex\'s and every edge midpoint\'s distance, and 0 for the same outline', () => {
    const square = [{ x: 0, y: 0 }, { x: 60, y: 0 }, { x: 60, y: 60 }, { x: 0, y: 60 }];
    fc.assert(fc.property(fc.double({ min: -200, max: 200, noNaN: true }), fc.double({ min: -200, max: 200, noNaN: true }), fc.double({ min: 0, max: 6.28, noNaN: true }), (dx, dy, turn) => {
      const moved = square.map((p) => ({ x: (p.x - 30) * Math.cos(turn) - (p.y - 30) * Math.sin(turn) + 30 + dx, y: (p.x - 30) * Math.sin(turn) + (p.y - 30) * Math.cos(turn) + 30 + dy }));
      const far = farthestFrom(moved, square);
      for (let i = 0; i < 4; i++) {
        const a = moved[i]!;
        const b = moved[(i + 1) % 4]!;
        expect(far).toBeGreaterThanOrEqual(pointToPolygon(a, square) - 1e-9);
        expect(far).toBeGreaterThanOrEqual(pointToPolygon({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, square) - 1e-9);
      }
      // A translation alone: the farthest point is the translation's length away or less, and at least its largest axis component.
      if (turn === 0) expect(far).toBeLessThanOrEqual(Math.hypot(dx, dy) + 1e-9);
    }), { numRuns: 200 });
    expect(farthestFrom(square, square)).toBe(0);
  });
});

describe('armada.obstacle.move: where it may end', () => {
  test('not on a ship, a squadron or another obstacle; earlier moves count', () => {
    const ships = [{ ...ship('cr', CR90, 900, 600, 0), owner: 'rebels' }];
    const onShip = resolve({ game: 'armada', ships, obstacles: [purrgil('p1', 900, 500)], obstacleMoves: [{ obstacle: 'p1', by: 'purrgil', pose: { x: 900, y: 580, heading: 0 } }] }) as Result<ObstacleMovesOutcome>;
    expect(onShip.ok && onShip.value.moves[0]!.violations.map((v) => v.message).join()).toContain('cr');
    const squadrons = [{ id: 'x1', position: { x: 900, y: 330 } }];
    const onSquadron = moves([purrgil('p1', 900, 450)], [{ obstacle: 'p1', by: 'purrgil', pose: { x: 900, y: 350, heading: 0 } }], { squadrons });
    expect(onSquadron.legal).toBe(false);
    // Two purrgil: the second may not end where the first now is.
    const both = moves([purrgil('p1', 900, 450), purrgil('p2', 1100, 450)], [
      { obstacle: 'p1', by: 'purrgil', pose: { x: 990, y: 450, heading: 0 }, player: 'first' },
      { obstacle: 'p2', by: 'purrgil', pose: { x: 1040, y: 450, heading: 0 }, player: 'second' },
    ]);
    expect(both.moves.map((m) => m.legal)).toEqual([true, false]);
  });

  test('armada.obstacle.purrgil: only purrgil, each player one, each purrgil once', () => {
    const rock = { id: 'rock', type: 'asteroid-field', pose: { x: 600, y: 450, heading: 0 } };
    expect(moves([rock], [{ obstacle: 'rock', by: 'purrgil', pose: { x: 620, y: 450, heading: 0 } }]).moves[0]!.violations[0]!.rule).toBe('armada.obstacle.purrgil');
    const twice = moves([purrgil('p1', 900, 450), purrgil('p2', 1200, 450)], [
      { obstacle: 'p1', by: 'purrgil', pose: { x: 900, y: 470, heading: 0 }, player: 'first' },
      { obstacle: 'p2', by: 'purrgil', pose: { x: 1200, y: 470, heading: 0 }, player: 'first' },
    ]);
    expect(twice.moves[1]!.violations[0]!.rule).toBe('armada.obstacle.purrgil');
  });

  test('armada.obstacle.grav-shift-reroute: obstacles at distance 1-3 of the token; squadrons under it are listed for the other player to place', () => {
    const squadrons = [{ id: 'x1', position: { x: 900, y: 500 } }];
    const near = moves([purrgil('p1', 900, 450)], [{ obstacle: 'p1', by: 'grav-shift-reroute', token: { x: 900, y: 300 }, pose: { x: 900, y: 500, heading: 0 } }], { squadrons });
    expect(near.legal).toBe(true);
    expect(near.moves[0]!.squadronsToPlace).toEqual(['x1']);
    const far = moves([purrgil('p1', 900, 450)], [{ obstacle: 'p1', by: 'grav-shift-reroute', token: { x: 900, y: 100 }, pose: { x: 900, y: 460, heading: 0 } }]);
    expect(far.moves[0]!.violations[0]!.rule).toBe('armada.obstacle.grav-shift-reroute');
  });

  test('armada.obstacle.ezra-bridger: one obstacle at distance 1-2 of the ship', () => {
    const ships = [{ ...ship('ghost', CR90, 900, 300, 0), owner: 'rebels' }];
    const r = resolve({ game: 'armada', ships, obstacles: [purrgil('p1', 900, 420)], obstacleMoves: [{ obstacle: 'p1', by: 'ezra-bridger', ship: 'ghost', pose: { x: 950, y: 450, heading: 30 } }] }) as Result<ObstacleMovesOutcome>;
    expect(r.ok && r.value.legal).toBe(true);
  });

  test('bad input: an unknown obstacle, a card that moves nothing, a polygon of another shape', () => {
    const r = resolve({ game: 'armada', ships: [], obstacles: [{ id: 'tri', type: 'debris-field', polygon: [[0, 0], [50, 0], [0, 50]] }], obstacleMoves: [
      { obstacle: 'nope', by: 'purrgil', pose: { x: 0, y: 0, heading: 0 } },
      { obstacle: 'tri', by: 'engine-techs', polygon: [[10, 0], [60, 0], [10, 50]] },
      { obstacle: 'tri', by: 'purrgil', polygon: [[10, 0], [70, 0], [10, 50]] },
    ] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => [i.path, i.rule])).toEqual([['obstacleMoves[0].obstacle', 'reference'], ['obstacleMoves[1].by', 'armada.obstacle.move'], ['obstacleMoves[2].polygon', 'armada.obstacle.move']]);
  });

  test('the scene draws the old place ghosted, the new place and the line between', () => {
    const svg = render({ game: 'armada', ships: [], obstacles: [purrgil('p1', 900, 450)], obstacleMoves: [{ obstacle: 'p1', by: 'purrgil', pose: { x: 900, y: 550, heading: 0 } }] });
    expect(svg.ok).toBe(true);
    if (svg.ok) expect(String(svg.value)).toContain('p1 moved by purrgil');
  });
});

describe('armada.obstacle.move with the real token outlines', () => {
  test('a named purrgil token moved 100 mm keeps its own outline (farthest part exactly 100 mm)', () => {
    const o = moves([{ id: 'p1', type: 'purrgil-1', pose: { x: 900, y: 450, heading: 0 } }], [{ obstacle: 'p1', by: 'purrgil', pose: { x: 900, y: 550, heading: 0 } }]);
    expect(o.legal).toBe(true);
    expect(o.moves[0]!.farthest).toBeCloseTo(100, 6);
    expect(o.moves[0]!.to.length).toBe(o.moves[0]!.from.length);
  });
});
