/**
 * A restore reloads every window (App.svelte, on `data.restored`). The window that asked for it says afterwards what
 * happened; the event may arrive before the call's own answer, so the message is kept from the event, across the reload.
 */
import type { RestoreResult } from '../../api/contract';
import { t } from '../i18n/index.svelte';

const RESTORING = 'deckdojo.restoring';
const NOTICE = 'deckdojo.restoredNotice';

/** This window asks for a restore now. */
export function markRestoring(): void {
  sessionStorage.setItem(RESTORING, '1');
}

/** The restore it asked for was refused: nothing to say after a reload. */
export function clearRestoring(): void {
  sessionStorage.removeItem(RESTORING);
}

/** On `data.restored`: keeps the message if this window asked, then reloads. */
export function onDataRestored(result: RestoreResult, reload: () => void): void {
  if (sessionStorage.getItem(RESTORING)) {
    sessionStorage.removeItem(RESTORING);
    sessionStorage.setItem(NOTICE, t('yourData.restored', { name: result.saved.name }));
  }
  reload();
}

/** The message kept across the reload, once. */
export function takeRestoredNotice(): string | null {
  const notice = sessionStorage.getItem(NOTICE);
  sessionStorage.removeItem(NOTICE);
  return notice;
}
