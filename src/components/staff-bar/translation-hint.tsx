// Translations in step (issue 25 point 10): when the other language's last publish is older than this
// language's, say so and link to that language's page in edit mode. Shown by the staff bar and the
// editor's toolbar; the staff texts come with their chunks.
import type { PageEditState } from "../../../shared/api/contract/page-state.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { useLang, useT } from "../../i18n/index.tsx";
import { formatEventDate, formatTime } from "../../lib/format-date.ts";

/** "Sa, 28. November 2026, 19:30 Uhr": when a state took effect. */
export function stateTime(iso: string, lang: Lang): string {
  return `${formatEventDate(iso, lang)}, ${formatTime(iso, lang)}`;
}

export function TranslationHint({ state }: { state: PageEditState }) {
  const t = useT();
  const lang = useLang();
  const other = state.other_language;
  if (!other.behind || !other.last_published_at) return null;
  return (
    <span className="translation-hint" data-translation-behind={other.lang}>
      {t("staffBar.behind", { language: t(`staffBar.language.${other.lang}`), date: stateTime(other.last_published_at, lang) })}{" "}
      <a href={`${other.url}?edit`} hrefLang={other.lang}>
        {t(`staffBar.editOther.${other.lang}`)}
      </a>
    </span>
  );
}
