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
import type { ShipState, World } from './world.ts';

export interface CarrierTitle {
  /** The title card's xws id. */
  readonly title: string;
  readonly name: string;
  /** The carrier's ship type (xws id). */
  readonly carrier: string;
  /** The ship types (xws ids) it can carry. */
  readonly carries: readonly string[];
  /** The carrier's guides a docked ship deploys from. */
  readonly deploy: readonly ('front' | 'rear')[];
}

export const CARRIER_TITLES: readonly CarrierTitle[] = [
  { title: 'ghost', name: 'Ghost', carrier: 'vcx100lightfreighter', carries: ['attackshuttle', 'sheathipedeclassshuttle'], deploy: ['rear'] },
  { title: 'houndstooth', name: "Hound's Tooth", carrier: 'yv666lightfreighter', carries: ['z95af4headhunter'], deploy: ['front', 'rear'] },
  { title: 'landosmillenniumfalcon', name: "Lando's Millennium Falcon", carrier: 'customizedyt1300lightfreighter', carries: ['escapecraft'], deploy: ['front', 'rear'] },
];

/** The title that lets `carrier` carry `docking`, or undefined (xwing.partial.dock). */
export function carrierTitleFor(docking: string, carrier: string): CarrierTitle | undefined {
  return CARRIER_TITLES.find((t) => t.carrier === carrier && t.carries.includes(docking));
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
