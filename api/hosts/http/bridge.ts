import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { ApiErrorBody, EventMessage, Response } from '../../contract';
import type { Backend } from '../../backend';
import { answerImageRequest } from '../../services/images';
import { processAlive } from '../../services/processes';

/** Loopback only: the web bridge is for the player on this machine, never the network. */
export const WEB_BRIDGE_HOST = '127.0.0.1';
export const DEFAULT_WEB_PORT = 5170;
const MAX_BODY_BYTES = 8 * 1024 * 1024;
/** A database sent to restore from: years of decks and a large card database fit well within this. */
const MAX_UPLOAD_BYTES = 4 * 1024 * 1024 * 1024;
const HEARTBEAT_MS = 25_000;
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
// What a browser without the token gets instead of the app (an old tab, a bookmark, a link): which address to open.
const NO_TOKEN_PAGE = `<!doctype html>
<html lang="ja">
<meta charset="utf-8">
<title>Deck Dojo</title>
<style>
  body { font-family: system-ui, 'Noto Sans CJK JP', sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1.5rem; line-height: 1.7; color: #1f2328; }
  h1 { font-size: 1.5rem; } p[lang='en'] { color: #57606a; } code { background: #f0f1f3; padding: 0.1em 0.35em; border-radius: 4px; }
</style>
<h1>Deck Dojo</h1>
<p>使うには、<code>deckdojo serve</code>（<code>npm run web</code>）が端末に表示したアドレスを開いてください。アドレスの <code>?token=</code> は起動ごとに変わります。</p>
<p lang="en">To use Deck Dojo, open the address <code>deckdojo serve</code> (<code>npm run web</code>) printed in its terminal. Its <code>?token=</code> part changes at every start.</p>
</html>
`;

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
  /**
   * Where a file sent to `POST /api/upload` is kept (a database to restore: a page cannot name a path), and who is
   * told its path, so the backend accepts that one path (BackendOptions.approvedPath), and then that it is gone
   * (`release`: used by a restore, or pushed out by newer uploads). Without it there are no uploads.
   */
  uploads?: { dir: string; approve(path: string): void; release?(path: string): void };
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
  const limits = { ...WEB_BRIDGE_LIMITS, ...options.limits };
  const eventStreams = new Set<ServerResponse>();
  const uploads = options.uploads ? { ...options.uploads, own: claimUploadDir(options.uploads.dir) } : null;
  /** This bridge's uploads still on disk, oldest first. */
  const kept: { path: string; state: 'arriving' | 'waiting' | 'restoring' }[] = [];
  /** An upload done with: its file removed, its path no longer accepted. */
  const forget = (entry: (typeof kept)[number]) => {
    const at = kept.indexOf(entry);
    if (at >= 0) kept.splice(at, 1);
    rmSync(entry.path, { force: true });
    uploads?.release?.(entry.path);
  };
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

  function busy(response: ServerResponse, what: string): HttpProblem {
    response.setHeader('Connection', 'close');
    response.setHeader('Retry-After', '1');
    return new HttpProblem(503, { code: 'UNAVAILABLE', message: `the web bridge is serving ${what}, as many as it takes at once; try again when one closes` });
  }

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
      if (path === '/api/events') return streamEvents(request, response);
      if (path === '/api/upload' && uploads) return upload(request, response, uploads.own, uploads.approve);
      if (path.startsWith('/api/')) throw new HttpProblem(404, { code: 'NOT_FOUND', message: `no endpoint ${path}` });
      return serveImage(request, response, path);
    }
    allowMethods(request, response, path, READ_METHODS);
    if (isToken(address.searchParams.get(TOKEN_PARAM))) return signIn(response, address);
    if (!isAuthorized(request)) return sendNoTokenPage(response);
    return serveStatic(request, response, path);
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

  /**
   * A file's bytes as the body (streamed to disk, so a large database never sits in memory): kept under a name of its
   * own in this bridge's upload folder and approved; answers its path for the call that uses it
   * (`backups.restoreFile`), which removes it once it has answered. Another upload, even one arriving meanwhile, leaves
   * it be, but past `limits.uploads` the oldest one waiting unused goes (see WebBridgeLimits.uploads); the bridge's
   * close removes all.
   */
  async function upload(request: IncomingMessage, response: ServerResponse, dir: string, approve: (path: string) => void): Promise<void> {
    allowMethods(request, response, '/api/upload', ['POST']);
    if (!/^application\/octet-stream\b/i.test(request.headers['content-type'] ?? '')) {
      throw new HttpProblem(415, { code: 'BAD_REQUEST', message: 'send the file as Content-Type: application/octet-stream' });
    }
    const declared = Number(request.headers['content-length'] ?? NaN);
    if (declared > MAX_UPLOAD_BYTES) {
      request.resume();
      throw new HttpProblem(413, { code: 'BAD_REQUEST', message: `the file is larger than ${MAX_UPLOAD_BYTES} bytes` });
    }
    if (kept.length >= limits.uploads) {
      const unused = kept.find((entry) => entry.state === 'waiting');
      if (!unused) {
        request.resume();
        response.setHeader('Connection', 'close');
        response.setHeader('Retry-After', '5');
        throw new HttpProblem(503, {
          code: 'UNAVAILABLE',
          message: `the web bridge already holds ${limits.uploads} uploaded files that are still arriving or being restored; try again when one is done`,
        });
      }
      forget(unused);
    }
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `upload-${randomBytes(8).toString('hex')}.db`);
    const entry = { path: file, state: 'arriving' as 'arriving' | 'waiting' | 'restoring' };
    kept.push(entry);
    let size = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > MAX_UPLOAD_BYTES) done(new HttpProblem(413, { code: 'BAD_REQUEST', message: `the file is larger than ${MAX_UPLOAD_BYTES} bytes` }));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(request, limit, createWriteStream(file, { flags: 'wx' }));
    } catch (error) {
      forget(entry);
      throw error instanceof HttpProblem ? error : new HttpProblem(400, { code: 'BAD_REQUEST', message: `the upload stopped: ${(error as Error).message}` });
    }
    entry.state = 'waiting';
    approve(file);
    sendJson(response, 200, { ok: true, result: { path: file, bytes: size } });
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
    // A restore from an upload: the file is of no more use once the call has answered, restored or refused (but for
    // BUSY, which the page sends again as it was).
    const restoring = method === 'backups.restoreFile' ? kept.find((entry) => entry.state === 'waiting' && entry.path === (params as { path?: unknown } | null)?.path) : undefined;
    if (restoring) restoring.state = 'restoring';
    let result: Response | undefined;
    try {
      result = await backend.invoke(method, params);
    } finally {
      if (restoring && !(result && !result.ok && result.error.code === 'BUSY')) forget(restoring);
      else if (restoring) restoring.state = 'waiting';
    }
    sendJson(response, 200, result);
  }

  function streamEvents(request: IncomingMessage, response: ServerResponse): void {
    allowMethods(request, response, '/api/events', ['GET']);
    if (eventStreams.size >= limits.eventStreams) throw busy(response, `${limits.eventStreams} event streams`);
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    response.write(': connected\n\n');
    eventStreams.add(response);
    const write = (text: string) => {
      if (response.destroyed) return;
      // A client that has not taken what was sent before is not reading: past the bound it is dropped, so what waits
      // in memory stays within the bound and one event.
      if ((response.socket?.writableLength ?? 0) > limits.eventBufferBytes) return void response.destroy();
      response.write(text);
    };
    const unsubscribe = backend.subscribe((message: EventMessage) => write(`data: ${JSON.stringify(message)}\n\n`));
    const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
    response.once('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      eventStreams.delete(response);
    });
  }

  /** `/images/<game>/<card key>`: a card's picture from the backend's image store, never a path of the request. */
  async function serveImage(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    allowMethods(request, response, path, READ_METHODS);
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
      ...NOT_FRAMED,
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
  // Cookies are not kept apart by port: each bridge's has a name of its own.
  cookieName = `deckdojo-${port}`;

  return {
    url: `http://${WEB_BRIDGE_HOST}:${port}/?${TOKEN_PARAM}=${token}`,
    token,
    port,
    close: () =>
      new Promise<void>((resolveClose) => {
        for (const stream of eventStreams) stream.end();
        // An upload nobody restored from is no use after this run.
        if (uploads) releaseUploadDir(uploads.dir, uploads.own);
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}

/** Headers that keep our pages out of other sites' frames (a click there must not land on our buttons). */
const NOT_FRAMED = { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "frame-ancestors 'none'" };

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

function sendNoTokenPage(response: ServerResponse): void {
  response.writeHead(401, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(NO_TOKEN_PAGE),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...NOT_FRAMED,
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  response.end(NO_TOKEN_PAGE);
}

const READ_METHODS = ['GET', 'HEAD'];

/** Every route names the methods it answers; any other is 405 with an Allow header, before anything is read or done. */
function allowMethods(request: IncomingMessage, response: ServerResponse, path: string, methods: readonly string[]): void {
  if (!methods.includes(request.method ?? '')) {
    response.setHeader('Allow', methods.join(', '));
    throw new HttpProblem(405, { code: 'BAD_REQUEST', message: `${path} takes ${methods.join(' or ')}, not ${request.method}` });
  }
}

/**
 * This bridge's folder in `dir` (`bridge-<pid>-<random>`), made after removing what bridges that are gone left there
 * (killed before their close): another bridge running on the same database keeps its own.
 */
function claimUploadDir(dir: string): string {
  const entries = existsSync(dir) ? readdirSync(dir) : [];
  for (const entry of entries) {
    const owner = /^bridge-(\d+)-/.exec(entry);
    if (!owner || !processAlive(Number(owner[1]))) rmSync(join(dir, entry), { recursive: true, force: true });
  }
  return join(dir, `bridge-${process.pid}-${randomBytes(4).toString('hex')}`);
}

/** Removes this bridge's uploads, and the uploads folder when no other bridge has one there. */
function releaseUploadDir(dir: string, own: string): void {
  rmSync(own, { recursive: true, force: true });
  try {
    rmdirSync(dir);
  } catch {
    // Another bridge's uploads are still there, or the folder was never made.
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
