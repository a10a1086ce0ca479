import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBackend, type TestBackend } from '../../test/helpers/backend';
import { inProcessBridge } from '../../test/helpers/bridge';
import { writeCardPngs } from '../../test/helpers/png';
import { useTempDir } from '../../test/helpers/temp';
import { CardImages, cardImageUrl } from './card-images.svelte';
import { createClient } from './client';

const tempDir = useTempDir();
let test: TestBackend | undefined;
afterEach(() => {
  test?.db.close();
  delete window.bridge;
});

/** A backend with the ACG sample cards and an image folder picturing acg-s001 (by key) and acg-s002 (by number). */
async function setup() {
  test = makeBackend(tempDir(), { packs: ['sample-acg.json'] });
  const folder = tempDir();
  writeCardPngs(folder, ['acg-s001.png', 'SMP-002.png']);
  await test.backend.invoke('settings.update', { imageFolders: { acg: folder } });
  const asked: string[][] = [];
  const bridge = inProcessBridge(test.backend);
  const client = createClient({
    ...bridge,
    invoke: (method, params) => {
      if (method === 'images.find') asked.push((params as { keys: string[] }).keys);
      return bridge.invoke(method, params);
    },
  });
  return { images: new CardImages(client), asked, backend: test.backend, folder };
}

describe('cardImageUrl', () => {
  it('names the web bridge’s route or the desktop app’s scheme, the key URL-encoded', () => {
    const key = '*/弐幻キューギョドリ/*';
    expect(cardImageUrl('dm', key, false)).toBe(`/images/dm/${encodeURIComponent(key)}`);
    expect(cardImageUrl('dm', key, true)).toBe('deckdojo-image://dm/*%2F%E5%BC%90%E5%B9%BB%E3%82%AD%E3%83%A5%E3%83%BC%E3%82%AE%E3%83%A7%E3%83%89%E3%83%AA%2F*');
    // The host is the one with the preload's bridge.
    expect(cardImageUrl('acg', 'acg-s001')).toBe('/images/acg/acg-s001');
    window.bridge = { invoke: async () => ({ ok: true, result: null }), onEvent: () => () => {} };
    expect(cardImageUrl('acg', 'acg-s001')).toBe('deckdojo-image://acg/acg-s001');
  });
});

describe('CardImages', () => {
  it('asks once for the cards not known yet and remembers the answer', async () => {
    const { images, asked } = await setup();
    expect(images.has('acg', 'acg-s001')).toBeUndefined();
    await Promise.all([images.want('acg', ['acg-s001', 'acg-s002', 'acg-s003']), images.want('acg', ['acg-s002', 'acg-s004'])]);
    expect(asked).toEqual([['acg-s001', 'acg-s002', 'acg-s003'], ['acg-s004']]);
    expect(['acg-s001', 'acg-s002', 'acg-s003', 'acg-s004'].map((key) => images.has('acg', key))).toEqual([true, true, false, false]);
    await images.want('acg', ['acg-s001', 'acg-s003']);
    expect(asked).toHaveLength(2);
    // The same key in another game is another card.
    expect(images.has('pmv', 'acg-s001')).toBeUndefined();
  });

  it('asks in batches of a thousand', async () => {
    const { images, asked } = await setup();
    await images.want('acg', Array.from({ length: 1500 }, (_, i) => `acg-s${String(i).padStart(3, '0')}`));
    expect(asked.map((keys) => keys.length)).toEqual([1000, 500]);
    expect(images.has('acg', 'acg-s001')).toBe(true);
    expect(images.has('acg', 'acg-s1499')).toBe(false);
  });

  it('draws a card whose picture would not load, and asks again after the settings change', async () => {
    const { images, asked, backend, folder } = await setup();
    await images.want('acg', ['acg-s001']);
    images.broken('acg', 'acg-s001');
    expect(images.has('acg', 'acg-s001')).toBe(false);
    writeCardPngs(folder, ['acg-s003.png']);
    await backend.invoke('settings.update', { downloadImages: false, imageFolders: { acg: folder } });
    await vi.waitFor(() => expect(images.has('acg', 'acg-s001')).toBeUndefined());
    await images.want('acg', ['acg-s001', 'acg-s003']);
    expect(asked).toEqual([['acg-s001'], ['acg-s001', 'acg-s003']]);
    expect([images.has('acg', 'acg-s001'), images.has('acg', 'acg-s003')]).toEqual([true, true]);
    images.dispose();
    await backend.invoke('settings.update', { imageFolders: { acg: null } });
    expect(images.has('acg', 'acg-s001')).toBe(true);
  });
});
