// The page settings panel (issue 25): the admin's page fields in place, as a modal dialog of the
// editor. The values are checked with the admin's page schema first, then saved through
// savePageSettings (the admin's write path); a 400 shows at its field and focus goes to the first
// failing one. After a new address the editor continues on it, still in edit mode.
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { validate } from "superstruct";
import { isApiError } from "../../../shared/api/api-error.ts";
import type { AdminFailure } from "../../../shared/api/contract/admin.ts";
import type { PageSettings } from "../../../shared/api/contract/page-settings.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { pagesResource } from "../../admin/resources/pages.ts";
import { useSlugProposal } from "../../admin/form/use-slug-proposal.ts";
import { useApi } from "../../api/loader-api.ts";
import { FieldContext, type FieldEnvironment, type FormValues } from "../../components/fields/field-context.tsx";
import { FieldWidget } from "../../components/fields/field-widget.tsx";
import { useFocusFirstInvalid } from "../../components/fields/use-focus-first-invalid.ts";
import { RichTextEditor } from "../../components/fields/rich-text-editor.tsx";
import { useModalDialog } from "../../components/use-modal-dialog.ts";
import { translator } from "../../i18n/index.tsx";
import { failuresOf } from "../../modules/validate-sections.ts";
import { editorSkin } from "../fields/sub-dialog.tsx";
import { settingsGroups } from "./page-settings-fields.ts";
import "../styles/modal.css";
import "./page-settings.css";

/** The failures of a refused save: every one the server named, or its one field. */
function failuresOfAnswer(body: Record<string, unknown>): AdminFailure[] {
  const listed = body.failures as AdminFailure[] | undefined;
  return listed ?? [{ field: String(body.field ?? "").replace(/^values\./, ""), reason: String(body.reason ?? "") }];
}

/** Where the editor continues after a save: the page's (new) address in edit mode. */
function editAddress(url: string): string {
  const next = new URL(url, window.location.href);
  next.searchParams.set("edit", "");
  return next.pathname + next.search.replace(/=(&|$)/g, "$1");
}

export function PageSettingsDialog({ pageId, lang, onClose, onSaved }: { pageId: number; lang: Lang; onClose: () => void; onSaved: (settings: PageSettings) => void }) {
  const api = useApi();
  const t = translator(lang);
  const [loaded, setLoaded] = useState<PageSettings | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const { titleId, close, dialogProps } = useModalDialog(onClose);
  useEffect(() => {
    let current = true;
    api
      .pageSettings({ lang, id: pageId })
      .then((settings) => current && setLoaded(settings))
      .catch(() => current && setLoadFailed(true));
    return () => {
      current = false;
    };
  }, [api, lang, pageId]);
  return (
    <dialog {...dialogProps} className="module-modal page-settings" data-page-settings>
      <header className="module-modal__head">
        <h2 className="module-modal__title" id={titleId}>
          {t("pageSettings.title")}
        </h2>
      </header>
      {loaded ? (
        <SettingsForm settings={loaded} lang={lang} onCancel={close} onSaved={onSaved} />
      ) : (
        <div className="module-modal__body">
          <p role="status">{loadFailed ? t("pageSettings.failed") : t("pageSettings.loading")}</p>
          <button type="button" className="editor-button editor-button--quiet" onClick={close}>
            {t("common.cancel")}
          </button>
        </div>
      )}
    </dialog>
  );
}

function SettingsForm({ settings, lang, onCancel, onSaved }: { settings: PageSettings; lang: Lang; onCancel: () => void; onSaved: (settings: PageSettings) => void }) {
  const api = useApi();
  const t = translator(lang);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(settings.values);
  const [failures, setFailures] = useState<AdminFailure[]>([]);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [focusFirstInvalid, setFocusFirstInvalid] = useState(0);
  const patchValues = useSlugProposal(pagesResource, lang, values, setValues);
  const onPatch = (patch: FormValues) => {
    patchValues(patch);
    // A field the editor changes loses its failure; the others keep theirs until the next save.
    setFailures((previous) => previous.filter((failure) => !Object.keys(patch).includes(failure.field.split(".")[0])));
  };
  useFocusFirstInvalid(formRef, focusFirstInvalid);
  const environment = useMemo<FieldEnvironment>(
    () => ({ lang, canEditCode: false, failures: new Map(failures.map((failure) => [failure.field, failure.reason])), skin: editorSkin, images: settings.images, richTextEditor: RichTextEditor }),
    [lang, failures, settings.images],
  );
  const refuse = (found: AdminFailure[]) => {
    setFailures(found);
    setProblem(t("pageSettings.fixFailures"));
    setFocusFirstInvalid((count) => count + 1);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [error] = validate(values, pagesResource.schema);
    if (error) return refuse(failuresOf(error));
    setSaving(true);
    try {
      const saved = await api.savePageSettings({ lang, id: settings.id, values });
      if (saved.url !== window.location.pathname) {
        window.location.assign(editAddress(saved.url));
        return;
      }
      onSaved(saved);
    } catch (failure) {
      if (isApiError(failure) && failure.status === 400) refuse(failuresOfAnswer(failure.body));
      else setProblem(t("pageSettings.failed"));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form ref={formRef} className="module-modal__form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="module-modal__body">
        {problem ? (
          <p className="module-modal__summary" role="alert">
            {problem}
          </p>
        ) : null}
        <FieldContext.Provider value={environment}>
          {settingsGroups.map((group) => (
            <fieldset key={group.key} className="page-settings__group">
              <legend className="page-settings__legend">{t(`pageSettings.${group.key}`)}</legend>
              {group.fields.map((field) => (
                <FieldWidget key={field.name} field={field} values={values} path={field.name} onPatch={onPatch} />
              ))}
            </fieldset>
          ))}
        </FieldContext.Provider>
      </div>
      <footer className="module-modal__foot">
        <button type="button" className="editor-button editor-button--quiet" onClick={onCancel}>
          {t("common.cancel")}
        </button>
        <button type="submit" className="editor-button editor-button--primary" data-control="save-page-settings" disabled={saving}>
          {t("pageSettings.save")}
        </button>
      </footer>
    </form>
  );
}
