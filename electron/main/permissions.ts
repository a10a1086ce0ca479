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
