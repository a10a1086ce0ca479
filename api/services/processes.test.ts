/** The one liveness check the backend (abandoned imports) and the web bridge (upload folders) share. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processAlive } from './processes';

describe('processAlive', () => {
  it('says this process lives and one that ended does not', () => {
    expect(processAlive(process.pid)).toBe(true);
    expect(processAlive(spawnSync(process.execPath, ['-e', '']).pid!)).toBe(false);
  });
});
