import type { GameDefinition } from '../types';
import { actions, decisions, resources as tableResources } from './actions';
import { boardLayout } from './board-layout';
import { castability } from './castability';
import { processes, resources } from './processes';
import { cardData } from './card-data';
import { construction } from './construction';
import { presentation } from './presentation';
import { setup } from './setup';
import { turns } from './turns';
import { zoneRules, zones } from './zones';

// Sections: rules digest nova.md §2 (rules 006.1, 007.1).
export const nova: GameDefinition = {
  id: 'nova',
  abbreviation: 'NOVA',
  name: { ja: 'NOVA', en: 'NOVA' },
  cardLanguage: 'ja',
  sections: [
    { id: 'main', label: { ja: 'メインデッキ', en: 'Main deck' }, rule: 'NOVA 006.1.1' },
    { id: 'character', label: { ja: 'キャラデッキ', en: 'Character deck' }, rule: 'NOVA 006.1.3' },
    { id: 'side', label: { ja: 'サイドデッキ', en: 'Side deck' }, rule: 'NOVA 007.1' },
  ],
  // Kinds: nova.md §3.2 (201.1, 113.2).
  cardKinds: [
    { id: 'servant', label: { ja: 'サーバント', en: 'Servant' } },
    { id: 'spell', label: { ja: 'スペル', en: 'Spell' } },
    { id: 'magicItem', label: { ja: 'マジックアイテム', en: 'Magic item' } },
    { id: 'character', label: { ja: 'キャラクター', en: 'Character' } },
  ],
  construction,
  // How decklist files name its sections (engine/deck/formats/sections.ts).
  sectionWords: { main: 'main', side: 'side', aliases: { キャラ: 'character', キャラクター: 'character' } },
  cardData,
  presentation,
  setup,
  zones,
  zoneRules,
  board: boardLayout,
  turns,
  castability,
  actions,
  decisions,
  processes,
  resources: [...resources, ...tableResources],
};
