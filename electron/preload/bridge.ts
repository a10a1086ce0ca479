import type { IpcRenderer, IpcRendererEvent } from 'electron';
import type { Bridge, DesktopHost, EventMessage, NativeMenuBridge, Response } from '../../api/contract';
import { EVENT_CHANNEL, INVOKE_CHANNEL } from '../../api/hosts/ipc';
import { CHOOSE_DATABASE_CHANNEL, CHOOSE_FOLDER_CHANNEL, MENU_CHANNEL, MENU_COMMAND_CHANNEL } from '../channels';

type IpcRendererPort = Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>;

/** Listens on a channel for main's messages, passing on only the message; returns the function that stops. */
function listen<T>(ipc: Pick<IpcRenderer, 'on' | 'removeListener'>, channel: string, listener: (message: T) => void): () => void {
  const forward = (_event: IpcRendererEvent, message: T) => listener(message);
  ipc.on(channel, forward);
  return () => {
    ipc.removeListener(channel, forward);
  };
}

/** The bridge as plain functions: no ipcRenderer, no event objects, nothing else crosses to the page. */
export function createBridge(ipc: IpcRendererPort): Bridge {
  return {
    invoke: (method, params) => ipc.invoke(INVOKE_CHANNEL, method, params) as Promise<Response>,
    onEvent: (listener) => listen<EventMessage>(ipc, EVENT_CHANNEL, listener),
  };
}

/** The native menu's side of the preload: publish the window's menus, hear which command was chosen. */
export function createMenuBridge(ipc: Pick<IpcRenderer, 'send' | 'on' | 'removeListener'>): NativeMenuBridge {
  return {
    publish: (model) => ipc.send(MENU_CHANNEL, model),
    onCommand: (listener) =>
      listen<unknown>(ipc, MENU_COMMAND_CHANNEL, (id) => {
        if (typeof id === 'string') listener(id);
      }),
  };
}

/** The desktop-only abilities, as plain functions too: the native folder dialog and the database file dialog. */
export function createDesktopHost(ipc: Pick<IpcRenderer, 'invoke'>): DesktopHost {
  return {
    chooseFolder: (title) => ipc.invoke(CHOOSE_FOLDER_CHANNEL, title) as Promise<string | null>,
    chooseDatabaseFile: (title) => ipc.invoke(CHOOSE_DATABASE_CHANNEL, title) as Promise<string | null>,
  };
}
