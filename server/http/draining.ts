// Stopping without cutting anyone off, and without waiting on anyone for long. Once draining:
// - the listener stays open, so every connection the kernel has accepted is answered (closing it
//   resets those Node has not taken yet);
// - every request that arrives from now on, on a new connection or a keep-alive one, is answered 503
//   with `Connection: close` and `Retry-After` (app.ts, refuse-while-draining.ts), never reset;
// - requests already running go on; their answers close their connections if not yet begun;
// - idle keep-alive connections are not cut, as a request may be on its way on one: each ends when
//   its client closes it, asks again (and hears 503 + close) or its keep-alive timeout passes;
// - the listener closes once the running requests are done and no connection has come for a moment
//   (a load balancer has heard the 503s and stopped sending).
// What still runs when the grace period ends is cut off.
import type http from "node:http";
import net from "node:net";

export interface Drain {
  /** True once the server is stopping. */
  readonly draining: boolean;
  /** Begins draining; settles when every connection is closed, after `graceMs` at the latest. */
  close(graceMs: number): Promise<void>;
}

/** How long no connection must arrive, once the running requests are done, before the listener closes. */
const QUIET_MS = 250;

/** Drains `server` when closed through the returned handle. */
export function drainOnStop(server: http.Server): Drain {
  let draining = false;
  /** Answers to requests admitted before draining began, not yet closed. */
  const running = new Set<http.ServerResponse>();
  let onChange = () => {};
  // Before the application sees the request: every answer from now on closes its connection.
  server.prependListener("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining) return void res.setHeader("Connection", "close");
    running.add(res);
    res.once("close", () => {
      running.delete(res);
      onChange();
    });
  });
  server.on("connection", () => onChange());

  return {
    get draining() {
      return draining;
    },
    close(graceMs: number) {
      draining = true;
      for (const res of running) if (!res.headersSent) res.setHeader("Connection", "close");
      return new Promise<void>((resolve) => {
        let listening = true;
        let quiet: NodeJS.Timeout | undefined;
        // http.Server#close would also cut the idle keep-alive connections; net.Server#close stops
        // listening only, and calls back once the last connection has ended.
        const stopListening = () => {
          if (!listening) return;
          listening = false;
          net.Server.prototype.close.call(server, () => {
            clearTimeout(cut);
            resolve();
          });
        };
        onChange = () => {
          clearTimeout(quiet);
          if (running.size === 0) quiet = setTimeout(stopListening, QUIET_MS);
        };
        const cut = setTimeout(() => {
          clearTimeout(quiet);
          stopListening();
          server.closeAllConnections();
        }, graceMs);
        onChange();
      });
    },
  };
}
