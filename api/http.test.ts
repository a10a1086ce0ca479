import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeBackend } from '../test/helpers/backend';
import { cardPng } from '../test/helpers/png';
import { rawRequest, readEvents } from '../test/helpers/http';
import { useTempDir } from '../test/helpers/temp';
import type { Backend } from './backend';
import { startWebBridge, type WebBridge } from './http';

const tempDir = useTempDir();
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(packs: string[] = []): Promise<WebBridge & { dir: string; backend: Backend }> {
  const dir = tempDir();
  const staticDir = join(dir, 'renderer');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Deck Dojo</title>');
  writeFileSync(join(staticDir, 'assets', 'app-1234.js'), 'console.log("hi")');
  writeFileSync(join(dir, 'secret.txt'), 'outside the renderer');
  const { backend, db } = makeBackend(dir, { packs });
  const bridge = await startWebBridge({ backend, staticDir, port: 0 });
  cleanups.push(() => db.close(), () => bridge.close());
  return Object.assign(bridge, { dir, backend });
}

const json = (port: number, body: string, headers: Record<string, string> = {}) =>
  rawRequest(port, {
    method: 'POST',
    path: '/api/invoke',
    headers: { 'Content-Type': 'application/json', Host: `127.0.0.1:${port}`, ...headers },
    body,
  });

describe('web bridge', () => {
  it('listens on 127.0.0.1 only', async () => {
    const bridge = await start();
    expect(bridge.url).toBe(`http://127.0.0.1:${bridge.port}/`);
  });

  it('answers POST /api/invoke with the backend response', async () => {
    const { port } = await start();
    const response = await json(port, JSON.stringify({ method: 'games.get', params: { id: 'acg' } }));
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ ok: true, result: { id: 'acg', name: { ja: 'アニマルカードゲーム' } } });
    const bad = await json(port, JSON.stringify({ method: 'games.nope' }));
    expect(JSON.parse(bad.body)).toEqual({ ok: false, error: { code: 'UNKNOWN_METHOD', message: 'unknown method "games.nope"' } });
  });

  it.each([
    ['not JSON', '{"method":', 400, /body is not JSON/],
    ['an array', '[1,2]', 400, /body must be/],
    ['null', 'null', 400, /body must be/],
  ])('refuses a body that is %s', async (_what, body, status, message) => {
    const { port } = await start();
    const response = await json(port, body);
    expect(response.status).toBe(status);
    expect(JSON.parse(response.body)).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: expect.stringMatching(message) } });
  });

  it('refuses other content types, methods and oversized bodies', async () => {
    const { port } = await start();
    const host = { Host: `127.0.0.1:${port}` };
    const form = await rawRequest(port, { method: 'POST', path: '/api/invoke', headers: { ...host, 'Content-Type': 'text/plain' }, body: '{}' });
    expect(form.status).toBe(415);
    const get = await rawRequest(port, { path: '/api/invoke', headers: host });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    const huge = await json(port, JSON.stringify({ method: 'games.list', params: { pad: 'x'.repeat(9 * 1024 * 1024) } }));
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body).error.code).toBe('BAD_REQUEST');
  });

  it('refuses requests for other host names (DNS rebinding) and from other origins', async () => {
    const { port } = await start();
    const call = JSON.stringify({ method: 'games.list' });
    expect((await json(port, call, { Host: `evil.example:${port}` })).status).toBe(403);
    expect((await rawRequest(port, { path: '/', headers: { Host: 'evil.example' } })).status).toBe(403);
    const crossSite = await json(port, call, { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(JSON.parse(crossSite.body).error).toEqual({ code: 'FORBIDDEN', message: 'origin https://evil.example may not call the API' });
    expect((await json(port, call, { Origin: `http://localhost:${port}`, Host: `localhost:${port}` })).status).toBe(200);
    expect((await json(port, call, { Origin: `http://127.0.0.1:${port}` })).status).toBe(200);
  });

  it('serves the built renderer, and nothing outside it', async () => {
    const { port } = await start();
    const host = { Host: `127.0.0.1:${port}` };
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

  it('pushes backend events as server-sent events', async () => {
    const bridge = await start();
    const messages = await readEvents(new URL('api/events', bridge.url).href, 1, async () => {
      await fetch(new URL('api/invoke', bridge.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ method: 'settings.update', params: { gameId: 'pmv' } }),
      });
    });
    expect(messages).toEqual([{ event: 'settings.changed', payload: { locale: null, gameId: 'pmv', imageFolders: { acg: null, pmv: null, nova: null, dm: null, fab: null }, downloadImages: false, shortcuts: {} } }]);
  });

  it('serves card images at /images/<game>/<key> to its own pages only', async () => {
    const { port, url, dir, backend } = await start(['sample-acg.json']);
    const folder = join(dir, 'acg-images');
    mkdirSync(folder);
    const png = cardPng(6, 8, [20, 120, 60]);
    writeFileSync(join(folder, 'SMP-001.png'), png);
    await backend.invoke('settings.update', { imageFolders: { acg: folder } });
    const host = { Host: `127.0.0.1:${port}` };

    const image = await fetch(new URL('images/acg/acg-s001', url));
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
