// After a refused save the first failing control of the form gets focus and comes into view; a host
// counts its refusals in `serial` (0: none yet), so each refusal moves the focus again.
import { useEffect, type RefObject } from "react";

export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, serial: number): void {
  useEffect(() => {
    if (serial === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
    first?.scrollIntoView?.({ block: "center" });
  }, [form, serial]);
}
