/**
 * Component tests over a real backend (./backend.ts): `open` makes one in a fresh folder; after each test the
 * rendered components are cleaned up and its database is closed.
 */
import { cleanup } from '@testing-library/svelte';
import { afterEach } from 'vitest';
import { makeBackend, type TestBackend } from './backend';
import { useTempDir } from './temp';

export function useRenderedBackend(): { tempDir: () => string; open: (options?: Parameters<typeof makeBackend>[1]) => TestBackend } {
  const tempDir = useTempDir();
  let current: TestBackend | undefined;
  afterEach(() => {
    cleanup();
    current?.db.close();
    current = undefined;
  });
  return { tempDir, open: (options) => (current = makeBackend(tempDir(), options)) };
}
