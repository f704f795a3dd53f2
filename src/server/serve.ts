/** Starts the planner page and the HTTP API (CONVENTIONS section 6). */
export async function serve(port: number, host: string): Promise<void> {
  throw new Error(`the server is not available yet (asked for ${host}:${port})`);
}
