import { createServer, type AddressInfo, type Server } from 'node:net';

/**
 * `count` distinct ports free on 127.0.0.1 now. Each is held until all are known: a port let go may be the
 * next one the system hands out, and the dev-server test once got the same port for the API and for Vite.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
