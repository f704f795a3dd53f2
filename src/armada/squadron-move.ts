/**
 * Squadron movement (`armada.squadron.move`, `armada.squadron.no-overlap`,
 * `armada.squadron.engaged`): a declared move checked, and where a squadron can end.
 *
 * - Reach: the centre may end anywhere within D(speed) of where it starts, D the outer edge of
 *   distance band `speed` (`armada.range.bands`); a cloak move reaches distance 1.
 * - The end position may not overlap a ship (with its shield dials and frames) or another squadron.
 * - Engaged: an enemy squadron (another owner) at distance 1 whose line of sight is not obstructed
 *   by an obstacle or a ship engages it. An engaged squadron cannot move unless every squadron
 *   engaging it is `heavy`, or it has `grit` (or is next to a friendly `intel` squadron) and exactly
 *   one squadron engages it, or it makes a `cloak` move. Only the start and end positions matter:
 *   moving over anything is free.
 * - Keywords that do not change where it may end (escort, rogue, relay, strategic) are named in the
 *   trace with what they do change (`armada.squadron.keywords`).
 * - Effects on the move (`squadron-effects.ts`): speed changes of its own move, a card's move of a
 *   distance, and effects from enemy pieces at distance 1 (Instigator, Ketsu Onyo), read where it
 *   starts (Instigator also where a Squall move ends).
 * - A squadron with any part of its base outside the play area is destroyed (`armada.edge.destroyed`).
 */
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import { distance, insideArea, overlaps } from '../geometry/index.ts';
import type { Circle, Point, Rect } from '../geometry/shapes.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import type { ArmadaRuleId } from './rules.ts';
import { SQUADRON_RADIUS } from './catalog/bases.ts';
import { DISTANCE_BANDS } from './catalog/distances.ts';
import type { Footprint } from './footprint.ts';
import { overlapRect, squadronCircle } from './footprint.ts';
import { ReachRegion } from './squadron-closest.ts';
import type { SquadronEffectUse } from './catalog/squadron-effects.ts';
import type { Slowed } from './squadron-effects.ts';
import { squadronMoveRules } from './squadron-effects.ts';
import type { SquadronMoveOutcome, SquadronReach, SquadronTarget } from './outcome.ts';
import type { SquadronOnTable, World } from './world.ts';

/** The squadron keywords that change movement or engagement (others are accepted and ignored here). */
export const MOVEMENT_KEYWORDS = ['heavy', 'grit', 'intel', 'cloak'] as const;

interface Engagement {
  readonly engagedBy: readonly SquadronOnTable[];
  /** Squadrons it is treated as engaged by besides those (Instigator), none with heavy. */
  readonly extra: number;
  readonly canMove: boolean;
  readonly trace: readonly TraceStep[];
}

/** An effect from an enemy piece that treats the squadron as engaged by more squadrons (Instigator). */
interface TreatedEngaged {
  readonly id: string;
  readonly name: string;
  readonly rule: ArmadaRuleId;
  readonly source: string;
  readonly count: number;
}

const has = (squadron: SquadronOnTable, keyword: string) => squadron.keywords.includes(keyword);
const enemies = (a: SquadronOnTable, b: { readonly owner: string | undefined }) => a.owner !== undefined && b.owner !== undefined && a.owner !== b.owner;

/**
 * What obstructs the line of sight between two squadrons (RRG "Line of Sight", "Obstructed"): an
 * obstacle token, or a ship (its base without the shield dials and their frames, `ship.inner`);
 * squadrons never do. Null when the line is clear.
 */
function blockedBy(world: World, from: Point, to: Point): string | null {
  if (Math.hypot(to.x - from.x, to.y - from.y) === 0) return null;
  const sight = { kind: 'strip', from, to, width: 1e-3 } as const;
  for (const obstacle of world.obstacles) {
    if (overlaps(sight, { kind: 'polygon', points: obstacle.outline })) return obstacle.id;
  }
  for (const ship of world.ships) {
    if (overlaps(sight, ship.inner.shape)) return `the ship ${ship.id}`;
  }
  return null;
}

/**
 * Who engages the squadron at `position`, and whether it may move (armada.squadron.engaged, RRG
 * "Engagement", "Squadron Keywords" and the FAQ):
 * - every enemy squadron at distance 1 whose line of sight is not obstructed engages it, heavy ones
 *   included (so engagement is symmetric); a heavy squadron only does not prevent it from moving;
 * - grit (its own, or from a friendly intel squadron at distance 1) lets it move while engaged by
 *   exactly one squadron; engaged by several, at least one without heavy, it cannot move (FAQ);
 * - a cloak move is allowed while engaged.
 */
export function engagementOf(world: World, squadron: SquadronOnTable, position: Point, cloakMove: boolean, treated: readonly TreatedEngaged[] = []): Engagement {
  const trace: TraceStep[] = [];
  const engagedBy: SquadronOnTable[] = [];
  const here = squadronCircle(position);
  for (const other of world.squadrons) {
    if (other.index === squadron.index || !enemies(squadron, other)) continue;
    const gap = distance(here, squadronCircle(other.position));
    if (gap.distance > DISTANCE_BANDS[0]) continue;
    const wall = blockedBy(world, gap.a, gap.b);
    if (wall !== null) {
      trace.push(step('armada.squadron.engaged', `${other.id} is at distance 1 but ${wall} obstructs line of sight: no engagement.`));
      continue;
    }
    engagedBy.push(other);
  }
  const extra = treated.reduce((n, t) => n + t.count, 0);
  for (const t of treated) trace.push(step(t.rule, `${t.name} (${t.source}) is at distance 1: ${squadron.id} is treated as engaged by ${t.count} more squadrons without heavy.`));
  if (engagedBy.length + extra === 0) return { engagedBy, extra, canMove: true, trace };
  const names = [...engagedBy.map((s) => s.id), ...treated.map((t) => `${t.count} more (${t.name})`)].join(', ');
  const preventing = [...engagedBy.filter((s) => !has(s, 'heavy')).map((s) => s.id), ...treated.map((t) => t.name)];
  const heavy = engagedBy.filter((s) => has(s, 'heavy'));
  if (heavy.length > 0) trace.push(step('armada.squadron.engaged', `Engaged with ${heavy.map((s) => s.id).join(', ')}, which ${heavy.length === 1 ? 'is' : 'are'} heavy: ${heavy.length === 1 ? 'it does' : 'they do'} not prevent it from moving.`));
  if (cloakMove) {
    trace.push(step('armada.squadron.engaged', `Engaged by ${names}, but a cloak move is allowed while engaged.`));
    return { engagedBy, extra, canMove: true, trace };
  }
  if (preventing.length === 0) {
    trace.push(step('armada.squadron.engaged', 'Only heavy squadrons engage it: it may move.'));
    return { engagedBy, extra, canMove: true, trace };
  }
  const intel = world.squadrons.find((s) => s.index !== squadron.index && has(s, 'intel') && !enemies(squadron, s) && s.owner === squadron.owner
    && distance(here, squadronCircle(s.position)).distance <= DISTANCE_BANDS[0]);
  const grit = has(squadron, 'grit') || intel !== undefined;
  if (grit && engagedBy.length + extra === 1) {
    trace.push(step('armada.squadron.engaged', `Engaged by ${names} only, and ${has(squadron, 'grit') ? 'it has grit' : `the friendly intel squadron ${intel!.id} gives it grit`}: it may move.`));
    return { engagedBy, extra, canMove: true, trace };
  }
  trace.push(step('armada.squadron.engaged', `Engaged by ${names}: it cannot move${grit ? ` (grit helps only while engaged by one squadron; ${preventing.join(', ')} ${preventing.length === 1 ? 'lacks' : 'lack'} heavy)` : ''}.`));
  return { engagedBy, extra, canMove: false, trace };
}

/**
 * Keywords of the squadron, or of the squadrons engaging it, that the rules reference lists with
 * squadron movement but that do not change where it may end (RRG "Squadron Keywords", FAQ
 * "Squadrons"): named in the trace so the reader sees they were considered.
 */
function keywordNotes(squadron: SquadronOnTable, engagedBy: readonly SquadronOnTable[]): TraceStep[] {
  const out: TraceStep[] = [];
  if (has(squadron, 'rogue')) out.push(step('armada.squadron.activation', `${squadron.id} has rogue: activated in the Squadron Phase it may move and attack, in either order; how far it moves is unchanged.`));
  const escorts = engagedBy.filter((s) => has(s, 'escort'));
  if (escorts.length > 0) out.push(step('armada.squadron.keywords', `${escorts.map((s) => s.id).join(', ')} ${escorts.length === 1 ? 'has' : 'have'} escort: engaged with ${escorts.length === 1 ? 'it' : 'them'}, ${squadron.id} cannot attack squadrons without escort; escort does not change engagement or movement.`));
  if (has(squadron, 'relay')) out.push(step('armada.squadron.keywords', `${squadron.id} has relay: a friendly ship's Squadron command may activate squadrons at distance 1-3 of it; that is activation range, not movement.`));
  if (has(squadron, 'strategic')) out.push(step('armada.squadron.keywords', `${squadron.id} has strategic: where it ends it may move an objective token at distance 1 of it; objective tokens are not part of a scenario, so that is not checked.`));
  return out;
}

/** What the effects from enemy pieces do to the squadron with its centre at `at` (Instigator, Ketsu Onyo). */
function nearSources(world: World, squadron: SquadronOnTable, uses: readonly SquadronEffectUse[], at: Point): { treated: TreatedEngaged[]; slowed: Slowed | null; trace: TraceStep[] } {
  const treated: TreatedEngaged[] = [];
  let slowed: Slowed | null = null;
  const trace: TraceStep[] = [];
  const here = squadronCircle(at);
  for (const use of uses) {
    const p = use.record.primitive;
    if ((p.kind !== 'engaged-near-source' && p.kind !== 'slowed-near-source') || use.source === undefined) continue;
    const ship = world.ships.find((s) => s.id === use.source);
    const other = world.squadrons.find((s) => s.id === use.source);
    const shape = ship !== undefined ? ship.inner.shape : other !== undefined ? squadronCircle(other.position) : null;
    if (shape === null) continue;
    const gap = distance(here, shape).distance;
    const within = DISTANCE_BANDS[p.within - 1] ?? 0;
    if (gap > within) {
      trace.push(step('armada.effects.condition', `${use.record.name} (${use.source}) is ${mm(gap)} mm away, beyond distance ${p.within}: no effect.`));
      continue;
    }
    if (p.kind === 'engaged-near-source') treated.push({ id: use.record.id, name: use.record.name, rule: use.record.rule, source: use.source, count: p.count });
    else if (slowed === null) slowed = { id: use.record.id, name: use.record.name, rule: use.record.rule, source: use.source, by: p.by, min: p.min };
  }
  return { treated, slowed, trace };
}

/**
 * Keywords the move's effects give the squadron for this activation (`armada.effects.squadron-keywords`):
 * the squadron with them added, the trace and the ids of the effects that gave one.
 */
function gainKeywords(world: World, squadron: SquadronOnTable, uses: readonly SquadronEffectUse[]): { squadron: SquadronOnTable; trace: TraceStep[]; used: string[] } {
  const trace: TraceStep[] = [];
  const used: string[] = [];
  let keywords = [...squadron.keywords];
  for (const { record } of uses) {
    const p = record.primitive;
    if (p.kind !== 'gain-keywords') continue;
    if (p.withKeyword !== undefined && !keywords.includes(p.withKeyword)) {
      trace.push(step('armada.effects.condition', `${record.name} is for squadrons with ${p.withKeyword}; ${squadron.id} has none.`));
      continue;
    }
    if (p.withoutKeyword !== undefined && keywords.includes(p.withoutKeyword)) {
      trace.push(step('armada.effects.condition', `${record.name} is for squadrons without ${p.withoutKeyword}; ${squadron.id} has it.`));
      continue;
    }
    if (p.nearFriendlyWith !== undefined) {
      const here = squadronCircle(squadron.position);
      const friend = world.squadrons.find((s) => s.index !== squadron.index && s.owner !== undefined && s.owner === squadron.owner && has(s, p.nearFriendlyWith!) && distance(here, squadronCircle(s.position)).distance <= DISTANCE_BANDS[0]);
      if (friend === undefined) {
        trace.push(step('armada.effects.condition', `${record.name}: no friendly squadron with ${p.nearFriendlyWith} is at distance 1 of ${squadron.id}.`));
        continue;
      }
      trace.push(step(record.rule, `${record.name}: ${friend.id} has ${p.nearFriendlyWith} and is at distance 1.`));
    }
    const added = p.keywords.filter((k) => !keywords.includes(k));
    if (added.length === 0) {
      trace.push(step(record.rule, `${record.name} gives ${p.keywords.join(' and ')}; ${squadron.id} already has ${p.keywords.length === 1 ? 'it' : 'them'}.`));
      continue;
    }
    keywords = [...keywords, ...added];
    used.push(record.id);
    trace.push(step(record.rule, `${record.name}: ${squadron.id} gains ${added.join(' and ')} for this activation${record.cost !== undefined ? `; it ${record.cost}` : ''} (armada.effects.squadron-keywords).`));
  }
  return { squadron: used.length === 0 ? squadron : { ...squadron, keywords }, trace, used };
}

/** Records of the move's own effects (the sourced ones are read by `nearSources`). */
const ownEffects = (uses: readonly SquadronEffectUse[]) => uses.map((u) => u.record).filter((r) => r.from === undefined);

/** How far the centre may go: the outer edge of distance band `speed`, or distance 1 for a cloak move. */
export function reachOf(speed: number, cloakMove: boolean): number {
  return cloakMove ? DISTANCE_BANDS[0] : DISTANCE_BANDS[Math.min(speed, DISTANCE_BANDS.length) - 1] ?? 0;
}

/** What the end position overlaps: ships (with shield dials) and other squadrons (armada.squadron.no-overlap). */
function overlapsAt(world: World, squadron: SquadronOnTable, at: Circle): { ships: string[]; squadrons: string[] } {
  // Bounding circles farther apart than the contact tolerance cannot overlap: only the others reach the kernel.
  const near = (f: Footprint) => Math.hypot(at.x - f.cx, at.y - f.cy) <= f.r + at.radius + CONTACT_TOLERANCE;
  const ships = world.ships.filter((ship) => near(ship.overlap) && overlaps(at, ship.overlap.shape)).map((s) => s.id);
  const squadrons = world.squadrons.filter((other) => other.index !== squadron.index && near(other.body) && overlaps(at, other.body.shape)).map((s) => s.id);
  return { ships, squadrons };
}

const mm = (value: number) => value.toFixed(2);

/** Checks a declared move of `squadron` to `to` (the outcome lists every rule it breaks). */
export function moveSquadron(world: World, listed: SquadronOnTable, speed: number, to: Point, cloakMove: boolean, near: readonly string[] = [], uses: readonly SquadronEffectUse[] = []): SquadronMoveOutcome {
  const gained = gainKeywords(world, listed, uses);
  const squadron = gained.squadron;
  const trace: TraceStep[] = [...gained.trace];
  const violations: { rule: ArmadaRuleId; message: string }[] = [];
  const effects = ownEffects(uses);
  const start = nearSources(world, squadron, uses, squadron.position);
  const engagement = engagementOf(world, squadron, squadron.position, cloakMove, start.treated);
  const rules = squadronMoveRules(squadron, speed, { any: engagement.engagedBy.length + engagement.extra > 0, canMove: engagement.canMove }, cloakMove, effects, start.slowed);
  const reach = rules.reach;
  const cardMove = cloakMove ? undefined : effects.find((e) => e.primitive.kind === 'card-move');
  const card = cardMove === undefined ? null : `a card's move (${cardMove.id})`;
  const moved = Math.hypot(to.x - squadron.position.x, to.y - squadron.position.y);
  trace.push(step('armada.squadron.move', cloakMove
    ? `${squadron.id} makes a cloak move: up to distance 1 (${mm(reach)} mm).`
    : card !== null
      ? `${squadron.id} makes ${card}: up to ${mm(reach)} mm.`
      : `${squadron.id} has speed ${rules.speed}: its centre may end within distance ${Math.min(rules.speed, DISTANCE_BANDS.length)} (${mm(reach)} mm) of where it starts.`));
  trace.push(...start.trace, ...engagement.trace, ...keywordNotes(squadron, engagement.engagedBy), ...rules.trace);
  if (!rules.canMove && moved > 0) {
    violations.push({ rule: rules.stoppedBy ?? 'armada.squadron.engaged', message: `${squadron.id} is engaged by ${[...engagement.engagedBy.map((s) => s.id), ...start.treated.map((t) => `${t.count} more (${t.name})`)].join(', ')} and cannot move` });
  }
  if (moved > reach + 1e-6) {
    violations.push({ rule: 'armada.squadron.move', message: `${squadron.id} would move ${mm(moved)} mm; it may move at most ${mm(reach)} mm` });
  } else {
    trace.push(step('armada.squadron.move', `It moves ${mm(moved)} mm, within ${mm(reach)} mm (moving over ships, squadrons and obstacles is free).`));
  }
  const end = squadronCircle(to);
  const hit = overlapsAt(world, squadron, end);
  if (hit.ships.length + hit.squadrons.length > 0) {
    violations.push({ rule: 'armada.squadron.no-overlap', message: `the end position overlaps ${[...hit.ships, ...hit.squadrons].join(', ')}` });
  } else {
    trace.push(step('armada.squadron.no-overlap', 'The end position overlaps no ship and no other squadron.'));
  }
  const destroyed = !insideArea(end, world.width, world.height);
  if (destroyed) trace.push(step('armada.edge.destroyed', `Part of ${squadron.id}'s base would be outside the play area: it is destroyed.`));
  // Obstacles count only where the squadron ends (armada.obstacle.final-only), each with its squadron effect.
  const obstacles = destroyed ? [] : world.obstacles
    .filter((o) => Math.hypot(to.x - o.body.cx, to.y - o.body.cy) <= o.body.r + SQUADRON_RADIUS + CONTACT_TOLERANCE && overlaps(end, { kind: 'polygon', points: o.outline }))
    .map((o) => ({ id: o.id, type: o.record.type, effect: o.record.squadronEffect }));
  for (const hit of obstacles) {
    trace.push(step('armada.obstacle.effects', `It ends overlapping ${hit.id} (${hit.type}): ${hit.effect === 'nothing' ? 'no effect on a squadron' : `it ${hit.effect}`}.`));
  }
  const after = engagementOf(world, squadron, to, false, nearSources(world, squadron, uses, to).treated);
  if (rules.unengagedAtEnd !== null && after.engagedBy.length + after.extra > 0 && moved > 0) {
    violations.push({ rule: rules.unengagedAtEnd, message: `${squadron.id} would end engaged${after.engagedBy.length > 0 ? ` by ${after.engagedBy.map((s) => s.id).join(', ')}` : ''}${after.extra > 0 ? `${after.engagedBy.length > 0 ? ' and' : ''} as if by ${after.extra} more squadrons` : ''}` });
  }
  const distances = namedPieces(world, squadron, near).map((piece) => {
    const gap = distance(end, piece.shape);
    trace.push(step('armada.squadron.move', `From there its base is ${mm(gap.distance)} mm from ${piece.kind} ${piece.id}: ${gap.distance <= DISTANCE_BANDS[0] ? 'within' : 'beyond'} distance 1 (${mm(DISTANCE_BANDS[0])} mm).`));
    return { id: piece.id, kind: piece.kind, distance: gap.distance, witness: [gap.a, gap.b] as const, withinDistance1: gap.distance <= DISTANCE_BANDS[0] };
  });
  const legal = violations.length === 0;
  trace.push(step('armada.squadron.move', legal ? 'The move is legal.' : `The move breaks ${violations.length} rule(s).`));
  return {
    game: 'armada',
    kind: 'squadron-move',
    squadron: squadron.id,
    from: squadron.position,
    to,
    speed: rules.speed,
    reach,
    moved,
    legal,
    violations,
    engagedBy: engagement.engagedBy.map((s) => s.id),
    engagedAfter: after.engagedBy.map((s) => s.id),
    overlapped: hit,
    destroyed,
    obstacles,
    ...(near.length > 0 ? { near: distances } : {}),
    ...(uses.length > 0 ? { effectsUsed: [...gained.used, ...start.treated.map((t) => t.id), ...rules.used] } : {}),
    trace,
  };
}

/** A ship or squadron the squadron measures to: its footprint (a ship's with shield dials, `armada.squadron.no-overlap`). */
interface Piece {
  readonly id: string;
  readonly kind: 'ship' | 'squadron';
  readonly shape: Rect | Circle;
}

/** The ships and squadrons named by `near`, any owner, in the order named (prepare checked the ids). */
function namedPieces(world: World, squadron: SquadronOnTable, near: readonly string[]): Piece[] {
  const out: Piece[] = [];
  for (const id of near) {
    const ship = world.ships.find((s) => s.id === id);
    if (ship !== undefined) { out.push({ id, kind: 'ship', shape: overlapRect(ship.size, ship.pose) }); continue; }
    const other = world.squadrons.find((s) => s.id === id && s.index !== squadron.index);
    if (other !== undefined) out.push({ id, kind: 'squadron', shape: squadronCircle(other.position) });
  }
  return out;
}

/** Sample directions (every 10 degrees) and radii (sixths of the reach) of the reach disc. */
function samplePoints(from: Point, reach: number): Point[] {
  const points: Point[] = [{ x: from.x, y: from.y }];
  for (let ring = 1; ring <= 6; ring++) {
    const r = (reach * ring) / 6;
    for (let k = 0; k < 36; k++) {
      const a = (k * Math.PI) / 18;
      points.push({ x: from.x + r * Math.sin(a), y: from.y + r * Math.cos(a) });
    }
  }
  return points;
}

/** Whether a squadron centred at `at` may end there: no overlap, inside the play area. */
function clearEnd(world: World, squadron: SquadronOnTable, at: Point): boolean {
  const end = squadronCircle(at);
  const hit = overlapsAt(world, squadron, end);
  return hit.ships.length === 0 && hit.squadrons.length === 0 && insideArea(end, world.width, world.height);
}

/**
 * Where the squadron can end: the reach disc, the regions its centre must keep out of (within 17 mm
 * of a ship's footprint, within 34 mm of another squadron's centre), a sampled set of legal end
 * points (for drawing), and for each enemy ship and squadron the legal end point closest to it,
 * exact (src/armada/squadron-closest.ts), not sampled.
 */
export function squadronReach(world: World, listed: SquadronOnTable, speed: number, cloakMove: boolean, near: readonly string[] = [], uses: readonly SquadronEffectUse[] = []): SquadronReach {
  const gained = gainKeywords(world, listed, uses);
  const squadron = gained.squadron;
  const trace: TraceStep[] = [...gained.trace];
  const effects = ownEffects(uses);
  const start = nearSources(world, squadron, uses, squadron.position);
  const engagement = engagementOf(world, squadron, squadron.position, cloakMove, start.treated);
  const rules = squadronMoveRules(squadron, speed, { any: engagement.engagedBy.length + engagement.extra > 0, canMove: engagement.canMove }, cloakMove, effects, start.slowed);
  trace.push(...start.trace, ...engagement.trace, ...keywordNotes(squadron, engagement.engagedBy), ...rules.trace);
  const canMove = rules.canMove;
  const reach = canMove ? rules.reach : 0;
  trace.push(step('armada.squadron.move', canMove
    ? `${squadron.id} may end with its centre within ${mm(reach)} mm of ${mm(squadron.position.x)}, ${mm(squadron.position.y)}, clear of every ship and squadron${rules.unengagedAtEnd !== null ? ' and not engaged' : ''}.`
    : `${squadron.id} cannot move: it may only stay where it is.`));
  const keepOut = [
    ...world.ships.map((ship) => ({ id: ship.id, kind: 'ship' as const, footprint: overlapRect(ship.size, ship.pose) as Rect | Circle, clearance: SQUADRON_RADIUS })),
    ...world.squadrons.filter((s) => s.index !== squadron.index).map((s) => ({ id: s.id, kind: 'squadron' as const, footprint: squadronCircle(s.position) as Rect | Circle, clearance: SQUADRON_RADIUS })),
  ];
  // Squall: it may not end engaged. The plan keeps its centre beyond distance 1 of every enemy
  // squadron (the region's closest ends ignore obstruction there: they may be farther than needed).
  const unengaged = canMove && rules.unengagedAtEnd !== null;
  const engagedAt = (p: Point) => {
    const e = engagementOf(world, squadron, p, false, nearSources(world, squadron, uses, p).treated);
    return e.engagedBy.length + e.extra;
  };
  const engagementZones = unengaged
    ? world.squadrons.filter((s) => enemies(squadron, s)).map((s) => ({ id: s.id, kind: 'engagement' as const, footprint: { kind: 'circle', x: s.position.x, y: s.position.y, radius: SQUADRON_RADIUS + DISTANCE_BANDS[0] + 1e-6 } as Rect | Circle, clearance: SQUADRON_RADIUS }))
    : [];
  const endPoints = canMove
    ? samplePoints(squadron.position, reach).filter((p) => clearEnd(world, squadron, p) && (!unengaged || engagedAt(p) === 0))
    : [squadron.position];
  const targets: SquadronTarget[] = [];
  const consider: Piece[] = [
    ...world.ships.filter((s) => enemies(squadron, s)).map((s) => ({ id: s.id, kind: 'ship' as const, shape: overlapRect(s.size, s.pose) as Rect | Circle })),
    ...world.squadrons.filter((s) => enemies(squadron, s)).map((s) => ({ id: s.id, kind: 'squadron' as const, shape: squadronCircle(s.position) as Rect | Circle })),
  ];
  // Pieces named by `near` (a friendly ship to stay within distance 1 of, ...), after the enemies.
  for (const piece of namedPieces(world, squadron, near)) if (!consider.some((c) => c.id === piece.id)) consider.push(piece);
  const region = new ReachRegion({ from: squadron.position, reach, width: world.width, height: world.height, keepOut: [...keepOut, ...engagementZones].map((k) => ({ shape: k.footprint })) });
  // Instigator's distance 1 is not one of the region's keep-outs: a closest end inside it is left out, said in the trace.
  const instigated = unengaged && uses.some((u) => u.record.primitive.kind === 'engaged-near-source');
  for (const target of consider) {
    const best = region.closestTo(target.shape);
    if (best === null) continue;
    if (instigated && engagedAt(best.point) > 0) {
      trace.push(step(rules.unengagedAtEnd ?? 'armada.effects.squall', `The closest end to ${target.id} would be engaged (within distance 1 of an Instigator): not listed.`));
      continue;
    }
    const gap = distance(squadronCircle(best.point), target.shape);
    targets.push({ id: target.id, kind: target.kind, closestEnd: best.point, distance: gap.distance, witness: [gap.a, gap.b], withinDistance1: gap.distance <= DISTANCE_BANDS[0] });
  }
  return {
    game: 'armada',
    kind: 'squadron-reach',
    squadron: squadron.id,
    from: squadron.position,
    speed: rules.speed,
    reach,
    canMove,
    engagedBy: engagement.engagedBy.map((s) => s.id),
    keepOut: unengaged ? [...keepOut, ...engagementZones] : keepOut,
    endPoints,
    boundary: canMove ? region.boundary() : [],
    targets,
    ...(uses.length > 0 ? { effectsUsed: [...gained.used, ...start.treated.map((t) => t.id), ...rules.used] } : {}),
    trace,
  };
}
