import { describe, expect, test } from 'vitest';
import { validate } from '../../src/engines.ts';
import { planScenario } from '../../src/xwing/plan.ts';
import type { ShipSpec } from './helpers.ts';
import { maneuver, rules, scenario } from './helpers.ts';

/**
 * xwing.maneuver.deploy.emergency: the Rules Reference, "Dock" (2.5 RR 1.4.6, VisualSource/X-Wing-Wiki
 * `docs/Dock.md`; the same in the 2.0 RR, summarised in FFG forum topic 292268): "If a carrier ship is
 * destroyed, ... any docked ships can emergency deploy ... except the ship first suffers 1 critical
 * damage and after executing the maneuver, does not have the opportunity to perform an action. If
 * the docked ship ... cannot be placed without overlapping another ship, the ship fails to deploy
 * and is destroyed."
 */
const shuttle: ShipSpec = { id: 'shuttle', type: 'Attack Shuttle', owner: 'rebels', pose: { x: 0, y: 0, heading: 0 }, docksWith: 'ghost' };
const ghost: ShipSpec = { id: 'ghost', type: 'VCX-100 Light Freighter', owner: 'rebels', pose: { x: 400, y: 400, heading: 0 } };
const emergency = (dial: string, others: ShipSpec[] = []) => maneuver([shuttle, ghost, ...others], dial, { maneuver: { ship: 'shuttle', dial, deploy: 'rear', emergency: true } });

describe('xwing.maneuver.deploy.emergency', () => {
  test('the geometry is the deploy\'s; the trace adds the critical damage and no action', () => {
    const plain = maneuver([shuttle, ghost], '2FB', { maneuver: { ship: 'shuttle', dial: '2FB', deploy: 'rear' } });
    const o = emergency('2FB');
    expect(o.pose).toEqual(plain.pose);
    expect(o.deployed).toEqual({ carrier: 'ghost', guides: 'rear', performed: true, emergency: true });
    expect(rules(o)[1]).toBe('xwing.maneuver.deploy.emergency');
    expect(o.trace.at(-1)?.note).toContain('does not perform an action');
  });

  test('a ship that cannot be placed is destroyed (an ordinary deploy would stay docked)', () => {
    const tie: ShipSpec = { id: 'tie', type: 'TIE/ln Fighter', owner: 'empire', pose: { x: 400, y: 305, heading: 0 } };
    const o = emergency('1FB', [tie]);
    expect(o.deployed).toEqual({ carrier: 'ghost', guides: 'rear', performed: false, destroyed: true, emergency: true });
    expect(o.trace.at(-1)?.note).toContain('destroyed');
  });

  test('"emergency" needs a deploy; plan deploys every option as an emergency one', () => {
    const alone = validate(scenario([{ ...shuttle, pose: { x: 100, y: 100, heading: 0 } }, ghost], { maneuver: { ship: 'shuttle', dial: '2FB', emergency: true } }));
    expect(alone.ok).toBe(false);
    if (!alone.ok) expect(alone.issues.map((i) => [i.path, i.rule])).toEqual([['maneuver.emergency', 'xwing.maneuver.deploy.emergency']]);
    const p = planScenario(scenario([shuttle, ghost], { maneuver: { ship: 'shuttle', dial: '2FB', deploy: 'rear', emergency: true } }));
    if (!p.ok) throw new Error(JSON.stringify(p.issues));
    expect(p.value.maneuvers.length).toBeGreaterThan(0);
    for (const m of p.value.maneuvers) expect(m.outcome.deployed?.emergency).toBe(true);
  });
});
