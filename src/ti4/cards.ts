import type { Ti4Player, Ti4Scenario } from '../schema/ti4.ts';
import { activePlayerOf } from './context.ts';

/**
 * Cards that change the board before a movement is judged (ti4.move.board-cards), applied once
 * when the world is prepared, so every query (the active player's, a retreating player's, the
 * threat map's enemies) sees the same board. Texts: ti-assistant server/data/base/strategycards.ts,
 * actionCards.ts, agendas.ts, factions.ts, leaders.ts @31ef8639 (their `played` id in brackets):
 * - Diplomacy (strategy card) [diplomacy] and Diplomacy Rider (action card) [diplomacy-rider]: each
 *   other player places a command token from their reinforcements in the chosen `system`;
 * - Signal Jamming (action card) [signal-jamming], Stymie Omega (Arborec promissory) [stymie-omega],
 *   Scepter of Dominion (Mahact promissory) [scepter-of-dominion]: a command token of each player in
 *   `targets` is placed in `system`;
 * - Warfare (strategy card) [warfare]: the player (`player`, default the active player) removes
 *   their command token from `system`, so its ships may move again (ti4.move.token);
 * - Ahk Ravin (Crimson Rebellion agent) [ahk-ravin] with `unit` and `targets: [other]`: the two
 *   ships swap systems (with no `targets` it is recorded only);
 * - Adjudicator Ba'al (Muaat hero) [nova-seed or adjudicator-baal] with `system`: that system
 *   becomes a supernova (the tile is replaced by the Muaat supernova; an anomaly token here,
 *   ti4.move.multi-anomaly);
 * - Exile I (Crimson Rebellion destroyer) [exile-i] places an inactive breach in `system`, Exile II
 *   [exile-ii] an active one (its text allows either: an inactive one is written as exile-i); where
 *   the Exile stands (the combat in or next to its system, up to 2 away for II) is not checked.
 * Riftwalker Meian (Creuss hero), which swaps two tiles, is applied in world.ts.
 */
export function applyBoardCards(scenario: Ti4Scenario): Ti4Scenario {
  const board = scenario.played.filter((p) => BOARD_CARDS.has(p.id) && (p.system !== undefined || p.id === 'ahk-ravin'));
  if (board.length === 0) return scenario;
  const active = activePlayerOf(scenario)?.id;
  const tokens = new Map(scenario.players.map((p) => [p.id, [...p.commandTokens]]));
  const place = (player: string, system: string) => {
    const list = tokens.get(player);
    if (list !== undefined && !list.includes(system)) list.push(system);
  };
  const where = new Map(scenario.units.map((u) => [u.id, u.system]));
  const anomalies = [...(scenario.anomalyTokens ?? [])];
  const breaches = [...(scenario.thundersEdge?.breaches ?? [])];
  for (const card of board) {
    const user = card.player ?? active;
    const system = card.system!;
    switch (card.id) {
      case 'diplomacy':
      case 'diplomacy-rider':
        for (const p of scenario.players) if (p.id !== user && p.faction !== 'neutral') place(p.id, system);
        break;
      case 'signal-jamming':
      case 'scepter-of-dominion':
        for (const target of card.targets ?? []) place(target, system);
        break;
      case 'stymie-omega':
        // The Arborec player places the active (moving) player's token unless `targets` names others.
        for (const target of card.targets ?? (active === undefined ? [] : [active])) place(target, system);
        break;
      case 'warfare': {
        const list = user === undefined ? undefined : tokens.get(user);
        if (list !== undefined) tokens.set(user!, list.filter((s) => s !== system));
        break;
      }
      case 'ahk-ravin': {
        const other = card.targets?.[0];
        if (card.unit === undefined || other === undefined) break;
        const a = where.get(card.unit);
        const b = where.get(other);
        if (a !== undefined && b !== undefined) {
          where.set(card.unit, b);
          where.set(other, a);
        }
        break;
      }
      case 'nova-seed':
      case 'adjudicator-baal':
        anomalies.push({ anomaly: 'supernova', system, source: card.id });
        break;
      case 'exile-i':
      case 'exile-ii':
        breaches.push({ system, active: card.id === 'exile-ii' });
        break;
    }
  }
  const players: Ti4Player[] = scenario.players.map((p) => ({ ...p, commandTokens: tokens.get(p.id) ?? p.commandTokens }));
  const units = scenario.units.map((u) => (where.get(u.id) === u.system ? u : { ...u, system: where.get(u.id)! }));
  const te = breaches.length > (scenario.thundersEdge?.breaches.length ?? 0) ? { thundersEdge: { voidTethers: [], ...scenario.thundersEdge, breaches } } : {};
  return { ...scenario, players, units, ...(anomalies.length > 0 ? { anomalyTokens: anomalies } : {}), ...te };
}

const BOARD_CARDS: ReadonlySet<string> = new Set([
  'diplomacy', 'diplomacy-rider', 'signal-jamming', 'stymie-omega', 'scepter-of-dominion', 'warfare', 'ahk-ravin', 'nova-seed', 'adjudicator-baal',
  'exile-i', 'exile-ii',
]);

/** The board cards that need a system, and what they do, for the checks and the trace. */
export const BOARD_CARD_SYSTEM: Readonly<Record<string, string>> = {
  diplomacy: 'Diplomacy names the system each other player places a command token in',
  'diplomacy-rider': 'Diplomacy Rider names the system each other player places a command token in',
  'signal-jamming': 'Signal Jamming names the system the other player\'s command token is placed in',
  'stymie-omega': 'Stymie names the system the moving player\'s command token is placed in',
  'scepter-of-dominion': 'Scepter of Dominion names the system the players place command tokens in',
  warfare: 'Warfare names the system whose command token is removed',
  'adjudicator-baal': 'Adjudicator Ba\'al names the system that becomes a supernova',
  'exile-i': 'Exile I names the system its inactive breach is placed in',
  'exile-ii': 'Exile II names the system its active breach is placed in',
};

/**
 * The most non-fighter ships `player` may have in one system (ti4.fleet.pool), or null when no
 * limit is known or applies: the fleet pool (at most 4 under the law Fleet Regulations), +2 for
 * the Barony of Letnev (Armada), +1 for each other player's token captured by the Mahact (Edict);
 * none while the Letnev hero Darktalon Treilla is in effect (played by that player).
 */
export function fleetLimit(scenario: Ti4Scenario, player: Ti4Player): number | null {
  if (player.fleetPool === undefined) return null;
  if (scenario.played.some((p) => p.id === 'darktalon-treilla' && (p.player ?? activePlayerOf(scenario)?.id) === player.id)) return null;
  const regulated = scenario.laws.includes('fleet-regulations') || scenario.played.some((p) => p.id === 'fleet-regulations');
  let limit = regulated ? Math.min(player.fleetPool, 4) : player.fleetPool;
  if (player.faction === 'letnev') limit += 2;
  if (player.faction === 'mahact') limit += new Set(player.capturedTokens ?? []).size;
  return limit;
}

/** The fleet limit's parts, in words, for the trace. */
export function fleetLimitNote(scenario: Ti4Scenario, player: Ti4Player): string {
  const parts = [`fleet pool ${player.fleetPool ?? '-'}`];
  if (scenario.laws.includes('fleet-regulations') || scenario.played.some((p) => p.id === 'fleet-regulations')) parts.push('at most 4 (Fleet Regulations)');
  if (player.faction === 'letnev') parts.push('+2 (Armada)');
  if (player.faction === 'mahact' && (player.capturedTokens?.length ?? 0) > 0) parts.push(`+${new Set(player.capturedTokens).size} captured (Edict)`);
  return parts.join(', ');
}

/**
 * Fighters in a system that do not count against a player's ships' capacity (ti4.transport.capacity):
 * each of the player's space docks there allows 3 (Space Dock I and II, the Last Bastion's 4X41C
 * "Helios" V1 and V2), a Vuil'raith Dimensional Tear 6, or 12 upgraded (Dimensional Tear II).
 */
export function fighterAllowance(units: readonly { readonly player: string; readonly kind: string; readonly faction: string; readonly upgraded: boolean; readonly stats: { readonly id: string } }[], player: string): number {
  let allowance = 0;
  for (const u of units) {
    if (u.player !== player || u.kind !== 'space-dock' || u.stats.id === 'floating-factory') continue;
    allowance += u.stats.id === 'dimensional-tear' ? (u.upgraded ? 12 : 6) : 3;
  }
  return allowance;
}
