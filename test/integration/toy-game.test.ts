// A sixth game from one folder (test/toy-game/): registered at run time, it is searchable, buildable, checkable and
// playable through every host — the desktop app's IPC host, the web bridge and the command line — over a database
// file, so the calls answered in worker threads (imports, deck reads) know it too. Nothing outside its folder names
// it: the screens, the commands and the database read its declarations (docs/architecture.md §9, "Adding a game").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../api/backend';
import type { DeckSections, Response, TableAction, TableSnapshot } from '../../api/contract';
import { startWebBridge } from '../../api/hosts/http/bridge';
import { INVOKE_CHANNEL, registerIpcHost, type InvokeRegistry } from '../../api/hosts/ipc';
import { EXIT } from '../../api/hosts/cli/exit';
import { registerGame } from '../../engine/games/registry';
import type { GameDefinition } from '../../engine/games/types';
import { makeBackend } from '../helpers/backend';
import { cliRunner } from '../helpers/cli';
import { invokeOverHttp } from '../helpers/http';
import { useTempDir } from '../helpers/temp';

const TOY_MODULE = new URL('../toy-game/index.ts', import.meta.url).href;
const cardsCsv = readFileSync(new URL('../toy-game/cards.csv', import.meta.url));
const deckText = readFileSync(new URL('../toy-game/deck.txt', import.meta.url), 'utf8');

let unregister: () => void;
beforeAll(async () => {
  const { game } = (await import(TOY_MODULE)) as { game: GameDefinition };
  unregister = registerGame(game, TOY_MODULE);
});
afterAll(() => unregister());

const tempDir = useTempDir();
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Call = (method: string, params: unknown) => Promise<Response>;

/** A backend over a database file in a fresh folder (imports and deck reads then run in worker threads). */
function fileBackend(): Backend {
  const { backend, db } = makeBackend(tempDir());
  cleanups.push(() => db.close(), () => backend.close());
  return backend;
}

async function ok<T>(call: Call, method: string, params: unknown): Promise<T> {
  const response = await call(method, params);
  if (!response.ok) throw new Error(`${method}: ${response.error.message}`);
  return response.result as T;
}

const zoneOf = (snapshot: TableSnapshot, key: string) => snapshot.view.zones.find((zone) => zone.key === key)!;

/** What a player does with a new game through one host: look it up, bring its cards in, search, build, check, play. */
async function playThrough(call: Call): Promise<void> {
  const game = await ok<{ id: string; presentation: { colour: { label: { en: string } } }; sections: { id: string }[] }>(call, 'games.get', { id: 'toy' });
  expect([game.id, game.presentation.colour.label.en, game.sections.map((section) => section.id)]).toEqual(['toy', 'Element', ['main', 'side']]);
  expect((await ok<{ id: string }[]>(call, 'games.list', {})).map((each) => each.id)).toContain('toy');

  // Its card template's own column (属性), in a worker thread.
  expect(await ok(call, 'cards.import', { game: 'toy', file: { name: 'cards.csv', base64: cardsCsv.toString('base64') } })).toMatchObject({ cards: 8, created: 8 });

  // Its own search field, and the search's kana and width folding.
  const names = async (query: string) => (await ok<{ cards: { name: string }[] }>(call, 'cards.search', { game: 'toy', query, sort: 'cost' })).cards.map((card) => card.name);
  expect(await names('element:火 kind:unit')).toEqual(['火の子竜', '炎の剣士', '紅蓮の巨人']);
  expect(await names('属性:水 cost>=3')).toEqual(['潮の騎士', '深海の王']);
  expect(await names('ｱｸｱ')).toEqual(['アクア・スライム']);
  expect(await names('しんかい')).toEqual(['深海の王']);

  // Its decklist read and checked under its own format; one card too many breaks its copy rule.
  const read = await ok<{ decks: { format: string | null; unresolved: unknown[]; sections: Record<string, { key: string; count: number }[]> }[] }>(call, 'decks.read', { game: 'toy', text: deckText });
  const [deck] = read.decks;
  expect([deck!.format, deck!.unresolved]).toEqual(['house', []]);
  const sections: DeckSections = { main: deck!.sections.main!.map(({ key, count }) => ({ key, count })) };
  expect(await ok(call, 'decks.validate', { game: 'toy', sections, format: 'house' })).toMatchObject({ legal: true, violations: [] });
  const fourth = { main: sections.main!.map((line, index) => (index === 0 ? { ...line, count: 4 } : line)) };
  const validation = await ok<{ legal: boolean; violations: { rule: string }[] }>(call, 'decks.validate', { game: 'toy', sections: fourth, format: 'house' });
  expect([validation.legal, validation.violations.map((violation) => violation.rule).sort()]).toEqual([false, ['TOY 1.1a', 'TOY 1.3']]);

  // Saved, and played in goldfish against a dummy with the game's 10 life.
  const saved = await ok<{ id: string }>(call, 'library.create', { game: 'toy', name: '火と水', sections });
  const started = await ok<TableSnapshot>(call, 'table.start', { game: 'toy', decks: [saved.id], dummy: {}, seed: 7, mode: 'strict' });
  expect([zoneOf(started, 'hand#0').count, zoneOf(started, 'deck#0').count, started.view.seats[1]!.life]).toEqual([5, 15, 10]);
  expect(started.rules.actions.map((action) => action.id)).toEqual(['play', 'strike']);
  const id = started.table.id;
  const act = (action: TableAction) => ok<TableSnapshot>(call, 'table.act', { id, seat: 0, action });
  const card = zoneOf(started, 'hand#0').cards[0]!.id!;
  // A strike from the hand is refused by the parameter's own zone rule, before the action runs.
  const refused = await act({ type: 'game', seat: 0, action: 'strike', args: { card } });
  expect(refused.notices).toEqual([{ kind: 'refused', rule: 'TOY 3.3b', message: { ja: 'アタックできるのは自分の場のユニットです', en: 'Only a unit on your field strikes' } }]);
  const played = await act({ type: 'game', seat: 0, action: 'play', args: { card } });
  expect(zoneOf(played, 'field#0').cards.map((each) => each.id)).toEqual([card]);
  // The damage parameter's default (1) and the seat parameter's (the other seat) are filled in by the engine.
  const struck = await act({ type: 'game', seat: 0, action: 'strike', args: { card } });
  expect([struck.view.seats[1]!.life, zoneOf(struck, 'field#0').cards[0]!.tapped]).toEqual([9, true]);
  const again = await act({ type: 'game', seat: 0, action: 'strike', args: { card, damage: 3 } });
  expect([again.notices, again.view.seats[1]!.life]).toEqual([[{ kind: 'refused', rule: 'TOY 3.3b', message: { ja: 'タップしているユニットはアタックできません', en: 'A tapped unit cannot strike' } }], 9]);
  // Its turn structure: through the end step to the dummy's turn and back, the unit untaps on waking.
  let turn = again;
  while (turn.view.turn.number < 3) turn = await act({ type: 'advance', seat: turn.view.turn.activeSeat });
  expect([turn.view.turn.step, zoneOf(turn, 'field#0').cards[0]!.tapped]).toEqual(['wake', false]);
}

describe('a sixth game registered from its folder', () => {
  it('plays through the desktop app’s IPC host', async () => {
    const backend = fileBackend();
    const handlers = new Map<string, Parameters<InvokeRegistry['handle']>[1]>();
    const ipcMain: InvokeRegistry = { handle: (channel, listener) => void handlers.set(channel, listener), removeHandler: (channel) => void handlers.delete(channel) };
    cleanups.push(registerIpcHost({ ipcMain, backend, isTrustedSender: () => true, broadcast: () => undefined }));
    await playThrough((method, params) => handlers.get(INVOKE_CHANNEL)!({ senderFrame: { url: 'file:///renderer/index.html' } }, method, params));
  });

  it('plays through the web bridge', async () => {
    const backend = fileBackend();
    const staticDir = join(tempDir(), 'renderer');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Deck Dojo</title>');
    const bridge = await startWebBridge({ backend, staticDir, port: 0 });
    cleanups.push(() => bridge.close());
    await playThrough((method, params) => invokeOverHttp(bridge, method, params));
  });

  it('is listed, imported, searched, checked, counted and played in goldfish by the command line', async () => {
    const { run } = cliRunner(tempDir);
    const dir = tempDir();
    const db = join(dir, 'cli.db');
    const cards = join(dir, 'cards.csv');
    const deck = join(dir, 'deck.txt');
    writeFileSync(cards, cardsCsv);
    writeFileSync(deck, deckText);
    expect((await run(['--help'])).stdout).toContain('the game: acg, pmv, nova, dm, fab, toy');
    const games = await run(['games', '--db', db]);
    expect([games.status, games.stdout]).toEqual([EXIT.ok, expect.stringContaining('toy   トイ・デュエル (Toy Duel)')]);
    expect(await run(['import', '--game', 'toy', cards, '--db', db])).toMatchObject({ status: EXIT.ok, stdout: expect.stringContaining('8 cards, 8 new') });
    const search = await run(['search', '--game', 'toy', 'element:水', '--sort', 'cost', '--db', db]);
    expect(search.stdout.trimEnd().split('\n').map((line) => line.trim().split(/\s{2,}/))).toEqual([
      ['4 cards'],
      ['1', 'アクア・スライム', 'ユニット', '1000', '水'],
      ['2', '渦潮', 'トリック', '水'],
      ['3', '潮の騎士', 'ユニット', '4000', '水'],
      ['5', '深海の王', 'ユニット', '7000', '水'],
    ]);
    expect(await run(['validate', '--game', 'toy', deck, '--lang', 'en', '--db', db])).toMatchObject({ status: EXIT.ok, stdout: expect.stringContaining('legal') });
    const stats = await run(['stats', '--game', 'toy', deck, '--lang', 'en', '--db', db]);
    expect([stats.status, stats.stdout]).toEqual([EXIT.ok, expect.stringContaining('elements: 水 11 · 火 9')]);
    const simulate = await run(['simulate', '--game', 'toy', deck, '--games', '50', '--seed', '1', '--json', '--db', db]);
    expect(simulate.status).toBe(EXIT.ok);
    expect(JSON.parse(simulate.stdout)).toMatchObject({ games: 50 });
    // Eight command-line processes one after another: about 3.5 s on two idle cores, past 5 s under a loaded suite.
  }, 20_000);
});
