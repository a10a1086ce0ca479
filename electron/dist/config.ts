/**
 * The electron-builder configuration of the installable app. better-sqlite3 in node_modules stays built for Node
 * (tests, the CLI and the web bridge load it), so nothing is rebuilt while packing: the binary prepared for Electron
 * (electron/native/prepare.ts) comes in as a resource, outside the asar archive, where the main process loads it
 * (PACKAGED_BINDING). The app keeps its data in the user data folder, never beside the executable.
 */
import type { Configuration } from 'electron-builder';
import { PACKAGED_BINDING } from '../native/binding-path';

export const APP_ID = 'app.deckdojo.desktop';
export const PRODUCT_NAME = 'Deck Dojo';

/**
 * What the built main process loads from node_modules at run time (the renderer is one bundle): better-sqlite3's
 * JavaScript with the packages it requires, and valibot. better-sqlite3's prebuild-install only runs at install.
 */
export const RUNTIME_PACKAGES = ['better-sqlite3', 'bindings', 'file-uri-to-path', 'valibot'];

export interface BuilderInputs {
  /** better_sqlite3.node built for this Electron, platform and architecture. */
  bindingPath: string;
  electronVersion: string;
}

export function builderConfig({ bindingPath, electronVersion }: BuilderInputs): Configuration {
  return {
    appId: APP_ID,
    productName: PRODUCT_NAME,
    copyright: 'Copyright © 2026 Deck Dojo contributors',
    electronVersion,
    directories: { output: 'dist', buildResources: 'electron/resources' },
    // The electron-vite build (main with its migrations and bundled card packs, preload, renderer) and the runtime packages.
    files: [
      'out/**/*',
      'package.json',
      '!node_modules/**/*',
      `node_modules/{${RUNTIME_PACKAGES.join(',')}}/**/*`,
      '!node_modules/better-sqlite3/{build,deps,src}/**/*',
    ],
    extraResources: [{ from: bindingPath, to: PACKAGED_BINDING }],
    asar: true,
    npmRebuild: false,
    nodeGypRebuild: false,
    artifactName: 'Deck-Dojo-${version}-${arch}.${ext}',
    linux: {
      target: ['AppImage', 'deb'],
      executableName: 'deck-dojo',
      category: 'Game',
      synopsis: 'Deck builder and playtest table for Japanese trading card games',
      maintainer: 'Deck Dojo contributors',
      icon: 'electron/resources/icon.png',
    },
    win: { target: 'nsis', icon: 'electron/resources/icon.png' },
    nsis: { oneClick: false, perMachine: false, allowToChangeInstallationDirectory: true, deleteAppDataOnUninstall: false },
    mac: { target: 'dmg', category: 'public.app-category.card-games', icon: 'electron/resources/icon.png' },
  };
}
