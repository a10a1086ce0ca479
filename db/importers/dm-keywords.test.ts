/**
 * Printed, granted and conditional keywords read from paragraphs. Each line is one of the card named beside it, as the
 * reference data has it (cards_ja_modern.json's text_zh, cards_classic_ja.json's text), but for the ■ paragraphs of
 * the official modern wording, which neither list uses. The same reading on whole cards: dm.cases.ts.
 */
import { describe, expect, it } from 'vitest';
import { dmKeywordsJa, dmKeywordsZh } from './dm-keywords';

const none = { keywords: [], conditional: [], powerAttacker: null };

describe('the fan text of the modern list (dmKeywordsZh)', () => {
  it('DM 110.2c: a keyword opening a paragraph, after a bullet or the survivor mark, is printed; one in a sentence is not', () => {
    // ブルータル・リベンジャー, ブレイドラッシュ・ワイバーンδ, ニンジャ・ストライク of 光牙忍ハヤブサマル.
    expect(dmKeywordsZh(['●(K)ブロッカー(/K)', '✡(K)W・ブレイカー(/K)', '(K)ニンジャ・ストライク(/K)5']).keywords).toEqual(['ブロッカー', 'W・ブレイカー', 'ニンジャ・ストライク']);
    // 魔壊王 デスシラズ's "when it 龍解s into this creature" and アクア・インテリジェンス 3rd G's "during a ガチンコ・ジャッジ".
    expect(dmKeywordsZh(['(K)龍解(/K)成此生物時，破壞戰鬥場上1隻對手生物。'])).toEqual(none);
    expect(dmKeywordsZh(['(K)ガチンコ・ジャッジ(/K)中、我方所公開的卡牌費用數字一律增加3。'])).toEqual(none);
    // 英霊王スターマン names a verb its fan text marks as 護盾化<=>シールド化.
    expect(dmKeywordsZh(['每當此生物發動攻擊或是離場時，就將我方牌庫頂第一張牌以裏側方式(K)護盾化<=>シールド化(/K)。'])).toEqual(none);
  });

  it('DM 110.1: a keyword this creature or spell gets is conditional; one another card gets is none of its own', () => {
    // ガルザウルス: both keywords it gets, the first with its amount inside the quotes.
    expect(dmKeywordsZh(['戰鬥場上沒有其他生物的話，則此生物獲得「(K)パワーアタッカー(/K)+4000」與「(K)W・ブレイカー(/K)」能力。']).conditional).toEqual(['パワーアタッカー', 'W・ブレイカー']);
    // ボルシャック・NEX: what the amount scales with names no one who gets it.
    expect(dmKeywordsZh(['此生物會隨著自己墓地中每1張(R)ファイアー・バード(/R)而獲得(K)パワーアタッカー(/K)+1000。']).conditional).toEqual(['パワーアタッカー']);
    // 鬼奥義イッキウチ, a spell.
    expect(dmKeywordsZh(['當戰鬥場上有我方的(R)ヒューマノイド(/R)時，此咒文獲得(K)S・トリガー(/K)能力。']).conditional).toEqual(['S・トリガー']);
    // ガヤルドスカイ-A3: what 超魂X gives, under its condition.
    expect(dmKeywordsZh(['(K)超魂X(/K)－##(K)ブロッカー(/K)'])).toEqual({ keywords: ['超魂X'], conditional: ['ブロッカー'], powerAttacker: null });
    // 威牙忍ヤミカゼ・ドラグーン and シンカゲリュウ・柳生・ドラゴン give theirs to other creatures.
    expect(dmKeywordsZh(['此生物出場時，選擇戰鬥場上1隻我方生物，此回合結束前，該生物獲得(K)スレイヤー(/K)能力。'])).toEqual(none);
    expect(dmKeywordsZh(['如果戰鬥場上有任何我方的(R)ドラゴン(/R)的話，則此生物以外、戰鬥場上所有我方的(R)ドラゴン(/R)一律獲得(K)パワーアタッカー(/K)+4000。'])).toEqual(none);
  });

  it('reads the N of a printed パワーアタッカー+N, in either width, and keeps a keyword printed and gained once, as printed', () => {
    // 熱血龍 ボクシア.
    expect(dmKeywordsZh(['(K)パワーアタッカー(/K)＋1000。', '(K)W・ブレイカー(/K)'])).toEqual({ keywords: ['パワーアタッカー', 'W・ブレイカー'], conditional: [], powerAttacker: 1000 });
    // ボクシア's W・ブレイカー with 黙示聖霊ラグナシア's: a face that printed it and gained it too simply has it.
    expect(dmKeywordsZh(['(K)W・ブレイカー(/K)', '當此生物攻擊力在6000以上時，獲得(K)W・ブレイカー(/K)能力。'])).toEqual({ keywords: ['W・ブレイカー'], conditional: [], powerAttacker: null });
  });
});

describe('the official Japanese of the classic list (dmKeywordsJa)', () => {
  it('DM 110.2c: reads a ■ paragraph and the old and spelled-out names as the modern keywords', () => {
    expect(dmKeywordsJa(['■シールド・トリガー', '■ダブル・ブレイカー']).keywords).toEqual(['S・トリガー', 'W・ブレイカー']);
    // 大昆虫ガイアマンティス prints W(ダブル )・ブレイカー, and its 進化 with a ―.
    expect(dmKeywordsJa(['進化―自分のジャイアント・インセクト１体の上に置く。', 'W(ダブル )・ブレイカー(シールドを攻撃したとき、このクリーチャーはシールドを２枚ブレイクする)']).keywords).toEqual(['進化', 'W・ブレイカー']);
  });

  it('DM 110.2c: finds paragraphs the list joins on one line (クリスタル・ランサー, クリスタル・ツヴァイランサー)', () => {
    expect(dmKeywordsJa(['進化ー自分のリキッド・ピープル１体の上に置く。 W(ダブル)・ブレイカー(シールドを攻撃したとき、このクリーチャーはシールドを２枚ブレイクする。)']).keywords).toEqual(['進化', 'W・ブレイカー']);
    expect(dmKeywordsJa(['このクリーチャーはブロックされない。T・ブレイカー(このクリーチャーはシールドを３枚ブレイクする)']).keywords).toEqual(['T・ブレイカー']);
  });

  it('DM 110.1: what このクリーチャー gets is conditional, what others get is not its own, and a "次の能力を得る" paragraph conditions the next line only', () => {
    // クラウド・メイフライ (を得、), 紅神龍ジャガルザー (all your creatures).
    expect(dmKeywordsJa(['自分のマナゾーンのカードがすべて自然のカードであれば、このクリーチャーのパワーは+4000され、｢W・ブレイカー｣を得、パワー5000以下のクリーチャーにブロックされない。']).conditional).toEqual(['W・ブレイカー']);
    expect(dmKeywordsJa(['このクリーチャーがバトルゾーンにある間、バトルゾーンにある自分のクリーチャーはすべて「スピードアタッカー」を得る。'])).toEqual(none);
    // 覇竜凰ドルザバード: フォートE conditions the line after it; its last line's W・ブレイカー is printed.
    const dorzabird = dmKeywordsJa([
      'フォートE：ブレイブ・スピリット(このクリーチャーをバトルゾーンに出した時、ブレイブ・スピリットを自分のマナゾーンでタップしてこのクリーチャーを召喚していた場合、このクリーチャーは次の能力を得る。',
      'このターン、このクリーチャーがブレイクしたシールドの「S・トリガー」を相手は使えない。',
      'W・ブレイカー',
    ]);
    expect(dorzabird).toEqual({ keywords: ['フォートＥ', 'W・ブレイカー'], conditional: [], powerAttacker: null });
  });
});
