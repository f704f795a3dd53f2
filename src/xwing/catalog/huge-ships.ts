/**
 * Huge ships (Epic): the six huge types, their energy and bases, and the huge ship maneuver tool
 * (xwing.huge.dial, xwing.huge.maneuver, xwing.huge.energy, xwing Q5).
 *
 * Sources (facts only; see src/xwing/README.md "Huge ships"):
 * - XD2: xwingtmg/xwing-data2 `data/pilots/<faction>/<ship>.json` (MIT, (c) 2018 Guido Kessels):
 *   `dial`, `size: "Huge"`, `stats` energy `value` and `recovers`. The dials themselves live in
 *   `ships.ts` (generated from the same files); `huge-ships.test.ts` checks both agree.
 * - RR: the Rules Reference huge-ship appendix (2.0 RR page 31, quoted in
 *   ffg-forum-archive.entropicdreams.com topics 302702 and 302726; the same text is kept
 *   unchanged in the 2.5 RR 1.4.6 appendix, copy in VisualSource/X-Wing-Wiki `docs/Huge_Ships.md`,
 *   which notes that the huge-ship rules were not updated alongside the core rules): huge ships
 *   are limited to straight, bank and stop maneuvers executed with the huge ship maneuver tool.
 * - TTS2: JohnnyCheese/TTS_X-Wing2.0 `TTS_xwing/src/Game/Mechanic/Movement/MoveLUT.lua`
 *   (`MoveLUT.hugeBase.straight` and `MoveLUT.hugeBase.bank`, "manual addition of huge ships";
 *   no licence: the numbers only) and `TTS_xwing/src/Dim.lua` (`hugeBase = 80` wide): the tool's
 *   geometry as the Tabletop Simulator mod plays it, the only numeric source found.
 * - Base lengths: catalog/bases.ts (JMT `ShipBase.js` 192 / 224, VAS 195.0 / 224.8, TTS meshes in
 *   FC 198.5 / 222.9): 195 for the short hulls, 224 for the long ones.
 */
import { HUGE_BASE_LENGTH, HUGE_BASE_WIDTH } from './bases.ts';
import type { ObstacleType } from './obstacles.ts';

export interface HugeShipType {
  /** xws id, as in ships.ts. */
  readonly xws: string;
  readonly name: string;
  /** Base across (mm). */
  readonly width: number;
  /** Base front to back (mm). */
  readonly length: number;
  /** Energy capacity (XD2 `stats` energy `value`); the default active energy of a scenario ship. */
  readonly energy: number;
  /** Energy recovered each End Phase (XD2 `recovers`). */
  readonly energyRecovers: number;
  /** Dial codes the huge ship maneuver tool cannot execute (xwing.huge.geometry); none since the Trident's reverse and Koiogran codes are modelled. */
  readonly unsupported: readonly string[];
}

const huge = (xws: string, name: string, energy: number, energyRecovers: number, unsupported: readonly string[] = []): HugeShipType => ({
  xws,
  name,
  width: HUGE_BASE_WIDTH,
  length: HUGE_BASE_LENGTH[xws]!,
  energy,
  energyRecovers,
  unsupported,
});

/** The six huge ship types (XD2 manifest 3.9.1; every faction's file gives the same numbers). */
export const HUGE_SHIP_TYPES: readonly HugeShipType[] = [
  huge('croccruiser', 'C-ROC Cruiser', 4, 1),
  huge('cr90corelliancorvette', 'CR90 Corellian Corvette', 7, 2),
  huge('gozanticlasscruiser', 'Gozanti-class Cruiser', 3, 1),
  huge('gr75mediumtransport', 'GR-75 Medium Transport', 4, 1),
  huge('raiderclasscorvette', 'Raider-class Corvette', 6, 2),
  // The Trident's dial also holds reverse straights and a Koiogran turn (1SW, 2SR, 4KR; YASB's
  // raithos/xwing `coffeescripts/content/cards-common.coffee` has the same dial): the RR appendix, not
  // updated for it, lists straight, bank and stop only; xwing.huge.reverse and xwing.huge.koiogran
  // execute them as TTS2 does (see HUGE_TOOL).
  huge('tridentclassassaultship', 'Trident-Class Assault Ship', 3, 2),
];

export function hugeShipType(xws: string): HugeShipType | undefined {
  return HUGE_SHIP_TYPES.find((t) => t.xws === xws);
}

/**
 * The huge ship maneuver tool as TTS2 plays it (xwing.huge.straight, xwing.huge.bank), in the
 * ship's own frame (x right, y forward, origin at the base centre), for a right bank (a left bank
 * is its mirror image):
 * - straight s: the centre line moves from the tool's speed-0 line to its speed-s line, 40 mm
 *   apart (`hugeBase.straight[s]` = (0, 40 s), no rotation);
 * - bank 0: the ship turns 45 degrees toward the bank about the point 40 mm to that side and 40 mm
 *   forward of its centre (`hugeBase.bank[0]` = (-16.5685, 40), 45 degrees; the table's comment
 *   names the offset (40, 40));
 * - bank s >= 1: from there the centre moves `BANK_ADVANCE[s]` mm along the new heading and
 *   `BANK_OUTWARD[s]` mm away from the bank's side (`hugeBase.bank[1..3]` = (6.766, 63.335),
 *   (27.979, 98.69), (49.192, 134.045): 33 forward, then 40 forward and 10 outward per speed).
 * One table serves every huge base in TTS2, so the pivot does not depend on the base length.
 *
 * The Trident's reverse straights and Koiogran turn (xwing.huge.reverse, xwing.huge.koiogran): the
 * RR appendix names no tool edge for them (it was not updated when the Trident's dial added them).
 * TTS2 builds both from the same `hugeBase.straight` table for any base size
 * (`TTS_xwing/src/Game/Mechanic/Movement/MoveData.lua`: codes `s<n>r` and `k<n>` are a straight
 * with `extra` "reverse" or "koiogran"; `ReverseVariant` negates the forward offset,
 * `TurnAroundVariant` adds 180 degrees to the final rotation without moving the centre; turns are
 * refused for huge bases there, these are not). So a reverse straight s moves the centre line
 * 40 s mm backward, and a Koiogran turn s moves it 40 s mm forward and turns the base around its
 * centre. With the tool's straight edge along a long edge of the base, both are the straight
 * maneuver's own placement (the tool used from the speed 0 line backward, and the ship turned in
 * place), so no new dimension is assumed.
 */
export const HUGE_TOOL = {
  straightStep: 40,
  bankAngle: 45,
  bankPivot: { side: 40, forward: 40 },
  bankAdvance: [0, 33, 73, 113],
  bankOutward: [0, 0, 10, 20],
} as const;

/** Standard ships overlapped by a huge ship: attack dice the huge ship rolls per ship (xwing.huge.overlap.standard). */
export const OVERLAP_DICE = { small: 1, medium: 2, large: 3 } as const;

/** Range 1 (mm): set-aside ships are placed in the huge ship's full rear arc at range 0-1 (xwing.huge.overlap.standard). */
export const PLACEMENT_RANGE = 100;

/** Huge-ship obstacle effects (xwing.huge.obstacles): the RR lists asteroids, debris and gas clouds; every obstacle a huge ship overlaps is removed. */
export const HUGE_OBSTACLE_EFFECTS: { readonly [T in ObstacleType]: { readonly effects: readonly string[]; readonly critical: number; readonly stress: number } } = {
  asteroid: { effects: ['suffer 1 critical damage', 'gain 1 stress'], critical: 1, stress: 1 },
  'debris-cloud': { effects: ['suffer 1 critical damage', 'gain 1 stress'], critical: 1, stress: 1 },
  'gas-cloud': { effects: ['gain 1 jam token'], critical: 0, stress: 0 },
  'electro-chaff-cloud': { effects: ['no huge-ship effect is listed for this type'], critical: 0, stress: 0 },
  'loose-cargo': { effects: ['no huge-ship effect is listed for this type'], critical: 0, stress: 0 },
  'spare-parts': { effects: ['no huge-ship effect is listed for this type'], critical: 0, stress: 0 },
  blaze: { effects: ['no huge-ship effect is listed for this type'], critical: 0, stress: 0 },
};
