import { EFFECT_RECORDS, maneuverEffectIds } from '../../src/armada/catalog/effects.ts';
import { SQUADRON_EFFECT_RECORDS } from '../../src/armada/catalog/squadron-effects.ts';
import type { EffectChoice } from './effect-picker.tsx';

const maneuverIds = new Set(maneuverEffectIds());

/** Armada cards that change a ship's maneuver (armada.effects.hooks), from the catalog. */
export const ARMADA_EFFECTS: readonly EffectChoice[] = EFFECT_RECORDS.filter((r) => maneuverIds.has(r.id)).map((r) => ({ id: r.id, name: r.name, detail: `${r.card}: ${r.summary}` }));

/** Armada cards that change a squadron's move (armada.effects.squadron-speed, armada.effects.squadron-card-move). */
export const ARMADA_SQUADRON_EFFECTS: readonly EffectChoice[] = SQUADRON_EFFECT_RECORDS.map((r) => ({ id: r.id, name: r.name, detail: `${r.card}: ${r.summary}` }));
