/**
 * The worst inputs one call can be sent within the schemas' limits (issue 17: a 2,000-character query, a 5 MB
 * decklist, a 16 MB JSON import held the process), for the latency test (test/integration/stalls.test.ts) and its
 * benchmark (test/bench/stalls.ts); and a cheap call sent over and over while they run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Database } from 'better-sqlite3';
import type { Backend } from '../../api/backend';
import type { ErrorCode, MethodName, Params, Response } from '../../api/contract';
import { DECK_CARDS, SIMULATION_GROUPS } from '../../api/schemas';
import { MAX_JSON_BYTES } from '../../db/importers';
import { MAX_CARD_LINES, MAX_CARD_NAME } from '../../engine/deck/formats';
import { MAX_SCANS } from '../../db/search/compile';
import { MAX_TERMS } from '../../db/search/query';

export interface HeavyCall {
  label: string;
  method: MethodName;
  params: Params<MethodName>;
  /** What it must answer: a result, or this error (never INTERNAL). */
  answer: 'ok' | ErrorCode;
}

/** The longest decklist decks.read takes (api/schemas.ts). */
export const DECKLIST_CHARACTERS = 5_000_000;

/**
 * The accepted query that costs the most on the shipped DM pool: as many one- or two-character words as may be
 * scanned, the rest words, text and race filters, legality and numbers, all different, in one OR.
 */
export function worstQuery(): string {
  const short = ['a', 'の', '火', 'ド', 'ラ', 'ン'].slice(0, MAX_SCANS);
  const sentence = 'このクリーチャーが攻撃する時、相手のクリーチャーを一体破壊する';
  const slices = [...sentence].flatMap((_, at) => (sentence.slice(at, at + 3).match(/^[^、]{3}$/) ? [sentence.slice(at, at + 3)] : []));
  const others = [
    ...['ドラゴン', 'コマンド', 'エンジェル', 'デーモン', 'ガーディアン', 'ナイト'].map((race) => `race:${race}`),
    'legal:standard', 'legal:advance', '-legal:original', 'is:banned',
    'cost>=5', 'power>=6000', 'mana:1',
    ...slices.slice(0, 10),
    ...slices.slice(10).map((slice) => `text:${slice}`),
  ];
  return [...short, ...others].slice(0, MAX_TERMS).join(' OR ');
}

/** `count` different DM cards, one copy each: the largest deck the schemas take. */
function largestDeck(sql: Database, count = DECK_CARDS): Params<'decks.write'>['sections'] {
  const keys = sql.prepare("SELECT card_key FROM cards WHERE game = 'dm' ORDER BY id LIMIT ?").pluck().all(count) as string[];
  return { main: keys.map((key) => ({ key, count: 1 })) };
}

/**
 * A JSON card pack of about `megabytes` (the bundled FaB cards again and again under new keys), written to `path`.
 * Past MAX_JSON_BYTES it is refused as it is read.
 */
export function writeJsonPack(path: string, megabytes: number): string {
  const pack = JSON.parse(gunzipSync(readFileSync(join(import.meta.dirname, '../../db/packs/fab.json.gz'))).toString('utf8')) as { cards: Record<string, unknown>[] };
  const target = Math.min(megabytes * 1024 * 1024, MAX_JSON_BYTES - 64 * 1024);
  const cards: string[] = [];
  let size = 0;
  for (let index = 0; size < target; index++) {
    const card = JSON.stringify({ ...pack.cards[index % pack.cards.length], key: `bench-${index}`, image: null });
    cards.push(card);
    size += Buffer.byteLength(card) + 1;
  }
  writeFileSync(path, `{"format":"deck-dojo-cards","version":1,"game":"fab","source":{"name":"worst-json","version":"1"},"cards":[${cards.join(',')}],"regulations":[]}`);
  return path;
}

/** The attack's file: 16 MB of JSON items as small as a card can be (they took 968 MB). */
export function writeTinyJson(path: string, megabytes = 16): string {
  const items: string[] = [];
  for (let index = 0, size = 0; size < megabytes * 1024 * 1024; index++) {
    const item = `{"key":"k${index}","name":"n","kinds":["action"]}`;
    items.push(item);
    size += item.length + 1;
  }
  writeFileSync(path, `[${items.join(',')}]`);
  return path;
}

/**
 * The worst calls, over a database holding the shipped DM cards, files written in `dir`. `jsonMegabytes` and
 * `decklistCharacters`: the sizes of the accepted JSON import and decklist (the bench's smoke test takes smaller ones).
 */
export function worstCalls(sql: Database, dir: string, { jsonMegabytes, decklistCharacters = DECKLIST_CHARACTERS }: { jsonMegabytes: number; decklistCharacters?: number }): HeavyCall[] {
  // The attack's list: 5 MB of short lines of names no card has, far more than a file may have. The worst one read
  // (`decklistCharacters` long): as many lines as a file may have, each as long as that leaves, every name a
  // different one no card has.
  const attack = Array.from({ length: DECKLIST_CHARACTERS / 20 }, (_, index) => `1 存在しないカード${index}`).join('\n').slice(0, DECKLIST_CHARACTERS);
  const lines = Math.min(MAX_CARD_LINES, Math.floor(decklistCharacters / 30));
  const name = 'ボルシャック・ドラゴンではないカード'.repeat(20).slice(0, Math.min(MAX_CARD_NAME, Math.floor(decklistCharacters / lines) - 10));
  const longest = Array.from({ length: lines }, (_, index) => `1 ${name.slice(0, name.length - String(index).length)}${index}`).join('\n');
  const sections = largestDeck(sql);
  return [
    { label: "cards.search of 'a ' × 1000", method: 'cards.search', params: { game: 'dm', query: 'a '.repeat(1000) }, answer: 'INVALID_QUERY' },
    { label: 'cards.search of the costliest accepted query', method: 'cards.search', params: { game: 'dm', query: worstQuery() }, answer: 'ok' },
    { label: `decks.read of ${attack.length.toLocaleString('en')} characters in short lines`, method: 'decks.read', params: { game: 'dm', text: attack }, answer: 'INVALID_DECKLIST' },
    { label: `decks.read of ${lines.toLocaleString('en')} lines, ${longest.length.toLocaleString('en')} characters`, method: 'decks.read', params: { game: 'dm', text: longest }, answer: 'ok' },
    { label: 'decks.stats of a 1,000-card deck, per card', method: 'decks.stats', params: { game: 'dm', sections, perCard: true, turns: 30 }, answer: 'ok' },
    { label: 'decks.write of a 1,000-card deck', method: 'decks.write', params: { game: 'dm', sections, to: 'json' }, answer: 'ok' },
    { label: 'decks.validate of a 1,000-card deck', method: 'decks.validate', params: { game: 'dm', sections }, answer: 'ok' },
    {
      // Every card named by each of the most groups the schema takes: the work before the worker starts is the deck's.
      label: `decks.simulate of a 1,000-card deck, 20 turns, ${SIMULATION_GROUPS} groups of every card`,
      method: 'decks.simulate',
      params: {
        game: 'dm',
        sections,
        games: 1000,
        seed: 1,
        turns: 20,
        groups: Array.from({ length: SIMULATION_GROUPS }, (_, index) => ({ name: `group ${index}`, keys: sections.main!.map((card) => card.key) })),
      },
      answer: 'ok',
    },
    { label: 'cards.import of 16 MB of JSON items', method: 'cards.import', params: { game: 'fab', file: { path: writeTinyJson(join(dir, 'tiny.json')) } }, answer: 'IMPORT_FAILED' },
    { label: `cards.import of a ${jsonMegabytes} MB JSON card pack`, method: 'cards.import', params: { game: 'fab', file: { path: writeJsonPack(join(dir, 'pack.json'), jsonMegabytes) } }, answer: 'ok' },
  ];
}

export interface Interleaved {
  response: Response<MethodName>;
  /** Cheap calls answered after the heavy call was sent and before it answered. */
  cheapAnswered: number;
  /** The longest a cheap call waited from when it was due (one every millisecond) to its answer, in ms. */
  worstLatency: number;
}

/**
 * Sends `heavy` (a call, or for a baseline anything that takes a while) and, meanwhile, `games.list` whenever the
 * last one answered and a millisecond passed, as a window polling would; until the heavy call answers.
 */
export async function interleaved(backend: Backend, heavy: HeavyCall | (() => Promise<Response<MethodName>>)): Promise<Interleaved> {
  let done = false;
  let cheapAnswered = 0;
  let worstLatency = 0;
  const cheap = (async () => {
    while (!done) {
      const due = performance.now();
      // A timer, not a microtask: messages from worker threads arrive as tasks, and a loop of microtasks would starve them.
      await new Promise((resolve) => setTimeout(resolve, 1));
      await backend.invoke('games.list', {});
      worstLatency = Math.max(worstLatency, performance.now() - due - 1);
      if (!done) cheapAnswered++;
    }
  })();
  const response = await (typeof heavy === 'function' ? heavy() : backend.invoke(heavy.method, heavy.params));
  done = true;
  await cheap;
  return { response, cheapAnswered, worstLatency };
}
