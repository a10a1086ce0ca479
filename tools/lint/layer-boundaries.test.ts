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

tester.run('layer-boundaries', layerBoundaries, {
  valid: [
    { filename: file('engine/games/dm/index.ts'), code: `import type { GameDefinition } from '../types';` },
    { filename: file('db/open.ts'), code: `import type { GameId } from '../engine/games/types'; import Database from 'better-sqlite3';` },
    { filename: file('api/backend.ts'), code: `import { openDatabase } from '../db/open'; import { games } from '../engine/games/registry';` },
    { filename: file('renderer/lib/client.ts'), code: `import type { Response } from '../../api/contract';` },
    { filename: file('renderer/App.svelte.ts'), code: `import type { GameId } from '../engine/games/types'; import i18next from 'i18next';` },
    { filename: file('electron/main/index.ts'), code: `import { app } from 'electron'; import { createBackend } from '../../api/backend';` },
    { filename: file('electron/preload/index.ts'), code: `import { contextBridge } from 'electron';` },
    { filename: file('test/contract/contract.test.ts'), code: `import { createBridge } from '../../electron/preload/bridge';` },
    { filename: file('db/open.test.ts'), code: `import { useTempDir } from '../test/helpers/temp';` },
    { filename: file('db/search/search.test.ts'), code: `import { findGame } from '../../engine/games/registry';` },
  ],
  invalid: [
    { filename: file('engine/games/registry.ts'), code: `import { openDatabase } from '../../db/open';`, errors: [error(/the engine imports nothing outside engine/)] },
    { filename: file('engine/core/state.ts'), code: `import type { Response } from '../../api/contract';`, errors: [error(/the engine imports nothing outside engine/)] },
    { filename: file('engine/core/rng.ts'), code: `import { randomBytes } from 'node:crypto';`, errors: [error(/no built-in module node:crypto/)] },
    { filename: file('engine/core/io.ts'), code: `import fs from 'fs';`, errors: [error(/no built-in module fs/)] },
    { filename: file('engine/core/x.ts'), code: `const m = await import('../../renderer/App.svelte');`, errors: [error(/outside engine/)] },
    { filename: file('engine/core/x.ts'), code: `import { app } from 'electron';`, errors: [error(/only electron\/ may import the electron package/)] },
    { filename: file('db/open.ts'), code: `import { games } from '../engine/games/registry';`, errors: [error(/for types only/)] },
    { filename: file('db/open.ts'), code: `import { createBackend } from '../api/backend';`, errors: [error(/db\/ may import only engine types/)] },
    { filename: file('api/backend.ts'), code: `import App from '../renderer/App.svelte';`, errors: [error(/api\/ may import only db\/ and engine\//)] },
    { filename: file('api/backend.ts'), code: `import { BrowserWindow } from 'electron';`, errors: [error(/only electron\/ may import/)] },
    { filename: file('renderer/lib/x.ts'), code: `import { createBackend } from '../../api/backend';`, errors: [error(/renderer\/ may import only api\/contract/)] },
    { filename: file('renderer/lib/x.ts'), code: `import { gamesHandlers } from '../../api/handlers/games';`, errors: [error(/renderer\/ may import only api\/contract/)] },
    { filename: file('renderer/lib/x.ts'), code: `import { openDatabase } from '../../db/open';`, errors: [error(/renderer\/ may import only api\/contract/)] },
    { filename: file('renderer/lib/x.ts'), code: `import { INVOKE_CHANNEL } from '../../electron/channels';`, errors: [error(/renderer\/ may import only api\/contract/)] },
    { filename: file('renderer/lib/x.ts'), code: `import { games } from '../../engine/games/registry';`, errors: [error(/engine types/)] },
    { filename: file('renderer/lib/x.ts'), code: `import { readFileSync } from 'node:fs';`, errors: [error(/no built-in module node:fs/)] },
    { filename: file('renderer/lib/x.ts'), code: `import { ipcRenderer } from 'electron';`, errors: [error(/only electron\/ may import/)] },
    { filename: file('renderer/lib/x.ts'), code: `import Database from 'better-sqlite3';`, errors: [error(/may not import better-sqlite3/)] },
    { filename: file('test/helpers/x.ts'), code: `import { app } from 'electron';`, errors: [error(/only electron\/ may import/)] },
    { filename: file('db/open.ts'), code: `import { useTempDir } from '../test/helpers/temp';`, errors: [error(/db\/ may import only engine types/)] },
    { filename: file('db/search/search.test.ts'), code: `import { app } from 'electron';`, errors: [error(/only electron\/ may import/)] },
    { filename: file('electron/main/x.ts'), code: `import App from '../../renderer/App.svelte';`, errors: [error(/over IPC only/)] },
  ],
});
