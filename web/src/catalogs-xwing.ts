import { SHIP_TYPES } from '../../src/xwing/catalog/ship-types.ts';

/** The dial of an X-Wing ship type (empty when the name is not in the catalog). */
export function xwingDial(type: string): readonly string[] {
  const wanted = type.trim().toLowerCase();
  return SHIP_TYPES.find((t) => t.name.toLowerCase() === wanted || t.xws === wanted)?.dial ?? [];
}
