// After a client navigation to another page, focus moves to <main> (it has tabindex="-1"), so
// screen readers start reading the new page and keyboard users continue from its top. Changes of the
// query only (filters, paging) and of the hash keep the focus where it is.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

export function useFocusAfterNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
}
