// The HTML cache's hit rate in the log: every request line of a page says `cache: hit|miss|bypass`,
// and once a minute (when pages were asked for) one "html_cache" line sums it up with what the cache
// holds. A log line rather than a metrics endpoint: the logs are where the site is watched already,
// and an endpoint would be one more thing to keep from the public.
import type { Logger } from "../logger.ts";
import type { HtmlCache } from "./html-cache.ts";

const SUMMARY_EVERY_MS = 60_000;

/** Logs the summary every minute; the timer never keeps the process alive. */
export function logHtmlCacheSummaries(cache: HtmlCache, log: Logger, everyMs = SUMMARY_EVERY_MS): () => void {
  const timer = setInterval(() => {
    const counts = cache.takeCounts();
    const asked = counts.hits + counts.misses + counts.bypasses;
    if (asked === 0) return;
    log.info({ ...counts, hit_ratio: Math.round((counts.hits / asked) * 1000) / 1000 }, "html_cache");
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
