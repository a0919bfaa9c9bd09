// A logged-in editor looking at a stored version (?v=) is told so: which version, when and by whom,
// that it is not the current one, with "restore this version" (on the newest version as base; then
// edit mode opens and says what it restored) and the way back to the current page. Loaded lazily,
// for editors only: visitors with ?v= get the normal page and never this chunk.
import { useEffect, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import type { PageVersionSummary } from "../../../shared/api/editor-types.ts";
import type { PageData } from "../../../shared/api/types.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { useApi } from "../../api/loader-api.ts";
import "../../i18n/staff-editor-texts.ts";
import { translator } from "../../i18n/index.tsx";
import { noteRestored } from "./restored-note.ts";
import { versionTime } from "./version-words.ts";
import "../styles/versions.css";

export interface VersionBannerProps {
  page: Pick<PageData, "id" | "version_id" | "head_version">;
  lang: Lang;
}

type Problem = "stale" | "failed" | null;

export default function VersionBanner({ page, lang }: VersionBannerProps) {
  const t = translator(lang);
  const api = useApi();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const textId = useId();
  const [viewed, setViewed] = useState<PageVersionSummary | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const versionId = page.version_id;

  useEffect(() => {
    let live = true;
    api.pageVersions({ lang, id: page.id }).then(
      (list) => live && setViewed(list.find((version) => version.id === versionId) ?? null),
      // Without the list the banner still says that this is a stored version, without its details.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, lang, page.id, versionId]);

  if (versionId === null) return null;

  const restore = async () => {
    setRestoring(true);
    setProblem(null);
    try {
      await api.restorePageVersion({ lang, id: page.id, version: versionId, base_version: page.head_version?.id ?? null });
      if (viewed) noteRestored(page.id, lang, viewed.number);
      await navigate(`${pathname}?edit`);
    } catch (error) {
      setProblem(isApiError(error) && error.status === 409 ? "stale" : "failed");
      setRestoring(false);
    }
  };

  return (
    <section className="version-banner" aria-labelledby={textId} data-version-banner>
      <p className="version-banner__text" id={textId}>
        {viewed
          ? t("versionHistory.banner", { number: viewed.number, time: versionTime(viewed.created_at, lang), author: viewed.author || t("versions.unknownAuthor") })
          : t("versionHistory.bannerLoading")}
      </p>
      <div className="versions-actions">
        <button type="button" className="versions-button versions-button--primary" onClick={() => void restore()} disabled={restoring}>
          {restoring ? t("versions.restoring") : t("versionHistory.bannerRestore")}
        </button>
        <a className="versions-button" href={pathname}>
          {t("versionHistory.bannerCurrent")}
        </a>
      </div>
      {problem ? (
        <p className="version-banner__problem" role="alert">
          {problem === "stale" ? `${t("versions.staleRestore")}. ${t("versions.staleHint")}` : t("versions.restoreFailed")}
        </p>
      ) : null}
    </section>
  );
}
