/**
 * Whether the download hosts of the first start answer at all. The installers themselves fail late or wait on a
 * network that drops packets, so the start chain asks first, each host for a few seconds.
 */

/** Why a host did not answer, or null when it answered (any HTTP status counts: the host is there). */
export type Probe = (url: string) => Promise<string | null>;

export function httpProbe(timeoutMs: number): Probe {
  return async (url) => {
    try {
      const response = await fetch(url, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      return null;
    } catch (error) {
      const { cause, name, message } = error as Error & { cause?: { code?: string; message?: string } };
      if (name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
      return cause?.message || cause?.code || message;
    }
  };
}

export const probeUrl = httpProbe(8_000);

/**
 * Behind a proxy the installers go through it and a direct probe says nothing: the probe is skipped and the
 * installers' own errors speak.
 */
export function usesProxy(env: NodeJS.ProcessEnv): boolean {
  return ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'npm_config_proxy', 'npm_config_https_proxy'].some((name) => !!env[name]);
}
