/**
 * Every X-Wing 2.0/2.5 ship type: base size and dial (xwing.data.dials).
 * Generated from data/xwing-ships.tsv, whose facts come from xwingtmg/xwing-data2
 * data/pilots/**.json (manifest 3.9.1), MIT licence, (c) 2018 Guido Kessels. Star Wars names
 * belong to their owners. Dial codes are validated by ships.test.ts (xwing.data.validate).
 */
import type { BaseSize } from './bases.ts';

export interface ShipRow {
  /** Printed ship name. */
  readonly name: string;
  /** xws id (xwing-data2). */
  readonly xws: string;
  readonly factions: readonly string[];
  readonly base: BaseSize;
  /** Dial codes, speed + bearing letter + difficulty letter (xwing.dial.codes); empty when the ship has no dial. */
  readonly dial: readonly string[];
}

const row = (name: string, xws: string, factions: string, base: BaseSize, dial: string): ShipRow => ({
  name,
  xws,
  factions: factions.split(','),
  base,
  dial: dial === '' ? [] : dial.split(' '),
});

export const SHIP_ROWS: readonly ShipRow[] = [
  row('A/SF-01 B-wing', 'asf01bwing', 'rebelalliance', 'small', '1ER 1TR 1BB 1FB 1NB 1YR 1RR 2TW 2BW 2FB 2NW 2YW 2KR 3BR 3FB 3NR 4FR'),
  row('Aggressor Assault Fighter', 'aggressorassaultfighter', 'scumandvillainy', 'medium', '1TW 1BB 1FB 1NB 1YW 2TW 2BB 2FB 2NB 2YW 3LR 3BB 3FB 3NB 3PR 4FW 4KR'),
  row('Alpha-class Star Wing', 'alphaclassstarwing', 'galacticempire', 'small', '1BW 1FB 1NW 2TW 2BB 2FB 2NB 2YW 3TW 3BW 3FW 3NW 3YW 4FR'),
  row('ARC-170 Starfighter', 'arc170starfighter', 'rebelalliance,galacticrepublic', 'medium', '1BB 1FB 1NB 2TW 2BB 2FB 2NB 2YW 3TR 3BW 3FW 3NW 3YR 4FR 4KR'),
  row('Attack Shuttle', 'attackshuttle', 'rebelalliance', 'small', '1TR 1BB 1FB 1NB 1YR 2TW 2BW 2FB 2NW 2YW 3TR 3BW 3FW 3NW 3YR 4FW 4KR'),
  row('Auzituck Gunship', 'auzituckgunship', 'rebelalliance', 'small', '0OR 1BB 1FB 1NB 2TW 2BW 2FB 2NW 2YW 3TW 3BW 3FB 3NW 3YW 4FW'),
  row('Belbullab-22 Starfighter', 'belbullab22starfighter', 'separatistalliance', 'small', '1TW 1BW 1NW 1YW 2TW 2BB 2FB 2NB 2YW 3LR 3TR 3BW 3FB 3NW 3YR 3PR 4FW 5FW'),
  row('BTA-NR2 Y-Wing', 'btanr2ywing', 'resistance', 'small', '1BB 1FB 1NB 2TW 2BW 2FB 2NW 2YW 3TR 3BW 3FB 3NW 3YR 4FR 5KR'),
  row('BTL-A4 Y-wing', 'btla4ywing', 'rebelalliance,scumandvillainy', 'small', '1BB 1FB 1NB 2TW 2BW 2FB 2NW 2YW 3TR 3BW 3FW 3NW 3YR 4FR 4KR'),
  row('BTL-B Y-wing', 'btlbywing', 'galacticrepublic', 'small', '1BW 1FB 1NW 2TW 2BW 2FB 2NW 2YW 3TR 3BW 3FW 3NW 3YR 4FR 4KR'),
  row('BTL-S8 K-wing', 'btls8kwing', 'rebelalliance', 'medium', '1BB 1FB 1NB 2TW 2BW 2FB 2NW 2YW 3BW 3FW 3NW'),
  row('C-ROC Cruiser', 'croccruiser', 'scumandvillainy,separatistalliance', 'huge', '0BR 0OR 0NR 1BW 1NW 1FB 2BW 2NW 2FB 3NR 3FW 3BR 4FR 5FR'),
  row('Clone Z-95 Headhunter', 'clonez95headhunter', 'galacticrepublic', 'small', '1BW 1FB 1NW 2TW 2BB 2FB 2NB 2YW 3TW 3BW 3FB 3NW 3YW 3KR 4FW 4KR'),
  row('CR90 Corellian Corvette', 'cr90corelliancorvette', 'rebelalliance,galacticrepublic', 'huge', '0BR 0OR 0NR 1BW 1NW 1FW 2BB 2NB 2FB 3NR 3FB 3BR 4FR 5FR'),
  row('Customized YT-1300 Light Freighter', 'customizedyt1300lightfreighter', 'scumandvillainy', 'large', '1BB 1FB 1NB 2TW 2BW 2FB 2NW 2YW 3LR 3TW 3BW 3FB 3NW 3YW 3PR 4FW 4KR'),
  row('Delta-7 Aethersprite', 'delta7aethersprite', 'galacticrepublic', 'small', '1TW 1BB 1NB 1YW 2LR 2TW 2BB 2FB 2NB 2YW 2PR 3BW 3FB 3NW 4FW 4KR 5FW 5KR'),
  row('Delta-7B Aethersprite', 'delta7baethersprite', 'galacticrepublic', 'small', '1TW 1BB 1NB 1YW 2LR 2TW 2BB 2FB 2NB 2YW 2PR 3BW 3FB 3NW 4FW 4KR 5FW 5KR'),
  row('Droid Tri-Fighter', 'droidtrifighter', 'separatistalliance', 'small', '1ER 1TW 1YW 1RR 2TB 2BW 2FB 2NW 2YB 3TB 3BW 3FB 3NW 3YB 3KR 4FB 5FW 5KR'),
  row('E-wing', 'ewing', 'rebelalliance', 'small', '1TR 1BB 1FB 1NB 1YR 2TW 2BW 2FB 2NW 2YW 3LR 3TW 3BW 3FB 3NW 3YW 3PR 4FB 4KR 5FW'),
  row('Escape Craft', 'escapecraft', 'scumandvillainy', 'small', '0OR 1BB 1FB 1NB 2TR 2BW 2FB 2NW 2YR 3BW 3FW 3NW 3KR'),
  row('Eta-2 Actis', 'eta2actis', 'galacticrepublic', 'small', '1TW 1YW 2EP 2TW 2BB 2FB 2NB 2YW 2RP 3TW 3BB 3FB 3NB 3YW 4FB 4KR 5FW'),
  row('Fang Fighter', 'fangfighter', 'rebelalliance,scumandvillainy', 'small', '1TW 1YW 2ER 2TB 2BB 2FB 2NB 2YB 2RR 3TW 3BW 3FB 3NW 3YW 4FW 4KR 5FW'),
  row('Fireball', 'fireball', 'resistance', 'small', '1TW 1BB 1FB 1NB 1YW 2TW 2BW 2FB 2NW 2YW 3ER 3TR 3BW 3FW 3NW 3YR 3RR 4FR'),
  row('Firespray-class Patrol Craft', 'firesprayclasspatrolcraft', 'scumandvillainy,separatistalliance', 'medium', '1TW 1BB 1FB 1NB 1YW 2TW 2BW 2FB 2NW 2YW 3ER 3BW 3FB 3NW 3RR 4FW 4KR'),
  row('G-1A Starfighter', 'g1astarfighter', 'scumandvillainy', 'medium', '0OR 1TR 1BB 1FB 1NB 1YR 2TW 2BW 2FB 2NW 2YW 2KR 3BR 3FW 3NR 4FR 4KR'),
  row('Gauntlet Fighter', 'gauntletfighter', 'rebelalliance,scumandvillainy,galacticempire,separatistalliance,galacticrepublic', 'large', '0OR 1BB 1NB 2TW 2BB 2FB 2NB 2YW 3TR 3BW 3FW 3NW 3YR 4FW'),
  row('Gozanti-class Cruiser', 'gozanticlasscruiser', 'galacticempire,firstorder', 'huge', '0BR 0OR 0NR 1BW 1NW 1FB 2BR 2NR 2FB 3FB 4FR'),
  row('GR-75 Medium Transport', 'gr75mediumtransport', 'rebelalliance,resistance', 'huge', '0BR 0OR 0NR 1BB 1NB 1FB 2BW 2NW 2FW 3FR 4FR'),
  row('HMP Droid Gunship', 'hmpdroidgunship', 'separatistalliance', 'small', '0OR 1BR 1FB 1NR 2TB 2BW 2FB 2NW 2YB 3TW 3BR 3FW 3NR 3YW 4FR 5FR'),
  row('HWK-290 Light Freighter', 'hwk290lightfreighter', 'rebelalliance,scumandvillainy', 'small', '0OR 1BB 1FB 1NB 2TW 2BW 2FB 2NW 2YW 3TR 3BW 3FB 3NW 3YR 4FW'),
  row('Hyena-class Droid Bomber', 'hyenaclassdroidbomber', 'separatistalliance', 'small', '1TW 1BR 1FW 1NR 1YW 2ER 2TB 2BW 2FB 2NW 2YB 2RR 2KR 3TW 3FB 3YW 4FW 5FR'),
  row('JumpMaster 5000', 'jumpmaster5000', 'scumandvillainy', 'large', '1TW 1BB 1FB 1NW 1YR 2TW 2BB 2FB 2NW 2YR 3LR 3BB 3FB 3NW 4FW 4KR'),
  row('Kihraxz Fighter', 'kihraxzfighter', 'scumandvillainy', 'small', '1TW 1BB 1NB 1YW 2ER 2TW 2BB 2FB 2NB 2YW 2RR 3BW 3FB 3NW 4FW 4KR'),
  row('LAAT/i Gunship', 'laatigunship', 'galacticrepublic', 'medium', '0OR 1BW 1FB 1NW 2TW 2BW 2FB 2NW 2YW 3TR 3BW 3FW 3NW 3YR 4FR'),
  row('Lambda-class T-4a Shuttle', 'lambdaclasst4ashuttle', 'galacticempire', 'large', '0OR 1BB 1FB 1NB 2TR 2BW 2FB 2NW 2YR 3BR 3FW 3NR'),
  row('Lancer-class Pursuit Craft', 'lancerclasspursuitcraft', 'scumandvillainy', 'large', '1BW 1FW 1NW 2TW 2BW 2FB 2NW 2YW 3TB 3BB 3FB 3NB 3YB 4FB 5FW 5KR'),
  row('M12-L Kimogila Fighter', 'm12lkimogilafighter', 'scumandvillainy', 'medium', '1TR 1BW 1FB 1NW 1YR 2TW 2BB 2FB 2NB 2YW 3TW 3BW 3FB 3NW 3YW 4KR'),
  row('M3-A Interceptor', 'm3ainterceptor', 'scumandvillainy', 'small', '1TW 1BB 1NB 1YW 2TW 2BW 2FB 2NW 2YW 3BW 3FB 3NW 3KR 4FW 5FW 5KR'),
  row('MG-100 StarFortress', 'mg100starfortress', 'resistance', 'large', '0OR 1TR 1BB 1FB 1NB 1YR 2TW 2BW 2FB 2NW 2YW 3BR 3FW 3NR'),
  row('Modified TIE/ln Fighter', 'modifiedtielnfighter', 'scumandvillainy', 'small', '1TW 1YW 2TW 2BB 2FB 2NB 2YW 3TW 3BW 3FB 3NW 3YW 3KR 4FW 5FR'),
  row('Modified YT-1300 Light Freighter', 'modifiedyt1300lightfreighter', 'rebelalliance', 'large', '1BW 1FB 1NW 2TW 2BB 2FB 2NB 2YW 3LR 3TW 3BW 3FB 3NW 3YW 3PR 4FW 4KR'),
  row('Naboo Royal N-1 Starfighter', 'nabooroyaln1starfighter', 'galacticrepublic', 'small', '1BW 1FW 1NW 2TW 2BB 2FB 2NB 2YW 3ER 3TW 3BB 3FB 3NB 3YW 3RR 4FW 5FW'),
  row('Nantex-class Starfighter', 'nantexclassstarfighter', 'separatistalliance', 'small', '1TW 1BB 1NB 1YW 2TW 2BB 2FB 2NB 2YW 3LR 3TW 3BB 3FB 3NB 3YW 3PR 4FW 5FW 5KR'),
  row('Nimbus-class V-wing', 'nimbusclassvwing', 'galacticrepublic', 'small', '1TW 1BR 1NR 1YW 2TB 2BB 2FB 2NB 2YB 2KR 3TW 3BW 3FB 3NW 3YW 4FW 4KR 5FW'),
  row('Quadrijet Transfer Spacetug', 'quadrijettransferspacetug', 'scumandvillainy', 'small', '1AR 1DR 1TW 1BW 1FW 1NW 1YW 2SR 2LR 2TW 2BB 2FB 2NB 2YW 2PR 3BW 3FB 3NW'),
  row('Raider-class Corvette', 'raiderclasscorvette', 'galacticempire,firstorder', 'huge', '0BR 0OR 0NR 1BB 1NB 1FW 2BW 2NW 2FB 3BR 3NR 3FB 4FW 5FR'),
  row('Resistance Transport', 'resistancetransport', 'resistance', 'small', '0OR 1AR 1TR 1BB 1FB 1NB 1YR 1DR 2TW 2BW 2FB 2NW 2YW 3BR 3FW 3NR 4FR'),
  row('Resistance Transport Pod', 'resistancetransportpod', 'resistance', 'small', '1TR 1BB 1FB 1NB 1YR 2TW 2BW 2FB 2NW 2YW 3BR 3FW 3NR 3KR 4FR'),
  row('Rogue-class Starfighter', 'rogueclassstarfighter', 'scumandvillainy,separatistalliance', 'small', '1TW 1BB 1NB 1YW 2ER 2TW 2BB 2FB 2NB 2YW 2RR 3TR 3BW 3FB 3NW 3YR 4FB 5FW 5KR'),
  row('RZ-1 A-wing', 'rz1awing', 'rebelalliance', 'small', '1TW 1YW 2TB 2BB 2FB 2NB 2YB 3LR 3TW 3BW 3FB 3NW 3YW 3PR 4FB 5FB 5KR'),
  row('RZ-2 A-wing', 'rz2awing', 'resistance', 'small', '1TW 1YW 2TB 2BB 2FB 2NB 2YB 3LR 3TW 3BB 3FB 3NB 3YW 3PR 4FB 5FB 5KR'),
  row('Scavenged YT-1300', 'scavengedyt1300', 'resistance', 'large', '1BW 1FB 1NW 2TW 2BB 2FB 2NB 2YW 3LR 3TW 3BW 3FW 3NW 3YW 3PR 4FR'),
  row('Scurrg H-6 bomber', 'scurrgh6bomber', 'scumandvillainy', 'medium', '1BB 1FB 1NB 2TW 2BW 2FB 2NW 2YW 3ER 3TR 3BW 3FW 3NW 3YR 3RR 4FR'),
  row('Sheathipede-class Shuttle', 'sheathipedeclassshuttle', 'rebelalliance', 'small', '1SR 1BW 1FB 1NW 2TW 2BB 2FB 2NB 2YW 3TR 3BW 3FB 3NW 3YR 3KR 4FR'),
  row('Sith Infiltrator', 'sithinfiltrator', 'separatistalliance', 'large', '1TR 1BB 1FB 1NB 1YR 2LR 2TW 2BB 2FB 2NB 2YW 2PR 3TW 3BW 3FB 3NW 3YW 4FW 5KR'),
  row('ST-70 Assault Ship', 'st70assaultship', 'scumandvillainy', 'medium', '0OR 1TR 1BW 1FB 1NW 1YR 2ER 2TW 2BW 2FB 2NW 2YW 2RR 3TR 3BW 3FB 3NW 3YR 4FB 5KR'),
  row('StarViper-class Attack Platform', 'starviperclassattackplatform', 'scumandvillainy', 'small', '1TW 1BB 1FB 1NB 1YW 2TW 2BB 2FB 2NB 2YW 3LR 3BW 3FB 3NW 3PR 4FW'),
  row('Syliure-class Hyperspace Ring', 'syliureclasshyperspacering', 'galacticrepublic', 'small', ''),
  row('T-65 X-wing', 't65xwing', 'rebelalliance', 'small', '1BB 1FB 1NB 2TW 2BB 2FB 2NB 2YW 3ER 3TW 3BW 3FW 3NW 3YW 3RR 4FW 4KR'),
  row('T-70 X-wing', 't70xwing', 'resistance', 'small', '1BB 1FB 1NB 2TW 2BB 2FB 2NB 2YW 3ER 3TW 3BW 3FB 3NW 3YW 3RR 4FW 4KR'),
  row('TIE Advanced v1', 'tieadvancedv1', 'galacticempire', 'small', '1TB 1BB 1NB 1YB 2ER 2TW 2BW 2FB 2NW 2YW 2RR 3TW 3BW 3FB 3NW 3YW 4FW 4KR 5FW'),
  row('TIE Advanced x1', 'tieadvancedx1', 'galacticempire', 'small', '1BB 1FW 1NB 2TW 2BB 2FB 2NB 2YW 3ER 3TW 3BW 3FB 3NW 3YW 3RR 4FW 4KR 5FW'),
  row('TIE Reaper', 'tiereaper', 'galacticempire', 'medium', '0OR 1LR 1TR 1BB 1FB 1NB 1YR 1PR 2TR 2BW 2FB 2NW 2YR 3BW 3FB 3NW'),
  row('TIE/ag Aggressor', 'tieagaggressor', 'galacticempire', 'small', '1BW 1FB 1NW 2TW 2BB 2FB 2NB 2YW 3TW 3BW 3FB 3NW 3YW 4FW 4KR'),
  row('TIE/ba Interceptor', 'tiebainterceptor', 'firstorder', 'small', '1TB 1BB 1NB 1YB 2LR 2TW 2BB 2FB 2NB 2YW 2PR 3TW 3BW 3FB 3NW 3YW 4FB 5FW 5KR'),
  row('TIE/ca Punisher', 'tiecapunisher', 'galacticempire', 'medium', '0OR 1BB 1FB 1NB 2TW 2BW 2FB 2NW 2YW 3TR 3BW 3FW 3NW 3YR 4KR'),
  row('TIE/D Defender', 'tieddefender', 'galacticempire', 'small', '1TR 1BB 1NB 1YR 2TR 2BW 2FB 2NW 2YR 2KR 3TW 3BW 3FB 3NW 3YW 4FB 4KW 5FB'),
  row('TIE/fo Fighter', 'tiefofighter', 'firstorder', 'small', '1TW 1YW 2LR 2TB 2BB 2FB 2NB 2YB 2PR 3TW 3BW 3FB 3NW 3YW 4FW 4KR 5FW'),
  row('TIE/in Interceptor', 'tieininterceptor', 'galacticempire', 'small', '1TW 1YW 2TB 2BB 2FB 2NB 2YB 3LR 3TW 3BW 3FB 3NW 3YW 3PR 4FB 4KR 5FW'),
  row('TIE/ln Fighter', 'tielnfighter', 'rebelalliance,galacticempire', 'small', '1TW 1YW 2TW 2BB 2FB 2NB 2YW 3TW 3BW 3FB 3NW 3YW 3KR 4FW 4KR 5FW'),
  row('TIE/ph Phantom', 'tiephphantom', 'galacticempire', 'small', '1TW 1BW 1NW 1YW 2TW 2BB 2FB 2NB 2YW 3TW 3BW 3FB 3NW 3YW 3KR 4FW 4KR'),
  row('TIE/rb Heavy', 'tierbheavy', 'galacticempire', 'medium', '1TR 1BW 1FB 1NW 1YR 2TW 2BB 2FB 2NB 2YW 3ER 3TR 3BW 3FW 3NW 3YR 3RR 4FW'),
  row('TIE/sa Bomber', 'tiesabomber', 'galacticempire', 'small', '1BW 1FB 1NW 2TW 2BB 2FB 2NB 2YW 3TW 3BW 3FB 3NW 3YW 3KR 4FW 5KR'),
  row('TIE/se Bomber', 'tiesebomber', 'firstorder', 'small', '1TR 1BW 1FB 1NW 1YR 2TW 2BW 2FB 2NW 2YW 3LR 3TW 3BW 3FB 3NW 3YW 3PR 4FW'),
  row('TIE/sf Fighter', 'tiesffighter', 'firstorder', 'small', '1TR 1BB 1FB 1NB 1YR 2TW 2BB 2FB 2NB 2YW 3LR 3TW 3BW 3FB 3NW 3YW 3PR 4FW 5FW'),
  row('TIE/sk Striker', 'tieskstriker', 'galacticempire', 'small', '1TW 1BB 1FB 1NB 1YW 1KR 2LR 2TW 2BB 2FB 2NB 2YW 2PR 3BW 3FB 3NW'),
  row('TIE/vn Silencer', 'tievnsilencer', 'firstorder', 'small', '1TW 1YW 2TB 2BB 2FB 2NB 2YB 3ER 3TW 3BW 3FB 3NW 3YW 3RR 4FB 4KR 5FB'),
  row('TIE/wi Whisper Modified Interceptor', 'tiewiwhispermodifiedinterceptor', 'firstorder', 'small', '1TW 1YW 2TW 2BB 2FB 2NB 2YW 3LR 3TW 3BB 3FB 3NB 3YW 3PR 4FB 4KR 5FB 5KR'),
  row('Trident-Class Assault Ship', 'tridentclassassaultship', 'scumandvillainy,separatistalliance', 'huge', '0BR 0OR 0NR 1SW 2BB 2NB 2FB 2SR 3NW 3FB 3BW 4FB 4KR 5FW'),
  row('Upsilon-class command shuttle', 'upsilonclassshuttle', 'firstorder', 'large', '0OR 1TR 1BW 1FB 1NW 1YR 2TW 2BB 2FB 2NB 2YW 3TR 3BW 3FW 3NW 3YR'),
  row('UT-60D U-wing', 'ut60duwing', 'rebelalliance', 'medium', '0OR 1BB 1FB 1NB 2TW 2BB 2FB 2NB 2YW 3BW 3FW 3NW 4FW'),
  row('V-19 Torrent Starfighter', 'v19torrentstarfighter', 'galacticrepublic', 'small', '1TR 1BB 1FB 1NB 1YR 2ER 2TW 2BW 2FB 2NW 2YW 2RR 3BR 3FB 3NR 3KR 4FW'),
  row('VCX-100 Light Freighter', 'vcx100lightfreighter', 'rebelalliance', 'large', '1TR 1BW 1FB 1NW 1YR 2TW 2BB 2FB 2NB 2YW 3TR 3BW 3FW 3NW 3YR 4FW 4KR'),
  row('VT-49 Decimator', 'vt49decimator', 'galacticempire', 'large', '1TR 1BB 1FB 1NB 1YR 2TW 2BW 2FB 2NW 2YW 3TW 3BW 3FW 3NW 3YW 4FW'),
  row('Vulture-class Droid Fighter', 'vultureclassdroidfighter', 'separatistalliance', 'small', '1TW 1YW 1KR 2ER 2TB 2BW 2FB 2NW 2YB 2RR 3TW 3BR 3FB 3NR 3YW 4FB 5FW'),
  row('Xi-class Light Shuttle', 'xiclasslightshuttle', 'firstorder', 'medium', '0OR 1BB 1FB 1NB 2TW 2BB 2FB 2NB 2YW 3TR 3BW 3FW 3NW 3YR 4FW'),
  row('YT-2400 Light Freighter', 'yt2400lightfreighter', 'rebelalliance,scumandvillainy', 'large', '1TW 1BB 1FB 1NB 1YW 2TW 2BW 2FB 2NW 2YW 3TW 3BW 3FW 3NW 3YW 4FW 4KR'),
  row('YV-666 Light Freighter', 'yv666lightfreighter', 'scumandvillainy', 'large', '0OR 1BB 1FB 1NB 2TR 2BW 2FB 2NW 2YR 3TW 3BW 3FB 3NW 3YW 4FW'),
  row('Z-95-AF4 Headhunter', 'z95af4headhunter', 'rebelalliance,scumandvillainy', 'small', '1BW 1FB 1NW 2TW 2BB 2FB 2NB 2YW 3TW 3BW 3FB 3NW 3YW 3KR 4FW 4KR'),
];
