/**
 * Cards that change what overlapping does (`armada.effects.obstacle-exception`,
 * `armada.effects.overlap-damage`), read after the move from the moving ship's cards (its
 * `effects` and the maneuver's) and from the cards of the ships it overlapped (their `effects`):
 *
 * - obstacle exceptions: Jaina's Light and Chart Officer cancel every overlapped obstacle's
 *   effect (all or none, Armada Wiki clarification); Asteroid Tactics, Dangerous Territory and the
 *   Asteroids campaign objective cancel asteroid (and debris) fields for the second player's ships;
 * - overlap damage: Damaged Controls (1 more facedown card for overlapping a ship, and for each
 *   obstacle, in that order; Jaina's Light cancels the obstacle's card, Chart Officer and the
 *   objectives do not), Hardened Bulkheads (1 fewer overlap card against a smaller size class),
 *   Amity (1 more facedown card to both ships, not reduced by Hardened Bulkheads), Eclipse and
 *   Garel's Honor (the enemy's overlap card faceup).
 *
 * Texts and clarifications: Armada Wiki "Rules & Rulings" (repository Polkadoty/armada-wiki,
 * `public/rulings/upgrades.html`, `damage-cards.html`, `objectives.html`, `campaign.html`, ARC
 * clarifications of 2025-07-11). Pure; nothing here changes its inputs.
 */
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import type { ArmadaEffectUse } from '../schema/armada.ts';
import type { EffectPrimitive, EffectRecord } from './catalog/effects.ts';
import { findEffect } from './catalog/effects.ts';
import type { DamageDealt, ObstacleHit } from './outcome.ts';
import type { ShipOnTable, World } from './world.ts';

const SIZE_ORDER = ['small', 'medium', 'large', 'huge'];

function idOf(use: ArmadaEffectUse): string {
  return typeof use === 'string' ? use : use.effect;
}

/** Per world, per ship and kind: the records `cardsOf` found (a plan asks for every course). */
const CACHE = new WeakMap<World, Map<string, EffectRecord[]>>();
const NONE: EffectRecord[] = [];

/** The records of `kind` listed for a ship whose conditions the scenario shows to hold (second player, size class). */
function cardsOf(table: World, ship: ShipOnTable, moving: boolean, kind: EffectPrimitive['kind']): EffectRecord[] {
  const own = table.scenario.ships[ship.index]?.effects;
  const extra = moving && table.scenario.maneuver?.ship === ship.id ? table.scenario.maneuver.effects : undefined;
  if ((own === undefined || own.length === 0) && (extra === undefined || extra.length === 0)) return NONE;
  let cache = CACHE.get(table);
  if (cache === undefined) CACHE.set(table, (cache = new Map()));
  const key = `${ship.index}|${moving}|${kind}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const found = listedCards(table, ship, [...(own ?? []), ...(extra ?? [])], kind);
  cache.set(key, found);
  return found;
}

function listedCards(table: World, ship: ShipOnTable, listed: readonly ArmadaEffectUse[], kind: EffectPrimitive['kind']): EffectRecord[] {
  const out: EffectRecord[] = [];
  for (const use of listed) {
    const found = findEffect(idOf(use));
    if (!found.ok || out.includes(found.record) || !found.record.primitives.some((p) => p.kind === kind)) continue;
    const c = found.record.condition ?? {};
    const second = table.scenario.secondPlayer;
    if (c.secondPlayer && second !== undefined && ship.owner !== second) continue;
    if (c.sizes !== undefined && !c.sizes.includes(ship.size)) continue;
    out.push(found.record);
  }
  return out;
}

/** An obstacle exception in force for the moving ship: the card and the obstacle types it cancels (null: every type). */
export interface ObstacleExemption {
  readonly record: EffectRecord;
  readonly types: readonly string[] | null;
}

/** Whether any ship of the scenario, or its maneuver, lists a card (`effects`). */
export function listsCards(table: World): boolean {
  const { ships, maneuver } = table.scenario;
  if (maneuver?.effects !== undefined && maneuver.effects.length > 0) return true;
  for (let i = 0; i < ships.length; i++) {
    const own = ships[i]!.effects;
    if (own !== undefined && own.length > 0) return true;
  }
  return false;
}

export function obstacleExemptions(table: World, ship: ShipOnTable): readonly ObstacleExemption[] {
  const cards = cardsOf(table, ship, true, 'obstacle-no-effect');
  if (cards.length === 0) return NO_EXEMPTIONS;
  return cards.map((record) => {
    const p = record.primitives.find((q) => q.kind === 'obstacle-no-effect');
    return { record, types: p?.kind === 'obstacle-no-effect' && p.types !== undefined ? p.types : null };
  });
}

const NO_EXEMPTIONS: readonly ObstacleExemption[] = Object.freeze([]);

/** The exemption that cancels an obstacle of `type`, the unconditional ones (Jaina's Light) first. */
export function exemptionFor(exemptions: readonly ObstacleExemption[], type: string): ObstacleExemption | null {
  return exemptions.find((e) => e.types !== null && e.types.includes(type)) ?? exemptions.find((e) => e.types === null && e.record.cost === undefined) ?? exemptions.find((e) => e.types === null) ?? null;
}

const changeOf = (record: EffectRecord) => record.primitives.find((p) => p.kind === 'overlap-damage');
const has = (records: readonly EffectRecord[], change: string) => records.find((r) => { const p = changeOf(r); return p?.kind === 'overlap-damage' && p.change === change; });

export interface AdjustedDamage {
  readonly damage: DamageDealt[];
  readonly trace: TraceStep[];
  readonly used: string[];
}

/**
 * The damage after the moving ship's maneuver with the overlap cards in force: `damage` holds the
 * overlap cards (`armada.overlap.damage`), `closest` the overlapped ship that took one, `overlapped`
 * every ship overlapped, `hits` the obstacles at the final position.
 */
export function adjustDamage(table: World, mover: ShipOnTable, closest: string | null, overlapped: readonly string[], hits: readonly ObstacleHit[], damage: readonly DamageDealt[]): AdjustedDamage {
  // No ship of the table lists a card (nor the maneuver): nothing changes (the cards below are all read from these lists).
  if (!listsCards(table)) return { damage: damage.map((d) => ({ ...d })), trace: [], used: [] };
  const out = damage.map((d) => ({ ...d }));
  const trace: TraceStep[] = [];
  const used: string[] = [];
  const own = cardsOf(table, mover, true, 'overlap-damage');
  const enemy = (other: ShipOnTable) => other.owner !== undefined && mover.owner !== undefined && other.owner !== mover.owner;
  const shipOf = (id: string) => table.ships.find((s) => s.id === id);
  const closestShip = closest === null ? undefined : shipOf(closest);

  // Hardened Bulkheads: the overlap card of a large ship against a smaller size class is not dealt.
  if (closestShip !== undefined) {
    const pairs: [ShipOnTable, ShipOnTable, boolean][] = [[mover, closestShip, true], [closestShip, mover, false]];
    for (const [holder, other, moving] of pairs) {
      const card = has(cardsOf(table, holder, moving, 'overlap-damage'), 'fewer-vs-smaller');
      if (card === undefined) continue;
      if (SIZE_ORDER.indexOf(other.size) >= SIZE_ORDER.indexOf(holder.size)) {
        trace.push(step(card.rule, `${card.name}: ${other.id} is not of a smaller size class than ${holder.id}, so its overlap card is dealt.`));
        continue;
      }
      const k = out.findIndex((d) => d.ship === holder.id && !d.faceup);
      if (k >= 0) out.splice(k, 1);
      used.push(card.id);
      trace.push(step(card.rule, `${card.name}: ${holder.id} (${holder.size}) ${moving ? 'overlapped' : 'was overlapped by'} ${other.id} (${other.size}), a smaller size class: 1 fewer facedown damage card to ${holder.id}.`));
    }
  }

  // Garel's Honor (the moving ship's): the enemy it overlaps takes its card faceup.
  const garel = has(own, 'faceup-when-overlapping');
  if (garel !== undefined && closestShip !== undefined && enemy(closestShip)) {
    const k = out.findIndex((d) => d.ship === closestShip.id);
    if (k >= 0) {
      out[k] = { ...out[k]!, faceup: true };
      used.push(garel.id);
      trace.push(step(garel.rule, `${garel.name}: ${closestShip.id} suffers its overlap card faceup instead of facedown.`));
    }
  }

  // Eclipse (an overlapped ship's): the enemy that overlaps it takes its card faceup.
  for (const id of overlapped) {
    const other = shipOf(id);
    if (other === undefined || !enemy(other)) continue;
    const eclipse = has(cardsOf(table, other, false, 'overlap-damage'), 'faceup-when-overlapped');
    if (eclipse === undefined) continue;
    const k = out.findIndex((d) => d.ship === mover.id);
    if (k < 0) continue;
    out[k] = { ...out[k]!, faceup: true };
    used.push(eclipse.id);
    trace.push(step(eclipse.rule, `${eclipse.name} (${other.id}): ${mover.id} overlapped it and suffers its overlap card faceup instead of facedown.`));
    break;
  }

  // Damaged Controls (the moving ship's): 1 more facedown card for the ship overlapped, then 1 for each obstacle.
  const controls = has(own, 'self-extra');
  if (controls !== undefined) {
    const ship = closest !== null ? 1 : 0;
    const obstacles = hits.filter((h) => h.ignoredBy !== 'jaina-s-light').length;
    const jaina = hits.length - obstacles;
    if (ship + obstacles > 0) {
      out.push({ ship: mover.id, cards: ship + obstacles, faceup: false });
      used.push(controls.id);
      trace.push(step(controls.rule, `${controls.name}: ${ship + obstacles} more facedown damage card${ship + obstacles === 1 ? '' : 's'} to ${mover.id} (${[ship > 0 ? 'overlapping a ship' : '', obstacles > 0 ? `${obstacles} obstacle${obstacles === 1 ? '' : 's'}` : ''].filter(Boolean).join(', ')}), before the obstacles' effects.`));
    }
    if (jaina > 0) trace.push(step('armada.effects.jaina-s-light', `Jaina's Light: no ${controls.name} card for the obstacle${jaina === 1 ? '' : 's'} it ignores.`));
  }

  // Amity (an overlapped ship's): its owner may deal 1 more facedown card to both ships.
  for (const id of overlapped) {
    const other = shipOf(id);
    if (other === undefined || !enemy(other)) continue;
    const amity = has(cardsOf(table, other, false, 'overlap-damage'), 'both-extra');
    if (amity === undefined) continue;
    out.push({ ship: mover.id, cards: 1, faceup: false }, { ship: other.id, cards: 1, faceup: false });
    used.push(amity.id);
    trace.push(step(amity.rule, `${amity.name} (${other.id}): ${mover.id} overlapped it, so its owner may deal 1 more facedown damage card to both ships (shown as used; Hardened Bulkheads does not change it).`));
  }
  return { damage: out, trace, used };
}
