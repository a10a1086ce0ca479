import type { IpcRenderer, IpcRendererEvent } from 'electron';
import type { Bridge, EventMessage, Response } from '../../api/contract';
import { EVENT_CHANNEL, INVOKE_CHANNEL } from '../channels';

type IpcRendererPort = Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>;

/** The bridge as plain functions: no ipcRenderer, no event objects, nothing else crosses to the page. */
export function createBridge(ipc: IpcRendererPort): Bridge {
  return {
    invoke: (method, params) => ipc.invoke(INVOKE_CHANNEL, method, params) as Promise<Response>,
    onEvent(listener) {
      const forward = (_event: IpcRendererEvent, message: EventMessage) => listener(message);
      ipc.on(EVENT_CHANNEL, forward);
      return () => {
        ipc.removeListener(EVENT_CHANNEL, forward);
      };
    },
  };
}
