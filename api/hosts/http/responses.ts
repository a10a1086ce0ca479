/** What every route of the web bridge answers with: JSON bodies, refusals as HttpProblem, the methods it takes. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiErrorBody } from '../../contract';

const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** A refusal: its HTTP status and the API's error body, sent as `{ ok: false, error }`. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
}

/** A 503 for a request past one of the bridge's caps (`what` it is serving as many of as it takes), closing the connection. */
export function busy(response: ServerResponse, what: string): HttpProblem {
  response.setHeader('Connection', 'close');
  response.setHeader('Retry-After', '1');
  return new HttpProblem(503, { code: 'UNAVAILABLE', message: `the web bridge is serving ${what}, as many as it takes at once; try again when one closes` });
}

/** Headers that keep our pages out of other sites' frames (a click there must not land on our buttons). */
export const NOT_FRAMED = { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "frame-ancestors 'none'" };

export const READ_METHODS = ['GET', 'HEAD'];

/** Every route names the methods it answers; any other is 405 with an Allow header, before anything is read or done. */
export function allowMethods(request: IncomingMessage, response: ServerResponse, path: string, methods: readonly string[]): void {
  if (!methods.includes(request.method ?? '')) {
    response.setHeader('Allow', methods.join(', '));
    throw new HttpProblem(405, { code: 'BAD_REQUEST', message: `${path} takes ${methods.join(' or ')}, not ${request.method}` });
  }
}

export function decodePath(part: string, path: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new HttpProblem(400, { code: 'BAD_REQUEST', message: `malformed path ${path}` });
  }
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolveBody, rejectBody) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      // The rest of an oversized body is read and dropped so the 413 answer reaches the client.
      else rejectBody(new HttpProblem(413, { code: 'BAD_REQUEST', message: `body is larger than ${MAX_BODY_BYTES} bytes` }));
    });
    request.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
    request.on('error', rejectBody);
  });
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  response.end(text);
}
