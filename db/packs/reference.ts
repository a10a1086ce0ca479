/**
 * The reference folder: the full third-party data the packs are built from (data/, with its README of sources) and
 * the official rules texts (rules/). It lives outside the repository, so only the tools that need it read it: this
 * locator, db/packs/build.ts, test/fixtures/make.ts and the reference tests (`npm run test:reference`).
 * $DECKDOJO_REFERENCE names the folder; without it, it is ../shared beside the project.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REFERENCE_ENV = 'DECKDOJO_REFERENCE';

const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BESIDE = join(PROJECT_ROOT, '..', 'shared');

/** The reference folder, whether or not it is there. */
export function referenceDir(): string {
  const named = process.env[REFERENCE_ENV];
  return named ? resolve(named) : BESIDE;
}

/** What is missing of the reference folder, in one line for a person to act on; null when all of `parts` are there. */
export function referenceProblem(parts: readonly string[] = ['data', 'rules']): string | null {
  const dir = referenceDir();
  const missing = parts.filter((part) => !existsSync(join(dir, part)));
  if (missing.length === 0) return null;
  const where = process.env[REFERENCE_ENV] ? `${dir} (named by ${REFERENCE_ENV})` : `${dir} (../shared beside the project)`;
  const wanted = missing.map((part) => `${part}/`).join(' and ');
  return `No reference data: looked for ${wanted} in ${where}; set ${REFERENCE_ENV} to the folder that holds ${parts.map((part) => `${part}/`).join(' and ')}.`;
}
