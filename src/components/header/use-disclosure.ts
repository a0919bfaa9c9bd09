// A button that shows and hides a panel (WAI-ARIA disclosure): Escape closes it and returns focus to
// the button; a click outside or focus leaving the container closes it quietly.
import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";

export function useDisclosure<Container extends HTMLElement = HTMLElement>() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<Container>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        close(true);
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    const container = containerRef.current;
    container?.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      container?.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close]);

  /** For the container's onBlur: Tab moved focus out of it. */
  const onBlur = useCallback((event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !containerRef.current?.contains(next)) setOpen(false);
  }, []);

  return { open, setOpen, toggle: () => setOpen((value) => !value), close, containerRef, buttonRef, onBlur };
}
