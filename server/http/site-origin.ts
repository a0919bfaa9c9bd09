// The site's own origin: what absolute URLs name, and which Origin or Referer of a write counts as
// coming from one of the site's own pages. The request's host has passed the Host check
// (allowed-hosts.ts) before any of this runs; its scheme and host come from a proxy only when
// TRUST_PROXY trusts it.
import type { Request } from "express";
import type { Config } from "../config.ts";
import { isAllowedHost } from "./allowed-hosts.ts";

/** The origin the request was made to ("http://127.0.0.1:3000"); "http://localhost" when its host is unusable. */
export function requestOrigin(req: Request): string {
  try {
    return new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return "http://localhost";
  }
}

export interface SiteOrigins {
  /** The origin absolute URLs (canonical, og:url, files) name: PUBLIC_URL, else the request's own. */
  of(req: Request): string;
  /** Whether `source` (an Origin or Referer) is this site: PUBLIC_URL's origin, the request's own, or a host named in ALLOWED_HOSTS with the request's scheme. */
  isOwn(req: Request, source: string): boolean;
  /** Whether browsers reach the site over HTTPS: PUBLIC_URL is https, or the request came over it. */
  isSecure(req: Request): boolean;
}

/** The site's origins as PUBLIC_URL and ALLOWED_HOSTS describe them. */
export function siteOrigins(config: Pick<Config, "publicUrl" | "allowedHosts">): SiteOrigins {
  const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;
  // "*" lets any host in, but it names no host as this site's.
  const namedHosts = config.allowedHosts.filter((pattern) => pattern !== "*");
  return {
    of: (req) => config.publicUrl ?? requestOrigin(req),
    isOwn(req, source) {
      let url: URL;
      try {
        url = new URL(source);
      } catch {
        return false;
      }
      if (url.origin === publicOrigin || url.origin === requestOrigin(req)) return true;
      return url.protocol === `${req.protocol}:` && isAllowedHost(url.hostname, namedHosts);
    },
    isSecure: (req) => req.protocol === "https" || !!publicOrigin?.startsWith("https:"),
  };
}
