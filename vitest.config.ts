import { svelte } from '@sveltejs/vite-plugin-svelte';
import { configDefaults, defineConfig } from 'vitest/config';

// The reference tests read the full third-party data and the official rules outside the repository; only the
// reference project runs them (`npm run test:reference`), so the other projects need nothing beside the clone.
const REFERENCE_TESTS = '**/*.reference.test.ts';
const exclude = [...configDefaults.exclude, REFERENCE_TESTS];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          include: [
            '{engine,db,api,electron,tools}/**/*.test.ts',
            'test/integration/**/*.test.ts',
            'test/contract/**/*.test.ts',
          ],
          exclude,
        },
      },
      {
        plugins: [svelte({ configFile: false })],
        resolve: { conditions: ['browser'] },
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          include: ['renderer/**/*.test.ts'],
          exclude,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          exclude,
          globalSetup: ['test/global-setup.ts', 'test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One Chromium at a time on a two-core machine.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'reference',
          environment: 'node',
          include: [REFERENCE_TESTS],
          // The folder is checked first: without it the run stops in one line, before the packed database is built.
          globalSetup: ['test/reference-setup.ts', 'test/global-setup.ts'],
        },
      },
    ],
  },
});
