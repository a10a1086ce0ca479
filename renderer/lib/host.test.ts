import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, decodeText, openTextFile, readClipboardText, readFileAsBase64, saveTextFile, UnreadableTextError } from './host';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

const LINE = '4 ボルシャック・ドラゴン\r\n';
const utf8 = (text: string) => new TextEncoder().encode(text);
const utf16 = (text: string) => new Uint8Array([0xff, 0xfe, ...new Uint8Array(Uint16Array.from(text, (c) => c.charCodeAt(0)).buffer)]);
// "4 ボルシャック・ドラゴン\r\n" in Shift_JIS.
const SJIS = new Uint8Array([52, 32, 131, 123, 131, 139, 131, 86, 131, 131, 131, 98, 131, 78, 129, 69, 131, 104, 131, 137, 131, 83, 131, 147, 13, 10]);

/** Stands in for the player at the file dialog: picks `file`, or cancels when it is null. */
function choose(file: File | null) {
  const seen: HTMLInputElement[] = [];
  vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
    seen.push(this);
    expect(this.isConnected).toBe(true);
    if (file) {
      Object.defineProperty(this, 'files', { value: [file], configurable: true });
      this.dispatchEvent(new Event('change'));
    } else {
      this.dispatchEvent(new Event('cancel'));
    }
  });
  return seen;
}

describe('decodeText', () => {
  it('reads UTF-8 with and without BOM, UTF-16 LE with BOM, and Shift_JIS, as the backend does', () => {
    expect(decodeText(utf8(LINE))).toEqual({ text: LINE, encoding: 'utf-8' });
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(LINE)]))).toEqual({ text: LINE, encoding: 'utf-8-bom' });
    expect(decodeText(utf16(LINE))).toEqual({ text: LINE, encoding: 'utf-16le' });
    expect(decodeText(SJIS)).toEqual({ text: LINE, encoding: 'shift_jis' });
    expect(decodeText(new Uint8Array())).toEqual({ text: '', encoding: 'utf-8' });
  });

  it('refuses bytes that are none of them, naming the first bad byte', () => {
    const bad = new Uint8Array([0x41, 0x42, 0xff, 0x43]);
    expect(() => decodeText(bad, 'deck.txt')).toThrow(new UnreadableTextError('deck.txt', 2));
    expect(() => decodeText(bad, 'deck.txt')).toThrow('deck.txt is neither UTF-8 nor Shift_JIS text (byte 2 is not valid UTF-8)');
    expect(() => decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0xc3]), 'a.csv')).toThrow(/byte order mark/);
  });
});

describe('openTextFile', () => {
  it('asks for a file with a hidden input and gives back its name and decoded text', async () => {
    const inputs = choose(new File([SJIS], 'デッキ.txt'));
    await expect(openTextFile({ accept: '.txt,.dek' })).resolves.toEqual({ name: 'デッキ.txt', text: LINE, encoding: 'shift_jis' });
    expect(inputs[0]!.type).toBe('file');
    expect(inputs[0]!.accept).toBe('.txt,.dek');
    expect(inputs[0]!.hidden).toBe(true);
    expect(document.querySelector('input')).toBeNull();
  });

  it('gives null when the dialog is cancelled or nothing was chosen', async () => {
    choose(null);
    await expect(openTextFile()).resolves.toBeNull();
    expect(document.querySelector('input')).toBeNull();
  });

  it('rejects a file that is not text it can read', async () => {
    choose(new File([new Uint8Array([0x80, 0xff])], 'cards.bin'));
    await expect(openTextFile()).rejects.toBeInstanceOf(UnreadableTextError);
  });
});

describe('saveTextFile', () => {
  it('downloads the text as a UTF-8 file with the given name', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:deck';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string; connected: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, connected: this.isConnected });
    });
    vi.useFakeTimers();
    try {
      saveTextFile('赤単速攻.txt', LINE, 'text/plain');
      saveTextFile('deck.json', '{}', 'application/json');
      expect(clicked).toEqual([
        { href: 'blob:deck', download: '赤単速攻.txt', connected: true },
        { href: 'blob:deck', download: 'deck.json', connected: true },
      ]);
      expect(blobs.map((blob) => blob.type)).toEqual(['text/plain;charset=utf-8', 'application/json;charset=utf-8']);
      expect(await blobs[0]!.text()).toBe(LINE);
      expect(document.querySelector('a')).toBeNull();
      expect(revoke).not.toHaveBeenCalled();
      vi.advanceTimersByTime(60_000);
      expect(revoke).toHaveBeenCalledWith('blob:deck');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('clipboard', () => {
  it('copies through the Clipboard API', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await expect(copyText('4 Snatch (red)')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('4 Snatch (red)');
  });

  it('falls back to the copy command when the Clipboard API is refused, and gives the focus back', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    let copied: string | undefined;
    document.execCommand = vi.fn((command: string) => {
      copied = command === 'copy' ? (document.activeElement as HTMLTextAreaElement).value : undefined;
      return true;
    });
    try {
      await expect(copyText(LINE)).resolves.toBe(true);
      expect(copied).toBe(LINE);
      expect(document.querySelector('textarea')).toBeNull();
      expect(document.activeElement).toBe(button);
      (document.execCommand as ReturnType<typeof vi.fn>).mockReturnValue(false);
      await expect(copyText(LINE)).resolves.toBe(false);
    } finally {
      delete (document as { execCommand?: unknown }).execCommand;
    }
  });

  it('reads the clipboard text, or null when it may not', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { readText: () => Promise.resolve('3 Snatch (red)') } });
    await expect(readClipboardText()).resolves.toBe('3 Snatch (red)');
    vi.stubGlobal('navigator', { ...navigator, clipboard: { readText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
    await expect(readClipboardText()).resolves.toBeNull();
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    await expect(readClipboardText()).resolves.toBeNull();
  });
});

describe('readFileAsBase64', () => {
  it('still gives a file’s bytes as base64 (card data imports)', async () => {
    await expect(readFileAsBase64(new File([utf8('ab')], 'a.csv'))).resolves.toBe('YWI=');
  });
});
