/**
 * What the TI4 engine answers: the outcome of `resolve` (a declared movement checked, every
 * violation with its rule id) and the plan (who can reach the active system, by which route; or
 * every system's reach). Fields beyond the common contract are marked "Extra".
 */
import type { TraceStep } from '../core/trace.ts';
import type { Ti4RuleId } from './rules.ts';

export interface Violation {
  readonly unit: string | null;
  readonly rule: Ti4RuleId;
  readonly system: string | null;
  readonly note: string;
}

export interface RiftRoll {
  readonly unit: string;
  readonly system: string;
  /** Extra: units transported by the ship, which share its fate (ti4.transport.lost). */
  readonly carrying?: readonly string[];
  /** Extra, when `riftDice` gives the roll: the die and whether the ship (and its cargo) is removed. */
  readonly result?: number;
  readonly destroyed?: boolean;
  /** The highest result that removes the ship when not 3 (5 under Cosmic Phenomenae's further +1). */
  readonly removesOn?: number;
}

/** Extra: a retreat (or Foresight) checked or planned (ti4.retreat). */
export interface RetreatDestination {
  readonly system: string;
  /** The rule that makes it a destination (ti4.retreat; ti4.move.ability for Foresight). */
  readonly rule: Ti4RuleId;
  readonly note: string;
  /** Ships that move there (with a move value). */
  readonly ships: readonly string[];
  /** Fighters and ground forces carried along (up to the ships' capacity). */
  readonly carried: readonly string[];
  /** Fighters and ground forces that cannot be transported and are removed. */
  readonly removed: readonly string[];
  /** Gravity-rift rolls of ships leaving the active system when it is a rift. */
  readonly riftRolls: readonly RiftRoll[];
  /** Where the command token goes. */
  readonly commandToken: string;
}

export interface RetreatRefusal {
  readonly system: string;
  readonly rule: Ti4RuleId;
  readonly reason: string;
}

export interface RetreatOutcome {
  readonly player: string;
  readonly ability: 'retreat' | 'foresight' | 'watchful-ojz' | 'skilled-retreat';
  readonly from: string;
  readonly to: string;
  /** True when the announced destination is legal (the same violations are in the outcome's list). */
  readonly legal: boolean;
  readonly destination: RetreatDestination | null;
}

export interface RetreatPlan {
  readonly player: string;
  readonly ability: 'retreat' | 'foresight' | 'watchful-ojz' | 'skilled-retreat';
  readonly from: string;
  /** Every legal destination, by tile number. */
  readonly destinations: readonly RetreatDestination[];
  /** Every other adjacent system and why it is not a destination. */
  readonly refused: readonly RetreatRefusal[];
  /** Extra, when another player played Rout: true when the player must retreat (a destination exists). */
  readonly forced?: boolean;
}

/** Extra: a hero's movement outside the tactical action checked (ti4.move.ability). */
export interface AbilityMoveOutcome {
  readonly ability: 'helix-protocol' | 'dark-space-navigation' | 'survival-instinct' | 'benediction' | 'wing-transfer' | 'rescue';
  readonly player: string;
  /** True when every declared hero move is legal (the same violations are in the outcome's list). */
  readonly legal: boolean;
  readonly riftRolls: readonly { readonly unit: string; readonly system: string }[];
}

/** Extra: where a hero's movement may take the player's ships (ti4.move.ability). */
export interface AbilityMovePlan {
  readonly ability: 'helix-protocol' | 'dark-space-navigation' | 'survival-instinct' | 'benediction' | 'wing-transfer' | 'rescue';
  readonly player: string;
  /** The player's ships the ability may move. */
  readonly ships: readonly string[];
  /** Systems the ships may move into, by tile number. */
  readonly destinations: readonly string[];
  readonly refused: readonly RetreatRefusal[];
  /** Extra, Benediction: each system whose units (any player's: `owners`) may move, with the systems they may move to. */
  readonly origins?: readonly { readonly from: string; readonly owners: readonly string[]; readonly to: readonly string[] }[];
}

export interface Ti4Outcome {
  readonly game: 'ti4';
  readonly legal: boolean;
  readonly violations: readonly Violation[];
  readonly riftRolls: readonly RiftRoll[];
  /** Extra: each move's cost and move value. */
  readonly moves: readonly { readonly unit: string; readonly cost: number; readonly moveValue: number | null; readonly gravityDrive: boolean }[];
  /** Extra, when the scenario declares a retreat. */
  readonly retreat?: RetreatOutcome;
  /** Extra, when the scenario declares a hero's movement outside the tactical action. */
  readonly abilityMove?: AbilityMoveOutcome;
  /** Extra: Ion Storm tokens a declared move used; each flips after the Move Ships step (ti4.adj.wormhole-tokens). */
  readonly ionStorm?: readonly { readonly system: string; readonly from: 'alpha' | 'beta'; readonly to: 'alpha' | 'beta'; readonly unit: string }[];
  readonly trace: readonly TraceStep[];
}

export interface TransportMove {
  readonly unit: string;
  readonly path: readonly string[];
  readonly cost: number;
  readonly riftRolls: number;
  readonly transport: readonly string[];
}

export interface TransportPlan {
  readonly requested: readonly string[];
  /** True when every requested unit arrives. */
  readonly complete: boolean;
  readonly carried: readonly { readonly unit: string; readonly by: string; readonly from: string }[];
  /** Fighter II that fly in on their own (ti4.transport.fighter2). */
  readonly flying: readonly string[];
  readonly alreadyThere: readonly string[];
  readonly left: readonly { readonly unit: string; readonly rule: Ti4RuleId; readonly reason: string }[];
  /** The ships' moves for this assignment (a route may differ from the shortest one to pass a pickup). */
  readonly moves: readonly TransportMove[];
  readonly trace: readonly TraceStep[];
}

export interface PlannedShip {
  readonly unit: string;
  readonly from: string;
  readonly path: readonly string[];
  readonly cost: number;
  readonly riftRolls: number;
  /** Extra: the move value used (without Gravity Drive). */
  readonly moveValue: number;
  /** Extra: true when the ship reaches only with Gravity Drive's +1 (one ship per tactical action). */
  readonly gravityDrive: boolean;
  /** Extra: the systems it leaves with a rift roll, in order. */
  readonly riftRollSystems: readonly string[];
  /** Extra: the adjacency rule of each step. */
  readonly steps: readonly { readonly from: string; readonly to: string; readonly rule: Ti4RuleId; readonly note: string }[];
}

export interface Unreachable {
  readonly unit: string;
  readonly reason: string;
  /** Extra: the rule that stops it. */
  readonly rule: Ti4RuleId;
}

export interface ActivePlan {
  readonly game: 'ti4';
  readonly activeSystem: string;
  readonly ships: readonly PlannedShip[];
  readonly unreachable: readonly Unreachable[];
  readonly transport?: TransportPlan;
  /** Extra, when the scenario declares a retreat: every legal destination. */
  readonly retreat?: RetreatPlan;
  /** Extra, when the scenario declares a hero's movement. */
  readonly abilityMove?: AbilityMovePlan;
  readonly trace: readonly TraceStep[];
}

export interface ReachPlan {
  readonly game: 'ti4';
  readonly reach: Readonly<Record<string, readonly string[]>>;
  /** Extra: ships that reach a system only with Gravity Drive's +1. */
  readonly gravityDrive: Readonly<Record<string, readonly string[]>>;
  /** Extra, when the scenario declares a hero's movement. */
  readonly abilityMove?: AbilityMovePlan;
  readonly trace: readonly TraceStep[];
}

/** One enemy player's ships that can reach a system in their next tactical action (ti4.move.threats). */
export interface ThreatPlayer {
  readonly player: string;
  readonly ships: readonly string[];
  /** Ships among `ships` that reach only with Gravity Drive's +1 (one of them may use it). */
  readonly gravityDrive?: readonly string[];
  /** The capacity of the arriving ships (one Gravity Drive ship counted). */
  readonly capacity: number;
  /** Arriving non-fighter ships, at most the player's fleet pool when given. */
  readonly fleet: number;
}

/** A system of the planning player's that enemy ships can reach (ti4.move.threats). */
export interface Threat {
  readonly system: string;
  readonly ships: readonly { readonly unit: string; readonly player: string }[];
  /** The most capacity one enemy can bring in one tactical action. */
  readonly capacity: number;
  /** The most non-fighter ships one enemy can bring in one tactical action. */
  readonly fleet: number;
  /** Extra: the same per enemy player. */
  readonly players: readonly ThreatPlayer[];
}

export interface ThreatMap {
  readonly player: string;
  readonly threats: readonly Threat[];
  readonly safe: readonly string[];
}

/** What `threats: true` adds to either plan (CONVENTIONS §11). */
export interface ThreatFields {
  readonly threats?: readonly Threat[];
  readonly safe?: readonly string[];
}

export type Ti4Plan = (ActivePlan | ReachPlan) & ThreatFields;
