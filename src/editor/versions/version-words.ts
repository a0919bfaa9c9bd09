// How a version is described in the list and the compare's selects: its time in Europe/Berlin, its
// author, and what its save changed in words ("2 hinzugefügt, 1 geändert, 1 verschoben").
import type { ChangeCounts, PageVersionSummary } from "../../../shared/api/editor-types.ts";
import { TIME_ZONE } from "../../../shared/lib/berlin-time.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { translator } from "../../i18n/index.tsx";

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
  const t = translator(lang);
  const parts: string[] = [];
  for (const kind of ["added", "removed", "changed", "moved"] as const) if (counts[kind] > 0) parts.push(`${counts[kind]} ${t(`versions.${kind}`)}`);
  if (counts.sections > 0) parts.push(t("versions.sectionsChanged", { count: counts.sections }));
  return parts.length > 0 ? parts.join(", ") : t("versions.noChanges");
}

/** What a version's save did: its counts, and where it was restored from. */
export function changeSummary(version: Pick<PageVersionSummary, "changes" | "restored_from">, lang: Lang): string {
  const t = translator(lang);
  const counts = changeCountsInWords(version.changes, lang);
  if (version.restored_from === null) return counts;
  return `${t("versions.restoredFrom")} ${version.restored_from} (${counts})`;
}

/** "Version 12 – 12.03.2026, 14:05 – Anna Muster" for the compare's selects. */
export function versionOptionLabel(version: PageVersionSummary, lang: Lang): string {
  const t = translator(lang);
  return `${t("versions.version")} ${version.id} – ${versionTime(version.created_at, lang)} – ${version.author || t("versions.unknownAuthor")}`;
}
