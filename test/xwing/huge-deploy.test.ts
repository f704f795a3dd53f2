import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { overlaps } from '../../src/geometry/index.ts';
import { scene } from '../../src/engines.ts';
import { validate } from '../../src/index.ts';
import { shipTypeIndex } from '../../src/xwing/catalog/ship-types.ts';
import { planScenario } from '../../src/xwing/plan.ts';
import { baseRect } from '../../src/xwing/world.ts';
import type { ShipSpec } from './helpers.ts';
import { maneuver, rules, scenario } from './helpers.ts';

/**
 * xwing.huge.deploy: the RR huge-ship appendix, "Docking with huge ships" (2.0 RR; unchanged in the
 * 2.5 RR 1.4.6, VisualSource/X-Wing-Wiki `docs/Huge_Ships.md`): "While a docked ship deploys, it may
 * execute its maneuver from the front or rear guides, or by aligning the center of its maneuver
 * template to the huge ship's center line. ... If a ship cannot be placed while being deployed, it
 * is destroyed." Huge carriers: the Gozanti (Docking Clamps, "You can dock up to 4 small ships"),
 * Corvus (Raider) and Liberator (CR90), "You can dock up to 2 small ships" (xwing-data2).
 */
const gozanti: ShipSpec = { id: 'corvus', type: 'Gozanti-class Cruiser', owner: 'empire', pose: { x: 450, y: 450, heading: 0 } };
const cr90: ShipSpec = { id: 'liberator', type: 'CR90 Corellian Corvette', owner: 'rebels', pose: { x: 450, y: 450, heading: 0 } };
const tie: ShipSpec = { id: 'tie', type: 'TIE/ln Fighter', owner: 'empire', pose: { x: 0, y: 0, heading: 0 }, docksWith: 'corvus' };
const SMALL = shipTypeIndex.get('TIE/ln Fighter')!.footprint;
const deploy = (ships: ShipSpec[], dial: string, guides: 'front' | 'rear' | 'left' | 'right') => maneuver(ships, dial, { maneuver: { ship: ships[0]!.id, dial, deploy: guides } });

describe('xwing.huge.deploy', () => {
  test('from the Gozanti\'s right side: the start on its long edge at its centre line facing 90, then a 2-straight 120 mm on', () => {
    const o = deploy([tie, gozanti], '2FB', 'right');
    expect(o.startPose).toEqual({ x: 470, y: 450, heading: 90 });
    expect(o.pose).toEqual({ x: 590, y: 450, heading: 90 });
    expect(o.deployed).toEqual({ carrier: 'corvus', guides: 'right', performed: true });
    expect(rules(o)).toContain('xwing.huge.deploy');
  });

  test('from the left side a 1-bank left; from a CR90\'s front guides (224 mm base) a 1-straight', () => {
    const left = deploy([tie, gozanti], '1TW', 'left');
    expect(left.startPose).toEqual({ x: 430, y: 450, heading: 270 });
    expect(left.fully).toBe(true);
    const xwing: ShipSpec = { id: 'x', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 0, y: 0, heading: 0 }, docksWith: 'liberator' };
    const front = deploy([xwing, cr90], '1FB', 'front');
    expect(front.startPose).toEqual({ x: 450, y: 542, heading: 0 });
    expect(front.pose).toEqual({ x: 450, y: 622, heading: 0 });
  });

  test('the scene draws the deploying ship\'s start on the carrier\'s side and the template from there', () => {
    const s = scene(scenario([tie, gozanti], { maneuver: { ship: 'tie', dial: '2FB', deploy: 'right' } }));
    if (!s.ok) throw new Error(JSON.stringify(s.issues));
    const start = s.value.items.find((i) => i.role === 'ship-start' && i.id === 'tie');
    expect(start?.shape).toMatchObject({ kind: 'rect', x: 470, y: 450, heading: 90 });
    expect(s.value.items.some((i) => i.role === 'template' && i.id === 'tie')).toBe(true);
  });

  test('no free position on the template: from a huge carrier the ship is destroyed (a standard carrier leaves it docked)', () => {
    const blocker: ShipSpec = { id: 'b', type: 'Raider-class Corvette', owner: 'rebels', pose: { x: 590, y: 450, heading: 90 } };
    const o = deploy([tie, gozanti, blocker], '2FB', 'right');
    expect(o.deployed).toEqual({ carrier: 'corvus', guides: 'right', performed: false, destroyed: true });
    expect(o.trace.at(-1)?.note).toContain('destroyed');
  });

  test('a medium or large ship cannot dock with a huge carrier (small ships only); a Raider (Corvus) carries too; plan lists every forward code from all four guides', () => {
    const raider: ShipSpec = { id: 'corvus', type: 'Raider-class Corvette', owner: 'empire', pose: { x: 450, y: 450, heading: 0 } };
    expect(deploy([tie, raider], '2FB', 'rear').startPose).toEqual({ x: 450, y: 450 - 112 + 20, heading: 180 });
    const medium = validate(scenario([{ ...tie, type: 'Aggressor Assault Fighter' }, gozanti]));
    expect(medium.ok).toBe(false);
    if (!medium.ok) expect(medium.issues.map((i) => [i.path, i.rule])).toEqual([['ships[0].docksWith', 'xwing.partial.dock']]);
    const p = planScenario(scenario([tie, gozanti], { maneuver: { ship: 'tie', dial: '2FB', deploy: 'left' } }));
    if (!p.ok) throw new Error(JSON.stringify(p.issues));
    const forward = shipTypeIndex.get('TIE/ln Fighter')!.dial.filter((c) => !c.includes('O') && !/[SAD]/.test(c.charAt(1))).length;
    expect(p.value.maneuvers.length).toBe(4 * forward);
    expect(new Set(p.value.maneuvers.map((m) => m.deploy))).toEqual(new Set(['front', 'rear', 'left', 'right']));
  });

  test('property: a performed side deploy never ends on a ship, the carrier included', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('left', 'right', 'front', 'rear'),
        fc.constantFrom('2BB', '2FB', '3BW', '2YW', '1TW', '3FB'),
        fc.double({ min: 0, max: 359, noNaN: true }),
        fc.array(fc.record({ x: fc.double({ min: 250, max: 650, noNaN: true }), y: fc.double({ min: 250, max: 650, noNaN: true }) }), { maxLength: 3 }),
        (guides, dial, heading, others) => {
          const carrier = { ...gozanti, pose: { x: 450, y: 450, heading } };
          const carrierRect = baseRect(carrier.pose, shipTypeIndex.get(carrier.type!)!.footprint);
          const placed = others
            .map((o, i): ShipSpec => ({ id: `s${i}`, type: 'TIE/ln Fighter', owner: 'rebels', pose: { x: o.x, y: o.y, heading: 0 } }))
            .filter((s) => !overlaps(baseRect(s.pose, SMALL), carrierRect));
          for (let i = 0; i < placed.length; i++) for (let j = i + 1; j < placed.length; j++) fc.pre(!overlaps(baseRect(placed[i]!.pose, SMALL), baseRect(placed[j]!.pose, SMALL)));
          const o = deploy([tie, carrier, ...placed], dial, guides);
          if (o.deployed?.performed !== true) {
            expect(o.deployed?.destroyed).toBe(true);
            return;
          }
          const final = baseRect(o.pose, SMALL);
          expect(overlaps(final, carrierRect)).toBe(false);
          for (const s of placed) expect(overlaps(final, baseRect(s.pose, SMALL))).toBe(false);
        },
      ),
      { numRuns: 80 },
    );
  });
});
