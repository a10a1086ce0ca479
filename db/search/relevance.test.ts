/**
 * The pieces of the relevance order and of "did you mean" on real card names (the search itself over the shipped
 * packs is search.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { fold } from '../cards/fold';
import { parseQuery } from './query';
import { familySizes, nameDistance, nameQuery, relevanceText, startsAWord } from './relevance';

const distance = (typed: string, name: string) => nameDistance([...fold(typed)], [...fold(name)]);

describe('relevanceText', () => {
  it('joins the folded words of the top level, leaving out filters and words under OR or NOT', () => {
    expect(relevanceText(parseQuery('ボルシャック ドラゴン'))).toBe('ぼるしゃっくどらごん');
    expect(relevanceText(parseQuery('civ:火 "ﾎﾞﾙｼｬｯｸ" -ガイアール'))).toBe('ぼるしゃっく');
    expect(relevanceText(parseQuery('ボルシャック OR ドギラゴン'))).toBe('');
    expect(relevanceText(parseQuery('cost<=3'))).toBe('');
  });
});

describe('startsAWord', () => {
  it('finds the words at a name start or after a space, ・, / or a bracket of the printed name, however typed', () => {
    expect(startsAWord('熱血龍 ボルシャック・クロス', fold('ぼるしゃっく'))).toBe(true);
    expect(startsAWord('ネオ・ボルシャック・ドラゴン', fold('ボルシャック'))).toBe(true);
    expect(startsAWord('ボルシャック・NEX（ネックス）', fold('ねっくす'))).toBe(true);
    expect(startsAWord('ボルシャック・ドラゴン/決闘者・チャージャー', fold('決闘者'))).toBe(true);
    expect(startsAWord('Command and Conquer', fold('CONQUER'))).toBe(true);
    // Inside a word only.
    expect(startsAWord('時空の火焔ボルシャック・ドラゴン', fold('ぼるしゃっく'))).toBe(false);
    expect(startsAWord('Command and Conquer', fold('onquer'))).toBe(false);
  });
});

describe('nameDistance', () => {
  it('measures the issue 23 typos against ボルシャック・ドラゴン: one edit from a stretch and from the start', () => {
    expect(distance('ボルシャク', 'ボルシャック・ドラゴン')).toEqual({ inside: 1, start: 1 });
    expect(distance('ぼるしゃくど', 'ボルシャック・ドラゴン')).toEqual({ inside: 1, start: 1 });
    // Inside a longer name: as near, but not at its start.
    expect(distance('ボルシャク', 'ネオ・ボルシャック・ドラゴン')).toEqual({ inside: 1, start: 3 });
    expect(distance('comand', 'Command and Conquer')).toEqual({ inside: 1, start: 1 });
    expect(distance('snatch', 'Snatch')).toEqual({ inside: 0, start: 0 });
  });
});

describe('familySizes', () => {
  it('counts the other names that contain a name', () => {
    const cards = ['ぼるしゃっくどらごん', 'ねおぼるしゃっくどらごん', 'ぼるしゃっくどらごんgr', 'ぼるしゃっくさいん'].map((names, id) => ({ id, names }));
    expect(familySizes(cards, cards)).toEqual(new Map([[0, 2]]));
  });
});

describe('nameQuery', () => {
  it('quotes a name that holds a space or the query language’s symbols, so that it is searched as one phrase', () => {
    expect(nameQuery('ボルシャック・ドラゴン')).toBe('ボルシャック・ドラゴン');
    expect(nameQuery('Command and Conquer')).toBe('"Command and Conquer"');
    expect(nameQuery('ボルシャック・NEX（ネックス）')).toBe('"ボルシャック・NEX（ネックス）"');
    expect(nameQuery('or')).toBe('"or"');
    expect(parseQuery(nameQuery('ボルシャック・NEX（ネックス）'))).toMatchObject({ type: 'word', quoted: true, text: 'ボルシャック・NEX（ネックス）' });
  });
});
