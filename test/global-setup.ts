import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPackedTemplate } from './helpers/packed';

/** Once per run: the packed database template that tests copy. */
export default function setup(project: TestProject): () => void {
  const path = buildPackedTemplate();
  project.provide('packedDatabase', path);
  return () => rmSync(dirname(path), { recursive: true, force: true });
}
