import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import type { ApiErrorBody, EventMessage, Response } from './contract';
import type { Backend } from './backend';
import { answerImageRequest } from './images';

/** Loopback only: the web bridge is for the player on this machine, never the network. */
export const WEB_BRIDGE_HOST = '127.0.0.1';
export const DEFAULT_WEB_PORT = 5170;
const MAX_BODY_BYTES = 8 * 1024 * 1024;
const HEARTBEAT_MS = 25_000;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

export interface WebBridgeOptions {
  backend: Backend;
  /** The built renderer (out/renderer). */
  staticDir: string;
  /** 0 picks a free port. */
  port?: number;
}

export interface WebBridge {
  url: string;
  port: number;
  close(): Promise<void>;
}

class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
}

export async function startWebBridge(options: WebBridgeOptions): Promise<WebBridge> {
  const staticDir = resolve(options.staticDir);
  if (!existsSync(join(staticDir, 'index.html'))) {
    throw new Error(`${staticDir} holds no built renderer (index.html); run \`npm run build\` first`);
  }
  const { backend } = options;
  const eventStreams = new Set<ServerResponse>();
  let allowedHosts = new Set<string>();

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const problem =
        error instanceof HttpProblem
          ? error
          : new HttpProblem(500, { code: 'INTERNAL', message: (error as Error).message });
      if (!response.headersSent) sendJson(response, problem.status, { ok: false, error: problem.body });
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // A page on another site can point a DNS name at 127.0.0.1; only our own host names are served.
    if (!allowedHosts.has(request.headers.host ?? '')) {
      throw new HttpProblem(403, { code: 'FORBIDDEN', message: `host ${request.headers.host ?? '(none)'} is not served` });
    }
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/api/invoke') return invoke(request, response);
    if (path === '/api/events') return streamEvents(request, response);
    if (path.startsWith('/api/')) throw new HttpProblem(404, { code: 'NOT_FOUND', message: `no endpoint ${path}` });
    if (path.startsWith('/images/')) return serveImage(request, response, path);
    return serveStatic(request, response, path);
  }

  async function invoke(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST');
      throw new HttpProblem(405, { code: 'BAD_REQUEST', message: '/api/invoke takes POST' });
    }
    // Browsers send Origin on cross-site POSTs; a page elsewhere must not drive the player's database.
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedHosts.has(origin.replace(/^http:\/\//, ''))) {
      throw new HttpProblem(403, { code: 'FORBIDDEN', message: `origin ${origin} may not call the API` });
    }
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
      throw new HttpProblem(415, { code: 'BAD_REQUEST', message: 'send the call as Content-Type: application/json' });
    }
    const body = await readBody(request);
    let call: unknown;
    try {
      call = JSON.parse(body);
    } catch (error) {
      throw new HttpProblem(400, { code: 'BAD_REQUEST', message: `body is not JSON: ${(error as Error).message}` });
    }
    if (typeof call !== 'object' || call === null || Array.isArray(call)) {
      throw new HttpProblem(400, { code: 'BAD_REQUEST', message: 'body must be {"method": string, "params": object}' });
    }
    const { method, params } = call as { method?: unknown; params?: unknown };
    const result: Response = await backend.invoke(method, params);
    sendJson(response, 200, result);
  }

  function streamEvents(request: IncomingMessage, response: ServerResponse): void {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    response.write(': connected\n\n');
    eventStreams.add(response);
    const send = (message: EventMessage) => response.write(`data: ${JSON.stringify(message)}\n\n`);
    const unsubscribe = backend.subscribe(send);
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS);
    request.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      eventStreams.delete(response);
    });
  }

  /** `/images/<game>/<card key>`: a card's picture from the backend's image store, never a path of the request. */
  async function serveImage(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    requireGet(request, response, path);
    // Pictures are for our own pages: another site may not make the player's machine look them up or download them.
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw new HttpProblem(403, { code: 'FORBIDDEN', message: `${path} is not served to other sites` });
    }
    const notFound = new HttpProblem(404, { code: 'NOT_FOUND', message: `no image ${path}` });
    const parts = path.slice('/images/'.length).split('/').map((part) => decodePath(part, path));
    if (parts.length !== 2) throw notFound;
    const answer = await answerImageRequest(backend.images, parts[0]!, parts[1]!, {
      method: request.method!,
      ifNoneMatch: request.headers['if-none-match'] ?? null,
      ifModifiedSince: request.headers['if-modified-since'] ?? null,
    });
    if (answer.status === 404) throw notFound;
    response.writeHead(answer.status, { ...answer.headers, 'Cross-Origin-Resource-Policy': 'same-origin' });
    response.end(answer.body ?? undefined);
  }

  function serveStatic(request: IncomingMessage, response: ServerResponse, path: string): void {
    requireGet(request, response, path);
    const decoded = decodePath(path, path);
    let file = resolve(staticDir, `.${decoded}`);
    if (file !== staticDir && !file.startsWith(staticDir + sep)) {
      throw new HttpProblem(404, { code: 'NOT_FOUND', message: `no file ${path}` });
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) throw new HttpProblem(404, { code: 'NOT_FOUND', message: `no file ${path}` });
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    const content = readFileSync(file);
    response.writeHead(200, {
      'Content-Type': type,
      'Content-Length': content.length,
      'X-Content-Type-Options': 'nosniff',
      // Built assets carry a content hash in their name; the page itself must always be fresh.
      'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store',
    });
    response.end(request.method === 'HEAD' ? undefined : content);
  }

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port ?? DEFAULT_WEB_PORT, WEB_BRIDGE_HOST, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const { port } = server.address() as AddressInfo;
  allowedHosts = new Set([`${WEB_BRIDGE_HOST}:${port}`, `localhost:${port}`]);

  return {
    url: `http://${WEB_BRIDGE_HOST}:${port}/`,
    port,
    close: () =>
      new Promise<void>((resolveClose) => {
        for (const stream of eventStreams) stream.end();
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}

function requireGet(request: IncomingMessage, response: ServerResponse, path: string): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    throw new HttpProblem(405, { code: 'BAD_REQUEST', message: `${path} takes GET` });
  }
}

function decodePath(part: string, path: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new HttpProblem(400, { code: 'BAD_REQUEST', message: `malformed path ${path}` });
  }
}

function readBody(request: IncomingMessage): Promise<string> {
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

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  response.end(text);
}
