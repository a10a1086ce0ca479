/**
 * A refused card file in Japanese: every reason an importer gives, read as the Card data dialog shows it
 * (「3行目、列「マナ」：整数ではありません（"いち"）」). The other importer tests pin the English of the same
 * refusals; the fuzzing checks that every refusal it meets has both.
 */
import { describe, expect, it } from 'vitest';
import { importError, parseText } from '../../test/helpers/importers';
import { describeIssue } from './issues';

const csv = (...lines: string[]) => `${lines.join('\n')}\n`;
const pack = (game: string, cards: unknown[], extra: object = {}) =>
  JSON.stringify({ format: 'deck-dojo-cards', version: 1, game, source: { name: 'my-pack', version: '3' }, cards, ...extra });

/** The refusal's issues as the Japanese interface lists them. */
const inJapanese = (run: () => unknown) => importError(run).issues.map((issue) => describeIssue(issue, 'ja'));

describe('a refused card file says why in Japanese', () => {
  it('names the file, the count and the first problem (the dialog\'s banner)', () => {
    const error = importError(() => parseText('dm', 'my.csv', csv('名前,種類,マナ', 'ボルシャック・ドラゴン,クリーチャー,いち', ',クリーチャー,1')));
    expect(error.text).toEqual({
      en: 'my.csv: 2 problems, first: line 2, column "マナ": must be a whole number, got "いち"',
      ja: 'my.csv：問題が2件あります。最初は2行目、列「マナ」：整数ではありません（"いち"）',
    });
    expect(importError(() => parseText('dm', 'empty.csv', '\n\n')).text.ja).toBe('empty.csv：ファイルが空です');
  });

  it('the card template: names, kinds, sections, numbers, keys, stats and its header', () => {
    const text = csv(
      '名前,種類,コスト,マナ,区分,枚数制限,stats',
      'ドラゴンA,クリーチャー,5,1,デッキ,,',
      'ドラゴンB,ドラゴン,5,1,デッキ,,',
      ',クリーチャー,5,1,デッキ,,',
      'ドラゴンD,クリーチャー,5,いち,サイド,2枚,{"x":',
      'ドラゴンA,呪文,2,1,デッキ,,',
    );
    expect(inJapanese(() => parseText('dm', 'my.csv', text))).toEqual([
      expect.stringMatching(/^3行目、列「種類」：「ドラゴン」はデュエル・マスターズのカードの種類ではありません。使えるのはクリーチャー、進化クリーチャー、.*、零龍、ゲーム開始時です$/),
      '4行目、列「名前」：空です',
      '5行目、列「枚数制限」：整数ではありません（"2枚"）',
      '5行目、列「stats」：能力値の JSON オブジェクト {"名前": 数・テキスト・true/false・テキストのリスト} ではありません',
      '5行目、列「マナ」：整数ではありません（"いち"）',
      '5行目、列「区分」：「サイド」はデュエル・マスターズのデッキの区分ではありません。使えるのはデッキ、超次元ゾーン、超GRゾーン、ゲーム開始時です',
      '6行目、列「名前」：「ドラゴンA」は2行目でも使われていて、種類が違います。版を足す行はそのカードのゲーム情報を繰り返し、別のカードには別のキーが要ります',
    ]);
    expect(inJapanese(() => parseText('dm', 'x.csv', csv('カード,コスト', 'A,1')))).toEqual([
      '1行目：見出し行に「name」の列が必要です（または名前、カード名、名称）',
      '1行目：見出し行に「kind」の列が必要です（またはkinds、type、種類、タイプ、カード種類、カードタイプ）',
    ]);
    expect(inJapanese(() => parseText('dm', 'x.csv', csv('name,名前,kind', 'A,A,creature')))).toEqual(['1行目、列「名前」：列「name」と同じ列です']);
    expect(parseText('dm', 'x.csv', csv('name,kind,メモ', 'ボルシャック・ドラゴン,creature,買った')).notes.map((note) => describeIssue(note, 'ja'))).toEqual([
      '1行目、列「メモ」：デュエル・マスターズのテンプレートの列ではないので読み飛ばしました（列の一覧：docs/data-and-backups.md）',
    ]);
  });

  it('CSV text itself: a quote never closed, too many fields, an encoding neither UTF-8 nor Shift_JIS', () => {
    expect(inJapanese(() => parseText('dm', 'x.csv', 'name,kind\nA,"creature\n'))).toEqual(['2行目：引用符で始まるフィールドが閉じられていません']);
    expect(inJapanese(() => parseText('dm', 'x.csv', csv('name,kind', 'A,creature,1')))).toEqual(['2行目：フィールドが3個あります（見出し行は2個）']);
    expect(inJapanese(() => parseText('dm', 'x.csv', Uint8Array.from(Buffer.from('name,kind\nCafé,creature\n', 'latin1'))))).toEqual([
      'UTF-8 でも Shift_JIS でもないテキストです（13バイト目が UTF-8 として正しくありません）。UTF-8 で保存してやり直してください',
    ]);
    expect(inJapanese(() => parseText('dm', 'x.csv', Uint8Array.from([0xef, 0xbb, 0xbf, 0x61, 0xff])))).toEqual([
      'UTF-8 のバイト順マークで始まりますが、UTF-8 として正しくありません',
    ]);
  });

  it('a regulation list: statuses, dates and a limited card\'s copies', () => {
    const text = csv('name,status,since,limit', '陰陽の舞,準殿堂,,', 'ボルシャック・ドラゴン,limited,2020-13-45,', 'ボルバルザーク・エクス,banned,,二');
    expect(inJapanese(() => parseText('dm', 'reg.csv', text))).toEqual([
      '2行目、列「status」：「準殿堂」は規制の区分ではありません。禁止・制限・プレミアム殿堂・殿堂入り…（または banned, restricted, limited, suspended, living_legend, banned_pair）を使ってください',
      '3行目、列「since」：「2020-13-45」は YYYY-MM-DD の日付ではありません',
      '3行目、列「limit」：枚数制限のカードには枚数が必要です',
      '4行目、列「limit」：整数ではありません（"二"）',
    ]);
    expect(inJapanese(() => parseText('dm', 'reg.csv', csv('card,status', 'A,banned')))).toEqual(['1行目：見出し行に「name」の列が必要です']);
  });

  it('fab-cube: yes/no cells, a header without a column, a renamed legality list, its dates', () => {
    expect(inJapanese(() => parseText('fab', 'cards.csv', csv('unique_id,name,types,blitz_legal', 'a1,Snatch,Generic|Action,maybe', 'a2,,Generic|Action,')))).toEqual([
      '2行目、列「blitz_legal」：yes でも no でもありません（"maybe"）',
      '3行目、列「name」：空です',
    ]);
    expect(inJapanese(() => parseText('fab', 'cards.csv', 'unique_id,types,card_name\na1,Action,x\n'))).toEqual(['1行目：見出し行に「name」の列がありません']);
    const legality = (row: string) => `Unique ID\tCard Unique ID\tCard Name\tCard Pitch\tStatus Active\tDate Announced\tDate In Effect\n${row}\n`;
    expect(inJapanese(() => parseText('fab', 'my-bans.csv', legality('u\tk\tSnatch\t1\tYes\t2021-01-01\t2021-01-02')))).toEqual([
      expect.stringMatching(/^fab-cube の規制リストはファイル名を変えずに取り込んでください（banned-blitz\.csv, .*）$/),
    ]);
    expect(inJapanese(() => parseText('fab', 'banned-cc.csv', legality('u\tk\tSnatch\t1\tYes\t2021-01-01\tsoon')))).toEqual(['2行目、列「Date In Effect」：日付ではありません（"soon"）']);
    expect(inJapanese(() => parseText('fab', 'cards.json', JSON.stringify([{ unique_id: 'x', name: 'Snatch', types: ['Action'], cost: {} }, 5])))).toEqual([
      '1行目、列「cost」：数でもテキストでもありません（{}）',
      '2行目：カードのオブジェクトではありません',
    ]);
  });

  it('the DM datasets: faces, lists, printings and the 殿堂 list', () => {
    const modern = [
      { name: 'ボルシャック・ドラゴン', kind: 'creature', faces: [] },
      { name: 'ボルシャック・ドラゴン', kind: 'creature', faces: [5, { type_ja: 'クリーチャー', races: 'ドラゴン', cost: 1.5 }] },
    ];
    expect(inJapanese(() => parseText('dm', 'cards.json', JSON.stringify(modern)))).toEqual([
      '1行目、列「faces」：面が1つもありません',
      '2行目、列「faces[0]」：面のオブジェクトではありません',
      '2行目、列「faces[1].races」：リストではありません（"ドラゴン"）',
      '2行目、列「faces[1].cost」：整数ではありません（1.5）',
    ]);
    const classic = [{ name: 'ボルシャック・ドラゴン', cardType: 'クリーチャー', civilizations: '火', printings: [{ setCode: 'DM-01' }] }];
    expect(inJapanese(() => parseText('dm', 'classic.json', JSON.stringify(classic)))).toEqual([
      '1行目、列「civilizations」：テキストのリストではありません（"火"）',
      '1行目、列「printings[0]」：setCode と cardNumber が必要です',
    ]);
    const hallOfFame = { entries: [{ name: '陰陽の舞', status: '殿堂入り', since: '2020-1-1', inPool: 'no' }, { name: 'A', status: '準殿堂' }, 3], pairs: [{ names: ['C'] }, null] };
    expect(inJapanese(() => parseText('dm', 'regulation.json', JSON.stringify(hallOfFame)))).toEqual([
      '1行目、列「inPool」：true でも false でもありません（"no"）',
      '2行目、列「status」：不明な区分です（"準殿堂"）',
      '3行目：項目のオブジェクトではありません',
      '4行目、列「names」：組には2枚以上のカード名が必要です',
      '5行目：組のオブジェクトではありません',
    ]);
    expect(inJapanese(() => parseText('dm', 'regulation.json', JSON.stringify({ entries: [], pairs: 'none' })))).toEqual(['列「pairs」：リストではありません']);
  });

  it('a card pack: the record\'s own reasons, and valibot\'s by what it expected and received', () => {
    const cards = [{ key: 'a', name: '', kinds: [], cost: 1.5, price: 3, language: 'fr', faces: 'x', stats: 5 }];
    expect(inJapanese(() => parseText('dm', 'pack.json', pack('dm', cards, { source: { name: 'mine' } })))).toEqual([
      '列「source.version」：キー "version" がありません',
      '1行目、列「name」：空にできません',
      '1行目、列「language」：("ja" | "en")が必要ですが、"fr"です',
      '1行目、列「kinds」：カードの種類が1つもありません',
      '1行目、列「cost」：整数ではありません',
      '1行目、列「stats」：オブジェクトが必要ですが、5です',
      '1行目、列「faces」：リストが必要ですが、"x"です',
      '1行目、列「price」：この形式にないキーです（"price"）',
    ]);
    expect(inJapanese(() => parseText('dm', 'pack.json', pack('acg', [{ key: 'a', name: '兵隊蟻', kinds: ['animal'] }])))).toEqual([
      'デュエル・マスターズではなくアニマルカードゲームのカードです。アニマルカードゲームのカードデータとして取り込んでください',
    ]);
    expect(inJapanese(() => parseText('dm', 'cards.json', JSON.stringify([{ key: 'a', name: '弐幻キューギョドリ\u0000', kinds: ['creature'] }])))).toEqual([
      '1行目、列「name」：10文字目に制御文字 U+0000 があります。名前や短いテキストは目に見える文字の1行です',
    ]);
  });

  it('a file that is not what it should be: bad JSON, an unknown shape, another format', () => {
    expect(inJapanese(() => parseText('dm', 'cards.json', '[{"name": "ボルシャック・ドラゴン",}]'))).toEqual(['1行目25文字目：JSON として正しくありません。プロパティ名を " で囲んでください']);
    expect(inJapanese(() => parseText('dm', 'cards.json', '[\n  {"name": "ボルシャック・ドラゴン"}\n'))).toEqual(['3行目1文字目：JSON として正しくありません。配列の要素のあとに , か ] が必要です']);
    expect(inJapanese(() => parseText('dm', 'cards.json', '["\\u00zz"]'))).toEqual(['1行目7文字目：JSON として正しくありません。文字列のエスケープが正しくありません']);
    expect(inJapanese(() => parseText('dm', 'cards.json', ''))).toEqual(['1行目1文字目：JSON として正しくありません。JSON が途中で終わっています']);
    expect(inJapanese(() => parseText('dm', 'cards.json', '[{"title": "ボルシャック・ドラゴン"}]'))).toEqual([
      'Deck Dojo が知らない JSON ファイルです（Deck Dojo のカードパック、fab-cube のカード、DM のデータセットのどれかを読めます）',
    ]);
    expect(inJapanese(() => parseText('dm', 'mine.csv', csv('name,kind', 'ボルシャック・ドラゴン,creature'), 'regulation-csv'))).toEqual([
      'regulation-csv のデータではありません（csv として読めます）',
    ]);
  });
});
