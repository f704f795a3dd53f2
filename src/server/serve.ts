import { PortInUse, startServer } from './listen.ts';

/**
 * Starts the planner page and the HTTP API (docs/api.md) and prints the address.
 * Port 0 picks a free port. A port in use is reported in one plain line (exit code 1).
 */
export async function serve(port: number, host: string): Promise<void> {
  try {
    const running = await startServer(port, host);
    process.stdout.write(`shipmove planner: ${running.url}\n`);
  } catch (error) {
    if (!(error instanceof PortInUse)) throw error;
    process.stderr.write(`shipmove: ${error.message}\n`);
    process.exitCode = 1;
  }
}
