/**
 * The web bridge (`deckdojo serve`): the backend over HTTP for a browser on this machine. This module binds, checks
 * each request's host, origin and token, and routes it: calls (`/api/invoke`), events (events.ts), uploads
 * (uploads.ts), pictures and the built renderer (static.ts).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join, resolve } from 'node:path';
import type { Backend } from '../../backend';
import { createEventStreams } from './events';
import { allowMethods, busy, HttpProblem, readBody, READ_METHODS, sendJson } from './responses';
import { sendNoTokenPage, serveImage, serveStatic } from './static';
import { createUploads, type UploadOptions } from './uploads';

/** Loopback only: the web bridge is for the player on this machine, never the network. */
export const WEB_BRIDGE_HOST = '127.0.0.1';
export const DEFAULT_WEB_PORT = 5170;
/** How long a connection past the cap may wait to send the request its 503 answers. */
const REFUSED_SOCKET_MS = 5_000;

/** What one bridge serves at once. A browser keeps about six connections to a host, and one event stream per tab. */
export interface WebBridgeLimits {
  /** Open connections; a request on one more is answered 503 UNAVAILABLE, and past twice as many none is accepted. */
  connections: number;
  /** Event streams (a tab each); one more is answered 503 UNAVAILABLE. */
  eventStreams: number;
  /**
   * Bytes of events a stream may hold unsent: an event that finds more still waiting (a client that stopped reading)
   * closes the stream instead, so memory stays bounded; a browser's EventSource connects again.
   */
  eventBufferBytes: number;
  /**
   * Uploads kept at once (each up to MAX_UPLOAD_BYTES on disk). One more removes the oldest that no restore is using
   * (a file chosen and then not restored from); when every one still arrives or is being restored, it is answered 503
   * UNAVAILABLE. An upload is removed as soon as a `backups.restoreFile` of its path has answered, restored or refused.
   */
  uploads: number;
}

export const WEB_BRIDGE_LIMITS: WebBridgeLimits = { connections: 128, eventStreams: 32, eventBufferBytes: 1024 * 1024, uploads: 2 };
/** Scripts send the run's token in this header; a browser carries it in the cookie the page's address sets. */
export const TOKEN_HEADER = 'x-deck-dojo-token';
const TOKEN_PARAM = 'token';
const TOKEN_BYTES = 32;
export interface WebBridgeOptions {
  backend: Backend;
  /** The built renderer (out/renderer). */
  staticDir: string;
  /** 0 picks a free port. */
  port?: number;
  /**
   * Where a file sent to `POST /api/upload` is kept (a database to restore: a page cannot name a path), and who is
   * told its path, so the backend accepts that one path (BackendOptions.approvedPath), and then that it is gone
   * (`release`: used by a restore, or pushed out by newer uploads). Without it there are no uploads.
   */
  uploads?: UploadOptions;
  /** Smaller caps for tests; WEB_BRIDGE_LIMITS by default. */
  limits?: Partial<WebBridgeLimits>;
}

export interface WebBridge {
  /** The address to open: the app's page with this run's token (`http://127.0.0.1:<port>/?token=…`). */
  url: string;
  /** This run's secret, new at every start: the page's address turns it into a cookie; scripts send it as TOKEN_HEADER. */
  token: string;
  port: number;
  close(): Promise<void>;
}

export async function startWebBridge(options: WebBridgeOptions): Promise<WebBridge> {
  const staticDir = resolve(options.staticDir);
  if (!existsSync(join(staticDir, 'index.html'))) {
    throw new Error(`${staticDir} holds no built renderer (index.html); run \`npm run build\` first`);
  }
  const { backend } = options;
  const limits = { ...WEB_BRIDGE_LIMITS, ...options.limits };
  const uploads = options.uploads ? createUploads(options.uploads, limits.uploads) : null;
  const eventStreams = createEventStreams(backend, limits);
  let allowedHosts = new Set<string>();
  // Another page in the player's browser, or another program of this machine, can reach 127.0.0.1 too: every
  // request must carry this run's token, which only the terminal that started the bridge has seen.
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expected = Buffer.from(token);
  const isToken = (given: string | null | undefined) => {
    const buffer = Buffer.from(given ?? '');
    return buffer.length === expected.length && timingSafeEqual(buffer, expected);
  };
  let cookieName = '';
  const isAuthorized = (request: IncomingMessage) => {
    const header = request.headers[TOKEN_HEADER];
    return (typeof header === 'string' && isToken(header)) || cookieValues(request.headers.cookie, cookieName).some(isToken);
  };

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

  // Past the cap a connection still gets its request answered (503, then closed) so the player reads why; past twice
  // the cap the server drops connections unanswered.
  const openSockets = new Set<Socket>();
  const refusedSockets = new WeakSet<Socket>();
  server.maxConnections = 2 * limits.connections;
  server.on('connection', (socket: Socket) => {
    if (openSockets.size >= limits.connections) {
      refusedSockets.add(socket);
      socket.setTimeout(REFUSED_SOCKET_MS, () => socket.destroy());
      return;
    }
    openSockets.add(socket);
    socket.once('close', () => openSockets.delete(socket));
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (refusedSockets.has(request.socket)) throw busy(response, `${limits.connections} connections`);
    // A page on another site can point a DNS name at 127.0.0.1; only our own host names are served.
    if (!allowedHosts.has(request.headers.host ?? '')) {
      throw new HttpProblem(403, { code: 'FORBIDDEN', message: `host ${request.headers.host ?? '(none)'} is not served` });
    }
    const address = new URL(request.url ?? '/', 'http://localhost');
    const path = address.pathname;
    if (path.startsWith('/api/') || path.startsWith('/images/')) {
      refuseOtherOrigins(request);
      if (!isAuthorized(request)) {
        throw new HttpProblem(401, {
          code: 'UNAUTHORIZED',
          message: `${path} needs this run's token: open the address \`deckdojo serve\` printed (…/?token=…), or send the token as ${TOKEN_HEADER}`,
        });
      }
      if (path === '/api/invoke') return invoke(request, response);
      if (path === '/api/events') return eventStreams.open(request, response);
      if (path === '/api/upload' && uploads) return uploads.receive(request, response);
      if (path.startsWith('/api/')) throw new HttpProblem(404, { code: 'NOT_FOUND', message: `no endpoint ${path}` });
      return serveImage(backend.images, request, response, path);
    }
    allowMethods(request, response, path, READ_METHODS);
    if (isToken(address.searchParams.get(TOKEN_PARAM))) return signIn(response, address);
    if (!isAuthorized(request)) return sendNoTokenPage(response);
    return serveStatic(staticDir, request, response, path);
  }

  /** The printed address: its token becomes a cookie, and the browser goes on to the same page without it in sight. */
  function signIn(response: ServerResponse, address: URL): void {
    address.searchParams.delete(TOKEN_PARAM);
    response.writeHead(303, {
      'Set-Cookie': `${cookieName}=${token}; HttpOnly; SameSite=Strict; Path=/`,
      // Only a path of this server: a leading `//` would name another host. The browser keeps the #fragment.
      Location: `/${address.pathname.replace(/^\/+/, '')}${address.search}`,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    });
    response.end();
  }

  async function invoke(request: IncomingMessage, response: ServerResponse): Promise<void> {
    allowMethods(request, response, '/api/invoke', ['POST']);
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
    const result = uploads ? await uploads.invoke(method, params, () => backend.invoke(method, params)) : await backend.invoke(method, params);
    sendJson(response, 200, result);
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
  // Cookies are not kept apart by port: each bridge's has a name of its own.
  cookieName = `deckdojo-${port}`;

  return {
    url: `http://${WEB_BRIDGE_HOST}:${port}/?${TOKEN_PARAM}=${token}`,
    token,
    port,
    close: () =>
      new Promise<void>((resolveClose) => {
        eventStreams.close();
        uploads?.close();
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}

/**
 * The API and the pictures answer our own pages only, token or not: browsers name the calling page's origin (Origin)
 * and how it relates to ours (Sec-Fetch-Site). Another port of this machine is "same-site" and its requests carry our
 * SameSite cookie, so only "same-origin" (or "none": the player typed the address) passes.
 */
function refuseOtherOrigins(request: IncomingMessage): void {
  const { origin, host } = request.headers;
  if (origin !== undefined && origin !== `http://${host}`) {
    throw new HttpProblem(403, { code: 'FORBIDDEN', message: `origin ${origin} may not call the API` });
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw new HttpProblem(403, { code: 'FORBIDDEN', message: `a ${site} request may not call the API` });
  }
}

/** Every value of one cookie in a Cookie header (a browser may hold several of one name, for other paths). */
function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${name}=`))
    .map((pair) => pair.slice(name.length + 1));
}

