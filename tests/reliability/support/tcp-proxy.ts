import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that the test can cut and restore, so "the database is
 * unreachable" is simulated without touching the machine's server (others use it).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let open = true;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');
  return {
    port: address.port,
    /** Refuses new connections and breaks the open ones, as a network cut would. */
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    restore() {
      open = true;
    },
    async close() {
      this.cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
