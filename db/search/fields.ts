/**
 * The search fields: which names a player may type (English and Japanese), per game, and what each one reads.
 * `numeric` fields compare a column; `tag` fields look up exact terms; `text` fields match substrings of the
 * folded search text; the rest are the legality and regulation filters.
 */
import type { GameId } from '../../engine/games/types';

export type FieldTarget =
  | { kind: 'numeric'; column: string; textTag?: string }
  | { kind: 'text'; column: 'names' | 'body' | 'subtypes' | 'keywords' }
  | { kind: 'tag'; prefix: string; values?: Record<string, string>; /** Other stats the same value also matches. */ alsoPrefixes?: string[] }
  | { kind: 'kind' }
  | { kind: 'zone' }
  | { kind: 'is' }
  | { kind: 'legal' }
  | { kind: 'regulation'; status: 'banned' | 'restricted' | 'limited' | 'suspended' | 'living_legend' | 'banned_pair' }
  | { kind: 'condition' };

export interface FieldDefinition {
  /** The first name is the one help shows; all names, folded, are accepted. */
  names: string[];
  target: FieldTarget;
  description: { ja: string; en: string };
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

const civilizations = { light: '光', water: '水', darkness: '闇', dark: '闇', fire: '火', nature: '自然', colorless: '無色', zero: '無色', ゼロ: '無色' };
const novaColors = { 赤: 'red', 青: 'blue', 緑: 'green', 白: 'white', 黒: 'black', 無色: 'colorless' };
const fabColors = { 赤: 'red', 黄: 'yellow', 青: 'blue' };

const perGame: Record<GameId, FieldDefinition[]> = {
  fab: [
    { names: ['pitch', 'ピッチ', 'p'], target: { kind: 'numeric', column: 'pitch' }, description: { ja: 'ピッチ値', en: 'pitch' } },
    { names: ['def', 'defense', '防御'], target: { kind: 'numeric', column: 'defense' }, description: { ja: '防御値', en: 'defense' } },
    { names: ['life', 'health', 'ライフ'], target: { kind: 'numeric', column: 'life' }, description: { ja: 'ライフ(ヒーロー)', en: 'life (heroes)' } },
    { names: ['int', 'intellect', '知力'], target: { kind: 'numeric', column: 'intellect' }, description: { ja: '知力(ヒーロー)', en: 'intellect (heroes)' } },
    { names: ['arcane', 'アーケイン'], target: { kind: 'numeric', column: 'arcane' }, description: { ja: 'アーケイン値', en: 'arcane' } },
    // A hybrid card (Assassin / Ninja) is a card of either class.
    { names: ['class', 'クラス'], target: { kind: 'tag', prefix: 'stat:classes', alsoPrefixes: ['stat:hybridClasses'] }, description: { ja: 'クラス', en: 'class' } },
    { names: ['talent', 'タレント'], target: { kind: 'tag', prefix: 'stat:talents' }, description: { ja: 'タレント', en: 'talent' } },
    { names: ['color', 'colour', '色'], target: { kind: 'tag', prefix: 'stat:color', values: fabColors }, description: { ja: '色(red, yellow, blue)', en: 'colour (red, yellow, blue)' } },
  ],
  dm: [
    { names: ['civ', 'civilization', '文明'], target: { kind: 'tag', prefix: 'stat:civs', values: civilizations }, description: { ja: '文明(光 水 闇 火 自然 無色)', en: 'civilization (light water darkness fire nature colorless)' } },
    { names: ['mana', 'マナ'], target: { kind: 'numeric', column: 'mana' }, description: { ja: 'マナ数', en: 'mana number' } },
  ],
  nova: [
    { names: ['level', 'lv', 'レベル'], target: { kind: 'numeric', column: 'level' }, description: { ja: 'キャラクターレベル', en: 'character level' } },
    { names: ['hp', '体力'], target: { kind: 'numeric', column: 'hp' }, description: { ja: '体力', en: 'HP' } },
    { names: ['color', 'colour', '色'], target: { kind: 'tag', prefix: 'stat:color', values: novaColors }, description: { ja: '色', en: 'colour' } },
  ],
  pmv: [
    { names: ['graze', 'グレイズ'], target: { kind: 'numeric', column: 'graze' }, description: { ja: 'グレイズ', en: 'graze' } },
    { names: ['dur', 'durability', '耐久', '耐久力'], target: { kind: 'numeric', column: 'durability' }, description: { ja: '耐久力', en: 'durability' } },
    { names: ['node', 'nodes', 'ノード', '必要ノード'], target: { kind: 'numeric', column: 'nodes' }, description: { ja: '必要ノード', en: 'required nodes' } },
    { names: ['caster', '術者'], target: { kind: 'tag', prefix: 'stat:caster' }, description: { ja: '術者', en: 'caster' } },
  ],
  acg: [
    { names: ['def', 'defense', '防御力'], target: { kind: 'numeric', column: 'def' }, description: { ja: 'DEF', en: 'DEF' } },
    { names: ['cond', 'condition', '条件'], target: { kind: 'condition' }, description: { ja: '条件アイコン(平野 山岳 水生 森林 夜 汎用)', en: 'condition icon (plains mountain aquatic forest night generic)' } },
  ],
};

/** Fields of a game: its own first, so `def` means FaB defense in FaB and DEF in ACG. */
export function fieldsOf(game: GameId): FieldDefinition[] {
  return [...perGame[game], ...common];
}

/** ACG condition icons → the letter of the compact condition code (acg.md §3.2). */
export const CONDITION_ICONS: Record<string, string> = {
  plains: 'P', 平野: 'P', p: 'P',
  mountain: 'M', 山岳: 'M', m: 'M',
  aquatic: 'A', 水生: 'A', a: 'A',
  forest: 'F', 森林: 'F', f: 'F',
  night: 'N', 夜: 'N', n: 'N',
  generic: 'G', 汎用: 'G', g: 'G',
};

/** Regulation statuses that `is:` accepts, in any format. */
export const IS_STATUSES: Record<string, string> = {
  banned: 'banned', restricted: 'restricted', limited: 'limited', suspended: 'suspended',
  livinglegend: 'living_legend', bannedpair: 'banned_pair',
  禁止: 'banned', 制限: 'restricted', プレミアム殿堂: 'banned', 殿堂入り: 'restricted', 殿堂: 'restricted', プレ殿: 'banned',
};

/** Format names players type, per game, → the format id regulations are stored under. */
export const FORMAT_ALIASES: Record<GameId, Record<string, string>> = {
  fab: { cc: 'cc', classic: 'cc', classicconstructed: 'cc', blitz: 'blitz', commoner: 'commoner', ll: 'll', livinglegend: 'll', upf: 'upf' },
  dm: { standard: 'standard', 殿堂: 'standard', 殿堂レギュレーション: 'standard', classic: 'classic' },
  acg: {},
  pmv: {},
  nova: {},
};
