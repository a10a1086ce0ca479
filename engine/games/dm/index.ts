import type { GameDefinition } from '../types';

// Sections: ../shared/rules/dm.md §2 (rules 100.2–100.4).
export const dm: GameDefinition = {
  id: 'dm',
  abbreviation: 'DM',
  name: { ja: 'デュエル・マスターズ', en: 'Duel Masters' },
  sections: [
    { id: 'main', label: { ja: 'デッキ', en: 'Deck' }, rule: 'DM 100.2' },
    { id: 'hyperspace', label: { ja: '超次元ゾーン', en: 'Hyperspace zone' }, rule: 'DM 100.3' },
    { id: 'gr', label: { ja: '超GRゾーン', en: 'Super GR zone' }, rule: 'DM 100.4' },
  ],
};
