/**
 * Ship ids other builders write for the current XWS ship ids (import.xws.alias). The pilot id
 * decides the ship in any case; this table only lets a squad's `ship` be recognised, and names the
 * builder that writes it in the note.
 *
 * Sources (facts only):
 * - YASB (raithos/xwing, MIT): its XWS ship id is the ship's name made canonical (lower case,
 *   letters and digits), coffeescripts/content/cards-common.coffee `ships` and
 *   coffeescripts/system/xwing.coffee `toXWS`; two names differ from xwing-data2.
 * - Older second-edition builders (Launch Bay Next exports) wrote the Scavenged YT-1300 with the
 *   first edition's "light freighter" suffix.
 * - XWS 1.x (elistevens/xws-spec, first edition): the short ship ids, still written by some
 *   second-edition tools (the TTS and VASSAL modules' id maps, e.g. "tieadvprototype").
 * `null`: the id names two ships (the faction's pilot decides).
 */
export const XWS_SHIP_ALIASES: Readonly<Record<string, { readonly ship: string | null; readonly source: string }>> = {
  upsilonclasscommandshuttle: { ship: 'upsilonclassshuttle', source: 'YASB' },
  btanr2wywing: { ship: 'btanr2ywing', source: 'YASB' },
  scavengedyt1300lightfreighter: { ship: 'scavengedyt1300', source: 'older builders' },
  xwing: { ship: 't65xwing', source: 'XWS 1.x' },
  ywing: { ship: 'btla4ywing', source: 'XWS 1.x' },
  awing: { ship: 'rz1awing', source: 'XWS 1.x' },
  bwing: { ship: 'asf01bwing', source: 'XWS 1.x' },
  kwing: { ship: 'btls8kwing', source: 'XWS 1.x' },
  uwing: { ship: 'ut60duwing', source: 'XWS 1.x' },
  arc170: { ship: 'arc170starfighter', source: 'XWS 1.x' },
  hwk290: { ship: 'hwk290lightfreighter', source: 'XWS 1.x' },
  yt1300: { ship: null, source: 'XWS 1.x' },
  yt2400: { ship: 'yt2400lightfreighter', source: 'XWS 1.x' },
  yt2400freighter: { ship: 'yt2400lightfreighter', source: 'XWS 1.x' },
  vcx100: { ship: 'vcx100lightfreighter', source: 'XWS 1.x' },
  z95headhunter: { ship: 'z95af4headhunter', source: 'XWS 1.x' },
  cr90corvette: { ship: 'cr90corelliancorvette', source: 'XWS 1.x' },
  tiefighter: { ship: 'tielnfighter', source: 'XWS 1.x' },
  tieadvanced: { ship: 'tieadvancedx1', source: 'XWS 1.x' },
  tieadvprototype: { ship: 'tieadvancedv1', source: 'XWS 1.x' },
  tieadvancedprototype: { ship: 'tieadvancedv1', source: 'XWS 1.x' },
  tieinterceptor: { ship: 'tieininterceptor', source: 'XWS 1.x' },
  tiebomber: { ship: 'tiesabomber', source: 'XWS 1.x' },
  tiedefender: { ship: 'tieddefender', source: 'XWS 1.x' },
  tiephantom: { ship: 'tiephphantom', source: 'XWS 1.x' },
  tiepunisher: { ship: 'tiecapunisher', source: 'XWS 1.x' },
  tiestriker: { ship: 'tieskstriker', source: 'XWS 1.x' },
  tieaggressor: { ship: 'tieagaggressor', source: 'XWS 1.x' },
  tiesilencer: { ship: 'tievnsilencer', source: 'XWS 1.x' },
  lambdaclassshuttle: { ship: 'lambdaclasst4ashuttle', source: 'XWS 1.x' },
  firespray31: { ship: 'firesprayclasspatrolcraft', source: 'XWS 1.x' },
  starviper: { ship: 'starviperclassattackplatform', source: 'XWS 1.x' },
  aggressor: { ship: 'aggressorassaultfighter', source: 'XWS 1.x' },
  yv666: { ship: 'yv666lightfreighter', source: 'XWS 1.x' },
  protectoratestarfighter: { ship: 'fangfighter', source: 'XWS 1.x' },
  quadjumper: { ship: 'quadrijettransferspacetug', source: 'XWS 1.x' },
};
