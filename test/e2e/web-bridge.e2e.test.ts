/**
 * The web bridge's token in Chromium: the address `deckdojo serve` printed signs the browser in (an HttpOnly,
 * SameSite=Strict cookie) and leaves the address bar without the token; a browser without it is told which address
 * to open; and a page on another port of this machine, which the browser treats as the same site and so sends our
 * cookie along, can neither call the API, nor follow its events, nor show a picture.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Settings } from '../../api/contract';
import { callOverHttp } from '../helpers/http';
import { cardPng } from '../helpers/png';
import { useApp } from './environment';

const { openApp, dataDir } = useApp();

// The browser's picture element, run in the page: this Node project has no DOM types.
declare const Image: new () => { onload: (() => void) | null; onerror: (() => void) | null; src: string; naturalWidth: number; naturalHeight: number };

// Another local web page: an empty page of its own on another port of 127.0.0.1.
const elsewhere = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>elsewhere</title>'));
afterAll(() => new Promise<void>((resolve) => elsewhere.close(() => resolve())));

describe('the web bridge token in Chromium', () => {
  it('signs in from the printed address, keeps the route, and hides the token from the page; without it, says what to open', async () => {
    const { page, server } = await openApp('ja-JP');
    const origin = new URL(server.url).origin;
    expect(page.url()).toBe(`${origin}/`);
    await page.goto(`${server.url}#/decks`);
    await page.locator('h1', { hasText: 'デッキ一覧' }).waitFor();
    expect(page.url()).toBe(`${origin}/#/decks`);
    expect(await page.context().cookies()).toEqual([
      expect.objectContaining({ name: `deckdojo-${new URL(origin).port}`, value: server.token, httpOnly: true, sameSite: 'Strict', path: '/' }),
    ]);
    expect(await page.evaluate('document.cookie')).toBe('');

    const stranger = await page.context().browser()!.newPage();
    for (const address of [`${origin}/#/decks`, `${origin}/?token=${server.token.slice(1)}`]) {
      const response = await stranger.goto(address);
      expect(response!.status(), address).toBe(401);
      expect(await stranger.locator('p[lang="en"]').textContent()).toContain('open the address deckdojo serve (npm run web) printed in its terminal');
    }
    expect(await stranger.locator('.game-choice').count()).toBe(0);
    await stranger.close();
  });

  it('refuses a page on another port of this machine, though the browser sends it our cookie', async () => {
    const { page, server } = await openApp('en-US');
    const origin = new URL(server.url).origin;
    const folder = join(dataDir(), 'acg-images');
    mkdirSync(folder);
    writeFileSync(join(folder, 'SMP-001.png'), cardPng(6, 8, [20, 120, 60]));
    await callOverHttp(server, 'settings.update', { imageFolders: { acg: folder } });
    const before = await callOverHttp<Settings>(server, 'settings.get', {});

    // A picture, a call (`method`) and the event stream of the bridge at `base`, from the page that runs it.
    const tryEverything = ({ base, call }: { base: string; call: object }) =>
      Promise.all([
        new Promise<string>((resolve) => {
          const img = new Image();
          img.onload = () => resolve(`picture ${img.naturalWidth}x${img.naturalHeight}`);
          img.onerror = () => resolve('no picture');
          img.src = `${base}/images/acg/acg-s001`;
        }),
        fetch(`${base}/api/invoke`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(call) }).then(
          (response) => `call ${response.status}`,
          () => 'no call',
        ),
        new Promise<string>((resolve) => {
          const source = new EventSource(`${base}/api/events`, { withCredentials: true });
          source.onopen = () => resolve('events');
          source.onerror = () => resolve('no events');
        }),
      ]);
    // Our own page may do all three (its call only reads).
    expect(await page.evaluate(tryEverything, { base: origin, call: { method: 'games.get', params: { id: 'acg' } } })).toEqual(['picture 6x8', 'call 200', 'events']);

    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const other = await page.context().newPage();
    await other.goto(`http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`);
    expect(await other.evaluate(tryEverything, { base: origin, call: { method: 'settings.update', params: { gameId: 'dm' } } })).toEqual(['no picture', 'no call', 'no events']);
    expect(await callOverHttp<Settings>(server, 'settings.get', {})).toEqual(before);
  });
});
