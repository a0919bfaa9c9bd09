// The one modal-dialog behaviour of the site, the editor and the admin: a native <dialog> shown with
// showModal() while the component is mounted, so focus stays inside and the page behind is inert;
// Escape closes it; focus goes to `initialFocus` (if given) on opening and back to the control that
// opened it on closing. `close` always calls the latest `onClose`, so handlers need no memoizing.
// `dialogProps` go on the <dialog>: its name (the title's id) and the Escape handling. A dialog
// inside another (the module modal's image finder) keeps its events from reaching the outer one.
import { useEffect, useId, useLayoutEffect, useRef, type RefObject, type SyntheticEvent } from "react";

export function useModalDialog(onClose: () => void, initialFocus?: RefObject<HTMLElement | null>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  // A layout effect: the dialog is modal before its children's effects move the focus inside it.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);
  const close = () => closeRef.current();
  const dialogProps = {
    ref,
    "aria-labelledby": titleId,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      event.stopPropagation();
      close();
    },
    // Chrome may close a modal dialog on Escape without a cancel event (close watchers): follow it.
    onClose: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.stopPropagation();
      if (event.target === event.currentTarget) close();
    },
  };
  return { ref, titleId, close, dialogProps };
}
