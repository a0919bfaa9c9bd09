import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { anchorName } from "../../../shared/fields/checks.ts";
import { Picture } from "../../components/picture.tsx";
import { addTexts, useT } from "../../i18n/index.tsx";
import { imageListDe, imageListEn } from "../../i18n/modules/image-list-texts.ts";
import type { ImageObj } from "../../../shared/api/types.ts";
import { creditText } from "../../components/media/credit-text.ts";

// An image slider (spec §9: one slide per view, gap 24): a scroll-snapping strip, so touch swipes
// natively and it stays a scrollable row without JavaScript; buttons and arrow keys move one slide,
// and a live status tells which image is shown. No smooth scrolling under prefers-reduced-motion.
const GAP_PX = 24;

const fieldList = [
  {
    name: "format",
    kind: "select",
    label: { de: "Format", en: "Format" },
    options: [
      { value: "horizontal", label: { de: "Querformat", en: "Landscape" } },
      { value: "vertical", label: { de: "Hochformat", en: "Portrait" } },
      { value: "original", label: { de: "Original", en: "Original" } },
    ],
  },
  { name: "anchor", kind: "text", label: { de: "Anker", en: "Anchor" }, check: anchorName },
  {
    name: "children",
    kind: "list",
    label: { de: "Bilder", en: "Images" },
    itemLabel: { de: "Bild", en: "Image" },
    required: true,
    minItems: 1,
    maxItems: 30,
    item: [
      { name: "image", kind: "reference", to: "image", label: { de: "Bild", en: "Image" }, required: true },
      { name: "caption", kind: "text", label: { de: "Bildunterschrift", en: "Caption" }, maxLength: 300, searchable: true },
    ],
  },
] as const satisfies readonly Field[];

type ImageList = ModuleValues<typeof fieldList>;
type Slide = ImageList["children"][number] & { image_obj?: ImageObj | null };

addTexts("de", imageListDe);
addTexts("en", imageListEn);

function useSlider(count: number) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const update = () => setCurrent(Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / (element.clientWidth + GAP_PX)))));
    element.addEventListener("scroll", update, { passive: true });
    return () => element.removeEventListener("scroll", update);
  }, [count]);
  const go = (index: number) => {
    const element = track.current;
    if (!element) return;
    const target = Math.min(count - 1, Math.max(0, index));
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollTo({ left: target * (element.clientWidth + GAP_PX), behavior: reduced ? "auto" : "smooth" });
    setCurrent(target);
  };
  return { track, current, go };
}

function Render({ module }: ModuleRenderProps<ImageList>) {
  const t = useT();
  const slides = (module.children as Slide[]).filter((slide) => slide.image_obj);
  const { track, current, go } = useSlider(slides.length);
  if (slides.length === 0) return null;
  const position = (index: number) => t("imageList.position", { index: index + 1, count: slides.length });
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: slides.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(moves[event.key]);
  };
  return (
    <section className={`module-image-list module-image-list--${module.format ?? "horizontal"}`} id={module.anchor || undefined} aria-roledescription="carousel" aria-label={t("imageList.gallery")}>
      <ul className="module-image-list__track" ref={track} tabIndex={0} aria-label={t("imageList.gallery")} onKeyDown={onKeyDown}>
        {slides.map((slide, index) => (
          <li key={index} className="module-image-list__slide" aria-roledescription="slide" aria-label={position(index)}>
            <figure>
              <Picture image={slide.image_obj!} sizes="(min-width: 85em) 80rem, 100vw" />
              {slide.caption || slide.image_obj!.credit ? (
                <figcaption>
                  {slide.caption}
                  {slide.image_obj!.credit ? <span className="module-image__credit"> {creditText(slide.image_obj!.credit)}</span> : null}
                </figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
      {slides.length > 1 ? (
        <div className="module-image-list__controls">
          <button type="button" className="module-image-list__button" aria-label={t("imageList.previous")} disabled={current === 0} onClick={() => go(current - 1)}>
            <span aria-hidden="true">←</span>
          </button>
          <p className="module-image-list__status" aria-live="polite">
            {position(current)}
          </p>
          <button type="button" className="module-image-list__button" aria-label={t("imageList.next")} disabled={current === slides.length - 1} onClick={() => go(current + 1)}>
            <span aria-hidden="true">→</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<ImageList> = {
  Render,
};

export const imageListModule = /* @__PURE__ */ defineModule({
  type: "image_list",
  label: { de: "Bildergalerie", en: "Image list" },
  group: "media",
  icon: "gallery",
  fields: fieldList,
}, rendering);
