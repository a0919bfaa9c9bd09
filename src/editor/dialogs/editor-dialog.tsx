// A native modal <dialog> of the editor shell: focus stays inside, Escape cancels, focus returns to
// where it was when it opened.
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from "react";

export function EditorDialog({ title, role, onCancel, children, className = "" }: { title: string; role?: "alertdialog"; onCancel: () => void; children: ReactNode; className?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={`editor-dialog ${className}`.trim()}
      role={role}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        cancel.current();
      }}
    >
      <h2 id={titleId} className="editor-dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
