/**
 * Big card CSVs made up for the import benchmark and tests: ACG rows in the card template (db/importers/generic.ts)
 * with the Japanese headers a player's spreadsheet has, Japanese names and readings, and quoted rules text over
 * several lines with commas and doubled quotes. Row n is always the same.
 */
import { closeSync, openSync, writeSync } from 'node:fs';

export const CARD_CSV_HEADERS = ['カードID', '名前', 'よみ', '種類', '種族', 'コスト', 'パワー', '防御力', '条件', 'テキスト', '区分', 'セット', 'カード番号', 'レアリティ'] as const;
export type CardCsvRow = Record<(typeof CARD_CSV_HEADERS)[number], string>;

const PLACES = ['森の', '炎の', '月夜の', '草原の', '大地の', '疾風の', '氷河の', '砂漠の', '深海の', '雷鳴の'];
const PLACE_READINGS = ['もりの', 'ほのおの', 'つきよの', 'そうげんの', 'だいちの', 'しっぷうの', 'ひょうがの', 'さばくの', 'しんかいの', 'らいめいの'];
const ANIMALS = ['キツネ', 'オオカミ', 'ウサギ', 'タヌキ', 'フクロウ', 'クマ', 'イノシシ', 'シカ', 'カワウソ', 'ハヤブサ', 'ヤマネコ', 'カモシカ'];
const KINDS = ['動物', '動物', '動物', '縄張り', '道具', '場面', '特技'];
const RACES = ['哺乳類|肉食', '哺乳類|草食', '鳥類|肉食', '哺乳類|雑食'];
const RARITIES = ['C', 'U', 'R', 'SR'];
const SETS = ['AC01', 'AC02', 'AC03', 'AC04', 'AC05', 'AC06'];

/** The fields of row n (n from 0), as the importer should read them back. */
export function cardCsvRow(n: number): CardCsvRow {
  const place = n % PLACES.length;
  const animal = Math.floor(n / PLACES.length) % ANIMALS.length;
  const set = SETS[n % SETS.length]!;
  return {
    カードID: `${set}-${String(n).padStart(6, '0')}`,
    名前: `${PLACES[place]}${ANIMALS[animal]}${n}`,
    よみ: `${PLACE_READINGS[place]}${ANIMALS[animal]}`,
    種類: KINDS[n % KINDS.length]!,
    種族: RACES[n % RACES.length]!,
    コスト: String((n % 8) + 1),
    パワー: String(((n % 9) + 1) * 1000),
    防御力: String((n % 6) + 1),
    条件: n % 11 === 0 ? '自分の場に縄張りが2枚以上, または手札が3枚以下' : '',
    テキスト: [
      `【登場時】あなたは山札からカードを${(n % 3) + 1}枚引き、その後手札を1枚選んで捨てる。`,
      `【常時】あなたの「${ANIMALS[(animal + 1) % ANIMALS.length]}」すべての防御力は+${(n % 4) + 1}される、ただし相手の場に"縄張り"がない場合に限る。`,
      `【自分のターン中】このカードが攻撃したとき、相手の動物を1体選び、そのパワーをターン終了時まで-${((n % 5) + 1) * 1000}する。`,
    ].join(n % 2 === 0 ? '\r\n' : '\n'),
    区分: n % 13 === 0 ? '予備デッキ' : '基礎デッキ',
    セット: set,
    カード番号: `${set}-${String(n % 1000).padStart(3, '0')}`,
    レアリティ: RARITIES[n % RARITIES.length]!,
  };
}

/** One CSV line: fields with a comma, quote or line break are quoted, their quotes doubled. */
export function csvLine(values: readonly string[]): string {
  return values.map((value) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)).join(',');
}

/**
 * Writes a card CSV of about `bytes` bytes (CRLF line ends, as Excel saves), a thousand rows at a time so that
 * the writer holds little; `change` may alter a row before it is written. Returns the number of rows.
 */
export function writeCardCsv(path: string, bytes: number, change: (row: CardCsvRow, n: number) => CardCsvRow = (row) => row): number {
  const fd = openSync(path, 'w');
  let rows = 0;
  try {
    let written = writeSync(fd, `${csvLine(CARD_CSV_HEADERS)}\r\n`);
    while (written < bytes) {
      const lines: string[] = [];
      for (let i = 0; i < 1000 && written < bytes; i++, rows++) {
        const row = change(cardCsvRow(rows), rows);
        const line = `${csvLine(CARD_CSV_HEADERS.map((header) => row[header]))}\r\n`;
        written += Buffer.byteLength(line);
        lines.push(line);
      }
      writeSync(fd, lines.join(''));
    }
  } finally {
    closeSync(fd);
  }
  return rows;
}
