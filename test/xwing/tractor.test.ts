import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { overlaps } from '../../src/geometry/index.ts';
import { prepare, validate } from '../../src/engines.ts';
import { runCli } from '../../src/cli/program.ts';
import { baseRect } from '../../src/xwing/world.ts';
import { planScenario } from '../../src/xwing/plan.ts';
import { shipTypeIndex } from '../../src/xwing/catalog/ship-types.ts';
import { action, rules, scenario } from './helpers.ts';

/** xwing.tractor, xwing.tractor.obstacles, xwing.tractor.rotate (X-Wing rules section 5, decisions D6 and D7, Q4). */
const start = { x: 400, y: 300, heading: 0 };
const rock: [number, number][] = [[470, 280], [490, 280], [490, 320], [470, 320]];

describe('xwing.tractor: who can be moved', () => {
  test('a small ship with 1 token is tractored: the opponent barrel rolls it like a barrel roll (80 mm sideways, -10 / 0 / +10)', () => {
    const o = action([{ id: 'm', pose: start, tractor: 1 }], { type: 'tractor', move: 'barrel-roll', direction: 'right', placement: 'front' });
    expect(o.performed).toBe(true);
    expect(o.action).toBe('tractor');
    expect(o.pose).toEqual({ x: 480, y: 310, heading: 0 });
    expect(o.candidates.map((c) => [c.placement, c.pose.x, c.pose.y])).toEqual([['front', 480, 310], ['middle', 480, 300], ['back', 480, 290]]);
    expect(rules(o)[0]).toBe('xwing.tractor');
    expect(o.rotated).toBeNull();
  });

  test('stress and ion do not stop it: the move is not the ship\'s own action', () => {
    const o = action([{ id: 'm', pose: start, tractor: 1, stress: 2, ion: 3 }], { type: 'tractor', move: 'boost' });
    expect(o.performed).toBe(true);
    expect(o.pose.y).toBeGreaterThan(start.y + 39.9);
    expect(o.pose.x).toBeCloseTo(400, 9);
  });

  test('tokens below the base size threshold (medium 2, large 3) leave the ship where it is', () => {
    const medium = action([{ id: 'm', type: 'Aggressor Assault Fighter', pose: start, tractor: 1 }], { type: 'tractor', move: 'barrel-roll', direction: 'left' });
    expect(medium.performed).toBe(false);
    expect(medium.pose).toEqual(start);
    expect(medium.candidates.every((c) => c.reasons.some((r) => r.rule === 'xwing.tractor'))).toBe(true);
    const large = action([{ id: 'm', type: 'VCX-100 Light Freighter', pose: start, tractor: 3 }], { type: 'tractor', move: 'barrel-roll', direction: 'left', placement: 'back' });
    expect(large.performed).toBe(true);
    expect(large.pose).toEqual({ x: 300, y: 280, heading: 0 });
  });

  test('a tractor boost uses the straight 1 template only; a huge ship is never moved', () => {
    const bank = validate(scenario([{ id: 'm', pose: start, tractor: 1 }], { action: { ship: 'm', type: 'tractor', move: 'boost', direction: 'left' } }));
    expect(bank.ok).toBe(false);
    if (!bank.ok) expect(bank.issues.map((i) => [i.path, i.rule])).toEqual([['action.direction', 'xwing.tractor']]);
    expect(shipTypeIndex.get('GR-75 Medium Transport')?.base).toBe('huge');
    const moved = validate(scenario([{ id: 'g', type: 'GR-75 Medium Transport', pose: start, tractor: 6 }], { action: { ship: 'g', type: 'tractor' } }));
    expect(moved.ok).toBe(false);
    if (!moved.ok) expect(moved.issues.map((i) => [i.path, i.rule])).toEqual([['action.ship', 'xwing.tractor']]);
    const rotateElsewhere = validate(scenario([{ id: 'm', pose: start }], { action: { ship: 'm', type: 'barrel-roll', rotate: 'left' } }));
    expect(rotateElsewhere.ok).toBe(false);
  });
});

describe('xwing.tractor.obstacles: 2.0 allows the move onto obstacles, 2.5 does not (Q4)', () => {
  test('2.0: the roll ends on the asteroid; its die is rolled, no action is skipped', () => {
    const o = action([{ id: 'm', pose: start, tractor: 1 }], { type: 'tractor', move: 'barrel-roll', direction: 'right', placement: 'middle' }, { rules: '2.0', obstacles: [{ id: 'a1', type: 'asteroid', polygon: rock }] });
    expect(o.performed).toBe(true);
    expect(o.obstacles.map((h) => [h.id, h.how])).toEqual([['a1', 'overlapped']]);
    expect(o.obstacles[0]!.effects.length).toBeGreaterThan(0);
    expect(o.obstacles[0]!.effects).not.toContain('skip Perform Action');
    expect(rules(o)).toContain('xwing.tractor.obstacles');
  });

  test('2.5: every position on the asteroid is illegal, so the middle fails and the ship stays', () => {
    const o = action([{ id: 'm', pose: start, tractor: 1 }], { type: 'tractor', move: 'barrel-roll', direction: 'right', placement: 'middle' }, { rules: '2.5', obstacles: [{ id: 'a1', type: 'asteroid', polygon: rock }] });
    expect(o.performed).toBe(false);
    expect(o.candidates.find((c) => c.placement === 'middle')!.reasons.map((r) => r.rule)).toContain('xwing.tractor.obstacles');
    expect(o.obstacles).toEqual([]);
  });
});

describe('xwing.tractor.rotate (2.5 errata, 2.0 since the 2020 update; D7)', () => {
  test('2.5: the owner rotates the moved ship 90 degrees and gains 1 stress', () => {
    const o = action([{ id: 'm', pose: start, tractor: 1, stress: 0 }], { type: 'tractor', move: 'boost', rotate: 'right' });
    expect(o.rotated).toBe('right');
    expect(o.pose.heading).toBe(90);
    expect(o.stress).toBe(1);
    const left = action([{ id: 'm', pose: start, tractor: 1 }], { type: 'tractor', move: 'barrel-roll', direction: 'left', rotate: 'left' });
    expect(left.pose).toEqual({ x: 320, y: 300, heading: 270 });
  });

  test('2.0 too (2020 Rules Reference update; FlyCasual plays it under 2.0): the boosted ship turns right and gains 1 stress', () => {
    const old = action([{ id: 'm', pose: start, tractor: 1 }], { type: 'tractor', move: 'boost', rotate: 'right' }, { rules: '2.0' });
    expect(old.rotated).toBe('right');
    // Straight 1 boost of a small base: centre 80 mm forward (xwing.maneuver.straight), then the 90-degree turn.
    expect(old.pose).toEqual({ x: 400, y: 380, heading: 90 });
    expect(old.stress).toBe(1);
    expect(rules(old)).toContain('xwing.tractor.rotate');
  });

  test('a ship that was not moved is not rotated, and the refused rotate is reported, not dropped', () => {
    const doc = scenario([{ id: 'm', pose: start, tractor: 0 }], { action: { ship: 'm', type: 'tractor', move: 'boost', rotate: 'right' } });
    const stuck = action([{ id: 'm', pose: start, tractor: 0 }], { type: 'tractor', move: 'boost', rotate: 'right' });
    expect(stuck.rotated).toBeNull();
    expect(stuck.pose).toEqual(start);
    expect(stuck.trace.at(-1)?.note).toBe('The ship was not moved, so its owner cannot rotate it.');
    const prepared = prepare(doc);
    if (!prepared.ok) throw new Error('prepare');
    const resolved = prepared.value.resolve();
    if (!resolved.ok) throw new Error('resolve');
    expect(prepared.value.forbidden(resolved.value).map((i) => [i.path, i.rule])).toEqual([['action.rotate', 'xwing.tractor.rotate']]);
    // A rotation that was applied is no issue.
    const moved = prepare(scenario([{ id: 'm', pose: start, tractor: 1 }], { action: { ship: 'm', type: 'tractor', move: 'boost', rotate: 'right' } }));
    if (!moved.ok) throw new Error('prepare');
    const done = moved.value.resolve();
    if (!done.ok) throw new Error('resolve');
    expect(moved.value.forbidden(done.value)).toEqual([]);
  });

  test('the CLI prints the outcome and exits 1 for a rotate it could not apply', async () => {
    const doc = JSON.stringify(scenario([{ id: 'm', pose: start, tractor: 0 }], { action: { ship: 'm', type: 'tractor', move: 'boost', rotate: 'left' } }));
    let out = '';
    let err = '';
    const code = await runCli(['resolve', 'x.json', '--json'], { stdout: (t) => { out += t; }, stderr: (t) => { err += t; }, readStdin: () => '', readFile: () => doc, writeFile: () => {} });
    expect(code).toBe(1);
    expect((JSON.parse(out) as { rotated: unknown }).rotated).toBeNull();
    expect(err).toContain('action.rotate');
    expect(err).toContain('xwing.tractor.rotate');
  });
});

describe('plan: the opponent\'s tractor options', () => {
  test('a tractored ship lists roll left/right (three positions each) and the straight boost; an untractored one none', () => {
    const tractored = planScenario(scenario([{ id: 'm', pose: start, tractor: 1 }]));
    if (!tractored.ok) throw new Error('plan');
    const moves = tractored.value.actions.filter((a) => a.action === 'tractor');
    expect(moves.map((a) => `${a.move} ${a.direction} ${a.placement}`)).toEqual([
      'barrel-roll left front', 'barrel-roll left middle', 'barrel-roll left back',
      'barrel-roll right front', 'barrel-roll right middle', 'barrel-roll right back',
      'boost forward middle',
    ]);
    const free = planScenario(scenario([{ id: 'm', pose: start }]));
    if (!free.ok) throw new Error('plan');
    expect(free.value.actions.some((a) => a.action === 'tractor')).toBe(false);
  });

  test('property: a tractor move never ends overlapping a ship', () => {
    fc.assert(
      fc.property(fc.double({ min: 300, max: 560, noNaN: true }), fc.double({ min: 220, max: 380, noNaN: true }), fc.integer({ min: 0, max: 359 }), fc.constantFrom('left', 'right') as fc.Arbitrary<'left' | 'right'>, (x, y, heading, direction) => {
        const other = { id: 'e', owner: 'empire', pose: { x, y, heading } };
        const o = action([{ id: 'm', pose: start, tractor: 1 }, other], { type: 'tractor', move: 'barrel-roll', direction });
        if (!o.performed) return;
        const base = shipTypeIndex.get('T-65 X-wing')!.footprint;
        expect(overlaps(baseRect(o.pose, base), baseRect(other.pose, base))).toBe(false);
      }),
      { numRuns: 150 },
    );
  });
});
