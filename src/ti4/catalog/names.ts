import { FACTIONS } from './factions.ts';
import { UNITS, upgradeTechnology } from './units.ts';

/**
 * Catalog names a scenario may use (kebab-case of the printed names).
 * Those that change movement are listed with the rule they touch in `effects.ts`; the others are
 * accepted so a real game state can be pasted in, and have no movement effect.
 * Source of the names: NoahPeres/ti4-ai "TI4 ability compendium.csv" (COMP), and the effects
 * the TI4 rules list (`ti4.adj.effects` and the effects that change movement).
 */

const GENERIC_TECHNOLOGIES = [
  // biotic
  'neural-motivator', 'dacxive-animators', 'hyper-metabolism', 'x-89-bacterial-weapon', 'psychoarchaeology', 'bio-stims',
  // propulsion
  'antimass-deflectors', 'gravity-drive', 'fleet-logistics', 'light-wave-deflector', 'dark-energy-tap', 'sling-relay',
  // cybernetic
  'sarween-tools', 'graviton-laser-system', 'transit-diodes', 'integrated-economy', 'scanlink-drone-network', 'predictive-intelligence',
  // warfare
  'plasma-scoring', 'magen-defense-grid', 'duranium-armor', 'assault-cannon', 'ai-development-algorithm', 'self-assembly-routines',
  // Codex omega versions
  'x-89-bacterial-weapon-omega', 'magen-defense-grid-omega',
  // unit upgrades that are not in the unit table
  'war-sun', 'spec-ops-ii', 'letani-warrior-ii', 'crimson-legionnaire-ii',
];

const FACTION_TECHNOLOGIES = [
  'bioplasmosis', 'l4-disruptors', 'non-euclidean-shielding', 'chaos-mapping', 'magmus-reactor', 'production-biomes',
  'quantum-datahub-node', 'wormhole-generator', 'dimensional-splicer', 'inheritance-systems', 'salvage-operations',
  'mirror-computing', 'neuroglaive', 'valefar-assimilator-x', 'valefar-assimilator-y', 'valkyrie-particle-weave',
  'spacial-conduit-cylinder', 'e-res-siphons', 'lazax-gate-folding', 'hegemonic-trade-policy', 'nullification-field',
  'instinct-training', 'impulse-core', 'yin-spinner', 'mageon-implants', 'transparasteel-plating', 'aerie-hololattice',
  'aetherstream', 'voidwatch',
  // Thunder's Edge: the Crimson Rebellion's breakthrough (+1 from home or an active breach)
  'resonance-generator', 'genetic-recombination', 'supercharge', 'pre-fab-arcologies', 'temporal-command-suite',
  'vortex', 'agency-supply-network', 'iihq-modernization', 'magmus-reactor-omega', 'wormhole-generator-omega',
  // Thunder's Edge breakthroughs that touch movement (ti-assistant server/data/*/factions.ts @31ef8639):
  // Letnev Gravleash Maneuvers, Cabal Al'raith Ix Ianovar, Winnu Imperator, Mentak The Table's Grace
  // (Corsair), Naaz-Rokha Absolute Synergy (Eidolon Maximum), Argent Wing Transfer, Empyrean Void Tether
  'gravleash-maneuvers', 'al-raith-ix-ianovar', 'imperator', 'the-tables-grace', 'absolute-synergy', 'wing-transfer',
  'void-tether', 'corsair', 'eidolon-maximum',
];

export const TECHNOLOGY_IDS: readonly string[] = [
  ...GENERIC_TECHNOLOGIES,
  ...FACTION_TECHNOLOGIES,
  ...UNITS.map(upgradeTechnology).filter((t): t is string => t !== undefined),
].filter((t, i, all) => all.indexOf(t) === i);

export const LAW_IDS: readonly string[] = [
  'anti-intellectual-revolution', 'articles-of-war', 'checks-and-balances', 'classified-document-leaks', 'committee-formation',
  'conventions-of-war', 'demilitarized-zone', 'enforced-travel-ban', 'executive-sanctions', 'fleet-regulations',
  'holy-planet-of-ixth', 'homeland-defense-act', 'imperial-arbiter', 'minister-of-commerce', 'minister-of-exploration',
  'minister-of-industry', 'minister-of-peace', 'minister-of-policy', 'minister-of-sciences', 'minister-of-war',
  'nexus-sovereignty', 'political-censure', 'prophecy-of-ixth', 'publicize-weapon-schematics', 'regulated-conscription',
  'representative-government', 'research-team-biotic', 'research-team-cybernetic', 'research-team-propulsion',
  'research-team-warfare', 'search-warrant', 'senate-sanctuary', 'shard-of-the-throne', 'shared-research',
  'terraforming-initiative', 'the-crown-of-emphidia', 'the-crown-of-thalnos', 'wormhole-reconstruction',
];

export const RELIC_IDS: readonly string[] = [
  'circlet-of-the-void', 'dominus-orb', 'dynamis-core', 'enigmatic-device', 'jr-xs455-o', 'maw-of-worlds', 'nano-forge',
  'scepter-of-emelpar', 'shard-of-the-throne', 'stellar-converter', 'the-codex', 'the-crown-of-emphidia',
  'the-crown-of-thalnos', 'the-obsidian', 'the-prophets-tears', 'book-of-latvinia',
];

/** Effects a scenario lists in `played` (used this tactical action). */
export const PLAYED_IDS: readonly string[] = [
  'lost-star-chart', 'flank-speed', 'in-the-silence-of-space', 'emissary-taivra', 'captain-mendosa', 'crucible',
  'dominus-orb', 'ahk-syl-siven', 'ceasefire', 'aetherstream', 'aetherpassage', 'spacial-conduit-cylinder',
  'chaos-mapping', 'hil-colish-first', 'creuss-iff', 'wormhole-generator', 'icarus-drive',
  // Thunder's Edge: the Crimson Rebellion's promissory note (with "system": its wormholes have no effect)
  'sever',
  // Thunder's Edge effects that change movement (ti-assistant server/data/thundersedge/*.ts @31ef8639):
  // Firmament agent Myru Vos, the legendary planet Tempesta, Heaven's Eye's plot condition, and the
  // galactic events Call of the Void, Cosmic Phenomenae, Wild Wild Galaxy (ti4.move.events)
  'myru-vos', 'tempesta', 'heavens-eye', 'call-of-the-void', 'cosmic-phenomenae', 'wild-wild-galaxy',
  // ability movement (ti4.move.ability): named here, recorded in the trace; Foresight, Watchful Ojz (retreat), Helix
  // Protocol, Dark Space Navigation, Benediction, Survival Instinct and Wing Transfer (abilityMove) are planned as inputs
  'helix-protocol', 'dark-space-navigation', 'benediction', 'foresight', 'riftwalker-meian', 'nova-seed',
  'wing-transfer', 'survival-instinct', 'watchful-ojz',
  // Thunder's Edge mechs that move ground forces between planets, not ships through systems: Deepwrought
  // Eanautic (to a planet in its home system), Ral Nel Alarum (up to 2 from planets in adjacent systems)
  // (ti-assistant server/compiled-lang/en.json @31ef8639); recorded, never planned (src/ti4/README.md)
  'eanautic', 'alarum',
  // Thunder's Edge: the Crimson Rebellion agent Ahk Ravin swaps the positions of 2 of a player's ships in any systems
  // (DataCleaner StructuredData/factions/crimson_rebellion.md): a placement without path or adjacency; recorded
  'ahk-ravin',
  // Cards that change the board before movement (ti4.move.board-cards, src/ti4/cards.ts): command tokens placed
  // (Diplomacy, Diplomacy Rider, Signal Jamming, Stymie Omega, Scepter of Dominion) or removed (Warfare), a
  // supernova made (Adjudicator Ba'al, the Muaat hero); Thunder's Edge Warfare and the Mahact hero Il Na Viroset
  // let a player activate a system holding their own command token (the threat map counts it)
  'diplomacy', 'diplomacy-rider', 'signal-jamming', 'stymie-omega', 'scepter-of-dominion', 'warfare', 'warfare-te',
  'adjudicator-baal', 'il-na-viroset',
  // Action cards and abilities (ti-assistant server/data/*/actionCards.ts, factions.ts @31ef8639): Nav Suite
  // (anomalies ignored during the Movement step), the retreat changers Intercept and Rout (ti4.retreat; Skilled
  // Retreat is retreat.ability), Rescue (abilityMove), the Letnev hero Darktalon Treilla (no fleet limit),
  // the Thunder's Edge event Age of Fighters (fighters against the fleet pool carry 1 ground force), the Ral Nel
  // Miniaturization (structures ride any ship)
  'exile-i', 'exile-ii',
  'nav-suite', 'intercept', 'rout', 'skilled-retreat', 'rescue', 'darktalon-treilla', 'age-of-fighters', 'miniaturization',
  'armada', 'edict',
  // not movement (named in the rules file so they are recognised)
  'solar-flare', 'ghost-ship',
  // passive faction abilities: always in force for their faction; naming them changes nothing
  'quantum-entanglement', 'slipstream', 'gashlai-physiology', 'voidborn',
];

/** What `played` accepts: the effects above, and technologies, laws or relics used this tactical action. */
export const PLAYABLE_IDS: readonly string[] = [...new Set([...PLAYED_IDS, ...TECHNOLOGY_IDS, ...LAW_IDS, ...RELIC_IDS])];

export const FACTION_IDS: readonly string[] = FACTIONS.map((f) => f.id);
