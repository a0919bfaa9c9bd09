// The frame every detail section shares: a <section> named by its heading and marked with the
// spec's section name (data-section), so the order can be checked and styled; and the one place that
// puts a page's sections in spec §2's order.
import { Fragment, type ReactNode } from "react";

/** Spec §2: the detail section order for events and for productions. */
export const EVENT_SECTION_ORDER = [
  "Children",
  "ImportantInfo",
  "OpeningHours",
  "Description",
  "ImageSlider",
  "Programs",
  "Video",
  "Contributors",
  "Series",
  "Events",
  "Blog",
  "Sponsors",
  "Promoter",
] as const;
export const PRODUCTION_SECTION_ORDER = ["OpeningHours", "Description", "ImageSlider", "Programs", "Video", "Contributors", "Events", "Blog", "Promoter"] as const;

export type SectionName = (typeof EVENT_SECTION_ORDER)[number];

/**
 * A page's sections in the order of `order`, each from `sections` by name. Every name of the order
 * must be given (a section renders nothing without content), so none can be forgotten or misplaced.
 */
export function DetailSections<Name extends SectionName>({ order, sections }: { order: readonly Name[]; sections: Record<Name, ReactNode> }) {
  return (
    <>
      {order.map((name) => (
        <Fragment key={name}>{sections[name]}</Fragment>
      ))}
    </>
  );
}

export function DetailSection({
  name,
  id,
  title,
  className,
  children,
}: {
  name: SectionName;
  /** The heading's id (unique on the page). */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`detail-section${className ? ` ${className}` : ""}`} data-section={name} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
