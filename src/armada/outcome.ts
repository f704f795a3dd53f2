/**
 * The Armada outcome (its documented fields are a fixed contract), extended with the fields a
 * planner or judge needs to follow it: the locked clicks, both tool sides, each attempted speed,
 * the closest-ship witness, the tool chain and the speed dial after the maneuver.
 */
import type { BoundaryPiece } from './squadron-closest.ts';
import type { ThreatSummary } from '../core/measure.ts';
import type { SquadronThreat } from './measure.ts';
import type { ArmedArcThreat, ArmedSquadronThreat } from './armed-threats.ts';
import type { TraceStep } from '../core/trace.ts';
import type { Circle, Rect, Shape } from '../geometry/shapes.ts';
import type { ArmadaRuleId } from './rules.ts';
import type { RuleId } from '../rules.ts';
import type { Point, Pose } from '../geometry/shapes.ts';
import type { Side } from './tool.ts';
import type { ObstacleMovesOutcome } from './obstacle-move.ts';

export interface DamageDealt {
  readonly ship: string;
  readonly cards: number;
  readonly faceup: boolean;
}

export interface DisplacedSquadron {
  readonly id: string;
  readonly position: Point;
  /** Where it was before the ship landed on it. */
  readonly from: Point;
  /** What it was placed touching (`armada.overlap.squadrons`). */
  readonly touching: 'ship' | 'squadron';
}

export interface ObstacleHit {
  readonly id: string;
  readonly type: string;
  readonly effect: string;
  /** Present when a card cancels the obstacle's effect on the ship (`armada.effects.obstacle-exception`): the card's id. */
  readonly ignoredBy?: string;
}

/** One speed tried during the back-off (`armada.overlap.ships`). */
export interface Attempt {
  readonly speed: number;
  readonly pose: Pose;
  readonly overlappedShips: readonly string[];
  /** At a reduced speed: whether this position overlaps the tool (allowed, `armada.overlap.tool-allowed`); null otherwise. */
  readonly overlapsTool: boolean | null;
}

/** The closest overlapped ship and how it was measured (`armada.overlap.closest`). */
export interface ClosestShip {
  readonly ship: string;
  readonly distance: number;
  /** Closest point on the moved ship's inner footprint, then on the overlapped ship's. */
  readonly witness: readonly [Point, Point];
  /** Every overlapped ship's distance, in the order met. */
  readonly measured: readonly { readonly ship: string; readonly distance: number }[];
  /** True when another overlapped ship is at the same distance (the moving ship's owner chooses). */
  readonly tie: boolean;
}

export type ToolSideState = 'clear' | 'overlaps-tool';

export interface ArmadaOutcome {
  readonly game: 'armada';
  /** Never set: a ship's maneuver outcome has no `kind` (a squadron move's is "squadron-move"). */
  readonly kind?: undefined;
  readonly ship: string;
  readonly side: Side;
  readonly requestedSpeed: number;
  readonly executedSpeed: number;
  readonly pose: Pose;
  readonly overlappedShips: readonly string[];
  readonly damage: readonly DamageDealt[];
  readonly displacedSquadrons: readonly DisplacedSquadron[];
  readonly obstacles: readonly ObstacleHit[];
  readonly destroyed: boolean;
  readonly trace: readonly TraceStep[];
  /** Extensions. */
  readonly start: Pose;
  readonly yaw: readonly number[];
  readonly speedZeroYaw: number;
  /** The side test at the full plotted speed (`armada.tool.side`); null at speed 0. */
  readonly toolSides: { readonly left: ToolSideState; readonly right: ToolSideState } | null;
  readonly attempts: readonly Attempt[];
  readonly closestShip: ClosestShip | null;
  /** Squadrons that could not be placed anywhere legal (reported, never silently dropped). */
  readonly unplacedSquadrons: readonly string[];
  /** The tool's centre line actually used (P0, pivots, P1), table frame; empty at plain speed 0. */
  readonly tool: readonly Point[];
  /** The speed dial after the maneuver (Navigate persists, a back-off does not, a gravity rift sets 0). */
  readonly speedDial: number;
  /**
   * In a plan only (armada.range.exposure): enemy hull zones that reach the final position, close to long range,
   * kept where the zone's battery can roll a die at that range (armada.range.armament), with those `dice`.
   */
  readonly exposure?: readonly ArmedArcThreat[];
  /** In a plan only (armada.range.exposure): enemy ships in the mover's hull zones from there, close to long range, kept and with `dice` as above. */
  readonly targets?: readonly ArmedArcThreat[];
  /** With effects in force (armada.effects.hooks): the ids of the effects this course used, in the order applied. */
  readonly effectsUsed?: readonly string[];
  /** The extra maneuver an effect granted after this one (armada.effects.extra-maneuver), from this outcome's final position. */
  readonly extraManeuver?: ExtraManeuver;
  /** In a plan only (armada.range.squadron-attack): enemy squadrons at distance 1 of one of the mover's hull zones there. */
  readonly squadronExposure?: readonly SquadronThreat[];
  /**
   * In a plan only (armada.range.squadron-target): enemy squadrons in the mover's hull zones' arcs there, close to long range,
   * kept where the mover's anti-squadron armament can roll a die at that range (armada.range.anti-squadron), with those `dice`.
   */
  readonly squadronTargets?: readonly ArmedSquadronThreat[];
}

/**
 * An extra maneuver (Engine Techs, Quantum Storm): the effect, its rule and the outcome of that
 * maneuver; `outcome` is null and `unavailable` says why when what the first maneuver did rules the
 * card out (it overlapped a ship, the ship was destroyed): the first maneuver still stands.
 */
export interface ExtraManeuver {
  readonly effect: string;
  readonly rule: ArmadaRuleId;
  readonly outcome: ArmadaOutcome | null;
  readonly unavailable: string | null;
}

/** `plan`: every course of one ship with its outcome, and the courses the rules refuse. */
export interface PlannedCourse {
  readonly speed: number;
  readonly yaw: readonly number[];
  readonly side: Side;
  /** Speed minus the dial (a Navigate change is needed when not 0); null when the scenario gives no dial. */
  readonly dialChange: number | null;
  readonly outcome: ArmadaOutcome;
  /** With effects in force: the effects this course needs (`navigate-dial-yaw` for the Navigate dial's yaw raise). */
  readonly effects?: readonly string[];
  /** The joint the Navigate dial raises for this course, when it needs it (`maneuver.navigate.yawJoint`). */
  readonly navigateYawJoint?: number;
  /** The extra maneuvers an effect grants from this course's final position (armada.effects.extra-maneuver). */
  readonly followUps?: readonly PlannedCourse[];
}

export interface IllegalCourse {
  readonly speed: number;
  readonly yaw: readonly number[];
  readonly rule: RuleId;
  readonly message: string;
}

export interface ArmadaPlan {
  readonly game: 'armada';
  /** Never set: a ship's plan has no `kind` (a squadron's reach is "squadron-reach"). */
  readonly kind?: undefined;
  readonly ship: string;
  readonly type: string;
  readonly dialSpeed: number | null;
  readonly courses: readonly PlannedCourse[];
  readonly illegal: readonly IllegalCourse[];
  /** Every course, fewest enemy ships that can shoot it first, then most targets (armada.range.exposure). */
  readonly ranking: readonly ThreatSummary[];
  /**
   * Present only when the plan's work budget ran out (`limits.plan`, src/armada/plan-budget.ts):
   * how many courses and extra maneuvers after courses were not computed.
   */
  readonly budget?: {
    readonly rule: 'limits.plan';
    readonly workUnits: number;
    readonly unitsPerOutcome: number;
    readonly omittedCourses: number;
    readonly omittedFollowUps: number;
  };
}

/** A squadron's declared move checked (`armada.squadron.*`): every rule it breaks is a violation. */
export interface SquadronMoveOutcome {
  readonly game: 'armada';
  readonly kind: 'squadron-move';
  readonly squadron: string;
  readonly from: Point;
  readonly to: Point;
  /** The squadron's speed (catalog) and how far its centre may move, in mm. */
  readonly speed: number;
  readonly reach: number;
  /** How far the centre moved, in mm. */
  readonly moved: number;
  readonly legal: boolean;
  readonly violations: readonly { readonly rule: ArmadaRuleId; readonly message: string }[];
  /** Enemy squadrons engaging it where it starts, and where it ends. */
  readonly engagedBy: readonly string[];
  readonly engagedAfter: readonly string[];
  /** What the end position overlaps (any is a violation). */
  readonly overlapped: { readonly ships: readonly string[]; readonly squadrons: readonly string[] };
  /** Part of the base would be outside the play area (`armada.edge.destroyed`). */
  readonly destroyed: boolean;
  /** Obstacles the base overlaps where it ends, with what that does to a squadron (`armada.obstacle.effects`). */
  readonly obstacles: readonly ObstacleHit[];
  /**
   * Only with `squadronMove.near`: each named ship or squadron, how far the squadron's base ends
   * from it (mm, closest points; a ship's footprint with shield dials) and whether that is within distance 1.
   */
  readonly near?: readonly SquadronDistance[];
  /** Only with `squadronMove.effects`: the ids of those that changed the move. */
  readonly effectsUsed?: readonly string[];
  readonly trace: readonly TraceStep[];
}

/** How far a squadron's base ends from a ship or squadron (`squadronMove.near`). */
export interface SquadronDistance {
  readonly id: string;
  readonly kind: 'ship' | 'squadron';
  readonly distance: number;
  /** The closest points: on the squadron's base, then on the piece. */
  readonly witness: readonly [Point, Point];
  readonly withinDistance1: boolean;
}

/** An enemy ship or squadron (or a piece named by `squadronMove.near`, any owner), and the legal end point closest to it (exact: the closest of every legal end, not of the samples). */
export interface SquadronTarget {
  readonly id: string;
  readonly kind: 'ship' | 'squadron';
  readonly closestEnd: Point;
  /** mm from the squadron's base at that end point to the target (closest points). */
  readonly distance: number;
  /** The closest points: on the squadron's base at `closestEnd`, then on the target. */
  readonly witness: readonly [Point, Point];
  readonly withinDistance1: boolean;
}

/**
 * Where a squadron can end: its centre within `reach` mm of `from`, keeping out of each
 * `keepOut` footprint by `clearance` mm (the squadron's radius), inside the play area.
 * `endPoints` samples that region for drawing (every 10 degrees on six rings); `targets` answers
 * "how close can it get to X" exactly, over the whole region (a legal end on the region's boundary).
 */
export interface SquadronReach {
  readonly game: 'armada';
  readonly kind: 'squadron-reach';
  readonly squadron: string;
  readonly from: Point;
  readonly speed: number;
  readonly reach: number;
  readonly canMove: boolean;
  readonly engagedBy: readonly string[];
  /** `kind` "engagement" (only with Squall): within distance 1 of that enemy squadron, where it may not end. */
  readonly keepOut: readonly { readonly id: string; readonly kind: 'ship' | 'squadron' | 'engagement'; readonly footprint: Rect | Circle; readonly clearance: number }[];
  readonly endPoints: readonly Point[];
  /**
   * The exact boundary of the region its centre may end in (`squadron-closest.ts`): straight
   * edges, arcs (counter-clockwise from `start` to `end`) and whole circles, from the reach circle,
   * the play area's edges shrunk by the base radius and each keep-out grown by it; empty when it
   * cannot move.
   */
  readonly boundary: readonly BoundaryPiece[];
  readonly targets: readonly SquadronTarget[];
  /** Only with `squadronMove.effects`: the ids of those that changed the move. */
  readonly effectsUsed?: readonly string[];
  readonly trace: readonly TraceStep[];
}

/** A requested place checked (`resolve`). */
export interface PlacementOutcome {
  readonly game: 'armada';
  readonly kind: 'placement';
  readonly by: string;
  readonly rule: ArmadaRuleId;
  readonly piece: string;
  readonly pieceKind: 'ship' | 'squadron';
  /** What the distance is measured from: a piece id, "token", or "deployment zone". */
  readonly from: string;
  readonly to: Point | Pose;
  /** The placed base there: a ship's with shield dials, a squadron's circle. */
  readonly base: Rect | Circle;
  /** The distance band's outer edge in mm; null for the deployment zone. */
  readonly within: number | null;
  /** mm from the placed base to what it is measured from (closest points); null for the deployment zone. */
  readonly distance: number | null;
  readonly legal: boolean;
  readonly violations: readonly { readonly rule: ArmadaRuleId; readonly message: string }[];
  readonly overlapped: { readonly ships: readonly string[]; readonly squadrons: readonly string[] };
  /** Squadrons under a ship placed by Hyperspace Assault: the other player places them touching it. */
  readonly squadronsToPlace: readonly string[];
  /** Enemy squadrons engaging a placed squadron there. */
  readonly engagedBy: readonly string[];
  readonly trace: readonly TraceStep[];
}

/** Where the piece may go (`plan`): sampled legal centres on a square grid, and what bounds them. */
export interface PlacementRegion {
  readonly game: 'armada';
  readonly kind: 'placement-region';
  readonly by: string;
  readonly rule: ArmadaRuleId;
  readonly piece: string;
  readonly pieceKind: 'ship' | 'squadron';
  readonly from: string;
  readonly within: number | null;
  /** What the distance is measured from, as a shape (a token as a circle of radius 1e-6 mm: its centre); null for the deployment zone. */
  readonly reference: Shape | null;
  /** The deployment zone (Corvus): the rectangle the base must stay in; null otherwise. */
  readonly zone: { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number } | null;
  /** A ship's heading for the listed positions; null for a squadron. */
  readonly heading: number | null;
  /** Grid spacing of the samples, mm. */
  readonly step: number;
  /** Legal centres (sampled); with `unengaged`, only those where the squadron is unengaged when any is. */
  readonly points: readonly Point[];
  readonly unengagedOnly: boolean;
  readonly trace: readonly TraceStep[];
}

/** What the Armada engine's `resolve` answers: a ship's maneuver, a squadron's move, obstacle moves, or a placement. */
export type ArmadaResolved = ArmadaOutcome | SquadronMoveOutcome | ObstacleMovesOutcome | PlacementOutcome;
/** What the Armada engine's `plan` answers: a ship's courses, a squadron's reach, or where a piece may be placed. */
export type ArmadaPlanned = ArmadaPlan | SquadronReach | PlacementRegion;
