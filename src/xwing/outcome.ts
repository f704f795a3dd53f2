/** The X-Wing outcome (its documented fields are a fixed contract), extended only with extra fields. */
import type { Pose } from '../geometry/shapes.ts';
import type { TraceStep } from '../core/trace.ts';
import type { ArcThreat, ThreatSummary } from '../core/measure.ts';
import type { ObstacleType } from './catalog/obstacles.ts';
import type { HugeReport } from './huge-outcome.ts';
import type { Placement } from './maneuver.ts';
import type { RuleSet } from './world.ts';
import type { XwingRuleId } from './rules.ts';
import type { EffectUse } from '../schema/xwing-effects.ts';

export interface ObstacleHit {
  readonly id: string;
  readonly type: ObstacleType;
  /** "overlapped" when the final base lies on it, otherwise "moved-through" (the used template lies on it). */
  readonly how: 'moved-through' | 'overlapped';
  readonly effects: readonly string[];
  /** Extra: the used template also lies on it (an overlapped obstacle may have been moved through first). */
  readonly templateContact: boolean;
  /** Extra: the ship's start base was already on it (xwing.obstacle.start). */
  readonly startedOn: boolean;
}

export interface ManeuverOutcome {
  readonly game: 'xwing';
  readonly ship: string;
  readonly executed: string;
  readonly fully: boolean;
  readonly pose: Pose;
  readonly overlappedShips: readonly string[];
  readonly touching: string | null;
  readonly bumpEffect: 'friendly' | 'enemy' | null;
  readonly obstacles: readonly ObstacleHit[];
  readonly fled: boolean;
  readonly stress: number;
  // Extra fields.
  readonly rules: RuleSet;
  readonly kind: 'maneuver';
  /** The dial code revealed (before stress or ion changed it). */
  readonly requested: string;
  readonly placement: Placement | null;
  readonly strain: number;
  /** Stress once the obstacles' certain stress is added (a debris cloud's), before any dice. */
  readonly stressAfterObstacles: number;
  readonly startPose: Pose;
  /** Template used and how much of it (mm along the centre line): null for stationary. */
  readonly template: { readonly kind: 'straight' | 'bank' | 'turn'; readonly speed: number; readonly used: number; readonly length: number } | null;
  /** Path parameter where the ship stopped (1 = full, 0 = start). */
  readonly progress: number;
  /** Distance (mm) to the touching ship; null when not touching one. */
  readonly touchingGap: number | null;
  readonly skipsPerformAction: boolean;
  /** 2.5 enemy bump: the red actions it may take (xwing.partial.effect.25). */
  readonly bumpActions: readonly string[];
  readonly forceSpent: number;
  readonly ionized: boolean;
  /** Extra (xwing.maneuver.sideslip): true when the maneuver was executed as a side-slip, else false. */
  readonly sideslip: boolean;
  /** Extra, 2.5 (xwing.partial.dock): the carrier the ship docked with after its bump (placed in reserve), else null. */
  readonly docked: string | null;
  /** Extra, 2.5 (xwing.partial.dock): true when the ship could dock with its carrier after its bump (docked or not). */
  readonly canDock: boolean;
  /** Extra, deploys only (xwing.maneuver.deploy): the carrier, its guides, and whether the deploy succeeded (false: the ship stays docked; from a huge carrier or in an `emergency` deploy it is destroyed, `destroyed`, xwing.huge.deploy, xwing.maneuver.deploy.emergency). */
  readonly deployed?: { readonly carrier: string; readonly guides: 'front' | 'rear' | 'left' | 'right'; readonly performed: boolean; readonly destroyed?: boolean; readonly emergency?: boolean };
  /** In a plan only (xwing.range.exposure): enemy arcs that reach the final base, range 0-3. */
  readonly exposure?: readonly ArcThreat[];
  /** In a plan only (xwing.range.exposure): enemies in the mover's arcs from the final base, range 0-3. */
  readonly targets?: readonly ArcThreat[];
  /** Only when the ship has dial effects: the effects that changed this maneuver, with their rule ids (xwing.dial.effects). */
  readonly effects?: readonly EffectApplied[];
  /** A move before the dial was revealed (xwing.maneuver.pre-move), or absent. */
  readonly preMove?: PreMove;
  /** True when an effect skipped the Execute Maneuver step (xwing.maneuver.skip): the ship did not move. */
  readonly skippedExecute?: boolean;
  /** Huge ships only (xwing.huge.*): speeds tried, overlap damage, set-aside ships, energy, removed obstacles. */
  readonly huge?: HugeReport;
  /** Only when the maneuver asks for a `followUp` (xwing.move.follow-up): the repositions after it, where they end, whether allowed. */
  readonly followUp?: FollowUp;
  /** Only when an effect made the ship ignore obstacles it met (xwing.obstacle.ignore, xwing.obstacle.land): they are not in `obstacles`. */
  readonly ignoredObstacles?: readonly IgnoredObstacle[];
  readonly trace: readonly TraceStep[];
}

/** An obstacle the ship met but ignores (Landing / Grappling Struts). */
export interface IgnoredObstacle {
  readonly id: string;
  readonly effect: string;
  readonly rule: 'xwing.obstacle.ignore' | 'xwing.obstacle.land';
}

/** An effect that changed a maneuver (src/xwing/dial-effects.ts). */
export interface EffectApplied {
  readonly effect: string;
  readonly rule: XwingRuleId;
}

/** A move before the dial was revealed: a white speed-1 maneuver (2.0 text) or a boost (2.5 text). */
export interface PreMove {
  readonly effect: string;
  readonly move: 'maneuver' | 'boost';
  readonly direction: 'left' | 'forward' | 'right';
  /** The maneuver's code (2.0), null for a boost. */
  readonly executed: string | null;
  /** False when the boost failed (the ship stayed). */
  readonly performed: boolean;
  readonly fully: boolean;
  readonly pose: Pose;
}

// --- Follow-up repositions (xwing.move.follow-up, follow-ups.ts) ---

export type FollowUpMove = 'boost' | 'barrel-roll' | 'cloak' | 'slam' | 'rotate';
export type Difficulty = 'white' | 'red' | 'purple';
/** When a follow-up happens: the Perform Action step, or a card's trigger. */
export type FollowUpTiming = 'perform-action' | 'after-maneuver' | 'after-action' | 'engagement' | 'after-attack' | 'after-defend' | 'end-phase' | 'other';

/** One move of a follow-up; `action` is a non-moving action (focus, lock, ...) that a card's "after you perform an action" follows. */
export interface FollowUpStep {
  /** `"action bar"` or the effect that grants it. */
  readonly via: string;
  readonly timing: FollowUpTiming;
  readonly move: FollowUpMove | 'action';
  readonly direction: 'left' | 'forward' | 'right' | null;
  readonly placement: Placement | null;
  readonly bend?: 'forward' | 'backward';
  readonly difficulty: Difficulty;
  /** A boost on the 1-turn template: the effect that allows it (Daredevil, Kare Kun). */
  readonly turnTemplate?: string;
  /** A template one speed higher (xwing.move.template-speed): the effect that makes it so. */
  readonly fasterBy?: string;
  /** A SLAM: the dial maneuver it executes (xwing.move.slam). */
  readonly dial?: string;
  /** A rotation in place: degrees clockwise, 90, 180 or 270 (xwing.move.rotate). */
  readonly rotation?: 90 | 180 | 270;
  /** Boosts and barrel rolls that move through or end on obstacles a card allows (xwing.obstacle.reposition): their ids. */
  readonly obstacles?: readonly string[];
  /** True when it is an action (stress stops it, once a round); false for a card's plain move ("you may boost"). */
  readonly action: boolean;
}

export interface FollowUp {
  readonly steps: readonly FollowUpStep[];
  readonly legal: boolean;
  /** Where the ship ends (its start when illegal). */
  readonly pose: Pose;
  /** Stress after the follow-up (a red action gains 1). */
  readonly stress: number;
  /** True when the ship ends with a cloak token. */
  readonly cloaked: boolean;
  /** Why it is illegal (rule ids in `rule`), empty when legal. */
  readonly reasons: readonly TraceStep[];
}

export type ActionType = 'barrel-roll' | 'boost' | 'decloak' | 'tractor';

export interface CandidateOutcome {
  readonly direction: 'left' | 'right' | 'forward';
  readonly placement: Placement;
  readonly legal: boolean;
  readonly pose: Pose;
  readonly overlappedShips: readonly string[];
  readonly obstacles: readonly { readonly id: string; readonly type: ObstacleType; readonly how: 'moved-through' | 'overlapped' }[];
  readonly fled: boolean;
  /** Why it is illegal (rule ids in `rule`). */
  readonly reasons: readonly TraceStep[];
  /** Extra, bank-template barrel rolls (xwing.bankroll): which way the template curves. */
  readonly bend?: 'forward' | 'backward';
}

export interface ActionOutcome {
  readonly game: 'xwing';
  readonly ship: string;
  /** Actions are not maneuvers: null. */
  readonly executed: null;
  /** Moves never partially execute (xwing.move.not-maneuver): true when performed. */
  readonly fully: boolean;
  readonly pose: Pose;
  readonly overlappedShips: readonly string[];
  readonly touching: null;
  readonly bumpEffect: null;
  readonly obstacles: readonly ObstacleHit[];
  readonly fled: boolean;
  readonly stress: number;
  // Extra fields.
  readonly rules: RuleSet;
  readonly kind: 'action';
  readonly action: ActionType;
  /** The move made: a barrel roll or a boost (a decloak is one of the two). */
  readonly move: 'barrel-roll' | 'boost';
  readonly direction: 'left' | 'right' | 'forward';
  readonly placement: Placement;
  readonly performed: boolean;
  readonly startPose: Pose;
  /** Every candidate position of the declared direction (xwing.roll.choice). */
  readonly candidates: readonly CandidateOutcome[];
  readonly cloaked: boolean;
  /** In a plan only (xwing.range.exposure): enemy arcs that reach the final base, range 0-3. */
  readonly exposure?: readonly ArcThreat[];
  /** In a plan only (xwing.range.exposure): enemies in the mover's arcs from the final base, range 0-3. */
  readonly targets?: readonly ArcThreat[];
  /** Extra, bank-template barrel rolls (xwing.bankroll): which way the template curved. */
  readonly bend?: 'forward' | 'backward';
  /** Extra, a move a card grants (xwing.move.follow-up.trigger): the effect's name. */
  readonly via?: string;
  /** Extra, tractor moves only: the owner's 90-degree rotation after the move (xwing.tractor.rotate: 2.5, and 2.0 since 2020), or null. */
  readonly rotated?: 'left' | 'right' | null;
  readonly trace: readonly TraceStep[];
}

export type XwingOutcome = ManeuverOutcome | ActionOutcome;

export interface PlanManeuver {
  readonly dial: string;
  readonly placement: Placement | null;
  /** The effect choices of this option (as a maneuver's `use`), when it needs any. */
  readonly use?: readonly EffectUse[];
  /** Extra: the maneuver executed as a side-slip (xwing.maneuver.sideslip). */
  readonly sideslip?: boolean;
  /** Extra: the alternative outcome where the ship docks with its carrier instead of bumping (xwing.partial.dock). */
  readonly dock?: boolean;
  /** Extra: a docked ship's deploy from these carrier guides (xwing.maneuver.deploy). */
  readonly deploy?: 'front' | 'rear' | 'left' | 'right';
  readonly outcome: ManeuverOutcome;
  /** Plan with `followUps: true` only (xwing.move.follow-up): the repositions from where the maneuver ended, scored. */
  readonly followUps?: readonly PlanFollowUp[];
}

/** A follow-up in a plan, with its exposure and targets (xwing.range.exposure). */
export interface PlanFollowUp extends FollowUp {
  readonly exposure: readonly ArcThreat[];
  readonly targets: readonly ArcThreat[];
}

export interface PlanAction {
  readonly action: ActionType;
  readonly move: 'barrel-roll' | 'boost';
  readonly direction: 'left' | 'right' | 'forward';
  readonly placement: Placement;
  /** Extra, bank-template barrel rolls (xwing.bankroll). */
  readonly bend?: 'forward' | 'backward';
  /** Extra: the card that grants this move before the maneuver (System Phase, before activating; xwing.move.follow-up.trigger). */
  readonly via?: string;
  readonly legal: boolean;
  readonly outcome: ActionOutcome;
}

export interface XwingPlan {
  readonly game: 'xwing';
  readonly rules: RuleSet;
  readonly ship: string;
  readonly type: string;
  readonly maneuvers: readonly PlanManeuver[];
  readonly actions: readonly PlanAction[];
  /** Every maneuver and legal action, fewest enemy ships that can shoot it first, then most targets (xwing.range.exposure). */
  readonly ranking: readonly ThreatSummary[];
  /**
   * Present only when the plan's work budget ran out (`limits.plan`, src/xwing/plan-budget.ts):
   * how many maneuvers and action candidates were not computed.
   */
  readonly budget?: {
    readonly rule: 'limits.plan';
    readonly workUnits: number;
    readonly unitsPerOutcome: number;
    readonly omittedManeuvers: number;
    readonly omittedActions: number;
  };
}

/**
 * An outcome while it is built: a literal of its fixed fields, then the optional ones and the trace
 * assigned in order. The keys come out in the same order as a literal with spreads would give, but
 * V8 copies such a literal (a spread with keys after it) on a slow path, once per outcome.
 */
export type Building<T> = { -readonly [K in keyof T]?: T[K] };
