// The frame every detail section shares: a <section> named by its heading and marked with the
// spec's section name (data-section), so the order can be checked and styled.
import type { ReactNode } from "react";

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
