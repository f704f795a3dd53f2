/**
 * Rule ids: every trace step and every rejection names the rule it applies (`rule` in
 * `TraceStep` and `Issue`). Each game keeps a registry of its ids (`src/<game>/rules.ts`); this
 * file holds the shape of a registry entry and the ids shared by every game: document shape,
 * limits and the errors of the command line and the HTTP API. `src/rules.ts` joins them into
 * `RuleId`, so a misspelt id fails to compile; `docs/rules.md` is generated from the registries
 * (`npm run rules-doc`).
 */

/** One registered rule: a short title and the section of the game's rules it comes from. */
export interface RuleEntry<Section extends string = string> {
  readonly title: string;
  readonly section: Section;
}

/**
 * A registry's sections in the order of the game's movement rules, key -> heading. Section
 * numbers are left out on purpose: ids are stable, section numbers may shift.
 */
export type RuleSections = Readonly<Record<string, string>>;

export const coreSections = {
  input: 'Input documents',
  limits: 'Limits (checked before any expensive work)',
  service: 'Command line and HTTP API',
  import: 'Importing lists (XWS squads, Armada fleet lists, TI4 map strings)',
} as const satisfies RuleSections;

export const coreRules = {
  schema: { title: 'The document does not have the shape of a scenario (a wrong type, a missing or unknown key)', section: 'input' },
  json: { title: 'The input is not well-formed JSON', section: 'input' },
  catalog: { title: 'A catalog name (ship, unit, faction, technology, ...) is unknown; the message suggests the closest names', section: 'input' },
  reference: { title: 'An id refers to nothing in the scenario, or is used twice', section: 'input' },
  'limits.size': { title: 'The request body or input file is too large', section: 'limits' },
  'limits.depth': { title: 'JSON nested too deeply', section: 'limits' },
  'limits.string': { title: 'An id, type name or other string is too long', section: 'limits' },
  'limits.coordinate': { title: 'A coordinate, heading or play-area side is not finite or too far out', section: 'limits' },
  'limits.count': { title: 'Too many ships, squadrons, obstacles, units, players, moves, map rings, list entries or tokens', section: 'limits' },
  'limits.vertices': { title: 'A polygon obstacle has too many vertices', section: 'limits' },
  'limits.issues': { title: 'More problems than one answer lists; the last issue says how many more', section: 'limits' },
  'limits.deadline': { title: 'The engine work passed the server deadline', section: 'limits' },
  'limits.busy': { title: 'The server is busy: its queue or its answer memory budget is full; try again later', section: 'limits' },
  'limits.memory': { title: 'The engine work needed more memory than a server worker may use', section: 'limits' },
  'limits.batch': { title: 'A batch holds more items than the server accepts', section: 'limits' },
  'limits.plan': { title: 'A plan would list too many options to compute within the limits', section: 'limits' },
  io: { title: 'An input file or standard input cannot be read', section: 'service' },
  http: { title: 'A malformed HTTP request (e.g. an invalid Content-Length)', section: 'service' },
  'http.timeout': { title: 'The HTTP request headers or body did not arrive within the server deadline', section: 'service' },
  'http.headers': { title: 'The HTTP request headers are larger than the server accepts', section: 'service' },
  'batch.op': { title: 'A batch item names an unknown or unavailable operation', section: 'service' },
  'batch.item': { title: 'A batch item is not an object with "op", "scenario" and that operation\'s options', section: 'service' },
  'body-limit': { title: 'The HTTP request body is larger than the server accepts', section: 'service' },
  method: { title: 'The HTTP method is not allowed on this route', section: 'service' },
  'not-found': { title: 'No such HTTP route or resource', section: 'service' },
  unsupported: { title: 'The operation does not apply to this game (TI4 has no range or arcs to measure)', section: 'service' },
  internal: { title: 'An internal error; please report it with the input', section: 'service' },
  'import.format': { title: 'The import format is unknown (xws, armada-list or ti4-map), or the input is not of that format', section: 'import' },
  'import.xws.shape': { title: 'An XWS squad is a JSON object with a faction and a pilots array of { id, ship, upgrades }', section: 'import' },
  'import.xws.pilot': { title: 'An XWS pilot id is unknown (the message suggests the closest ids) or flies another ship', section: 'import' },
  'import.xws.ship': { title: 'An XWS ship id is unknown; the message suggests the closest ids', section: 'import' },
  'import.xws.faction': { title: 'An XWS faction id is unknown, or a pilot belongs to another faction', section: 'import' },
  'import.xws.skipped': { title: 'Parts of an XWS squad a scenario does not hold (upgrades, points, vendor) are skipped with a note', section: 'import' },
  'import.xws.lenient': { title: 'A string the XWS import does not use may be malformed (raw newline, unescaped quote): read with a note', section: 'import' },
  'import.xws.alias': { title: 'Ship ids older builders write are read from an alias table; the pilot id decides the ship, with a note', section: 'import' },
  'import.xws.edition': { title: 'First-edition XWS squads are not read; one message says so', section: 'import' },
  'import.xws.rules': { title: 'The scenario\'s rules come from the XWS ruleset (XWA or AMG: 2.5, legacy: 2.0), never from version', section: 'import' },
  'import.mode': { title: 'An import makes a new table, or adds the list to a given scenario at the edge opposite the pieces there', section: 'import' },
  'import.xws.link': { title: 'A YASB share link is decoded with YASB\'s id tables; other builders\' links are refused with the reason', section: 'import' },
  'import.armada.line': { title: 'A fleet-list line names no known ship or squadron; the message gives the line number and the closest names', section: 'import' },
  'import.armada.skipped': { title: 'Commander, objective, upgrade and point lines of a fleet list are skipped with a note', section: 'import' },
  'import.armada.layout': { title: 'A fleet list\'s layout (Kingston, Star Forge, Warlords, Flagship, AFD, Fab\'s, ShrimpBot, ...) is detected and named', section: 'import' },
  'import.armada.encoding': { title: 'A fleet list in UTF-16 or Windows-1252, or read with the wrong decoder, is repaired where exact and named in a note', section: 'import' },
  'import.ti4.token': { title: 'A map-string token is not a tile, placeholder or hyperlane code; the message names the token', section: 'import' },
  'import.ti4.seat': { title: 'A seat names an unknown faction, a home slot the map does not have, or a slot already taken', section: 'import' },
  'import.deploy': { title: 'Imported pieces deploy legally on the owner\'s edge (X-Wing range 1, Armada deployment zone), or a note says why not', section: 'import' },
} as const satisfies Readonly<Record<string, RuleEntry<keyof typeof coreSections>>>;

export type CoreRuleId = keyof typeof coreRules;
