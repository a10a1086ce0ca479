import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, PROJECT_ROOT } from './environment';

/** Fails the e2e run at once, with the fix, when Chromium or the built renderer is missing. */
export default function setup(): void {
  chromiumPath();
  if (!existsSync(join(PROJECT_ROOT, 'out', 'renderer', 'index.html'))) {
    throw new Error('The renderer is not built (out/renderer/index.html). Run `npm run build` first; `npm test` does.');
  }
}
