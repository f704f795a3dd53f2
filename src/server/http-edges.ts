import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RuleId } from '../rules.ts';
import { oneError } from './errors.ts';

/**
 * What Node's HTTP layer decides before the app sees a request, answered in the API's one JSON
 * error shape instead of Node's empty bodies: parser errors (conflicting Content-Length and
 * Transfer-Encoding, a bad chunk size, headers over Node's 16 KiB), header timeouts, and
 * `Expect: 100-continue` with a declared body over the limit (413 without the 100).
 */

/** Node's parser error codes that get their own status. */
const STATUS_OF: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};

function rawResponse(status: number, rule: RuleId, message: string): string {
  const body = JSON.stringify(oneError('', rule, message));
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n`
    + 'content-type: application/json; charset=utf-8\r\n'
    + `content-length: ${Buffer.byteLength(body)}\r\n`
    + 'connection: close\r\n\r\n'
    + body;
}

export function clientErrorAnswer(error: NodeJS.ErrnoException & { reason?: string }): { status: number; rule: RuleId; message: string } {
  const code = error.code ?? 'unknown';
  const status = STATUS_OF[code] ?? 400;
  if (status === 431) return { status, rule: 'http.headers', message: `the request headers are larger than the server accepts (${maxHeaderSize} bytes)` };
  if (status === 408) return { status, rule: 'http.timeout', message: 'the request did not arrive in time' };
  const reason = typeof error.reason === 'string' && error.reason !== '' ? error.reason : error.message;
  return { status, rule: 'http', message: `malformed HTTP request (${code}): ${reason}` };
}

export interface EdgeOptions {
  readonly maxBodyBytes: number;
  /** Time allowed for a request's headers to arrive. */
  readonly headersTimeoutMs: number;
  /** Time allowed for a whole request to arrive (Node's backstop; the app's deadline is shorter). */
  readonly requestTimeoutMs: number;
  /** Idle time a kept-alive connection is held between requests. */
  readonly keepAliveTimeoutMs: number;
}

/** Installs the hooks and timeouts on a server whose request listener is `listener`. */
export function guardServer(server: Server, listener: (request: IncomingMessage, response: ServerResponse) => void, options: EdgeOptions): void {
  server.headersTimeout = options.headersTimeoutMs;
  server.requestTimeout = options.requestTimeoutMs;
  server.keepAliveTimeout = options.keepAliveTimeoutMs;

  server.on('clientError', (error: NodeJS.ErrnoException & { reason?: string }, socket: Duplex) => {
    // As Node does by default: answer only when nothing of a response was written on this socket yet.
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE' || !socket.writable || (inFlight?.headersSent ?? false)) {
      socket.destroy();
      return;
    }
    const answer = clientErrorAnswer(error);
    socket.end(rawResponse(answer.status, answer.rule, answer.message));
  });

  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    const length = Number(request.headers['content-length']);
    if (request.headers['content-length'] !== undefined && (!Number.isSafeInteger(length) || length > options.maxBodyBytes)) {
      const body = JSON.stringify(oneError('', 'body-limit', `the request body is larger than ${options.maxBodyBytes} bytes`));
      response.writeHead(413, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' });
      response.end(body);
      return;
    }
    response.writeContinue();
    listener(request, response);
  });

  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify(oneError('', 'http', `unsupported Expect header ${JSON.stringify(String(request.headers.expect).slice(0, 100))}; only 100-continue is understood`));
    response.writeHead(417, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' });
    response.end(body);
  });
}
