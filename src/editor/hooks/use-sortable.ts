// Drag and drop with sortablejs on a list the editor renders with React. Sortable moves the DOM node;
// we put it back where React left it at once and let the store's change re-render the list, so React
// and the DOM never disagree. Mouse, pen and touch use Sortable's fallback (pointer events).
import { useEffect, useRef, type RefObject } from "react";
import Sortable from "sortablejs";

export interface SortableDrop {
  item: HTMLElement;
  from: HTMLElement;
  to: HTMLElement;
  /** The position among the draggable items of `to`, the dragged one included. */
  index: number;
}

export function useSortable(list: RefObject<HTMLElement | null>, options: { group: string; draggable: string; handle: string; onDrop: (drop: SortableDrop) => void }) {
  const onDrop = useRef(options.onDrop);
  useEffect(() => {
    onDrop.current = options.onDrop;
  });
  const { group, draggable, handle } = options;
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    let origin: { parent: Node; next: Node | null } | null = null;
    const sortable = Sortable.create(element, {
      group,
      draggable,
      handle,
      animation: 150,
      forceFallback: true,
      fallbackOnBody: true,
      fallbackTolerance: 3,
      ghostClass: "editor-drag-ghost",
      chosenClass: "editor-drag-chosen",
      onStart(event) {
        origin = { parent: event.from, next: event.item.nextSibling };
      },
      onEnd(event) {
        const { item, from, to } = event;
        const index = event.newDraggableIndex ?? event.newIndex ?? 0;
        const moved = from !== to || event.oldDraggableIndex !== event.newDraggableIndex;
        if (origin) origin.parent.insertBefore(item, origin.next && origin.next.parentNode === origin.parent ? origin.next : null);
        origin = null;
        if (moved) onDrop.current({ item, from, to, index });
      },
    });
    return () => sortable.destroy();
  }, [list, group, draggable, handle]);
}
