import { cpSync } from 'node:fs';
import { resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

const root = import.meta.dirname;

/**
 * The database reads its numbered SQL migrations and its bundled card packs from folders beside the modules
 * that load them (db/migrations/ and db/packs/ from source; out/main/migrations/ and out/main/packs/ from the
 * bundled main process, whose chunks all sit in out/main/).
 */
function copyDatabaseFiles(): Plugin {
  const copy = (from: string, to: string, keep: (file: string) => boolean) =>
    cpSync(resolve(root, from), resolve(root, to), { recursive: true, filter: (path) => !path.includes('.') || keep(path) });
  return {
    name: 'deck-dojo:copy-database-files',
    apply: 'build',
    closeBundle() {
      copy('db/migrations', 'out/main/migrations', (path) => path.endsWith('.sql'));
      copy('db/packs', 'out/main/packs', (path) => /(manifest\.json|\.json\.gz|sample-\w+\.json)$/.test(path));
    },
  };
}

export default defineConfig({
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      // The workers are entries of their own: api/services/workers.ts starts them from beside the main bundle.
      lib: {
        entry: {
          index: resolve(root, 'electron/main/index.ts'),
          'import-worker': resolve(root, 'api/services/import-worker.ts'),
          'read-worker': resolve(root, 'api/services/read-worker.ts'),
          'simulate-worker': resolve(root, 'api/services/simulate-worker.ts'),
        },
      },
      // Shared chunks beside the entries, so import.meta.url-relative folders resolve the same from any chunk.
      rolldownOptions: { output: { chunkFileNames: '[name]-[hash].js' } },
    },
    plugins: [copyDatabaseFiles()],
  },
  preload: {
    build: {
      outDir: resolve(root, 'out/preload'),
      // A sandboxed preload cannot load ES modules or other files: one CommonJS bundle.
      lib: { entry: resolve(root, 'electron/preload/index.ts'), formats: ['cjs'] },
      rolldownOptions: { output: { entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    plugins: [svelte({ configFile: false })],
    build: {
      outDir: resolve(root, 'out/renderer'),
      rolldownOptions: { input: resolve(root, 'renderer/index.html') },
    },
  },
});
