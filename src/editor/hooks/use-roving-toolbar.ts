// WAI-ARIA toolbar pattern: one tab stop; arrow keys, Home and End move between the enabled items.
import { useEffect, useRef, type KeyboardEvent, type RefObject } from "react";

const itemSelector = "[data-toolbar-item]";

function itemsOf(toolbar: HTMLElement): HTMLElement[] {
  return Array.from(toolbar.querySelectorAll<HTMLElement>(itemSelector)).filter((item) => !(item as HTMLButtonElement).disabled);
}

export function useRovingToolbar(toolbar: RefObject<HTMLElement | null>) {
  const current = useRef<HTMLElement | null>(null);

  // After every render: exactly one enabled item is in the tab order (the last one used, if it still can be).
  useEffect(() => {
    const element = toolbar.current;
    if (!element) return;
    const items = itemsOf(element);
    const active = current.current && items.includes(current.current) ? current.current : items[0];
    for (const item of element.querySelectorAll<HTMLElement>(itemSelector)) item.tabIndex = item === active ? 0 : -1;
  });

  const focusItem = (item: HTMLElement | undefined) => {
    const element = toolbar.current;
    if (!item || !element) return;
    for (const other of element.querySelectorAll<HTMLElement>(itemSelector)) other.tabIndex = other === item ? 0 : -1;
    current.current = item;
    item.focus();
  };

  return {
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const element = toolbar.current;
      if (!element) return;
      const items = itemsOf(element);
      const at = items.indexOf(document.activeElement as HTMLElement);
      if (at < 0) return;
      const keys: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: items.length - 1 };
      if (!(event.key in keys) || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      focusItem(items[(keys[event.key] + items.length) % items.length]);
    },
    onFocus(event: { target: EventTarget }) {
      const target = event.target as HTMLElement;
      if (target.matches(itemSelector)) focusItem(target);
    },
  };
}
