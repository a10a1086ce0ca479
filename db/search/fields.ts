/**
 * The search fields: which names a player may type (English and Japanese), and what each one reads: the common
 * ones here, each game's own in its card data (engine/games/<id>/card-data.ts).
 * `numeric` fields compare a column; `tag` fields look up exact terms; `text` fields match substrings of the
 * folded search text; the rest are the legality and regulation filters.
 */
import type { CardData, GameFieldTarget } from '../../engine/games/card-data';
import type { GameDefinition } from '../../engine/games/types';
import type { Localized } from '../../engine/localized';
import { fold } from '../cards/fold';

/** What a field reads: a game's own kinds (engine/games/card-data.ts), and the common ones. */
export type FieldTarget =
  | Exclude<GameFieldTarget, { kind: 'numeric' }>
  | { kind: 'numeric'; column: string; textTag?: string }
  | { kind: 'text'; column: 'names' | 'body' | 'subtypes' | 'keywords' }
  | { kind: 'kind' }
  | { kind: 'zone' }
  | { kind: 'is' }
  | { kind: 'legal' }
  | { kind: 'regulation'; status: 'banned' | 'restricted' | 'limited' | 'suspended' | 'living_legend' | 'banned_pair' };

export interface FieldDefinition {
  /** The first name is the one help shows; all names, folded, are accepted. */
  names: readonly string[];
  target: FieldTarget;
  description: Localized;
}

const common: FieldDefinition[] = [
  { names: ['name', '名前', 'カード名'], target: { kind: 'text', column: 'names' }, description: { ja: 'カード名・読み・英語名', en: 'name, reading, English name' } },
  { names: ['text', 'テキスト', '効果', 'o'], target: { kind: 'text', column: 'body' }, description: { ja: 'ルールテキスト', en: 'rules text' } },
  { names: ['kind', 'type', 't', '種類', 'タイプ', 'カードタイプ'], target: { kind: 'kind' }, description: { ja: 'カードの種類', en: 'card kind' } },
  { names: ['sub', 'subtype', 'race', 'species', 'trait', '種族', '種属', '所属'], target: { kind: 'text', column: 'subtypes' }, description: { ja: '種族・種属・所属', en: 'race, species, traits' } },
  { names: ['kw', 'keyword', 'キーワード'], target: { kind: 'text', column: 'keywords' }, description: { ja: 'キーワード能力', en: 'keyword ability' } },
  { names: ['cost', 'コスト', 'c'], target: { kind: 'numeric', column: 'cost', textTag: 'costtext' }, description: { ja: 'コスト', en: 'cost' } },
  { names: ['power', 'pow', 'パワー', 'atk', '攻撃力'], target: { kind: 'numeric', column: 'power' }, description: { ja: 'パワー・攻撃力', en: 'power, attack' } },
  { names: ['set', 'セット', 'パック', 'e'], target: { kind: 'tag', prefix: 'set' }, description: { ja: '収録セット', en: 'set' } },
  { names: ['rarity', 'レアリティ', 'r'], target: { kind: 'tag', prefix: 'rarity' }, description: { ja: 'レアリティ', en: 'rarity' } },
  { names: ['zone', 'section', '区分', 'ゾーン'], target: { kind: 'zone' }, description: { ja: '入るデッキ区分', en: 'deck section' } },
  { names: ['is', '属性'], target: { kind: 'is' }, description: { ja: 'twinpact, token, sample… と規制状態', en: 'twinpact, token, sample… and regulation status' } },
  { names: ['legal', 'format', 'フォーマット'], target: { kind: 'legal' }, description: { ja: 'フォーマットで使用可能', en: 'legal in a format' } },
  { names: ['banned', '禁止'], target: { kind: 'regulation', status: 'banned' }, description: { ja: '禁止(フォーマット)', en: 'banned in a format' } },
  { names: ['restricted', '制限'], target: { kind: 'regulation', status: 'restricted' }, description: { ja: '制限(フォーマット)', en: 'restricted in a format' } },
  { names: ['limited'], target: { kind: 'regulation', status: 'limited' }, description: { ja: '枚数制限(フォーマット)', en: 'limited in a format' } },
  { names: ['suspended'], target: { kind: 'regulation', status: 'suspended' }, description: { ja: '一時停止(フォーマット)', en: 'suspended in a format' } },
  { names: ['legend', 'livinglegend'], target: { kind: 'regulation', status: 'living_legend' }, description: { ja: 'リビングレジェンド', en: 'living legend in a format' } },
];

const tables = new WeakMap<CardData, FieldTable>();

export interface FieldTable {
  /** The game's own fields first, so `def` means FaB defense in FaB and DEF in ACG. */
  fields: readonly FieldDefinition[];
  /** Every name of every field, folded, → its field (the first field to claim a name keeps it). */
  byName: ReadonlyMap<string, FieldDefinition>;
}

/** The fields of a game, made once per game (a query only looks names up). */
export function fieldTable(game: Pick<GameDefinition, 'cardData'>): FieldTable {
  let table = tables.get(game.cardData);
  if (!table) {
    const fields = [...game.cardData.searchFields, ...common];
    const byName = new Map<string, FieldDefinition>();
    for (const field of fields) for (const name of field.names) if (!byName.has(fold(name))) byName.set(fold(name), field);
    table = { fields, byName };
    tables.set(game.cardData, table);
  }
  return table;
}

/** Regulation statuses that `is:` accepts, in any format. */
export const IS_STATUSES: Record<string, string> = {
  banned: 'banned', restricted: 'restricted', limited: 'limited', suspended: 'suspended',
  livinglegend: 'living_legend', bannedpair: 'banned_pair',
  禁止: 'banned', 制限: 'restricted', プレミアム殿堂: 'banned', 殿堂入り: 'restricted', 殿堂: 'restricted', プレ殿: 'banned',
};
