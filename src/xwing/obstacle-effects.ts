/** Turns obstacle contacts into outcome entries with the effects of the rule set (xwing.obstacle.effects.20 / .25). */
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import { EFFECTS_20, EFFECTS_25, SKIP_ACTION_WHEN_OVERLAPPED_25 } from './catalog/effects.ts';
import type { ObstacleContact } from './contacts.ts';
import type { ObstacleHit } from './outcome.ts';
import type { RuleSet } from './world.ts';

export interface ObstacleResolution {
  readonly hits: readonly ObstacleHit[];
  readonly skipsAction: boolean;
  /** Stress gained for certain from the obstacles (no die), after Check Difficulty. */
  readonly stress: number;
  readonly trace: readonly TraceStep[];
}

export function resolveObstacles(rules: RuleSet, shipId: string, contacts: readonly ObstacleContact[], partial: boolean): ObstacleResolution {
  const table = rules === '2.0' ? EFFECTS_20 : EFFECTS_25;
  const ruleId = rules === '2.0' ? 'xwing.obstacle.effects.20' : 'xwing.obstacle.effects.25';
  const trace: TraceStep[] = [];
  let skipsAction = false;
  let stress = 0;
  const hits = contacts.map((contact, order): ObstacleHit => {
    const { obstacle } = contact;
    const how = contact.finalContact ? 'overlapped' : 'moved-through';
    const effect = table[obstacle.type];
    const effects = [...effect.effects];
    let skip = effect.skipsAction;
    if (rules === '2.5' && contact.finalContact && SKIP_ACTION_WHEN_OVERLAPPED_25.includes(obstacle.type)) {
      skip = true;
      if (!effects.includes('skip Perform Action')) effects.push('skip Perform Action');
    }
    skipsAction ||= skip;
    stress += effect.stress;
    const why = contact.finalContact
      ? contact.templateContact
        ? 'the used template and the final base lie on it'
        : 'the final base lies on it'
      : partial
        ? 'the used part of the template lies on it'
        : 'the template lies on it';
    trace.push(
      step(
        contact.finalContact ? 'xwing.obstacle.overlap' : contact.templateContact && partial ? 'xwing.obstacle.partial' : 'xwing.obstacle.through',
        `${shipId} ${how === 'overlapped' ? 'overlaps' : 'moves through'} ${obstacle.type} ${obstacle.id}: ${why}.`,
      ),
    );
    if (contact.startedOn) {
      trace.push(step('xwing.obstacle.start', `${shipId} started on ${obstacle.id}; it counts again because ${contact.finalContact ? 'its final base ends on it' : 'its template touches it again'}.`));
    }
    trace.push(step(ruleId, `${obstacle.id} (${order + 1} of ${contacts.length} along the template, xwing.obstacle.order): ${effects.join('; ')}.`));
    return { id: obstacle.id, type: obstacle.type, how, effects, templateContact: contact.templateContact, startedOn: contact.startedOn };
  });
  return { hits, skipsAction, stress, trace };
}
