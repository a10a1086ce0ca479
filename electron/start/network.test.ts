import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpProbe, usesProxy } from './network';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe('httpProbe', () => {
  it('counts any answer as reachable, a 404 or a redirect too', async () => {
    const url = await listen(createServer((request, response) => {
      response.writeHead(request.url === '/moved' ? 302 : 404, { location: 'https://elsewhere.invalid/' }).end();
    }));
    const probe = httpProbe(2_000);
    expect(await probe(url)).toBeNull();
    expect(await probe(`${url}moved`)).toBeNull();
  });

  it('names why a host cannot be reached', async () => {
    const server = createServer();
    const url = await listen(server);
    servers.pop();
    await new Promise((resolve) => server.close(resolve));
    expect(await httpProbe(2_000)(url)).toMatch(/^connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
  });

  it('gives up on a host that accepts and never answers, so the start never waits on it', async () => {
    const url = await listen(createServer(() => {}));
    expect(await httpProbe(300)(url)).toBe('no answer within 0.3 s');
  });
});

describe('usesProxy', () => {
  it('sees the proxy settings npm and the installers read', () => {
    expect(usesProxy({})).toBe(false);
    expect(usesProxy({ https_proxy: 'http://proxy:3128' })).toBe(true);
    expect(usesProxy({ npm_config_proxy: 'http://proxy:3128' })).toBe(true);
  });
});
