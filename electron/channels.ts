/** The only two IPC channels between the renderer and the main process. */
export const INVOKE_CHANNEL = 'deckdojo:invoke';
export const EVENT_CHANNEL = 'deckdojo:event';
