// A native modal <dialog> of the editor shell (useModalDialog: focus stays inside, Escape cancels,
// focus returns to where it was when it opened).
import type { ReactNode } from "react";
import { useModalDialog } from "../../components/use-modal-dialog.ts";

export function EditorDialog({ title, role, onCancel, children, className = "" }: { title: string; role?: "alertdialog"; onCancel: () => void; children: ReactNode; className?: string }) {
  const { titleId, dialogProps } = useModalDialog(onCancel);
  return (
    <dialog {...dialogProps} className={`editor-dialog ${className}`.trim()} role={role}>
      <h2 id={titleId} className="editor-dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
