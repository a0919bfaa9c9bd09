// The one edit modal of every module type, built from the definition's fields only. A native
// <dialog> shown with showModal(): focus stays inside, Escape and Cancel close it, focus goes back
// to the control that opened it. Save checks the values with the definition's schema first; the
// failures (and those of the server's 400) are shown at their fields and the first one gets focus.
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from "react";
import type { ModuleData } from "../../../shared/api/page-content.ts";
import type { ModuleModalProps } from "../editor-props.ts";
import { FieldContext, type FieldEnvironment } from "../fields/field-context.tsx";
import { FieldWidget } from "../fields/field-widget.tsx";
import { modalTitle, modalWord } from "../text/modal-text.ts";
import { failuresByField, formValues, inFormOrder, moduleFailures, patchAt, savedValues, withoutFailuresAt, type FieldFailure, type FormValues } from "./module-form.ts";
import "../styles/modal.css";

export function ModuleModal({ definition, module, mode, lang, canEditCode, serverFailures, onSave, onCancel }: ModuleModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const [values, setValues] = useState<FormValues>(() => formValues(module));
  const [clientFailures, setClientFailures] = useState<FieldFailure[]>([]);
  const [remoteFailures, setRemoteFailures] = useState<FieldFailure[]>(() => (serverFailures ?? []).filter((failure) => !failure.module || failure.module === module.id));
  const [checked, setChecked] = useState(false);
  const [focusFirstInvalid, setFocusFirstInvalid] = useState(0);
  const done = useRef(false);
  const cancelRef = useRef(onCancel);
  useEffect(() => {
    cancelRef.current = onCancel;
  });

  const current = (next: FormValues): ModuleData => ({ ...next, id: module.id, type: module.type });

  // Open as a modal; on unmount close and give focus back to the opener.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      done.current = true;
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    if (focusFirstInvalid === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
    first?.scrollIntoView?.({ block: "center" });
  }, [focusFirstInvalid]);

  // Failures from the server are shown once the modal has opened, with focus on the first.
  useEffect(() => {
    if ((serverFailures ?? []).length > 0) setFocusFirstInvalid((count) => count + 1);
  }, [serverFailures]);

  // Once a save was tried, the failures follow the values as the editor fixes them.
  useEffect(() => {
    if (checked) setClientFailures(moduleFailures({ ...values, id: module.id, type: module.type }, definition));
  }, [checked, values, definition, module.id, module.type]);

  const failures = useMemo(() => failuresByField(inFormOrder([...clientFailures, ...remoteFailures], definition.fields, values)), [clientFailures, remoteFailures, definition.fields, values]);
  const environment = useMemo<FieldEnvironment>(() => ({ lang, canEditCode, failures }), [lang, canEditCode, failures]);

  const patch = (path: string, changes: FormValues) => {
    setValues((previous) => patchAt(previous, path, changes));
    for (const key of Object.keys(changes)) setRemoteFailures((previous) => withoutFailuresAt(previous, path ? `${path}.${key}` : key));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = moduleFailures(current(values), definition);
    setChecked(true);
    setClientFailures(found);
    if (found.length > 0 || remoteFailures.length > 0) {
      setFocusFirstInvalid((count) => count + 1);
      return;
    }
    done.current = true;
    onSave({ ...savedValues(values), id: module.id, type: module.type });
  };

  const cancel = () => {
    if (done.current) return;
    done.current = true;
    cancelRef.current();
  };

  const failureCount = failures.size;
  return (
    <dialog
      ref={dialogRef}
      className="module-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
      onClose={() => cancel()}
    >
      <form ref={formRef} className="module-modal__form" onSubmit={submit} noValidate>
        <header className="module-modal__head">
          <h2 className="module-modal__title" id={titleId}>
            {modalTitle(definition.label, mode, lang)}
          </h2>
        </header>
        <div className="module-modal__body">
          {failureCount > 0 ? (
            <p className="module-modal__summary" role="alert">
              {modalWord("fixFailures", lang)}
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
            {modalWord("cancel", lang)}
          </button>
          <button type="submit" className="editor-button editor-button--primary">
            {modalWord("save", lang)}
          </button>
        </footer>
      </form>
    </dialog>
  );
}
