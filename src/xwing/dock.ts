/**
 * Docking instead of bumping (2.5, xwing.partial.dock): "After a ship that can dock partially
 * executes a maneuver and overlaps a friendly carrier ship, it may be placed in reserve. If it is,
 * do not resolve the effects of the overlap." (2.5 rules reference, docking, quoted in
 * Baledin/FlyCasual#114; FlyCasual implemented it in PR #521 "Add mid-game docking", which reverts
 * the bump before its damage.) The docked ship leaves the table, so no two bases overlap.
 *
 * Carriers are data: the title that makes a ship type a carrier and the ship types it can carry.
 * Source: Baledin/FlyCasual `Assets/Scripts/Model/Content/SecondEdition/Upgrades/Title/Ghost.cs`
 * (VCX-100 carries an Attack Shuttle or a Sheathipede-class Shuttle, deploying from the rear only),
 * `HoundsTooth.cs` (YV-666 carries a Z-95-AF4 Headhunter, e.g. Nashtah Pup),
 * `LandosMillenniumFalcon.cs` (Customized YT-1300 carries an Escape Craft).
 */
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import type { Body } from '../geometry/index.ts';
import { normaliseHeading, prepare } from '../geometry/index.ts';
import type { Pose } from '../geometry/shapes.ts';
import { boxOf } from './bounds.ts';
import type { ShipState, World } from './world.ts';
import { baseRect } from './world.ts';

export interface CarrierTitle {
  /** The title card's xws id (the Gozanti's ship ability: `dockingclamps`). */
  readonly title: string;
  readonly name: string;
  /** The carrier's ship type (xws id). */
  readonly carrier: string;
  /** The ship types (xws ids) it can carry, or a base size (`"small base"`: any small ship). */
  readonly carries: readonly string[];
  /** The carrier's guides a docked ship deploys from (huge carriers: also either side, xwing.huge.deploy). */
  readonly deploy: readonly Guides[];
  /** Huge carriers (xwing.huge.deploy): a ship that cannot be placed while deploying is destroyed (not left docked). */
  readonly destroyedIfBlocked?: boolean;
}

export const CARRIER_TITLES: readonly CarrierTitle[] = [
  { title: 'ghost', name: 'Ghost', carrier: 'vcx100lightfreighter', carries: ['attackshuttle', 'sheathipedeclassshuttle'], deploy: ['rear'] },
  { title: 'houndstooth', name: "Hound's Tooth", carrier: 'yv666lightfreighter', carries: ['z95af4headhunter'], deploy: ['front', 'rear'] },
  { title: 'landosmillenniumfalcon', name: "Lando's Millennium Falcon", carrier: 'customizedyt1300lightfreighter', carries: ['escapecraft'], deploy: ['front', 'rear'] },
  // Huge carriers; the RR huge-ship appendix "Docking with huge ships": deploy from the front or rear guides or either side,
  // destroyed if it cannot be placed. The Gozanti's ship ability Docking Clamps, "You can dock up to 4 small ships"
  // (xwing-data2 `data/pilots/galactic-empire/gozanti-class-cruiser.json`); the titles Corvus and Liberator, "You can dock up
  // to 2 small ships" (`data/upgrades/title.json`, which names no ship: the card numbers place them, Corvus 770 among the
  // Raider's titles 769-772, Liberator 763 among the CR90's 761-765).
  { title: 'dockingclamps', name: 'Docking Clamps', carrier: 'gozanticlasscruiser', carries: ['small base'], deploy: ['front', 'rear', 'left', 'right'], destroyedIfBlocked: true },
  { title: 'corvus', name: 'Corvus', carrier: 'raiderclasscorvette', carries: ['small base'], deploy: ['front', 'rear', 'left', 'right'], destroyedIfBlocked: true },
  { title: 'liberator', name: 'Liberator', carrier: 'cr90corelliancorvette', carries: ['small base'], deploy: ['front', 'rear', 'left', 'right'], destroyedIfBlocked: true },
];

/** The title that lets `carrier` carry `docking` (an xws id, with its base size for the huge carriers), or undefined (xwing.partial.dock). */
export function carrierTitleFor(docking: string, carrier: string, dockingSize?: string): CarrierTitle | undefined {
  return CARRIER_TITLES.find((t) => t.carrier === carrier && (t.carries.includes(docking) || (dockingSize !== undefined && t.carries.includes(`${dockingSize} base`))));
}

export interface DockDecision {
  /** The carrier it docks with, or null (it resolves the bump as usual). */
  readonly carrier: ShipState | null;
  /** True when docking was possible (plan lists it as an alternative outcome). */
  readonly possible: boolean;
  readonly trace: readonly TraceStep[];
}

/**
 * Whether a partially executed maneuver may end docked (2.5 only), and whether it does (`wanted`).
 * Conditions: the ship declares its carrier (`docksWith`), the carrier is friendly, and the carrier
 * is among the ships the full final position overlapped.
 */
export function decideDock(world: World, mover: ShipState, overlapped: readonly ShipState[], friendly: (a: ShipState, b: ShipState) => boolean, wanted: boolean): DockDecision {
  const id = mover.docksWith;
  if (id === undefined) return { carrier: null, possible: false, trace: [] };
  const carrier = overlapped.find((s) => s.id === id);
  if (carrier === undefined) return { carrier: null, possible: false, trace: wanted ? [step('xwing.partial.dock', `${mover.id} did not overlap its carrier ${id}, so it cannot dock.`)] : [] };
  if (world.rules !== '2.5') {
    return { carrier: null, possible: false, trace: [step('xwing.partial.dock', `Docking instead of bumping is a 2.5 rule: under 2.0 ${mover.id} resolves the overlap of ${id} as usual.`)] };
  }
  if (!friendly(mover, carrier)) return { carrier: null, possible: false, trace: [step('xwing.partial.dock', `${id} is not a friendly ship, so ${mover.id} cannot dock with it.`)] };
  if (!wanted) {
    return { carrier: null, possible: true, trace: [step('xwing.partial.dock', `${mover.id} may instead dock with its carrier ${id} (placed in reserve, the overlap not resolved); it does not ("dock": true chooses it).`)] };
  }
  return {
    carrier,
    possible: true,
    trace: [step('xwing.partial.dock', `${mover.id} partially executed onto its friendly carrier ${id} and docks: it is placed in reserve and the effects of the overlap are not resolved.`)],
  };
}

/** The carrier's guides a docked ship deploys from; `left` / `right`: a huge carrier's side (xwing.huge.deploy). */
export type Guides = 'front' | 'rear' | 'left' | 'right';

/** The deploying ship's heading relative to its carrier's, by guides. */
const GUIDE_TURN: { readonly [G in Guides]: number } = { front: 0, rear: 180, left: -90, right: 90 };

/**
 * Deploying (xwing.maneuver.deploy; 2.0 rules reference "Docking", summarised in FFG forum topic 292268
 * "Docking rules summary"; FlyCasual `Model/Rules/RulesList/DockingRule.cs`): during the System
 * Phase a docked ship may deploy from its carrier's front or rear guides (Ghost: rear only), using
 * any maneuver on its dial except stationary and reverse ones. Deploying is executing a maneuver:
 * the template starts at the carrier's guides, and partial execution applies; if the ship cannot be
 * placed anywhere on the template without overlapping other ships (the carrier included), the
 * deploy fails and the ship stays docked. A ship that deploys may perform one action.
 *
 * The deploying ship starts as if its front guides were at the carrier's guides: at the carrier's
 * front edge facing its heading, or at its rear edge facing away (FlyCasual SetUndockPositionForward
 * / SetUndockPositionRear), so the maneuver's template starts exactly there. A huge carrier
 * (xwing.huge.deploy; RR huge-ship appendix, "Docking with huge ships": "align the line that runs
 * down the center of the template with the center line of the huge ship's token") also deploys
 * from either long edge: the template's centre line on the huge base's centre line (across the
 * base, through its centre), the ship facing straight out of that side.
 */
export function deployStart(carrier: ShipState, docked: ShipState, guides: Guides): Pose {
  const heading = normaliseHeading(carrier.pose.heading + GUIDE_TURN[guides]);
  const r = (heading * Math.PI) / 180;
  // Out from the carrier's centre to its guides (a huge carrier's side: its long edge, on its centre line), then back by half the deploying base.
  const reach = (guides === 'left' || guides === 'right' ? carrier.base.width : carrier.base.length) / 2 - docked.base.length / 2;
  return { x: carrier.pose.x + reach * Math.sin(r), y: carrier.pose.y + reach * Math.cos(r), heading };
}

/** The deploying ship at its start on the carrier's guides (its scenario pose is not on the table: it is in reserve). */
export function atPose(ship: ShipState, pose: Pose): ShipState {
  const rect = baseRect(pose, ship.base);
  // The body at once (a rectangle's is a few numbers): a getter would put the ship in V8's dictionary mode.
  return { ...ship, pose, rect, box: boxOf(rect), body: prepare(rect) };
}
