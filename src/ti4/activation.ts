import type { Query } from './query.ts';
import { hasAnomaly } from './terrain.ts';
import type { Ti4RuleId } from './rules.ts';

/**
 * Whether the active player may bring ships into `node` at all: Chaos Mapping forbids activating
 * an asteroid field holding Saar ships (decision D1, ti4.move.step); Ceasefire, once returned,
 * forbids moving units into the active system (ti4.move.step).
 */
export function activationRefusal(prepared: Query, node: number, withCeasefire = true): { rule: Ti4RuleId; reason: string } | null {
  const { context, terrain } = prepared;
  const name = context.galaxy.nodes[node]!.id;
  if (hasAnomaly(terrain, node, 'asteroid-field')) {
    const saar = context.effects.chaosMappingOwners.filter((owner) =>
      context.units.some((u) => u.player === owner && u.node === node && u.isShip),
    );
    if (saar.length > 0) {
      return { rule: 'ti4.move.step', reason: `${name} is an asteroid field holding ships of ${saar.join(', ')}: Chaos Mapping forbids activating it` };
    }
  }
  if (withCeasefire && context.effects.ceasefire) {
    return { rule: 'ti4.move.step', reason: `Ceasefire was returned: the active player cannot move units into ${name}` };
  }
  return null;
}
