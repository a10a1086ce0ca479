import { describe, expect, it, vi } from 'vitest';
import { dialogLocale, externalUrl, LINK_DIALOG_OPEN, linkDialogOptions, openExternalLink } from './links';

function host(answer: boolean) {
  return { confirm: vi.fn(async (_url: string) => answer), open: vi.fn(async (_url: string) => {}) };
}

describe('openExternalLink', () => {
  it('opens an http(s) link only after the player confirmed the address shown', async () => {
    const yes = host(true);
    expect(await openExternalLink('https://www.takaratomy.co.jp/products/dm/', yes)).toBe(true);
    expect(yes.confirm).toHaveBeenCalledWith('https://www.takaratomy.co.jp/products/dm/');
    expect(yes.open).toHaveBeenCalledWith('https://www.takaratomy.co.jp/products/dm/');
    expect(yes.confirm.mock.invocationCallOrder[0]!).toBeLessThan(yes.open.mock.invocationCallOrder[0]!);

    const no = host(false);
    expect(await openExternalLink('http://example.com/deck?id=1', no)).toBe(false);
    expect(no.confirm).toHaveBeenCalledWith('http://example.com/deck?id=1');
    expect(no.open).not.toHaveBeenCalled();
  });

  it('shows and opens the address as it really is: normalized, an international host in its xn-- form', async () => {
    const yes = host(true);
    await openExternalLink('HTTPS://Example.COM:443/a/../b', yes);
    // Cyrillic "а" in place of the Latin one.
    await openExternalLink('https://exаmple.com/', yes);
    expect(yes.open.mock.calls).toEqual([['https://example.com/b'], ['https://xn--exmple-4nf.com/']]);
  });

  it('neither asks nor opens anything that is not an http(s) address', async () => {
    for (const link of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'smb://server/share',
      'ms-settings:privacy',
      'deckdojo-image://dm/x',
      'https://trusted.example@evil.example/',
      'https://user:secret@example.com/',
      'not a url',
      '',
    ]) {
      const yes = host(true);
      expect(await openExternalLink(link, yes), link).toBe(false);
      expect(yes.confirm, link).not.toHaveBeenCalled();
      expect(yes.open, link).not.toHaveBeenCalled();
      expect(externalUrl(link), link).toBeNull();
    }
  });
});

describe('the confirmation dialog', () => {
  it('shows the address, in the app language, with cancel as the default and the escape answer', () => {
    const ja = linkDialogOptions('https://example.com/', 'ja');
    expect(ja).toEqual({
      type: 'question',
      message: 'このアドレスをブラウザーで開きますか？',
      detail: 'https://example.com/',
      buttons: ['ブラウザーで開く', 'キャンセル'],
      defaultId: 1,
      cancelId: 1,
      noLink: true,
    });
    const en = linkDialogOptions('https://example.com/', 'en');
    expect([en.message, en.buttons, en.detail]).toEqual(['Open this address in your browser?', ['Open in Browser', 'Cancel'], 'https://example.com/']);
    expect(en.buttons![LINK_DIALOG_OPEN]).toBe('Open in Browser');
    expect(LINK_DIALOG_OPEN).not.toBe(en.cancelId);
  });

  it('follows the language setting, else the system language, as the renderer does', () => {
    expect(dialogLocale('en', ['ja-JP'])).toBe('en');
    expect(dialogLocale('ja', ['en-US'])).toBe('ja');
    expect(dialogLocale(null, ['ja-JP', 'en-US'])).toBe('ja');
    expect(dialogLocale(null, ['en-US', 'ja-JP'])).toBe('en');
    expect(dialogLocale(null, [])).toBe('en');
  });
});
