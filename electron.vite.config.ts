import { cpSync } from 'node:fs';
import { resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

const root = import.meta.dirname;

/**
 * The database reads its numbered SQL migrations from a `migrations/` folder beside the module that loads
 * them (db/migrations/ from source, out/main/migrations/ from the bundled main process).
 */
function copyMigrations(): Plugin {
  return {
    name: 'deck-dojo:copy-migrations',
    apply: 'build',
    closeBundle() {
      cpSync(resolve(root, 'db/migrations'), resolve(root, 'out/main/migrations'), {
        recursive: true,
        filter: (path) => !path.includes('.') || path.endsWith('.sql'),
      });
    },
  };
}

export default defineConfig({
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      lib: { entry: resolve(root, 'electron/main/index.ts') },
    },
    plugins: [copyMigrations()],
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
