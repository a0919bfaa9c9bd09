// Plain HTML form posts (login, logout) cannot carry our CSRF header, so they must come from our own
// pages: the browser's Origin header (or, failing that, the Referer) has to name this site.
import type { Request } from "express";

export function isSameOrigin(req: Request): boolean {
  const host = req.get("host");
  const source = req.get("origin") ?? req.get("referer");
  if (!host || !source || source === "null") return false;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}
