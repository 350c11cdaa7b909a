// A TCP proxy the load test puts between the instances and PostgreSQL or Redis, so it can take a
// server away without touching the machine's own: `refuse()` drops every connection and closes
// each new one at once (a server that stopped, or refuses connections), `pause()` holds the traffic (a
// server that hangs), `resume()` lets it flow again.
import net from "node:net";

/** Listens on a free port of 127.0.0.1; resolves once it does. */
export async function createFaultProxy({ host = "127.0.0.1", port }) {
  let mode = "open";
  /** Open pairs of sockets (client side, server side). */
  const pairs = new Set();
  /** Client sockets that arrived while paused, connected on resume(). */
  const held = new Set();
  const stats = { accepted: 0, reset: 0 };

  function connect(client) {
    const upstream = net.connect({ host, port });
    const pair = { client, upstream };
    pairs.add(pair);
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
    client.pipe(upstream);
    upstream.pipe(client);
  }

  const server = net.createServer((client) => {
    stats.accepted += 1;
    if (mode === "refuse") {
      stats.reset += 1;
      client.destroy();
    } else if (mode === "pause") {
      held.add(client);
      client.pause();
      client.on("error", () => held.delete(client)).on("close", () => held.delete(client));
    } else {
      connect(client);
    }
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });

  return {
    port: server.address().port,
    stats,
    /** Drops every open connection and closes each new one until resume(). */
    refuse() {
      mode = "refuse";
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      for (const client of held) client.destroy();
      pairs.clear();
      held.clear();
    },
    /** Holds the traffic: nothing goes either way until resume(). */
    pause() {
      mode = "pause";
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream).pause();
        upstream.unpipe(client).pause();
      }
    },
    resume() {
      if (mode === "pause")
        for (const { client, upstream } of pairs) {
          client.pipe(upstream);
          upstream.pipe(client);
        }
      mode = "open";
      for (const client of held) {
        held.delete(client);
        connect(client);
        client.resume();
      }
    },
    close() {
      this.refuse();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
