// Result shapes of the content API: productions, events, persons, magazine, venues, series, forms
// and search. Text is already in the request's language; `slugs` carries the URL slug in each
// language so a screen can name itself in the other language. Money leaves the server as text.
import type { Localized } from "../lib/localized.ts";
import type { EventSummary, ImageObj } from "./types.ts";

/** An entry of a vocabulary (exhibition type, genre, season, tag …). */
export interface TermRef {
  id: number;
  name: string;
}

export interface ExhibitionType extends TermRef {
  slug: string;
}

export interface Season extends TermRef {
  starts_on: string;
  ends_on: string;
}

/** A link to another object of the site, by its title and URL in the request's language. */
export interface ObjectLink {
  id: number;
  title: string;
  url: string;
}

// ---------------------------------------------------------------- productions

export interface ProductionSummary {
  id: number;
  title: string;
  subline: string;
  teaser: string;
  url: string;
  image: ImageObj | null;
  exhibition_type: ExhibitionType | null;
  season: TermRef | null;
  /** Start of the next performance (from the `date` filter or now), ISO with Berlin offset. */
  next_date: string | null;
}

/** One line of cast or team: who does what. */
export interface Contributor {
  id: number;
  person_id: number;
  name: string;
  /** Role (cast) or function (team). */
  role: string;
  url: string;
  image: ImageObj | null;
}

export interface ArticleCategory {
  id: number;
  name: string;
  style_name: string;
  slug: string;
  slugs: Localized;
}

export interface ArticleTag {
  id: number;
  name: string;
  slug: string;
  slugs: Localized;
}

export interface ArticleSummary {
  id: number;
  title: string;
  teaser: string;
  url: string;
  image: ImageObj | null;
  author: string;
  published_at: string;
  category: ArticleCategory | null;
}

export interface ProductionDetail {
  id: number;
  title: string;
  subline: string;
  teaser: string;
  /** Sanitized rich text (HTML). */
  description: string;
  important_info: string;
  image: ImageObj | null;
  exhibition_type: ExhibitionType | null;
  genre: TermRef | null;
  season: TermRef | null;
  tags: TermRef[];
  premiere_on: string | null;
  duration_minutes: number | null;
  video_url: string | null;
  sticky_event: boolean;
  cast: Contributor[];
  team: Contributor[];
  /** Upcoming performances, soonest first. */
  events: EventSummary[];
  articles: ArticleSummary[];
  url: string;
  slugs: Localized;
}

// ---------------------------------------------------------------- events

export interface EventPrice {
  id: number;
  /** "Vollpreis" for the full price, otherwise the discount's name. */
  text: string;
  sale_type_id: number;
  /** Two decimals with a dot: "39.00". */
  price: string;
  has_discounts: boolean;
  /** Present in the flattened `prices` list: the seat group the price belongs to. */
  seat_group?: number;
}

export interface Timeslot {
  id: number;
  /** "HH:MM:SS". */
  time_start: string;
  status: string;
  block_id: number;
}

export interface SeatGroup {
  id: number;
  /** The seat group's name, e.g. "Parkett". */
  seat_group: string;
  /** '1' bookable, '0' not available. */
  status: string;
  text: string;
  prices: EventPrice[];
  timeslots: Timeslot[];
}

export interface SeriesSummary {
  id: number;
  name: string;
  is_subscription: boolean;
  url: string;
}

export interface VenueRef {
  id: number;
  name: string;
  url: string;
  slugs: Localized;
}

export interface EventDetail {
  id: number;
  date_start: string;
  date_end: string | null;
  event_type_new: string;
  id_jet: number | null;
  ticket_url: string | null;
  status: string;
  title: string;
  subline: string;
  teaser: string;
  description: string;
  important_info: string;
  /** Notes for this date only (rich text). */
  info: string;
  image: ImageObj | null;
  production: ObjectLink & { slugs: Localized };
  exhibition_type: ExhibitionType | null;
  room: TermRef;
  venue: VenueRef;
  seat_groups: SeatGroup[];
  prices: EventPrice[];
  series: SeriesSummary[];
  cast: Contributor[];
  team: Contributor[];
  /** Other upcoming performances of the same production. */
  other_dates: EventSummary[];
  url: string;
  slugs: Localized;
}

// ---------------------------------------------------------------- persons

export interface PersonCategory {
  id: number;
  name: string;
  slug: string;
}

export interface PersonSummary {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  position: string;
  image: ImageObj | null;
  url: string;
  categories: PersonCategory[];
}

/** What a person does in one production. */
export interface PersonRole {
  production: ObjectLink;
  kind: "cast" | "team";
  role: string;
}

export interface PersonDetail extends PersonSummary {
  slug: string;
  biography: string;
  roles: PersonRole[];
  events: EventSummary[];
}

// ---------------------------------------------------------------- magazine

export interface ArticleDetail extends ArticleSummary {
  /** Sanitized rich text (HTML). */
  body: string;
  tags: ArticleTag[];
  production: ObjectLink | null;
  slugs: Localized;
}

// ---------------------------------------------------------------- venues and series

export interface Room {
  id: number;
  name: string;
  capacity: number;
}

export interface VenueDetail {
  id: number;
  name: string;
  description: string;
  street: string;
  postal_code: string;
  city: string;
  latitude: string | null;
  longitude: string | null;
  image: ImageObj | null;
  rooms: Room[];
  events: EventSummary[];
  url: string;
  slugs: Localized;
}

export interface SeriesDetail {
  id: number;
  name: string;
  description: string;
  is_subscription: boolean;
  /** "240.00", or null when the series is not sold as a whole. */
  price: string | null;
  /** "240 €" in the theatre's style. */
  price_formatted: string | null;
  image: ImageObj | null;
  events: EventSummary[];
  url: string;
  slugs: Localized;
}

// ---------------------------------------------------------------- forms

/** The confirm-email field appended to every form (spec §3). */
export type ConfirmEmailFieldType = "emailconfirm";

export interface FormField {
  /** null for the appended confirm-email field, which is not stored. */
  id: number | null;
  label: string;
  slug: string;
  /** Numeric type (see src/pages/forms/field-types.ts), or "emailconfirm". */
  field_type: number | ConfirmEmailFieldType;
  required: boolean;
  visible: boolean;
  choices: string[];
  default: string;
  placeholder_text: string;
  help_text: string;
}

export interface FormDefinition {
  id: number;
  title: string;
  intro: string;
  fields: FormField[];
  url: string;
  slugs: Localized;
}

// ---------------------------------------------------------------- search

export const searchResultTypes = ["production", "person", "article", "page"] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

export interface SearchResult {
  type: SearchResultType;
  id: number;
  title: string;
  url: string;
  text: string;
}
