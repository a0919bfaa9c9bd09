// The sticky header's current height as the CSS variable --site-header-height on <html>, so that other
// sticky parts (a content module's jump links) stop right below it instead of under it.
import { useEffect, type RefObject } from "react";

export function useHeaderHeightVariable(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--site-header-height", `${element.getBoundingClientRect().height}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--site-header-height");
    };
  }, [header]);
}
