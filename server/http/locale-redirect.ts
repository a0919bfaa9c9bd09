// "/" sends the visitor to /de or /en by the browser's languages; German unless English comes first.
import type { Request, Response } from "express";
import { defaultLang, isLang, type Lang } from "../../shared/lib/localized.ts";

/** The first supported language in an Accept-Language header, by quality. */
export function preferredLang(header: string | undefined): Lang {
  if (!header) return defaultLang;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { lang: tag.toLowerCase().split("-")[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(isLang) ?? defaultLang;
}

export function localeRedirect(req: Request, res: Response): void {
  res.set("Vary", "Accept-Language");
  res.set("Cache-Control", "private, no-cache");
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  res.redirect(302, `/${preferredLang(req.get("accept-language"))}${query}`);
}
