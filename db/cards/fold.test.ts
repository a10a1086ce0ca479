import { describe, expect, it } from 'vitest';
import { fold, foldedLength } from './fold';

describe('fold', () => {
  it('folds katakana and hiragana together', () => {
    expect(fold('ボルシャック')).toBe(fold('ぼるしゃっく'));
    expect(fold('ヴァルキリー')).toBe('ゔぁるきりー');
  });

  it('folds full-width and half-width forms (NFKC) and case', () => {
    expect(fold('ＮＥＸ')).toBe('nex');
    expect(fold('ﾎﾞﾙｼｬｯｸ')).toBe(fold('ボルシャック'));
    expect(fold('Command and Conquer')).toBe('commandandconquer');
    expect(fold('１２３')).toBe('123');
  });

  it('ignores spaces and separator punctuation', () => {
    expect(fold('ボルシャック・ドラゴン')).toBe(fold('ボルシャック ドラゴン'));
    expect(fold('ボルシャック　ドラゴン')).toBe(fold('ボルシャックドラゴン'));
    expect(fold('《ボルシャック・ドラゴン》')).toBe(fold('ボルシャックドラゴン'));
    expect(fold('Arcane Seeds // Life')).toBe('arcaneseedslife');
  });

  it('keeps the long vowel mark, kanji and what has no hiragana form', () => {
    expect(fold('ドラゴン')).toBe('どらごん');
    expect(fold('ヷ')).toBe('ヷ');
    expect(fold('超次元')).toBe('超次元');
    expect(fold('スーパー')).toBe('すーぱー');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(foldedLength(fold('𠮷野'))).toBe(2);
  });
});
