import type { Session } from 'electron';
import { isRendererUrl } from './ipc';

/**
 * What the renderer may ask the browser for: the clipboard, to copy a decklist out and paste one in
 * (renderer/lib/host.ts). Everything else (camera, notifications and the like) is refused.
 */
export const RENDERER_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-read', 'clipboard-sanitized-write']);

/** Answers a permission request: only those above, and only from our own renderer. */
export function allowPermission(permission: string, requestingUrl: string | undefined, rendererUrl: string): boolean {
  return RENDERER_PERMISSIONS.has(permission) && isRendererUrl(requestingUrl, rendererUrl);
}

/**
 * The session's answers to pages: a request (a prompt) and a check (`navigator.permissions.query`, a page asking
 * whether it may) get the same answer, and no page may use a USB, HID or serial device.
 * (Downloads need no handler: without a save path set, Electron asks where to save, as renderer/lib/host.ts wants.)
 */
export function guardPermissions(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'>,
  rendererUrl: string,
): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => callback(allowPermission(permission, details.requestingUrl, rendererUrl)));
  session.setPermissionCheckHandler((_contents, permission, _origin, details) => allowPermission(permission, details.requestingUrl, rendererUrl));
  session.setDevicePermissionHandler(() => false);
}
