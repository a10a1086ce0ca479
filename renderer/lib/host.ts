/**
 * What the renderer asks of its host beyond the API (docs/architecture.md §2): opening and saving text files, the clipboard,
 * and (desktop app only) choosing a folder. Both hosts (Electron and the browser through the web bridge) run the same code: a hidden file
 * input to open, a download to save — Electron shows its save dialog for a download (its default when no
 * `will-download` handler sets a path), a browser saves as it is set to — and the async Clipboard API with
 * the older copy command as a fallback.
 */
import type { DesktopHost } from '../../api/contract';
import { scanUtf8, type TextEncoding } from '../../engine/utf8';

export interface TextFile {
  name: string;
  text: string;
  /** How the bytes were read. */
  encoding: TextEncoding;
}

/** A file that is neither UTF-8 (with or without BOM), UTF-16 LE with BOM, nor Shift_JIS. */
export class UnreadableTextError extends Error {
  constructor(
    readonly fileName: string,
    /** Byte offset of the first byte that is not UTF-8, or null when a BOM promised what the bytes are not. */
    readonly offset: number | null,
  ) {
    super(
      offset === null
        ? `${fileName} starts with a byte order mark but its text does not match it`
        : `${fileName} is neither UTF-8 nor Shift_JIS text (byte ${offset} is not valid UTF-8)`,
    );
    this.name = 'UnreadableTextError';
  }
}

/**
 * Decodes a text file the way the backend reads card files and decklists: UTF-8 with or without BOM, UTF-16 LE
 * with BOM (Excel's "Unicode text"), else Shift_JIS (Excel's Japanese CSV). Throws UnreadableTextError otherwise.
 */
export function decodeText(bytes: Uint8Array, fileName = 'The file'): { text: string; encoding: TextEncoding } {
  const strict = (label: string, data: Uint8Array) => new TextDecoder(label, { fatal: true }).decode(data);
  try {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: strict('utf-8', bytes.subarray(3)), encoding: 'utf-8-bom' };
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: strict('utf-16le', bytes.subarray(2)), encoding: 'utf-16le' };
  } catch {
    throw new UnreadableTextError(fileName, null);
  }
  try {
    return { text: strict('utf-8', bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: Shift_JIS, or nothing we read.
  }
  try {
    return { text: strict('shift_jis', bytes), encoding: 'shift_jis' };
  } catch {
    throw new UnreadableTextError(fileName, scanUtf8(bytes, true).invalid);
  }
}

/** Reads a chosen file's bytes (works in happy-dom and browsers alike). */
function readBytes(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('cannot read the file'));
    reader.readAsArrayBuffer(file);
  });
}

/** Reads a chosen file as text, decoded like `decodeText`. */
export async function readTextFile(file: File): Promise<TextFile> {
  return { name: file.name, ...decodeText(await readBytes(file), file.name) };
}

/**
 * Asks the player for a text file. Resolves with its name and text, or null when the dialog is cancelled;
 * rejects with UnreadableTextError when the file is not text we can read. Call it from a click or key handler:
 * browsers open file dialogs only in answer to the player.
 */
export async function openTextFile(options: { accept?: string } = {}): Promise<TextFile | null> {
  const file = await pickFile(options.accept);
  return file ? readTextFile(file) : null;
}

/**
 * The page's own file dialog (a hidden file input): the chosen file, or null when it was cancelled. Its button is the
 * caller's own, in the interface's language; a visible file input would show the browser's.
 */
export function pickFile(accept?: string): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    if (accept) input.accept = accept;
    input.hidden = true;
    input.tabIndex = -1;
    const done = (file: File | null) => {
      input.remove();
      resolve(file);
    };
    input.addEventListener('change', () => done(input.files?.[0] ?? null), { once: true });
    // Chromium (and so Electron) reports a closed dialog with `cancel`.
    input.addEventListener('cancel', () => done(null), { once: true });
    document.body.append(input);
    input.click();
  });
}

/** What the web bridge's upload answers (api/hosts/http/uploads.ts). */
type UploadAnswer = { ok: true; result: { path: string } } | { ok: false; error: { message: string } };

/**
 * A database file to restore from, as a path the backend accepts for `backups.restoreFile`: the desktop app's open
 * dialog (its main process approves the path it answers), or in a browser the chosen file sent to the web bridge,
 * which keeps it and answers its path there. Null when the player cancelled. `onupload` is told when sending starts.
 */
export async function chooseRestoreFile(title: string, onupload: () => void = () => {}): Promise<{ path: string; name: string } | null> {
  const desktop = window.desktop;
  if (desktop) {
    const path = await desktop.chooseDatabaseFile(title);
    return path ? { path, name: path.split(/[\\/]/).pop() ?? path } : null;
  }
  const file = await pickFile('.db,.sqlite,.sqlite3,application/vnd.sqlite3,application/x-sqlite3');
  if (!file) return null;
  onupload();
  const response = await fetch('api/upload', {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
    body: file,
  });
  const answer = (await response.json()) as UploadAnswer;
  if (!answer.ok) throw new Error(answer.error.message);
  return { path: answer.result.path, name: file.name };
}

/**
 * Saves text as a file: a download named `fileName`. Electron asks where to save it (its save dialog); a
 * browser saves to its downloads folder or asks, as the player has set it. The text is written as UTF-8.
 */
export function saveTextFile(fileName: string, text: string, mime = 'text/plain'): void {
  const type = /charset=/i.test(mime) || !/^text\/|json|xml|csv/.test(mime) ? mime : `${mime};charset=utf-8`;
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download holds on to the data once it has started; let the URL go a while later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Copies text to the clipboard; resolves whether it worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied (no permission, the window is not focused): try the older way.
  }
  return copyWithTextarea(text);
}

/** The copy command on a hidden text area, for hosts without the Clipboard API or its permission. */
function copyWithTextarea(text: string): boolean {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const selection = document.getSelection();
  const ranges = selection ? Array.from({ length: selection.rangeCount }, (_, i) => selection.getRangeAt(i)) : [];
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  Object.assign(area.style, { position: 'fixed', top: '0', left: '0', width: '1px', height: '1px', opacity: '0', pointerEvents: 'none' });
  document.body.append(area);
  area.focus({ preventScroll: true });
  area.select();
  let copied: boolean;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  previous?.focus();
  if (selection && ranges.length > 0) {
    selection.removeAllRanges();
    for (const range of ranges) selection.addRange(range);
  }
  return copied;
}

/** The clipboard's text, or null when there is none or the host does not let us read it. */
export async function readClipboardText(): Promise<string | null> {
  try {
    if (!navigator.clipboard?.readText) return null;
    return await navigator.clipboard.readText();
  } catch {
    return null;
  }
}

/** A chosen file's bytes as base64, for the API's `{ name, base64 }` import form (works in both hosts). */
export function readFileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error(`cannot read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

/** The host's file and clipboard abilities as one object, for components that take them as a prop in tests. */
export interface HostFiles {
  openTextFile: typeof openTextFile;
  saveTextFile: typeof saveTextFile;
  copyText: typeof copyText;
  readClipboardText: typeof readClipboardText;
}

export const host: HostFiles = { openTextFile, saveTextFile, copyText, readClipboardText };

declare global {
  interface Window {
    /** Present only inside the desktop app (electron/preload). */
    desktop?: DesktopHost;
  }
}

/**
 * The desktop app's native folder dialog, or null in a browser: a page is never told a folder's path, so there the
 * player types it. Resolves with the chosen path, or null when the dialog is cancelled.
 */
export function folderChooser(): DesktopHost['chooseFolder'] | null {
  const desktop = window.desktop;
  return desktop ? (title) => desktop.chooseFolder(title) : null;
}
