// A request line may name its target in absolute form (`GET http://example.org/de HTTP/1.1`): RFC 9112
// §3.2.2 says a server must accept it. The target URI is then the request line's (§3.3), so its
// authority, not the Host header, names the host the request is for: it takes the Host header's place
// (as §3.2.2 has a proxy do) and the Host check (allowed-hosts.ts) judges it like any Host. The rest of
// the app sees the usual origin form (`/de`), with the path exactly as sent.
import type { NextFunction, Request, Response } from "express";

/** scheme "://" authority, then the path and query (either may be empty). */
const absoluteForm = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)([^#]*)$/;

export function originFormTarget(req: Request, res: Response, next: NextFunction): void {
  if (req.url.startsWith("/")) return next();
  const match = absoluteForm.exec(req.url);
  // Node's parser lets only the origin, absolute and asterisk forms through (CONNECT's authority form never gets here).
  if (!match || !/^https?$/i.test(match[1])) {
    req.log.warn({ target: req.url.slice(0, 200) }, "request_target_refused");
    return void res.status(400).set("Cache-Control", "no-store").type("text").send("Bad Request: the request target must be a path or an http(s) URL.\n");
  }
  const [, , authority, rest] = match;
  req.headers.host = authority;
  req.url = req.originalUrl = rest.startsWith("/") ? rest : `/${rest}`;
  next();
}
