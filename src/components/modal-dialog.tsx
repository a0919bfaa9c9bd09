// The frame of every small modal dialog (the editor's finders over the module modal, the admin's
// image and link dialogs): useModalDialog's behaviour, rendered into <body> so that its own <form>
// is not nested in the form it was opened from (React still bubbles events through the portal: they
// are stopped here), with its heading and a close button. `block` names the host's styles
// (`editor-sub-dialog`, `admin-dialog`): the frame is one, its look is the host's.
import type { FormEvent, ReactNode, RefObject } from "react";
import { createPortal } from "react-dom";
import { useModalDialog } from "./use-modal-dialog.ts";

export interface ModalDialogProps {
  title: string;
  /** The host's BEM block: `${block}`, `${block}__body`, `${block}__head`, `${block}__title`. */
  block: string;
  /** 3 over the module modal (whose title is the h2), 2 elsewhere. */
  headingLevel: 2 | 3;
  closeLabel: string;
  closeClassName: string;
  className?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** Called when the dialog's form is submitted (Enter in its input). */
  onSubmit?: () => void;
  children: ReactNode | ((titleId: string) => ReactNode);
}

export function ModalDialog({ title, block, headingLevel, closeLabel, closeClassName, className, initialFocus, onClose, onSubmit, children }: ModalDialogProps) {
  const { titleId, close, dialogProps } = useModalDialog(onClose, initialFocus);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onSubmit?.();
  };
  return createPortal(
    <dialog {...dialogProps} className={className ? `${block} ${className}` : block} onKeyDown={(event) => event.stopPropagation()}>
      <form className={`${block}__body`} onSubmit={submit} noValidate>
        <div className={`${block}__head`}>
          <Heading className={`${block}__title`} id={titleId}>
            {title}
          </Heading>
          <button type="button" className={closeClassName} onClick={close}>
            {closeLabel}
          </button>
        </div>
        {typeof children === "function" ? children(titleId) : children}
      </form>
    </dialog>,
    document.body,
  );
}
