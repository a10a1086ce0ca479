import type { GameDefinition } from '../types';
import { actions } from './actions';
import { castability } from './castability';
import { cardData } from './card-data';
import { boardLayout } from './board-layout';
import { construction } from './construction';
import { presentation } from './presentation';
import { setup } from './setup';
import { turns } from './turns';
import { zones } from './zones';

// Sections: rules digest pmv.md §2.1 (rules 1.2.2 deck, 1.2.4–1.2.5 sideboard).
export const pmv: GameDefinition = {
  id: 'pmv',
  abbreviation: 'PMV',
  name: { ja: 'Phantom Magic Vision', en: 'Phantom Magic Vision' },
  cardLanguage: 'ja',
  sections: [
    { id: 'main', label: { ja: 'デッキ', en: 'Deck' }, rule: 'PMV 1.2.2' },
    { id: 'side', label: { ja: 'サイドボード', en: 'Sideboard' }, rule: 'PMV 1.2.5' },
  ],
  // Kinds: pmv.md §3.2 (2.2.2).
  cardKinds: [
    { id: 'character', label: { ja: 'キャラクター', en: 'Character' } },
    { id: 'spell', label: { ja: 'スペル', en: 'Spell' } },
    { id: 'command', label: { ja: 'コマンド', en: 'Command' } },
  ],
  construction,
  // How decklist files name its sections (engine/deck/formats/sections.ts).
  sectionWords: { main: 'main', side: 'side', aliases: {} },
  cardData,
  presentation,
  setup,
  zones,
  board: boardLayout,
  turns,
  castability,
  actions,
};
