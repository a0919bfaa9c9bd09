// The list of saved versions, newest first: when (Berlin time), who, what the save changed, and per
// version: view it as the site renders it (?v=), compare it, restore it (after a confirmation).
import { useEffect, useId, useRef } from "react";
import type { PageVersionSummary } from "../../../shared/api/editor-types.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { changeSummary, numberIn, versionName, versionTime } from "./version-words.ts";
import { translator } from "../../i18n/index.tsx";

interface VersionListProps {
  lang: Lang;
  versions: PageVersionSummary[];
  headId: number | null;
  /** The page's path, the address of "view" without its ?v=. */
  pagePath: string;
  confirming: number | null;
  restoring: boolean;
  onCompare: (version: PageVersionSummary, index: number) => void;
  onAskRestore: (version: number | null) => void;
  onRestore: (version: PageVersionSummary) => void;
}

function RestoreConfirmation({ version, lang, restoring, onConfirm, onCancel }: { version: PageVersionSummary; lang: Lang; restoring: boolean; onConfirm: () => void; onCancel: () => void }) {
  const t = translator(lang);
  const questionId = useId();
  const textId = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => questionRef.current?.focus(), []);
  return (
    <div className="versions-confirm" role="group" aria-labelledby={questionId} aria-describedby={textId}>
      <p className="versions-confirm__question" id={questionId} ref={questionRef} tabIndex={-1}>
        {t("versions.confirmRestore")} ({versionName(version, lang)})
      </p>
      <p id={textId}>{t("versions.confirmRestoreText")}</p>
      <div className="versions-actions">
        <button type="button" className="versions-button versions-button--primary" onClick={onConfirm} disabled={restoring}>
          {restoring ? t("versions.restoring") : t("versions.confirm")}
        </button>
        <button type="button" className="versions-button" onClick={onCancel} disabled={restoring}>
          {t("common.cancel")}
        </button>
      </div>
    </div>
  );
}

export function VersionList({ lang, versions, headId, pagePath, confirming, restoring, onCompare, onAskRestore, onRestore }: VersionListProps) {
  const t = translator(lang);
  const restoreButtons = useRef(new Map<number, HTMLButtonElement>());
  const lastAsked = useRef<number | null>(null);
  useEffect(() => {
    // Cancelling the confirmation gives focus back to its Restore button.
    if (confirming === null && lastAsked.current !== null) {
      restoreButtons.current.get(lastAsked.current)?.focus();
      lastAsked.current = null;
    }
  }, [confirming]);

  if (versions.length === 0) return <p>{t("versions.noVersions")}</p>;
  const numberOf = numberIn(versions);
  return (
    <ol className="versions-list" aria-label={t("versions.listHeading")}>
      {versions.map((version, index) => {
        const titleId = `version-${version.id}-title`;
        return (
          <li key={version.id} className="versions-list__item">
            <p className="versions-list__title" id={titleId}>
              <strong>{versionName(version, lang)}</strong>
              {version.id === headId ? <span className="versions-list__current"> ({t("versions.current")})</span> : null}
              {" · "}
              <time dateTime={version.created_at}>{versionTime(version.created_at, lang)}</time>
              {" · "}
              {t("versions.savedBy")} {version.author || t("versions.unknownAuthor")}
            </p>
            <p className="versions-list__changes">{changeSummary(version, numberOf, lang)}</p>
            <div className="versions-actions">
              <a className="versions-button" href={`${pagePath}?v=${version.id}`} target="_blank" rel="noopener" aria-describedby={titleId}>
                {t("versions.view")} <span className="visually-hidden">{t("versions.opensInNewTab")}</span>
              </a>
              <button type="button" className="versions-button" onClick={() => onCompare(version, index)} aria-describedby={titleId}>
                {t("common.compare")}
              </button>
              <button
                type="button"
                className="versions-button"
                ref={(element) => {
                  if (element) restoreButtons.current.set(version.id, element);
                  else restoreButtons.current.delete(version.id);
                }}
                aria-describedby={titleId}
                aria-expanded={confirming === version.id}
                disabled={restoring}
                onClick={() => {
                  lastAsked.current = version.id;
                  onAskRestore(version.id);
                }}
              >
                {t("versions.restore")}
              </button>
            </div>
            {confirming === version.id ? (
              <RestoreConfirmation version={version} lang={lang} restoring={restoring} onConfirm={() => onRestore(version)} onCancel={() => onAskRestore(null)} />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
