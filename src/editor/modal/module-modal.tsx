// The one edit modal of every module type, built from the definition's fields only. A native
// <dialog> shown with showModal(): focus stays inside, Escape and Cancel close it, focus goes back
// to the control that opened it. Save checks the values with the definition's schema first; the
// failures (and those of the server's 400) are shown at their fields and the first one gets focus.
// Ctrl/Cmd+S in the dialog is Save and then the page's save, as the same keys outside it.
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { ModuleData } from "../../../shared/api/page-content.ts";
import { useModalDialog } from "../../components/use-modal-dialog.ts";
import type { ModuleModalProps } from "../editor-props.ts";
import { FieldContext, type FieldEnvironment } from "../../components/fields/field-context.tsx";
import { editorSkin } from "../fields/sub-dialog.tsx";
import { FieldWidget } from "../../components/fields/field-widget.tsx";
import { useFocusFirstInvalid } from "../../components/fields/use-focus-first-invalid.ts";
import { modalTitle } from "../../components/fields/field-titles.ts";
import { RichTextEditor } from "../../components/fields/rich-text-editor.tsx";
import { translator } from "../../i18n/index.tsx";
import { failuresByField, formValues, inFormOrder, moduleFailures, patchAt, savedValues, withoutFailuresAt, type FieldFailure, type FormValues } from "./module-form.ts";
import "../styles/modal.css";

export function ModuleModal({ definition, module, mode, lang, canEditCode, serverFailures, onSave, onCancel }: ModuleModalProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(() => formValues(module));
  const [clientFailures, setClientFailures] = useState<FieldFailure[]>([]);
  const [remoteFailures, setRemoteFailures] = useState<FieldFailure[]>(() => (serverFailures ?? []).filter((failure) => !failure.module || failure.module === module.id));
  const [checked, setChecked] = useState(false);
  const [focusFirstInvalid, setFocusFirstInvalid] = useState(0);
  // Set once saved or cancelled: the dialog's closing after that is no second cancel.
  const done = useRef(false);
  // Set by Ctrl/Cmd+S until the submit it starts has run.
  const saveThePage = useRef(false);

  const current = (next: FormValues): ModuleData => ({ ...next, id: module.id, type: module.type });

  const { titleId, close: cancel, dialogProps } = useModalDialog(() => {
    if (done.current) return;
    done.current = true;
    onCancel();
  });

  useFocusFirstInvalid(formRef, focusFirstInvalid);

  // Failures from the server are shown once the modal has opened, with focus on the first.
  useEffect(() => {
    if ((serverFailures ?? []).length > 0) setFocusFirstInvalid((count) => count + 1);
  }, [serverFailures]);

  // Once a save was tried, the failures follow the values as the editor fixes them.
  useEffect(() => {
    if (checked) setClientFailures(moduleFailures({ ...values, id: module.id, type: module.type }, definition));
  }, [checked, values, definition, module.id, module.type]);

  const failures = useMemo(() => failuresByField(inFormOrder([...clientFailures, ...remoteFailures], definition.fields, values)), [clientFailures, remoteFailures, definition.fields, values]);
  const environment = useMemo<FieldEnvironment>(() => ({ lang, canEditCode, failures, skin: editorSkin, richTextEditor: RichTextEditor }), [lang, canEditCode, failures]);

  const patch = (path: string, changes: FormValues) => {
    setValues((previous) => patchAt(previous, path, changes));
    for (const key of Object.keys(changes)) setRemoteFailures((previous) => withoutFailuresAt(previous, path ? `${path}.${key}` : key));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const andSave = saveThePage.current;
    saveThePage.current = false;
    const found = moduleFailures(current(values), definition);
    setChecked(true);
    setClientFailures(found);
    if (found.length > 0 || remoteFailures.length > 0) {
      setFocusFirstInvalid((count) => count + 1);
      return;
    }
    done.current = true;
    onSave({ ...savedValues(values), id: module.id, type: module.type }, { andSave });
  };

  const saveKeys = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "s") return;
    // Only the module's own form: a dialog opened from it (the link finder) keeps its keys.
    if ((event.target as HTMLElement).closest("dialog") !== event.currentTarget.closest("dialog")) return;
    event.preventDefault();
    saveThePage.current = true;
    formRef.current?.requestSubmit();
  };

  const t = translator(lang);
  const failureCount = failures.size;
  return (
    <dialog {...dialogProps} className="module-modal">
      <form ref={formRef} className="module-modal__form" onSubmit={submit} onKeyDown={saveKeys} noValidate>
        <header className="module-modal__head">
          <h2 className="module-modal__title" id={titleId}>
            {modalTitle(definition.label, mode, lang)}
          </h2>
        </header>
        <div className="module-modal__body">
          {failureCount > 0 ? (
            <p className="module-modal__summary" role="alert">
              {t("modal.fixFailures")}
            </p>
          ) : null}
          <FieldContext.Provider value={environment}>
            {definition.fields.map((field) => (
              <FieldWidget key={field.name} field={field} values={values} path={field.name} onPatch={(changes) => patch("", changes)} />
            ))}
          </FieldContext.Provider>
        </div>
        <footer className="module-modal__foot">
          <button type="button" className="editor-button editor-button--quiet" onClick={cancel}>
            {t("common.cancel")}
          </button>
          <button type="submit" className="editor-button editor-button--primary">
            {t("common.save")}
          </button>
        </footer>
      </form>
    </dialog>
  );
}
