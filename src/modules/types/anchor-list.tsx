import { useEffect, useState } from "react";
import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import { anchorName } from "../../../shared/fields/checks.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { addTexts, useT } from "../../i18n/index.tsx";
import { anchorListDe, anchorListEn } from "../../i18n/modules/anchor-list-texts.ts";

// In-page navigation to the anchors of the page's modules. The link of the part being read is marked
// aria-current: the last target whose top has passed spec §9's offset of 600 px (half the window on
// screens lower than 1200 px, so phones mark a part while it fills the screen).
const OFFSET_PX = 600;

const fieldList = [
  { name: "sticky", kind: "boolean", label: { de: "Beim Scrollen oben festhalten", en: "Keep at the top while scrolling" } },
  {
    name: "children",
    kind: "list",
    label: { de: "Sprungmarken", en: "Jump links" },
    itemLabel: { de: "Sprungmarke", en: "Jump link" },
    required: true,
    minItems: 1,
    maxItems: 20,
    item: [
      { name: "link_text", kind: "text", label: { de: "Linktext", en: "Link text" }, required: true, maxLength: 100 },
      { name: "anchor", kind: "text", label: { de: "Anker", en: "Anchor" }, required: true, check: anchorName, help: { de: "Der Anker eines Moduls dieser Seite, ohne #.", en: "The anchor of a module on this page, without #." } },
    ],
  },
] as const satisfies readonly Field[];

type AnchorList = ModuleValues<typeof fieldList>;

addTexts("de", anchorListDe);
addTexts("en", anchorListEn);

function useCurrentAnchor(anchors: string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = anchors.join(" ");
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = Math.min(OFFSET_PX, window.innerHeight / 2);
      let found: string | null = null;
      for (const anchor of key.split(" ")) {
        const target = document.getElementById(anchor);
        if (target && target.getBoundingClientRect().top <= offset) found = anchor;
      }
      setCurrent(found);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [key]);
  return current;
}

function Render({ module }: ModuleRenderProps<AnchorList>) {
  const t = useT();
  const current = useCurrentAnchor(module.children.map((child) => child.anchor));
  return (
    <nav className={`module-anchor-list${module.sticky ? " module-anchor-list--sticky" : ""}`} aria-label={t("anchorList.navigation")}>
      <ul>
        {module.children.map((child) => (
          <li key={child.anchor}>
            <a href={`#${child.anchor}`} aria-current={current === child.anchor ? "location" : undefined}>
              {child.link_text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<AnchorList> = {
  Render,
};

export const anchorListModule = /* @__PURE__ */ defineModule({
  type: "anchor_list",
  label: { de: "Ankerliste", en: "Anchor list" },
  group: "layout",
  icon: "anchor",
  fields: fieldList,
}, rendering);
