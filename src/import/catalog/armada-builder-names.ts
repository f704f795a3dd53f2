/**
 * Ship and squadron names the fleet builders write that are neither a catalog name nor a
 * nickname of the card data (`armada-nicknames.ts`), each with the catalog name it means.
 *
 * Sources (facts only):
 * - rkbodenner/armada-fleet-list-parser (MIT, (c) 2020 Ralph Bodenner), its test exports
 *   `test/<builder>/*.txt`: Ryan Kingston's builder writes `Pelta Command Ship`, `Starhawk
 *   Battleship Mark I`; Flagship writes `CR90A Corvette`; the Armada Fleet Builder app writes `MC80
 *   Liberty Star Cruiser`.
 * - sprintska/shrimpbot (MIT, (c) 2019 sprintska), `lib_listbuilder/definitions.py`
 *   `listbuilder_nomenclature_errors` (the names fleet builders write for cards whose printed
 *   name differs: Kingston's `Assault Frigate Mk2 A`, ...) and `vassal_nomenclature_errors` (the
 *   names of the VASSAL module's pieces, which lists exported from it carry: `Arquitens Command
 *   Cruiser`, `YT-2400 Light Freighter`, ...), the keys read back into names.
 */

/** [builder name, catalog ship name]. */
export const BUILDER_SHIP_NAMES: readonly (readonly [string, string])[] = [
  ['Pelta Command Ship', 'Modified Pelta-class Command Ship'],
  ['Pelta Assault Ship', 'Modified Pelta-class Assault Ship'],
  ['Pelta Medical Frigate', 'Pelta-class Medical Frigate'],
  ['Pelta Transport Frigate', 'Pelta-class Transport Frigate'],
  ['Starhawk Battleship Mark I', 'Starhawk-class Battleship Mark I'],
  ['Starhawk Battleship Mark II', 'Starhawk-class Battleship Mark II'],
  ['Starhawk-class Mk I', 'Starhawk-class Battleship Mark I'],
  ['Starhawk-class Mk II', 'Starhawk-class Battleship Mark II'],
  ['CR90A Corvette', 'CR90 Corvette A'],
  ['CR90B Corvette', 'CR90 Corvette B'],
  ['CR90 Corellian Corvette A', 'CR90 Corvette A'],
  ['CR90 Corellian Corvette B', 'CR90 Corvette B'],
  ['MC80 Liberty Star Cruiser', 'MC80 Star Cruiser'],
  ['Assault Frigate Mk2 A', 'Assault Frigate Mark II A'],
  ['Assault Frigate Mk2 B', 'Assault Frigate Mark II B'],
  ['Arquitens Command Cruiser', 'Arquitens-class Command Cruiser'],
  ['Arquitens Light Cruiser', 'Arquitens-class Light Cruiser'],
  ['Acclamator I', 'Acclamator I-class Assault Ship'],
  ['Acclamator II', 'Acclamator II-class Assault Ship'],
  ['Armed Cruiser', 'Consular-class Armed Cruiser'],
  ['Charger c70', 'Consular-class Charger c70'],
  ['Consular-class Charger c70 Retrofit', 'Consular-class Charger c70'],
  ['Comms Frigate', 'Munificent-class Comms Frigate'],
  ['Munificent Comms Frigate', 'Munificent-class Comms Frigate'],
  ['Munificent Star Frigate', 'Munificent-class Star Frigate'],
  ['Hardcell Battle Refit', 'Hardcell-class Battle Refit'],
  ['Hardcell Transport', 'Hardcell-class Transport'],
  ['Battle Refit', 'Hardcell-class Battle Refit'],
  ['Interdictor-class Suppression Refit', 'Interdictor Suppression Refit'],
  ['Interdictor-class Combat Refit', 'Interdictor Combat Refit'],
  ['Onager Star Destroyer', 'Onager-class Star Destroyer'],
  ['Onager Testbed', 'Onager-class Testbed'],
  ['SSD Executor I', 'Executor I-class Star Dreadnought'],
  ['SSD Executor II', 'Executor II-class Star Dreadnought'],
  ['SSD Command Prototype', 'Star Dreadnought Command Prototype'],
  ['SSD Assault Prototype', 'Star Dreadnought Assault Prototype'],
  ['ISD Cymoon 1 Refit', 'Imperial Star Destroyer Cymoon 1 Refit'],
  ['ISD Kuat Refit', 'Imperial Star Destroyer Kuat Refit'],
];

/** [builder name, catalog squadron name]. */
export const BUILDER_SQUADRON_NAMES: readonly (readonly [string, string])[] = [
  ['BLT-B Y-wing Squadron', 'BTL-B Y-wing'],
  ['Hyena Droid Bomber Squadron', 'Hyena'],
  ['Lambda Shuttle', 'Lambda'],
  ['Lancer Pursuit Craft', 'Lancer'],
  ['Vulture Droid Fighter Squadron', 'Vulture'],
  ['Vulture Droid Squadron', 'Vulture'],
  ['Anakin Skywalker Y Rep', 'Anakin Skywalker (BTL-B Y-wing)'],
  ['Maarek Steele', 'Maarek Stele'],
  ['HWK-290 Light Freighter', 'HWK-290'],
  ['VCX-100 Light Freighter', 'VCX-100'],
  ['YT-1300 Light Freighter', 'YT-1300'],
  ['YT-2400 Light Freighter', 'YT-2400'],
  ['YV-666 Light Freighter', 'YV-666'],
  ['Mando Gauntlet Fighter', 'Gauntlet'],
  ['Hyena Bomber Squadron', 'Hyena'],
  ['Darth Vader Defender', 'Darth Vader (TIE Defender)'],
  ['Anakin Skywalker BTL-B', 'Anakin Skywalker (BTL-B Y-wing)'],
  ['Anakin Skywalker Delta', 'Anakin Skywalker (Delta-7)'],
  ['Oddball', 'Odd Ball'],
];
