// The sections an event page shows of its production and the production page shows of itself
// (spec §2): they read the same fields, so both pages take them from here.
import type { ReactNode } from "react";
import type { EventDetail } from "../../../../shared/api/content-types.ts";
import { BlogSection } from "./blog-section.tsx";
import { ContributorsSection } from "./contributors-section.tsx";
import { ImageSliderSection } from "./image-slider-section.tsx";
import { OpeningHoursSection } from "./opening-hours-section.tsx";
import { ProgramsSection } from "./programs-section.tsx";
import { PromoterSection } from "./promoter-section.tsx";
import type { SectionName } from "./section.tsx";
import { VideoSection } from "./video-section.tsx";

type SharedSection = "OpeningHours" | "ImageSlider" | "Programs" | "Video" | "Contributors" | "Blog" | "Promoter";

/** What both an event and a production carry of the production (ProductionDetail has the same fields). */
type ProductionParts = Pick<EventDetail, "title" | "image" | "video_url" | "cast" | "team" | "articles" | "opening_hours" | "programs" | "promoter">;

/** The production's own sections, by name, for a page's `DetailSections`. */
export function productionSections(prefix: "event" | "production", data: ProductionParts): Record<SharedSection & SectionName, ReactNode> {
  return {
    OpeningHours: <OpeningHoursSection prefix={prefix} hours={data.opening_hours} />,
    ImageSlider: <ImageSliderSection prefix={prefix} images={[data.image]} />,
    Programs: <ProgramsSection prefix={prefix} items={data.programs} />,
    Video: <VideoSection prefix={prefix} url={data.video_url} title={data.title} />,
    Contributors: <ContributorsSection prefix={prefix} cast={data.cast} team={data.team} />,
    Blog: <BlogSection prefix={prefix} articles={data.articles} />,
    Promoter: <PromoterSection prefix={prefix} promoter={data.promoter} />,
  };
}
