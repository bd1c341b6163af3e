/**
 * A TCP proxy in front of the Postgres server, for tests: `cut()` makes the
 * database go away for the site (open connections drop, new ones are
 * refused, as when the server stops) without stopping the Postgres server
 * that other tests on the machine share; `restore()` brings it back.
 */
import { type AddressInfo, connect, createServer, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones until restore() */
  cut(): Promise<void>;
  /** Listens again on the same port */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on("close", () => open.delete(socket));
      // A cut connection errors on both sides; its peer is destroyed with it.
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  const dropAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    port,
    async cut() {
      const closed = stopListening();
      dropAll();
      await closed;
    },
    restore: () => listen(port),
    async close() {
      const closed = stopListening();
      dropAll();
      await closed;
    },
  };
}
