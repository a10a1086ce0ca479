import type { Backend } from '../../api/backend';
import type { Bridge } from '../../api/contract';

/** The backend in-process, shaped like the preload's bridge (as the renderer sees either host). */
export function inProcessBridge(backend: Backend, fail: (method: string) => string | undefined = () => undefined): Bridge {
  return {
    invoke: async (method, params) => {
      const problem = fail(method);
      if (problem) return { ok: false, error: { code: 'INTERNAL', message: problem } };
      return structuredClone(await backend.invoke(method, params));
    },
    onEvent: (listener) => backend.subscribe((message) => listener(structuredClone(message))),
  };
}
