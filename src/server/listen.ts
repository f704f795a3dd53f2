import { serve as honoServe } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from './app.ts';
import type { AppOptions } from './app.ts';
import { findWebRoot, loadStaticFiles } from './static-files.ts';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** The port is taken: a clear message instead of an internal error. */
export class PortInUse extends Error {
  constructor(readonly port: number, readonly host: string) {
    super(`port ${port} on ${host} is already in use; choose another with --port N (0 picks a free one)`);
  }
}

/** Starts the API and the page on `host:port` (port 0 picks a free port) and resolves once listening. */
export function startServer(port: number, host: string, options: AppOptions = {}): Promise<RunningServer> {
  const webRoot = options.page === undefined ? findWebRoot() : null;
  const page = options.page !== undefined ? options.page : webRoot === null ? null : loadStaticFiles(webRoot);
  const app = createApp({ ...options, page });
  return new Promise((resolvePromise, reject) => {
    const server = honoServe({ fetch: app.fetch, port, hostname: host }) as Server;
    server.keepAliveTimeout = 30_000;
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUse(port, host) : error);
    });
    server.once('listening', () => {
      const address = server.address() as AddressInfo;
      const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
      resolvePromise({
        url: `http://${shownHost}:${address.port}/`,
        port: address.port,
        close: () => new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
      });
    });
  });
}
