import type { GameDefinition } from '../types';
import { breakdown } from './breakdown';
import { castability } from './castability';
import { actions, counters, markers, resources } from './actions';
import { decisions, processes } from './combat';
import { cardData } from './card-data';
import { boardLayout } from './board-layout';
import { construction } from './construction';
import { presentation } from './presentation';
import { setup } from './setup';
import { turns } from './turns';
import { zones } from './zones';

// Sections follow the card categories of CR 1.3.2 (rules digest fab.md §3.1): hero-card,
// arena-cards (weapons and equipment) and deck-cards. On the table the catalog's card facts are the hero's `intellect`
// and `life`, a deck-card's `pitch` and `cost`, an arena-card's `kinds` and `subtypes` (as the card database has them).
export const fab: GameDefinition = {
  id: 'fab',
  abbreviation: 'FaB',
  name: { ja: 'Flesh and Blood', en: 'Flesh and Blood' },
  cardLanguage: 'en',
  sections: [
    { id: 'hero', label: { ja: 'ヒーロー', en: 'Hero' }, rule: 'FaB 1.3.2' },
    { id: 'arena', label: { ja: '武器・装備', en: 'Weapons & equipment' }, rule: 'FaB 1.3.2' },
    { id: 'deck', label: { ja: 'デッキ', en: 'Deck' }, rule: 'FaB 1.3.2' },
  ],
  // Kinds: the card categories and types of CR 1.3 (fab.md §3.1).
  cardKinds: [
    { id: 'hero', label: { ja: 'ヒーロー', en: 'Hero' } },
    { id: 'action', label: { ja: 'アクション', en: 'Action' } },
    { id: 'attackReaction', label: { ja: 'アタックリアクション', en: 'Attack reaction' } },
    { id: 'defenseReaction', label: { ja: 'ディフェンスリアクション', en: 'Defense reaction' } },
    { id: 'instant', label: { ja: 'インスタント', en: 'Instant' } },
    { id: 'block', label: { ja: 'ブロック', en: 'Block' } },
    { id: 'resource', label: { ja: 'リソース', en: 'Resource' } },
    { id: 'mentor', label: { ja: 'メンター', en: 'Mentor' } },
    { id: 'weapon', label: { ja: '武器', en: 'Weapon' } },
    { id: 'equipment', label: { ja: '装備品', en: 'Equipment' } },
    { id: 'token', label: { ja: 'トークン', en: 'Token' } },
    { id: 'demiHero', label: { ja: 'デミヒーロー', en: 'Demi-hero' } },
    { id: 'macro', label: { ja: 'マクロ', en: 'Macro' } },
    { id: 'companion', label: { ja: 'コンパニオン', en: 'Companion' } },
    { id: 'event', label: { ja: 'イベント', en: 'Event' } },
    { id: 'other', label: { ja: 'その他', en: 'Other' } },
  ],
  construction,
  // How decklist files name its sections (engine/deck/formats/sections.ts).
  sectionWords: {
    main: 'deck',
    side: null,
    aliases: {
      'arena cards': 'arena',
      weapons: 'arena',
      equipment: 'arena',
      'weapons & equipment': 'arena',
      'equipment & weapons': 'arena',
      'deck cards': 'deck',
    },
  },
  breakdown,
  cardData,
  presentation,
  setup,
  zones,
  board: boardLayout,
  turns,
  castability,
  actions,
  markers,
  counters,
  resources,
  decisions,
  processes,
};
