/** The schemas' refusal of control characters in names and short texts (oneLine, textLines in schemas.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import { apiOf, makeBackend, type TestBackend } from '../test/helpers/backend';

const ONE_LINE = 'names and short texts are one line of visible characters';
const LINES = 'text may hold tabs and line breaks but no other control character';

let test: TestBackend | undefined;
afterEach(() => test?.db.close());

const refused = (message: string) => ({ ok: false, error: { code: 'INVALID_PARAMS', message } });

describe('control characters in params', () => {
  it('refuses them in deck names, tags and notes, naming the field, the character and where it is', async () => {
    test = makeBackend(':memory:');
    const api = apiOf(test);
    // Real names pass, and notes keep their lines and tabs.
    const deck = await api.ok('library.create', { game: 'dm', name: '弐幻キューギョドリ 速攻', tags: ['殿堂'], notes: '1ターン目：\r\n\tマナを置く' });
    expect(deck).toMatchObject({ name: '弐幻キューギョドリ 速攻', tags: ['殿堂'], notes: '1ターン目：\r\n\tマナを置く' });

    expect(await api.call('library.create', { game: 'dm', name: '弐幻キューギョドリ\u001b[2J' })).toEqual(
      refused(`library.create: name: holds the control character U+001B at character 10; ${ONE_LINE}`),
    );
    expect(await api.call('library.update', { id: deck.id, baseRevision: deck.revision, tags: ['殿堂', 'a\u0000'] })).toEqual(refused(`library.update: tags.1: holds the control character U+0000 at character 2; ${ONE_LINE}`));
    expect(await api.call('library.update', { id: deck.id, baseRevision: deck.revision, notes: 'ok\n\u0000' })).toEqual(refused(`library.update: notes: holds the control character U+0000 at character 4; ${LINES}`));
    expect(await api.call('library.duplicate', { id: deck.id, name: 'copy\u009b2J' })).toEqual(refused(`library.duplicate: name: holds the control character U+009B at character 5; ${ONE_LINE}`));
    expect(await api.call('decks.write', { game: 'dm', sections: {}, to: 'text', name: '\u007fdeck' })).toEqual(refused(`decks.write: name: holds the control character U+007F at character 1; ${ONE_LINE}`));
    expect(await api.call('match.start', { game: 'dm', decks: [deck.id], bestOf: 1, opponent: 'Bob\u0007' })).toEqual(refused(`match.start: opponent: holds the control character U+0007 at character 4; ${ONE_LINE}`));
    // A name on several lines is no name either.
    expect(await api.call('table.start', { game: 'dm', decks: [deck.id], name: 'a\nb' })).toEqual(refused(`table.start: name: holds the control character U+000A at character 2; ${ONE_LINE}`));
    expect((await api.ok('library.list', {})).map((each) => each.name)).toEqual(['弐幻キューギョドリ 速攻']);
  });

  it('refuses them in the player’s own cards but for line breaks in the rules text', async () => {
    test = makeBackend(':memory:');
    const api = apiOf(test);
    const card = { name: '10,000 Year Reunion', kinds: ['creature'], text: 'Ward 10\n\nYou may remove three counters.' };
    expect(await api.ok('cards.saveCustom', { game: 'dm', card })).toMatchObject({ name: '10,000 Year Reunion', text: 'Ward 10\n\nYou may remove three counters.' });
    expect(await api.call('cards.saveCustom', { game: 'dm', card: { ...card, name: '10,000 Year Reunion\u001b[2J' } })).toEqual(
      refused(`cards.saveCustom: card.name: holds the control character U+001B at character 20; ${ONE_LINE}`),
    );
    expect(await api.call('cards.saveCustom', { game: 'dm', card: { ...card, reading: 'よみ\u0000', subtypes: ['ドラゴン\u001b'], text: 'Ward\u0000' } })).toEqual(
      refused(
        `cards.saveCustom: card.reading: holds the control character U+0000 at character 3; ${ONE_LINE}; ` +
          `card.subtypes.0: holds the control character U+001B at character 5; ${ONE_LINE}; ` +
          `card.text: holds the control character U+0000 at character 5; ${LINES}`,
      ),
    );
    expect(await api.call('cards.import', { game: 'dm', file: { name: 'cards\u001b.csv', base64: '' } })).toMatchObject({ ok: false, error: { code: 'INVALID_PARAMS' } });
  });
});
