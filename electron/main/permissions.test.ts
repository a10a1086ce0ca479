import { describe, expect, it } from 'vitest';
import { allowPermission } from './permissions';

const RENDERER = 'file:///opt/deck-dojo/out/renderer/index.html';

describe('allowPermission', () => {
  it('lets our renderer use the clipboard', () => {
    expect(allowPermission('clipboard-read', `${RENDERER}#/decks`, RENDERER)).toBe(true);
    expect(allowPermission('clipboard-sanitized-write', RENDERER, RENDERER)).toBe(true);
    expect(allowPermission('clipboard-read', 'http://localhost:5173/', 'http://localhost:5173/')).toBe(true);
  });

  it('refuses everything else, and the clipboard to any other page', () => {
    for (const permission of ['media', 'notifications', 'geolocation', 'openExternal']) {
      expect(allowPermission(permission, RENDERER, RENDERER), permission).toBe(false);
    }
    expect(allowPermission('clipboard-read', 'https://example.com/', RENDERER)).toBe(false);
    expect(allowPermission('clipboard-read', undefined, RENDERER)).toBe(false);
  });
});
