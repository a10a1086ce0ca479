/**
 * The theme chosen in Settings for what the main process draws: the window frame and title bar, menus and native
 * dialogs follow `nativeTheme.themeSource` (the page itself follows its own `data-theme`, renderer/styles/app.css).
 */
import type { NativeTheme } from 'electron';
import type { Backend } from '../../api/backend';
import type { Settings } from '../../api/contract';

/** Sets the theme source from the saved settings now and after each change; returns the function that stops. */
export function followTheme(backend: Pick<Backend, 'invoke' | 'subscribe'>, nativeTheme: Pick<NativeTheme, 'themeSource'>): () => void {
  const apply = (settings: Settings) => void (nativeTheme.themeSource = settings.theme);
  void backend.invoke('settings.get', {}).then((response) => {
    if (response.ok) apply(response.result as Settings);
  });
  return backend.subscribe((message) => {
    if (message.event === 'settings.changed') apply(message.payload);
  });
}
