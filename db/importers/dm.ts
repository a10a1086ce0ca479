/**
 * Duel Masters data: the modern Japanese card list (cards_ja_modern.json) and its set lists
 * (printings_ja.csv), the classic-era cards with Japanese text (cards_classic_ja.json), the hall-of-fame
 * regulation (regulation_current.json, hall_of_fame.json), and English TCG cards (cards_tcg_en.json, the wiki
 * CSV). Kind ids follow dm.md §2.13 and §3.2–3.3.
 */
import { civFlags } from '../../engine/games/dm/card-data';
import type { CardRecord, FaceRecord, PrintingRecord, RegulationRecord } from '../cards/record';
import type { CsvTable } from './csv';
import { dmKeywordsJa, dmKeywordsZh, type FaceKeywords } from './dm-keywords';
import type { IssueList } from './issues';
import { isCalendarDate, stringList } from './values';
import { IS_EMPTY, IS_MISSING, NOT_A_CARD_OBJECT, headerLacks, notWholeNumber } from './reasons';

/** Japanese civilization names as printed; ゼロ(無色) is the colourless "civilization" of the modern list. */
const CIVILIZATIONS = ['光', '水', '闇', '火', '自然'] as const;
const COLORLESS = '無色';
const ENGLISH_CIVILIZATIONS: Record<string, string> = {
  light: '光', water: '水', darkness: '闇', fire: '火', nature: '自然', colorless: COLORLESS, zero: COLORLESS,
};

function normalizeCivilization(civ: string): string | null {
  const trimmed = civ.trim();
  if ((CIVILIZATIONS as readonly string[]).includes(trimmed)) return trimmed;
  if (/ゼロ|無色/.test(trimmed)) return COLORLESS;
  return ENGLISH_CIVILIZATIONS[trimmed.toLowerCase()] ?? null;
}

/**
 * The kinds a printed card type means. A type line names one card type plus special types
 * (進化, サイキック, ドラグハート, GR…); the card gets all of them, so `kind:creature` also finds evolution creatures.
 */
export function dmKindsOf(typeLine: string): string[] {
  const kinds = new Set<string>();
  for (const part of typeLine.split(/[/／]/)) {
    const type = part.trim();
    if (/クリーチャー/.test(type)) kinds.add('creature');
    if (/進化/.test(type) && /クリーチャー/.test(type)) kinds.add('evolutionCreature');
    if (/スター進化/.test(type)) kinds.add('starEvolutionCreature');
    if (/S-MAX進化/.test(type)) kinds.add('sMaxEvolutionCreature');
    if (/G-NEO/.test(type)) kinds.add('gNeoCreature');
    else if (/NEO/.test(type) && !/GR/.test(type)) kinds.add('neoCreature');
    if (/エグザイル/.test(type)) kinds.add('exileCreature');
    if (/ドリーム/.test(type)) kinds.add('dream');
    if (/禁断/.test(type)) kinds.add('forbidden');
    if (/禁断の鼓動/.test(type)) kinds.add('forbiddenHeartbeat');
    if (/サイキック/.test(type)) kinds.add('psychic');
    if (/サイキック・スーパー/.test(type)) kinds.add('psychicSuper');
    if (/ドラグハート/.test(type)) kinds.add('dragheart');
    if (/ウエポン/.test(type)) kinds.add('weapon');
    if (/フォートレス/.test(type)) kinds.add('fortress');
    if (/GR/.test(type)) kinds.add('grCreature');
    if (/零龍/.test(type)) kinds.add('zeron');
    if (/呪文/.test(type)) kinds.add('spell');
    if (/クロスギア/.test(type)) kinds.add('crossGear');
    if (type === '城') kinds.add('castle');
    if (/フィールド/.test(type)) kinds.add('field');
    if (/D2フィールド/.test(type)) kinds.add('d2Field');
    if (/WDフィールド/.test(type)) kinds.add('wdField');
    if (/オーラ/.test(type)) kinds.add('aura');
    if (/タマシード/.test(type)) kinds.add('tamaseed');
    if (/Artifact|アーティファクト/i.test(type)) kinds.add('artifact');
    if (type === '土地') kinds.add('land');
    if (/ルール・プラス/.test(type)) kinds.add('rulePlus');
    if (/キング・セル/.test(type)) kinds.add('kingCell');
    if (/デュエリスト/.test(type)) kinds.add('duelist');
    if (/デュエルメイト/.test(type)) kinds.add('duelMate');
  }
  return [...kinds];
}

const ENGLISH_TYPES: [RegExp, string][] = [
  [/Twinpact/i, 'ツインパクト'],
  [/Gacharange/i, 'GRクリーチャー'],
  [/Star Max Evolution/i, 'S-MAX進化クリーチャー'],
  [/Star Evolution/i, 'スター進化クリーチャー'],
  [/Evolution Psychic/i, '進化サイキック・クリーチャー'],
  [/Psychic Field/i, 'サイキック・フィールド'],
  [/Psychic Cross Gear/i, 'サイキック・クロスギア'],
  [/Evolution/i, '進化クリーチャー'],
  [/Psychic Super/i, 'サイキック・スーパー・クリーチャー'],
  [/Psychic/i, 'サイキック・クリーチャー'],
  [/Dragheart Creature/i, 'ドラグハート・クリーチャー'],
  [/Dragheart Fortress/i, 'ドラグハート・フォートレス'],
  [/Dragheart Weapon/i, 'ドラグハート・ウエポン'],
  [/Final Forbidden Field/i, '最終禁断フィールド'],
  [/Forbidden Impulse/i, '禁断の鼓動'],
  [/Forbidden/i, '禁断クリーチャー'],
  [/Rule Plus/i, 'ルール・プラス'],
  [/Zeron Nebula/i, '零龍星雲'],
  [/Ceremony of Zeron/i, '零龍の儀'],
  [/Zeron/i, '零龍クリーチャー'],
  [/King Cell/i, 'キング・セル'],
  [/King Creature/i, 'キング・クリーチャー'],
  [/Artifact/i, 'アーティファクト'],
  [/Exile/i, 'エグザイル・クリーチャー'],
  [/Neo Creature/i, 'NEOクリーチャー'],
  [/D2 Field/i, 'D2フィールド'],
  [/Field/i, 'フィールド'],
  [/Aura/i, 'オーラ'],
  [/Tamaseed \/ Creature/i, 'クリーチャー/タマシード'],
  [/Tamaseed/i, 'タマシード'],
  [/Cross Gear/i, 'クロスギア'],
  [/Castle/i, '城'],
  [/Spell/i, '呪文'],
  [/Creature/i, 'クリーチャー'],
];

/** English type lines read through their Japanese equivalents, so both share one kind mapping. */
export function dmKindsOfEnglish(typeLine: string): string[] {
  const match = ENGLISH_TYPES.find(([pattern]) => pattern.test(typeLine));
  if (!match) return [];
  const kinds = dmKindsOf(match[1]);
  if (match[1] === 'ツインパクト') return ['twinpact', ...kinds];
  return kinds;
}

/**
 * The section a card goes to: psychic and dragheart cards to 超次元, GR creatures to 超GR, and the cards that start
 * the game in the battle zone as a set of their own (零龍, FORBIDDEN STAR: the modern list's zone I) to the
 * game-start section, which counts toward none of the others (dm.md §2, §2.7, §12.7).
 */
function zoneOf(kinds: readonly string[], zoneCode?: string): string {
  if (zoneCode === 'I' || kinds.includes('gameStart')) return 'gameStart';
  if (zoneCode === 'P' || kinds.includes('psychic') || kinds.includes('dragheart') || kinds.includes('rulePlus') || kinds.includes('duelMate')) return 'hyperspace';
  if (zoneCode === 'G' || kinds.includes('grCreature')) return 'gr';
  return 'main';
}

const unique = <T>(values: Iterable<T>) => [...new Set(values)];

/** `copyLimit` of a card whose text allows any number of copies (DM 100.2a "unless a card's text says otherwise"). */
export const ANY_NUMBER_OF_COPIES = 999;
/** A main deck holds exactly 40 cards (DM 100.2); a Rule Plus may add to it (314.3a). */
const MAIN_DECK_SIZE = 40;

const NUMERALS: Record<string, number> = { 一: 1, 二: 2, 兩: 2, 三: 3, 四: 4, one: 1, two: 2 };
const numeral = (text: string) => NUMERALS[text.toLowerCase()] ?? Number(text.normalize('NFKC'));

/** Text that lets a deck hold any number of the card: the Chinese fan text, official Japanese, the wiki's English. */
const ANY_NUMBER_PATTERNS = [
  /放超過\s*[0-9０-９一二兩三四]\s*張/, // 此卡可以在牌庫裡放超過4張 / 可以在超GR區放超過2張
  /(?:デッキ|山札|超GR)に(?:何枚でも|好きな枚数)入れ/,
  /More than \d+ of this card in your (?:deck|Super Gacharange)/i,
  /any number of (?:copies of )?this card in your deck/i,
];
/** Text that sets a smaller limit: 此卡只能放一張在牌組裡 (黒ひげ危機一発, dm.md §2.9). */
const ONLY_N_PATTERNS = [
  /只能放\s*([0-9０-９一二兩三四])\s*張/,
  /デッキに\s*([0-9０-９一二三四])\s*枚(?:まで)?しか入れ/,
  /only (?:put|have|include) (\d+|one|two) (?:cop(?:y|ies) of )?this card in your deck/i,
];
/** A Rule Plus that adds cards to the main deck (314.3a): 牌組構築時，我方牌庫張數追加5張 / デッキの枚数を5枚増やして. */
const DECK_SIZE_PATTERNS = [/牌組構築時.{0,8}牌庫張數追加\s*([0-9０-９]+)\s*張/, /デッキの枚数を\s*([0-9０-９]+)\s*枚増やして/];
/** A card that its text puts into the battle zone at game start (DM 100.5): 於遊戲開始時…出場 / ゲーム開始時…バトルゾーン. */
const GAME_START_PATTERNS = [/遊戲開始時.{0,60}出場/, /ゲーム開始時.{0,60}バトルゾーンに/];

/** Card names a line of text refers to: 《(N)name(/N)》 in the fan text, 《name》 in Japanese. */
const namesIn = (line: string) => [...line.matchAll(/《(?:\(N\))?(.+?)(?:\(\/N\))?》/g)].map((match) => match[1]!);

/**
 * Construction facts a card's own text states (DM 100.2a, 314.3a, 100.5). A line about another card
 * (《…》 naming something else) says nothing about this one.
 */
export function dmTextFacts(lines: readonly string[], ownNames: readonly string[]): { copyLimit: number | null; mainDeckSize: number | null; startsInBattleZone: boolean } {
  let copyLimit: number | null = null;
  let mainDeckSize: number | null = null;
  let startsInBattleZone = false;
  for (const line of lines) {
    if (namesIn(line).some((name) => !ownNames.includes(name))) continue;
    if (ANY_NUMBER_PATTERNS.some((pattern) => pattern.test(line))) copyLimit = ANY_NUMBER_OF_COPIES;
    for (const pattern of ONLY_N_PATTERNS) {
      const match = pattern.exec(line);
      if (match && Number.isInteger(numeral(match[1]!))) copyLimit = numeral(match[1]!);
    }
    for (const pattern of DECK_SIZE_PATTERNS) {
      const match = pattern.exec(line);
      if (match) mainDeckSize = MAIN_DECK_SIZE + numeral(match[1]!);
    }
    if (GAME_START_PATTERNS.some((pattern) => pattern.test(line))) startsInBattleZone = true;
  }
  return { copyLimit, mainDeckSize, startsInBattleZone };
}

interface ModernFace {
  type_ja: string;
  zone: string;
  civilizations: string[];
  races: string[];
  cost: number | null;
  power: number | null;
  keywords_ja: string[];
  /** The Traditional-Chinese fan text, one line per ability. */
  text_zh: string[];
}
interface ModernCard {
  name: string;
  kind: string;
  faces: ModernFace[];
  back_side_name?: string | string[];
  mana_number?: number;
  image?: string;
}

/**
 * A face's keywords as a record keeps them: those it prints, and in its stats those it gains under a condition
 * (`conditionalKeywords`) and the N of its パワーアタッカー+N (`powerAttacker`), each only where there is one.
 */
function keywordFacts({ keywords, conditional, powerAttacker }: FaceKeywords): { keywords: string[]; stats: CardRecord['stats'] } {
  const stats: CardRecord['stats'] = {};
  if (conditional.length > 0) stats.conditionalKeywords = conditional;
  if (powerAttacker !== null) stats.powerAttacker = powerAttacker;
  return { keywords, stats };
}

/**
 * The keywords of a face of the modern list: read from its text (dm-keywords.ts), for keywords_ja holds every keyword
 * the text names. A face without text keeps keywords_ja, there being nothing else to go by (no face of the data has
 * keywords without text).
 */
export function modernFaceKeywords(face: Pick<ModernFace, 'keywords_ja' | 'text_zh'>): FaceKeywords {
  return face.text_zh.length > 0 ? dmKeywordsZh(face.text_zh) : { keywords: face.keywords_ja, conditional: [], powerAttacker: null };
}

function faceRecord(name: string, face: ModernFace): FaceRecord {
  const civs = unique(face.civilizations.map(normalizeCivilization).filter((c): c is string => c !== null));
  const { keywords, stats } = keywordFacts(modernFaceKeywords(face));
  return {
    name,
    kinds: dmKindsOf(face.type_ja),
    subtypes: face.races,
    keywords,
    cost: face.cost,
    costText: null,
    power: face.power,
    powerText: null,
    stats: { civs, type: face.type_ja, ...stats },
    text: null,
    textEn: null,
  };
}

/**
 * The card's keywords over its faces, as search reads them: every keyword a face prints, and those some face gains
 * under a condition and none prints; the N of a パワーアタッカー+N is the front face's, as cost and power are.
 */
function cardKeywordFacts(faces: readonly FaceRecord[]): { keywords: string[]; stats: CardRecord['stats'] } {
  const keywords = unique(faces.flatMap((face) => face.keywords));
  const conditional = unique(faces.flatMap((face) => (face.stats.conditionalKeywords as string[] | undefined) ?? [])).filter((keyword) => !keywords.includes(keyword));
  const powerAttacker = faces[0]!.stats.powerAttacker;
  return keywordFacts({ keywords, conditional, powerAttacker: typeof powerAttacker === 'number' ? powerAttacker : null });
}

/** The image name of a double-faced card ends in a (front) or b (back): Dmx3-17a, dm-p32b%2B37b-y10. */
function imageSide(image: string | undefined): 'a' | 'b' | null {
  const match = image?.match(/([ab])(?:%2B\w+?)?(?:-y\d+)?(?:\.\w+)?$/i);
  return match ? (match[1]!.toLowerCase() as 'a' | 'b') : null;
}

/**
 * Psychic, dragheart and similar cards appear once per face in the modern list, linked by back_side_name.
 * Each physical card is one record: its front face first, then the faces on its back. A super creature
 * (a face whose back_side_name lists several cards) is the shared back of each of those cells.
 */
function groupFaces(cards: readonly ModernCard[]): { fronts: ModernCard[]; backsOf: Map<string, ModernCard[]> } {
  const byName = new Map(cards.map((card) => [card.name, card]));
  const isBack = new Set<string>();
  for (const card of cards) {
    const back = card.back_side_name;
    if (Array.isArray(back)) isBack.add(card.name);
  }
  for (const card of cards) {
    const back = card.back_side_name;
    if (typeof back !== 'string' || isBack.has(card.name)) continue;
    const other = byName.get(back);
    if (!other || isBack.has(other.name) || other.back_side_name !== card.name) continue;
    // A two-card pair: the a-side image is the front, else the cheaper face (the one that starts the game).
    const mine = imageSide(card.image);
    const theirs = imageSide(other.image);
    const cardIsFront =
      mine && theirs && mine !== theirs ? mine === 'a' : (card.faces[0]?.cost ?? 0) <= (other.faces[0]?.cost ?? 0);
    isBack.add(cardIsFront ? other.name : card.name);
  }
  const backsOf = new Map<string, ModernCard[]>();
  for (const card of cards) {
    if (isBack.has(card.name) || !card.back_side_name) continue;
    const names = Array.isArray(card.back_side_name) ? card.back_side_name : [card.back_side_name];
    backsOf.set(card.name, names.map((name) => byName.get(name)).filter((back): back is ModernCard => back !== undefined && isBack.has(back.name)));
  }
  // A back that no front claims stays a card of its own rather than vanish.
  const claimed = new Set([...backsOf.values()].flat().map((card) => card.name));
  return { fronts: cards.filter((card) => !isBack.has(card.name) || !claimed.has(card.name)), backsOf };
}

export function readDmModern(items: unknown[], issues: IssueList): CardRecord[] {
  const cards: ModernCard[] = [];
  const issuesBefore = issues.items.length;
  items.forEach((item, index) => {
    const line = index + 1;
    const raw = item as Partial<ModernCard> | null;
    if (typeof raw !== 'object' || raw === null) return issues.add({ line, message: NOT_A_CARD_OBJECT });
    if (typeof raw.name !== 'string' || raw.name.trim() === '') return issues.add({ line, column: 'name', message: IS_MISSING });
    if (!Array.isArray(raw.faces) || raw.faces.length === 0) return issues.add({ line, column: 'faces', message: { en: 'needs at least one face', ja: '面が1つもありません' } });
    if (typeof raw.kind !== 'string') issues.add({ line, column: 'kind', message: IS_MISSING });
    raw.faces.forEach((face, faceIndex) => {
      if (typeof face !== 'object' || face === null) return issues.add({ line, column: `faces[${faceIndex}]`, message: { en: 'is not a face object', ja: '面のオブジェクトではありません' } });
      if (typeof face.type_ja !== 'string') issues.add({ line, column: `faces[${faceIndex}].type_ja`, message: IS_MISSING });
      for (const field of ['civilizations', 'races', 'keywords_ja'] as const) {
        if (face[field] !== undefined && face[field] !== null && !Array.isArray(face[field])) {
          issues.add({ line, column: `faces[${faceIndex}].${field}`, message: { en: `must be a list, got ${JSON.stringify(face[field])}`, ja: `リストではありません（${JSON.stringify(face[field])}）` } });
        }
      }
      for (const field of ['cost', 'power'] as const) {
        const value = face?.[field];
        if (value !== null && value !== undefined && !Number.isInteger(value)) {
          issues.add({ line, column: `faces[${faceIndex}].${field}`, message: notWholeNumber(JSON.stringify(value)) });
        }
      }
    });
    if (issues.items.length > issuesBefore) return;
    cards.push({
      ...(raw as ModernCard),
      faces: raw.faces.map((face) => ({
        ...face,
        civilizations: face.civilizations ?? [],
        races: face.races ?? [],
        keywords_ja: face.keywords_ja ?? [],
        cost: face.cost ?? null,
        power: face.power ?? null,
        text_zh: Array.isArray(face.text_zh) ? face.text_zh.filter((line): line is string => typeof line === 'string') : [],
      })),
    });
  });
  // The file is refused: once a card is broken, only the list of problems matters.
  if (issues.items.length > issuesBefore) return [];
  const { fronts, backsOf } = groupFaces(cards);
  return fronts.map((card) => {
    const twinpact = card.kind === 'twinpact';
    const halves = twinpact ? card.name.split(/[/／]/) : [];
    const ownFaces = card.faces.map((face, index) => faceRecord(twinpact && halves.length === card.faces.length ? halves[index]!.trim() : card.name, face));
    const backFaces = (backsOf.get(card.name) ?? []).flatMap((back) => back.faces.map((face) => faceRecord(back.name, face)));
    const faces = [...ownFaces, ...backFaces];
    const front = card.faces[0]!;
    const kinds = unique([...(twinpact ? ['twinpact'] : []), ...faces.flatMap((face) => face.kinds)]);
    if (front.zone === 'I') kinds.push('gameStart');
    const backs = backsOf.get(card.name) ?? [];
    const facts = dmTextFacts(
      [card, ...backs].flatMap((side) => side.faces.flatMap((face) => face.text_zh)),
      unique([card.name, ...ownFaces.map((face) => face.name), ...backs.map((back) => back.name)]),
    );
    const keywordsOfCard = cardKeywordFacts(faces);
    const stats: CardRecord['stats'] = {
      civs: unique(faces.flatMap((face) => face.stats.civs as string[])),
      mana: card.mana_number ?? null,
      type: front.type_ja,
      ...keywordsOfCard.stats,
    };
    // DM 100.5: at most one set of game-start battle-zone cards. The cells of 零龍 share their back (零龍) and are
    // one set named after it; any other such card is a set of its own (FORBIDDEN STAR, 禁断～封印されしX～).
    if (front.zone === 'I' || facts.startsInBattleZone) {
      const sharedBack = backs.find((back) => Array.isArray(back.back_side_name) && back.back_side_name.length > 1);
      stats.startSet = sharedBack?.name ?? card.name;
    }
    if (facts.mainDeckSize !== null) stats.mainDeckSize = facts.mainDeckSize;
    const civs = stats.civs as string[];
    const flags = [...civFlags(civs)];
    if (twinpact) flags.push('twinpact');
    if (backFaces.length > 0) flags.push('dfc');
    if (card.kind.startsWith('two-state')) flags.push('hypermode');
    // Images given as wiki path fragments (9/99/Dmr13-49) lead nowhere on their own; only full URLs are kept.
    const image = card.image?.startsWith('https://') ? card.image : null;
    return {
      key: card.name,
      name: card.name,
      nameEn: null,
      nameJa: null,
      reading: null,
      kinds,
      subtypes: unique(faces.flatMap((face) => face.subtypes)),
      keywords: keywordsOfCard.keywords,
      cost: front.cost,
      costText: null,
      power: front.power,
      powerText: null,
      stats,
      text: null,
      textEn: null,
      zone: zoneOf(kinds, front.zone),
      copyLimit: facts.copyLimit,
      aliasOf: null,
      flags,
      formats: [],
      // Faces are worth keeping only where a card has more than one.
      faces: faces.length > 1 ? faces : [],
      printings: [],
      image,
    };
  });
}

/** printings_ja.csv: set lists that add printings (set, number, rarity) to cards by name. */
export function readDmPrintings(table: CsvTable, issues: IssueList): Map<string, PrintingRecord[]> {
  for (const header of ['set_code', 'printed_id', 'name']) {
    if (!table.headers.includes(header)) issues.add({ line: 1, message: headerLacks([header]) });
  }
  const byName = new Map<string, PrintingRecord[]>();
  for (const { line, values } of table.rows) {
    const name = values.name?.trim();
    const set = values.set_code?.trim();
    const number = values.printed_id?.trim();
    if (!name) issues.add({ line, column: 'name', message: IS_EMPTY });
    if (!set) issues.add({ line, column: 'set_code', message: IS_EMPTY });
    // NET-… entries are tournament decklists kept in the same set lists, not printed products.
    if (!name || !set || set.startsWith('NET-')) continue;
    const list = byName.get(name) ?? [];
    // Deck products list some cards without a collector number: the set code alone names that printing.
    list.push({ set, setName: values.set_name?.trim() || null, number: number ? `${set} ${number}` : set, rarity: values.rarity?.trim() || null, image: null });
    byName.set(name, list);
  }
  return byName;
}

interface ClassicCard {
  id: string;
  name: string;
  cardType: string;
  cost: number | null;
  power: number | null;
  civilizations: string[];
  races: string[];
  rarity: string | null;
  text: string | null;
  printings: { setCode: string; cardNumber: string; rarity: string }[];
}

/** cards_classic_ja.json: DM-01 … DM-30 with official Japanese rules text. Same key as the modern list (the name). */
export function readDmClassic(items: unknown[], issues: IssueList): CardRecord[] {
  const records: CardRecord[] = [];
  items.forEach((item, index) => {
    const line = index + 1;
    const raw = item as Partial<ClassicCard> | null;
    if (typeof raw !== 'object' || raw === null) return issues.add({ line, message: NOT_A_CARD_OBJECT });
    if (typeof raw.name !== 'string' || !raw.name.trim()) return issues.add({ line, column: 'name', message: IS_MISSING });
    if (typeof raw.cardType !== 'string') return issues.add({ line, column: 'cardType', message: IS_MISSING });
    for (const field of ['cost', 'power'] as const) {
      const value = raw[field];
      if (value !== null && value !== undefined && !Number.isInteger(value)) issues.add({ line, column: field, message: notWholeNumber(JSON.stringify(value)) });
    }
    const kinds = dmKindsOf(raw.cardType.replace(/\(.*\)$/, ''));
    const civs = unique(stringList(raw.civilizations, line, 'civilizations', issues).map(normalizeCivilization).filter((c): c is string => c !== null));
    const printings = Array.isArray(raw.printings) ? raw.printings : [];
    printings.forEach((p, i) => {
      if (typeof p !== 'object' || p === null || typeof p.setCode !== 'string' || typeof p.cardNumber !== 'string') {
        issues.add({ line, column: `printings[${i}]`, message: { en: 'needs setCode and cardNumber', ja: 'setCode と cardNumber が必要です' } });
      }
    });
    const name = raw.name.trim();
    const lines = (raw.text ?? '').split('\n');
    const facts = dmTextFacts(lines, [name]);
    const keywords = keywordFacts(dmKeywordsJa(lines));
    const stats: CardRecord['stats'] = { civs, type: raw.cardType, ...keywords.stats };
    if (facts.startsInBattleZone) stats.startSet = name;
    if (facts.mainDeckSize !== null) stats.mainDeckSize = facts.mainDeckSize;
    records.push({
      key: name,
      name,
      nameEn: null,
      nameJa: null,
      reading: null,
      kinds: kinds.length > 0 ? kinds : ['creature'],
      subtypes: stringList(raw.races, line, 'races', issues),
      keywords: keywords.keywords,
      cost: raw.cost ?? null,
      costText: null,
      power: raw.power ?? null,
      powerText: null,
      stats,
      text: raw.text ?? null,
      textEn: null,
      zone: zoneOf(kinds),
      copyLimit: facts.copyLimit,
      aliasOf: null,
      flags: civFlags(civs),
      formats: [],
      faces: [],
      printings: printings
        .filter((p) => typeof p?.setCode === 'string' && typeof p.cardNumber === 'string')
        .map((p) => ({ set: p.setCode, setName: null, number: `${p.setCode} ${p.cardNumber}`, rarity: p.rarity || null, image: null })),
      image: null,
    });
  });
  return records;
}

const HALL_OF_FAME_STATUS: Record<string, RegulationRecord['status']> = {
  殿堂入り: 'restricted',
  殿堂: 'restricted',
  プレミアム殿堂: 'banned',
  プレ殿: 'banned',
  プレミアム殿堂コンビ: 'banned_pair',
  プレミアム殿堂超次元コンビ: 'banned_pair',
};

/** How the pack build resolves a 殿堂 list: the cards a name names (db/cards/names.ts), and where to note a name that names none. */
export interface HallOfFameCards {
  find: (name: string) => string[];
  unresolved: IssueList;
}

/**
 * regulation_current.json (entries + pairs) or the classic hall_of_fame.json (an array). With `cards`, each entry
 * becomes one record per key of the cards its name names (DM 100.2: the deck check finds them by key); an entry
 * that names no card is kept by name and noted in `cards.unresolved`, unless the list marks it `inPool: false`
 * (the classic list's cards outside its own card data).
 */
export function readDmHallOfFame(data: unknown, format: string, issues: IssueList, cards?: HallOfFameCards): RegulationRecord[] {
  const listOf = (value: unknown, column: string): unknown[] => {
    if (value === undefined || value === null) return [];
    if (Array.isArray(value)) return value;
    issues.add({ column, message: { en: 'must be a list', ja: 'リストではありません' } });
    return [];
  };
  const entries = Array.isArray(data) ? data : listOf((data as { entries?: unknown }).entries, 'entries');
  const pairs = Array.isArray(data) ? [] : listOf((data as { pairs?: unknown }).pairs, 'pairs');
  const out: RegulationRecord[] = [];
  const date = (value: unknown, line: number, column: string) => {
    if (value === null || value === undefined || value === '') return null;
    if (typeof value === 'string' && isCalendarDate(value)) return value;
    issues.add({ line, column, message: { en: `is not a date YYYY-MM-DD: ${JSON.stringify(value)}`, ja: `YYYY-MM-DD の日付ではありません（${JSON.stringify(value)}）` } });
    return null;
  };
  const add = (record: RegulationRecord, line: number, column: string, inPool: boolean) => {
    const keys = cards?.find(record.name) ?? [];
    if (keys.length === 0 && cards && inPool) cards.unresolved.add({ line, column, message: { en: `"${record.name}" names no card in the card data`, ja: `「${record.name}」という名前のカードはカードデータにありません` } });
    if (keys.length === 0) out.push(record);
    for (const key of keys) out.push({ ...record, key });
  };
  entries.forEach((item, index) => {
    const line = index + 1;
    if (typeof item !== 'object' || item === null) return issues.add({ line, message: { en: 'is not an entry object', ja: '項目のオブジェクトではありません' } });
    const entry = item as { name?: unknown; status?: unknown; since?: unknown; inPool?: unknown };
    const status = HALL_OF_FAME_STATUS[String(entry.status)];
    if (typeof entry.name !== 'string') return issues.add({ line, column: 'name', message: IS_MISSING });
    if (!status) return issues.add({ line, column: 'status', message: { en: `unknown status ${JSON.stringify(entry.status)}`, ja: `不明な区分です（${JSON.stringify(entry.status)}）` } });
    if (entry.inPool !== undefined && typeof entry.inPool !== 'boolean') return issues.add({ line, column: 'inPool', message: { en: `must be true or false, got ${JSON.stringify(entry.inPool)}`, ja: `true でも false でもありません（${JSON.stringify(entry.inPool)}）` } });
    add({ format, name: entry.name, key: null, status, limit: null, pair: null, since: date(entry.since, line, 'since'), until: null }, line, 'name', entry.inPool !== false);
  });
  pairs.forEach((item, index) => {
    const line = entries.length + index + 1;
    if (typeof item !== 'object' || item === null) return issues.add({ line, message: { en: 'is not a pair object', ja: '組のオブジェクトではありません' } });
    const pair = item as { names?: unknown; status?: unknown; since?: unknown };
    if (!Array.isArray(pair.names) || pair.names.length < 2 || !pair.names.every((n) => typeof n === 'string')) return issues.add({ line, column: 'names', message: { en: 'a pair names at least two cards', ja: '組には2枚以上のカード名が必要です' } });
    const since = date(pair.since, line, 'since');
    const group = (pair.names as string[]).join(' + ');
    (pair.names as string[]).forEach((name, n) => add({ format, name, key: null, status: 'banned_pair', limit: null, pair: group, since, until: null }, line, `names[${n}]`, true));
  });
  return out;
}

/** Power as printed on English cards: 4000+ keeps its + in powerText, the number in power. */
function englishPower(value: unknown): { power: number | null; powerText: string | null } {
  if (value === null || value === undefined || value === '') return { power: null, powerText: null };
  const text = String(value).trim();
  const match = /^(-?\d+)([+-]?)$/.exec(text);
  return match ? { power: Number(match[1]), powerText: match[2] ? text : null } : { power: null, powerText: text };
}

function englishRecord(fields: {
  name: string;
  type: string;
  civilizations: string[];
  races: string[];
  cost: number | null;
  power: unknown;
  text: string | null;
  printings: PrintingRecord[];
}): CardRecord {
  const kinds = dmKindsOfEnglish(fields.type);
  const civs = unique(fields.civilizations.map(normalizeCivilization).filter((c): c is string => c !== null));
  // Copy limits and deck sizes the text states; game-start sets are not read here (the English lists keep each
  // face as a card of its own, with nothing linking the cells of a set).
  const facts = dmTextFacts((fields.text ?? '').split('\n'), [fields.name]);
  const stats: CardRecord['stats'] = { civs, type: fields.type };
  if (facts.mainDeckSize !== null) stats.mainDeckSize = facts.mainDeckSize;
  return {
    // The English TCG shares no identifier with the Japanese lists: its cards stay cards of their own.
    key: `en:${fields.name}`,
    name: fields.name,
    nameEn: fields.name,
    language: 'en',
    nameJa: null,
    reading: null,
    kinds: kinds.length > 0 ? kinds : ['creature'],
    subtypes: fields.races,
    keywords: [],
    cost: fields.cost,
    costText: null,
    ...englishPower(fields.power),
    stats,
    text: null,
    textEn: fields.text,
    zone: zoneOf(kinds),
    copyLimit: facts.copyLimit,
    aliasOf: null,
    flags: ['english', ...civFlags(civs)],
    formats: [],
    faces: [],
    printings: fields.printings,
    image: fields.printings.find((p) => p.image)?.image ?? null,
  };
}

/** Latepate64/duel-masters-json: `{ cards: [...] }`. */
export function readDmEnglishJson(items: unknown[], issues: IssueList): CardRecord[] {
  const records: CardRecord[] = [];
  items.forEach((item, index) => {
    const line = index + 1;
    const raw = item as Record<string, unknown> | null;
    if (typeof raw !== 'object' || raw === null) return issues.add({ line, message: NOT_A_CARD_OBJECT });
    if (typeof raw.name !== 'string') return issues.add({ line, column: 'name', message: IS_MISSING });
    if (typeof raw.type !== 'string') return issues.add({ line, column: 'type', message: IS_MISSING });
    if (raw.cost !== undefined && raw.cost !== null && !Number.isInteger(raw.cost)) issues.add({ line, column: 'cost', message: notWholeNumber(JSON.stringify(raw.cost)) });
    const printings = (Array.isArray(raw.printings) ? raw.printings : []).filter(
      (p): p is { set?: string; id?: string; rarity?: string } => typeof p === 'object' && p !== null,
    );
    records.push(
      englishRecord({
        name: raw.name,
        // The type line is supertypes + type: ["Evolution"] + "Creature" is an evolution creature.
        type: [...(Array.isArray(raw.supertypes) ? raw.supertypes.map(String) : []), raw.type].join(' '),
        civilizations: Array.isArray(raw.civilizations) ? raw.civilizations.map(String) : [],
        races: Array.isArray(raw.subtypes) ? raw.subtypes.map(String) : [],
        cost: Number.isInteger(raw.cost) ? (raw.cost as number) : null,
        power: raw.power,
        text: typeof raw.text === 'string' ? raw.text : null,
        printings: printings
          .filter((p) => p.set && p.id)
          .map((p) => ({ set: p.set!.split(' ')[0]!, setName: p.set!, number: `${p.set!.split(' ')[0]} ${p.id}`, rarity: p.rarity ?? null, image: null })),
      }),
    );
  });
  return records;
}

/** The DM wiki's All_Cards.csv: one row per printing (CardName, CardType, Civilization "Fire/Nature", Mana…). */
export function readDmEnglishCsv(table: CsvTable, issues: IssueList): CardRecord[] {
  for (const header of ['CardName', 'CardType', 'Civilization']) {
    if (!table.headers.includes(header)) issues.add({ line: 1, message: headerLacks([header]) });
  }
  const byName = new Map<string, { first: CsvTable['rows'][number]; printings: PrintingRecord[] }>();
  for (const row of table.rows) {
    const { line, values } = row;
    const name = values.CardName?.trim();
    if (!name) {
      issues.add({ line, column: 'CardName', message: IS_EMPTY });
      continue;
    }
    const mana = values.Mana?.trim() ?? '';
    if (mana && !/^\d+$/.test(mana)) issues.add({ line, column: 'Mana', message: notWholeNumber(`"${mana}"`) });
    const entry = byName.get(name) ?? { first: row, printings: [] };
    const set = values.Set?.trim();
    if (set && values.SetNum?.trim()) {
      entry.printings.push({ set, setName: null, number: `${set} ${values.SetNum.trim()}`, rarity: null, image: values.ImageURL?.trim() || null });
    }
    byName.set(name, entry);
  }
  return [...byName].map(([name, { first, printings }]) => {
    const values = first.values;
    const mana = values.Mana?.trim();
    return englishRecord({
      name,
      type: values.CardType ?? '',
      civilizations: (values.Civilization ?? '').split('/'),
      races: (values.CardRace ?? '').split('/').map((race) => race.trim()).filter(Boolean),
      cost: mana && /^\d+$/.test(mana) ? Number(mana) : null,
      power: values.Power,
      text: values.CardEffect?.trim() || null,
      printings: unique(printings.map((p) => JSON.stringify(p))).map((p) => JSON.parse(p) as PrintingRecord),
    });
  });
}
