#!/usr/bin/env node
// Runs the TypeScript CLI straight from source through tsx, so `npx deckdojo` works right after
// `npm install` with no build step, and always runs the code that is checked out.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../api/hosts/cli/main.ts');
const { processIo } = await import('../api/hosts/cli/io.ts');
process.exitCode = await main(process.argv.slice(2), processIo());
