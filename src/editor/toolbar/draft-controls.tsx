// The toolbar's part of "drafts that publish on purpose" (issue 25): saves go to the page's draft;
// "Veröffentlichen" (now, or at a time in a dialog), "Vorschau" (the draft as visitors will see it,
// in a new tab) and "Entwurf verwerfen" (after asking), and the state that tells the editor whether
// visitors see what they see. Whether there is a draft follows from the newest version's kind: a
// draft or restore is unpublished, a publish or discard is what visitors see.
import { useId, useState, type ReactNode } from "react";
import { useSnapshot } from "valtio";
import { isApiError } from "../../../shared/api/api-error.ts";
import { dateTimeFormat } from "../../../shared/lib/date-time-format.ts";
import type { PageData } from "../../../shared/api/types.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { useApi } from "../../api/loader-api.ts";
import { EditorDialog } from "../dialogs/editor-dialog.tsx";
import { useEditor } from "../editor-context.tsx";

const shownTime = (at: string, lang: Lang) => dateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" }).format(new Date(at));

/** The page's address with `?preview` instead of `?edit`. */
function previewAddress(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete("edit");
  url.searchParams.set("preview", "");
  return url.pathname + url.search.replace("preview=", "preview");
}

export interface DraftControls {
  /** The toolbar's buttons (toolbar items). */
  buttons: ReactNode;
  /** The state for the status line. */
  status: ReactNode;
  /** The publish and discard dialogs, outside the toolbar (its arrow keys must not reach their fields). */
  dialogs: ReactNode;
}

/** The controls of a page's draft; nothing for containers (`page` null), which save directly. */
export function useDraftControls(page: PageData | null): DraftControls {
  const { store, controller, t, lang } = useEditor();
  const api = useApi();
  const snap = useSnapshot(store.state);
  const [publishAt, setPublishAt] = useState<string | null>(page?.draft?.publish_at ?? null);
  const [dialog, setDialog] = useState<"publish" | "discard" | null>(null);
  const [when, setWhen] = useState("");
  const [busy, setBusy] = useState(false);
  const whenId = useId();
  const hintId = useId();
  if (!page) return { buttons: null, status: null, dialogs: null };

  const kind = snap.headVersion?.kind;
  const hasDraft = kind === "draft" || kind === "restore";
  const failed = (error: unknown) => store.showAlert("error", isApiError(error) && error.status === 409 ? t("publishing.stale") : t("editor.errorAlert"));

  async function publish(at: string | null) {
    setBusy(true);
    try {
      // Unsaved changes are saved first: "Veröffentlichen" publishes what the editor sees.
      if (store.state.dirty) await controller.save({ quiet: true });
      if (store.state.dirty) return;
      const answer = await api.publishPage({ lang, id: page!.id, base_version: store.state.baseVersion, publish_at: at });
      store.saved(store.state.saved, { base: answer.version.id, version: answer.version });
      setPublishAt(answer.draft?.publish_at ?? null);
      setDialog(null);
      store.showAlert("save", answer.draft?.publish_at ? t("publishing.scheduledAlert", { date: shownTime(answer.draft.publish_at, lang) }) : t("publishing.publishedAlert"));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  async function unschedule() {
    setBusy(true);
    try {
      const answer = await api.unschedulePage({ lang, id: page!.id });
      setPublishAt(answer.draft?.publish_at ?? null);
      setDialog(null);
      store.showAlert("save", t("publishing.unscheduledAlert"));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  async function discard() {
    setBusy(true);
    try {
      const answer = await api.discardPageDraft({ lang, id: page!.id, base_version: store.state.baseVersion });
      // The discard's version holds the published content: it becomes the working copy (undoable).
      const published = await api.pageVersion({ lang, id: page!.id, version: answer.version.id });
      store.replaceFromServer(published.sections, { base: answer.version.id, version: answer.version });
      setPublishAt(null);
      setDialog(null);
      store.showAlert("save", t("publishing.discardedAlert"));
    } catch (error) {
      setDialog(null);
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  const state = !hasDraft ? "published" : publishAt ? "scheduled" : "draft";
  const stateText = state === "published" ? t("publishing.published") : state === "scheduled" ? t("publishing.scheduled", { date: shownTime(publishAt!, lang) }) : t("publishing.draftSaved");
  const buttons = (
    <>
      <button type="button" className="editor-button" data-toolbar-item data-control="publish" aria-haspopup="dialog" disabled={!hasDraft && !snap.dirty} onClick={() => setDialog("publish")}>
        {t("publishing.publish")}
      </button>
      <a className="editor-button" data-toolbar-item data-control="preview" href={previewAddress()} target="_blank" rel="noopener" aria-label={t("publishing.previewLabel")}>
        {t("publishing.preview")}
      </a>
      <button type="button" className="editor-button" data-toolbar-item data-control="discard" aria-haspopup="dialog" disabled={!hasDraft} onClick={() => setDialog("discard")}>
        {t("publishing.discard")}
      </button>
    </>
  );
  const status = (
    <span className="editor-bar__publish-state" data-publish-state={state}>
      {stateText}
    </span>
  );
  const dialogs =
    dialog === "publish" ? (
      <EditorDialog title={t("publishing.publishTitle")} onCancel={() => setDialog(null)}>
        <form
          className="editor-dialog__body"
          onSubmit={(event) => {
            event.preventDefault();
            void publish(when ? new Date(when).toISOString() : null);
          }}
        >
          <p id={hintId}>{t("publishing.publishHint")}</p>
          <label htmlFor={whenId}>{t("publishing.publishAt")}</label>
          <input id={whenId} type="datetime-local" value={when} aria-describedby={hintId} onChange={(event) => setWhen(event.target.value)} />
          <div className="editor-dialog__actions">
            <button type="submit" className="editor-button editor-button--primary" data-control="publish-confirm" disabled={busy}>
              {when ? t("publishing.schedule") : t("publishing.publishNow")}
            </button>
            {publishAt ? (
              <button type="button" className="editor-button" data-control="unschedule" disabled={busy} onClick={() => void unschedule()}>
                {t("publishing.unschedule")}
              </button>
            ) : null}
            <button type="button" className="editor-button" onClick={() => setDialog(null)}>
              {t("common.cancel")}
            </button>
          </div>
        </form>
      </EditorDialog>
    ) : dialog === "discard" ? (
      <EditorDialog title={t("publishing.discardTitle")} role="alertdialog" onCancel={() => setDialog(null)}>
        <p>{t("publishing.discardText")}</p>
        <div className="editor-dialog__actions">
          <button type="button" className="editor-button editor-button--primary" data-control="discard-confirm" disabled={busy} onClick={() => void discard()}>
            {t("publishing.discardConfirm")}
          </button>
          <button type="button" className="editor-button" onClick={() => setDialog(null)}>
            {t("common.cancel")}
          </button>
        </div>
      </EditorDialog>
    ) : null;
  return { buttons, status, dialogs };
}
