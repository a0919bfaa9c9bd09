// Security headers on every response, with a fresh CSP nonce for the page's inline scripts.
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

declare module "express-serve-static-core" {
  interface Locals {
    nonce: string;
  }
}

/** Extra script origins: the tag manager's host (TAG_MANAGER_URL), when it is not this site. */
export function scriptOriginsOf(config: { tagManagerUrl?: string }): string[] {
  return config.tagManagerUrl && /^https?:/.test(config.tagManagerUrl) ? [new URL(config.tagManagerUrl).origin] : [];
}

export function securityHeaders(options: { dev: boolean; scriptOrigins?: string[] }) {
  const extraScripts = (options.scriptOrigins ?? []).map((origin) => ` ${origin}`).join("");
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    const csp = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${extraScripts}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      `connect-src 'self'${options.dev ? " ws: wss:" : ""}`,
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ].join("; ");
    res.set({
      "Content-Security-Policy": csp,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "SAMEORIGIN",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    });
    next();
  };
}
