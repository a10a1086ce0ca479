import type { HouseRule } from '../house-rules';

export const houseRules: readonly HouseRule[] = [
  {
    id: 'freeSideboarding',
    label: {
      ja: 'ハウスルール：ゲームの間にデッキを変えてよい（デュエマにサイドボードはありません、100.2）',
      en: 'House rule: decks may change between games (DM has no sideboard, 100.2)',
    },
    explanation: {
      ja: 'ハウスルール：構築ルールを守る限り、ゲームの間にデッキを変えられます。',
      en: 'House rule: the deck may change between games as long as it keeps to the construction rules.',
    },
    default: false,
    departsFrom: 'DM 100.2',
  },
];
