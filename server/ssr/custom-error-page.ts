// Reads an editor's custom HTML error page from the public folder (never from elsewhere).
import fs from "node:fs/promises";
import path from "node:path";
import { isAllowedErrorPagePath, parseCustomErrorHtml, type CustomErrorHtml } from "../../src/lib/custom-error-html.ts";
import type { Logger } from "../logger.ts";

export function customErrorPageLoader(publicDir: string, log: Logger) {
  return async (urlPath: string): Promise<CustomErrorHtml | null> => {
    try {
      if (!isAllowedErrorPagePath(urlPath)) throw new Error("path outside /html/");
      const parsed = parseCustomErrorHtml(await fs.readFile(path.join(publicDir, urlPath), "utf8"));
      if (!parsed) throw new Error("the file has no <body>");
      return parsed;
    } catch (error) {
      log.warn({ path: urlPath, reason: (error as Error).message }, "Unable to load custom HTML file for this error");
      return null;
    }
  };
}
