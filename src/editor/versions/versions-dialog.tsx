// The versions of the page being edited, in one native <dialog> shown with showModal(): the list
// (view, compare, restore) and the compare view. Escape and the close button close it; focus goes
// back to the control that opened it. A restore saves the version's content as a new version on the
// editor's head version and says so, the list then showing the new version; a newer head (409) is
// reported with who saved it and when.
import { useCallback, useEffect, useRef, useState } from "react";
import { isApiError } from "../../../shared/api/api-error.ts";
import type { PageVersionSummary, SavedBy, StaleSaveBody } from "../../../shared/api/editor-types.ts";
import type { Section } from "../../../shared/api/page-content.ts";
import { useApi } from "../../api/loader-api.ts";
import { useModalDialog } from "../../components/use-modal-dialog.ts";
import type { VersionsDialogProps } from "../editor-props.ts";
import { VersionCompare, type CompareTarget } from "./version-compare.tsx";
import { VersionList } from "./version-list.tsx";
import { versionName, versionTime } from "./version-words.ts";
import "../styles/versions.css";
import { translator } from "../../i18n/index.tsx";

type View = { kind: "list" } | { kind: "compare"; before: CompareTarget; after: CompareTarget; key: number };

type Notice = { kind: "restored"; number: number } | { kind: "stale"; version: SavedBy } | { kind: "failed" } | null;

export function VersionsDialog({ pageId, lang, working, headVersion, initialCompare, onRestored, onClose }: VersionsDialogProps) {
  const t = translator(lang);
  const api = useApi();
  const viewHeadingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const { titleId, close, dialogProps } = useModalDialog(onClose);

  const [versions, setVersions] = useState<PageVersionSummary[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [reload, setReload] = useState(0);
  const [view, setView] = useState<View>(() => (initialCompare ? { kind: "compare", ...initialCompare, key: 0 } : { kind: "list" }));
  const [head, setHead] = useState<PageVersionSummary | null>(headVersion);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const sectionsCache = useRef(new Map<number, Promise<Section[]>>());

  // The shell's head moves on with its saves; ours moves on with a restore.
  useEffect(() => {
    setHead((known) => (headVersion && (!known || headVersion.id > known.id) ? headVersion : known));
  }, [headVersion]);

  useEffect(() => {
    let live = true;
    setLoadFailed(false);
    api.pageVersions({ lang, id: pageId }).then(
      (list) => live && setVersions(list),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, lang, pageId, reload]);

  const loadSections = useCallback(
    (version: number) => {
      let found = sectionsCache.current.get(version);
      if (!found) {
        found = api.pageVersion({ lang, id: pageId, version }).then((detail) => detail.sections);
        found.catch(() => sectionsCache.current.delete(version));
        sectionsCache.current.set(version, found);
      }
      return found;
    },
    [api, lang, pageId],
  );

  // Focus goes to the new view's heading right after it is rendered: in an effect, not an animation
  // frame, which a browser may hold back until after the editor's next action has moved focus on.
  const [headingFocus, setHeadingFocus] = useState(0);
  useEffect(() => {
    if (headingFocus > 0) viewHeadingRef.current?.focus();
  }, [headingFocus]);

  const showView = (next: View) => {
    setView(next);
    setConfirming(null);
    setHeadingFocus((count) => count + 1);
  };

  const compareFrom = (version: PageVersionSummary, index: number) => {
    // What this save changed: the version before it against it; the first one against the working copy.
    const older = versions?.[index + 1];
    showView(older ? { kind: "compare", before: older.id, after: version.id, key: Date.now() } : { kind: "compare", before: version.id, after: "working", key: Date.now() });
  };

  const restore = async ({ id: version, number }: PageVersionSummary) => {
    setRestoring(true);
    setNotice(null);
    try {
      const [saved, sections] = await Promise.all([api.restorePageVersion({ lang, id: pageId, version, base_version: head?.id ?? null }), loadSections(version)]);
      setHead(saved.version);
      setConfirming(null);
      setNotice({ kind: "restored", number });
      setReload((count) => count + 1);
      onRestored(saved, sections);
    } catch (error) {
      if (isApiError(error) && error.status === 409 && (error.body as unknown as StaleSaveBody).version) setNotice({ kind: "stale", version: (error.body as unknown as StaleSaveBody).version });
      else setNotice({ kind: "failed" });
      setConfirming(null);
    } finally {
      setRestoring(false);
    }
  };

  // The confirmation that had focus is gone with the restore: focus goes to the message that says it restored.
  useEffect(() => {
    if (notice?.kind === "restored") noticeRef.current?.focus();
  }, [notice]);

  const pagePath = typeof window === "undefined" ? "" : window.location.pathname;

  let noticeView = null;
  if (notice?.kind === "restored")
    noticeView = (
      <p className="versions-notice versions-notice--ok" role="status" ref={noticeRef} tabIndex={-1}>
        {t("versionHistory.restoredNotice", { number: notice.number })}
      </p>
    );
  else if (notice?.kind === "stale")
    noticeView = (
      <p className="versions-notice versions-notice--error" role="alert">
        {t("versions.staleRestore")}: {"number" in notice.version ? versionName(notice.version as PageVersionSummary, lang) : t("versions.version")}, {notice.version.author || t("versions.unknownAuthor")},{" "}
        <time dateTime={notice.version.created_at}>{versionTime(notice.version.created_at, lang)}</time>. {t("versions.staleHint")}
      </p>
    );
  else if (notice?.kind === "failed")
    noticeView = (
      <p className="versions-notice versions-notice--error" role="alert">
        {t("versions.restoreFailed")}
      </p>
    );

  let body;
  if (loadFailed)
    body = (
      <p role="alert">
        {t("versions.loadFailed")}{" "}
        <button type="button" className="versions-button" onClick={() => setReload((count) => count + 1)}>
          {t("versions.retry")}
        </button>
      </p>
    );
  else if (!versions) body = <p role="status">{t("common.loading")}</p>;
  else if (view.kind === "compare")
    body = <VersionCompare key={view.key} lang={lang} versions={versions} working={working} initial={view} loadSections={loadSections} />;
  else
    body = (
      <VersionList
        lang={lang}
        versions={versions}
        headId={head?.id ?? null}
        pagePath={pagePath}
        confirming={confirming}
        restoring={restoring}
        onCompare={compareFrom}
        onAskRestore={setConfirming}
        onRestore={(version) => void restore(version)}
      />
    );

  return (
    <dialog {...dialogProps} className={`versions-dialog${view.kind === "compare" ? " versions-dialog--compare" : ""}`}>
      <header className="versions-dialog__head">
        <h2 className="versions-dialog__title" id={titleId}>
          {t("common.versions")}
        </h2>
        <button type="button" className="versions-button" onClick={close}>
          {t("common.close")}
        </button>
      </header>
      <div className="versions-dialog__body">
        <div className="versions-dialog__view-head">
          <h3 className="versions-dialog__view-title" ref={viewHeadingRef} tabIndex={-1}>
            {view.kind === "compare" ? t("versions.compareHeading") : t("versions.listHeading")}
          </h3>
          {view.kind === "compare" ? (
            <button type="button" className="versions-button" onClick={() => showView({ kind: "list" })}>
              {t("common.backToList")}
            </button>
          ) : null}
        </div>
        {noticeView}
        {body}
      </div>
    </dialog>
  );
}
