// A body we refuse is not read to its end. Left to itself, Node reads and throws away the rest of a
// request body after the answer, so the connection can carry the next request — and body-parser
// reads it all before it even answers 413: 50 MB sent is 50 MB taken. Instead, an answer sent while
// the body is still arriving says `Connection: close`; Node closes the socket as soon as it is sent.
import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * Makes the answer to `req` its connection's last when the body is still arriving, and stops
 * reading it: the socket closes once the answer is out, with what it took logged.
 */
export function closeWhenUnread(req: Request, res: Response): void {
  if (req.complete || res.headersSent || res.getHeader("Connection") === "close") return;
  res.set("Connection", "close");
  const socket = req.socket;
  req.pause();
  socket.pause();
  socket.once("close", () => req.log.info({ path: req.path, bytes_read: socket.bytesRead }, "connection_closed_unread"));
}

/** The error body-parser raises for a body over its limit, which the error handlers answer with 413. */
function tooLarge(): Error {
  return Object.assign(new Error("request entity too large"), { status: 413, type: "entity.too.large" });
}

/**
 * Wraps a body-parser middleware for bodies of `type`: a body over `limit` bytes is refused (413) as
 * soon as its length is declared or its bytes arrive, and the rest of it is never read.
 */
export function limitedBody(parse: RequestHandler, options: { limit: number; type: string }): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    // Not this parser's kind of body (or none), or read already by an earlier parser.
    if (!req.is(options.type) || req.readableEnded) return parse(req, res, next);
    const refuse = () => {
      closeWhenUnread(req, res);
      next(tooLarge());
    };
    if (Number(req.get("content-length") ?? 0) > options.limit) return refuse();
    // A body without a declared length (chunked) is counted as it arrives, next to the parser (which
    // would only say 413 after reading the whole body).
    let received = 0;
    let refused = false;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= options.limit) return;
      refused = true;
      req.off("data", count);
      refuse();
    };
    req.on("data", count);
    req.once("end", () => req.off("data", count));
    // After our refusal the parser's own, later error has nobody left to tell.
    parse(req, res, (error?: unknown) => {
      req.off("data", count);
      if (!refused) next(error);
    });
  };
}
