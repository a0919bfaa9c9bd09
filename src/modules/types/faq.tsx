import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { anchorName } from "../../../shared/fields/checks.ts";

// Questions and answers as native disclosure widgets (<details>): keyboard operable, readable without
// JavaScript, and found by the browser's in-page search. A link to an item's anchor opens it and,
// after spec §2's 700 ms, scrolls it into view 200 px below the top (the site's own hash scrolling
// leaves such items alone: data-anchor-scroll="self").
const OPEN_DELAY_MS = 700;
const SCROLL_OFFSET_PX = 200;

const fieldList = [
  {
    name: "items",
    kind: "list",
    label: { de: "Fragen", en: "Questions" },
    itemLabel: { de: "Frage", en: "Question" },
    required: true,
    minItems: 1,
    maxItems: 50,
    item: [
      { name: "question", kind: "text", label: { de: "Frage", en: "Question" }, required: true, maxLength: 300, searchable: true },
      { name: "answer", kind: "richtext", label: { de: "Antwort", en: "Answer" }, required: true, maxLength: 5000, searchable: true },
      { name: "anchor", kind: "text", label: { de: "Anker", en: "Anchor" }, check: anchorName, help: { de: "Ein Link auf #anker öffnet diese Frage.", en: "A link to #anchor opens this question." } },
    ],
  },
] as const satisfies readonly Field[];

type Faq = ModuleValues<typeof fieldList>;

/** Opens the item the address's #anchor names, then scrolls it into place (after the router settled). */
function useAnchoredItems(list: React.RefObject<HTMLDivElement | null>) {
  const location = useLocation();
  useEffect(() => {
    let id = "";
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return;
    }
    const item = id ? document.getElementById(id) : null;
    if (!(item instanceof HTMLDetailsElement) || !list.current?.contains(item)) return;
    item.open = true;
    const timer = setTimeout(() => {
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      window.scrollTo({ top: item.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX, behavior: reduced ? "instant" : "smooth" });
      item.querySelector("summary")?.focus({ preventScroll: true });
    }, OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.key, location.hash, list]);
}

function Render({ module }: ModuleRenderProps<Faq>) {
  const list = useRef<HTMLDivElement>(null);
  useAnchoredItems(list);
  return (
    <div className="module-faq" ref={list}>
      {module.items.map((item, index) => (
        <details key={index} className="module-faq__item" id={item.anchor || undefined} data-anchor-scroll="self">
          <summary className="module-faq__question">{item.question}</summary>
          {/* Rich text is sanitized on the server when it is saved. */}
          <div className="module-faq__answer rich-text" dangerouslySetInnerHTML={{ __html: item.answer }} />
        </details>
      ))}
    </div>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<Faq> = {
  Render,
};

export const faqModule = /* @__PURE__ */ defineModule({
  type: "faq",
  label: { de: "FAQ", en: "FAQ" },
  group: "text",
  icon: "faq",
  fields: fieldList,
}, rendering);
