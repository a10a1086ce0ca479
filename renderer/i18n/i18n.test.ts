import { afterEach, describe, expect, it } from 'vitest';
import { en } from './en';
import { locale, pick, pickOther, setLocale, systemLocale, t } from './index.svelte';
import { ja } from './ja';

function leaves(value: object, prefix = ''): [string, string][] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [[prefix + key, child] as [string, string]] : leaves(child as object, `${prefix}${key}.`),
  );
}

afterEach(() => setLocale('ja'));

describe('interface texts', () => {
  it('have the same keys in Japanese and English, none empty', () => {
    expect(leaves(ja).map(([key]) => key)).toEqual(leaves(en).map(([key]) => key));
    for (const [key, text] of [...leaves(ja), ...leaves(en)]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const english = new Map(leaves(en));
    for (const [key, text] of leaves(ja)) expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
  });

  it('are written in Japanese where the Japanese side differs from English', () => {
    // Kana, kanji, or full-width forms (a label in full-width parentheses is Japanese typography).
    const japanese = /[\u3040-\u30ff\u4e00-\u9fff\uff01-\uff60]/;
    const same = leaves(ja).filter(([key, text]) => !japanese.test(text) && text !== new Map(leaves(en)).get(key));
    expect(same).toEqual([]);
  });
});

describe('t', () => {
  it('follows the current language and fills placeholders and plurals', () => {
    setLocale('ja');
    expect(t('nav.cards')).toBe('カード');
    expect(t('playtest.lead', { game: 'デュエル・マスターズ' })).toBe('デッキからデュエル・マスターズの卓を開くか、続きから再開します。');
    setLocale('en');
    expect(locale()).toBe('en');
    expect(t('nav.cards')).toBe('Cards');
    expect(t('game.sectionCount', { count: 1 })).toBe('1 deck section');
    expect(t('game.sectionCount', { count: 3 })).toBe('3 deck sections');
    expect(document.documentElement.lang).toBe('en');
  });

  it('picks the side of a two-language text that matches the interface', () => {
    const name = { ja: 'デュエル・マスターズ', en: 'Duel Masters' };
    setLocale('ja');
    expect([pick(name), pickOther(name)]).toEqual(['デュエル・マスターズ', 'Duel Masters']);
    setLocale('en');
    expect([pick(name), pickOther(name)]).toEqual(['Duel Masters', 'デュエル・マスターズ']);
  });
});

describe('systemLocale', () => {
  it('starts in Japanese on a Japanese system and in English otherwise', () => {
    expect(systemLocale(['ja-JP', 'en-US'])).toBe('ja');
    expect(systemLocale(['ja'])).toBe('ja');
    expect(systemLocale(['en-US', 'ja-JP'])).toBe('en');
    expect(systemLocale(['fr-FR'])).toBe('en');
    expect(systemLocale([])).toBe('en');
  });
});
