// The Host check (Django's ALLOWED_HOSTS): a request must name one of the site's hosts before anything
// uses the host, so a forged Host can never reach an absolute URL (canonical link, og:url, files) of a
// page a shared cache may keep. A malformed Host is a 400 too, never a 500 further on.
import type { NextFunction, Request, Response } from "express";
import type { Config } from "../config.ts";

/** Names a browser on the server's own machine uses; always allowed, so a fresh `npm start` works. */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** The host patterns this site answers to: ALLOWED_HOSTS, PUBLIC_URL's host and the loopback names. */
export function allowedHostsOf(config: Pick<Config, "allowedHosts" | "publicUrl">): string[] {
  const publicHost = config.publicUrl ? [new URL(config.publicUrl).hostname] : [];
  return [...new Set([...LOOPBACK_HOSTS, ...publicHost, ...config.allowedHosts])];
}

/** The host name of a Host header ("Www.Example.org:3000" → "www.example.org"), or null when it is not a valid host[:port]. */
export function hostNameOf(header: string | undefined): string | null {
  // Only the characters of a host, a port and an IPv6 address: no user, path, space or percent sign.
  if (!header || !/^[A-Za-z0-9._:[\]-]+$/.test(header)) return null;
  try {
    // WHATWG URL checks the rest (ports up to 65535, IPv4 and IPv6 forms) and lowercases.
    return new URL(`http://${header}`).hostname.replace(/\.$/, "") || null;
  } catch {
    return null;
  }
}

/** Whether `name` matches a pattern: "*" any, ".example.org" example.org and its subdomains, else exactly (Django's rule). */
export function isAllowedHost(name: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => pattern === "*" || pattern === name || (pattern.startsWith(".") && (name.endsWith(pattern) || name === pattern.slice(1))));
}

/** Answers 400 to a request whose host (Host, or X-Forwarded-Host from a trusted proxy) is malformed or not one of `patterns`. */
export function hostCheck(patterns: readonly string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    const name = hostNameOf(req.host);
    const reason = name === null ? "is not a valid host name" : isAllowedHost(name, patterns) ? null : "is not a host of this site";
    if (!reason) return next();
    // The operator's hint stays in the log: a host of the site may be missing from ALLOWED_HOSTS.
    req.log.warn({ host: (req.host ?? "").slice(0, 200), reason, setting: "ALLOWED_HOSTS" }, "host_refused");
    res.status(400).set("Cache-Control", "no-store");
    res.format({
      text: () => res.send(`Bad Request: the Host header ${reason}.\n`),
      json: () => res.json({ error: "bad request", field: "Host", reason }),
      default: () => res.type("text").send(`Bad Request: the Host header ${reason}.\n`),
    });
  };
}
