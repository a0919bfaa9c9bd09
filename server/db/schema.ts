// The whole data model of spec §3 in one place. Visitor-facing text is stored per language as
// `{de, en}` JSON (see Localized), money as integer cents, instants as timestamptz.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { Localized, LocalizedList } from "../../shared/lib/localized.ts";
import type { PageContent, Section } from "../../shared/api/page-content.ts";

const localized = (name: string) => jsonb(name).$type<Localized>().notNull();
const optionalLocalized = (name: string) =>
  jsonb(name).$type<Localized>().notNull().default({ de: "", en: "" });
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => instant("created_at").notNull().defaultNow();
const updatedAt = () => instant("updated_at").notNull().defaultNow();
/** One range of opening hours: the box office's, its exceptions', a production's. */
const hoursColumns = () => ({
  timeFrom: time("time_from"),
  timeTo: time("time_to"),
  closed: boolean("closed").notNull().default(false),
  alternativeText: optionalLocalized("alternative_text"),
  alternativeLinkUrl: text("alternative_link_url").notNull().default(""),
});

// ---------------------------------------------------------------- media

/** One ready-made size and format of an image, made once at upload and stored beside the original. */
export interface ImageRendition {
  format: "avif" | "webp" | "jpeg";
  width: number;
  height: number;
  /** Public URL under /media. */
  url: string;
  bytes: number;
}

export const images = pgTable("images", {
  id: serial("id").primaryKey(),
  /** The original's public URL under /media. */
  url: text("url").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  alt: optionalLocalized("alt"),
  credit: text("credit").notNull().default(""),
  /** The original's detected type ("image/png" …) and size; empty and 0 for images from before the library. */
  contentType: text("content_type").notNull().default(""),
  bytes: integer("bytes").notNull().default(0),
  /** The file name the uploader's computer gave it (for the library's list). */
  originalName: text("original_name").notNull().default(""),
  /** Focal point for crops, in per cent of width and height from the top left. */
  focalX: smallint("focal_x").notNull().default(50),
  focalY: smallint("focal_y").notNull().default(50),
  renditions: jsonb("renditions").$type<ImageRendition[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- places

export const venues = pgTable("venues", {
  id: serial("id").primaryKey(),
  slug: localized("slug"),
  name: localized("name"),
  description: optionalLocalized("description"),
  street: text("street").notNull().default(""),
  postalCode: text("postal_code").notNull().default(""),
  city: text("city").notNull().default(""),
  latitude: text("latitude"),
  longitude: text("longitude"),
  imageId: integer("image_id").references(() => images.id, { onDelete: "set null" }),
  isOnline: boolean("is_online").notNull().default(true),
});

export const rooms = pgTable(
  "rooms",
  {
    id: serial("id").primaryKey(),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    name: localized("name"),
    capacity: integer("capacity").notNull().default(0),
    showInFilter: boolean("show_in_filter").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("rooms_venue_idx").on(t.venueId)],
);

// ---------------------------------------------------------------- taxonomies

/** Exhibition types: opera, drama, dance, concert, youth … */
export const exhibitionTypes = pgTable("exhibition_types", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: localized("name"),
  showInFilter: boolean("show_in_filter").notNull().default(true),
  position: integer("position").notNull().default(0),
});

export const genres = pgTable("genres", {
  id: serial("id").primaryKey(),
  name: localized("name"),
  showInFilter: boolean("show_in_filter").notNull().default(true),
  position: integer("position").notNull().default(0),
});

export const seasons = pgTable("seasons", {
  id: serial("id").primaryKey(),
  name: localized("name"),
  startsOn: date("starts_on").notNull(),
  endsOn: date("ends_on").notNull(),
});

/** Tags are scoped: event tags, production tags and magazine tags are separate vocabularies. */
export const tags = pgTable(
  "tags",
  {
    id: serial("id").primaryKey(),
    scope: text("scope", { enum: ["event", "production", "article"] }).notNull(),
    slug: localized("slug"),
    name: localized("name"),
    showInFilter: boolean("show_in_filter").notNull().default(true),
  },
  (t) => [index("tags_scope_idx").on(t.scope)],
);

export const articleCategories = pgTable("article_categories", {
  id: serial("id").primaryKey(),
  slug: localized("slug"),
  name: localized("name"),
  styleName: text("style_name").notNull().default(""),
  position: integer("position").notNull().default(0),
});

export const personCategories = pgTable("person_categories", {
  id: serial("id").primaryKey(),
  slug: localized("slug"),
  name: localized("name"),
  position: integer("position").notNull().default(0),
});

// ---------------------------------------------------------------- people and productions

export const persons = pgTable("persons", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  /** Function in the house, e.g. "Sopran", "Intendant". */
  position: optionalLocalized("position"),
  biography: optionalLocalized("biography"),
  imageId: integer("image_id").references(() => images.id, { onDelete: "set null" }),
  isOnline: boolean("is_online").notNull().default(true),
});

export const personCategoryLinks = pgTable(
  "person_category_links",
  {
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => personCategories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.personId, t.categoryId] })],
);

/**
 * Organisations the theatre works with: sponsors of an event (spec §2 "Sponsors") and the promoter
 * (Veranstalter) of a production (spec §2 "Promoter"). One row serves both roles.
 */
export const partners = pgTable("partners", {
  id: serial("id").primaryKey(),
  /** A proper name, the same in both languages ("Stadtwerke Lindenau"). */
  name: text("name").notNull(),
  /** A line about the organisation, shown with it as promoter. */
  description: optionalLocalized("description"),
  linkUrl: text("link_url").notNull().default(""),
  logoId: integer("logo_id").references(() => images.id, { onDelete: "set null" }),
});

export const productions = pgTable(
  "productions",
  {
    id: serial("id").primaryKey(),
    slug: localized("slug"),
    title: localized("title"),
    subline: optionalLocalized("subline"),
    teaser: optionalLocalized("teaser"),
    /** Sanitized rich text (HTML). */
    description: optionalLocalized("description"),
    importantInfo: optionalLocalized("important_info"),
    exhibitionTypeId: integer("exhibition_type_id").references(() => exhibitionTypes.id, {
      onDelete: "set null",
    }),
    genreId: integer("genre_id").references(() => genres.id, { onDelete: "set null" }),
    seasonId: integer("season_id").references(() => seasons.id, { onDelete: "set null" }),
    premiereOn: date("premiere_on"),
    durationMinutes: integer("duration_minutes"),
    imageId: integer("image_id").references(() => images.id, { onDelete: "set null" }),
    videoUrl: text("video_url"),
    /** Shows the sticky booking button on the production page. */
    stickyEvent: boolean("sticky_event").notNull().default(false),
    /** Who presents it when that is not the theatre itself (a society, a festival's organiser). */
    promoterId: integer("promoter_id").references(() => partners.id, { onDelete: "set null" }),
    isOnline: boolean("is_online").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index("productions_type_idx").on(t.exhibitionTypeId), index("productions_season_idx").on(t.seasonId)],
);

export const productionTags = pgTable(
  "production_tags",
  {
    productionId: integer("production_id")
      .notNull()
      .references(() => productions.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productionId, t.tagId] })],
);

/** Who does what in a production: cast (role name) or artistic team (function). */
export const productionContributors = pgTable(
  "production_contributors",
  {
    id: serial("id").primaryKey(),
    productionId: integer("production_id")
      .notNull()
      .references(() => productions.id, { onDelete: "cascade" }),
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["cast", "team"] }).notNull(),
    role: localized("role"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("contributors_production_idx").on(t.productionId), index("contributors_person_idx").on(t.personId)],
);

/** The programme of a production (spec §2 "Programs"): the works of a concert, the parts of a festival. */
export const programmeItems = pgTable(
  "programme_items",
  {
    id: serial("id").primaryKey(),
    productionId: integer("production_id")
      .notNull()
      .references(() => productions.id, { onDelete: "cascade" }),
    /** "Johannes Brahms (1833–1897)", "Opening night". */
    title: localized("title"),
    text: optionalLocalized("text"),
    /** A path on the site or a web address per language (a digital programme booklet, a sign-up form). */
    linkUrl: optionalLocalized("link_url"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("programme_items_production_idx").on(t.productionId)],
);

/**
 * When a production with its own opening times can be visited (spec §2 "OpeningHours"): a festival
 * centre, an exhibition. Per ISO weekday like the box office's hours; several rows make several ranges.
 */
export const productionOpeningHours = pgTable(
  "production_opening_hours",
  {
    id: serial("id").primaryKey(),
    productionId: integer("production_id")
      .notNull()
      .references(() => productions.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    ...hoursColumns(),
  },
  (t) => [index("production_opening_hours_production_idx").on(t.productionId)],
);

// ---------------------------------------------------------------- series (subscriptions)

export const series = pgTable("series", {
  id: serial("id").primaryKey(),
  slug: localized("slug"),
  name: localized("name"),
  description: optionalLocalized("description"),
  /** A subscription (Abonnement) that can be bought as a whole. */
  isSubscription: boolean("is_subscription").notNull().default(false),
  priceCents: integer("price_cents"),
  imageId: integer("image_id").references(() => images.id, { onDelete: "set null" }),
  showInFilter: boolean("show_in_filter").notNull().default(true),
  isOnline: boolean("is_online").notNull().default(true),
});

// ---------------------------------------------------------------- events and tickets

export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    productionId: integer("production_id")
      .notNull()
      .references(() => productions.id, { onDelete: "cascade" }),
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "restrict" }),
    dateStart: instant("date_start").notNull(),
    dateEnd: instant("date_end"),
    /** Kind of performance shown as a label: premiere, revival, last-performance … */
    eventTypeNew: text("event_type_new").notNull().default(""),
    /** Id of the event in the ticketing system. */
    idJet: integer("id_jet"),
    ticketUrl: text("ticket_url"),
    status: text("status", { enum: ["scheduled", "cancelled", "postponed", "sold_out"] })
      .notNull()
      .default("scheduled"),
    /** Optional overrides of the production's text for this date. */
    title: jsonb("title").$type<Localized>(),
    info: optionalLocalized("info"),
    /** The event this one is part of (a festival's performances; spec §2 "Children" of that event). One level deep. */
    parentEventId: integer("parent_event_id").references((): AnyPgColumn => events.id, { onDelete: "set null" }),
    isOnline: boolean("is_online").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("events_date_idx").on(t.dateStart),
    index("events_parent_idx").on(t.parentEventId),
    index("events_room_date_idx").on(t.roomId, t.dateStart),
    index("events_production_idx").on(t.productionId),
    uniqueIndex("events_id_jet_idx").on(t.idJet),
  ],
);

export const eventTags = pgTable(
  "event_tags",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.tagId] }), index("event_tags_tag_idx").on(t.tagId)],
);

export const eventSeries = pgTable(
  "event_series",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    seriesId: integer("series_id")
      .notNull()
      .references(() => series.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.seriesId] }), index("event_series_series_idx").on(t.seriesId)],
);

/** Who supports a performance (spec §2 "Sponsors"). */
export const eventSponsors = pgTable(
  "event_sponsors",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.partnerId] }), index("event_sponsors_partner_idx").on(t.partnerId)],
);

/** A block of seats sold at one set of prices, e.g. "Parkett" or "1. Rang". */
export const seatGroups = pgTable(
  "seat_groups",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: localized("name"),
    /** '1' bookable, '0' not available (hidden in the widget). */
    status: text("status").notNull().default("1"),
    text: optionalLocalized("text"),
    capacity: integer("capacity").notNull(),
    sold: integer("sold").notNull().default(0),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("seat_groups_event_idx").on(t.eventId)],
);

export const prices = pgTable(
  "prices",
  {
    id: serial("id").primaryKey(),
    seatGroupId: integer("seat_group_id")
      .notNull()
      .references(() => seatGroups.id, { onDelete: "cascade" }),
    /** Label: "Vollpreis" for the full price, otherwise the discount's name. */
    text: localized("text"),
    saleTypeId: integer("sale_type_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    isFullPrice: boolean("is_full_price").notNull().default(false),
    hasDiscounts: boolean("has_discounts").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("prices_seat_group_idx").on(t.seatGroupId)],
);

export const timeSlots = pgTable(
  "time_slots",
  {
    id: serial("id").primaryKey(),
    seatGroupId: integer("seat_group_id")
      .notNull()
      .references(() => seatGroups.id, { onDelete: "cascade" }),
    timeStart: time("time_start").notNull(),
    status: text("status").notNull().default("1"),
    blockId: integer("block_id").notNull(),
    /** Tickets sold for this slot; each slot has the seat group's capacity of its own. */
    sold: integer("sold").notNull().default(0),
  },
  (t) => [index("time_slots_seat_group_idx").on(t.seatGroupId)],
);

/**
 * Tickets held in a visitor's cart by the built-in ticketing (DESIGN.md "Ticketing"). A hold counts
 * against the free seats only while `expires_at` lies ahead, so expiry needs no background job.
 */
export const ticketHolds = pgTable(
  "ticket_holds",
  {
    id: serial("id").primaryKey(),
    /** The visitor's cart: the value of the HttpOnly cart cookie; `order:{id}` for an unpaid order's seats. */
    cartKey: text("cart_key").notNull(),
    /** The unpaid order whose seats this holds (its cart key is then `order:{id}`). */
    orderId: integer("order_id").references((): AnyPgColumn => orders.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    seatGroupId: integer("seat_group_id")
      .notNull()
      .references(() => seatGroups.id, { onDelete: "cascade" }),
    /** The time slot's block, for seat groups with time slots. */
    blockId: integer("block_id"),
    priceId: integer("price_id")
      .notNull()
      .references(() => prices.id, { onDelete: "cascade" }),
    saleTypeId: integer("sale_type_id").notNull(),
    quantity: integer("quantity").notNull(),
    /** The price when the tickets were put into the cart. */
    unitCents: integer("unit_cents").notNull(),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
  },
  (t) => [
    check("ticket_holds_quantity_positive", sql`${t.quantity} > 0`),
    index("ticket_holds_seat_group_expires_idx").on(t.seatGroupId, t.expiresAt),
    index("ticket_holds_cart_expires_idx").on(t.cartKey, t.expiresAt),
    index("ticket_holds_order_idx").on(t.orderId),
  ],
);

/** Editorial teasers placed between the days of the calendar. */
export const eventTeasers = pgTable("event_teasers", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  position: date("position").notNull(),
  preline: optionalLocalized("preline"),
  headline: localized("headline"),
  subline: optionalLocalized("subline"),
  linkUrl: optionalLocalized("link_url"),
  linkText: optionalLocalized("link_text"),
  imageId: integer("image_id").references(() => images.id, { onDelete: "set null" }),
  isOnline: boolean("is_online").notNull().default(true),
});

// ---------------------------------------------------------------- magazine

export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    slug: localized("slug"),
    title: localized("title"),
    teaser: optionalLocalized("teaser"),
    /** Sanitized rich text (HTML). */
    body: optionalLocalized("body"),
    author: text("author").notNull().default(""),
    categoryId: integer("category_id").references(() => articleCategories.id, { onDelete: "set null" }),
    productionId: integer("production_id").references(() => productions.id, { onDelete: "set null" }),
    imageId: integer("image_id").references(() => images.id, { onDelete: "set null" }),
    publishedAt: instant("published_at").notNull(),
    isOnline: boolean("is_online").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index("articles_category_idx").on(t.categoryId), index("articles_published_idx").on(t.publishedAt)],
);

export const articleTags = pgTable(
  "article_tags",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index("article_tags_tag_idx").on(t.tagId)],
);

// ---------------------------------------------------------------- CMS pages

export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id").references((): AnyPgColumn => pages.id, { onDelete: "restrict" }),
    /** Full path below the locale prefix, per language: {de: "ueber-uns/team", en: "about-us/team"}; "" is home. */
    path: localized("path"),
    contentType: text("content_type").notNull().default("page"),
    title: localized("title"),
    headline: optionalLocalized("headline"),
    isOnline: boolean("is_online").notNull().default(true),
    /** The page's online window (issue 25): outside it visitors see no page, like an offline one. */
    onlineFrom: instant("online_from"),
    onlineTo: instant("online_to"),
    isClickable: boolean("is_clickable").notNull().default(true),
    inMenu: boolean("in_menu").notNull().default(false),
    inFooter: boolean("in_footer").notNull().default(false),
    isLandingPage: boolean("is_landing_page").notNull().default(false),
    metaTitle: optionalLocalized("meta_title"),
    metaDescription: optionalLocalized("meta_description"),
    ogTitle: optionalLocalized("og_title"),
    ogDescription: optionalLocalized("og_description"),
    ogType: text("og_type").notNull().default("website"),
    ogImageId: integer("og_image_id").references(() => images.id, { onDelete: "set null" }),
    /** Published content: sections → columns → modules, per language. Drafts live in page_drafts. */
    content: jsonb("content").$type<PageContent>().notNull().default({ de: [], en: [] }),
    /** The modules' searchable text per language (src/modules/search-text.ts), written with the content. */
    searchText: optionalLocalized("search_text"),
    position: integer("position").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("pages_path_de_idx").on(sql`(${t.path}->>'de')`),
    uniqueIndex("pages_path_en_idx").on(sql`(${t.path}->>'en')`),
    index("pages_parent_idx").on(t.parentId),
  ],
);

/** Every saved state of a page's content; `?v={id}` shows one to editors. */
export const pageVersions = pgTable(
  "page_versions",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    title: localized("title"),
    /** Both languages' content after this save. */
    content: jsonb("content").$type<PageContent>().notNull(),
    /** The language whose content this save changed; a stale save is judged per page and language. */
    lang: text("lang", { enum: ["de", "en"] }).notNull().default("de"),
    /** What changed, in words ("2 added, 1 changed"). */
    summary: text("summary").notNull().default(""),
    /** The version this one was restored from, if it was a restore. */
    restoredFrom: integer("restored_from"),
    authorId: integer("author_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    isPublished: boolean("is_published").notNull().default(false),
    /**
     * What wrote this version (issue 25): a draft save, a publish (the content visitors see from then
     * on), a discard (the draft dropped: the content is the published one again), a restore (into the draft).
     */
    kind: text("kind", { enum: ["draft", "publish", "discard", "restore"] }).notNull().default("publish"),
    /** Counts the versions of this page in this language: 1, 2, 3 … (the id counts every page's). */
    number: integer("number").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index("page_versions_page_idx").on(t.pageId, t.lang, t.id)],
);

/**
 * A page's unpublished draft in one language (issue 25): what editors save, move and delete goes
 * here; visitors keep seeing `pages.content` until a publish copies the draft there and drops the row.
 * No row: the draft is the published content.
 */
export const pageDrafts = pgTable(
  "page_drafts",
  {
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    lang: text("lang", { enum: ["de", "en"] }).notNull(),
    /** The draft's sections in this language. */
    content: jsonb("content").$type<Section[]>().notNull(),
    /** When a scheduled publish is due (null: published only by pressing "Veröffentlichen"). */
    publishAt: instant("publish_at"),
    updatedBy: integer("updated_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.lang] }), index("page_drafts_publish_at_idx").on(t.publishAt)],
);

/** Editable sections attached to any object (event, production, person …), addressed by slug. */
export const containers = pgTable(
  "containers",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    parent: text("parent").notNull().default(""),
    contentType: text("content_type").notNull(),
    objectId: integer("object_id"),
    model: text("model").notNull().default(""),
    columns: jsonb("columns").$type<PageContent>().notNull().default({ de: [], en: [] }),
    /** Counts the saves (either language): a save names the one it started from, a stale one is a 409. */
    version: integer("version").notNull().default(1),
    /** Who saved last (null: created, or the account is gone): what a stale save and presence name. */
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [index("containers_object_idx").on(t.contentType, t.objectId)],
);

// ---------------------------------------------------------------- forms

export const forms = pgTable("forms", {
  id: serial("id").primaryKey(),
  slug: localized("slug"),
  title: localized("title"),
  intro: optionalLocalized("intro"),
  /** Shown after a successful submission. */
  thankYou: optionalLocalized("thank_you"),
  isOnline: boolean("is_online").notNull().default(true),
});

export const formFields = pgTable(
  "form_fields",
  {
    id: serial("id").primaryKey(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    label: localized("label"),
    /** Numeric field type: 5 and 7 hold list values, 9 is a file. See src/lib/form-field-types.ts. */
    fieldType: smallint("field_type").notNull(),
    required: boolean("required").notNull().default(false),
    visible: boolean("visible").notNull().default(true),
    choices: jsonb("choices").$type<LocalizedList>().notNull().default({ de: [], en: [] }),
    defaultValue: text("default_value").notNull().default(""),
    placeholderText: optionalLocalized("placeholder_text"),
    helpText: optionalLocalized("help_text"),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("form_fields_slug_idx").on(t.formId, t.slug)],
);

export const formEntries = pgTable(
  "form_entries",
  {
    id: serial("id").primaryKey(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    fieldValues: jsonb("field_values").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** When an editor first opened the entry; null while nobody has read it (the hub lists those). */
    readAt: instant("read_at"),
  },
  (t) => [index("form_entries_form_idx").on(t.formId, t.createdAt), index("form_entries_unread_idx").on(t.createdAt).where(sql`read_at is null`)],
);

// ---------------------------------------------------------------- site furniture

export const alerts = pgTable("alerts", {
  id: serial("id").primaryKey(),
  title: localized("title"),
  text: optionalLocalized("text"),
  linkUrl: optionalLocalized("link_url"),
  linkTitle: optionalLocalized("link_title"),
  isActive: boolean("is_active").notNull().default(true),
  onlineFrom: instant("online_from"),
  onlineTo: instant("online_to"),
  createdAt: createdAt(),
});

/** Regular opening hours of the box office, per ISO weekday (1 Monday … 7 Sunday); several rows make several ranges. */
export const openingHours = pgTable(
  "opening_hours",
  {
    id: serial("id").primaryKey(),
    weekday: smallint("weekday").notNull(),
    ...hoursColumns(),
  },
  (t) => [index("opening_hours_weekday_idx").on(t.weekday)],
);

/** Opening hours for one calendar day (Europe/Berlin) that override the regular ones. */
export const openingHoursExceptions = pgTable(
  "opening_hours_exceptions",
  {
    id: serial("id").primaryKey(),
    day: date("day").notNull(),
    ...hoursColumns(),
  },
  (t) => [index("opening_hours_exceptions_day_idx").on(t.day)],
);

export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    menu: text("menu", { enum: ["primary", "secondary"] }).notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => menuItems.id, { onDelete: "cascade" }),
    title: localized("title"),
    /** Path below the locale prefix or an absolute URL, per language. */
    url: localized("url"),
    hasTabNavigation: boolean("has_tab_navigation").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("menu_items_menu_idx").on(t.menu, t.parentId, t.position)],
);

export const footerLinks = pgTable("footer_links", {
  id: serial("id").primaryKey(),
  /** terms, imprint, privacy, cookie-settings, whistleblower or custom. */
  kind: text("kind").notNull().default("custom"),
  title: localized("title"),
  url: localized("url"),
  position: integer("position").notNull().default(0),
});

export const redirects = pgTable("redirects", {
  id: serial("id").primaryKey(),
  oldPath: text("old_path").notNull().unique(),
  newPath: text("new_path").notNull(),
  createdAt: createdAt(),
});

/** One row (id = 1) of site-wide switches and custom HTML. */
export const siteSettings = pgTable("site_settings", {
  id: integer("id").primaryKey().default(1),
  isSiteOnline: boolean("is_site_online").notNull().default(true),
  isShopOnline: boolean("is_shop_online").notNull().default(true),
  /** Raw HTML blocks per language: each language's pages show only their own block. */
  htmlHeader: optionalLocalized("html_header"),
  htmlFooterTop: optionalLocalized("html_footer_top"),
  htmlFooterBottom: optionalLocalized("html_footer_bottom"),
  htmlFooterLogos: optionalLocalized("html_footer_logos"),
  /** Custom HTML error pages per HTTP status: {"404": "/html/404.html"} (paths under public/). */
  errorPages: jsonb("error_pages").$type<Record<string, string>>().notNull().default({}),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- the built-in shop's orders

/**
 * One order of the built-in shop (DESIGN.md "Shop"). Its states and their allowed changes are the
 * table in server/shop/order-states.ts; every change is a row of `order_log`. While an order is
 * unpaid (reserved, pending) its seats are ticket holds under the cart key `order:{id}` that run out
 * at `release_at`, so an unpaid reservation frees its seats by itself, as a cart's hold does; once
 * paid, its seats count in `seat_groups.sold` / `time_slots.sold`.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** What the visitor and the box office read and type: 8 characters of an alphabet without look-alikes. */
    code: text("code").notNull().unique(),
    /** The key of the order page's link (/webshop/order/{code}/{secret}); compared in constant time. */
    secret: text("secret").notNull(),
    status: text("status", { enum: ["reserved", "pending", "paid", "cancelled", "expired"] }).notNull(),
    /** A payment method's id (server/shop/payments/): box_office, bank_transfer, cash, card_terminal. */
    paymentMethod: text("payment_method").notNull(),
    /** How the tickets come: e-ticket PDF, or pick-up at the box office. */
    delivery: text("delivery", { enum: ["eticket", "pickup"] }).notNull(),
    lang: text("lang", { enum: ["de", "en"] }).notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    totalCents: integer("total_cents").notNull(),
    /** When an unpaid order is released (its holds run out then too); null once paid or for a counter sale. */
    releaseAt: instant("release_at"),
    /** The checkout form's idempotency key: a second submit of the same form finds this order. */
    idempotencyKey: text("idempotency_key").unique(),
    /** The cart the order came from (null for a counter sale). */
    cartKey: text("cart_key"),
    /** The bank transfer's reference (Verwendungszweck). */
    paymentReference: text("payment_reference").notNull().default(""),
    /** The staff member who sold it at the counter. */
    soldBy: integer("sold_by").references(() => users.id, { onDelete: "set null" }),
    /** The customer account the order belongs to (placed signed in, or a guest order of the confirmed address). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** What the vouchers took off the tickets' sum; total_cents is after it. */
    discountCents: integer("discount_cents").notNull().default(0),
    /** The part of total_cents paid with gift cards (their balance rows say which); the rest is due by the payment method. */
    creditCents: integer("credit_cents").notNull().default(0),
    /** When the account's deletion anonymized the order (kept for bookkeeping). */
    anonymizedAt: instant("anonymized_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_status_release_idx").on(t.status, t.releaseAt),
    index("orders_email_idx").on(t.email),
    index("orders_created_idx").on(t.createdAt),
    index("orders_user_idx").on(t.userId, t.createdAt),
    check("orders_total_not_negative", sql`${t.totalCents} >= 0`),
    check("orders_discount_not_negative", sql`${t.discountCents} >= 0`),
    check("orders_credit_within_total", sql`${t.creditCents} >= 0 and ${t.creditCents} <= ${t.totalCents}`),
  ],
);

/**
 * A voucher code (Gutschein-Code) the admin created: a fixed amount, a percentage or free tickets,
 * for chosen productions, performances or performance dates, usable max_uses times until expires_at.
 * uses_count changes only in a conditional update with a voucher_uses row.
 */
export const vouchers = pgTable(
  "vouchers",
  {
    id: serial("id").primaryKey(),
    /** What the visitor types: upper case, unique. */
    code: text("code").notNull().unique(),
    kind: text("kind", { enum: ["amount", "percent", "free_ticket"] }).notNull(),
    amountCents: integer("amount_cents"),
    percent: integer("percent"),
    /** free_ticket: how many tickets of one order it makes free (the dearest first). */
    freeTickets: integer("free_tickets"),
    /** free_ticket: the sale types (price types) it makes free; empty: any. */
    saleTypeIds: integer("sale_type_ids").array().notNull().default(sql`'{}'::integer[]`),
    /** Valid only for these productions / performances (empty: any). */
    productionIds: integer("production_ids").array().notNull().default(sql`'{}'::integer[]`),
    eventIds: integer("event_ids").array().notNull().default(sql`'{}'::integer[]`),
    /** Valid only for performances starting in this window (null: open). */
    performancesFrom: instant("performances_from"),
    performancesTo: instant("performances_to"),
    maxUses: integer("max_uses").notNull().default(1),
    usesCount: integer("uses_count").notNull().default(0),
    /** Whether it may be used together with other vouchers in one order. */
    combinable: boolean("combinable").notNull().default(false),
    expiresAt: instant("expires_at"),
    isActive: boolean("is_active").notNull().default(true),
    /** The customer account it is tied to (listed in their user area; only they may redeem it), if any. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The batch it was created in, e.g. "Weihnachten 2026". */
    batch: text("batch").notNull().default(""),
    note: text("note").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("vouchers_batch_idx").on(t.batch),
    index("vouchers_user_idx").on(t.userId),
    check("vouchers_uses_within_max", sql`${t.usesCount} >= 0 and ${t.usesCount} <= ${t.maxUses}`),
  ],
);

/** Every use of a voucher and every use given back (delta +1 / −1): who, when, which order, why. */
export const voucherUses = pgTable(
  "voucher_uses",
  {
    id: serial("id").primaryKey(),
    voucherId: integer("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "restrict" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    delta: integer("delta").notNull(),
    /** What it took off this order. */
    discountCents: integer("discount_cents").notNull().default(0),
    /** visitor, staff or system, as order_log says. */
    actor: text("actor").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("voucher_uses_voucher_idx").on(t.voucherId, t.createdAt), index("voucher_uses_order_idx").on(t.orderId)],
);

/**
 * A gift card (Geschenkgutschein): sold in the shop for a chosen amount, active once its order is
 * paid, paying all or part of later orders. balance_cents changes only in a conditional update with
 * a gift_card_transactions row, and never goes below zero.
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    initialCents: integer("initial_cents").notNull(),
    balanceCents: integer("balance_cents").notNull(),
    status: text("status", { enum: ["pending", "active", "void"] }).notNull().default("pending"),
    /** The order that sold it (null: issued by the admin). */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** The customer account that bought it or added it to their user area. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    validUntil: instant("valid_until"),
    createdAt: createdAt(),
  },
  (t) => [
    index("gift_cards_user_idx").on(t.userId),
    index("gift_cards_order_idx").on(t.orderId),
    check("gift_cards_balance_not_negative", sql`${t.balanceCents} >= 0`),
    check("gift_cards_initial_positive", sql`${t.initialCents} > 0`),
  ],
);

/** Every change of a gift card's balance: how much, the balance after, which order, who, why. */
export const giftCardTransactions = pgTable(
  "gift_card_transactions",
  {
    id: serial("id").primaryKey(),
    giftCardId: integer("gift_card_id")
      .notNull()
      .references(() => giftCards.id, { onDelete: "restrict" }),
    deltaCents: integer("delta_cents").notNull(),
    balanceAfterCents: integer("balance_after_cents").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** issued, activated, redeemed, refunded, adjusted, voided. */
    reason: text("reason").notNull(),
    actor: text("actor").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("gift_card_transactions_card_idx").on(t.giftCardId, t.createdAt), index("gift_card_transactions_order_idx").on(t.orderId)],
);

/** One ticket of an order (an order position): one seat, with its own secret for the QR code. */
export const orderTickets = pgTable(
  "order_tickets",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** 1, 2, … within the order, for the ticket's page and the admin. */
    position: integer("position").notNull(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    seatGroupId: integer("seat_group_id")
      .notNull()
      .references(() => seatGroups.id, { onDelete: "restrict" }),
    blockId: integer("block_id"),
    priceId: integer("price_id").references(() => prices.id, { onDelete: "set null" }),
    saleTypeId: integer("sale_type_id").notNull(),
    /** The price's label when sold, as the ticket prints it. */
    priceText: localized("price_text"),
    unitCents: integer("unit_cents").notNull(),
    /** What the QR code holds and check-in reads: 12 characters of the order code's alphabet. */
    secret: text("secret").notNull().unique(),
    checkedInAt: instant("checked_in_at"),
    checkedInBy: integer("checked_in_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("order_tickets_order_idx").on(t.orderId),
    index("order_tickets_event_idx").on(t.eventId),
    check("order_tickets_price_not_negative", sql`${t.unitCents} >= 0`),
  ],
);

/** Every change of an order: who (a staff member, the visitor, the system), when, what and why. */
export const orderLog = pgTable(
  "order_log",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** placed, paid, cancelled, expired, mail_sent, checked_in … */
    action: text("action").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    /** The staff member; null for the visitor and the system (see `actor`). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    actor: text("actor", { enum: ["visitor", "staff", "system"] }).notNull(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("order_log_order_idx").on(t.orderId, t.createdAt)],
);

// ---------------------------------------------------------------- people who edit, and their sessions

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    username: text("username").notNull().unique(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** scrypt hash: salt and key, hex encoded. */
    passwordHash: text("password_hash").notNull(),
    /**
     * editor, box_office (Theaterkasse: the shop's screens only), admin, or customer (a visitor's own
     * account, issue 26); shared/policies.ts says what each may do.
     */
    role: text("role", { enum: ["admin", "editor", "box_office", "customer"] }).notNull().default("editor"),
    hasDashboardOnlineAccess: boolean("has_dashboard_online_access").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    /** When the e-mail address was confirmed (double opt-in); a customer cannot sign in before. Staff accounts are confirmed by their admin. */
    emailConfirmedAt: instant("email_confirmed_at"),
    /** Optional contact details of a customer, used to pre-fill the checkout. */
    phone: text("phone").notNull().default(""),
    street: text("street").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    city: text("city").notNull().default(""),
    country: text("country").notNull().default(""),
    /** The language of the account's mails and of the site after sign-in. */
    preferredLang: text("preferred_lang", { enum: ["de", "en"] }).notNull().default("de"),
    lastLoginAt: instant("last_login_at"),
    createdAt: createdAt(),
  },
  // One account per address whatever its case: two sign-ups racing for one address cannot both win.
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

/**
 * A one-time link sent by mail: confirm a new account (double opt-in), reset a password, confirm a
 * new e-mail address. Only the SHA-256 of the link's token is stored; a used or expired token is worth nothing.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["confirm_account", "reset_password", "change_email"] }).notNull(),
    /** The address a change_email token confirms. */
    newEmail: text("new_email"),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("account_tokens_user_idx").on(t.userId, t.purpose)],
);

/** Every consent a customer gave or withdrew (newsletter, information), with the text they saw: a row per change, never updated. */
export const accountConsents = pgTable(
  "account_consents",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    topic: text("topic", { enum: ["newsletter", "information"] }).notNull(),
    granted: boolean("granted").notNull(),
    /** The version of the consent text shown (e.g. "2026-11"), and the text itself in the language shown. */
    textVersion: text("text_version").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("account_consents_user_idx").on(t.userId, t.topic, t.createdAt)],
);

/** A signed-in visitor's favorites (the device keeps its own list otherwise; sign-in merges it in). */
export const accountFavorites = pgTable(
  "account_favorites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["event", "production"] }).notNull(),
    itemId: integer("item_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemId] })],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the session cookie's value; the value itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** The absolute end (SESSION_DAYS after login). */
    expiresAt: instant("expires_at").notNull(),
    /** The last request with this session: an idle session ends before its absolute end. */
    lastSeenAt: instant("last_seen_at").notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Every write of an editor or admin: who, what, when (the data of the editors' hub). */
export const activityLog = pgTable(
  "activity_log",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** What was done: "page.save", "page.restore", "container.create" … */
    action: text("action").notNull(),
    objectKind: text("object_kind").notNull(),
    objectId: integer("object_id"),
    lang: text("lang").notNull().default(""),
    summary: text("summary").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("activity_log_created_idx").on(t.createdAt), index("activity_log_object_idx").on(t.objectKind, t.objectId)],
);

/** Editors who have a page open in edit mode, refreshed by a heartbeat. */
export const editorPresence = pgTable(
  "editor_presence",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What is open: "page:12:de", "container:event-4:en". */
    target: text("target").notNull(),
    seenAt: instant("seen_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.target] }), index("editor_presence_target_idx").on(t.target, t.seenAt)],
);

/** Each editor's copy buffer (spec §4): one copied module or section, kept across pages and reloads. */
export const editorClipboard = pgTable("editor_clipboard", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  kind: text("kind", { enum: ["module", "section"] }).notNull(),
  item: jsonb("item").notNull(),
  updatedAt: updatedAt(),
});

/**
 * 404s that visitors saw, reported by the error page for the editors' dashboard: one row per URL,
 * status and day (Europe/Berlin) with how often, so a flood of reports cannot fill the table.
 */
export const errorLog = pgTable(
  "error_log",
  {
    id: serial("id").primaryKey(),
    url: text("url").notNull(),
    status: smallint("status").notNull().default(404),
    /** The first report's referrer of that day. */
    referrer: text("referrer").notNull().default(""),
    day: date("day", { mode: "string" }).notNull(),
    count: integer("count").notNull().default(1),
    createdAt: createdAt(),
    lastSeenAt: instant("last_seen_at").notNull().defaultNow(),
  },
  (t) => [index("error_log_created_idx").on(t.createdAt), uniqueIndex("error_log_url_status_day_idx").on(t.url, t.status, t.day)],
);

/**
 * Request counters of the call limits and login lockouts (rate-limiter-flexible's PostgreSQL store):
 * kept here, not in a process's memory, so they hold across several server processes.
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  /** Milliseconds since the epoch; null: never. */
  expire: bigint("expire", { mode: "number" }),
});

/** Secrets the server makes once and every process shares (the key that signs CSRF tokens). */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** Files a visitor uploaded for a form field, kept until a form entry references them. */
export const tempFiles = pgTable(
  "temp_files",
  {
    id: serial("id").primaryKey(),
    /** Server-made name on disk (random, with the extension of the detected type). */
    storedName: text("stored_name").notNull().unique(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** SHA-256 of the uploading browser's csrftoken: only that browser can name the file in an entry. */
    ownerKey: text("owner_key").notNull().default(""),
    formEntryId: integer("form_entry_id").references(() => formEntries.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("temp_files_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------- site search

/** PostgreSQL's full-text document type; only PostgreSQL reads and writes it. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * One searchable thing in one language, rebuilt from the content tables (services/search/index-documents.ts).
 * `date` is an event's start (only upcoming events are found) or an article's publication.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["event", "production", "person", "article", "page"] }).notNull(),
    objectId: integer("object_id").notNull(),
    lang: text("lang", { enum: ["de", "en"] }).notNull(),
    title: text("title").notNull(),
    /** Plain text (HTML stripped) that is searched and quoted in the snippet. */
    text: text("text").notNull().default(""),
    url: text("url").notNull(),
    date: instant("date"),
    /** Title weighted A, text B, with the German or English configuration of the row's language. */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(case when "lang" = 'en' then 'english'::regconfig else 'german'::regconfig end, "title"), 'A') || setweight(to_tsvector(case when "lang" = 'en' then 'english'::regconfig else 'german'::regconfig end, "text"), 'B')`,
      ),
  },
  (t) => [
    uniqueIndex("search_documents_object_idx").on(t.kind, t.objectId, t.lang),
    index("search_documents_vector_idx").using("gin", t.searchVector),
    index("search_documents_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    // Autocomplete for one or two letters (too short for trigrams): titles that start with them.
    index("search_documents_title_prefix_idx").on(t.lang, sql`lower(${t.title}) text_pattern_ops`),
    index("search_documents_lang_kind_date_idx").on(t.lang, t.kind, t.date),
  ],
);

/** The words of the search documents, lowercased, for "did you mean" (trigram similarity). */
export const searchTerms = pgTable(
  "search_terms",
  {
    lang: text("lang", { enum: ["de", "en"] }).notNull(),
    term: text("term").notNull(),
    /** The most frequent spelling, e.g. "Zauberflöte" for "zauberflöte". */
    display: text("display").notNull(),
    frequency: integer("frequency").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.lang, t.term] }), index("search_terms_trgm_idx").using("gin", t.term.op("gin_trgm_ops"))],
);

/** How often visitors searched for what (normalized: trimmed, single spaces, lowercase), for the editors' dashboard. */
export const searchQueries = pgTable(
  "search_queries",
  {
    lang: text("lang", { enum: ["de", "en"] }).notNull(),
    query: text("query").notNull(),
    count: integer("count").notNull().default(0),
    lastSearchedAt: instant("last_searched_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.query] }), index("search_queries_count_idx").on(t.count)],
);

/**
 * Searches per day, language and normalized query, with whether they found anything: the hub's top
 * terms and terms without results over the last 30 days. Nothing about who searched is kept.
 */
export const searchQueryDays = pgTable(
  "search_query_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    lang: text("lang", { enum: ["de", "en"] }).notNull(),
    query: text("query").notNull(),
    count: integer("count").notNull().default(0),
    /** Searches of that day that found nothing. */
    emptyCount: integer("empty_count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.lang, t.query] }), index("search_query_days_day_idx").on(t.day)],
);
