/**
 * The keywords a Duel Masters face prints, read from its text: only those count (a keyword another card's text
 * grants, or that this text merely names, is no ability of the card: DM 110.1, 110.2c), and each face has its own
 * (805.2, 805.3). A printed keyword opens a paragraph of the text, alone or followed by its reminder text, a number
 * or what it applies to; the card text is one line per paragraph. A keyword the face gains only under a condition
 * its text states (當此生物攻擊力在20000以上時，獲得Q・ブレイカー / このクリーチャーは、パワーが6000以上の時、「W・ブレイカー」を得る)
 * is kept apart. Two wordings: the modern list's fan translation (text_zh, keywords marked (K)…(/K)) and the
 * classic list's official Japanese (plain text, old spellings). docs/data-and-backups.md, "Duel Masters keywords".
 */

/** What a face's text says of its keywords. */
export interface FaceKeywords {
  /** The keywords the face prints, in the order of its text. */
  keywords: string[];
  /** The keywords it gains only under a condition its text states, and does not print. */
  conditional: string[];
  /** The N of a printed パワーアタッカー+N. */
  powerAttacker: number | null;
}

const unique = (values: Iterable<string>) => [...new Set(values)];

function faceKeywords(printed: readonly string[], conditional: readonly string[], powerAttacker: number | null): FaceKeywords {
  const keywords = unique(printed);
  return { keywords, conditional: unique(conditional).filter((keyword) => !keywords.includes(keyword)), powerAttacker };
}

/** The whole number of full- or half-width digits. */
const number = (digits: string) => Number(digits.normalize('NFKC'));

/** A printed パワーアタッカー's amount, right after the keyword: +5000, ＋1000, " +3000". */
const AMOUNT = /^\s*[+＋]\s*([0-9０-９]+)/;

// The modern list's fan translation.

/** A keyword of the fan text: (K)…(/K) (never holding a bracket), sometimes as "its own word<=>the Japanese" (護盾化<=>シールド化). */
const TOKEN = /\(K\)([^()]+)\(\/K\)/g;
const japanese = (token: string) => token.split('<=>').at(-1)!.trim();

/**
 * A paragraph a keyword opens, maybe after a bullet (●) or a space. ✡ marks a survivor's shared ability, which the
 * survivor has too. A keyword followed by 成 or 中 is a word of a sentence, not a paragraph of its own:
 * (K)龍解(/K)成此生物時 "when it 龍解s into this creature", (K)ガチンコ・ジャッジ(/K)中 "during a ガチンコ・ジャッジ".
 */
const OPENS_ZH = /^[\s●■✡]*\(K\)([^()]+)\(\/K\)(?![成中])/;

/** A keyword that is what 獲得 ("gets") gets, maybe after other keywords it gets with it: 獲得(K)A(/K)+6000與「(K)B(/K)」. */
const GOTTEN_ZH = /獲得「?(?:\(K\)[^()]+\(\/K\)(?:\s*[+＋]\s*[0-9０-９]+)?」?(?:能力)?(?:與|和|跟|以及|、)「?)*$/;
/** The nouns that can be the one who gets it; the last one before 獲得 is. This creature or spell is the face itself. */
const GETTER_ZH = /此生物以外|此生物|此咒文|該生物|生物|\(R\)[^()]+\(\/R\)|卡牌|護盾|咒文|卡/g;
const SELF_ZH = new Set(['此生物', '此咒文']);
/** "此生物會隨著…而獲得": what it scales with sits between 隨著 and 而, and names no getter. */
const SCALES_WITH = /隨著.*?而/g;

/**
 * How far back the reading of a keyword's sentence looks: the longest stretch of the data's sentences before a keyword
 * is 151 characters. A bound keeps a line of any length (a damaged file) read in linear time.
 */
const SENTENCE = 400;

/** Whether the keyword at `at` of a line is one the face gains under a condition. */
function gainedZh(line: string, at: number): boolean {
  const before = line.slice(Math.max(0, at - SENTENCE), at);
  // What a paragraph a keyword opens gives, right after its dash or as a sub-paragraph (##), it gives under that
  // keyword's condition: (K)超魂X(/K)－##(K)ブロッカー(/K), (K)ウェーブストライカー(/K)##(K)パワーアタッカー(/K)+3000.
  if (/(?:－|##)✡?$/.test(before) && OPENS_ZH.test(line)) return true;
  const sentence = before.split(/。|##/).at(-1)!;
  const gotten = GOTTEN_ZH.exec(sentence);
  if (!gotten) return false;
  const getter = [...sentence.slice(0, gotten.index).replace(SCALES_WITH, '').matchAll(GETTER_ZH)].at(-1)?.[0];
  return getter !== undefined && SELF_ZH.has(getter);
}

/** The keywords of a face of the modern list, from its fan text (one paragraph a line). */
export function dmKeywordsZh(lines: readonly string[]): FaceKeywords {
  const printed: string[] = [];
  const conditional: string[] = [];
  let powerAttacker: number | null = null;
  for (const line of lines) {
    const opening = OPENS_ZH.exec(line);
    if (opening) {
      const keyword = japanese(opening[1]!);
      printed.push(keyword);
      const amount = AMOUNT.exec(line.slice(opening[0].length));
      if (keyword === 'パワーアタッカー' && amount) powerAttacker = number(amount[1]!);
    }
    const openingAt = opening ? line.indexOf('(K)') : -1;
    for (const token of line.matchAll(TOKEN)) {
      if (token.index !== openingAt && gainedZh(line, token.index)) conditional.push(japanese(token[1]!));
    }
  }
  return faceKeywords(printed, conditional, powerAttacker);
}

// The classic list's official Japanese.

/** The keywords the classic-era cards print, as the modern list spells them. */
const CLASSIC_KEYWORDS = [
  'ブロッカー', 'W・ブレイカー', 'T・ブレイカー', 'Q・ブレイカー', 'ワールド・ブレイカー', 'S・トリガー', 'S・トリガーX', 'S・バック',
  'スピードアタッカー', 'パワーアタッカー', 'スレイヤー', 'シールド・セイバー', 'セイバー', 'L・ゲート', 'G・L・ゲート', 'G・ゼロ', 'G・リンク',
  'トライ・G・リンク', '進化', '進化V', '進化GV', 'マナ進化', 'マナ進化V', 'マナ進化GV', 'クロスギア', 'アクセル', 'スーパー・アクセル', '城',
  'O・ドライブ', 'サイレントスキル', 'ウェーブストライカー', 'メテオバーン', 'メガメテオバーン', 'メタモーフ', 'フォートＥ', 'ランチャーE',
  'ダイナモ', 'サバイバー', 'チャージャー', 'スリリング・スリー', 'シールド・フォース', 'シールド・プラス', 'スーパー・シールド・プラス',
  'ウルトラシールド・プラス', 'ニンジャ・ストライク', 'ターボラッシュ', 'シンパシー', 'サイクロン', 'ナイト・マジック', 'ロスト・プリズム',
  '侍流ジェネレート', 'バイオ・T', 'バイオ・K', 'クルー・ブレイカー', '文明ブレイカー', 'ドラゴン・ブロッカー', '火・自然ブロッカー',
  '自然・光スレイヤー', '光ステルス', '水ステルス', '闇ステルス', '火ステルス', '自然ステルス',
];
/** Other spellings, by the keyword they are: spelled out, without its ・, one misprint. */
const CLASSIC_SPELLINGS: Record<string, string> = {
  'ダブル・ブレイカー': 'W・ブレイカー',
  'W・ブレーカー': 'W・ブレイカー',
  'トリプル・ブレイカー': 'T・ブレイカー',
  'クワトロ・ブレイカー': 'Q・ブレイカー',
  'ワールドブレイカー': 'ワールド・ブレイカー',
  'シールド・トリガー': 'S・トリガー',
  ...Object.fromEntries(CLASSIC_KEYWORDS.map((keyword) => [keyword, keyword])),
};
/** Spellings compared in one width (フォートE is フォートＥ), longest first so that S・トリガーX is not read as S・トリガー. */
const SPELLINGS_JA = Object.entries(CLASSIC_SPELLINGS)
  .map(([spelling, keyword]) => [spelling.normalize('NFKC'), keyword] as const)
  .sort(([a], [b]) => b.length - a.length);
/** The old printing's reading in brackets: W(ダブル)・ブレイカー, S(シールド)・トリガー (one with a space: W(ダブル )). */
const READING = /([WTQS])\((?:ダブル|トリプル|クワトロ|シールド)\s*\)・/g;
/** What may follow a keyword that opens a paragraph (in NFKC): nothing, its reminder, a dash, colon or space, a number, a name. */
const AFTER_KEYWORD = /^(?:$|[(\-ー―—‐−:\s+0-9《、。])/;
/** A keyword whose number is part of it, as the modern list has it: メガメテオバーン6. */
const NUMBERED = new Set(['メガメテオバーン']);

/** Official text in one width (NFKC: ｢｣ are 「」, ６ is 6) with the old readings left out. */
const plainJa = (text: string) => text.normalize('NFKC').replace(READING, '$1・');

/** The keyword a paragraph of official text opens with (■ starts each paragraph where the text marks them), and the rest. */
function openingJa(paragraph: string): { keyword: string; rest: string } | null {
  const text = paragraph.replace(/^[■\s]+/, '');
  for (const [spelling, keyword] of SPELLINGS_JA) {
    const rest = text.slice(spelling.length);
    if (!text.startsWith(spelling) || !AFTER_KEYWORD.test(rest)) continue;
    return NUMBERED.has(keyword) ? { keyword: keyword + (/^\d*/.exec(rest)![0]), rest } : { keyword, rest };
  }
  return null;
}

/**
 * The paragraphs of a line: the classic list joins some with a space after a sentence or a reminder ("…置く。 W・ブレイカー"),
 * or with nothing after a sentence ("…されない。T・ブレイカー").
 */
const paragraphsJa = (line: string) => line.split(/(?<=。)\s*|(?<=\))\s+/);

/** 「A」と「B」を得る (or を得、): keywords in quotes, joined by と, that something gets. */
const GAINS_JA = /「([^」]+)」(?:\s*と\s*「([^」]+)」)?\s*を得[る、]/g;
/** The topic (…は) of the last clause before 得る decides who gets it; only このクリーチャー(のパワー)は is the face. */
const TOPIC_JA = /(このクリーチャー(?:のパワー)?|この呪文)?は(?!じめ)/g;

/** The keywords of a face of official Japanese text (the classic list), one paragraph or more a line. */
export function dmKeywordsJa(lines: readonly string[]): FaceKeywords {
  const printed: string[] = [];
  const conditional: string[] = [];
  let powerAttacker: number | null = null;
  // A paragraph "…このクリーチャーは次の能力を得る)" (ウェーブストライカー, メタモーフ, アクセル, フォートE…) gives the line
  // after it only under its condition.
  let underCondition = false;
  for (const line of lines.map(plainJa)) {
    for (const paragraph of paragraphsJa(line)) {
      const opening = openingJa(paragraph);
      if (opening && underCondition) conditional.push(opening.keyword);
      else if (opening) {
        printed.push(opening.keyword);
        const amount = AMOUNT.exec(opening.rest);
        if (opening.keyword === 'パワーアタッカー' && amount) powerAttacker = number(amount[1]!);
      }
      for (const gains of paragraph.matchAll(GAINS_JA)) {
        if (![...paragraph.slice(Math.max(0, gains.index - SENTENCE), gains.index).matchAll(TOPIC_JA)].at(-1)?.[1]) continue;
        for (const quoted of gains.slice(1)) {
          const keyword = quoted === undefined ? null : openingJa(quoted.replace(/\s*\+\s*\d+$/, ''))?.keyword;
          if (keyword) conditional.push(keyword);
        }
      }
    }
    underCondition = line.includes('次の能力を得る');
  }
  return faceKeywords(printed, conditional, powerAttacker);
}
