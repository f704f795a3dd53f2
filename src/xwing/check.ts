/** The engine's `prepare`: checks beyond the schema (catalog names, id references, rule limits on inputs), then the world. */
import type { Issue, Result } from '../core/issue.ts';
import { fail, ok } from '../core/issue.ts';
import { quote } from '../core/quote.ts';
import { shipTypeIndex } from './catalog/ship-types.ts';
import { parseDial } from './dial.ts';
import { isIonized } from './difficulty.ts';
import type { ActiveEffect } from './dial-effects.ts';
import { effectIssues, effectNamed, extendedDial, forbiddenBy, hasEffects, shipEffects, useIssues } from './dial-effects.ts';
import { hugeSupported } from './huge.ts';
import type { XwingScenario } from '../schema/xwing.ts';
import type { World } from './world.ts';
import { buildWorld, worldIssues } from './world.ts';
import { slipOf } from './sideslip.ts';
import { usesBankRoll } from './bankroll.ts';
import { CARRIER_TITLES, carrierTitleFor } from './dock.ts';
import { mapped } from './packed.ts';

/** The world, or every issue that stops it: names and ids first, then the move's references. */
export function prepareWorld(scenario: XwingScenario): Result<World> {
  const problems = [...worldIssues(scenario), ...effectIssues(scenario)];
  if (problems.length > 0) return fail(problems);
  const world = withCardTractor(buildWorld(scenario));
  const issues = [...slipAndDockIssues(scenario, world), ...moveIssues(scenario, world)];
  return issues.length > 0 ? fail(issues) : ok(world);
}

/** Tractor tokens that cards give ships (`tractor-tokens`, xwing.tractor) added to their `tractor` count; side-slip templates (`sideslip`) to their `sideslip`; `bank-roll` and `cloak-token`. */
function withCardTractor(world: World): World {
  if (!hasEffects(world)) return world;
  let changed = false;
  const ships = mapped(world.ships, (ship) => {
    const effects = shipEffects(world, ship);
    const extra = effects.reduce((n, e) => n + (e.primitive.kind === 'tractor-tokens' ? e.primitive.tokens : 0), 0);
    // xwing.maneuver.sideslip: templates a card lets the ship side-slip with (Sickening Maneuver).
    const slips = [...new Set([...ship.sideslip, ...effects.flatMap((e) => (e.primitive.kind === 'sideslip' ? e.primitive.templates : []))])];
    // xwing.bankroll: a card's bank-template barrel roll; xwing.decloak: a card's cloak token (Sensor Scramblers).
    const bank = effects.map((e) => e.primitive).filter((p) => p.kind === 'bank-roll');
    const bankRoll = bank.length === 0 ? ship.bankRoll : bank.some((p) => p.must) ? 'must' : 'may';
    const cloaked = ship.cloaked || effects.some((e) => e.primitive.kind === 'cloak-token');
    if (extra === 0 && slips.length === ship.sideslip.length && bankRoll === ship.bankRoll && cloaked === ship.cloaked) return ship;
    changed = true;
    return Object.defineProperties({ ...ship, tractor: ship.tractor + extra, sideslip: slips, cloaked, ...(bankRoll !== undefined ? { bankRoll } : {}) }, { body: { get: () => ship.body, enumerable: true } }) as typeof ship;
  });
  return changed ? { ...world, ships } : world;
}

function moveIssues(scenario: XwingScenario, world: World): Issue[] {
  const issues: Issue[] = [];
  const ids = scenario.ships.map((s) => s.id);
  const { maneuver, action } = scenario;
  if (maneuver !== undefined && action !== undefined) {
    issues.push({ path: 'action', rule: 'schema', message: 'give either a maneuver or an action, not both' });
  }
  if (maneuver !== undefined) {
    const index = ids.indexOf(maneuver.ship);
    if (index < 0) {
      issues.push({ path: 'maneuver.ship', rule: 'schema', message: `no ship with id ${quote(maneuver.ship)}; ships are ${ids.map((i) => quote(i)).join(', ')}` });
    } else {
      const ship = scenario.ships[index]!;
      const type = shipTypeIndex.get(ship.type)!;
      const entry = parseDial(maneuver.dial);
      const ionized20 = scenario.rules === '2.0' && isIonized(world.ships[index]!);
      const effects = shipEffects(world, world.ships[index]!);
      const shipDial = extendedDial(type.dial, effects).codes;
      if (entry === null) {
        issues.push({ path: 'maneuver.dial', rule: 'xwing.dial.codes', message: `${quote(maneuver.dial)} is not a dial code` });
      } else if (!ionized20 && !shipDial.includes(entry.code)) {
        const dial = shipDial.length > 0 ? `its dial is ${shipDial.join(' ')}` : 'it has no dial';
        issues.push({ path: 'maneuver.dial', rule: 'xwing.dial.codes', message: `${entry.code} is not on the ${type.name} dial; ${dial}`, received: entry.code });
      } else if (type.base === 'huge' && !hugeSupported(entry) && !isIonized(world.ships[index]!)) {
        // An ionized ship executes a speed-1 straight or bank whatever it revealed (xwing.ion).
        issues.push({ path: 'maneuver.dial', rule: 'xwing.huge.geometry', message: `the huge ship maneuver tool executes straight, bank and stop maneuvers, and reverse straights and Koiogran turns of speed 1-5 (xwing.huge.maneuver): the ${type.name}'s ${entry.code} is not modelled`, received: entry.code });
      }
      if (entry !== null && maneuver.use !== undefined) {
        if (type.base === 'huge') issues.push({ path: 'maneuver.use', rule: 'xwing.dial.effects', message: 'dial effects are not applied to huge ships' });
        else issues.push(...useIssues(effects, entry, shipDial, maneuver.use));
      }
      issues.push(...placementIssues(scenario, type.base === 'huge'));
      if (maneuver.followUp !== undefined) issues.push(...followUpIssues(maneuver.followUp, effects, type.base === 'huge', maneuver.deploy !== undefined));
    }
  }
  if (action !== undefined) {
    const index = ids.indexOf(action.ship);
    if (index < 0) {
      issues.push({ path: 'action.ship', rule: 'schema', message: `no ship with id ${quote(action.ship)}; ships are ${ids.map((i) => quote(i)).join(', ')}` });
    } else {
      const type = shipTypeIndex.get(scenario.ships[index]!.type)!;
      if (type.base === 'huge' && action.type === 'tractor') issues.push({ path: 'action.ship', rule: 'xwing.tractor', message: `${type.name} is a huge ship: tractor tokens never move it` });
      else if (type.base === 'huge') issues.push({ path: 'action.ship', rule: 'xwing.huge.maneuver', message: `${type.name} is a huge ship: effects that would move or rotate its base (barrel roll, boost, decloak) do not move it` });
      const forbidding = action.type === 'barrel-roll' || action.type === 'boost' ? forbiddenBy(shipEffects(world, world.ships[index]!), action.type) : null;
      if (forbidding !== null) issues.push({ path: 'action.type', rule: 'xwing.move.forbidden', message: `${quote(forbidding)} forbids ${action.ship} ${action.type} actions under the ${scenario.rules} rules` });
      if (action.via !== undefined) {
        const granting = grantOf(shipEffects(world, world.ships[index]!), action.via, action.type);
        if (action.type !== 'boost' && action.type !== 'barrel-roll') issues.push({ path: 'action.via', rule: 'xwing.move.follow-up.trigger', message: '"via" applies to a boost or a barrel roll' });
        else if (granting === null) issues.push({ path: 'action.via', rule: 'xwing.move.follow-up.trigger', message: `the ship has no effect ${quote(action.via)} that grants a ${action.type}`, received: action.via });
      }
    }
    const movesBy = action.type === 'decloak' || action.type === 'tractor';
    const move = movesBy ? (action.move ?? 'barrel-roll') : action.type;
    if (!movesBy && action.move !== undefined) {
      issues.push({ path: 'action.move', rule: 'schema', message: '"move" only applies to a decloak or a tractor move' });
    }
    if (action.bend !== undefined && (move !== 'barrel-roll' || action.type === 'decloak' || index < 0 || !usesBankRoll(world.ships[index]!))) {
      issues.push({ path: 'action.bend', rule: 'xwing.bankroll', message: '"bend" only applies to a barrel roll with the bank template (Microthrusters: StarViper-class Attack Platform; a bank-roll card)' });
    }
    if (action.rotate !== undefined && action.type !== 'tractor') {
      issues.push({ path: 'action.rotate', rule: 'xwing.tractor.rotate', message: '"rotate" only applies to a tractor move' });
    }
    if (action.type === 'tractor' && move === 'boost' && action.direction !== undefined && action.direction !== 'forward') {
      issues.push({ path: 'action.direction', rule: 'xwing.tractor', message: 'a tractor boost uses the straight 1 template only: direction "forward"' });
    }
    if (move === 'barrel-roll' && action.direction === 'forward') {
      issues.push({ path: 'action.direction', rule: 'xwing.roll.choice', message: 'a barrel roll goes left or right' });
    }
    if (action.type === 'decloak' && move === 'boost' && action.direction !== undefined && action.direction !== 'forward') {
      issues.push({ path: 'action.direction', rule: 'xwing.decloak', message: 'a decloak boost uses the straight template: direction "forward"' });
    }
  }
  return issues;
}

/** The effect named `via` that grants the move (`reposition` or `action-bar`), with its difficulty and stress rules; null when none does. */
export function grantOf(effects: readonly ActiveEffect[], via: string, move: string): { readonly name: string; readonly difficulty: 'white' | 'red' | 'purple'; readonly action: boolean; readonly whileStressed: boolean } | null {
  for (const effect of effectNamed(effects, via)) {
    const p = effect.primitive;
    if (p.kind === 'reposition' && (p.moves as readonly string[]).includes(move)) return { name: effect.name, difficulty: p.difficulty, action: p.action, whileStressed: p.whileStressed };
    if (p.kind === 'action-bar') {
      const a = p.actions.find((x) => x.move === move);
      if (a !== undefined) return { name: effect.name, difficulty: a.difficulty, action: true, whileStressed: false };
    }
  }
  return null;
}

/** A maneuver's `followUp` (xwing.move.follow-up): a source the ship has, a direction its move takes, not after a huge ship's maneuver or a deploy. */
function followUpIssues(steps: NonNullable<NonNullable<XwingScenario['maneuver']>['followUp']>, effects: readonly ActiveEffect[], huge: boolean, deploy: boolean): Issue[] {
  const issues: Issue[] = [];
  if (huge) issues.push({ path: 'maneuver.followUp', rule: 'xwing.huge.maneuver', message: 'a huge ship does not boost, barrel roll or cloak' });
  if (deploy) issues.push({ path: 'maneuver.followUp', rule: 'xwing.maneuver.deploy', message: 'the action after a deploy is not modelled as a follow-up' });
  steps.forEach((s, i) => {
    const path = `maneuver.followUp[${i}]`;
    if (s.via !== undefined && s.via.toLowerCase() !== 'action bar' && effectNamed(effects, s.via).length === 0) {
      const have = [...new Set(effects.filter((e) => e.primitive.kind === 'action-bar' || e.primitive.kind === 'reposition').map((e) => e.name))];
      issues.push({ path: `${path}.via`, rule: 'xwing.move.follow-up', message: `the ship has no effect ${quote(s.via)} that grants a move; ${have.length > 0 ? `it has ${have.map((n) => quote(n)).join(', ')} and its "action bar"` : 'only its "action bar"'}`, received: s.via });
    }
    if (s.move === 'barrel-roll' && s.direction === 'forward') issues.push({ path: `${path}.direction`, rule: 'xwing.roll.choice', message: 'a barrel roll goes left or right' });
    if ((s.move === 'cloak' || s.move === 'action') && (s.direction !== undefined || s.placement !== undefined)) issues.push({ path: path, rule: 'xwing.move.follow-up', message: `${s.move === 'cloak' ? 'a cloak' : 'a non-moving action'} has no direction or placement` });
    if (s.move === 'boost' && s.placement !== undefined) issues.push({ path: `${path}.placement`, rule: 'xwing.boost', message: 'a boost has no placement' });
    if ((s.move === 'slam' || s.move === 'rotate') && (s.placement !== undefined || s.direction !== undefined)) issues.push({ path, rule: s.move === 'slam' ? 'xwing.move.slam' : 'xwing.move.rotate', message: s.move === 'slam' ? 'a SLAM names its maneuver with "dial", not a direction or placement' : 'a rotation names its angle with "rotation" (90, 180, 270), not a direction or placement' });
    if (s.dial !== undefined && s.move !== 'slam') issues.push({ path: `${path}.dial`, rule: 'xwing.move.slam', message: '"dial" applies to a SLAM only' });
    if (s.rotation !== undefined && s.move !== 'rotate') issues.push({ path: `${path}.rotation`, rule: 'xwing.move.rotate', message: '"rotation" applies to a rotation only' });
  });
  return issues;
}

/** Side-slip and docking inputs (xwing.maneuver.sideslip, xwing.partial.dock). */
function slipAndDockIssues(scenario: XwingScenario, world: World): Issue[] {
  const issues: Issue[] = [];
  world.ships.forEach((ship, i) => {
    if (ship.sideslip.length > 0 && ship.base.size === 'huge') {
      issues.push({ path: `ships[${i}].sideslip`, rule: 'xwing.maneuver.sideslip', message: `${ship.type.name} is a huge ship: side-slips are defined for square bases only` });
    }
    if (ship.docksWith === undefined) return;
    const carrier = world.ships.find((s) => s.id === ship.docksWith);
    if (carrier === undefined || carrier.index === ship.index) {
      issues.push({ path: `ships[${i}].docksWith`, rule: 'xwing.partial.dock', message: `no other ship with id ${quote(ship.docksWith)}` });
    } else if (carrierTitleFor(ship.type.xws, carrier.type.xws, ship.base.size) === undefined) {
      const known = CARRIER_TITLES.map((t) => `${t.name} (${t.carrier}: ${t.carries.join(', ')})`).join('; ');
      issues.push({ path: `ships[${i}].docksWith`, rule: 'xwing.partial.dock', message: `a ${carrier.type.name} cannot carry a ${ship.type.name}; carriers are ${known}` });
    }
  });
  const m = scenario.maneuver;
  if (m?.emergency === true && m.deploy === undefined) {
    issues.push({ path: 'maneuver.emergency', rule: 'xwing.maneuver.deploy.emergency', message: '"emergency" applies to a deploy: give "deploy" (the carrier\'s guides)' });
  }
  if (m?.deploy !== undefined) {
    const ship = world.ships.find((s) => s.id === m.ship);
    const carrier = ship === undefined ? undefined : world.ships.find((s) => s.id === ship.docksWith && s.index !== ship.index);
    const title = ship === undefined || carrier === undefined ? undefined : carrierTitleFor(ship.type.xws, carrier.type.xws, ship.base.size);
    const entry = parseDial(m.dial);
    if (ship !== undefined && ship.docksWith === undefined) {
      issues.push({ path: 'maneuver.deploy', rule: 'xwing.maneuver.deploy', message: `${ship.id} has no "docksWith" carrier to deploy from` });
    } else if (title !== undefined && !title.deploy.includes(m.deploy)) {
      issues.push({ path: 'maneuver.deploy', rule: 'xwing.maneuver.deploy', message: `${title.name} deploys from its ${title.deploy.join(' or ')} guides only` });
    }
    if (entry !== null && (entry.bearing === 'stationary' || entry.bearing.startsWith('reverse'))) {
      issues.push({ path: 'maneuver.dial', rule: 'xwing.maneuver.deploy', message: `a ship cannot deploy with a stationary or reverse maneuver (${entry.code})` });
    }
    if (m.sideslip === true || m.dock === true) {
      issues.push({ path: 'maneuver.deploy', rule: 'xwing.maneuver.deploy', message: 'a deploy cannot also be a side-slip or a dock' });
    }
  }
  if (m?.sideslip === true) {
    const entry = parseDial(m.dial);
    const ship = world.ships.find((s) => s.id === m.ship);
    const slip = entry === null ? null : slipOf(entry);
    if (entry !== null && slip === null) {
      issues.push({ path: 'maneuver.sideslip', rule: 'xwing.maneuver.sideslip', message: `only a bank or turn can be executed as a side-slip; ${entry.code} is a ${entry.bearing}` });
    } else if (slip !== null && ship !== undefined && ship.sideslip.length > 0 && !ship.sideslip.includes(slip.template)) {
      issues.push({ path: 'maneuver.sideslip', rule: 'xwing.maneuver.sideslip', message: `${ship.id} may side-slip only with ${ship.sideslip.join(' and ')} templates` });
    }
  }
  return issues;
}

/** `maneuver.placements` (xwing.huge.overlap.standard): only for a huge ship's maneuver, each naming a standard ship once. */
function placementIssues(scenario: XwingScenario, huge: boolean): Issue[] {
  const placements = scenario.maneuver?.placements;
  if (placements === undefined) return [];
  if (!huge) return [{ path: 'maneuver.placements', rule: 'xwing.huge.overlap.standard', message: 'placements are for the standard ships a huge ship sets aside; this maneuver is not a huge ship\'s' }];
  const issues: Issue[] = [];
  const seen = new Set<string>();
  placements.forEach((placement, i) => {
    const index = scenario.ships.findIndex((s) => s.id === placement.ship);
    const type = index < 0 ? undefined : shipTypeIndex.get(scenario.ships[index]!.type);
    if (type === undefined) issues.push({ path: `maneuver.placements[${i}].ship`, rule: 'schema', message: `no ship with id ${quote(placement.ship)}` });
    else if (type.base === 'huge') issues.push({ path: `maneuver.placements[${i}].ship`, rule: 'xwing.huge.overlap', message: `${placement.ship} is a huge ship: huge ships are never set aside` });
    else if (seen.has(placement.ship)) issues.push({ path: `maneuver.placements[${i}].ship`, rule: 'schema', message: `${placement.ship} is placed twice` });
    seen.add(placement.ship);
  });
  return issues;
}
