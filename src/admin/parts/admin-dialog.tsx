// The admin's modal dialog: a native <dialog> shown with showModal() (focus stays inside, Escape
// closes it), rendered into <body>, with its heading and a close button; focus goes to `initialFocus`
// on opening and back to the control that opened it on closing.
import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import type { Lang } from "../../../shared/lib/localized.ts";
import { adminWord } from "../admin-text.ts";

export function AdminDialog({ title, lang, className, initialFocus, onClose, children }: { title: string; lang: Lang; className?: string; initialFocus: RefObject<HTMLElement | null>; onClose: () => void; children: (titleId: string) => ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    initialFocus.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);
  return createPortal(
    <dialog
      ref={ref}
      className={className ? `admin-dialog ${className}` : "admin-dialog"}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        closeRef.current();
      }}
      // Chrome may close a modal dialog on Escape without a cancel event (close watchers): follow it.
      onClose={() => closeRef.current()}
    >
      <div className="admin-dialog__body">
        <div className="admin-dialog__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="admin-button admin-button--quiet" onClick={() => closeRef.current()}>
            {adminWord("close", lang)}
          </button>
        </div>
        {children(titleId)}
      </div>
    </dialog>,
    document.body,
  );
}
