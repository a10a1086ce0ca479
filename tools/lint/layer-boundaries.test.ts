import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { layerBoundaries } from './layer-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } });
const root = process.cwd();
const file = (path: string) => join(root, path);
const error = (message: RegExp) => ({ message: new RegExp(message.source) });
/** The reference folder's path, spelled so that this file does not name it. */
const SHARED = ['..', 'shared'].join('/');
const reference = error(/only the reference tests \(\*\.reference\.test\.ts\) and the reference tools may reach the reference folder/);

tester.run('layer-boundaries', layerBoundaries, {
  valid: [
    { filename: file('engine/games/dm/index.ts'), code: `import type { GameDefinition } from '../types';` },
    { filename: file('db/open.ts'), code: `import type { GameId } from '../engine/games/id'; import Database from 'better-sqlite3';` },
    { filename: file('api/backend.ts'), code: `import { openDatabase } from '../db/open'; import { games } from '../engine/games/registry';` },
    // The engine is pure, so db reads the games' declarations (search fields, import columns) as values.
    { filename: file('db/search/fields.ts'), code: `import { games } from '../../engine/games/registry';` },
    { filename: file('renderer/lib/client.ts'), code: `import type { Response } from '../../api/contract';` },
    { filename: file('renderer/lib/host.ts'), code: `import { scanUtf8 } from '../../engine/utf8';` },
    { filename: file('db/importers/decode.ts'), code: `import { scanUtf8 } from '../../engine/utf8';` },
    { filename: file('renderer/App.svelte.ts'), code: `import type { GameId } from '../engine/games/id'; import i18next from 'i18next';` },
    { filename: file('electron/main/index.ts'), code: `import { app } from 'electron'; import { createBackend } from '../../api/backend';` },
    { filename: file('electron/preload/index.ts'), code: `import { contextBridge } from 'electron';` },
    { filename: file('test/contract/contract.test.ts'), code: `import { createBridge } from '../../electron/preload/bridge';` },
    { filename: file('db/open.test.ts'), code: `import { useTempDir } from '../test/helpers/temp';` },
    { filename: file('db/search/search.test.ts'), code: `import { findGame } from '../../engine/games/registry';` },
    { filename: file('engine/deck/formats/samples.cases.ts'), code: `import sampleAcg from '../../../db/packs/sample-acg.deck.json';` },
    { filename: file('db/importers/fab.reference.test.ts'), code: `import { REFERENCE_DATA } from '../../test/helpers/reference';` },
    { filename: file('engine/games/zones.reference.test.ts'), code: `const digest = new URL('../../${SHARED}/rules/dm.md', import.meta.url);` },
    { filename: file('test/helpers/reference.ts'), code: `import { referenceDir } from '../../db/packs/reference';` },
    { filename: file('db/packs/build.ts'), code: `import { referenceDir } from './reference';` },
    { filename: file('test/fixtures/make.ts'), code: `import { REFERENCE_DATA } from '../helpers/reference';` },
    { filename: file('db/packs/reference.ts'), code: `import { join } from 'node:path'; const beside = join(root, '..', 'shared');` },
    { filename: file('engine/core/state.ts'), code: `const owned = (zone: { owner: string }) => zone.owner === 'shared';` },
  ],
  invalid: [
    { filename: file('engine/games/registry.ts'), code: `import { openDatabase } from '../../db/open';`, errors: [error(/the engine imports nothing outside engine/)] },
    { filename: file('engine/core/state.ts'), code: `import type { Response } from '../../api/contract';`, errors: [error(/the engine imports nothing outside engine/)] },
    { filename: file('engine/core/rng.ts'), code: `import { randomBytes } from 'node:crypto';`, errors: [error(/no built-in module node:crypto/)] },
    { filename: file('engine/core/io.ts'), code: `import fs from 'fs';`, errors: [error(/no built-in module fs/)] },
    { filename: file('engine/core/x.ts'), code: `const m = await import('../../renderer/App.svelte');`, errors: [error(/outside engine/)] },
    { filename: file('engine/core/x.ts'), code: `import { app } from 'electron';`, errors: [error(/only electron\/ may import the electron package/)] },
    { filename: file('db/open.ts'), code: `import { createBackend } from '../api/backend';`, errors: [error(/db\/ may import only db\/ and engine\//)] },
    { filename: file('api/backend.ts'), code: `import App from '../renderer/App.svelte';`, errors: [error(/api\/ may import only db\/ and engine\//)] },
    { filename: file('api/backend.ts'), code: `import { BrowserWindow } from 'electron';`, errors: [error(/only electron\/ may import/)] },
    { filename: file('renderer/lib/x.ts'), code: `import { createBackend } from '../../api/backend';`, errors: [error(/renderer\/ may import only api\/contract/)] },
    { filename: file('renderer/lib/x.ts'), code: `import { gamesHandlers } from '../../api/handlers/games';`, errors: [error(/renderer\/ may import only api\/contract/)] },
    { filename: file('renderer/lib/x.ts'), code: `import { openDatabase } from '../../db/open';`, errors: [error(/renderer\/ may import only api\/contract/)] },
    { filename: file('renderer/lib/x.ts'), code: `import { INVOKE_CHANNEL } from '../../electron/channels';`, errors: [error(/renderer\/ may import only api\/contract/)] },
    { filename: file('renderer/lib/x.ts'), code: `import { games } from '../../engine/games/registry';`, errors: [error(/engine types/)] },
    { filename: file('renderer/lib/x.ts'), code: `import { localized } from '../../engine/localized';`, errors: [error(/engine types/)] },
    { filename: file('renderer/lib/x.ts'), code: `import { scanUtf8 } from '../../engine/core/utf8';`, errors: [error(/engine types/)] },
    { filename: file('renderer/lib/x.ts'), code: `import { readFileSync } from 'node:fs';`, errors: [error(/no built-in module node:fs/)] },
    { filename: file('renderer/lib/x.ts'), code: `import { ipcRenderer } from 'electron';`, errors: [error(/only electron\/ may import/)] },
    { filename: file('renderer/lib/x.ts'), code: `import Database from 'better-sqlite3';`, errors: [error(/may not import better-sqlite3/)] },
    { filename: file('test/helpers/x.ts'), code: `import { app } from 'electron';`, errors: [error(/only electron\/ may import/)] },
    { filename: file('db/open.ts'), code: `import { useTempDir } from '../test/helpers/temp';`, errors: [error(/db\/ may import only db\/ and engine\//)] },
    { filename: file('db/search/search.test.ts'), code: `import { app } from 'electron';`, errors: [error(/only electron\/ may import/)] },
    { filename: file('electron/main/x.ts'), code: `import App from '../../renderer/App.svelte';`, errors: [error(/over IPC only/)] },
    { filename: file('db/decks/decklists.test.ts'), code: `const data = new URL('../../${SHARED}/data/', import.meta.url);`, errors: [reference] },
    { filename: file('test/bench/decks.ts'), code: 'const data = `${root}/' + SHARED + '/data`;', errors: [reference] },
    { filename: file('test/screenshots.ts'), code: `import { join } from 'node:path'; const data = join(root, '..', 'shared', 'data');`, errors: [reference] },
    { filename: file('test/helpers/importers.ts'), code: `import { referenceDir } from '../../db/packs/reference';`, errors: [reference] },
    { filename: file('engine/games/zones.test.ts'), code: `import { digestText } from '../../test/helpers/reference';`, errors: [reference] },
    { filename: file('db/packs/pack.cases.ts'), code: `export { REFERENCE_DATA } from '../../test/helpers/reference.ts';`, errors: [reference] },
    { filename: file('engine/games/x.ts'), code: `import { ruleText } from '../../test/helpers/rules';`, errors: [error(/the engine imports nothing outside engine/)] },
  ],
});
