// The title template of spec §1 ("Title template adds the theatre name"): the screen's title, then
// the site name, exactly once. Editors often write the site name into a page's meta title
// themselves ("AGB | Staatstheater Kulisse"), and the demo data once did too, so it is taken off
// before the template adds it.
const SEPARATOR = " | ";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `title` without a site name at its end ("AGB | Staatstheater Kulisse", "AGB – …") or as all of it. */
export function withoutSiteName(title: string, siteName: string): string {
  if (!siteName) return title.trim();
  return title.replace(new RegExp(`(?:^|\\s*[|–—·:-])\\s*${escapeRegExp(siteName)}\\s*$`, "i"), "").trim();
}

/** "{part} | … | {siteName}": the non-empty parts, each without the site name, then the site name once. */
export function documentTitle(siteName: string, ...parts: (string | null | undefined)[]): string {
  const named = parts.map((part) => withoutSiteName(part ?? "", siteName)).filter(Boolean);
  return [...named, siteName].filter(Boolean).join(SEPARATOR);
}
