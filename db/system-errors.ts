/**
 * What the system said went wrong with a file, for the player: SQLite's and Node's codes in both languages, the
 * system's own (English) words kept in the English and for the log.
 */
import type { Localized } from '../engine/localized';

/** A full disk, as SQLite or Node reports it, or as the cause of an error that wraps it. */
export function isDiskFull(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: unknown };
  return code === 'SQLITE_FULL' || code === 'ENOSPC' || (cause !== undefined && isDiskFull(cause));
}

/** Japanese for the codes a player can act on; another failure is named by the system's words. */
const SAID: Partial<Record<string, string>> = {
  ENOENT: 'ファイルがありません',
  EISDIR: 'フォルダーです',
  EACCES: 'アクセスが許可されていません',
  EPERM: 'アクセスが許可されていません',
  EBUSY: 'ほかのプログラムが使っています',
  EROFS: '読み取り専用の場所です',
};

/** What failed, and the system's reason after it: `the backup failed: ENOSPC…`, 「バックアップできませんでした（ディスクがいっぱいです）」. */
export function failedBecause(error: unknown, en: string, ja: string): Localized {
  const why = systemReason(error);
  return { en: `${en}: ${why.en}`, ja: `${ja}（${why.ja}）` };
}

export function systemReason(error: unknown): Localized {
  const { message, code } = error as { message: string; code?: string };
  if (isDiskFull(error)) return { en: `the disk is full (${message})`, ja: 'ディスクがいっぱいです' };
  const said = code === undefined ? undefined : SAID[code];
  return { en: message, ja: said ?? `システムのエラーです（${message}）` };
}
