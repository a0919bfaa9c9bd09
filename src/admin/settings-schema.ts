// The site settings as the admin edits them (the one `site_settings` row): the two switches, the four
// blocks of raw HTML (admins only, rendered unsanitized, as the HTML module is) and the custom error
// pages per HTTP status. Checked by the settings screen before it sends and by the server again.
import { boolean, define, object, refine, string, type Describe } from "superstruct";
import type { AdminSettingsValues } from "../../shared/api/contract/admin.ts";

export type { AdminSettingsValues };

export const SETTINGS_HTML_MAX = 100_000;

const htmlText = refine(string(), "raw html", (value) => value.length <= SETTINGS_HTML_MAX || `must be at most ${SETTINGS_HTML_MAX} characters`);
/** Each language's pages show their own block (issue 16). */
const html = object({ de: htmlText, en: htmlText });

/** `{"404": "/html/404.html"}`: a 4xx or 5xx status → an HTML file of the site's public folder. */
export const errorPagesSchema = define<Record<string, string>>("error pages", (value) => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "must be a list of status and path";
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 20) return "must hold at most 20 items";
  for (const [status, path] of entries) {
    if (!/^[45]\d\d$/.test(status)) return `must name HTTP statuses from 400 to 599 (not ${status.slice(0, 10)})`;
    if (typeof path !== "string" || !/^\/[A-Za-z0-9_\-/]+\.html$/.test(path) || path.includes("//")) return `must give a path like /html/${status}.html for ${status}`;
  }
  return true;
});

export const settingsSchema: Describe<AdminSettingsValues> = object({
  is_site_online: boolean(),
  is_shop_online: boolean(),
  html_header: html,
  html_footer_top: html,
  html_footer_bottom: html,
  html_footer_logos: html,
  error_pages: errorPagesSchema,
});

export const settingsHtmlFields = ["html_header", "html_footer_top", "html_footer_bottom", "html_footer_logos"] as const;

/** Whether an HTML block differs between two states of the settings, in either language. */
export const htmlBlockChanged = (before: AdminSettingsValues, after: AdminSettingsValues, field: (typeof settingsHtmlFields)[number]): boolean =>
  before[field].de !== after[field].de || before[field].en !== after[field].en;

/** The error pages as the form's text: one "status path" a line. */
export const errorPagesText = (pages: Record<string, string>): string =>
  Object.entries(pages)
    .map(([status, path]) => `${status} ${path}`)
    .join("\n");

/** The form's text back to the map; a line that is not "status path" is kept whole, so the check names it. */
export function errorPagesFromText(text: string): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const line of text.split(/\r?\n/).map((entry) => entry.trim()).filter(Boolean)) {
    const [status, path = "", ...rest] = line.split(/\s+/);
    pages[status] = rest.length > 0 ? `${path} ${rest.join(" ")}` : path;
  }
  return pages;
}
