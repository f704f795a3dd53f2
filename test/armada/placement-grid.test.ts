/**
 * `armada.overlap.squadrons`: the grid that hands squadron placement only the nearby bodies must
 * not change a single placement. The same scenarios are resolved with the broad phase (grid) and
 * without it (every ship and squadron tested), and the outcomes must be identical.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/armada/config.ts';
import type { EngineConfig } from '../../src/armada/config.ts';
import { resolveWorld } from '../../src/armada/engine.ts';
import { prepareWorld } from '../../src/armada/world.ts';
import { TOOL } from '../../src/armada/tool-dims.ts';
import type { ArmadaScenario } from '../../src/schema/armada.ts';
import { parseScenario } from '../../src/schema/index.ts';

const LINEAR: EngineConfig = { dims: TOOL, collision: { broadPhase: false, prepared: true }, exposure: true };

const squadron = fc.record({ x: fc.integer({ min: 450, max: 760 }), y: fc.integer({ min: 330, max: 560 }) });

test('placements through the grid equal placements tested against every body', () => {
  let displaced = 0;
  fc.assert(
    fc.property(fc.array(squadron, { minLength: 1, maxLength: 40 }), fc.constantFrom('Victory II-class Star Destroyer', 'CR90 Corvette A'), (positions, type) => {
      const parsed = parseScenario({
        game: 'armada',
        ships: [
          { id: 'mover', type, owner: 'empire', pose: { x: 600, y: 300, heading: 0 }, speed: 2 },
          { id: 'other', type: 'CR90 Corvette B', owner: 'rebels', pose: { x: 760, y: 520, heading: 270 } },
        ],
        squadrons: positions.map((position, i) => ({ id: `q${i}`, owner: 'rebels', position })),
        maneuver: { ship: 'mover', speed: 2, yaw: [0, 1], side: 'auto' },
      });
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const scenario = parsed.value as ArmadaScenario;
      const resolveWith = (config: EngineConfig) => {
        const world = prepareWorld(scenario, config);
        return world.ok ? resolveWorld(world.value) : world;
      };
      const fast = resolveWith(DEFAULT_CONFIG);
      expect(JSON.stringify(fast)).toBe(JSON.stringify(resolveWith(LINEAR)));
      if (fast.ok && fast.value.kind === undefined) displaced += fast.value.displacedSquadrons.length;
    }),
    { numRuns: 60 },
  );
  expect(displaced).toBeGreaterThan(5);
}, 120_000);
