import type { CliIo } from '../../src/cli/program.ts';
import { runCli } from '../../src/cli/program.ts';

/**
 * Runs the CLI in-process with files from a map: what it printed, the files it wrote and its exit
 * code. Reading a missing file fails with ENOENT, as does writing under `/no/such/`.
 */
export async function cliInMemory(argv: string[], files: Record<string, string> = {}, stdin = '', overrides: Partial<CliIo> = {}) {
  let stdout = '';
  let stderr = '';
  const written: Record<string, string> = {};
  const io: CliIo = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    readStdin: () => stdin,
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
      return text;
    },
    writeFile: (path, text) => {
      if (path.startsWith('/no/such/')) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
      written[path] = text;
    },
    ...overrides,
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr, written };
}
