import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { overlaps } from '../../src/geometry/index.ts';
import { validate } from '../../src/engines.ts';
import { xwingScenario } from '../../src/schema/xwing.ts';
import { shipTypeIndex } from '../../src/xwing/catalog/ship-types.ts';
import { CARRIER_TITLES, carrierTitleFor } from '../../src/xwing/dock.ts';
import { planScenario } from '../../src/xwing/plan.ts';
import { resolveScenario } from '../../src/xwing/resolve.ts';
import { baseRect } from '../../src/xwing/world.ts';
import { maneuver, rules, scenario } from './helpers.ts';

/**
 * xwing.partial.dock (2.5 rules reference, docking, quoted in Baledin/FlyCasual#114): "After a ship
 * that can dock partially executes a maneuver and overlaps a friendly carrier ship, it may be placed
 * in reserve. If it is, do not resolve the effects of the overlap."
 */
const shuttle = { id: 'shuttle', type: 'Attack Shuttle', owner: 'rebels', pose: { x: 400, y: 300, heading: 0 }, docksWith: 'ghost' };
const ghost = { id: 'ghost', type: 'VCX-100 Light Freighter', owner: 'rebels', pose: { x: 400, y: 400, heading: 0 } };

describe('xwing.partial.dock: carriers as data', () => {
  test('Ghost carries the Attack Shuttle and the Sheathipede, Hound\'s Tooth a Z-95, Lando\'s Falcon the Escape Craft', () => {
    expect(carrierTitleFor('attackshuttle', 'vcx100lightfreighter')?.name).toBe('Ghost');
    expect(carrierTitleFor('sheathipedeclassshuttle', 'vcx100lightfreighter')?.name).toBe('Ghost');
    expect(carrierTitleFor('z95af4headhunter', 'yv666lightfreighter')?.name).toBe("Hound's Tooth");
    expect(carrierTitleFor('escapecraft', 'customizedyt1300lightfreighter')?.name).toBe("Lando's Millennium Falcon");
    expect(carrierTitleFor('t65xwing', 'vcx100lightfreighter')).toBeUndefined();
    for (const title of CARRIER_TITLES) {
      expect(shipTypeIndex.get(title.carrier)).toBeDefined();
      // A base size ("small base": Corvus, Liberator) or a ship type.
      for (const carried of title.carries) if (!carried.endsWith(' base')) expect(shipTypeIndex.get(carried)).toBeDefined();
    }
  });

  test('a ship that cannot be carried by that ship type is refused with the rule id', () => {
    const r = validate(scenario([{ id: 'x', pose: { x: 400, y: 300, heading: 0 }, docksWith: 'ghost' }, ghost]));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => [i.path, i.rule])).toEqual([['ships[0].docksWith', 'xwing.partial.dock']]);
    const missing = validate(scenario([{ ...shuttle, docksWith: 'nobody' }]));
    expect(missing.ok).toBe(false);
  });
});

describe('xwing.partial.dock: docking instead of the bump (2.5)', () => {
  test('the shuttle\'s 2FB would end on the Ghost: it backs up to touch it, then docks and the friendly bump is not resolved', () => {
    const o = maneuver([shuttle, ghost], '2FB', { maneuver: { ship: 'shuttle', dial: '2FB', dock: true } });
    expect(o.fully).toBe(false);
    expect(o.overlappedShips).toEqual(['ghost']);
    // Touching the Ghost's rear edge (y 360): centre 340, within the 0.01 mm contact gap (CONVENTIONS section 2).
    expect(o.pose.x).toBe(400);
    expect(o.pose.y).toBeGreaterThanOrEqual(339.99);
    expect(o.pose.y).toBeLessThanOrEqual(340);
    expect(o.docked).toBe('ghost');
    expect(o.bumpEffect).toBeNull();
    expect(o.bumpActions).toEqual([]);
    // "do not resolve the effects of the overlap": the skipped Perform Action step is one of them (no obstacle here).
    expect(o.skipsPerformAction).toBe(false);
    expect(o.canDock).toBe(true);
    expect(o.trace.filter((s) => s.rule === 'xwing.partial.dock').at(-1)?.note).toContain('skipped Perform Action step among them, are not resolved');
    expect(rules(o)).toContain('xwing.partial.dock');
    expect(rules(o)).not.toContain('xwing.partial.effect.25');
  });

  test('without "dock" the bump resolves as usual and the trace names the option', () => {
    const o = maneuver([shuttle, ghost], '2FB');
    expect(o.docked).toBeNull();
    expect(o.canDock).toBe(true);
    expect(o.skipsPerformAction).toBe(true);
    expect(o.bumpEffect).toBe('friendly');
    expect(o.trace.find((s) => s.rule === 'xwing.partial.dock')?.note).toContain('may instead dock');
  });

  test('2.0 has no docking instead of bumping; an enemy carrier cannot be docked with; a full execution never docks', () => {
    const old = maneuver([shuttle, ghost], '2FB', { rules: '2.0', maneuver: { ship: 'shuttle', dial: '2FB', dock: true } });
    // Documented fields are always present: null / false, never omitted.
    expect(old.docked).toBeNull();
    expect(old.canDock).toBe(false);
    expect(old.sideslip).toBe(false);
    expect(rules(old)).toContain('xwing.partial.effect.20');
    const enemy = maneuver([shuttle, { ...ghost, owner: 'empire' }], '2FB', { maneuver: { ship: 'shuttle', dial: '2FB', dock: true } });
    expect(enemy.docked).toBeNull();
    expect(enemy.canDock).toBe(false);
    expect(enemy.bumpEffect).toBe('enemy');
    const clear = maneuver([shuttle, { ...ghost, pose: { x: 600, y: 600, heading: 0 } }], '2FB', { maneuver: { ship: 'shuttle', dial: '2FB', dock: true } });
    expect(clear.fully).toBe(true);
    expect(clear.docked).toBeNull();
    expect('docked' in clear && 'sideslip' in clear).toBe(true);
  });

  test('plan lists the docked outcome as an alternative to each bump onto the carrier', () => {
    const plan = planScenario(scenario([shuttle, ghost]));
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    const docks = plan.value.maneuvers.filter((m) => m.dock === true);
    expect(docks.length).toBeGreaterThan(0);
    for (const d of docks) {
      expect(d.outcome.docked).toBe('ghost');
      const plain = plan.value.maneuvers.find((m) => m.dial === d.dial && m.dock !== true && m.sideslip === d.sideslip);
      expect(plain?.outcome.docked).toBeNull();
      expect(plain?.outcome.pose).toEqual(d.outcome.pose);
    }
  });
});

describe('xwing.partial.dock: property', () => {
  test('docking never leaves two bases overlapping: the docked ship goes to reserve from a pose that overlaps nothing', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: 60, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 359.999, noNaN: true }),
        fc.constantFrom('1FB', '2FB', '3FW', '2BW', '2NW', '3BW', '2TW', '2YW', '4FW'),
        (dx, dy, heading, dial) => {
          const carrier = { ...ghost, pose: { x: 400 + dx, y: 300 + dy, heading } };
          if (overlaps(baseRect(shuttle.pose, shipTypeIndex.get('Attack Shuttle')!.footprint), baseRect(carrier.pose, shipTypeIndex.get(ghost.type)!.footprint))) return;
          const r = resolveScenario(xwingScenario.parse({ game: 'xwing', ships: [shuttle, carrier], maneuver: { ship: 'shuttle', dial, dock: true } }));
          if (!r.ok || r.value.kind !== 'maneuver') throw new Error('expected a maneuver');
          const o = r.value;
          if (o.docked === 'ghost') {
            expect(o.fully).toBe(false);
            expect(o.overlappedShips).toContain('ghost');
          }
          expect(overlaps(baseRect(o.pose, shipTypeIndex.get('Attack Shuttle')!.footprint), baseRect(carrier.pose, shipTypeIndex.get(ghost.type)!.footprint))).toBe(false);
        },
      ),
      { numRuns: 150 },
    );
  });
});

/**
 * xwing.maneuver.deploy (2.0 rules reference "Docking", summarised in FFG forum topic 292268; FlyCasual
 * DockingRule.cs): a docked ship deploys with a maneuver from its carrier's front or rear guides (the
 * Ghost: rear only); not stationary or reverse; it fails if no position on the template is free.
 */
describe('xwing.maneuver.deploy', () => {
  const docked = { ...shuttle, pose: { x: 400, y: 400, heading: 0 } };
  const deploy = (dial: string, guides: 'front' | 'rear', others: object[] = [], carrier: object = ghost) =>
    maneuver([docked, carrier as never, ...(others as never[])], dial, { maneuver: { ship: 'shuttle', dial, deploy: guides } });

  test('from the Ghost\'s rear guides (rear edge y 360, facing 180) a 2-straight ends 120 mm further on: (400, 260) facing 180', () => {
    const o = deploy('2FB', 'rear');
    expect(o.startPose).toEqual({ x: 400, y: 380, heading: 180 });
    expect(o.pose).toEqual({ x: 400, y: 260, heading: 180 });
    expect(o.deployed).toEqual({ carrier: 'ghost', guides: 'rear', performed: true });
    expect(rules(o)).toContain('xwing.maneuver.deploy');
  });

  test('a Z-95 deploys from the Hound\'s Tooth\'s front guides: a 1-bank right starts at its front edge', () => {
    const pup = { id: 'pup', type: 'Z-95-AF4 Headhunter', owner: 'scum', pose: { x: 0, y: 0, heading: 0 }, docksWith: 'tooth' };
    const tooth = { id: 'tooth', type: 'YV-666 Light Freighter', owner: 'scum', pose: { x: 400, y: 400, heading: 90 } };
    const o = maneuver([pup, tooth], '1NW', { maneuver: { ship: 'pup', dial: '1NW', deploy: 'front' } });
    expect(o.startPose).toEqual({ x: 420, y: 400, heading: 90 });
    // Bank 1 for a small base: 90.711 forward (+x), 37.574 to the right (-y), heading +45.
    expect(o.pose).toEqual({ x: 510.710678, y: 362.426407, heading: 135 });
  });

  test('no free position on the template: the deploy fails and the ship stays docked', () => {
    const o = deploy('1FB', 'rear', [{ id: 'tie', type: 'TIE/ln Fighter', owner: 'empire', pose: { x: 400, y: 305, heading: 0 } }]);
    expect(o.fully).toBe(false);
    expect(o.deployed).toEqual({ carrier: 'ghost', guides: 'rear', performed: false });
    expect(o.trace.at(-1)?.note).toContain('stays docked');
  });

  test('refusals: the Ghost deploys from the rear only; no stationary or reverse deploy; a deploy needs a carrier', () => {
    const front = validate(scenario([docked, ghost], { maneuver: { ship: 'shuttle', dial: '2FB', deploy: 'front' } }));
    expect(front.ok).toBe(false);
    if (!front.ok) expect(front.issues.map((i) => [i.path, i.rule])).toEqual([['maneuver.deploy', 'xwing.maneuver.deploy']]);
    const pup = { id: 'pup', type: 'Z-95-AF4 Headhunter', owner: 'scum', pose: { x: 0, y: 0, heading: 0 }, docksWith: 'tooth' };
    const tooth = { id: 'tooth', type: 'YV-666 Light Freighter', owner: 'scum', pose: { x: 400, y: 400, heading: 90 } };
    const stop = validate(scenario([pup, tooth], { maneuver: { ship: 'pup', dial: '0OR', deploy: 'front' } }));
    expect(stop.ok).toBe(false);
    const alone = validate(scenario([{ id: 'x', pose: start(0) }], { maneuver: { ship: 'x', dial: '2FW', deploy: 'rear' } }));
    expect(alone.ok).toBe(false);
    if (!alone.ok) expect(alone.issues[0]!.rule).toBe('xwing.maneuver.deploy');
  });

  test('plan for a docked ship lists its deploys only: every forward dial code from each allowed guides', () => {
    const plan = planScenario(scenario([docked, ghost], { maneuver: { ship: 'shuttle', dial: '2FB', deploy: 'rear' } }));
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    const codes = shipTypeIndex.get('Attack Shuttle')!.dial;
    expect(plan.value.maneuvers.map((m) => m.dial)).toEqual(codes);
    expect(plan.value.maneuvers.every((m) => m.deploy === 'rear' && m.outcome.deployed?.guides === 'rear')).toBe(true);
    expect(plan.value.actions).toEqual([]);
  });

  test('property: a performed deploy never ends on a ship, the carrier included', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...shipTypeIndex.get('Attack Shuttle')!.dial),
        fc.double({ min: -100, max: 100, noNaN: true }),
        fc.double({ min: -200, max: -60, noNaN: true }),
        fc.double({ min: 0, max: 359.999, noNaN: true }),
        (dial, dx, dy, heading) => {
          const tie = { id: 'tie', type: 'TIE/ln Fighter', owner: 'empire', pose: { x: 400 + dx, y: 400 + dy, heading } };
          if (overlaps(baseRect(tie.pose, shipTypeIndex.get(tie.type)!.footprint), baseRect(ghost.pose, shipTypeIndex.get(ghost.type)!.footprint))) return;
          const o = deploy(dial, 'rear', [tie]);
          if (o.deployed?.performed !== true) return;
          const final = baseRect(o.pose, shipTypeIndex.get('Attack Shuttle')!.footprint);
          expect(overlaps(final, baseRect(ghost.pose, shipTypeIndex.get(ghost.type)!.footprint))).toBe(false);
          expect(overlaps(final, baseRect(tie.pose, shipTypeIndex.get(tie.type)!.footprint))).toBe(false);
        },
      ),
      { numRuns: 150 },
    );
  });
});

function start(heading: number) {
  return { x: 400, y: 300, heading };
}
