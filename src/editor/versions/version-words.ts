// How a version is described in the list and the compare's selects: its time in Europe/Berlin, its
// author, and what its save changed in words ("2 hinzugefügt, 1 geändert, 1 verschoben").
import type { ChangeCounts, PageVersionSummary } from "../../../shared/api/editor-types.ts";
import { TIME_ZONE } from "../../../shared/lib/berlin-time.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { versionsWord } from "../text/versions-text.ts";

const formats = new Map<Lang, Intl.DateTimeFormat>();

/** "12.03.2026, 14:05" / "12 Mar 2026, 14:05", always the Berlin wall clock. */
export function versionTime(iso: string, lang: Lang): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });
    formats.set(lang, format);
  }
  return format.format(new Date(iso));
}

/** The modules' counts in words (added, removed, changed, moved, then sections), or "no changes". */
export function changeCountsInWords(counts: ChangeCounts, lang: Lang): string {
  const parts: string[] = [];
  for (const kind of ["added", "removed", "changed", "moved"] as const) if (counts[kind] > 0) parts.push(`${counts[kind]} ${versionsWord(kind, lang)}`);
  if (counts.sections > 0) parts.push(`${counts.sections} ${versionsWord(counts.sections === 1 ? "sectionOne" : "sectionMany", lang)}`);
  return parts.length > 0 ? parts.join(", ") : versionsWord("noChanges", lang);
}

/** What a version's save did: its counts, and where it was restored from. */
export function changeSummary(version: Pick<PageVersionSummary, "changes" | "restored_from">, lang: Lang): string {
  const counts = changeCountsInWords(version.changes, lang);
  if (version.restored_from === null) return counts;
  return `${versionsWord("restoredFrom", lang)} ${version.restored_from} (${counts})`;
}

/** "Version 12 – 12.03.2026, 14:05 – Anna Muster" for the compare's selects. */
export function versionOptionLabel(version: PageVersionSummary, lang: Lang): string {
  return `${versionsWord("version", lang)} ${version.id} – ${versionTime(version.created_at, lang)} – ${version.author || versionsWord("unknownAuthor", lang)}`;
}
