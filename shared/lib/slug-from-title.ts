// An address segment proposed from a title: German letters transliterated (ä→ae, ö→oe, ü→ue, ß→ss),
// other accents dropped, lowercase, anything else a single dash. The admin's forms propose it while
// the editor types a title, the server when a slug is left empty, the page settings panel too.
const GERMAN: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", Ä: "ae", Ö: "oe", Ü: "ue", ß: "ss", ẞ: "ss" };

/** "Über uns & Team" → "ueber-uns-team"; at most `maximum` characters, never ending in a dash. */
export function slugFromTitle(title: string, maximum = 120): string {
  return title
    .replace(/[äöüÄÖÜßẞ]/g, (letter) => GERMAN[letter])
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, maximum)
    .replace(/^-+|-+$/g, "");
}

/** The path a page gets from its title: its parent's path and one segment more. */
export function pagePathFromTitle(parentPath: string, title: string): string {
  const segment = slugFromTitle(title, 120);
  if (segment === "") return "";
  return parentPath === "" ? segment : `${parentPath}/${segment}`;
}
