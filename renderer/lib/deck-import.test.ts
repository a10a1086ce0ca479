import { afterEach, describe, expect, it } from 'vitest';
import type { GameInfo } from '../../api/contract';
import { makeBackend, type TestBackend } from '../../test/helpers/backend';
import { inProcessBridge } from '../../test/helpers/bridge';
import { cardPng } from '../../test/helpers/png';
import { SAMPLE_ACG_DECK, SAMPLE_NOVA_DECK } from '../../test/helpers/sample-decks';
import { useTempDir } from '../../test/helpers/temp';
import { setLocale } from '../i18n/index.svelte';
import { createClient } from './client';
import { NotADecklistError, readDroppedDecklist, saveImportedDeck } from './deck-import';

const tempDir = useTempDir();
let test: TestBackend | undefined;
afterEach(() => {
  test?.db.close();
  setLocale('ja');
});

/** A client over a backend with the ACG and NOVA sample cards, counting its `decks.read` calls per game. */
async function setup() {
  test = makeBackend(tempDir(), { packs: ['sample-acg.json', 'sample-nova.json'] });
  const { backend } = test;
  const reads: string[] = [];
  const client = createClient({
    ...inProcessBridge(backend),
    invoke: async (method, params) => {
      if (method === 'decks.read') reads.push((params as { game: string }).game);
      return structuredClone(await backend.invoke(method, params));
    },
  });
  const games = (await client.call('games.list')) as GameInfo[];
  return { client, games, reads, backend };
}

const file = (name: string, content: string | Uint8Array<ArrayBuffer>) => new File([content], name);

describe('a dropped decklist', () => {
  it('is read for the current game when every line names one of its cards, asking no other game', async () => {
    const { client, games, reads } = await setup();
    const dropped = await readDroppedDecklist(client, file('sample-acg.deck.json', SAMPLE_ACG_DECK.text), games, 'acg');
    expect([dropped.game, dropped.name, dropped.read.decks[0]!.name]).toEqual(['acg', 'sample-acg.deck.json', SAMPLE_ACG_DECK.name]);
    expect(reads).toEqual(['acg']);
  });

  it('is read for the game whose cards it names when that is not the current game', async () => {
    const { client, games, reads } = await setup();
    const dropped = await readDroppedDecklist(client, file('dragoons.json', SAMPLE_NOVA_DECK.text), games, 'fab');
    expect(dropped.game).toBe('nova');
    expect(dropped.read.decks[0]!.unresolved).toEqual([]);
    expect(reads).toEqual(['fab', 'acg', 'pmv', 'nova', 'dm']);
  });

  it('is refused with the file name and the reason when it is not a decklist', async () => {
    const { client, games } = await setup();
    setLocale('en');
    const refused = (name: string, content: string | Uint8Array<ArrayBuffer>) => readDroppedDecklist(client, file(name, content), games, 'acg');
    await expect(refused('card.png', new Uint8Array([...cardPng(4, 4, [255, 0, 0])]))).rejects.toThrow(
      new NotADecklistError('card.png is not a decklist: it is not a text file (UTF-8, UTF-16 or Shift_JIS).'),
    );
    await expect(refused('notes.txt', 'Buy sleeves\nTournament on Saturday\n')).rejects.toThrow('notes.txt is not a decklist: no line of it names a card of any game.');
    await expect(refused('huge.txt', 'x'.repeat(5_000_001))).rejects.toThrow('huge.txt is not a decklist: it is larger than 5 MB.');
    // A file every game's reader refuses: the reason is the current game's.
    await expect(refused('broken.txt', 'game: acg\n[basic]\n4\n')).rejects.toThrow(new NotADecklistError('broken.txt is not a decklist: line 3: "4" has no card name'));
    // In Japanese the reason is the Japanese the reader wrote.
    setLocale('ja');
    await expect(refused('broken.txt', 'game: acg\n[basic]\n4\n')).rejects.toThrow(new NotADecklistError('broken.txt はデッキリストではありません：3行目：「4」にはカード名がありません'));
  });

  it('is saved under the game’s default format unless the file names one', async () => {
    const { client, backend } = await setup();
    const sections = { basic: [{ key: 'acg-s001', name: '兵隊蟻', count: 4 }] };
    const plain = await saveImportedDeck(client, 'acg', { name: 'Plain', format: null, sections }, 'competitive');
    const named = await saveImportedDeck(client, 'acg', { name: 'Named', format: 'casual', sections }, 'competitive');
    const format = async (id: string) => ((await backend.invoke('library.get', { id })) as { result: { format: string } }).result.format;
    expect([await format(plain), await format(named)]).toEqual(['competitive', 'casual']);
  });
});
