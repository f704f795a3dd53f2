import type { Issue } from '../core/issue.ts';
import { quote } from '../core/quote.ts';
import { HintBudget, NameIndex } from '../core/suggest.ts';
import type { Ti4Scenario } from '../schema/ti4.ts';
import { FACTION_IDS, LAW_IDS, PLAYABLE_IDS, RELIC_IDS, TECHNOLOGY_IDS } from './catalog/names.ts';
import { isHyperlaneTile } from './catalog/hyperlanes.ts';
import { ALL_SYSTEM_TILES } from './catalog/tiles.ts';
import { UNITS } from './catalog/units.ts';
import { BOARD_CARD_SYSTEM } from './cards.ts';
import type { Galaxy } from './map/galaxy.ts';

/**
 * Checks beyond the schema: catalog names with "did you mean", ids that
 * must exist (units, players, systems), and the map string. Paths name the offending value.
 */

const index = (names: readonly string[]) => new NameIndex(names.map((n) => [n, n] as const));
const factions = index(FACTION_IDS);
const technologies = index(TECHNOLOGY_IDS);
const laws = index(LAW_IDS);
const relics = index(RELIC_IDS);
const played = index(PLAYABLE_IDS);
const unitTypes = new NameIndex(UNITS.map((u) => [u.id, u] as const));
const planets = index(ALL_SYSTEM_TILES.flatMap((t) => t.planets.map((p) => p.name)));

function systemIssue(galaxy: Galaxy, system: string, path: string, budget: HintBudget): Issue | null {
  if (galaxy.nodeOf.has(system)) return null;
  const tile = Number(system);
  if (Number.isInteger(tile) && isHyperlaneTile(tile)) {
    return { path, rule: 'ti4.adj.hyperlane', message: `${system} is a hyperlane tile: not a system, it holds no units and cannot be activated or be on a path`, received: system };
  }
  const known = budget.take() ? galaxy.nodes.map((n) => n.id) : [];
  const close = known.length > 0 ? new NameIndex(known.map((k) => [k, k] as const)).suggest(system) : [];
  const hint = close.length > 0 ? `; did you mean ${close.map((c) => quote(c)).join(', ')}?` : '';
  return { path, rule: 'ti4.map.positions', message: `system ${quote(system)} is not on this map (systems are named by tile number)${hint}`, received: system };
}

export function checkScenario(scenario: Ti4Scenario, galaxy: Galaxy): Issue[] {
  const issues: Issue[] = [];
  const budget = new HintBudget();
  // Paths are given as functions, made only for a value that has an issue (most have none).
  const system = (value: string, path: () => string) => {
    if (galaxy.nodeOf.has(value)) return;
    const problem = systemIssue(galaxy, value, path(), budget);
    if (problem) issues.push(problem);
  };
  const name = (catalog: NameIndex<string>, kind: string, value: string, path: () => string) => {
    if (catalog.get(value) === undefined) issues.push({ path: path(), rule: 'catalog', message: catalog.unknownMessage(kind, value, budget), received: value });
  };

  const playerIds = new Set<string>();
  scenario.players.forEach((player, i) => {
    if (playerIds.has(player.id)) issues.push({ path: `players[${i}].id`, rule: 'reference', message: `player id ${quote(player.id)} is used twice` });
    playerIds.add(player.id);
    name(factions, 'faction', player.faction, () => `players[${i}].faction`);
    player.technologies.forEach((t, j) => name(technologies, 'technology', t, () => `players[${i}].technologies[${j}]`));
    player.relics.forEach((r, j) => name(relics, 'relic', r, () => `players[${i}].relics[${j}]`));
    player.planets.forEach((p, j) => name(planets, 'planet', p, () => `players[${i}].planets[${j}]`));
    player.commandTokens.forEach((s, j) => system(s, () => `players[${i}].commandTokens[${j}]`));
  });
  if (scenario.activePlayer !== undefined && !playerIds.has(scenario.activePlayer)) {
    issues.push({ path: 'activePlayer', rule: 'reference', message: `no player has id ${quote(scenario.activePlayer)}`, received: scenario.activePlayer });
  }
  const unitIds = new Set<string>();
  scenario.units.forEach((unit, i) => {
    if (unitIds.has(unit.id)) issues.push({ path: `units[${i}].id`, rule: 'reference', message: `unit id ${quote(unit.id)} is used twice` });
    unitIds.add(unit.id);
    const player = scenario.players.find((p) => p.id === unit.player);
    if (player === undefined) issues.push({ path: `units[${i}].player`, rule: 'reference', message: `no player has id ${quote(unit.player)}`, received: unit.player });
    const stats = unitTypes.get(unit.type);
    if (stats === undefined) {
      issues.push({ path: `units[${i}].type`, rule: 'catalog', message: unitTypes.unknownMessage('unit type', unit.type, budget), received: unit.type });
    } else if (stats.faction !== null && player !== undefined && stats.faction !== player.faction) {
      issues.push({ path: `units[${i}].type`, rule: 'ti4.units.values', message: `${stats.name} is a ${stats.faction} unit; ${player.id} plays ${player.faction}`, received: unit.type });
    }
    system(unit.system, () => `units[${i}].system`);
  });
  scenario.laws.forEach((law, i) => name(laws, 'law', law, () => `laws[${i}]`));
  if (scenario.activeSystem !== undefined) system(scenario.activeSystem, () => 'activeSystem');
  (scenario.moves ?? []).forEach((move, i) => {
    if (!unitIds.has(move.unit)) issues.push({ path: `moves[${i}].unit`, rule: 'reference', message: `no unit has id ${quote(move.unit)}`, received: move.unit });
    move.path.forEach((s, j) => system(s, () => `moves[${i}].path[${j}]`));
    move.transport.forEach((id, j) => {
      if (!unitIds.has(id)) issues.push({ path: `moves[${i}].transport[${j}]`, rule: 'reference', message: `no unit has id ${quote(id)}`, received: id });
    });
  });
  scenario.played.forEach((effect, i) => {
    name(played, 'card, ability or effect', effect.id, () => `played[${i}].id`);
    if (effect.player !== undefined && !playerIds.has(effect.player)) {
      issues.push({ path: `played[${i}].player`, rule: 'reference', message: `no player has id ${quote(effect.player)}`, received: effect.player });
    }
    if (effect.unit !== undefined && !unitIds.has(effect.unit)) {
      issues.push({ path: `played[${i}].unit`, rule: 'reference', message: `no unit has id ${quote(effect.unit)}`, received: effect.unit });
    }
    if (effect.system !== undefined) system(effect.system, () => `played[${i}].system`);
    (effect.targets ?? []).forEach((target, j) => {
      if (effect.id === 'riftwalker-meian') {
        system(target, () => `played[${i}].targets[${j}]`);
        return;
      }
      const known = effect.id === 'ahk-ravin' ? unitIds.has(target) : playerIds.has(target);
      if (!known) issues.push({ path: `played[${i}].targets[${j}]`, rule: 'reference', message: `no ${effect.id === 'ahk-ravin' ? 'unit' : 'player'} has id ${quote(target)}`, received: target });
    });
    const needs = BOARD_CARD_SYSTEM[effect.id];
    if (needs !== undefined && effect.system === undefined) issues.push({ path: `played[${i}].system`, rule: 'ti4.move.board-cards', message: `${needs}: give "system"` });
    if (effect.id === 'captain-mendosa' && effect.unit === undefined) {
      issues.push({ path: `played[${i}].unit`, rule: 'ti4.move.path', message: 'Captain Mendosa names the ship whose move value changes: give "unit"' });
    }
    if (effect.id === 'in-the-silence-of-space' && effect.system === undefined) {
      issues.push({ path: `played[${i}].system`, rule: 'ti4.move.blocked', message: 'In the Silence of Space names the system whose ships may pass: give "system"' });
    }
  });
  scenario.wormholeTokens.forEach((token, i) => system(token.system, () => `wormholeTokens[${i}].system`));
  (scenario.riftDice ?? []).forEach((die, i) => {
    if (!unitIds.has(die.unit)) issues.push({ path: `riftDice[${i}].unit`, rule: 'reference', message: `no unit has id ${quote(die.unit)}`, received: die.unit });
    system(die.system, () => `riftDice[${i}].system`);
  });
  if (scenario.retreat !== undefined) {
    const r = scenario.retreat;
    if (!playerIds.has(r.player)) issues.push({ path: 'retreat.player', rule: 'reference', message: `no player has id ${JSON.stringify(r.player)}`, received: r.player });
    if (r.to !== undefined) system(r.to, () => 'retreat.to');
    r.inSpace.forEach((id, i) => {
      if (!unitIds.has(id)) issues.push({ path: `retreat.inSpace[${i}]`, rule: 'reference', message: `no unit has id ${JSON.stringify(id)}`, received: id });
    });
  }
  (scenario.anomalyTokens ?? []).forEach((token, i) => system(token.system, () => `anomalyTokens[${i}].system`));
  if (scenario.abilityMove !== undefined) {
    const a = scenario.abilityMove;
    if (!playerIds.has(a.player)) issues.push({ path: 'abilityMove.player', rule: 'reference', message: `no player has id ${JSON.stringify(a.player)}`, received: a.player });
    if (a.from !== undefined) {
      system(a.from, () => 'abilityMove.from');
      if (a.ability !== 'benediction') issues.push({ path: 'abilityMove.from', rule: 'ti4.move.ability', message: `"from" names Benediction's system; ${a.ability} moves ships from their own systems`, received: a.from });
    }
    a.moves.forEach((m, i) => {
      if (!unitIds.has(m.unit)) issues.push({ path: `abilityMove.moves[${i}].unit`, rule: 'reference', message: `no unit has id ${JSON.stringify(m.unit)}`, received: m.unit });
      system(m.to, () => `abilityMove.moves[${i}].to`);
      m.transport.forEach((id, j) => {
        if (!unitIds.has(id)) issues.push({ path: `abilityMove.moves[${i}].transport[${j}]`, rule: 'reference', message: `no unit has id ${JSON.stringify(id)}`, received: id });
      });
    });
  }
  const te = scenario.thundersEdge;
  if (te !== undefined) {
    te.breaches.forEach((breach, i) => system(breach.system, () => `thundersEdge.breaches[${i}].system`));
    te.voidTethers.forEach((tether, i) => tether.systems.forEach((s, j) => system(s, () => `thundersEdge.voidTethers[${i}].systems[${j}]`)));
    const fracture = te.fracture;
    if (fracture !== undefined) {
      const onMap = new Set(galaxy.nodes.filter((n) => n.data.category !== 'fracture').map((n) => n.id));
      const ids = new Set<string>();
      fracture.systems.forEach((s, i) => {
        if (onMap.has(s.id) || ids.has(s.id)) {
          issues.push({ path: `thundersEdge.fracture.systems[${i}].id`, rule: 'ti4.map.offmap', message: `the Fracture system ${JSON.stringify(s.id)} must have a name of its own (a system of the map or another Fracture system has it)`, received: s.id });
        }
        ids.add(s.id);
      });
      fracture.links.forEach(([a, b], i) => {
        for (const [end, j] of [[a, 0], [b, 1]] as const) {
          if (!ids.has(end)) issues.push({ path: `thundersEdge.fracture.links[${i}][${j}]`, rule: 'ti4.map.offmap', message: `${JSON.stringify(end)} is not a Fracture system; links join the Fracture's own tiles`, received: end });
        }
      });
      fracture.ingress.forEach((s, i) => system(s, () => `thundersEdge.fracture.ingress[${i}]`));
      fracture.egress.forEach((s, i) => system(s, () => `thundersEdge.fracture.egress[${i}]`));
    }
  }
  (scenario.bring ?? []).forEach((id, i) => {
    if (!unitIds.has(id)) issues.push({ path: `bring[${i}]`, rule: 'reference', message: `no unit has id ${quote(id)}`, received: id });
  });
  return issues;
}
