import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBackend, type TestBackend } from '../../test/helpers/backend';
import { useTempDir } from '../../test/helpers/temp';
import { followTheme } from './theme';

const tempDir = useTempDir();
let test: TestBackend | undefined;
afterEach(() => test?.db.close());

describe('followTheme', () => {
  it('gives the native frame, menus and dialogs the theme saved in Settings, and each change to it, until stopped', async () => {
    test = makeBackend(tempDir());
    const { backend } = test;
    await backend.invoke('settings.update', { theme: 'dark' });
    const nativeTheme = { themeSource: 'system' as 'system' | 'light' | 'dark' };
    const stop = followTheme(backend, nativeTheme);
    await vi.waitFor(() => expect(nativeTheme.themeSource).toBe('dark'));
    await backend.invoke('settings.update', { theme: 'light' });
    expect(nativeTheme.themeSource).toBe('light');
    await backend.invoke('settings.update', { theme: 'system' });
    expect(nativeTheme.themeSource).toBe('system');
    stop();
    await backend.invoke('settings.update', { theme: 'dark' });
    expect(nativeTheme.themeSource).toBe('system');
  });
});
