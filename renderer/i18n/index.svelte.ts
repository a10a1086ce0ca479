import i18next from 'i18next';
import type { Locale } from '../../api/contract';
import { en, type Messages } from './en';
import { ja } from './ja';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** `game.sectionCount_one` and `_other` are one key to callers; i18next picks the plural form from `count`. */
type WithoutPluralSuffix<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
export type MessageKey = WithoutPluralSuffix<Leaves<Messages>>;

export const LOCALES: readonly Locale[] = ['ja', 'en'];
/** Each language's name as its own speakers write it, for the switch. */
export const LOCALE_NAMES: Record<Locale, string> = { ja: '日本語', en: 'English' };

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'ja',
  fallbackLng: 'en',
  resources: { ja: { translation: ja }, en: { translation: en } },
  interpolation: { escapeValue: false }, // Svelte escapes what it renders.
  initAsync: false,
});

let current = $state<Locale>('ja');

/** The language to start in when the player has not chosen one: Japanese on a Japanese system. */
export function systemLocale(languages: readonly string[]): Locale {
  return languages[0]?.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

export function locale(): Locale {
  return current;
}

export function setLocale(next: Locale): void {
  current = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}

/** Translates a key; reading the current locale makes every caller re-render when it changes. */
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  return i18n.t(key, { ...values, lng: current });
}

/** The side of a two-language text that matches the interface language. */
export function pick(text: { ja: string; en: string }): string {
  return text[current];
}

/** A problem the backend reports (an ErrorIssue): its text in the interface language where it has both, else its message. */
export function pickIssue(issue: { message: string; text?: { ja: string; en: string } | null }): string {
  return issue.text ? pick(issue.text) : issue.message;
}

/** The other side, shown beside it where both help (game and section names). */
export function pickOther(text: { ja: string; en: string }): string {
  return text[current === 'ja' ? 'en' : 'ja'];
}

/** A moment as the interface language writes it: date and time, to the minute. */
export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat(current === 'ja' ? 'ja-JP' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(iso));
}
