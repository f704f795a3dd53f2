import type { Result } from '../core/issue.ts';
import { ok } from '../core/issue.ts';
import type { TraceStep } from '../core/trace.ts';
import type { Ti4Scenario } from '../schema/ti4.ts';
import { activePlayerOf } from './context.ts';
import type { Galaxy } from './map/galaxy.ts';
import type { ReachPlan, Threat, ThreatMap, ThreatPlayer } from './outcome.ts';
import { prepareQuery } from './prepare-query.ts';
import type { Query } from './query.ts';
import { asPlayer } from './retreat.ts';
import { fleetLimit } from './cards.ts';

/**
 * The threat map (ti4.move.threats): for each system holding the planning player's units or a
 * planet they control, every other player's ship that could move into it in that player's next
 * tactical action, by the same rules as the every-system plan seen by that player (their move
 * values, technologies, faction abilities, laws, tokens; blocking by every other player's ships,
 * the planning player's included; anomalies; no activation of a system holding their own command
 * token, unless `played` names Thunder's Edge Warfare (`warfare-te`) with that player; no ship leaving one). The planning player is `activePlayer` (default: the first player).
 *
 * Listed are ships that move on their own (as the every-system plan lists them); fighters and
 * ground forces that could ride along are counted by `capacity`. Effects in `played` count for an
 * enemy only when they name it (`asPlayer`), as for a retreat. Neutral units (Thunder's Edge
 * `neutral`) take no tactical action and threaten nothing.
 *
 * Per system, `capacity` and `fleet` are the most one enemy can bring in one tactical action (a
 * tactical action is one player's): the capacity of their arriving ships and the number of their
 * arriving non-fighter ships, at most their fleet limit when their fleet pool is given (ti4.fleet.pool: Fleet Regulations, Armada, Edict, Darktalon Treilla). Gravity Drive
 * gives +1 to one ship only: of the ships that need it, one is counted (the largest capacity).
 */
export function threatMap(scenario: Ti4Scenario, galaxy: Galaxy, reachOf: (scenario: Ti4Scenario, query: Query) => Result<ReachPlan>, trace: TraceStep[]): Result<ThreatMap> {
  const me = activePlayerOf(scenario)?.id ?? scenario.players[0]!.id;
  const nodes = galaxy.nodes;
  // The systems to defend: the planning player's units, and planets they control.
  const held = new Set<string>();
  for (const u of scenario.units) if (u.player === me && galaxy.nodeOf.has(u.system)) held.add(u.system);
  const planets = new Set((scenario.players.find((p) => p.id === me)?.planets ?? []).map((p) => p.toLowerCase()));
  if (planets.size > 0) {
    for (const node of nodes) if (node.data.planets.some((p) => planets.has(p.name.toLowerCase()))) held.add(node.id);
  }
  const order = (id: string) => galaxy.nodeOf.get(id)!;
  const systems = [...held].sort((a, b) => order(a) - order(b));

  const enemies = scenario.players.filter((p) => p.id !== me && p.faction !== 'neutral');
  const perSystem = new Map<string, ThreatPlayer[]>(systems.map((s) => [s, []]));
  for (const enemy of enemies) {
    if (!scenario.units.some((u) => u.player === enemy.id)) continue;
    const seen = asPlayer(scenario, enemy.id);
    const query = prepareQuery(seen, null, galaxy);
    if (!query.ok) return query;
    const reach = reachOf(seen, query.value);
    if (!reach.ok) return reach;
    const capacityOf = (id: string) => query.value.context.unitById.get(id)?.capacity ?? 0;
    const limit = fleetLimit(scenario, enemy);
    const fighter = (id: string) => query.value.context.unitById.get(id)?.kind === 'fighter';
    for (const system of systems) {
      // A player cannot activate a system holding their own command token (LRR 89): only ships already there count.
      const tokened = enemy.commandTokens.includes(system) && !warfareTe(scenario, enemy.id);
      const arriving = (reach.value.reach[system] ?? []).filter((id) => !tokened || query.value.context.unitById.get(id)?.system === system);
      if (arriving.length === 0) continue;
      const drive = new Set(reach.value.gravityDrive[system] ?? []);
      const plain = arriving.filter((id) => !drive.has(id));
      const driven = arriving.filter((id) => drive.has(id)).sort((a, b) => capacityOf(b) - capacityOf(a));
      const counted = driven.length > 0 ? [...plain, driven[0]!] : plain;
      const ships = counted.filter((id) => !fighter(id)).length;
      perSystem.get(system)!.push({
        player: enemy.id,
        ships: arriving,
        ...(driven.length > 0 ? { gravityDrive: driven } : {}),
        capacity: counted.reduce((sum, id) => sum + capacityOf(id), 0),
        fleet: limit === null ? ships : Math.min(ships, limit),
      });
    }
  }
  const threats: Threat[] = [];
  const safe: string[] = [];
  for (const system of systems) {
    const players = perSystem.get(system)!;
    if (players.length === 0) {
      safe.push(system);
      continue;
    }
    threats.push({
      system,
      ships: players.flatMap((p) => p.ships.map((unit) => ({ unit, player: p.player }))),
      capacity: Math.max(...players.map((p) => p.capacity)),
      fleet: Math.max(...players.map((p) => p.fleet)),
      players,
    });
  }
  trace.push({
    rule: 'ti4.move.threats',
    note: systems.length === 0
      ? `${me} holds no unit and no planet on the map: nothing to threaten.`
      : `${me}'s ${systems.length} system(s) against the next tactical action of ${enemies.map((e) => e.id).join(', ') || 'no other player'}: ${threats.map((t) => `${t.system} reached by ${t.ships.length} ship(s)`).join('; ') || 'none reached'}${safe.length > 0 ? `; safe: ${safe.join(', ')}` : ''}.`,
  });
  return ok({ player: me, threats, safe });
}

/**
 * Thunder's Edge Warfare (strategy card: "Perform a tactical action in any system without placing a
 * command token, even if the system already has your command token in it") and the Mahact hero Il
 * Na Viroset ("you may activate systems that contain your command tokens"): the named player may
 * activate a system holding their own command token.
 */
function warfareTe(scenario: Ti4Scenario, player: string): boolean {
  return scenario.played.some((p) => (p.id === 'warfare-te' || p.id === 'il-na-viroset') && p.player === player);
}
