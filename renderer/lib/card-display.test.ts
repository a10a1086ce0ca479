import { describe, expect, it } from 'vitest';
import { markNames } from './card-display';

describe('markNames', () => {
  it('cuts a log line around the card names it writes, each marked with its language', () => {
    // A real DM draw described in English (engine/core/describe.ts), with two pack cards.
    expect(markNames('Player 1 draws 闇王ゼーロ and ボルシャック・ドラゴン', ['ボルシャック・ドラゴン', '闇王ゼーロ'])).toEqual([
      { text: 'Player 1 draws ', lang: null },
      { text: '闇王ゼーロ', lang: 'ja' },
      { text: ' and ', lang: null },
      { text: 'ボルシャック・ドラゴン', lang: 'ja' },
    ]);
  });

  it('prefers the longer of two names at one place and marks an English name in a Japanese sentence', () => {
    expect(markNames('プレイヤー1は「Snatch (red)」と「Snatch」を引いた', ['Snatch', 'Snatch (red)'])).toEqual([
      { text: 'プレイヤー1は「', lang: null },
      { text: 'Snatch (red)', lang: 'en' },
      { text: '」と「', lang: null },
      { text: 'Snatch', lang: 'en' },
      { text: '」を引いた', lang: null },
    ]);
  });

  it('leaves a sentence without names whole', () => {
    expect(markNames('Player 2 draws 2 cards', [])).toEqual([{ text: 'Player 2 draws 2 cards', lang: null }]);
    expect(markNames('Player 2 draws 2 cards', [''])).toEqual([{ text: 'Player 2 draws 2 cards', lang: null }]);
  });
});
