import { CARD_EFFECTS } from '../../src/xwing/catalog/card-effects.ts';
import type { EffectChoice } from './effect-picker.tsx';

/** X-Wing cards that change the dial or the movement (xwing.dial.effects), from the catalog. */
export const XWING_EFFECTS: readonly EffectChoice[] = Object.entries(CARD_EFFECTS).map(([id, card]) => ({ id, name: card.card, detail: `${card.type}: ${card.text}` }));
