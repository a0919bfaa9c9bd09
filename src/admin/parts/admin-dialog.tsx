// The admin's modal dialog (use-modal-dialog.ts: showModal, Escape, focus to `initialFocus` and back
// to the opener), rendered into <body>, with its heading and a close button.
import type { ReactNode, RefObject } from "react";
import { createPortal } from "react-dom";
import { useModalDialog } from "../../components/use-modal-dialog.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { translator } from "../../i18n/index.tsx";

export function AdminDialog({ title, lang, className, initialFocus, onClose, children }: { title: string; lang: Lang; className?: string; initialFocus: RefObject<HTMLElement | null>; onClose: () => void; children: (titleId: string) => ReactNode }) {
  const t = translator(lang);
  const { ref, titleId, close } = useModalDialog(onClose, initialFocus);
  return createPortal(
    <dialog
      ref={ref}
      className={className ? `admin-dialog ${className}` : "admin-dialog"}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // Chrome may close a modal dialog on Escape without a cancel event (close watchers): follow it.
      onClose={close}
    >
      <div className="admin-dialog__body">
        <div className="admin-dialog__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="admin-button admin-button--quiet" onClick={close}>
            {t("common.close")}
          </button>
        </div>
        {children(titleId)}
      </div>
    </dialog>,
    document.body,
  );
}
