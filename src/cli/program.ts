import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Issue, Result } from '../core/issue.ts';
import { formatIssue } from '../core/issue.ts';
import { describeMeasurement } from '../core/measure.ts';
import { prepare } from '../engines.ts';
import type { Edge, Ti4Seat } from '../import/index.ts';
import { IMPORT_FORMATS, importList, isImportFormat, parseSeat } from '../import/index.ts';
import { GAMES, isGame, jsonSchema, parseJson } from '../schema/index.ts';

/** Where the CLI reads and writes; injected so tests run it in-process. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly readStdin: () => string;
  readonly readFile: (path: string) => string;
  readonly writeFile: (path: string, text: string) => void;
  readonly serve?: (port: number, host: string) => Promise<void>;
}

export const nodeIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readStdin: () => readFileSync(0, 'utf8'),
  readFile: (path) => readFileSync(path, 'utf8'),
  writeFile: (path, text) => writeFileSync(path, text),
};

/** Exit codes (README, "The command line"): 0 success, 1 rejected, 2 usage error. */
export const EXIT = { ok: 0, rejected: 1, usage: 2 } as const;

class Rejected extends Error {
  constructor(readonly issues: readonly Issue[]) {
    super('rejected');
  }
}

function line(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('expected a port number 0-65535');
  return n;
}

export async function runCli(argv: readonly string[], io: CliIo = nodeIo): Promise<number> {
  const load = (file: string): unknown => {
    let text: string;
    try {
      text = file === '-' ? io.readStdin() : io.readFile(file);
    } catch (error) {
      const reason = error instanceof Error && 'code' in error ? String((error as { code: unknown }).code) : 'unreadable';
      throw new Rejected([{ path: '', rule: 'io', message: `cannot read ${file === '-' ? 'standard input' : JSON.stringify(file)} (${reason})` }]);
    }
    const parsed = parseJson(text);
    if (!parsed.ok) throw new Rejected(parsed.issues);
    return parsed.value;
  };
  const unwrap = <T>(result: Result<T>): T => {
    if (!result.ok) throw new Rejected(result.issues);
    return result.value;
  };
  /** Every command checks and prepares the scenario once, then runs its operation on it. */
  const prepared = (file: string) => unwrap(prepare(load(file)));
  const print = (value: unknown, json: boolean, text: () => string) => {
    io.stdout(line(json ? JSON.stringify(value, null, 2) : text()));
  };

  const program = new Command()
    .name('shipmove')
    .description('Exact, rule-traced starship movement for Star Wars: Armada, X-Wing and Twilight Imperium 4.')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout(s), writeErr: (s) => io.stderr(s) })
    .showHelpAfterError('(run with --help for usage)');

  program
    .command('resolve')
    .description("resolve the scenario's move and print the outcome")
    .argument('<file>', 'scenario JSON file, or - for standard input')
    .option('--json', 'print the JSON outcome')
    .action((file: string, options: { json?: boolean }) => {
      const scenario = prepared(file);
      const outcome = unwrap(scenario.resolve());
      print(outcome, options.json === true, () => scenario.describeOutcome(outcome));
      // A declared move the rules forbid: the outcome is printed, and the exit code says so.
      const violations = scenario.forbidden(outcome);
      if (violations.length > 0) throw new Rejected(violations);
    });

  program
    .command('plan')
    .description("list every legal option for the scenario's ship(s) with its outcome")
    .argument('<file>', 'scenario JSON file, or - for standard input')
    .option('--json', 'print JSON')
    .action((file: string, options: { json?: boolean }) => {
      const scenario = prepared(file);
      const planned = unwrap(scenario.plan());
      print(planned, options.json === true, () => scenario.describePlan(planned));
    });

  program
    .command('measure')
    .description('range, arcs (hull zones) and obstruction from one piece to another (X-Wing, Armada)')
    .argument('<file>', 'scenario JSON file, or - for standard input')
    .requiredOption('--from <id>', 'the measuring piece (the attacker)')
    .requiredOption('--to <id>', 'the measured piece (the target)')
    .option('--json', 'print JSON')
    .action((file: string, options: { from: string; to: string; json?: boolean }) => {
      const measured = unwrap(prepared(file).measure(options.from, options.to));
      print(measured, options.json === true, () => describeMeasurement(measured));
    });

  program
    .command('render')
    .description('draw the scenario and, where it has a move, the outcome, as SVG')
    .argument('<file>', 'scenario JSON file, or - for standard input')
    .option('-o, --output <file>', 'write the SVG to this file (default: standard output)')
    .option('--plan', 'draw every option of the plan as ghosts coloured by outcome')
    .action((file: string, options: { output?: string; plan?: boolean }) => {
      const svg = unwrap(prepared(file).render({ plan: options.plan === true }));
      if (options.output === undefined) io.stdout(line(svg));
      else io.writeFile(options.output, line(svg));
    });

  program
    .command('validate')
    .description('check the scenario only')
    .argument('<file>', 'scenario JSON file, or - for standard input')
    .option('--json', 'print JSON')
    .action((file: string, options: { json?: boolean }) => {
      const { scenario } = prepared(file);
      print({ valid: true, game: scenario.game }, options.json === true, () => `valid ${scenario.game} scenario`);
    });

  program
    .command('schema')
    .description('print the JSON Schema of scenarios (all three games when none is named)')
    .argument('[game]', `one of ${GAMES.join(', ')}`)
    .action((game: string | undefined) => {
      if (game !== undefined && !isGame(game)) {
        throw new CommanderError(EXIT.usage, 'shipmove.usage', `error: unknown game ${JSON.stringify(game)}; expected one of ${GAMES.join(', ')}\n`);
      }
      const schema = game === undefined ? { oneOf: GAMES.map((g) => jsonSchema(g)) } : jsonSchema(game);
      io.stdout(line(JSON.stringify(schema, null, 2)));
    });

  program
    .command('import')
    .description('import an X-Wing squad (xws), an Armada fleet list (armada-list) or a TI4 map string (ti4-map) as a scenario')
    .argument('<format>', IMPORT_FORMATS.join(', '))
    .argument('<file>', 'the list file, or - for standard input')
    .option('--owner <name>', 'owner of every imported piece (default: from the list\'s faction)')
    .option('--edge <edge>', 'X-Wing and Armada: deploy on the near (first player\'s) or far edge', 'near')
    .option('--seat <seat>', 'TI4: [player=]faction[@slot], once per player, e.g. --seat sol --seat red=hacan@2', (value: string, all: string[]) => [...all, value], [] as string[])
    .option('--json', 'print { "scenario", "notes" } (without it: the scenario, and the notes on standard error)')
    .action((format: string, file: string, options: { owner?: string; edge: string; seat: string[]; json?: boolean }) => {
      const usage = (message: string) => new CommanderError(EXIT.usage, 'shipmove.usage', `error: ${message}\n`);
      if (!isImportFormat(format)) throw usage(`unknown import format ${JSON.stringify(format)}; expected one of ${IMPORT_FORMATS.join(', ')}`);
      if (options.edge !== 'near' && options.edge !== 'far') throw usage('--edge is near or far');
      const seats: Ti4Seat[] = [];
      for (const text of options.seat) {
        const seat = parseSeat(text);
        if (seat === null) throw usage(`--seat ${JSON.stringify(text)}: expected [player=]faction[@slot], e.g. red=hacan@2`);
        seats.push(seat);
      }
      let text: string;
      try {
        text = file === '-' ? io.readStdin() : io.readFile(file);
      } catch (error) {
        const reason = error instanceof Error && 'code' in error ? String((error as { code: unknown }).code) : 'unreadable';
        throw new Rejected([{ path: '', rule: 'io', message: `cannot read ${file === '-' ? 'standard input' : JSON.stringify(file)} (${reason})` }]);
      }
      const edge: Edge = options.edge;
      const imported = unwrap(importList(format, text, { edge, ...(options.owner === undefined ? {} : { owner: options.owner }), ...(seats.length > 0 ? { seats } : {}) }));
      if (options.json === true) io.stdout(line(JSON.stringify(imported, null, 2)));
      else {
        io.stdout(line(JSON.stringify(imported.scenario, null, 2)));
        for (const note of imported.notes) io.stderr(line(`${note.path === '' ? '(list)' : note.path}: ${note.note} [${note.rule}]`));
      }
    });

  program
    .command('serve')
    .description('serve the planner page and the HTTP API on localhost')
    .option('-p, --port <port>', 'port to listen on (0 picks a free one)', port, 8080)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .action(async (options: { port: number; host: string }) => {
      const serve = io.serve ?? (await import('../server/serve.ts')).serve;
      await serve(options.port, options.host);
    });

  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof Rejected) {
      for (const problem of error.issues) io.stderr(line(formatIssue(problem)));
      return EXIT.rejected;
    }
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help') return EXIT.ok;
      if (error.code === 'shipmove.usage') io.stderr(error.message);
      return EXIT.usage;
    }
    const reason = error instanceof Error ? error.message : String(error);
    io.stderr(line(`internal error: ${reason}`));
    return EXIT.rejected;
  }
}
