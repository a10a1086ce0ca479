/**
 * Links to the web: the app's windows never show another site (./security.ts); an http(s) link opens in the
 * player's browser, and only after they have seen its address and said yes.
 */
import type { MessageBoxOptions } from 'electron';
import type { Locale } from '../../api/contract';

/** The address to hand to the browser: http(s) only, normalized, or null when the link is not one to open. */
export function externalUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // `https://trusted.example@evil.example/` reads as one host and goes to another.
  if (url.username !== '' || url.password !== '') return null;
  return url.href;
}

export interface ExternalLinkHost {
  /** Shows the player the address; resolves whether they chose to open it. */
  confirm(url: string): Promise<boolean>;
  /** Opens it in the player's browser (Electron's shell.openExternal). */
  open(url: string): Promise<void>;
}

/** Opens an http(s) link in the browser once the player has confirmed it; resolves whether it was opened. */
export async function openExternalLink(link: string, { confirm, open }: ExternalLinkHost): Promise<boolean> {
  const url = externalUrl(link);
  if (url === null || !(await confirm(url))) return false;
  await open(url);
  return true;
}

const LINK_DIALOG_TEXTS: Record<Locale, { message: string; open: string; cancel: string }> = {
  ja: { message: 'このアドレスをブラウザーで開きますか？', open: 'ブラウザーで開く', cancel: 'キャンセル' },
  en: { message: 'Open this address in your browser?', open: 'Open in Browser', cancel: 'Cancel' },
};

/** The button of the dialog below that opens the link. */
export const LINK_DIALOG_OPEN = 0;

/** The confirmation dialog for `url` (already normalized: an international host shows as xn--, as it really is). */
export function linkDialogOptions(url: string, locale: Locale): MessageBoxOptions {
  const text = LINK_DIALOG_TEXTS[locale];
  // Enter and Escape both cancel: opening takes a deliberate click.
  return { type: 'question', message: text.message, detail: url, buttons: [text.open, text.cancel], defaultId: 1, cancelId: 1, noLink: true };
}

/** The app's language: the player's setting, else the system's first language (as the renderer picks it). */
export function dialogLocale(setting: Locale | null, systemLanguages: readonly string[]): Locale {
  return setting ?? (systemLanguages[0]?.toLowerCase().startsWith('ja') ? 'ja' : 'en');
}
