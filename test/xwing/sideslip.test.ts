import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { overlaps } from '../../src/geometry/index.ts';
import { scene, validate } from '../../src/engines.ts';
import type { XwingScenario } from '../../src/schema/xwing.ts';
import { xwingScenario } from '../../src/schema/xwing.ts';
import { shipTypeIndex } from '../../src/xwing/catalog/ship-types.ts';
import { parseDial } from '../../src/xwing/dial.ts';
import { fullPose, maneuverGeometry } from '../../src/xwing/maneuver.ts';
import { planScenario } from '../../src/xwing/plan.ts';
import { resolveScenario } from '../../src/xwing/resolve.ts';
import { baseRect } from '../../src/xwing/world.ts';
import type { XwingScenarioInput } from '../../src/schema/xwing.ts';
import type { ManeuverOutcome } from '../../src/xwing/outcome.ts';
import type { ShipSpec } from './helpers.ts';
import { rules, scenario } from './helpers.ts';

/**
 * xwing.maneuver.sideslip (X-Wing rules section 2). Numbers: the small-base bank and turn end
 * points of `xwing.maneuver.arc` (bank 2: 126.066 forward, 52.218 sideways; turn 2: 82.5, 82.5;
 * turn 3: 110, 110), laid out from the base turned 90 degrees away from the maneuver's direction
 * (FlyCasual SideslipBankMovement / SideslipTurnMovement; TTS bankSlip / turnSlip tables).
 */
const HMP = 'HMP Droid Gunship';
const start = { x: 400, y: 300, heading: 0 };
interface SlipOptions {
  readonly others?: readonly ShipSpec[];
  readonly obstacles?: XwingScenarioInput['obstacles'];
  readonly rules?: '2.0' | '2.5';
}
function slip(dial: string, extra: Record<string, unknown> = {}, options: SlipOptions = {}): ManeuverOutcome {
  const ships = [{ id: 'h', type: HMP, owner: 'separatists', pose: start, ...extra }, ...(options.others ?? [])];
  const rest = { maneuver: { ship: 'h', dial, sideslip: true }, ...(options.obstacles ? { obstacles: options.obstacles } : {}), ...(options.rules ? { rules: options.rules } : {}) };
  const result = resolveScenario(scenario(ships, rest));
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  if (result.value.kind !== 'maneuver') throw new Error('expected a maneuver outcome');
  return result.value;
}

describe('xwing.maneuver.sideslip: worked examples (small base at (400, 300) facing +y)', () => {
  test('left turn 2 (2TB) as a side-slip: the template on the right side, the ship ends 82.5 right and 82.5 forward, facing left (270)', () => {
    const o = slip('2TB');
    expect(o.sideslip).toBe(true);
    expect(o.fully).toBe(true);
    expect(o.pose).toEqual({ x: 482.5, y: 382.5, heading: 270 });
    expect(rules(o)).toContain('xwing.maneuver.sideslip');
    expect(o.template).toEqual({ kind: 'turn', speed: 2, used: o.template!.length, length: o.template!.length });
  });

  test('left bank 2 (2BW) as a side-slip: 126.066 right, 52.218 forward, the nose turned 45 left (315)', () => {
    expect(slip('2BW').pose).toEqual({ x: 526.066017, y: 352.218254, heading: 315 });
  });

  test('right bank 2 (2NW) mirrors it: 126.066 left, 52.218 forward, heading 45', () => {
    expect(slip('2NW').pose).toEqual({ x: 273.933983, y: 352.218254, heading: 45 });
  });

  test('right turn 3 (3YW): 110 left, 110 forward, facing right (90)', () => {
    expect(slip('3YW').pose).toEqual({ x: 290, y: 410, heading: 90 });
  });

  test('a medium base (LAAT/i, h = 30) side-slipping 2BW: bank 2 gives 143.137 along the travel and 59.289 toward the turn', () => {
    const laat = resolveScenario(scenario([{ id: 'l', type: 'LAAT/i Gunship', pose: start }], { maneuver: { ship: 'l', dial: '2BW', sideslip: true } }));
    if (!laat.ok) throw new Error(JSON.stringify(laat.issues));
    expect(laat.value.pose).toEqual({ x: 543.137085, y: 359.289322, heading: 315 });
  });

  test('the same geometry under 2.0; its partial execution skips the Perform Action step as 2.0 says', () => {
    const full = slip('2BW', {}, { rules: '2.0' });
    expect(full.pose).toEqual({ x: 526.066017, y: 352.218254, heading: 315 });
    const bumped = slip('2TB', {}, { rules: '2.0', others: [{ id: 'x', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 490, y: 395, heading: 0 } }] });
    expect(bumped.fully).toBe(false);
    expect(rules(bumped)).toContain('xwing.partial.effect.20');
    expect(bumped.bumpEffect).toBeNull();
  });

  test('the difficulty is the maneuver\'s: a blue 2TB removes a stress token', () => {
    expect(slip('2TB', { stress: 1 }).stress).toBe(0);
  });
});

describe('xwing.maneuver.sideslip: what cannot be slipped', () => {
  test('a straight cannot be side-slipped (schema check with the rule id)', () => {
    const r = validate(scenario([{ id: 'h', type: HMP, pose: start }], { maneuver: { ship: 'h', dial: '2FB', sideslip: true } }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => [i.path, i.rule])).toEqual([['maneuver.sideslip', 'xwing.maneuver.sideslip']]);
  });

  test('a ship whose card grants bank side-slips only cannot slip a turn', () => {
    const r = validate(scenario([{ id: 'h', type: HMP, pose: start, sideslip: ['bank'] }], { maneuver: { ship: 'h', dial: '2TB', sideslip: true } }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]!.rule).toBe('xwing.maneuver.sideslip');
  });

  test('a stressed ship revealing a red bank executes 2FW instead: no bank is left to slip', () => {
    const o = slip('3BR', { stress: 1 });
    expect(o.executed).toBe('2FW');
    expect(o.sideslip).toBe(false);
    expect(o.pose).toEqual({ x: 400, y: 420, heading: 0 });
    expect(o.trace.find((s) => s.rule === 'xwing.maneuver.sideslip')?.note).toContain('not a bank or turn');
  });
});

describe('xwing.maneuver.sideslip: partial execution and obstacles', () => {
  test('a ship in the way: the slip backs along its template and ends touching, still turned 90 degrees to its travel', () => {
    const o = slip('2TB', {}, { others: [{ id: 'x', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 490, y: 395, heading: 0 } }] });
    expect(o.fully).toBe(false);
    expect(o.overlappedShips).toEqual(['x']);
    expect(o.touching).toBe('x');
    expect(o.touchingGap).toBeLessThanOrEqual(0.01);
    // Before the template's end the turned base points between 90 and 0, so the real heading lies between 0 and 270 going left.
    expect(o.pose.heading === 0 || (o.pose.heading >= 270 && o.pose.heading < 360)).toBe(true);
    expect(overlaps(baseRect(o.pose, shipTypeIndex.get(HMP)!.footprint), baseRect({ x: 490, y: 395, heading: 0 }, shipTypeIndex.get('T-65 X-wing')!.footprint))).toBe(false);
    expect(o.bumpEffect).toBe('enemy');
  });

  test('the template lies at the side: an asteroid right of the ship is moved through, one in front is not', () => {
    const right = slip('2TB', {}, { obstacles: [{ id: 'a1', type: 'asteroid', polygon: [[430, 290], [445, 290], [445, 310], [430, 310]] }] });
    expect(right.obstacles.map((h) => [h.id, h.how])).toEqual([['a1', 'moved-through']]);
    const ahead = slip('2TB', {}, { obstacles: [{ id: 'a2', type: 'asteroid', polygon: [[390, 330], [410, 330], [410, 345], [390, 345]] }] });
    expect(ahead.obstacles).toEqual([]);
  });
});

describe('xwing.maneuver.sideslip: scene', () => {
  test('the template is drawn at the ship\'s right side for a left turn side-slip, and the partial path keeps the ship turned', () => {
    const result = scene(scenario([{ id: 'h', type: HMP, pose: start }, { id: 'x', owner: 'empire', pose: { x: 490, y: 395, heading: 0 } }], { maneuver: { ship: 'h', dial: '2TB', sideslip: true } }));
    if (!result.ok) throw new Error('scene failed');
    const template = result.value.items.find((i) => i.role === 'template')!;
    expect(template.shape.kind).toBe('arc');
    if (template.shape.kind === 'arc') {
      // Turn 2 (radius 62.5) starting at the right side's midpoint (420, 300), curving toward +y.
      expect(template.shape.x).toBeCloseTo(420, 9);
      expect(template.shape.y).toBeCloseTo(362.5, 9);
    }
    const path = result.value.items.find((i) => i.role === 'path');
    expect(path?.shape.kind).toBe('polyline');
    expect(result.value.items.find((i) => i.role === 'ship-final')?.title).toContain('side-slip');
  });

  test('plan ghosts of side-slips pick the side-slip', () => {
    const result = scene(scenario([{ id: 'h', type: HMP, pose: start, sideslip: ['turn'] }]), { plan: true });
    if (!result.ok) throw new Error('scene failed');
    const picks = result.value.items.filter((i) => i.role === 'ghost' && (i.pick?.['maneuver'] as { sideslip?: boolean } | null)?.sideslip === true);
    expect(picks.length).toBe(4);
  });
});

describe('xwing.maneuver.sideslip: plan', () => {
  test('a ship with the ability gets a side-slip option for each bank and turn on its dial', () => {
    const plan = planScenario(scenario([{ id: 'h', type: HMP, owner: 'separatists', pose: start, sideslip: ['bank', 'turn'] }]));
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    const slips = plan.value.maneuvers.filter((m) => m.sideslip === true);
    const bearings = shipTypeIndex.get(HMP)!.dial.filter((c) => /[BNTY]/.test(c[1]!));
    expect(slips.map((m) => m.dial)).toEqual(bearings);
    expect(slips.every((m) => m.outcome.sideslip === true)).toBe(true);
    const withoutAbility = planScenario(scenario([{ id: 'h', type: HMP, pose: start }]));
    if (withoutAbility.ok) expect(withoutAbility.value.maneuvers.some((m) => m.sideslip)).toBe(false);
  });
});

/** Random side-slips among ships scattered around the full final position. */
const SLIPPERS = ['HMP Droid Gunship', 'LAAT/i Gunship', 'Gauntlet Fighter'] as const;
const arbitrarySlip = fc
  .record({
    type: fc.constantFrom(...SLIPPERS),
    x: fc.double({ min: 250, max: 650, noNaN: true }),
    y: fc.double({ min: 250, max: 650, noNaN: true }),
    heading: fc.double({ min: 0, max: 359.999, noNaN: true }),
    pick: fc.nat(),
    rules: fc.constantFrom('2.0' as const, '2.5' as const),
    others: fc.array(fc.record({ dx: fc.double({ min: -90, max: 90, noNaN: true }), dy: fc.double({ min: -90, max: 90, noNaN: true }), heading: fc.double({ min: 0, max: 359.999, noNaN: true }) }), { minLength: 1, maxLength: 4 }),
  })
  .map((r): XwingScenario => {
    const type = shipTypeIndex.get(r.type)!;
    const slippable = type.dial.filter((c) => /[BNTY]/.test(c[1]!));
    const dial = slippable[r.pick % slippable.length]!;
    const start = { x: r.x, y: r.y, heading: r.heading };
    const geometry = maneuverGeometry(parseDial(dial)!, start, type.footprint.length, 'middle');
    const target = 'error' in geometry ? start : fullPose(geometry, start);
    const startBase = baseRect(start, type.footprint);
    const others = r.others
      .map((o, i) => ({ id: `s${i}`, type: 'T-65 X-wing', owner: 'empire', pose: { x: r.x + (target.x - r.x) * 0.3 + o.dx, y: r.y + (target.y - r.y) * 0.3 + o.dy, heading: o.heading } }))
      .filter((o) => !overlaps(startBase, baseRect(o.pose, shipTypeIndex.get('T-65 X-wing')!.footprint)));
    return xwingScenario.parse({ game: 'xwing', rules: r.rules, ships: [{ id: 'mover', type: r.type, owner: 'rebels', pose: start, sideslip: ['bank', 'turn'] }, ...others], maneuver: { ship: 'mover', dial, sideslip: true } });
  });

describe('xwing.maneuver.sideslip: properties', () => {
  test('a side-slipping ship never ends overlapping a ship', () => {
    fc.assert(
      fc.property(arbitrarySlip, (s) => {
        const result = resolveScenario(s);
        expect(result.ok).toBe(true);
        if (!result.ok || result.value.kind !== 'maneuver') return;
        const base = shipTypeIndex.get(s.ships[0]!.type)!.footprint;
        const final = baseRect(result.value.pose, base);
        for (const other of s.ships.slice(1)) {
          // Exact kernel overlap (touching within the 1e-6 mm contact tolerance is not overlapping).
          expect(overlaps(final, baseRect(other.pose, shipTypeIndex.get(other.type)!.footprint))).toBe(false);
        }
        if (result.value.fully) expect(result.value.sideslip).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  test('a full side-slip is the ordinary maneuver of the base turned 90 degrees away from its direction, turned back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SLIPPERS), fc.nat(), fc.double({ min: 0, max: 359.999, noNaN: true }), (name, pick, heading) => {
        const type = shipTypeIndex.get(name)!;
        const slippable = type.dial.filter((c) => /[BNTY]/.test(c[1]!));
        const entry = parseDial(slippable[pick % slippable.length]!)!;
        const side = /[BT]/.test(entry.code[1]!) ? -1 : 1;
        const s0 = { x: 457, y: 457, heading };
        const turned = { ...s0, heading: (heading - 90 * side + 360) % 360 };
        const geometry = maneuverGeometry(entry, turned, type.footprint.length, 'middle');
        if ('error' in geometry) return;
        const plain = fullPose(geometry, turned);
        const o = resolveScenario(xwingScenario.parse({ game: 'xwing', ships: [{ id: 'm', type: name, pose: s0 }], maneuver: { ship: 'm', dial: entry.code, sideslip: true } }));
        if (!o.ok) throw new Error(JSON.stringify(o.issues));
        expect(o.value.pose.x).toBeCloseTo(plain.x, 5);
        expect(o.value.pose.y).toBeCloseTo(plain.y, 5);
        const dh = (((o.value.pose.heading - plain.heading - 90 * side) % 360) + 540) % 360 - 180;
        expect(Math.abs(dh)).toBeLessThan(1e-5);
      }),
      { numRuns: 100 },
    );
  });
});
