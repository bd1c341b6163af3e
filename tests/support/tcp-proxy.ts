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
  /**
   * Lets the next COMMIT through to the database and then drops its
   * connection before the answer comes back: the transaction is committed,
   * and the site is never told so. Resolves once that has happened.
   */
  loseNextCommitAnswer(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let commitArmed: (() => void) | null = null;
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
    upstream.pipe(client);
    client.on("end", () => upstream.end());
    client.on("data", (chunk: Buffer) => {
      if (!upstream.write(chunk)) {
        client.pause();
        upstream.once("drain", () => client.resume());
      }
      // A simple-protocol Query message ('Q', its length, the text) of COMMIT.
      if (commitArmed && /Q[\s\S]{4}commit\0/i.test(chunk.toString("latin1"))) {
        const done = commitArmed;
        commitArmed = null;
        upstream.unpipe(client);
        client.destroy();
        // The database's CommandComplete for it ('C', its length, "COMMIT"): it
        // is carried out, and the site will never hear so.
        upstream.on("data", (answer: Buffer) => {
          if (/C[\s\S]{4}COMMIT\0/.test(answer.toString("latin1"))) {
            upstream.destroy();
            done();
          }
        });
        // Unpiped, it was paused.
        upstream.resume();
      }
    });
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
    loseNextCommitAnswer: () => new Promise<void>((resolve) => (commitArmed = resolve)),
    async close() {
      const closed = stopListening();
      dropAll();
      await closed;
    },
  };
}
