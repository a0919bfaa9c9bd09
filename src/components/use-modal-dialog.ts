// A native <dialog> shown with showModal() while the component is mounted: focus stays inside and
// Escape closes it; focus goes to `initialFocus` (if given) on opening and back to the control that
// opened it on closing. `close` always calls the latest `onClose`, so handlers need no memoizing.
import { useEffect, useId, useRef, type RefObject } from "react";

export function useModalDialog(onClose: () => void, initialFocus?: RefObject<HTMLElement | null>) {
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
    initialFocus?.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);
  return { ref, titleId, close: () => closeRef.current() };
}
