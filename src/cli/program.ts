import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Issue } from '../core/issue.ts';
import { capIssues, formatIssue, ok } from '../core/issue.ts';
import type { Edge, Ti4Seat } from '../import/index.ts';
import { capNotes, IMPORT_FORMATS, importInto, importList, isImportFormat, parseSeat } from '../import/index.ts';
import { GAMES, isGame, jsonSchema, parseJson } from '../schema/index.ts';
import { againstFromText } from '../schema/against.ts';
import type { PoolAnswer, Runner } from '../server/pool.ts';
import type { ServeOptions } from '../server/serve.ts';
import type { TaskAnswer } from '../server/task.ts';
import type { BatchTask } from './batch.ts';
import { runBatch } from './batch.ts';
import type { CommandAnswer, CommandName, CommandTask } from './commands.ts';
import { runCommand } from './commands.ts';
import { InputTooLarge, MAX_INPUT_BYTES, openInput, readLimited } from './input.ts';

/** What a worker of the CLI runs: a whole command (with `--deadline-ms`) or one batch line. */
export type CliTask = CommandTask | BatchTask;
export type CliAnswer = CommandAnswer | TaskAnswer;

/** Where the CLI reads and writes; injected so tests run it in-process. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Standard input as text; may throw InputTooLarge beyond `maxBytes`. */
  readonly readStdin: (maxBytes: number) => string | Promise<string>;
  /** A file as text; may throw InputTooLarge beyond `maxBytes`, or an error with a `code`. */
  readonly readFile: (path: string, maxBytes: number) => string | Promise<string>;
  readonly writeFile: (path: string, text: string) => void;
  /** A file (or `-`) as chunks, for `batch` (default: the whole of readFile/readStdin). */
  readonly readChunks?: (file: string) => AsyncIterable<Uint8Array | string>;
  readonly serve?: (options: ServeOptions) => Promise<void>;
  /** Worker threads for `batch` and `--deadline-ms` (default: the server's WorkerPool; size 0 means in-process). */
  readonly pool?: (size: number) => Runner<CliTask, CliAnswer> | Promise<Runner<CliTask, CliAnswer>>;
}

/** A write to standard output failed (disk full, closed pipe, bad descriptor). */
export class WriteFailed extends Error {
  constructor(readonly code: string) {
    super(`cannot write to standard output (${code})`);
  }
}

function errorCode(error: unknown): string {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : 'unknown error';
}

export const nodeIo: CliIo = {
  stdout: (text) => {
    try {
      process.stdout.write(text);
    } catch (error) {
      throw new WriteFailed(errorCode(error));
    }
  },
  stderr: (text) => {
    try {
      process.stderr.write(text);
    } catch {
      // Nowhere left to report it; the exit code still says so.
    }
  },
  readStdin: (maxBytes) => readLimited(openInput('-'), maxBytes),
  readFile: (path, maxBytes) => readLimited(openInput(path), maxBytes),
  writeFile: (path, text) => writeFileSync(path, text),
  // Opened on the first read, so an error (a missing file) surfaces where the lines are read.
  readChunks: (file) => (async function* () {
    yield* openInput(file) as AsyncIterable<Uint8Array>;
  })(),
};

/** Exit codes (README, "The command line"): 0 success, 1 rejected, 2 usage error. */
export const EXIT = { ok: 0, rejected: 1, usage: 2 } as const;

/** A refused command: its problems, capped at 50 lines on stderr (`limits.issues`, the last saying how many more). */
class Rejected extends Error {
  readonly issues: readonly Issue[];
  constructor(issues: readonly Issue[], readonly code: number = EXIT.rejected) {
    super('rejected');
    this.issues = capIssues(issues);
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

function count(least: number): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < least || n > 1_000_000) throw new InvalidArgumentError(`expected a whole number from ${least}`);
    return n;
  };
}

/** The package's version, read from package.json beside dist/ (or src/). */
export function packageVersion(): string {
  try {
    const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
    const version = (JSON.parse(text) as { version?: unknown }).version;
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

async function defaultPool(size: number): Promise<Runner<CliTask, CliAnswer>> {
  const { WorkerPool } = await import('../server/pool.ts');
  // Workers a little below the main thread (as the server's), so the thread that hands each worker
  // its next line and writes the answers is not kept waiting for a core by the workers themselves.
  return new WorkerPool<CliTask, CliAnswer>({ size, maxQueue: 1_000_000, nice: 10 });
}

function deadlineIssue(ms: number, answer: Exclude<PoolAnswer<unknown>, { kind: 'done' }>): Issue {
  if (answer.kind === 'deadline') return { path: '', rule: 'limits.deadline', message: `the work did not finish within the deadline of ${ms} ms` };
  if (answer.kind === 'failed' && answer.memory) return { path: '', rule: 'limits.memory', message: 'the work needed more memory than a worker may use' };
  return { path: '', rule: 'internal', message: `internal error: ${answer.kind === 'failed' ? answer.message : answer.kind}` };
}

export async function runCli(argv: readonly string[], io: CliIo = nodeIo): Promise<number> {
  const describe = (file: string) => (file === '-' ? 'standard input' : JSON.stringify(file));
  const load = async (file: string): Promise<string> => {
    let text: string;
    try {
      text = await (file === '-' ? io.readStdin(MAX_INPUT_BYTES) : io.readFile(file, MAX_INPUT_BYTES));
    } catch (error) {
      if (error instanceof InputTooLarge) throw new Rejected([tooLarge(describe(file))]);
      throw new Rejected([{ path: '', rule: 'io', message: `cannot read ${describe(file)} (${errorCode(error)})` }]);
    }
    if (Buffer.byteLength(text) > MAX_INPUT_BYTES) throw new Rejected([tooLarge(describe(file))]);
    return text;
  };
  const write = (path: string, text: string) => {
    try {
      io.writeFile(path, text);
    } catch (error) {
      throw new Rejected([{ path: '', rule: 'io', message: `cannot write ${JSON.stringify(path)} (${errorCode(error)})` }]);
    }
  };

  /** Runs a scenario command in-process, or in a worker thread that is stopped at the deadline. */
  const compute = async (task: CommandTask, deadlineMs: number | undefined): Promise<CommandAnswer> => {
    if (deadlineMs === undefined) return runCommand(task);
    const pool = await (io.pool ?? defaultPool)(1);
    try {
      const done = await pool.run(task, { deadlineAt: performance.now() + deadlineMs });
      return done.kind === 'done' ? (done.answer as CommandAnswer) : { output: null, issues: [deadlineIssue(deadlineMs, done)] };
    } finally {
      await pool.close();
    }
  };

  /** A scenario command: read, compute, print the output (or write it to `-o`), then the problems. */
  const command = async (name: CommandName, file: string, options: { json?: boolean; plan?: boolean; limit?: number; threats?: boolean; followUps?: boolean; deadlineMs?: number; output?: string; from?: string; to?: string; against?: string; weights?: string; repositions?: boolean; detail?: 'full' | 'compact' }) => {
    const text = await load(file);
    let against: unknown;
    if (options.against !== undefined) {
      const spec = againstFromText(options.against, options.weights === undefined ? undefined : await load(options.weights), options.repositions !== false);
      if (!spec.ok) throw new Rejected(spec.issues);
      against = spec.value;
    } else if (options.weights !== undefined) {
      throw new Rejected([{ path: 'against.weights', rule: 'schema', message: '--weights is given with --against' }]);
    } else if (options.repositions === false) {
      throw new Rejected([{ path: 'against.repositions', rule: 'schema', message: '--no-repositions is given with --against' }]);
    }
    const task: CommandTask = {
      kind: 'command', command: name, text, json: options.json === true, plan: options.plan === true,
      ...(options.limit === undefined ? {} : { limit: options.limit }),
      ...(against === undefined ? {} : { against }),
      ...(options.detail === undefined ? {} : { detail: options.detail }),
      ...(options.threats === true ? { threats: true } : {}),
      ...(options.followUps === true ? { followUps: true } : {}),
      ...(options.from === undefined ? {} : { from: options.from }),
      ...(options.to === undefined ? {} : { to: options.to }),
    };
    const answer = await compute(task, options.deadlineMs);
    if (answer.output !== null) {
      if (options.output === undefined || options.output === '-') io.stdout(answer.output);
      else write(options.output, answer.output);
    }
    if (answer.issues.length > 0) throw new Rejected(answer.issues);
  };

  const program = new Command()
    .name('shipmove')
    .description('Exact, rule-traced starship movement for Star Wars: Armada, X-Wing and Twilight Imperium 4.')
    .version(packageVersion(), '-V, --version', 'print the version')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout(s), writeErr: (s) => io.stderr(s) })
    .showHelpAfterError('(run with --help for usage)');

  const deadlineOption = () => new Option('--deadline-ms <ms>', 'stop the work after this many milliseconds (runs it in a worker thread)').argParser(count(1));

  program
    .command('resolve')
    .description("resolve the scenario's move and print the outcome")
    .argument('<file>', 'scenario JSON file, or - for standard input')
    .option('--json', 'print the JSON outcome')
    .addOption(deadlineOption())
    .action((file: string, options: { json?: boolean; deadlineMs?: number }) => command('resolve', file, options));

  program
    .command('plan')
    .description("list every legal option for the scenario's ship(s) with its outcome")
    .argument('<file>', 'scenario JSON file, or - for standard input')
    .option('--json', 'print JSON')
    .option('--limit <n>', 'list at most this many options (default 2500; follow-up options count); a cut plan says so in "cut"', count(1))
    .option('--follow-ups', 'X-Wing: list under each maneuver the boosts, barrel rolls and cloaks its action bar and cards allow from where it ended')
    .option('--threats', 'TI4: add the threat map (every enemy ship that can reach each of your systems next, and the safe ones)')
    .option('--against <ships>', 'play each option against every option of the enemy ships: "all" or ids separated by commas (X-Wing, Armada)')
    .option('--weights <file>', 'with --against: JSON weights of the enemies\' options, { "ship": { "option": weight } }')
    .option('--no-repositions', 'with --against (X-Wing): play the enemies\' maneuvers without the boosts and barrel rolls after them')
    .addOption(new Option('--detail <level>', '"compact" (default): each option without traces or drawing geometry, strings once in "names"; "full": the plan as it is (with --against, every combination too)').choices(['full', 'compact']))
    .addOption(deadlineOption())
    .action((file: string, options: { json?: boolean; limit?: number; threats?: boolean; followUps?: boolean; deadlineMs?: number; against?: string; weights?: string; repositions?: boolean; detail?: 'full' | 'compact' }) => command('plan', file, options));

  program
    .command('render')
    .description('draw the scenario and, where it has a move, the outcome, as SVG')
    .argument('<file>', 'scenario JSON file, or - for standard input')
    .option('-o, --output <file>', 'write the SVG to this file (default, or -: standard output)')
    .option('--plan', 'draw every option of the plan as ghosts coloured by outcome')
    .addOption(deadlineOption())
    .action((file: string, options: { output?: string; plan?: boolean; deadlineMs?: number }) => command('render', file, options));

  program
    .command('measure')
    .description('range, arcs (hull zones) and obstruction from one piece to another (X-Wing, Armada)')
    .argument('<file>', 'scenario JSON file, or - for standard input')
    .requiredOption('--from <id>', 'the measuring piece (the attacker)')
    .requiredOption('--to <id>', 'the measured piece (the target)')
    .option('--json', 'print JSON')
    .addOption(deadlineOption())
    .action((file: string, options: { from: string; to: string; json?: boolean; deadlineMs?: number }) => command('measure', file, options));

  program
    .command('validate')
    .description('check the scenario only')
    .argument('<file>', 'scenario JSON file, or - for standard input')
    .option('--json', 'print JSON')
    .addOption(deadlineOption())
    .action((file: string, options: { json?: boolean; deadlineMs?: number }) => command('validate', file, options));

  program
    .command('batch')
    .description('run many operations, one JSON item per line: {"op": "resolve"|"plan"|"render"|"measure", "scenario": {...}, ...options}; prints one answer line per item, in order')
    .argument('<file>', 'JSONL file, or - for standard input')
    .option('--workers <n>', 'worker threads (default: the machine\'s cores; 0 runs in-process)', count(0))
    .addOption(new Option('--deadline-ms <ms>', 'stop an item after this many milliseconds (answered 503 limits.deadline)').argParser(count(1)))
    .action(async (file: string, options: { workers?: number; deadlineMs?: number }) => {
      const chunks = io.readChunks?.(file) ?? (async function* () {
        yield await load(file);
      })();
      const failed = await runBatch(chunks, {
        workers: options.workers,
        deadlineMs: options.deadlineMs,
        pool: io.pool ?? defaultPool,
        write: (text) => io.stdout(text),
        source: describe(file),
      });
      if (failed.readError !== undefined) throw new Rejected([{ path: '', rule: 'io', message: `cannot read ${describe(file)} (${failed.readError})` }]);
      if (failed.items > 0) throw new Rejected([]);
    });

  program
    .command('import')
    .description('import an X-Wing squad (xws), an Armada fleet list (armada-list) or a TI4 map string (ti4-map) as a scenario')
    .argument('<format>', IMPORT_FORMATS.join(', '))
    .argument('<file>', 'the list file, or - for standard input')
    .option('--owner <name>', 'owner of every imported piece (default: from the list\'s faction)')
    .option('--edge <edge>', 'X-Wing and Armada: deploy on the near (first player\'s) or far edge (default: near; with --into, opposite the pieces there)')
    .option('--into <file>', 'X-Wing and Armada: add the list to this scenario (mode add) instead of making a new table')
    .option('--seat <seat>', 'TI4: [player=]faction[@slot], once per player, e.g. --seat sol --seat red=hacan@2', (value: string, all: string[]) => [...all, value], [] as string[])
    .option('--json', 'print { "scenario", "notes" } (without it: the scenario, and the notes on standard error)')
    .action(async (format: string, file: string, options: { owner?: string; edge?: string; into?: string; seat: string[]; json?: boolean }) => {
      const usage = (message: string) => new CommanderError(EXIT.usage, 'shipmove.usage', `error: ${message}\n`);
      if (!isImportFormat(format)) throw usage(`unknown import format ${JSON.stringify(format)}; expected one of ${IMPORT_FORMATS.join(', ')}`);
      if (options.edge !== undefined && options.edge !== 'near' && options.edge !== 'far') throw usage('--edge is near or far');
      const seats: Ti4Seat[] = [];
      for (const text of options.seat) {
        const seat = parseSeat(text);
        if (seat === null) throw usage(`--seat ${JSON.stringify(text)}: expected [player=]faction[@slot], e.g. red=hacan@2`);
        seats.push(seat);
      }
      const text = await load(file);
      const edge = options.edge as Edge | undefined;
      const importOptions = { ...(edge === undefined ? {} : { edge }), ...(options.owner === undefined ? {} : { owner: options.owner }), ...(seats.length > 0 ? { seats } : {}) };
      let imported;
      if (options.into !== undefined) {
        // Mode add (import.mode): the list joins the scenario in --into.
        const intoText = await load(options.into);
        const into = parseJson(intoText);
        if (!into.ok) throw new Rejected(into.issues.map((i) => ({ ...i, path: i.path === '' ? 'into' : `into.${i.path}` })));
        const added = importInto(format, text, into.value, importOptions);
        imported = added.ok ? ok({ ...added.value, notes: capNotes(added.value.notes) }) : added;
      } else imported = importList(format, text, importOptions);
      if (!imported.ok) throw new Rejected(imported.issues);
      if (options.json === true) io.stdout(line(JSON.stringify(imported.value, null, 2)));
      else {
        io.stdout(line(JSON.stringify(imported.value.scenario, null, 2)));
        for (const note of imported.value.notes) io.stderr(line(`${note.path === '' ? '(list)' : note.path}: ${note.note} [${note.rule}]`));
      }
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
    .command('serve')
    .description('serve the planner page and the HTTP API on localhost')
    .option('-p, --port <port>', 'port to listen on (0 picks a free one)', port, 8080)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--workers <n>', 'worker threads for engine work (default: the machine\'s cores)', count(1))
    .option('--deadline-ms <ms>', 'answer 503 limits.deadline when a request takes longer (default 2500)', count(1))
    .option('--queue <n>', 'requests that may wait for a worker before 503 limits.busy (default 256)', count(0))
    .option('--cors <origin>', 'let pages from this origin call the API (repeatable; * for any)', (value: string, previous: string[] = []) => [...previous, value])
    .option('--write-timeout-ms <ms>', 'close a connection whose client leaves its answer unread this long (default 10000)', count(1))
    .option('--answer-budget-mb <mib>', 'answers held in memory at once before 503 limits.busy, in MiB (default 256)', count(1))
    .action(async (options: { port: number; host: string; workers?: number; deadlineMs?: number; queue?: number; cors?: string[]; writeTimeoutMs?: number; answerBudgetMb?: number }) => {
      const serve = io.serve ?? (await import('../server/serve.ts')).serve;
      await serve({
        port: options.port,
        host: options.host,
        ...(options.workers === undefined ? {} : { workers: options.workers }),
        ...(options.deadlineMs === undefined ? {} : { deadlineMs: options.deadlineMs }),
        ...(options.queue === undefined ? {} : { maxQueue: options.queue }),
        ...(options.cors === undefined ? {} : { cors: options.cors }),
        ...(options.writeTimeoutMs === undefined ? {} : { writeTimeoutMs: options.writeTimeoutMs }),
        ...(options.answerBudgetMb === undefined ? {} : { answerBudgetMb: options.answerBudgetMb }),
      });
    });

  if (argv.length === 0) {
    io.stderr(program.helpInformation());
    return EXIT.usage;
  }

  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    return report(error, io);
  }
}

function tooLarge(what: string): Issue {
  return { path: '', rule: 'limits.size', message: `${what} is larger than the limit of 1 MiB (${MAX_INPUT_BYTES} bytes)` };
}

function report(error: unknown, io: CliIo): number {
  if (error instanceof WriteFailed) {
    io.stderr(`shipmove: ${error.message}\n`);
    return EXIT.rejected;
  }
  try {
    if (error instanceof Rejected) {
      for (const problem of error.issues) io.stderr(line(formatIssue(problem)));
      return error.code;
    }
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help') return EXIT.ok;
      if (error.code === 'shipmove.usage') io.stderr(error.message);
      return EXIT.usage;
    }
    const reason = error instanceof Error ? error.message : String(error);
    io.stderr(line(`internal error: ${reason}`));
  } catch {
    // stderr itself failed: the exit code is all that is left.
  }
  return EXIT.rejected;
}
