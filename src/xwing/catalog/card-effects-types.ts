/** The shape of a named card effect (card-effects.ts, follow-up-cards.ts). */
import type * as z from 'zod';
import type { effectPrimitive } from '../../schema/xwing-effects.ts';
import type { RuleSet } from '../world.ts';

export type PrimitiveInput = z.input<typeof effectPrimitive>;

export interface CardEffect {
  /** Printed card name (and side). */
  readonly card: string;
  readonly type: 'pilot' | 'ship ability' | 'upgrade' | 'damage card' | 'condition';
  /** xwing-data2 file the text is quoted from. */
  readonly source: string;
  /** The card text (2.5 where the editions differ). */
  readonly text: string;
  /** The 2.0 text where it differs. */
  readonly text20?: string;
  /** What the engine cannot check and leaves to the player (a cost, a condition). */
  readonly assumes?: string;
  readonly primitives: { readonly [R in RuleSet]: readonly PrimitiveInput[] | null };
  /** The XWS ids that carry it (xwing-data2 `xws`): pilots, upgrades, or ship types for ship abilities (used by the XWS import). */
  readonly xws?: { readonly pilots?: readonly string[]; readonly upgrades?: readonly string[]; readonly ships?: readonly string[] };
  /** Another catalog effect this one stands in for on the same ship ("duchess" for "adaptive-ailerons"). */
  readonly replaces?: string;
}

