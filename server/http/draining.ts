// Stopping without cutting anyone off, and without waiting on anyone for long. Once draining, the
// server accepts no new connections, /healthz answers 503 (app.ts), idle keep-alive connections are
// closed at once, and every further answer says `Connection: close` — otherwise a keep-alive client
// asking again and again keeps its connection busy and the process alive. What still runs after the
// grace period is cut off.
import type http from "node:http";

export interface Drain {
  /** True once the server is stopping. */
  readonly draining: boolean;
  /** Stops accepting; settles when every connection is closed, after `graceMs` at the latest. */
  close(graceMs: number): Promise<void>;
}

/** Drains `server` when closed through the returned handle. */
export function drainOnStop(server: http.Server): Drain {
  let draining = false;
  // Before the application sees the request, so that every answer from now on carries it.
  server.prependListener("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining) res.setHeader("Connection", "close");
  });
  return {
    get draining() {
      return draining;
    },
    async close(graceMs: number) {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // A connection whose answer was already on its way (with keep-alive) turns idle afterwards.
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      try {
        await closed;
      } finally {
        clearInterval(idle);
        clearTimeout(cut);
      }
    },
  };
}
