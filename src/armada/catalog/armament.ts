/**
 * Armament of every official ship type (`armada.range.armament`, `armada.range.anti-squadron`):
 * the battery armament of each hull zone and the anti-squadron armament, as counts of red, blue
 * and black dice (`[red, blue, black]`). A `-` on the card is `[0, 0, 0]`.
 *
 * Sources (facts only; the code is this project's):
 * - BSD: BSData/star-wars-armada @47bfca1bddea459678568e5ee820597a433d9b41, `Galactic Republic.cat`,
 *   `Imperial Navy.cat`, `Rebel Fleet.cat`, `Separatist Alliance.cat`: the "1.1 Ships",
 *   "1.2 Ships With Special Battery" and "1.3 Huge Ships" profiles ("Front/Left/Right/Rear Firing
 *   Arc", "Left-/Right-Auxiliary Firing Arc", "Special Battery", "Anti-Squadron Value"). All 66
 *   official ships of ship-data.ts. (BSData spells two names "Star Dreadought ... Prototype" and
 *   the Separatist "Gozanti-class Cruiser"; matched to the catalog names here.)
 * - JMT: jmthompson2015/star-wars-armada @2930d28599a39008e178cc8ea090efc6104832f4 (MIT),
 *   `artifact/src/ShipCard.js` (`attack` per hull zone and `squadron-attack`, `[red, blue, black]`):
 *   the 38 Galactic Empire and Rebel Alliance ships of waves 1-7. All 38 agree with BSD die for
 *   die (`checked: 'jmthompson'`).
 * - RPS: rpsincorporated-ship-it/star-wars-armada-data @645941f25542b78c5bd2f31ac2fe6ed58e8bb021
 *   (Starhawk Mark II, Executor I @709c604c736339d9b6b5a3d9f78dbc1d268af09d),
 *   `data/ship-card/<faction>/<ship>.json` (`attack` or `battery`, `squadron-attack` or
 *   `anti-squadron`): read for 18 of the other 28 ships. 12 agree (`checked: 'rps'`); 6 disagree
 *   and keep BSD's figures with the other reading in `disputed` (both Munificents, the Recusant
 *   Light Destroyer's anti-squadron die, the Separatist Gozanti's rear, both Republic Peltas' rear).
 *   RPS is a single unreviewed data set whose provenance is unclear (the rules reference already
 *   found one of its speed charts wrong), so it checks BSD but does not overrule it. The remaining
 *   10 (the Separatist Providence Carrier and Dreadnought, whose RPS files have no dice, the Rebel
 *   Providence Carrier, Starhawk Mark I, Onager Testbed, both Star Dreadnought prototypes, Executor
 *   II, the Imperial Venator II, the Republic Victory I) rest on BSD alone (`checked: null`); the
 *   Imperial Venator II and Republic Victory I print the same dice as their other-faction cards.
 * - Spot check: tantive4/AlphArmada @11d94a21e6798b325e86330926fc3e4bcd2b17c0,
 *   `armada_game/data/ship_dict.json` (`battery` front/side/rear and `anti_squad`, listed black,
 *   blue, red): its ten ships (Victory I/II, Gladiator I/II, CR90 A/B, Nebulon-B both, Assault
 *   Frigate Mark II A/B) agree.
 *
 * Worth knowing: BSD gives the Separatist Gozanti-class Cruisers a rear battery of one blue die
 * where the Imperial card prints "-" (RPS disagrees, above). The Onager's
 * special battery (`special`) is used only by its superweapon (not measured by this engine); huge
 * ships' two auxiliary zones are measured (catalog/arcs.ts) and roll `leftAuxiliary` /
 * `rightAuxiliary`.
 *
 * The eight Armada Legacy community ships (status `armada-legacy-community`) have no entry: the
 * sources above do not list them and gamerkhang/Armada-Legacy-TTS-Mod carries their cards only as
 * images. Without armament a ship's hull zones are not filtered by dice (src/armada/armament.ts).
 */

/** Dice counts of one armament: red, blue, black. */
export type Dice = readonly [red: number, blue: number, black: number];

export interface ArmamentRecord {
  /** Ship type and faction as in ship-data.ts (`armada.data.charts`). */
  readonly name: string;
  readonly faction: string;
  /** Battery armament of each hull zone, used against ships. */
  readonly front: Dice;
  readonly left: Dice;
  readonly right: Dice;
  readonly rear: Dice;
  /** Huge ships: the auxiliary hull zones behind the side zones (catalog/arcs.ts `HUGE_HULL_ZONES`). */
  readonly leftAuxiliary?: Dice;
  readonly rightAuxiliary?: Dice;
  /** Onager-class: the special battery armament its superweapon uses (not measured by this engine). */
  readonly special?: Dice;
  /** Anti-squadron armament, used against squadrons from any hull zone. */
  readonly antiSquadron: Dice;
  /** The second source that agrees with BSD die for die, or null where none does. */
  readonly checked: 'jmthompson' | 'rps' | null;
  /** Where a second source disagrees with BSD: what it says (BSD's figures are kept). */
  readonly disputed?: string;
}

export const ARMAMENT_RECORDS: readonly ArmamentRecord[] = [
  { name: 'GR-75 Medium Transports', faction: 'Rebel Alliance', front: [0, 0, 0], left: [0, 0, 0], right: [0, 0, 0], rear: [0, 0, 0], antiSquadron: [0, 0, 1], checked: 'jmthompson' },
  { name: 'GR-75 Combat Retrofits', faction: 'Rebel Alliance', front: [0, 1, 0], left: [0, 0, 0], right: [0, 0, 0], rear: [0, 1, 0], antiSquadron: [0, 1, 0], checked: 'jmthompson' },
  { name: 'CR90 Corvette A', faction: 'Rebel Alliance', front: [2, 1, 0], left: [1, 1, 0], right: [1, 1, 0], rear: [1, 0, 0], antiSquadron: [0, 1, 0], checked: 'jmthompson' },
  { name: 'CR90 Corvette B', faction: 'Rebel Alliance', front: [0, 3, 0], left: [0, 2, 0], right: [0, 2, 0], rear: [0, 1, 0], antiSquadron: [0, 1, 0], checked: 'jmthompson' },
  { name: 'Nebulon-B Support Refit', faction: 'Rebel Alliance', front: [3, 0, 0], left: [1, 1, 0], right: [1, 1, 0], rear: [2, 0, 0], antiSquadron: [0, 1, 0], checked: 'jmthompson' },
  { name: 'Nebulon-B Escort Frigate', faction: 'Rebel Alliance', front: [3, 0, 0], left: [1, 1, 0], right: [1, 1, 0], rear: [2, 0, 0], antiSquadron: [0, 2, 0], checked: 'jmthompson' },
  { name: 'MC30c Scout Frigate', faction: 'Rebel Alliance', front: [1, 0, 2], left: [2, 0, 3], right: [2, 0, 3], rear: [1, 0, 1], antiSquadron: [0, 1, 0], checked: 'jmthompson' },
  { name: 'MC30c Torpedo Frigate', faction: 'Rebel Alliance', front: [0, 1, 2], left: [0, 2, 3], right: [0, 2, 3], rear: [0, 1, 1], antiSquadron: [0, 1, 0], checked: 'jmthompson' },
  { name: 'Modified Pelta-class Command Ship', faction: 'Rebel Alliance', front: [2, 2, 0], left: [1, 1, 0], right: [1, 1, 0], rear: [2, 0, 0], antiSquadron: [0, 1, 0], checked: 'jmthompson' },
  { name: 'Modified Pelta-class Assault Ship', faction: 'Rebel Alliance', front: [2, 0, 2], left: [1, 0, 1], right: [1, 0, 1], rear: [2, 0, 0], antiSquadron: [0, 1, 1], checked: 'jmthompson' },
  { name: 'Hammerhead Scout Corvette', faction: 'Rebel Alliance', front: [2, 1, 0], left: [0, 1, 0], right: [0, 1, 0], rear: [0, 0, 0], antiSquadron: [0, 1, 0], checked: 'jmthompson' },
  { name: 'Hammerhead Torpedo Corvette', faction: 'Rebel Alliance', front: [1, 1, 1], left: [0, 0, 1], right: [0, 0, 1], rear: [0, 0, 0], antiSquadron: [0, 0, 1], checked: 'jmthompson' },
  { name: 'Assault Frigate Mark II A', faction: 'Rebel Alliance', front: [2, 1, 0], left: [3, 1, 0], right: [3, 1, 0], rear: [2, 1, 0], antiSquadron: [0, 2, 0], checked: 'jmthompson' },
  { name: 'Assault Frigate Mark II B', faction: 'Rebel Alliance', front: [2, 0, 0], left: [3, 1, 0], right: [3, 1, 0], rear: [2, 0, 0], antiSquadron: [0, 1, 0], checked: 'jmthompson' },
  { name: 'MC80 Command Cruiser', faction: 'Rebel Alliance', front: [1, 2, 0], left: [3, 3, 0], right: [3, 3, 0], rear: [1, 2, 0], antiSquadron: [0, 1, 1], checked: 'jmthompson' },
  { name: 'MC80 Assault Cruiser', faction: 'Rebel Alliance', front: [2, 1, 0], left: [4, 2, 0], right: [4, 2, 0], rear: [2, 1, 0], antiSquadron: [0, 2, 0], checked: 'jmthompson' },
  { name: 'MC80 Star Cruiser', faction: 'Rebel Alliance', front: [3, 4, 0], left: [2, 1, 0], right: [2, 1, 0], rear: [0, 2, 0], antiSquadron: [0, 0, 1], checked: 'jmthompson' },
  { name: 'MC80 Battle Cruiser', faction: 'Rebel Alliance', front: [4, 3, 0], left: [2, 1, 0], right: [2, 1, 0], rear: [1, 1, 0], antiSquadron: [0, 0, 2], checked: 'jmthompson' },
  { name: 'MC75 Ordnance Cruiser', faction: 'Rebel Alliance', front: [0, 2, 3], left: [3, 0, 2], right: [3, 0, 2], rear: [0, 0, 2], antiSquadron: [0, 0, 1], checked: 'jmthompson' },
  { name: 'MC75 Armored Cruiser', faction: 'Rebel Alliance', front: [0, 3, 2], left: [3, 2, 0], right: [3, 2, 0], rear: [0, 1, 1], antiSquadron: [0, 1, 1], checked: 'jmthompson' },
  { name: 'Starhawk-class Battleship Mark I', faction: 'Rebel Alliance', front: [4, 2, 2], left: [2, 2, 1], right: [2, 2, 1], rear: [2, 0, 1], antiSquadron: [0, 1, 1], checked: null },
  { name: 'Starhawk-class Battleship Mark II', faction: 'Rebel Alliance', front: [4, 3, 1], left: [3, 2, 0], right: [3, 2, 0], rear: [2, 1, 0], antiSquadron: [1, 1, 0], checked: 'rps' },
  { name: 'Providence-class Carrier', faction: 'Rebel Alliance', front: [2, 1, 2], left: [2, 2, 2], right: [2, 2, 2], rear: [1, 1, 1], antiSquadron: [0, 0, 2], checked: null },
  { name: 'Gozanti-class Cruisers', faction: 'Galactic Empire', front: [0, 1, 0], left: [0, 1, 0], right: [0, 1, 0], rear: [0, 0, 0], antiSquadron: [0, 0, 1], checked: 'jmthompson' },
  { name: 'Gozanti-class Assault Carriers', faction: 'Galactic Empire', front: [1, 0, 0], left: [0, 1, 0], right: [0, 1, 0], rear: [0, 0, 0], antiSquadron: [0, 1, 0], checked: 'jmthompson' },
  { name: 'Raider I-class Corvette', faction: 'Galactic Empire', front: [0, 2, 2], left: [0, 1, 1], right: [0, 1, 1], rear: [0, 1, 0], antiSquadron: [0, 0, 2], checked: 'jmthompson' },
  { name: 'Raider II-class Corvette', faction: 'Galactic Empire', front: [0, 3, 1], left: [0, 1, 1], right: [0, 1, 1], rear: [0, 1, 0], antiSquadron: [0, 1, 1], checked: 'jmthompson' },
  { name: 'Gladiator I-class Star Destroyer', faction: 'Galactic Empire', front: [2, 0, 2], left: [0, 0, 4], right: [0, 0, 4], rear: [1, 0, 1], antiSquadron: [0, 1, 0], checked: 'jmthompson' },
  { name: 'Gladiator II-class Star Destroyer', faction: 'Galactic Empire', front: [2, 0, 2], left: [1, 0, 3], right: [1, 0, 3], rear: [1, 0, 1], antiSquadron: [0, 2, 0], checked: 'jmthompson' },
  { name: 'Arquitens-class Light Cruiser', faction: 'Galactic Empire', front: [1, 0, 1], left: [3, 0, 0], right: [3, 0, 0], rear: [1, 0, 1], antiSquadron: [0, 0, 1], checked: 'jmthompson' },
  { name: 'Arquitens-class Command Cruiser', faction: 'Galactic Empire', front: [1, 1, 0], left: [3, 0, 0], right: [3, 0, 0], rear: [1, 1, 0], antiSquadron: [0, 1, 0], checked: 'jmthompson' },
  { name: 'Victory I-class Star Destroyer', faction: 'Galactic Empire', front: [3, 0, 3], left: [2, 0, 1], right: [2, 0, 1], rear: [2, 0, 0], antiSquadron: [0, 1, 0], checked: 'jmthompson' },
  { name: 'Victory II-class Star Destroyer', faction: 'Galactic Empire', front: [3, 3, 0], left: [2, 1, 0], right: [2, 1, 0], rear: [2, 0, 0], antiSquadron: [0, 1, 0], checked: 'jmthompson' },
  { name: 'Interdictor Suppression Refit', faction: 'Galactic Empire', front: [1, 3, 0], left: [1, 3, 0], right: [1, 3, 0], rear: [1, 2, 0], antiSquadron: [0, 1, 0], checked: 'jmthompson' },
  { name: 'Interdictor Combat Refit', faction: 'Galactic Empire', front: [2, 2, 0], left: [2, 2, 0], right: [2, 2, 0], rear: [1, 2, 0], antiSquadron: [0, 1, 1], checked: 'jmthompson' },
  { name: 'Quasar Fire I-class Cruiser-Carrier', faction: 'Galactic Empire', front: [0, 3, 0], left: [0, 2, 0], right: [0, 2, 0], rear: [0, 1, 0], antiSquadron: [0, 1, 0], checked: 'jmthompson' },
  { name: 'Quasar Fire II-class Cruiser-Carrier', faction: 'Galactic Empire', front: [2, 1, 0], left: [1, 1, 0], right: [1, 1, 0], rear: [0, 1, 0], antiSquadron: [1, 0, 0], checked: 'jmthompson' },
  { name: 'Imperial I-class Star Destroyer', faction: 'Galactic Empire', front: [3, 2, 3], left: [2, 0, 2], right: [2, 0, 2], rear: [1, 2, 0], antiSquadron: [0, 1, 1], checked: 'jmthompson' },
  { name: 'Imperial Star Destroyer Kuat Refit', faction: 'Galactic Empire', front: [3, 2, 3], left: [1, 1, 2], right: [1, 1, 2], rear: [1, 1, 1], antiSquadron: [0, 1, 1], checked: 'jmthompson' },
  { name: 'Imperial II-class Star Destroyer', faction: 'Galactic Empire', front: [4, 4, 0], left: [2, 2, 0], right: [2, 2, 0], rear: [1, 2, 0], antiSquadron: [0, 2, 0], checked: 'jmthompson' },
  { name: 'Imperial Star Destroyer Cymoon 1 Refit', faction: 'Galactic Empire', front: [5, 2, 0], left: [1, 3, 0], right: [1, 3, 0], rear: [1, 2, 0], antiSquadron: [0, 0, 2], checked: 'jmthompson' },
  { name: 'Star Dreadnought Command Prototype', faction: 'Galactic Empire', front: [4, 4, 0], left: [3, 1, 1], right: [3, 1, 1], rear: [1, 1, 1], leftAuxiliary: [2, 1, 1], rightAuxiliary: [2, 1, 1], antiSquadron: [0, 2, 0], checked: null },
  { name: 'Star Dreadnought Assault Prototype', faction: 'Galactic Empire', front: [5, 4, 0], left: [3, 2, 1], right: [3, 2, 1], rear: [1, 1, 1], leftAuxiliary: [2, 2, 1], rightAuxiliary: [2, 2, 1], antiSquadron: [1, 1, 0], checked: null },
  { name: 'Executor I-class Star Dreadnought', faction: 'Galactic Empire', front: [5, 4, 0], left: [3, 3, 1], right: [3, 3, 1], rear: [2, 1, 1], leftAuxiliary: [2, 3, 1], rightAuxiliary: [2, 3, 1], antiSquadron: [0, 2, 1], checked: 'rps' },
  { name: 'Executor II-class Star Dreadnought', faction: 'Galactic Empire', front: [5, 5, 0], left: [4, 3, 1], right: [4, 3, 1], rear: [2, 1, 1], leftAuxiliary: [3, 3, 1], rightAuxiliary: [3, 3, 1], antiSquadron: [1, 1, 1], checked: null },
  { name: 'Onager-class Testbed', faction: 'Galactic Empire', front: [1, 2, 1], left: [2, 1, 0], right: [2, 1, 0], rear: [1, 1, 0], special: [4, 0, 3], antiSquadron: [0, 0, 1], checked: null },
  { name: 'Onager-class Star Destroyer', faction: 'Galactic Empire', front: [2, 2, 1], left: [3, 0, 1], right: [3, 0, 1], rear: [2, 1, 0], special: [3, 2, 2], antiSquadron: [0, 1, 1], checked: 'rps' },
  { name: 'Venator II-class Star Destroyer', faction: 'Galactic Empire', front: [2, 2, 2], left: [2, 2, 0], right: [2, 2, 0], rear: [1, 1, 1], antiSquadron: [0, 1, 1], checked: null },
  { name: 'Consular-class Armed Cruiser', faction: 'Galactic Republic', front: [0, 2, 1], left: [0, 1, 1], right: [0, 1, 1], rear: [0, 1, 0], antiSquadron: [0, 2, 0], checked: 'rps' },
  { name: 'Consular-class Charger c70', faction: 'Galactic Republic', front: [2, 1, 0], left: [2, 0, 0], right: [2, 0, 0], rear: [1, 1, 0], antiSquadron: [0, 0, 1], checked: 'rps' },
  { name: 'Acclamator I-class Assault Ship', faction: 'Galactic Republic', front: [3, 0, 2], left: [2, 0, 1], right: [2, 0, 1], rear: [1, 0, 1], antiSquadron: [0, 0, 2], checked: 'rps' },
  { name: 'Acclamator II-class Assault Ship', faction: 'Galactic Republic', front: [3, 1, 2], left: [2, 0, 1], right: [2, 0, 1], rear: [1, 1, 0], antiSquadron: [0, 1, 1], checked: 'rps' },
  { name: 'Venator I-class Star Destroyer', faction: 'Galactic Republic', front: [3, 0, 3], left: [1, 1, 2], right: [1, 1, 2], rear: [1, 1, 1], antiSquadron: [0, 2, 0], checked: 'rps' },
  { name: 'Venator II-class Star Destroyer', faction: 'Galactic Republic', front: [2, 2, 2], left: [2, 2, 0], right: [2, 2, 0], rear: [1, 1, 1], antiSquadron: [0, 1, 1], checked: 'rps' },
  { name: 'Pelta-class Medical Frigate', faction: 'Galactic Republic', front: [2, 1, 0], left: [1, 1, 0], right: [1, 1, 0], rear: [2, 0, 0], antiSquadron: [0, 1, 0], checked: null, disputed: 'RPS: rear 1 red (BSD: 2 red, as the Rebel Modified Pelta cards)' },
  { name: 'Pelta-class Transport Frigate', faction: 'Galactic Republic', front: [2, 0, 1], left: [1, 0, 1], right: [1, 0, 1], rear: [2, 0, 0], antiSquadron: [0, 1, 1], checked: null, disputed: 'RPS: rear 1 red (BSD: 2 red, as the Rebel Modified Pelta cards)' },
  { name: 'Victory I-class Star Destroyer', faction: 'Galactic Republic', front: [3, 0, 3], left: [2, 0, 1], right: [2, 0, 1], rear: [2, 0, 0], antiSquadron: [0, 1, 0], checked: null },
  { name: 'Hardcell-class Transport', faction: 'Separatist Alliance', front: [2, 1, 0], left: [0, 1, 0], right: [0, 1, 0], rear: [0, 0, 0], antiSquadron: [0, 1, 0], checked: 'rps' },
  { name: 'Hardcell-class Battle Refit', faction: 'Separatist Alliance', front: [3, 0, 0], left: [1, 0, 0], right: [1, 0, 0], rear: [0, 0, 0], antiSquadron: [0, 1, 1], checked: 'rps' },
  { name: 'Munificent-class Comms Frigate', faction: 'Separatist Alliance', front: [2, 2, 0], left: [3, 0, 0], right: [3, 0, 0], rear: [2, 0, 0], antiSquadron: [1, 0, 0], checked: null, disputed: 'RPS: front 3 red 2 blue, sides 2 red 1 blue, rear 1 red 1 blue, anti-squadron 1 blue (BSD: front 2 red 2 blue, sides 3 red, rear 2 red, anti-squadron 1 red)' },
  { name: 'Munificent-class Star Frigate', faction: 'Separatist Alliance', front: [2, 2, 0], left: [3, 0, 0], right: [3, 0, 0], rear: [2, 0, 0], antiSquadron: [1, 0, 1], checked: null, disputed: 'RPS: front 3 red 2 blue, sides 2 red 1 blue, rear 1 red 1 blue, anti-squadron 1 blue 1 black (BSD: as the Comms Frigate, anti-squadron 1 red 1 black)' },
  { name: 'Recusant-class Light Destroyer', faction: 'Separatist Alliance', front: [4, 0, 2], left: [3, 0, 1], right: [3, 0, 1], rear: [1, 0, 1], antiSquadron: [0, 1, 0], checked: null, disputed: 'RPS: anti-squadron 1 black (BSD: 1 blue)' },
  { name: 'Recusant-class Support Destroyer', faction: 'Separatist Alliance', front: [3, 2, 1], left: [3, 1, 0], right: [3, 1, 0], rear: [1, 1, 0], antiSquadron: [1, 0, 0], checked: 'rps' },
  { name: 'Providence-class Carrier', faction: 'Separatist Alliance', front: [2, 1, 2], left: [2, 2, 2], right: [2, 2, 2], rear: [1, 1, 1], antiSquadron: [0, 0, 2], checked: null },
  { name: 'Providence-class Dreadnought', faction: 'Separatist Alliance', front: [2, 1, 2], left: [3, 1, 2], right: [3, 1, 2], rear: [1, 1, 1], antiSquadron: [0, 1, 0], checked: null },
  { name: 'Gozanti-class Cruisers', faction: 'Separatist Alliance', front: [0, 1, 0], left: [0, 1, 0], right: [0, 1, 0], rear: [0, 1, 0], antiSquadron: [0, 0, 1], checked: null, disputed: 'RPS: rear "-", as the Imperial card (BSD: rear 1 blue)' },
];
