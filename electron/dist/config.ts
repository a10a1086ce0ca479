/**
 * The electron-builder configuration of the installable app. Nothing native is rebuilt while packing: better-sqlite3
 * 13 ships a prebuilt Node-API binary per platform (db/sqlite.ts), which goes in unpacked from the asar archive (the OS
 * loads it from a file). The app keeps its data in the user data folder, never beside the executable
 * (electron/main/index.ts).
 */
import type { Configuration } from 'electron-builder';
import { SQLITE_NAPI_PACKAGE } from '../../db/sqlite-package';

/**
 * What the built main process loads from node_modules at run time (the renderer is one bundle): valibot, and the
 * better-sqlite3 Electron loads (its JavaScript, and the binary for the target platform only).
 */
const RUNTIME_PACKAGES = [SQLITE_NAPI_PACKAGE, 'valibot'];

export const BUILDER_CONFIG: Configuration = {
  appId: 'app.deckdojo.desktop',
  productName: 'Deck Dojo',
  copyright: 'Copyright © 2026 Deck Dojo contributors',
  directories: { output: 'dist', buildResources: 'electron/resources' },
  // The electron-vite build (main with its migrations and bundled card packs, preload, renderer) and the runtime packages.
  files: [
    'out/**/*',
    'package.json',
    '!node_modules/**/*',
    `node_modules/{${RUNTIME_PACKAGES.join(',')}}/**/*`,
    `!node_modules/${SQLITE_NAPI_PACKAGE}/{src,deps,binding.gyp}{,/**/*}`,
    `!node_modules/${SQLITE_NAPI_PACKAGE}/prebuilds/**/*`,
    `node_modules/${SQLITE_NAPI_PACKAGE}/prebuilds/\${platform}-\${arch}.node`,
  ],
  asarUnpack: [`node_modules/${SQLITE_NAPI_PACKAGE}/prebuilds/*.node`],
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
