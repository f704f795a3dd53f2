import { describe, expect, test } from 'vitest';
import { describeOutcome, describePlan, plan, resolve, scene, validate } from '../../src/engines.ts';
import type { ArmadaScenario } from '../../src/schema/armada.ts';
import { parseScenario } from '../../src/schema/index.ts';
import { CR90, GR75, MC75, planOf, scenario, ship } from './helpers.ts';
import { toTable } from '../../src/geometry/index.ts';
import { courseLocal, placeInTable } from '../../src/armada/tool.ts';
import { TOOL } from '../../src/armada/tool-dims.ts';

describe('plan', () => {
  test('plan: a lone CR90 lists 81 courses (1 + 5 + 15 + 15 + 45) on both sides, every one legal', () => {
    const planned = planOf(scenario([ship('a', CR90, 900, 200, 0, 2)], { ship: 'a', speed: 2, yaw: [0, 0] }));
    expect(planned.illegal).toEqual([]);
    const bySpeed = [0, 1, 2, 3, 4].map((s) => planned.courses.filter((c) => c.speed === s));
    expect(bySpeed[0]).toHaveLength(1);
    const distinct = (s: number) => new Set(bySpeed[s]!.map((c) => c.yaw.join(','))).size;
    expect([1, 2, 3, 4].map(distinct)).toEqual([5, 15, 15, 45]);
    for (const course of planned.courses) {
      expect(course.outcome.trace.length).toBeGreaterThan(0);
      expect(course.dialChange).toBe(course.speed - 2);
    }
  });

  test('armada.yaw.chart: a course\'s clicks are the chart\'s own, frozen, so changing them in place cannot change a later plan', () => {
    const table = () => scenario([ship('a', CR90, 900, 200, 0, 2)], { ship: 'a', speed: 2, yaw: [0, 0] });
    const first = planOf(table());
    const course = first.courses.find((c) => c.speed === 2 && c.yaw.join(',') === '1,0')!;
    expect(Object.isFrozen(course.yaw)).toBe(true);
    expect(() => {
      (course.yaw as number[])[0] = -1;
    }).toThrow(TypeError);
    const again = planOf(table());
    expect(again.courses.filter((c) => c.speed === 2).map((c) => c.yaw.join(','))).toEqual(first.courses.filter((c) => c.speed === 2).map((c) => c.yaw.join(',')));
    expect(again.courses.some((c) => c.speed === 2 && c.yaw.join(',') === '1,0')).toBe(true);
  });

  test('plan: a large ship lists only the legal side of each course (armada.tool.side)', () => {
    const planned = planOf(scenario([ship('a', MC75, 900, 200, 0, 2)], { ship: 'a', speed: 2, yaw: [0, 0] }));
    const sides = planned.courses.filter((c) => c.speed === 2 && c.yaw.join(',') === '1,0').map((c) => c.side);
    expect(sides).toEqual(['right']);
    const straight = planned.courses.filter((c) => c.speed === 2 && c.yaw.join(',') === '0,0').map((c) => c.side);
    expect(straight).toEqual(['right', 'left']);
  });

  test('plan: each course carries its full outcome (overlap, back-off, damage)', () => {
    const planned = planOf(scenario([ship('a', CR90, 500, 200, 0, 3), ship('b', GR75, 500, 450)], { ship: 'a', speed: 3, yaw: [0, 0, 0] }));
    const course = planned.courses.find((c) => c.speed === 3 && c.yaw.join(',') === '0,0,0' && c.side === 'right')!;
    expect(course.outcome.executedSpeed).toBe(2);
    expect(course.outcome.damage.map((d) => d.ship)).toEqual(['a', 'b']);
  });

  test('armada.tool.footprint, armada.overlap.ships: the tool chains and back-off positions of a plan (P0 and pivots shared between courses, positions kept in the course tables) are those of each course worked out afresh', () => {
    // A CR90 moving into a GR75: many courses back off, and all share P0, the first pivot and their prefixes' pivots.
    const start = { x: 500, y: 200, heading: 30 };
    const planned = planOf(scenario([ship('a', CR90, start.x, start.y, start.heading, 3), ship('b', GR75, 560, 420)], { ship: 'a', speed: 3, yaw: [0, 0, 0] }));
    let backedOff = 0;
    for (const course of planned.courses) {
      if (course.speed === 0) continue;
      const local = courseLocal('small', course.side, course.yaw, TOOL);
      expect(course.outcome.tool).toEqual(local.chain.map((p) => toTable(start, p)));
      for (const attempt of course.outcome.attempts) {
        if (attempt.speed === 0) expect(attempt.pose).toEqual(start);
        else expect(attempt.pose).toEqual(placeInTable(start, courseLocal('small', course.side, course.yaw.slice(0, attempt.speed), TOOL)));
      }
      if (course.outcome.executedSpeed < course.speed) backedOff += 1;
    }
    // Worked numbers: 1 + 5 + 15 + 15 courses on both sides, and the GR75 in the way of some of them.
    expect(planned.courses.filter((c) => c.speed > 0).length).toBeGreaterThan(40);
    expect(backedOff).toBeGreaterThan(5);
  });

  test('plan: without a maneuver the first ship is planned', () => {
    const planned = planOf({ game: 'armada', ships: [ship('x', CR90, 900, 200, 0)] });
    expect(planned.ship).toBe('x');
    expect(planned.dialSpeed).toBeNull();
  });
});

function parsed(document: unknown): ArmadaScenario {
  const result = parseScenario(document);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value as ArmadaScenario;
}

describe('scene and text', () => {
  const document = scenario([ship('a', CR90, 500, 200, 0, 4), ship('b', GR75, 500, 540), ship('c', GR75, 550, 405.2, 90)], { ship: 'a', speed: 4, yaw: [0, 0, 0, 0] }, {
    squadrons: [{ id: 's', owner: 'empire', position: { x: 500, y: 330 } }],
    obstacles: [{ id: 'rock', type: 'asteroid-field', pose: { x: 520, y: 300, heading: 0 } }],
  });

  test('scene: start ghosted, tool chain, final, overlapped ships highlighted, witness, displaced squadron', () => {
    const result = scene(parsed(document));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const roles = result.value.items.map((i) => i.role);
    for (const role of ['play-area', 'ship-start', 'ship-final', 'tool', 'witness', 'displaced', 'obstacle', 'shield-frame', 'ship-front']) expect(roles).toContain(role);
    const highlighted = result.value.items.filter((i) => i.role === 'ship' && i.highlight).map((i) => i.id);
    expect(new Set(highlighted)).toEqual(new Set(['b', 'c']));
    expect(result.value.items.find((i) => i.role === 'ship-final')?.outcome).toBe('overlap');
    expect(result.value.items.find((i) => i.role === 'obstacle')?.highlight).toBe(true);
  });

  test('scene {plan: true}: every course final footprint as a ghost coloured by outcome', () => {
    const result = scene(parsed(document), { plan: true });
    if (!result.ok) throw new Error('scene failed');
    const ghosts = result.value.items.filter((i) => i.role === 'ghost');
    expect(ghosts.length).toBeGreaterThan(81);
    expect(new Set(ghosts.map((g) => g.outcome))).toContain('overlap');
    expect(new Set(ghosts.map((g) => g.outcome))).toContain('clean');
  });

  test('describeOutcome and describePlan: readable text citing the rules', () => {
    const outcome = resolve(parsed(document));
    if (!outcome.ok) throw new Error('resolve failed');
    const text = describeOutcome(outcome.value);
    expect(text).toMatch(/speed 2 \(reduced from 4\)/);
    expect(text).toMatch(/closest overlapped: c/);
    expect(text).toMatch(/\[armada\.overlap\.damage\]/);
    const planned = plan(parsed(document));
    if (!planned.ok || planned.value.kind !== undefined) throw new Error('plan failed');
    const planText = describePlan(planned.value);
    expect(planText).toMatch(/legal courses/);
    expect(planText.split('\n').length).toBeGreaterThan(planned.value.courses.length);
  });

  test('check: unknown ship type names the path and suggests; unknown maneuver ship is an issue', () => {
    const checked = validate(parsed({ game: 'armada', ships: [ship('a', 'CR90 Corvete A', 1, 1)], maneuver: { ship: 'z', speed: 0, yaw: [] } }));
    const issues = checked.ok ? [] : checked.issues;
    expect(issues.map((i) => [i.path, i.rule])).toEqual([['ships[0].type', 'armada.data.charts'], ['maneuver.ship', 'armada.maneuver.steps']]);
    expect(issues[0]!.message).toMatch(/did you mean "CR90 Corvette A"/);
  });

  test('schema: unknown keys in the maneuver stay rejected', () => {
    const result = parseScenario({ game: 'armada', ships: [], maneuver: { ship: 'a', speed: 0, yaw: [], navigaet: {} } });
    expect(result.ok).toBe(false);
  });
});

describe('plan and the Navigate command', () => {
  test('armada.course.navigate: from dial 3 a CR90 lists speeds 1-4, never 0 (dial and token change speed by at most 2)', () => {
    const planned = planOf(scenario([ship('a', CR90, 900, 200, 0, 3)], { ship: 'a', speed: 3, yaw: [0, 0, 0] }));
    expect(new Set(planned.courses.map((c) => c.speed))).toEqual(new Set([1, 2, 3, 4]));
    for (const course of planned.courses) expect(Math.abs(course.dialChange ?? 0)).toBeLessThanOrEqual(2);
    expect(planned.illegal.filter((c) => c.rule === 'armada.course.navigate').map((c) => c.speed)).toEqual([0]);
  });
});
