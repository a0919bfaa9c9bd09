// A small modal dialog over the module modal (link address, link finder, image finder): a native
// <dialog> shown with showModal(), so focus stays inside and Escape closes only this one; focus
// goes back to the control that opened it. Rendered into <body> so its own <form> is not nested in
// the module modal's form (React still bubbles events through the portal: they are stopped here).
import type { FormEvent, ReactNode } from "react";
import { createPortal } from "react-dom";
import { useModalDialog } from "../../components/use-modal-dialog.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { modalWord } from "../text/modal-text.ts";

interface SubDialogProps {
  title: string;
  lang: Lang;
  onClose: () => void;
  /** Called when the dialog's form is submitted (Enter in its input). */
  onSubmit?: () => void;
  className?: string;
  children: ReactNode;
}

export function SubDialog({ title, lang, onClose, onSubmit, className, children }: SubDialogProps) {
  const { ref, titleId, close } = useModalDialog(onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onSubmit?.();
  };
  return createPortal(
    <dialog
      ref={ref}
      className={`editor-sub-dialog${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        event.stopPropagation();
        close();
      }}
      onClose={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <form className="editor-sub-dialog__form" onSubmit={submit} noValidate>
        <div className="editor-sub-dialog__head">
          <h3 className="editor-sub-dialog__title" id={titleId}>
            {title}
          </h3>
          <button type="button" className="editor-button editor-button--quiet" onClick={close}>
            {modalWord("close", lang)}
          </button>
        </div>
        {children}
      </form>
    </dialog>,
    document.body,
  );
}
