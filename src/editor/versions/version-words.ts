// How a version is described in the list and the compare's selects: its number on this page (the id
// only in ?v= addresses), its time in Europe/Berlin, its author, what wrote it ("Veröffentlicht",
// "Wiederhergestellt aus Version 3") and what it changed in words ("2 hinzugefügt, 1 geändert").
import type { ChangeCounts, PageVersionSummary, VersionKind } from "../../../shared/api/editor-types.ts";
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

/** "Version 7": a version is named by its number on this page and language. */
export function versionName(version: Pick<PageVersionSummary, "number">, lang: Lang): string {
  return translator(lang)("versionHistory.numbered", { number: version.number });
}

const kindWords: Record<Exclude<VersionKind, "restore">, "versionHistory.kindDraft" | "versionHistory.kindPublish" | "versionHistory.kindDiscard"> = {
  draft: "versionHistory.kindDraft",
  publish: "versionHistory.kindPublish",
  discard: "versionHistory.kindDiscard",
};

/** What wrote a version: "Entwurf gespeichert", "Veröffentlicht", "Entwurf verworfen", "Wiederhergestellt aus Version 3". */
export function versionKindLabel(version: Pick<PageVersionSummary, "kind" | "restored_from">, numberOf: (id: number) => number | undefined, lang: Lang): string {
  const t = translator(lang);
  if (version.kind !== "restore" && version.restored_from === null) return t(kindWords[version.kind]);
  const restored = version.restored_from === null ? undefined : numberOf(version.restored_from);
  return restored === undefined ? t("versionHistory.kindRestoreOlder") : t("versionHistory.kindRestore", { number: restored });
}

/** The number of the version with `id` among `versions` (a page's list), if listed. */
export const numberIn = (versions: readonly Pick<PageVersionSummary, "id" | "number">[]) => (id: number) => versions.find((version) => version.id === id)?.number;

/** What a version's save did: what wrote it, then its counts ("Veröffentlicht: 1 hinzugefügt"). */
export function changeSummary(version: Pick<PageVersionSummary, "changes" | "kind" | "restored_from">, numberOf: (id: number) => number | undefined, lang: Lang): string {
  return `${versionKindLabel(version, numberOf, lang)}: ${changeCountsInWords(version.changes, lang)}`;
}

/** "Version 12 – 12.03.2026, 14:05 – Anna Muster" for the compare's selects and headings. */
export function versionOptionLabel(version: PageVersionSummary, lang: Lang): string {
  const t = translator(lang);
  return `${versionName(version, lang)} – ${versionTime(version.created_at, lang)} – ${version.author || t("versions.unknownAuthor")}`;
}
