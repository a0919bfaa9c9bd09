// The detail pages' sections beside the texts (spec §2): a production's opening hours, programme and
// promoter, and an event's sponsors. They are columns of the page's own first query (JSON built by
// PostgreSQL in correlated subqueries), so the page waits for no further round trip.
import { sql } from "drizzle-orm";
import { eventSponsors, events, images, partners, productionOpeningHours, productions, programmeItems } from "../db/schema.ts";
import type { Partner, ProductionSections, ProgrammeItem, WeekdayHours } from "../../shared/api/content-types.ts";
import { imageObjOf } from "../../shared/api/image-sources.ts";
import { pick, type Lang, type Localized } from "../../shared/lib/localized.ts";

/** What `imageObjOf` needs of an image row; the JSON below builds exactly that. */
type ImageJson = Parameters<typeof imageObjOf>[0];

interface PartnerJson {
  id: number;
  name: string;
  description: Localized;
  linkUrl: string;
  logo: ImageJson | null;
}

interface HoursJson {
  weekday: number;
  timeFrom: string | null;
  timeTo: string | null;
  closed: boolean;
  alternativeText: Localized;
  alternativeLinkUrl: string;
}

interface ProgrammeJson {
  id: number;
  title: Localized;
  text: Localized;
  linkUrl: Localized;
}

/** A partner row (with its logo) as JSON; `partners` must be in the enclosing FROM. */
const partnerJson = sql`json_build_object(
  'id', ${partners.id}, 'name', ${partners.name}, 'description', ${partners.description}, 'linkUrl', ${partners.linkUrl},
  'logo', (select json_build_object(
    'id', ${images.id}, 'url', ${images.url}, 'width', ${images.width}, 'height', ${images.height}, 'alt', ${images.alt},
    'credit', ${images.credit}, 'renditions', ${images.renditions}, 'focalX', ${images.focalX}, 'focalY', ${images.focalY}
  ) from ${images} where ${images.id} = ${partners.logoId}))`;

/** Columns for a query whose FROM holds `productions`: the production's sections. */
export function productionSectionColumns() {
  return {
    openingHours: sql<HoursJson[]>`coalesce((select json_agg(json_build_object(
      'weekday', ${productionOpeningHours.weekday}, 'timeFrom', ${productionOpeningHours.timeFrom}, 'timeTo', ${productionOpeningHours.timeTo},
      'closed', ${productionOpeningHours.closed}, 'alternativeText', ${productionOpeningHours.alternativeText},
      'alternativeLinkUrl', ${productionOpeningHours.alternativeLinkUrl}
    ) order by ${productionOpeningHours.weekday}, ${productionOpeningHours.timeFrom} nulls first, ${productionOpeningHours.id})
    from ${productionOpeningHours} where ${productionOpeningHours.productionId} = ${productions.id}), '[]'::json)`,
    programme: sql<ProgrammeJson[]>`coalesce((select json_agg(json_build_object(
      'id', ${programmeItems.id}, 'title', ${programmeItems.title}, 'text', ${programmeItems.text}, 'linkUrl', ${programmeItems.linkUrl}
    ) order by ${programmeItems.position}, ${programmeItems.id})
    from ${programmeItems} where ${programmeItems.productionId} = ${productions.id}), '[]'::json)`,
    promoter: sql<PartnerJson | null>`(select ${partnerJson} from ${partners} where ${partners.id} = ${productions.promoterId})`,
  };
}

/** Columns for a query whose FROM holds `events`: its sponsors, and whether any event is part of it. */
export function eventSectionColumns() {
  return {
    sponsors: sql<PartnerJson[]>`coalesce((select json_agg(${partnerJson} order by lower(${partners.name}), ${partners.id})
      from ${eventSponsors} join ${partners} on ${partners.id} = ${eventSponsors.partnerId}
      where ${eventSponsors.eventId} = ${events.id}), '[]'::json)`,
    hasChildren: sql<boolean>`exists (select 1 from ${events} as part where part.${sql.identifier(events.parentEventId.name)} = ${events.id})`,
  };
}

export function toPartner(row: PartnerJson, lang: Lang): Partner {
  return { id: row.id, name: row.name, description: pick(row.description, lang), url: row.linkUrl, logo: row.logo ? imageObjOf(row.logo, lang) : null };
}

function toWeekdayHours(row: HoursJson, lang: Lang): WeekdayHours {
  return {
    weekday: row.weekday,
    // PostgreSQL's time is "17:00:00"; the site's opening hours use the same form.
    time_from: row.timeFrom,
    time_to: row.timeTo,
    closed: row.closed,
    alternative_text: pick(row.alternativeText, lang),
    alternative_link_url: row.alternativeLinkUrl,
  };
}

function toProgrammeItem(row: ProgrammeJson, lang: Lang): ProgrammeItem {
  return { id: row.id, title: pick(row.title, lang), text: pick(row.text, lang), url: pick(row.linkUrl, lang) };
}

/** The sections of a row read with `productionSectionColumns()`, in `lang`. */
export function toProductionSections(row: { openingHours: HoursJson[]; programme: ProgrammeJson[]; promoter: PartnerJson | null }, lang: Lang): ProductionSections {
  return {
    opening_hours: row.openingHours.map((entry) => toWeekdayHours(entry, lang)),
    programs: row.programme.map((entry) => toProgrammeItem(entry, lang)),
    promoter: row.promoter ? toPartner(row.promoter, lang) : null,
  };
}
