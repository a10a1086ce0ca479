import type { Session } from 'electron';
import { describe, expect, it } from 'vitest';
import { allowPermission, guardPermissions } from './permissions';

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

type Handler<K extends 'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'> = NonNullable<Parameters<Session[K]>[0]>;

describe('guardPermissions', () => {
  function guarded() {
    let onRequest: Handler<'setPermissionRequestHandler'> | undefined;
    let onCheck: Handler<'setPermissionCheckHandler'> | undefined;
    let onDevice: Handler<'setDevicePermissionHandler'> | undefined;
    guardPermissions(
      {
        setPermissionRequestHandler: (handler) => void (onRequest = handler ?? undefined),
        setPermissionCheckHandler: (handler) => void (onCheck = handler ?? undefined),
        setDevicePermissionHandler: (handler) => void (onDevice = handler ?? undefined),
      },
      RENDERER,
    );
    const request = (permission: string, requestingUrl: string) => {
      let answer: boolean | undefined;
      onRequest!({} as never, permission as never, (granted) => (answer = granted), { requestingUrl } as never);
      return answer;
    };
    const check = (permission: string, requestingUrl: string | undefined) =>
      onCheck!(null, permission as never, 'file://', { requestingUrl, isMainFrame: true });
    const device = () => onDevice!({ deviceType: 'usb', origin: 'file://', device: {} } as never);
    return { request, check, device };
  }

  it('answers requests and checks alike: the clipboard for our renderer, nothing else, no devices', () => {
    const { request, check, device } = guarded();
    expect(request('clipboard-read', RENDERER)).toBe(true);
    expect(check('clipboard-sanitized-write', `${RENDERER}#/decks/1`)).toBe(true);
    for (const permission of ['media', 'notifications', 'geolocation', 'openExternal', 'fileSystem', 'hid', 'serial', 'usb']) {
      expect(request(permission, RENDERER), permission).toBe(false);
      expect(check(permission, RENDERER), permission).toBe(false);
    }
    expect(request('clipboard-read', 'https://example.com/')).toBe(false);
    expect(check('clipboard-read', 'https://example.com/')).toBe(false);
    // A check made for no document (a service worker) names no page.
    expect(check('clipboard-read', undefined)).toBe(false);
    expect(device()).toBe(false);
  });
});
