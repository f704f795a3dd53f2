import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { findShip } from '../../src/armada/catalog/ships.ts';
import { HUGE_LENGTH } from '../../src/armada/catalog/bases.ts';
import { DEFAULT_CONFIG } from '../../src/armada/config.ts';
import { decideSide, plotBothSides } from '../../src/armada/side.ts';
import { buildShip } from '../../src/armada/world.ts';
import { runCli } from '../../src/cli/program.ts';
import { CR90, EXECUTOR, GR75, outcomeOf, scenario, ship } from './helpers.ts';

function shipOnTable(type: string) {
  const found = findShip(type);
  if (!found.ok) throw new Error(type);
  return buildShip(0, 'a', undefined, found.record, { x: 900, y: 400, heading: 0 }, undefined);
}

describe('armada.tool.side-both and armada.huge.side', () => {
  test('armada.tool.side-both: when both sides overlap the tool the course is illegal (armada Q1)', () => {
    const small = shipOnTable(CR90);
    const plots = plotBothSides(small, [1, 0], DEFAULT_CONFIG);
    const both = { left: { ...plots.left, overlapsTool: true }, right: { ...plots.right, overlapsTool: true } };
    const decided = decideSide(small, both, 'auto');
    expect('issue' in decided && decided.issue).toMatchObject({ path: 'maneuver', rule: 'armada.tool.side-both' });
  });

  test('armada.huge.side: the same for a huge ship cites the huge-ship rule', () => {
    const huge = shipOnTable(EXECUTOR);
    const plots = plotBothSides(huge, [1], DEFAULT_CONFIG);
    const both = { left: { ...plots.left, overlapsTool: true }, right: { ...plots.right, overlapsTool: true } };
    const decided = decideSide(huge, both, 'right');
    expect('issue' in decided && decided.issue.rule).toBe('armada.huge.side');
  });
});

describe('armada.huge.notch', () => {
  test('armada.huge.notch: the tool starts at the rear base front edge and the pose is the centre of both bases', () => {
    const o = outcomeOf(scenario([ship('x', EXECUTOR, 900, 300, 0, 2)], { ship: 'x', speed: 2, yaw: [0, 0] }));
    expect(o.tool[0]!.y).toBeCloseTo(300 - HUGE_LENGTH / 2 + 129, 9);
    expect(o.tool[0]!.x).toBeCloseTo(900 + 77.5 / 2 + 7.625, 9);
    expect(o.pose.y).toBeCloseTo(300 + 136.8, 9);
  });

  test('armada.huge.dims: the whole two-base body (with the gap) overlaps what lies beside it', () => {
    // at speed 1 the body spans y 192.7..544.1 with the gap between the bases at 321.7..415.1; the GR-75 (322.9..393.9) lies wholly in that gap
    const o = outcomeOf(scenario([ship('x', EXECUTOR, 900, 300, 0, 1), ship('g', GR75, 900, 300 + 68.4 - 10)], { ship: 'x', speed: 1, yaw: [0] }));
    expect(o.executedSpeed).toBe(0);
    expect(o.overlappedShips).toEqual(['g']);
  });
});

describe('armada.overlap.closest ties and non-convex obstacles', () => {
  test('armada.overlap.closest: an exact tie is flagged (the moving ship\'s owner chooses); the first met is shown', () => {
    // b and c sit symmetrically left and right of the speed-2 position, both overlapped at speed 3 only.
    const o = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 3), ship('b', GR75, 450, 405.2, 90), ship('c', GR75, 550, 405.2, 90)], { ship: 'a', speed: 3, yaw: [0, 0, 0] }));
    expect(o.overlappedShips).toEqual(['b', 'c']);
    expect(o.executedSpeed).toBe(2);
    expect(o.closestShip?.tie).toBe(true);
    expect(o.closestShip?.ship).toBe('b');
    expect(o.trace.some((t) => t.rule === 'armada.overlap.closest' && /tie/.test(t.note))).toBe(true);
  });

  test('armada.overlap.obstacles: a non-convex polygon is tested exactly (a ship in the notch of an L does not overlap it)', () => {
    // final position x 478.5..521.5, y 301.3..372.3; the L wraps around it with 1 mm clearance
    const L = [[470, 290], [540, 290], [540, 300], [477.5, 300], [477.5, 380], [470, 380]];
    const o = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 2)], { ship: 'a', speed: 2, yaw: [0, 0] }, { obstacles: [{ id: 'L', type: 'debris-field', polygon: L }] }));
    expect(o.obstacles).toEqual([]);
    const hit = outcomeOf(scenario([ship('a', CR90, 500, 200, 0, 2)], { ship: 'a', speed: 2, yaw: [0, 0] }, { obstacles: [{ id: 'L', type: 'debris-field', polygon: L.map(([x, y]) => [x! + 2, y]) }] }));
    expect(hit.obstacles.map((h) => h.id)).toEqual(['L']);
  });
});

describe('the CLI on the example files', () => {
  const root = join(import.meta.dirname, '..', '..');
  const dir = join(root, 'examples', 'armada');
  /** The CLI in-process (the same program the `shipmove` bin runs). */
  async function cli(argv: string[]) {
    let stdout = '';
    let stderr = '';
    const code = await runCli(argv, {
      stdout: (text) => { stdout += text; },
      stderr: (text) => { stderr += text; },
      readStdin: () => '',
      readFile: (path) => readFileSync(path, 'utf8'),
      writeFile: () => undefined,
    });
    return { code, stdout, stderr };
  }

  test('armada examples: resolve --json exits 0 with the CONVENTIONS section 5 fields', async () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files) {
      const result = await cli(['resolve', join(dir, file), '--json']);
      expect(result.code, `${file}: ${result.stderr}`).toBe(0);
      const outcome = JSON.parse(result.stdout);
      // A squadron's move, obstacle moves and a placement have their own outcomes (docs/scenarios.md, kind
      // "squadron-move", "obstacle-moves", "placement"); a ship's maneuver has section 5's.
      const fields = outcome.kind === 'squadron-move'
        ? ['game', 'kind', 'squadron', 'from', 'to', 'speed', 'reach', 'moved', 'legal', 'violations', 'engagedBy', 'overlapped', 'destroyed', 'trace']
        : outcome.kind === 'obstacle-moves'
          ? ['game', 'kind', 'legal', 'moves', 'trace']
          : outcome.kind === 'placement'
            ? ['game', 'kind', 'by', 'rule', 'piece', 'pieceKind', 'from', 'to', 'base', 'within', 'distance', 'legal', 'violations', 'overlapped', 'squadronsToPlace', 'engagedBy', 'trace']
            : ['game', 'ship', 'side', 'requestedSpeed', 'executedSpeed', 'pose', 'overlappedShips', 'damage', 'displacedSquadrons', 'obstacles', 'destroyed', 'trace'];
      for (const field of fields) expect(outcome, `${file} ${field}`).toHaveProperty(field);
      for (const t of outcome.trace) expect(t.rule).toMatch(/^armada\./);
    }
  });

  test('armada examples: the back-off example ends at speed 1 with damage to isd and neb; the edge example is destroyed', async () => {
    const backOff = JSON.parse((await cli(['resolve', join(dir, 'ship-overlap-backoff.json'), '--json'])).stdout);
    expect(backOff.executedSpeed).toBe(1);
    expect(backOff.damage).toEqual([{ ship: 'isd', cards: 1, faceup: false }, { ship: 'neb', cards: 1, faceup: false }]);
    expect(JSON.parse((await cli(['resolve', join(dir, 'destroyed-at-edge.json'), '--json'])).stdout).destroyed).toBe(true);
    const planned = JSON.parse((await cli(['plan', join(dir, 'plan-crowded-table.json'), '--json'])).stdout);
    expect(planned.courses.length).toBeGreaterThan(81);
  });

  test('armada.yaw.chart: as a real process, a rejected course exits 1 naming the joint path and the rule', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'src/cli/main.ts'), 'resolve', '-'], {
      cwd: root,
      encoding: 'utf8',
      input: JSON.stringify(scenario([ship('a', CR90, 500, 400, 0, 3)], { ship: 'a', speed: 3, yaw: [0, 2, 0] })),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('maneuver.yaw[1]');
    expect(result.stderr).toContain('armada.yaw.chart');
  });
});
