import type { GameDefinition } from '../types';
import { actions } from './actions';
import { castability } from './castability';
import { decisions } from './battle';
import { goldfishKill } from './goldfish-kill';
import { markers } from './markers';
import { cardData } from './card-data';
import { boardLayout } from './board-layout';
import { construction } from './construction';
import { presentation } from './presentation';
import { houseRules } from './house-rules';
import { setup } from './setup';
import { shieldTriggerCount } from './shield-triggers';
import { turns } from './turns';
import { zoneRules, zones } from './zones';

// Sections: rules digest dm.md §2 (rules 100.2–100.5).
export const dm: GameDefinition = {
  id: 'dm',
  abbreviation: 'DM',
  name: { ja: 'デュエル・マスターズ', en: 'Duel Masters' },
  cardLanguage: 'ja',
  sections: [
    { id: 'main', label: { ja: 'デッキ', en: 'Deck' }, rule: 'DM 100.2' },
    { id: 'hyperspace', label: { ja: '超次元ゾーン', en: 'Hyperspace zone' }, rule: 'DM 100.3' },
    { id: 'gr', label: { ja: '超GRゾーン', en: 'Super GR zone' }, rule: 'DM 100.4' },
    // Cards that start the game in the battle zone as one set and count toward none of the other sections
    // (零龍, FORBIDDEN STAR): dm.md §2.7 and §12.7.
    { id: 'gameStart', label: { ja: 'ゲーム開始時', en: 'Game-start set' }, rule: 'DM 100.5' },
  ],
  // Kinds: dm.md §3.2–3.3, ids as in its construction spec (§2.13). A card lists its card type and every
  // special type it has, so `kind:creature` also finds evolution and psychic creatures.
  cardKinds: [
    { id: 'creature', label: { ja: 'クリーチャー', en: 'Creature' } },
    { id: 'evolutionCreature', label: { ja: '進化クリーチャー', en: 'Evolution creature' } },
    { id: 'neoCreature', label: { ja: 'NEOクリーチャー', en: 'NEO creature' } },
    { id: 'gNeoCreature', label: { ja: 'G-NEOクリーチャー', en: 'G-NEO creature' } },
    { id: 'starEvolutionCreature', label: { ja: 'スター進化クリーチャー', en: 'Star evolution creature' } },
    { id: 'sMaxEvolutionCreature', label: { ja: 'S-MAX進化クリーチャー', en: 'S-MAX evolution creature' } },
    { id: 'exileCreature', label: { ja: 'エグザイル・クリーチャー', en: 'Exile creature' } },
    { id: 'dream', label: { ja: 'ドリーム', en: 'Dream' } },
    { id: 'forbidden', label: { ja: '禁断', en: 'Forbidden' } },
    { id: 'spell', label: { ja: '呪文', en: 'Spell' } },
    { id: 'crossGear', label: { ja: 'クロスギア', en: 'Cross gear' } },
    { id: 'castle', label: { ja: '城', en: 'Castle' } },
    { id: 'field', label: { ja: 'フィールド', en: 'Field' } },
    { id: 'd2Field', label: { ja: 'D2フィールド', en: 'D2 field' } },
    { id: 'wdField', label: { ja: 'WDフィールド', en: 'WD field' } },
    { id: 'aura', label: { ja: 'オーラ', en: 'Aura' } },
    { id: 'artifact', label: { ja: 'アーティファクト', en: 'Artifact' } },
    { id: 'land', label: { ja: '土地', en: 'Land' } },
    { id: 'tamaseed', label: { ja: 'タマシード', en: 'Tamaseed' } },
    { id: 'duelist', label: { ja: 'デュエリスト', en: 'Duelist' } },
    { id: 'twinpact', label: { ja: 'ツインパクト', en: 'Twinpact' } },
    { id: 'kingCell', label: { ja: 'キング・セル', en: 'King cell' } },
    { id: 'forbiddenHeartbeat', label: { ja: '禁断の鼓動', en: 'Forbidden heartbeat' } },
    { id: 'psychic', label: { ja: 'サイキック', en: 'Psychic' } },
    { id: 'psychicSuper', label: { ja: 'サイキック・スーパー', en: 'Psychic super' } },
    { id: 'dragheart', label: { ja: 'ドラグハート', en: 'Dragheart' } },
    { id: 'weapon', label: { ja: 'ウエポン', en: 'Weapon' } },
    { id: 'fortress', label: { ja: 'フォートレス', en: 'Fortress' } },
    { id: 'rulePlus', label: { ja: 'ルール・プラス', en: 'Rule Plus' } },
    { id: 'duelMate', label: { ja: 'デュエルメイト', en: 'Duel Mate' } },
    { id: 'grCreature', label: { ja: 'GRクリーチャー', en: 'GR creature' } },
    { id: 'zeron', label: { ja: '零龍', en: 'Zeron' } },
    { id: 'gameStart', label: { ja: 'ゲーム開始時', en: 'Game start' } },
  ],
  construction,
  // How decklist files name its sections (engine/deck/formats/sections.ts).
  sectionWords: { main: 'main', side: null, aliases: { 超次元: 'hyperspace', gr: 'gr', 超gr: 'gr', 'super gr': 'gr', 'game start': 'gameStart' } },
  cardData,
  presentation,
  setup,
  countedKeyword: shieldTriggerCount,
  zones,
  zoneRules,
  board: boardLayout,
  turns,
  castability,
  actions,
  markers,
  decisions,
  houseRules,
  goldfishKill,
};
