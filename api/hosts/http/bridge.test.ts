import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBackend } from '../../../test/helpers/backend';
import { cardPng } from '../../../test/helpers/png';
import { rawRequest, readEvents, tokenHeader, type RawResponse } from '../../../test/helpers/http';
import { useTempDir } from '../../../test/helpers/temp';
import type { Backend } from '../../backend';
import type { EventMessage } from '../../contract';
import { startWebBridge, TOKEN_HEADER, type WebBridge, type WebBridgeOptions } from './bridge';
import { unchosenSettings } from '../../../test/helpers/settings';

const tempDir = useTempDir();
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(
  packs: string[] = [],
  more: (backend: Backend, dir: string) => Partial<WebBridgeOptions> = () => ({}),
): Promise<WebBridge & { dir: string; backend: Backend }> {
  const dir = tempDir();
  const staticDir = join(dir, 'renderer');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Deck Dojo</title>');
  writeFileSync(join(staticDir, 'assets', 'app-1234.js'), 'console.log("hi")');
  writeFileSync(join(dir, 'secret.txt'), 'outside the renderer');
  const { backend, db } = makeBackend(dir, { packs });
  const bridge = await startWebBridge({ backend, staticDir, port: 0, ...more(backend, dir) });
  cleanups.push(() => db.close(), () => bridge.close());
  return Object.assign(bridge, { dir, backend });
}

/** A bridge over the ACG sample pack whose card acg-s001 has a picture. */
async function startWithPicture(more?: Parameters<typeof start>[1]): Promise<Awaited<ReturnType<typeof start>> & { png: Buffer }> {
  const bridge = await start(['sample-acg.json'], more);
  const folder = join(bridge.dir, 'acg-images');
  mkdirSync(folder);
  const png = cardPng(6, 8, [20, 120, 60]);
  writeFileSync(join(folder, 'SMP-001.png'), png);
  await bridge.backend.invoke('settings.update', { imageFolders: { acg: folder } });
  return Object.assign(bridge, { png });
}

/** Addressed to the bridge, with its token as a script sends it. */
const authorized = (bridge: WebBridge): Record<string, string> => ({ Host: `127.0.0.1:${bridge.port}`, ...tokenHeader(bridge) });

const json = (bridge: WebBridge, body: string, headers: Record<string, string> = {}) =>
  rawRequest(bridge.port, {
    method: 'POST',
    path: '/api/invoke',
    headers: { 'Content-Type': 'application/json', ...authorized(bridge), ...headers },
    body,
  });

/** The path and query of the address the bridge printed: `/?token=…`. */
const printedPath = (bridge: WebBridge) => `${new URL(bridge.url).pathname}${new URL(bridge.url).search}`;

/** One request to each endpoint that needs the token: a call, the event stream (its first bytes) and a picture. */
async function everyEndpoint(bridge: WebBridge, headers: Record<string, string>, query = ''): Promise<Record<string, RawResponse>> {
  const base = { Host: `127.0.0.1:${bridge.port}`, ...headers };
  return {
    invoke: await rawRequest(bridge.port, { method: 'POST', path: `/api/invoke${query}`, headers: { ...base, 'Content-Type': 'application/json' }, body: '{"method":"games.list"}' }),
    events: await rawRequest(bridge.port, { path: `/api/events${query}`, headers: base, firstChunkOnly: true }),
    images: await rawRequest(bridge.port, { path: `/images/acg/acg-s001${query}`, headers: base }),
  };
}

const statuses = (responses: Record<string, RawResponse>) => Object.fromEntries(Object.entries(responses).map(([name, response]) => [name, response.status]));

/** Connects to `host:port`: the error code when refused, else 'connected'. */
const tryConnect = (host: string, port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

describe('web bridge', () => {
  it('listens on 127.0.0.1 only', async () => {
    const bridge = await start();
    expect(bridge.url).toBe(`http://127.0.0.1:${bridge.port}/?token=${bridge.token}`);
    expect(await tryConnect('127.0.0.1', bridge.port)).toBe('connected');
    // Bound to the one loopback address, not the wildcard: another address of this machine is refused.
    expect(await tryConnect('127.0.0.2', bridge.port)).toBe('ECONNREFUSED');
    expect(['ECONNREFUSED', 'EADDRNOTAVAIL', 'ENETUNREACH']).toContain(await tryConnect('::1', bridge.port));
  });

  it('makes a new token of 32 random bytes at every start', async () => {
    const first = await start();
    const second = await start();
    for (const { token } of [first, second]) {
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(first.token).not.toBe(second.token);
    // One run's token opens nothing in another.
    expect((await json(second, '{"method":"games.list"}', tokenHeader(first))).status).toBe(401);
  });

  it('refuses the API, the event stream and pictures without this run\'s token', async () => {
    const bridge = await startWithPicture();
    const cookie = `deckdojo-${bridge.port}`;
    for (const [what, headers] of [
      ['no token', {}],
      ['a wrong token', { [TOKEN_HEADER]: 'x'.repeat(43) }],
      ['a token of another length', { [TOKEN_HEADER]: `${bridge.token}x` }],
      ['a wrong cookie', { Cookie: `${cookie}=${'x'.repeat(43)}` }],
      ['the token in a cookie of another name', { Cookie: `deckdojo-1=${bridge.token}` }],
      ['the token in the query', {}],
    ] as const) {
      const responses = await everyEndpoint(bridge, headers, what === 'the token in the query' ? `?token=${bridge.token}` : '');
      expect(statuses(responses), what).toEqual({ invoke: 401, events: 401, images: 401 });
      for (const response of Object.values(responses)) {
        expect(JSON.parse(response.body)).toEqual({
          ok: false,
          error: { code: 'UNAUTHORIZED', message: expect.stringContaining(`needs this run's token: open the address \`deckdojo serve\` printed`) },
        });
      }
    }
    expect(statuses(await everyEndpoint(bridge, tokenHeader(bridge)))).toEqual({ invoke: 200, events: 200, images: 200 });
    expect(statuses(await everyEndpoint(bridge, { Cookie: `other=1; ${cookie}=${bridge.token}` }))).toEqual({ invoke: 200, events: 200, images: 200 });
  });

  it('turns the printed address into a cookie that the page and the API then take', async () => {
    const bridge = await startWithPicture();
    const host = { Host: `127.0.0.1:${bridge.port}` };
    const signIn = await rawRequest(bridge.port, { path: printedPath(bridge), headers: host });
    expect(signIn.status).toBe(303);
    // The token leaves the address bar (the browser keeps the #fragment of the route).
    expect(signIn.headers.location).toBe('/');
    expect(signIn.headers['set-cookie']).toEqual([`deckdojo-${bridge.port}=${bridge.token}; HttpOnly; SameSite=Strict; Path=/`]);
    const cookie = { Cookie: signIn.headers['set-cookie']![0]!.split(';')[0]! };

    const page = await rawRequest(bridge.port, { path: '/', headers: { ...host, ...cookie } });
    expect([page.status, page.body]).toEqual([200, '<!doctype html><title>Deck Dojo</title>']);
    const answers = await everyEndpoint(bridge, { ...cookie, 'Sec-Fetch-Site': 'same-origin' });
    expect(statuses(answers)).toEqual({ invoke: 200, events: 200, images: 200 });
    expect(JSON.parse(answers.invoke!.body)).toMatchObject({ ok: true, result: expect.arrayContaining([expect.objectContaining({ id: 'acg' })]) });
    expect(answers.events!.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(answers.images!.body).toBe(bridge.png.toString('utf8'));

    // Other query parameters stay; a path that looks like another host's address stays a path of this one.
    for (const [path, location] of [
      [`/index.html?token=${bridge.token}&lang=ja`, '/index.html?lang=ja'],
      [`/.//evil.example/?token=${bridge.token}`, '/evil.example/'],
      [`//evil.example/?token=${bridge.token}`, '/'],
    ]) {
      const moved = await rawRequest(bridge.port, { path, headers: host });
      expect([moved.status, moved.headers.location], path).toEqual([303, location]);
    }
  });

  it('answers a page request without the token with a page that says which address to open, in Japanese and English', async () => {
    const bridge = await start();
    const host = { Host: `127.0.0.1:${bridge.port}` };
    for (const path of ['/', '/index.html', '/assets/app-1234.js', '/?token=wrong', `/?token=${bridge.token.slice(1)}`]) {
      const page = await rawRequest(bridge.port, { path, headers: host });
      expect(page.status, path).toBe(401);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(page.body).not.toContain('console.log');
      expect(page.body).toContain('<code>deckdojo serve</code>（<code>npm run web</code>）が端末に表示したアドレスを開いてください');
      expect(page.body).toContain('open the address <code>deckdojo serve</code> (<code>npm run web</code>) printed in its terminal');
    }
  });

  it('refuses calls, events and pictures from other origins even with the token', async () => {
    const bridge = await startWithPicture();
    const token = tokenHeader(bridge);
    for (const headers of [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      // Another port of this machine is another origin, though the same site: its requests carry our SameSite cookie.
      { Origin: 'http://127.0.0.1:1' },
      { Origin: `http://localhost:${bridge.port}` },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: `http://127.0.0.1:${bridge.port}`, 'Sec-Fetch-Site': 'same-site' },
    ] as Record<string, string>[]) {
      const responses = await everyEndpoint(bridge, { ...token, ...headers });
      expect(statuses(responses), JSON.stringify(headers)).toEqual({ invoke: 403, events: 403, images: 403 });
      for (const response of Object.values(responses)) expect(JSON.parse(response.body).error.code).toBe('FORBIDDEN');
    }
    const sameOrigin = { Origin: `http://127.0.0.1:${bridge.port}`, 'Sec-Fetch-Site': 'same-origin' };
    expect(statuses(await everyEndpoint(bridge, { ...token, ...sameOrigin }))).toEqual({ invoke: 200, events: 200, images: 200 });
    // What the player types into the address bar is "none".
    expect(statuses(await everyEndpoint(bridge, { ...token, 'Sec-Fetch-Site': 'none' }))).toEqual({ invoke: 200, events: 200, images: 200 });
  });

  it('keeps its pages out of other sites\' frames', async () => {
    const bridge = await start();
    for (const path of ['/', '/assets/app-1234.js']) {
      const served = await rawRequest(bridge.port, { path, headers: authorized(bridge) });
      expect([served.status, served.headers['x-frame-options'], served.headers['content-security-policy']], path).toEqual([200, 'DENY', "frame-ancestors 'none'"]);
    }
    const refused = await rawRequest(bridge.port, { path: '/', headers: { Host: `127.0.0.1:${bridge.port}` } });
    expect([refused.headers['x-frame-options'], refused.headers['content-security-policy']]).toEqual(['DENY', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"]);
  });

  it('answers POST /api/invoke with the backend response', async () => {
    const bridge = await start();
    const response = await json(bridge, JSON.stringify({ method: 'games.get', params: { id: 'acg' } }));
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ ok: true, result: { id: 'acg', name: { ja: 'アニマルカードゲーム' } } });
    const bad = await json(bridge, JSON.stringify({ method: 'games.nope' }));
    expect(JSON.parse(bad.body)).toEqual({ ok: false, error: { code: 'UNKNOWN_METHOD', message: 'unknown method "games.nope"' } });
  });

  it.each([
    ['not JSON', '{"method":', 400, /body is not JSON/],
    ['an array', '[1,2]', 400, /body must be/],
    ['null', 'null', 400, /body must be/],
  ])('refuses a body that is %s', async (_what, body, status, message) => {
    const response = await json(await start(), body);
    expect(response.status).toBe(status);
    expect(JSON.parse(response.body)).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: expect.stringMatching(message) } });
  });

  it('refuses other content types, methods and oversized bodies', async () => {
    const bridge = await start();
    const { port } = bridge;
    const form = await rawRequest(port, { method: 'POST', path: '/api/invoke', headers: { ...authorized(bridge), 'Content-Type': 'text/plain' }, body: '{}' });
    expect(form.status).toBe(415);
    const get = await rawRequest(port, { path: '/api/invoke', headers: authorized(bridge) });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    const huge = await json(bridge, JSON.stringify({ method: 'games.list', params: { pad: 'x'.repeat(9 * 1024 * 1024) } }));
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body).error.code).toBe('BAD_REQUEST');
  });

  it('refuses requests for other host names (DNS rebinding) and from other origins', async () => {
    const bridge = await start();
    const { port } = bridge;
    const call = JSON.stringify({ method: 'games.list' });
    expect((await json(bridge, call, { Host: `evil.example:${port}` })).status).toBe(403);
    expect((await rawRequest(port, { path: printedPath(bridge), headers: { Host: 'evil.example' } })).status).toBe(403);
    const crossSite = await json(bridge, call, { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(JSON.parse(crossSite.body).error).toEqual({ code: 'FORBIDDEN', message: 'origin https://evil.example may not call the API' });
    const otherSite = await json(bridge, call, { 'Sec-Fetch-Site': 'cross-site' });
    expect(JSON.parse(otherSite.body).error).toEqual({ code: 'FORBIDDEN', message: 'a cross-site request may not call the API' });
    expect((await json(bridge, call, { Origin: `http://localhost:${port}`, Host: `localhost:${port}` })).status).toBe(200);
    expect((await json(bridge, call, { Origin: `http://127.0.0.1:${port}` })).status).toBe(200);
  });

  it('serves the built renderer, and nothing outside it', async () => {
    const bridge = await start();
    const { port } = bridge;
    const host = authorized(bridge);
    const page = await rawRequest(port, { path: '/', headers: host });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<title>Deck Dojo</title>');
    const asset = await rawRequest(port, { path: '/assets/app-1234.js', headers: host });
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/../../secret.txt', '/missing.js']) {
      const response = await rawRequest(port, { path, headers: host });
      expect(response.status, path).toBe(404);
      expect(response.body).not.toContain('outside the renderer');
    }
    expect((await rawRequest(port, { path: '/%E0%A4%A', headers: host })).status).toBe(400);
    expect((await rawRequest(port, { path: '/api/other', headers: host })).status).toBe(404);
    expect((await rawRequest(port, { method: 'DELETE', path: '/', headers: host })).status).toBe(405);
  });

  it('answers every route only in its own methods: any other is 405 with an Allow header, and does nothing', async () => {
    const bridge = await startWithPicture((_backend, dir) => ({ uploads: { dir: join(dir, 'uploads'), approve: () => {} } }));
    const routes: [string, string][] = [
      ['/api/invoke', 'POST'],
      ['/api/events', 'GET'],
      ['/api/upload', 'POST'],
      ['/images/acg/acg-s001', 'GET, HEAD'],
      ['/', 'GET, HEAD'],
      ['/assets/app-1234.js', 'GET, HEAD'],
    ];
    for (const [path, allowed] of routes) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        if (allowed.split(', ').includes(method)) continue;
        const body = '{"method":"settings.update","params":{"locale":"en"}}';
        const headers = { ...authorized(bridge), 'Content-Type': path === '/api/upload' ? 'application/octet-stream' : 'application/json', 'Content-Length': String(body.length) };
        const answer = await rawRequest(bridge.port, { method, path, headers, body, firstChunkOnly: method !== 'HEAD' });
        expect([answer.status, answer.headers.allow], `${method} ${path}`).toEqual([405, allowed]);
        if (method !== 'HEAD') expect(JSON.parse(answer.body).error, `${method} ${path}`).toEqual({ code: 'BAD_REQUEST', message: `${path} takes ${allowed.replace(', ', ' or ')}, not ${method}` });
      }
    }
    expect(existsSync(join(bridge.dir, 'uploads'))).toBe(false);
    expect(JSON.parse((await json(bridge, '{"method":"settings.get"}')).body).result.locale).toBeNull();
  });

  it('caps its connections with a 503 that says so, and takes new ones as others close', async () => {
    const bridge = await start([], () => ({ limits: { connections: 2 } }));
    const request = `GET / HTTP/1.1\r\nHost: 127.0.0.1:${bridge.port}\r\n${TOKEN_HEADER}: ${bridge.token}\r\n\r\n`;
    const open = [rawStream(bridge.port, request), rawStream(bridge.port, request)];
    // Both answered: the bridge holds both connections (kept alive).
    await vi.waitFor(() => expect(open.map((each) => each.received().startsWith('HTTP/1.1 200'))).toEqual([true, true]));
    const refused = await rawStream(bridge.port, request).response();
    expect(refused).toMatch(/^HTTP\/1\.1 503 /);
    expect(refused).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(refused.slice(refused.indexOf('\r\n\r\n') + 4))).toEqual({
      ok: false,
      error: { code: 'UNAVAILABLE', message: 'the web bridge is serving 2 connections, as many as it takes at once; try again when one closes' },
    });
    open[0]!.socket.destroy();
    await vi.waitFor(async () => expect((await rawRequest(bridge.port, { path: '/', headers: { ...authorized(bridge), Connection: 'close' } })).status).toBe(200));
  });

  it('caps its event streams with a 503 that says so', async () => {
    const bridge = await start([], () => ({ limits: { eventStreams: 2 } }));
    const stream = `GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:${bridge.port}\r\n${TOKEN_HEADER}: ${bridge.token}\r\n\r\n`;
    const streams = [rawStream(bridge.port, stream), rawStream(bridge.port, stream)];
    await vi.waitFor(() => expect(streams.map((each) => each.received().includes(': connected'))).toEqual([true, true]));
    const third = await rawRequest(bridge.port, { path: '/api/events', headers: authorized(bridge), firstChunkOnly: true });
    expect([third.status, JSON.parse(third.body).error]).toEqual([
      503,
      { code: 'UNAVAILABLE', message: 'the web bridge is serving 2 event streams, as many as it takes at once; try again when one closes' },
    ]);
    streams[0]!.socket.destroy();
    await vi.waitFor(async () => expect((await rawRequest(bridge.port, { path: '/api/events', headers: authorized(bridge), firstChunkOnly: true })).status).toBe(200));
  });

  it('drops an event stream whose client stopped reading once its unsent bytes pass the bound', async () => {
    const listeners = new Set<(message: EventMessage) => void>();
    const bridge = await start([], (backend) => ({
      backend: { ...backend, subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)) },
      limits: { eventBufferBytes: 256 * 1024 },
    }));
    const reading = rawStream(bridge.port, `GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:${bridge.port}\r\n${TOKEN_HEADER}: ${bridge.token}\r\n\r\n`);
    // A client that never reads: no 'data' listener, so the socket stops taking bytes once its buffers are full.
    const stalled = connect({ host: '127.0.0.1', port: bridge.port });
    stalled.write(`GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:${bridge.port}\r\n${TOKEN_HEADER}: ${bridge.token}\r\n\r\n`);
    cleanups.push(() => void stalled.destroy());
    await vi.waitFor(() => expect(listeners.size).toBe(2));
    // 1 MB events until the bridge lets the stalled stream go: the kernel's buffers hold a few MB, never 100.
    const message = { event: 'settings.changed', payload: { ...unchosenSettings(), pad: 'x'.repeat(1024 * 1024) } } as unknown as EventMessage;
    for (let sent = 0; sent < 100 && listeners.size === 2; sent++) {
      for (const listener of [...listeners]) listener(message);
      // The reading client reads what came meanwhile.
      await vi.waitFor(() => expect(reading.received().length).toBeGreaterThan((sent + 1) * 1024 * 1024));
    }
    expect(listeners.size).toBe(1);
    expect(reading.socket.destroyed).toBe(false);
  });

  it('pushes backend events as server-sent events', async () => {
    const bridge = await start();
    const messages = await readEvents(bridge, 1, async () => {
      await json(bridge, JSON.stringify({ method: 'settings.update', params: { gameId: 'pmv' } }));
    });
    expect(messages).toEqual([{ event: 'settings.changed', payload: { ...unchosenSettings(), gameId: 'pmv' } }]);
  });

  it('serves card images at /images/<game>/<key> to its own pages only', async () => {
    const bridge = await startWithPicture();
    const { port, png } = bridge;
    const host = authorized(bridge);

    const image = await fetch(new URL('/images/acg/acg-s001', bridge.url), { headers: tokenHeader(bridge) });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
    // The browser's copy is current: 304 without the file.
    const again = await rawRequest(port, { path: '/images/acg/acg-s001', headers: { ...host, 'If-None-Match': image.headers.get('etag')! } });
    expect([again.status, again.body]).toEqual([304, '']);
    const head = await rawRequest(port, { method: 'HEAD', path: '/images/acg/acg-s001', headers: host });
    expect([head.status, head.headers['content-length'], head.body]).toEqual([200, String(png.length), '']);
    // Our own page's <img> says same-origin (or nothing); another site, even another port of this machine, may not.
    expect((await rawRequest(port, { path: '/images/acg/acg-s001', headers: { ...host, 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(200);
    for (const site of ['cross-site', 'same-site']) {
      const refused = await rawRequest(port, { path: '/images/acg/acg-s001', headers: { ...host, 'Sec-Fetch-Site': site } });
      expect(refused.status, site).toBe(403);
      expect(JSON.parse(refused.body).error.code).toBe('FORBIDDEN');
    }

    for (const path of ['/images/acg/acg-s002', '/images/acg/no-such-card', '/images/mtg/acg-s001', '/images/acg', '/images/acg/acg-s001/x', '/images/acg/..%2F..%2Fsecret.txt']) {
      const missing = await rawRequest(port, { path, headers: host });
      expect(missing.status, path).toBe(404);
      expect(JSON.parse(missing.body).error.code, path).toBe('NOT_FOUND');
    }
    expect((await rawRequest(port, { path: '/images/acg/%E0%A4%A', headers: host })).status).toBe(400);
    const post = await rawRequest(port, { method: 'POST', path: '/images/acg/acg-s001', headers: host });
    expect([post.status, post.headers.allow]).toEqual([405, 'GET, HEAD']);
  });
});

/** The files uploaded so far (each in its bridge's folder of `uploads/`). */
const uploadedFiles = (uploads: string) => readdirSync(uploads, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.db'));

/**
 * A raw connection that sends `Connection: close` requests: write a request's bytes at will; `response()` is all
 * the server answered once it hung up.
 */
function rawStream(port: number, head: string) {
  const socket: Socket = connect({ host: '127.0.0.1', port });
  socket.write(head);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const received = () => Buffer.concat(chunks).toString('latin1');
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received())));
  cleanups.push(() => void socket.destroy());
  return { socket, received, response: () => closed };
}

describe('web bridge uploads (a database to restore from)', () => {
  async function startWithUploads(limits: WebBridgeOptions['limits'] = {}) {
    const dir = tempDir();
    const staticDir = join(dir, 'renderer');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Deck Dojo</title>');
    const { backend, db } = makeBackend(dir);
    const approved = new Set<string>();
    const uploads = join(dir, 'uploads');
    const bridge = await startWebBridge({
      backend,
      staticDir,
      port: 0,
      uploads: { dir: uploads, approve: (path) => void approved.add(path), release: (path) => void approved.delete(path) },
      limits,
    });
    cleanups.push(() => db.close(), () => bridge.close());
    const send = (body: Buffer, headers: Record<string, string> = {}) =>
      rawRequest(bridge.port, { method: 'POST', path: '/api/upload', headers: { ...authorized(bridge), 'Content-Type': 'application/octet-stream', ...headers }, body });
    const sent = async (body: Buffer) => (JSON.parse((await send(body)).body) as { result: { path: string } }).result.path;
    const invoke = async (method: string, params: unknown) =>
      JSON.parse((await rawRequest(bridge.port, { method: 'POST', path: '/api/invoke', headers: { ...authorized(bridge), 'Content-Type': 'application/json' }, body: JSON.stringify({ method, params }) })).body) as {
        ok: boolean;
        result?: { path?: string; name?: string };
        error?: { code: string; message: string };
      };
    return { bridge, backend, approved, uploads, send, sent, invoke };
  }

  it('removes an upload once a restore from it has answered, restored or refused', async () => {
    const { approved, uploads, sent, invoke, backend } = await startWithUploads();
    // Refused: not a database. The file goes, and its path is no longer one a restore accepts.
    const junk = await sent(Buffer.from('not a database'));
    expect(await invoke('backups.restoreFile', { path: junk })).toMatchObject({ ok: false, error: { code: 'RESTORE_FAILED' } });
    expect([existsSync(junk), approved.has(junk), uploadedFiles(uploads)]).toEqual([false, false, []]);
    // Restored: a real backup of this database. Its copy is in place, the upload gone.
    const backup = (await backend.invoke('backups.create', {})) as { ok: true; result: { name: string } };
    const good = await sent(readFileSync(join(uploads, '..', 'backups', backup.result.name)));
    expect(await invoke('backups.restoreFile', { path: good })).toMatchObject({ ok: true });
    expect([existsSync(good), approved.has(good), uploadedFiles(uploads)]).toEqual([false, false, []]);
    // Another call naming no upload leaves the uploads alone.
    const kept = await sent(Buffer.from('kept'));
    expect(await invoke('backups.restoreFile', { path: join(uploads, 'elsewhere.db') })).toMatchObject({ ok: false });
    expect(readFileSync(kept, 'utf8')).toBe('kept');
  });

  it('keeps at most 2 uploads: one more removes the oldest unused, or is refused while all are arriving', async () => {
    const { bridge, approved, uploads, send, sent } = await startWithUploads({ uploads: 2 });
    const first = await sent(Buffer.from('first'));
    const second = await sent(Buffer.from('second'));
    const third = await sent(Buffer.from('third'));
    expect([existsSync(first), approved.has(first)]).toEqual([false, false]);
    expect([readFileSync(second, 'utf8'), readFileSync(third, 'utf8')]).toEqual(['second', 'third']);
    expect(uploadedFiles(uploads)).toHaveLength(2);

    // Two uploads still arriving: a third waits for neither and removes neither.
    const arriving = [0, 1].map(() => {
      const stream = rawStream(
        bridge.port,
        `POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1:${bridge.port}\r\n${TOKEN_HEADER}: ${bridge.token}\r\nConnection: close\r\n` +
          `Content-Type: application/octet-stream\r\nContent-Length: 8\r\n\r\n`,
      );
      stream.socket.write('half');
      return stream;
    });
    // Each arrival pushed out one of the waiting ones.
    await vi.waitFor(() => expect([existsSync(second), existsSync(third)]).toEqual([false, false]));
    await vi.waitFor(() => expect(uploadedFiles(uploads)).toHaveLength(2));
    const refused = await send(Buffer.from('fourth'));
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toMatchObject({ ok: false, error: { code: 'UNAVAILABLE', message: expect.stringContaining('2 uploaded files that are still arriving or being restored') } });
    for (const stream of arriving) stream.socket.write('done');
    const answers = await Promise.all(arriving.map((stream) => stream.response()));
    expect(answers.every((answer) => answer.startsWith('HTTP/1.1 200'))).toBe(true);
    expect(uploadedFiles(uploads)).toHaveLength(2);
  });

  it('keeps the sent bytes under a name of their own, approves that path and answers it', async () => {
    const { bridge, approved, uploads, send } = await startWithUploads();
    const bytes = Buffer.from('SQLite format 3\0'.padEnd(4096, '札'));
    const first = await send(bytes);
    expect(first.status).toBe(200);
    const { result } = JSON.parse(first.body) as { result: { path: string; bytes: number } };
    expect(result.path.startsWith(uploads)).toBe(true);
    expect(result.bytes).toBe(bytes.length);
    expect(readFileSync(result.path).equals(bytes)).toBe(true);
    expect([...approved]).toEqual([result.path]);
    // A second upload keeps the first; closing the bridge removes both.
    const second = JSON.parse((await send(Buffer.from('again'))).body) as { result: { path: string } };
    expect([...approved]).toEqual([result.path, second.result.path]);
    expect(readFileSync(result.path).equals(bytes)).toBe(true);
    expect(readFileSync(second.result.path, 'utf8')).toBe('again');
    await bridge.close();
    expect(existsSync(uploads)).toBe(false);
  });

  it('lets a second upload arrive while the first still does, deleting neither', async () => {
    const { bridge, approved, uploads, send } = await startWithUploads();
    // The first sends half its bytes and waits.
    const half = Buffer.alloc(64 * 1024, 1);
    const first = rawStream(
      bridge.port,
      `POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1:${bridge.port}\r\n${TOKEN_HEADER}: ${bridge.token}\r\nConnection: close\r\n` +
        `Content-Type: application/octet-stream\r\nContent-Length: ${2 * half.length}\r\n\r\n`,
    );
    first.socket.write(half);
    await vi.waitFor(() => expect(uploadedFiles(uploads)).toHaveLength(1));
    const second = JSON.parse((await send(Buffer.from('second'))).body) as { result: { path: string } };
    expect(uploadedFiles(uploads)).toHaveLength(2);
    first.socket.write(Buffer.alloc(half.length, 2));
    const answer = await first.response();
    const { result } = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { result: { path: string; bytes: number } };
    expect(result.bytes).toBe(2 * half.length);
    expect(readFileSync(result.path).equals(Buffer.concat([half, Buffer.alloc(half.length, 2)]))).toBe(true);
    expect(readFileSync(second.result.path, 'utf8')).toBe('second');
    expect(new Set(approved)).toEqual(new Set([result.path, second.result.path]));
  });

  it('removes at start what killed bridges left in the upload folder, not what a running one keeps', async () => {
    const dir = tempDir();
    const uploads = join(dir, 'uploads');
    // A bridge killed before its close (no process 999999999: pids stay below 2^22), a file of an older version, and
    // the folder of a bridge still running (this process).
    const leftovers = [join(uploads, 'bridge-999999999-dead'), join(uploads, `bridge-${process.pid}-live`)];
    for (const folder of leftovers) mkdirSync(folder, { recursive: true });
    writeFileSync(join(leftovers[0]!, 'upload-1.db'), 'half a database');
    writeFileSync(join(leftovers[1]!, 'upload-2.db'), 'being restored');
    writeFileSync(join(uploads, 'upload-0123456789abcdef.db'), 'old');
    const staticDir = join(dir, 'renderer');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html>');
    const { backend, db } = makeBackend(dir);
    const bridge = await startWebBridge({ backend, staticDir, port: 0, uploads: { dir: uploads, approve: () => {} } });
    cleanups.push(() => db.close());
    expect(readdirSync(uploads)).toEqual([basename(leftovers[1]!)]);
    await bridge.close();
    // The running bridge's upload outlives this one's close.
    expect(readFileSync(join(leftovers[1]!, 'upload-2.db'), 'utf8')).toBe('being restored');
  });

  it('takes uploads only with the token, from our own pages, as raw bytes', async () => {
    const { bridge, approved, send } = await startWithUploads();
    const refused = await rawRequest(bridge.port, { method: 'POST', path: '/api/upload', headers: { Host: `127.0.0.1:${bridge.port}`, 'Content-Type': 'application/octet-stream' }, body: 'x' });
    expect(refused.status).toBe(401);
    expect((await send(Buffer.from('x'), { Origin: 'http://evil.example' })).status).toBe(403);
    expect(await send(Buffer.from('{}'), { 'Content-Type': 'application/json' })).toMatchObject({ status: 415, body: expect.stringContaining('application/octet-stream') });
    expect(approved.size).toBe(0);
  });
});
