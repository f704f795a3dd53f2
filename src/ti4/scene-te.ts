import type { Point } from '../geometry/shapes.ts';
import type { SceneItem } from '../render/scene.ts';
import type { Ti4Scenario } from '../schema/ti4.ts';
import type { Galaxy } from './map/galaxy.ts';

/**
 * What a board shows of Thunder's Edge: breach tokens (active or not) and the links active breaches
 * make (Incursion, ti4.adj.effects), the Fracture's own links and its ingress and egress tokens with
 * the links between them, the Sever token (ti4.adj.wormhole-tokens), and the epsilon links from the
 * off-map Crimson home (118) to the epsilon systems on the map, Empyrean Void Tether tokens on
 * the border they lie on, and the links Cosmic Phenomenae makes between entropic scars. Links are drawn as lanes between
 * system centres (the `hyperlane` role: lines that make systems adjacent), each titled with the rule that makes it.
 * Tokens are small lettered discs on the upper right of the system.
 */

/** Pieces of one system: B active breach, b inactive breach, In ingress, Eg egress, S the Sever token. */
interface Token {
  readonly badge: string;
  readonly role: 'wormhole' | 'anomaly';
  readonly id: string;
  readonly title: string;
}

function link(id: string, a: Point, b: Point, title: string): SceneItem {
  return { shape: { kind: 'polyline', points: [a, b] }, role: 'hyperlane', id, title };
}

/**
 * Most links drawn between the members of one group of mutually adjacent systems (active
 * breaches, entropic scars under Cosmic Phenomenae, ingress to egress). A larger group is drawn
 * as a hub instead: one marker at the members' centre and a spoke from each member, so the
 * drawing grows with the members, not with their pairs (docs/limits.md, "Answer sizes": 200
 * active breaches once drew 20,000 links).
 */
export const MAX_PAIR_LINKS = 28;

/** A hub for a large group: the marker (titled with the rule) and one spoke per member. */
function hub(id: string, members: readonly string[], at: ReadonlyMap<string, Point>, radius: number, title: string, badge: string): SceneItem[] {
  const points = members.map((m) => at.get(m)!);
  const centre = { x: points.reduce((n, p) => n + p.x, 0) / points.length, y: points.reduce((n, p) => n + p.y, 0) / points.length };
  const items: SceneItem[] = members.map((m, i) => link(`${id}-${m}`, points[i]!, centre, `${m}: ${title}`));
  items.push({ shape: { kind: 'circle', x: centre.x, y: centre.y, radius: 8 * (radius / 50) }, role: 'wormhole', id, title: `${title} (${members.length} systems: ${members.slice(0, 20).join(', ')}${members.length > 20 ? ', ...' : ''})`, badge });
  return items;
}

export function thundersEdgeItems(scenario: Ti4Scenario, galaxy: Galaxy, at: ReadonlyMap<string, Point>, radius: number): SceneItem[] {
  const items: SceneItem[] = [];
  const tokens = new Map<string, Token[]>();
  const add = (system: string, token: Token) => tokens.set(system, [...(tokens.get(system) ?? []), token]);
  const te = scenario.thundersEdge;
  const breaches = te?.breaches ?? [];
  for (const b of breaches) {
    add(b.system, { badge: b.active ? 'B' : 'b', role: 'wormhole', id: `${b.system}-breach`, title: b.active ? 'active breach: adjacent to every system with an active breach (Incursion)' : 'inactive breach: joins nothing until flipped' });
  }
  const active = [...new Set(breaches.filter((b) => b.active).map((b) => b.system))].filter((s) => at.has(s));
  if (pairs(active.length) > MAX_PAIR_LINKS) items.push(...hub('breach-hub', active, at, radius, 'adjacent to every system with an active breach (ti4.adj.effects)', 'B'));
  else for (let i = 0; i < active.length; i++) {
    for (let j = i + 1; j < active.length; j++) {
      items.push(link(`breach-link-${active[i]}-${active[j]}`, at.get(active[i]!)!, at.get(active[j]!)!, `${active[i]} and ${active[j]} are adjacent: both hold active breaches (ti4.adj.effects)`));
    }
  }
  const fracture = te?.fracture;
  if (fracture !== undefined) {
    for (const [a, b] of fracture.links) {
      if (at.has(a) && at.has(b)) items.push(link(`fracture-link-${a}-${b}`, at.get(a)!, at.get(b)!, `${a} and ${b}: the Fracture's tiles share a side (ti4.adj.physical)`));
    }
    for (const s of fracture.ingress) add(s, { badge: 'In', role: 'wormhole', id: `${s}-ingress`, title: 'ingress token: adjacent to every system with an egress token' });
    for (const s of fracture.egress) add(s, { badge: 'Eg', role: 'wormhole', id: `${s}-egress`, title: 'egress token: adjacent to every system with an ingress token' });
    const ingress = [...new Set(fracture.ingress)].filter((x) => at.has(x));
    const egress = [...new Set(fracture.egress)].filter((x) => at.has(x));
    if (ingress.length * egress.length > MAX_PAIR_LINKS) {
      items.push(...hub('ingress-hub', ingress, at, radius, 'ingress: adjacent to every system with an egress token, the Fracture (ti4.adj.effects)', 'In'));
      items.push(...hub('egress-hub', egress, at, radius, 'egress: adjacent to every system with an ingress token, the Fracture (ti4.adj.effects)', 'Eg'));
    } else for (const a of ingress) {
      for (const b of egress) {
        if (a !== b && at.has(a) && at.has(b)) items.push(link(`ingress-egress-${a}-${b}`, at.get(a)!, at.get(b)!, `${a} (ingress) and ${b} (egress) are adjacent: the Fracture (ti4.adj.effects)`));
      }
    }
  }
  // Empyrean Void Tether tokens lie on the border the two systems share (ti4.adj.effects).
  (te?.voidTethers ?? []).forEach((tether, i) => {
    const a = at.get(tether.systems[0]);
    const b = at.get(tether.systems[1]);
    if (a === undefined || b === undefined) return;
    const title = `Void Tether on the border of ${tether.systems[0]} and ${tether.systems[1]}: other players do not treat them as adjacent${tether.allow.length > 0 ? ` (allowed: ${tether.allow.join(', ')})` : ''}`;
    items.push({ shape: { kind: 'circle', x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, radius: 6.5 * (radius / 50) }, role: 'anomaly', id: `void-tether-${i}`, title, badge: 'VT' });
  });
  for (const p of scenario.played) {
    if (p.id === 'sever' && p.system !== undefined) add(p.system, { badge: 'S', role: 'anomaly', id: `${p.system}-sever`, title: 'Sever token: the wormholes of this system have no effect during movement' });
  }
  // Cosmic Phenomenae (galactic event, ti4.move.events): systems with entropic scars, printed or by a token, are adjacent.
  if (scenario.played.some((p) => p.id === 'cosmic-phenomenae')) {
    const scarTokens = new Set((scenario.anomalyTokens ?? []).filter((t) => t.anomaly === 'entropic-scar').map((t) => t.system));
    const scars = galaxy.nodes.filter((n) => (n.data.anomalies.includes('entropic-scar') || scarTokens.has(n.id)) && at.has(n.id)).map((n) => n.id);
    if (pairs(scars.length) > MAX_PAIR_LINKS) items.push(...hub('scar-hub', scars, at, radius, 'adjacent to every entropic scar (Cosmic Phenomenae, ti4.move.events)', 'ES'));
    else for (let i = 0; i < scars.length; i++) {
      for (let j = i + 1; j < scars.length; j++) {
        items.push(link(`scar-link-${scars[i]}-${scars[j]}`, at.get(scars[i]!)!, at.get(scars[j]!)!, `${scars[i]} and ${scars[j]} are adjacent: both are entropic scars (Cosmic Phenomenae, ti4.move.events)`));
      }
    }
  }
  // Epsilon: the off-map Crimson home (118) is joined to the epsilon systems on the map (ti4.adj.wormhole).
  const epsilon = galaxy.nodes.filter((n) => n.data.wormholes.includes('epsilon') || scenario.wormholeTokens.some((t) => t.wormhole === 'epsilon' && t.system === n.id));
  for (const off of epsilon.filter((n) => n.data.offMap)) {
    for (const on of epsilon) {
      if (on === off || !at.has(on.id) || !at.has(off.id)) continue;
      items.push(link(`epsilon-link-${off.id}-${on.id}`, at.get(off.id)!, at.get(on.id)!, `${off.id} and ${on.id} both hold epsilon wormholes (ti4.adj.wormhole)`));
    }
  }
  const k = radius / 50;
  for (const [system, list] of tokens) {
    const c = at.get(system);
    if (c === undefined) continue;
    list.forEach((t, i) => {
      items.push({ shape: { kind: 'circle', x: c.x + 33 * k, y: c.y + (12 - i * 14) * k, radius: 6.5 * k }, role: t.role, id: t.id, title: t.title, badge: t.badge });
    });
  }
  return items;
}

/** Links between every two of n members. */
function pairs(n: number): number {
  return (n * (n - 1)) / 2;
}
