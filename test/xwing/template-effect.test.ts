import { describe, expect, test } from 'vitest';
import { scene } from '../../src/engines.ts';
import fc from 'fast-check';
import type { Pose } from '../../src/geometry/shapes.ts';
import type { XwingScenarioInput } from '../../src/schema/xwing.ts';
import { xwingScenario } from '../../src/schema/xwing.ts';
import { prepareWorld } from '../../src/xwing/check.ts';
import { parseDial } from '../../src/xwing/dial.ts';
import { fullPose, maneuverGeometry } from '../../src/xwing/maneuver.ts';
import { planScenario } from '../../src/xwing/plan.ts';
import { resolveScenario } from '../../src/xwing/resolve.ts';
import { baseRect } from '../../src/xwing/world.ts';
import { shipTypeIndex } from '../../src/xwing/catalog/ship-types.ts';
import { overlaps } from '../../src/geometry/index.ts';
import type { ShipSpec } from './helpers.ts';
import { maneuver, rules, scenario } from './helpers.ts';

/**
 * IG-88D (xwing.maneuver.template), card text quoted in src/xwing/catalog/card-effects.ts from
 * xwing-data2 `data/pilots/scum-and-villainy/aggressor-assault-fighter.json` (the same in 2.0 and
 * 2.5): "While you execute a Segnor's Loop maneuver, you may use another template of the same
 * speed instead: either the turn of the same direction or the straight template." The maneuver
 * stays a Segnor's Loop, so it keeps its red difficulty and its 180-degree turn on full
 * execution, which FlyCasual (`SegnorsLoopUsingTurnTemplateMovement`, RotationEndDegrees 180) and
 * TTS2 (`MoveData.lua`, "segnor looped (turn template)") apply the same way.
 */
const start: Pose = { x: 450, y: 300, heading: 0 };
const ig = (extra: Partial<ShipSpec> = {}): ShipSpec => ({ id: 'ig', type: 'Aggressor Assault Fighter', owner: 'scum', pose: start, effects: ['ig-88d'], ...extra });

/** The plain geometry of a code from a pose (no ships in the way), plus an extra heading. */
function plain(code: string, at: Pose, turn = 0): Pose {
  const geometry = maneuverGeometry(parseDial(code)!, at, 60, 'middle');
  if ('error' in geometry) throw new Error(geometry.error);
  const end = fullPose(geometry, at);
  return { ...end, heading: (end.heading + turn) % 360 };
}

const close = (a: Pose, b: Pose, digits = 6) => {
  expect(a.x).toBeCloseTo(b.x, digits);
  expect(a.y).toBeCloseTo(b.y, digits);
  expect(a.heading).toBeCloseTo(b.heading, digits);
};

function issuesOf(input: XwingScenarioInput): { path: string; rule: string }[] {
  const parsed = xwingScenario.safeParse(input);
  if (!parsed.success) return parsed.error.issues.map((i) => ({ path: i.path.join('.'), rule: 'schema' }));
  const world = prepareWorld(parsed.data);
  return world.ok ? [] : world.issues.map((i) => ({ path: i.path, rule: i.rule }));
}

describe('xwing.maneuver.template (IG-88D)', () => {
  test('3LR on the turn template: the 3-turn-left end, then the Segnor\'s 180 degrees (facing 90); still red', () => {
    for (const rules20 of ['2.0', '2.5'] as const) {
      const o = maneuver([ig()], '3LR', { rules: rules20, maneuver: { ship: 'ig', dial: '3LR', use: [{ effect: 'ig-88d', template: 'turn' }] } });
      expect(o.fully).toBe(true);
      expect(o.executed).toBe('3LR');
      expect(o.template).toMatchObject({ kind: 'turn', speed: 3 });
      close(o.pose, plain('3TW', start, 180), 3);
      expect(o.pose.heading).toBeCloseTo(90, 6);
      expect(o.stress).toBe(1);
      expect(o.effects).toEqual([{ effect: 'ig-88d', rule: 'xwing.maneuver.template' }]);
      expect(rules(o)).toEqual(expect.arrayContaining(['xwing.maneuver.template', 'xwing.maneuver.segnor', 'xwing.maneuver.final-rotation']));
    }
  });

  test('3PR on the straight template: 120 + 60 mm forward, then facing backward (the 3KR geometry)', () => {
    const o = maneuver([ig()], '3PR', { maneuver: { ship: 'ig', dial: '3PR', use: [{ effect: 'ig-88d', template: 'straight' }] } });
    expect(o.template).toMatchObject({ kind: 'straight', speed: 3 });
    close(o.pose, { x: 450, y: 480, heading: 180 }, 3);
    close(o.pose, plain('3KR', start), 3);
  });

  test('without a "use" the bank template is used: the outcome equals a ship without the effect', () => {
    const withEffect = maneuver([ig()], '3LR');
    const without = maneuver([ig({ effects: [] })], '3LR');
    expect(withEffect.pose).toEqual(without.pose);
    expect(withEffect.template).toEqual(without.template);
    expect(withEffect.effects).toEqual([]);
  });

  test('partial execution on the turn template: backs along the turn, no 180-degree turn (xwing.maneuver.final-rotation)', () => {
    const blocker: ShipSpec = { id: 'b', type: 'T-65 X-wing', owner: 'rebels', pose: plain('3TW', start) };
    const o = maneuver([ig(), blocker], '3LR', { maneuver: { ship: 'ig', dial: '3LR', use: [{ effect: 'ig-88d', template: 'turn' }] } });
    expect(o.fully).toBe(false);
    expect(o.overlappedShips).toEqual(['b']);
    expect(o.template?.kind).toBe('turn');
    expect(o.pose.heading).toBeGreaterThan(270 - 1e-6); // turning left, not yet turned around
    expect(rules(o)).toContain('xwing.maneuver.final-rotation');
  });

  test('a stressed ship executes 2FW instead of the red loop: the effect no longer applies (trace says so)', () => {
    const o = maneuver([ig({ stress: 1 })], '3LR', { maneuver: { ship: 'ig', dial: '3LR', use: [{ effect: 'ig-88d', template: 'turn' }] } });
    expect(o.executed).toBe('2FW');
    expect(o.template?.kind).toBe('straight');
    expect(o.effects).toEqual([]);
    expect(o.trace.some((s) => s.rule === 'xwing.maneuver.template' && s.note.includes('does not apply'))).toBe(true);
  });

  test('plan lists 3LR and 3PR on the turn and on the straight template, each with its outcome', () => {
    const p = planScenario(scenario([ig()], { maneuver: { ship: 'ig', dial: '1FB' } }));
    if (!p.ok) throw new Error(JSON.stringify(p.issues));
    const loops = p.value.maneuvers.filter((m) => m.dial === '3LR' || m.dial === '3PR');
    expect(loops.map((m) => `${m.dial}:${m.use?.[0]?.template ?? 'bank'}`)).toEqual(['3LR:bank', '3PR:bank', '3LR:turn', '3LR:straight', '3PR:turn', '3PR:straight']);
    for (const m of loops) expect(m.outcome.template?.kind).toBe(m.use?.[0]?.template ?? 'bank');
    const direct = resolveScenario(scenario([ig()], { maneuver: { ship: 'ig', dial: '3PR', use: [{ effect: 'ig-88d', template: 'turn' }] } }));
    if (!direct.ok) throw new Error('resolve failed');
    expect(loops[4]!.outcome.pose).toEqual(direct.value.pose);
  });

  test('the scene draws the template used: the turn, titled with it', () => {
    const s = scene(scenario([ig()], { maneuver: { ship: 'ig', dial: '3LR', use: [{ effect: 'ig-88d', template: 'turn' }] } }));
    if (!s.ok) throw new Error(JSON.stringify(s.issues));
    const template = s.value.items.find((i) => i.role === 'template')!;
    expect(template.title).toBe('template 3LR (turn template)');
    const plainBank = scene(scenario([ig()], { maneuver: { ship: 'ig', dial: '3LR' } }));
    if (!plainBank.ok) throw new Error('scene failed');
    expect(plainBank.value.items.find((i) => i.role === 'template')!.shape).not.toEqual(template.shape);
  });

  test('bad choices are refused with xwing.maneuver.template', () => {
    const base = { game: 'xwing' as const, ships: [{ ...ig(), type: 'Aggressor Assault Fighter' }] };
    expect(issuesOf({ ...base, maneuver: { ship: 'ig', dial: '3LR', use: [{ effect: 'ig-88d' }] } })).toEqual([{ path: 'maneuver.use[0].template', rule: 'xwing.maneuver.template' }]);
    expect(issuesOf({ ...base, maneuver: { ship: 'ig', dial: '3LR', use: [{ effect: 'ig-88d', template: 'bank' }] } })).toEqual([{ path: 'maneuver.use[0].template', rule: 'xwing.maneuver.template' }]);
    expect(issuesOf({ ...base, maneuver: { ship: 'ig', dial: '3FB', use: [{ effect: 'ig-88d', template: 'turn' }] } })).toEqual([{ path: 'maneuver.use[0].template', rule: 'xwing.maneuver.template' }]);
    const r4 = { game: 'xwing' as const, ships: [{ ...ig(), type: 'Aggressor Assault Fighter', effects: ['r4-astromech'] }] };
    expect(issuesOf({ ...r4, maneuver: { ship: 'ig', dial: '1FB', use: [{ effect: 'r4-astromech', template: 'turn' }] } })).toEqual([{ path: 'maneuver.use[0].template', rule: 'xwing.maneuver.template' }]);
  });

  test('property: a loop on another template never ends overlapping a ship (xwing.partial.search along the template used)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('3LR', '3PR'),
        fc.constantFrom('turn', 'straight'),
        fc.array(fc.record({ x: fc.double({ min: 300, max: 600, noNaN: true }), y: fc.double({ min: 300, max: 520, noNaN: true }), heading: fc.double({ min: 0, max: 359, noNaN: true }) }), { minLength: 1, maxLength: 3 }),
        (code, template, spots) => {
          const size = shipTypeIndex.get('T-65 X-wing')!.footprint;
          const medium = shipTypeIndex.get('Aggressor Assault Fighter')!.footprint;
          const others: ShipSpec[] = spots.map((p, i) => ({ id: `s${i}`, type: 'T-65 X-wing', owner: 'rebels', pose: p }));
          const start = baseRect({ x: 450, y: 300, heading: 0 }, medium);
          const rects = others.map((o) => baseRect(o.pose, size));
          fc.pre(rects.every((r) => !overlaps(r, start)));
          for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) fc.pre(!overlaps(rects[i]!, rects[j]!));
          const o = maneuver([ig({ pose: { x: 450, y: 300, heading: 0 } }), ...others], code, { maneuver: { ship: 'ig', dial: code, use: [{ effect: 'ig-88d', template }] } });
          expect(o.template?.kind).toBe(template);
          const final = baseRect(o.pose, medium);
          for (const r of rects) expect(overlaps(final, r)).toBe(false);
          // xwing.maneuver.final-rotation: no 180-degree turn on a partial execution.
          if (!o.fully) expect(o.trace.some((t) => t.rule === 'xwing.maneuver.final-rotation' && t.note.includes('does not happen'))).toBe(true);
        },
      ),
      { numRuns: 80 },
    );
  });

  test('property: on an empty table the turn-template loop ends where the turn does, turned 180 degrees', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359, noNaN: true }), fc.constantFrom('3LR', '3PR'), (heading, code) => {
        const at = { x: 450, y: 450, heading };
        const o = maneuver([ig({ pose: at })], code, { playArea: { width: 900, height: 900 }, maneuver: { ship: 'ig', dial: code, use: [{ effect: 'ig-88d', template: 'turn' }] } });
        const turn = plain(code === '3LR' ? '3TW' : '3YW', at, 180);
        close(o.pose, turn, 3);
      }),
      { numRuns: 40 },
    );
  });
});
