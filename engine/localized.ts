/** A text in both languages the app ships in. */
export interface Localized {
  ja: string;
  en: string;
}
