// Result shapes of the content API: productions, events, persons, magazine, venues, series, forms
// and search. Text is already in the request's language; `slugs` carries the URL slug in each
// language so a screen can name itself in the other language. Money leaves the server as text.
import type { Lang, Localized } from "../lib/localized.ts";
import type { Column, Section } from "./page-content.ts";
import type { EventSummary, ImageObj, OpeningHoursEntry, Paged } from "./types.ts";

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

// ---------------------------------------------------------------- detail sections (spec §2)

/** An organisation as an event's sponsor or a production's promoter. */
export interface Partner {
  id: number;
  /** A proper name, the same in both languages. */
  name: string;
  description: string;
  /** A path on this site or a web address; empty when it has none. */
  url: string;
  logo: ImageObj | null;
}

/** One entry of a production's programme: a work of a concert, a part of a festival. */
export interface ProgrammeItem {
  id: number;
  title: string;
  text: string;
  /** A path on this site or a web address; empty when it has none. */
  url: string;
}

/** A production's opening hours on one ISO weekday (1 Monday … 7 Sunday); several entries make several ranges. */
export interface WeekdayHours extends OpeningHoursEntry {
  weekday: number;
}

/** What a production shows on its page and on each of its events' pages beside its texts. */
export interface ProductionSections {
  opening_hours: WeekdayHours[];
  programs: ProgrammeItem[];
  /** Who presents it, when that is not the theatre itself. */
  promoter: Partner | null;
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

export interface ProductionDetail extends ProductionSections {
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

export interface EventDetail extends ProductionSections {
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
  /** `sticky_event` switches on the sticky booking button (spec §4). */
  production: ObjectLink & { slugs: Localized; sticky_event: boolean };
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
  /** The production's running time, when known (for the end time in JSON-LD and iCalendar). */
  duration_minutes: number | null;
  /** The production's trailer (YouTube/Vimeo page URL), shown behind the external-media consent. */
  video_url: string | null;
  /** The venue's postal address (schema.org Place, iCalendar LOCATION). */
  venue_address: { street: string; postal_code: string; city: string };
  /** Magazine articles about the production (the Blog section). */
  articles: ArticleSummary[];
  /** The upcoming online performances that are part of this one (a festival's), soonest first. */
  children: EventSummary[];
  sponsors: Partner[];
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

/** A venue as a card shows it (the venue modules). */
export interface VenueSummary {
  id: number;
  name: string;
  street: string;
  postal_code: string;
  city: string;
  image: ImageObj | null;
  url: string;
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

/** What the site search finds; `event` is a single (upcoming) performance. */
export const searchKinds = ["event", "production", "person", "article", "page"] as const;
export type SearchKind = (typeof searchKinds)[number];

/** The results pages of the search: everything, upcoming performances only, or everything else. */
export const searchScopes = ["all", "events", "others"] as const;
export type SearchScope = (typeof searchScopes)[number];

/**
 * A passage of the hit's text as plain text; `matches` are [start, end) offsets (UTF-16 code units,
 * as JavaScript indexes strings) of the words that matched, for the page to mark.
 */
export interface SearchSnippet {
  text: string;
  matches: [number, number][];
}

export interface SearchHit {
  kind: SearchKind;
  id: number;
  title: string;
  url: string;
  /** Start of the performance (events only), ISO with Berlin offset. */
  date: string | null;
  snippet: SearchSnippet;
}

/** One page (10) of hits, best first, with the counts for the result tabs and a suggestion when nothing matched. */
export interface SearchResults extends Paged<SearchHit> {
  counts: Record<SearchScope, number>;
  /** A spelling that finds something, offered only when the query itself found nothing. */
  did_you_mean: string | null;
}

// ---------------------------------------------------------------- filter options (spec §3 Filter option)

/** One entry of a filter's option list; options with `show_in_filter` false are not offered. */
export interface FilterOption {
  id: number;
  name: string;
  show_in_filter: boolean;
}

export interface ExhibitionTypeOption extends FilterOption {
  slug: string;
}

/** A stage, with the house it is in (several houses have a "Studio"). */
export interface RoomOption extends FilterOption {
  venue: { id: number; name: string };
}

/** An event tag or a production tag. */
export interface TagOption extends FilterOption {
  slug: string;
}

export interface SeriesOption extends FilterOption {
  slug: string;
  is_subscription: boolean;
}

export type GenreOption = FilterOption;

export interface SeasonOption extends FilterOption {
  starts_on: string;
  ends_on: string;
}

// ---------------------------------------------------------------- teasers

/** Resized variants of an image by alias; each is a URL. */
export interface ImageThumbnails {
  large: string;
}

/** An editorial teaser placed on its day in the calendar (spec §3 Teaser, Event teaser). */
export interface EventTeaser {
  id: number;
  name: string;
  /** The Berlin day it is shown on, "YYYY-MM-DD". */
  position: string;
  preline: string;
  headline: string;
  subline: string;
  link: { url: string } | null;
  link_text: string;
  image_obj: ImageObj | null;
  image_thumbnails: ImageThumbnails | null;
}

// ---------------------------------------------------------------- page editor

/** The logged-in editor, for the page editor (`/{lang}/pageeditor-api/user`). */
export interface EditorUser {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  is_admin: boolean;
  admin_menus: { title: string; url: string }[];
  has_dashboard_online_access: boolean;
}

/**
 * An editable slot attached to an object (spec §3 Container section). Its content is stored like a
 * page's: `sections` (each with layout and columns); `columns` lists all of their columns in order,
 * as the spec names them (index, classes, children).
 */
export interface ContainerData {
  id: number;
  slug: string;
  parent: string;
  content_type: string;
  object_id: number | null;
  model: string;
  /** Counts the saves: what the next save names as its base_version (a stale one is a 409). */
  version: number;
  columns: Column[];
  sections: Section[];
}

// ---------------------------------------------------------------- example call

export interface ExampleAnswer {
  status: "ok";
  lang: Lang;
  /** The server's clock, ISO 8601 with the Berlin offset. */
  time: string;
}
