// Security headers on every response (helmet), with a fresh CSP nonce for the page's inline scripts.
// What we turn off or change of helmet's defaults, and why: docs/decisions.md.
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { embedFrameOrigins } from "../../src/components/consent-gate/embed-providers.ts";

declare module "express-serve-static-core" {
  interface Locals {
    nonce: string;
  }
}

/** Extra script origins: the tag manager's host (TAG_MANAGER_URL), when it is not this site. */
export function scriptOriginsOf(config: { tagManagerUrl?: string }): string[] {
  return config.tagManagerUrl && /^https?:/.test(config.tagManagerUrl) ? [new URL(config.tagManagerUrl).origin] : [];
}

/** A year: long enough that a visitor who came once never again asks over plain http (helmet's default too). */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * The admin's pages may ask for the camera: the check-in screen scans tickets with it. All of them, as
 * the admin moves between its screens without loading a new document, and a document's policy stays.
 */
const ADMIN_PAGE = /^\/admin(\/|$)/i;

/** Helmet's headers with our CSP; `hsts` when the site is served over https (PUBLIC_URL). */
export function securityHeaders(options: { dev: boolean; scriptOrigins?: string[]; hsts?: boolean }) {
  const headers = helmet({
    contentSecurityPolicy: {
      // No helmet defaults: upgrade-insecure-requests would break plain-http localhost.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`, ...(options.scriptOrigins ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...(options.dev ? ["ws:", "wss:"] : [])],
        // Exactly the players of the embed providers (spec §5 embed hosts).
        frameSrc: ["'self'", ...embedFrameOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // A webshop on another host loads /elements/kulisse-elements.js.
    crossOriginResourcePolicy: { policy: "cross-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // HSTS only when the site is served over https; this host only: the theatre's other hosts on the
    // parent domain (shop, tracking) are not ours to pin.
    strictTransportSecurity: options.hsts ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.nonce = randomBytes(16).toString("base64");
    res.set("Permissions-Policy", `camera=${ADMIN_PAGE.test(req.path) ? "(self)" : "()"}, microphone=(), geolocation=()`);
    headers(req, res, next);
  };
}
