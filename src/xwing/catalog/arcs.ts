/**
 * Firing arcs (xwing.range.arc-lines, xwing.range.arc-types).
 *
 * Which arcs each ship type has: the arcs of its primary attacks in xwingtmg/xwing-data2
 * `data/pilots/**.json` (`stats[].arc` of each `type: 'attack'` entry, manifest 3.9.1), MIT
 * licence, (c) 2018 Guido Kessels; merged over factions. A ship with a front arc also has the
 * bullseye arc printed inside it (2.0 ship tokens).
 *
 * Where the arc lines lie: the standard arc lines run from the centre of the base through the
 * front (and rear) corners of the cardboard ship token, which is as long as the base and narrower
 * than it: token width 85.77 % (small), 88.16 % (medium), 89.29 % (large) of the base width
 * (Mu0n/XWVassal README, "2nd edition" section). The total front-arc angle is then
 * 2 atan(ratio): 81.24, 82.80 and 83.52 degrees, the angles the same README gives, which confirms
 * the model. The bullseye arc is a 14.79 mm wide band on the centre line in front of the base, the
 * same width for every base size (same README). Full front / full rear arcs are the half-planes in
 * front of / behind the line across the base centre. A single turret arc can be turned to the
 * front, rear, left or right arc; a double turret arc to two opposite ones: either reaches a target
 * in any of the four, so both are measured as the nearest of the four standard arcs.
 *
 * Huge ships (Epic): "Huge ships have standard firing arcs as denoted on their ship cards" (RR
 * huge-ship appendix, "Firing Arcs"; copy in VisualSource/X-Wing-Wiki `docs/Huge_Ships.md`), so the
 * same arc kinds apply, and the same `PRIMARY_ARCS` from xwing-data2 (C-ROC, Gozanti, GR-75 and
 * Trident front; CR90 left and right; Raider full front). Where their lines lie: no rules document
 * prints them; the one numeric source found is the Tabletop Simulator mod JohnnyCheese/TTS_X-Wing2.0
 * `TTS_xwing/src/Game/Mechanic/ArcCheck.lua` (commit 46e9a7c; numbers only, no code taken):
 * `CalculateArcLineSegments(arc_line_segments.huge, 82.9, 40, 110.5)` puts the front and rear arc
 * lines through the base centre at 82.9 / 2 = 41.45 degrees either side of the centre line (its
 * "long base" branch: each line meets the long side tan(90 - 41.45) x 40 = 45.29 mm ahead of / behind
 * the centre), the side arcs between them, full front / full rear the halves ahead of / behind the
 * line across the centre, and a bullseye band from the front edge (14 mm there; this catalog keeps
 * the 14.79 mm range-ruler width of every base, the RR: "the width ... of the range ruler"). The
 * lines do not depend on the base length, so the 195 mm and 224 mm hulls share them. Huge ships'
 * turret arcs come from Hardpoint upgrades on a front or rear mount (RR appendix, "Turret Arc
 * Indicators"); upgrades are not in this catalog, as for every other ship (primary arcs only).
 */
import type { HalfPlane, Region } from '../../geometry/arc.ts';
import type { BaseSize } from './bases.ts';

export type XwingArc = 'front' | 'rear' | 'fullFront' | 'fullRear' | 'bullseye' | 'singleTurret' | 'doubleTurret' | 'left' | 'right';

/** Order of arcs in answers. */
export const ARC_ORDER: readonly XwingArc[] = ['front', 'rear', 'left', 'right', 'fullFront', 'fullRear', 'bullseye', 'singleTurret', 'doubleTurret'];

/** Token width over base width: tan of half the front-arc angle (Mu0n/XWVassal README). */
export const TOKEN_WIDTH_RATIO: { readonly [S in Exclude<BaseSize, 'huge'>]: number } = {
  small: 0.8577,
  medium: 0.8816,
  large: 0.8929,
};

/**
 * Huge bases' front-arc angle in degrees (TTS2 `ArcCheck.lua`, see the file header): the front and
 * rear arc lines run through the base centre 41.45 degrees either side of the centre line.
 */
export const HUGE_FRONT_ARC_DEGREES = 82.9;

/**
 * tan of half the front-arc angle: the slope of the arc lines through the base centre (|x| = k y
 * on the front pair). Standard bases: the token width ratio; huge bases: tan(41.45 degrees).
 */
export function arcSlope(size: BaseSize): number {
  return size === 'huge' ? Math.tan((HUGE_FRONT_ARC_DEGREES / 2) * (Math.PI / 180)) : TOKEN_WIDTH_RATIO[size];
}

/** Width of the bullseye arc band, every base size (Mu0n/XWVassal README). */
export const BULLSEYE_WIDTH = 14.79;

/** Primary attack arcs per xws id (xwing-data2; see the file header). */
export const PRIMARY_ARCS: Readonly<Record<string, readonly XwingArc[]>> = {
  aggressorassaultfighter: ['front'],
  alphaclassstarwing: ['front'],
  arc170starfighter: ['front', 'rear'],
  asf01bwing: ['front'],
  attackshuttle: ['front'],
  auzituckgunship: ['fullFront'],
  belbullab22starfighter: ['front'],
  btanr2ywing: ['front'],
  btla4ywing: ['front'],
  btlbywing: ['front'],
  btls8kwing: ['doubleTurret'],
  clonez95headhunter: ['front'],
  cr90corelliancorvette: ['left', 'right'],
  croccruiser: ['front'],
  customizedyt1300lightfreighter: ['doubleTurret'],
  delta7aethersprite: ['front'],
  delta7baethersprite: ['front'],
  droidtrifighter: ['front'],
  escapecraft: ['front'],
  eta2actis: ['bullseye', 'front'],
  ewing: ['front'],
  fangfighter: ['front'],
  fireball: ['front'],
  firesprayclasspatrolcraft: ['front', 'rear'],
  g1astarfighter: ['front'],
  gauntletfighter: ['front', 'rear'],
  gozanticlasscruiser: ['front'],
  gr75mediumtransport: ['front'],
  hmpdroidgunship: ['fullFront'],
  hwk290lightfreighter: ['singleTurret'],
  hyenaclassdroidbomber: ['front'],
  jumpmaster5000: ['singleTurret'],
  kihraxzfighter: ['front'],
  laatigunship: ['doubleTurret'],
  lambdaclasst4ashuttle: ['front', 'rear'],
  lancerclasspursuitcraft: ['front', 'singleTurret'],
  m12lkimogilafighter: ['front'],
  m3ainterceptor: ['front'],
  mg100starfortress: ['front', 'doubleTurret'],
  modifiedtielnfighter: ['front'],
  modifiedyt1300lightfreighter: ['doubleTurret'],
  nabooroyaln1starfighter: ['front'],
  nantexclassstarfighter: ['bullseye', 'singleTurret'],
  nimbusclassvwing: ['front'],
  quadrijettransferspacetug: ['front'],
  raiderclasscorvette: ['fullFront'],
  resistancetransport: ['front'],
  resistancetransportpod: ['front'],
  rogueclassstarfighter: ['front'],
  rz1awing: ['front'],
  rz2awing: ['singleTurret'],
  scavengedyt1300: ['doubleTurret'],
  scurrgh6bomber: ['front'],
  sheathipedeclassshuttle: ['front', 'rear'],
  sithinfiltrator: ['front'],
  st70assaultship: ['front'],
  starviperclassattackplatform: ['front'],
  syliureclasshyperspacering: [],
  t65xwing: ['front'],
  t70xwing: ['front'],
  tieadvancedv1: ['front'],
  tieadvancedx1: ['front'],
  tieagaggressor: ['front'],
  tiebainterceptor: ['front'],
  tiecapunisher: ['front'],
  tieddefender: ['front'],
  tiefofighter: ['front'],
  tieininterceptor: ['front'],
  tielnfighter: ['front'],
  tiephphantom: ['front'],
  tierbheavy: ['singleTurret'],
  tiereaper: ['front'],
  tiesabomber: ['front'],
  tiesebomber: ['front'],
  tiesffighter: ['front', 'singleTurret'],
  tieskstriker: ['front'],
  tievnsilencer: ['front'],
  tiewiwhispermodifiedinterceptor: ['bullseye', 'singleTurret'],
  tridentclassassaultship: ['front'],
  upsilonclassshuttle: ['front'],
  ut60duwing: ['front'],
  v19torrentstarfighter: ['front'],
  vcx100lightfreighter: ['front'],
  vt49decimator: ['doubleTurret'],
  vultureclassdroidfighter: ['front'],
  xiclasslightshuttle: ['front'],
  yt2400lightfreighter: ['doubleTurret'],
  yv666lightfreighter: ['fullFront'],
  z95af4headhunter: ['front'],
};

/** `arcsOf` by xws id, worked out once per id (every plan asks for each ship's). */
const arcsById = new Map<string, readonly XwingArc[]>();

/** The arcs a ship type has (its primary arcs, plus the bullseye inside a front arc). */
export function arcsOf(xws: string): readonly XwingArc[] {
  let arcs = arcsById.get(xws);
  if (arcs === undefined) {
    const primary = PRIMARY_ARCS[xws] ?? [];
    const all = new Set<XwingArc>(primary);
    if (all.has('front')) all.add('bullseye');
    arcs = Object.freeze(ARC_ORDER.filter((arc) => all.has(arc)));
    // Only the catalog's ids are kept (any other has no arcs and is not remembered).
    if (Object.hasOwn(PRIMARY_ARCS, xws)) arcsById.set(xws, arcs);
  }
  return arcs;
}

/** The standard arcs a turret arc can be turned to. */
export const TURRET_QUADRANTS: readonly XwingArc[] = ['front', 'rear', 'left', 'right'];

/** Arc regions by arc and base size, built once each (a plan asks for every ship's at every pose). */
const regions = new Map<XwingArc, Map<BaseSize, Region>>();

/**
 * An arc as half-planes in the ship's own frame (x right, y forward, origin at the base centre),
 * for a base of the given size; null for a turret arc (the nearest of its quadrants).
 * k = tan(half the front-arc angle), `arcSlope`.
 */
export function arcRegion(arc: XwingArc, size: BaseSize): Region | null {
  if (arc === 'singleTurret' || arc === 'doubleTurret') return null;
  let bySize = regions.get(arc);
  if (bySize === undefined) regions.set(arc, (bySize = new Map()));
  let region = bySize.get(size);
  if (region === undefined) {
    region = Object.freeze(regionOf(arc, size).map((plane) => Object.freeze(plane)));
    bySize.set(size, region);
  }
  return region;
}

function regionOf(arc: Exclude<XwingArc, 'singleTurret' | 'doubleTurret'>, size: BaseSize): HalfPlane[] {
  const k = arcSlope(size);
  const plane = (nx: number, ny: number, c = 0): HalfPlane => ({ nx, ny, c });
  switch (arc) {
    case 'front': return [plane(-1, k), plane(1, k)]; // k y >= |x|
    case 'rear': return [plane(-1, -k), plane(1, -k)]; // -k y >= |x|
    case 'left': return [plane(-1, k), plane(-1, -k)]; // -x >= k |y|
    case 'right': return [plane(1, k), plane(1, -k)]; // x >= k |y|
    case 'fullFront': return [plane(0, 1)];
    case 'fullRear': return [plane(0, -1)];
    case 'bullseye': return [plane(0, 1), plane(1, 0, -BULLSEYE_WIDTH / 2), plane(-1, 0, -BULLSEYE_WIDTH / 2)];
  }
}
