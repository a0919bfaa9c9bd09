// Each admin definition bound to its table (see table-binding.ts). The definitions are shared with
// the admin's screens; only the server knows the tables.
import { randomBytes } from "node:crypto";
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  alerts,
  articleCategories,
  articles,
  pageVersions,
  pages,
  articleTags,
  productionContributors,
  eventSeries,
  eventTags,
  personCategoryLinks,
  productionTags,
  events,
  prices,
  productions,
  seatGroups,
  series,
  timeSlots,
  exhibitionTypes,
  footerLinks,
  formFields,
  forms,
  genres,
  personCategories,
  persons,
  redirects,
  rooms,
  seasons,
  tags,
  venues,
  menuItems,
  openingHours,
  openingHoursExceptions,
  users,
  eventSponsors,
  partners,
  productionOpeningHours,
  programmeItems,
} from "../db/schema.ts";
import type { Tx } from "../db/client.ts";
import { hashPassword } from "../services/passwords.ts";
import { endUserSessions } from "../services/sessions.ts";
import { invalidValue } from "./invalid-values.ts";
import type { TableBinding } from "./table-binding.ts";
import { checkPagePlace, movePageTree } from "./page-tree.ts";
import type { Localized } from "../../shared/lib/localized.ts";

/** Any of the columns contains the pattern; localized (JSON) columns in either language. */
function anyOf(columns: PgColumn[], localized: PgColumn[] = []) {
  return (pattern: string): SQL =>
    sql.join(
      [...columns.map((column) => sql`${column} ilike ${pattern}`), ...localized.map((column) => sql`(${column}->>'de' ilike ${pattern} or ${column}->>'en' ilike ${pattern})`)],
      sql` or `,
    );
}

const tagsOf = (scope: "event" | "production" | "article"): TableBinding => ({
  table: tags,
  columns: { name: tags.name, slug: tags.slug, show_in_filter: tags.showInFilter },
  scope: { column: tags.scope, value: scope },
  defaultSort: "name",
  search: anyOf([], [tags.name]),
});

/**
 * A menu item's parent must be another item of the same menu that does not lie below it. The tree
 * is locked for the transaction, so two changes at once cannot build a cycle between them.
 */
async function checkMenuParent(tx: Tx, { id, values }: { id: number | null; values: Record<string, unknown> }): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('menu_items_tree'))`);
  const parent = values.parent as number | null;
  if (parent === null) return;
  if (parent === id) throw invalidValue("parent", "must not be its own parent or lie below itself");
  const [row] = await tx.select({ menu: menuItems.menu }).from(menuItems).where(eq(menuItems.id, parent));
  if (!row) throw invalidValue("parent", "must be chosen from the list");
  if (row.menu !== values.menu) throw invalidValue("parent", "must be in the same menu");
  if (id === null) return;
  const ancestors = await tx.execute<{ id: number }>(sql`
    with recursive up(id, parent_id) as (
      select id, parent_id from menu_items where id = ${parent}
      union
      select m.id, m.parent_id from menu_items m join up on m.id = up.parent_id
    )
    select id from up where id = ${id}`);
  if (ancestors.rows.length > 0) throw invalidValue("parent", "must not be its own parent or lie below itself");
}

/** An item moved to the other menu takes the items below it along (the site shows them below it). */
async function moveSubtree(tx: Tx, { id, values }: { id: number; values: Record<string, unknown> }): Promise<void> {
  await tx.execute(sql`
    with recursive below(id) as (
      select id from menu_items where parent_id = ${id}
      union
      select m.id from menu_items m join below on m.parent_id = below.id
    )
    update menu_items set menu = ${String(values.menu)} where id in (select id from below) and menu <> ${String(values.menu)}`);
}

/**
 * An account's e-mail is unique whatever its case (the login compares it lowercased), and an admin
 * cannot lock themselves out: their own account stays active and an admin.
 */
async function checkAccount(tx: Tx, { id, values, userId }: { id: number | null; values: Record<string, unknown>; userId: number }): Promise<void> {
  const email = String(values.email);
  const [clash] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, id === null ? undefined : ne(users.id, id)))
    .limit(1);
  if (clash) throw invalidValue("email", "is already used by another item");
  if (id !== null && (values.role !== "admin" || values.is_active !== true)) {
    // The active admins are locked, so two admins taking each other's rights at once cannot both
    // succeed: the second sees the first's change and finds no other admin left.
    const admins = await tx.select({ id: users.id }).from(users).where(and(eq(users.role, "admin"), eq(users.isActive, true))).for("update");
    if (admins.some((admin) => admin.id === id) && admins.every((admin) => admin.id === id) && id !== userId) {
      throw invalidValue(values.is_active === true ? "role" : "is_active", "would leave the site without an active admin");
    }
  }
  if (id !== userId) return;
  if (values.is_active !== true) throw invalidValue("is_active", "cannot be switched off for your own account: nobody could then undo it from this account; ask another admin");
  if (values.role !== "admin") throw invalidValue("role", "cannot be lowered for your own account: nobody could then undo it from this account; ask another admin");
}

/**
 * An event is part of at most one other event, one level deep (a festival and its performances): the
 * chosen event must be another one that is not itself part of an event, and an event that others are
 * part of cannot become part of one. Locked for the transaction, so two changes at once cannot build
 * a deeper chain between them.
 */
async function checkEventParent(tx: Tx, { id, values }: { id: number | null; values: Record<string, unknown> }): Promise<void> {
  const parent = values.parent as number | null;
  if (parent === null) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('events_parent'))`);
  if (parent === id) throw invalidValue("parent", "must be another event");
  const [row] = await tx.select({ parent: events.parentEventId }).from(events).where(eq(events.id, parent));
  if (!row) throw invalidValue("parent", "must be chosen from the list");
  if (row.parent !== null) throw invalidValue("parent", "must not itself be part of another event");
  if (id === null) return;
  const [part] = await tx.select({ id: events.id }).from(events).where(eq(events.parentEventId, id)).limit(1);
  if (part) throw invalidValue("parent", "cannot be set while other events are part of this one");
}

/** Weekdays are stored as 1…7 and chosen from a list of "1"…"7". */
const weekdayColumn = { read: (stored: unknown) => String(stored ?? ""), write: (value: unknown) => Number(value) };

/** The fields of one range of opening hours, in any of the three tables that hold them. */
const hoursFields = (table: typeof openingHours | typeof openingHoursExceptions | typeof productionOpeningHours) => ({
  time_from: table.timeFrom,
  time_to: table.timeTo,
  closed: table.closed,
  alternative_text: table.alternativeText,
  alternative_link_url: table.alternativeLinkUrl,
});

export const resourceStores: Record<string, TableBinding> = {
  "exhibition-types": {
    table: exhibitionTypes,
    columns: { name: exhibitionTypes.name, slug: exhibitionTypes.slug, show_in_filter: exhibitionTypes.showInFilter, position: exhibitionTypes.position },
    defaultSort: "position",
    search: anyOf([exhibitionTypes.slug], [exhibitionTypes.name]),
  },
  genres: {
    table: genres,
    columns: { name: genres.name, show_in_filter: genres.showInFilter, position: genres.position },
    defaultSort: "position",
    search: anyOf([], [genres.name]),
  },
  seasons: {
    table: seasons,
    columns: { name: seasons.name, starts_on: seasons.startsOn, ends_on: seasons.endsOn },
    defaultSort: "-starts_on",
    search: anyOf([], [seasons.name]),
  },
  "event-tags": tagsOf("event"),
  "production-tags": tagsOf("production"),
  "article-tags": tagsOf("article"),
  persons: {
    table: persons,
    columns: {
      first_name: persons.firstName,
      last_name: persons.lastName,
      slug: persons.slug,
      position: persons.position,
      biography: persons.biography,
      image: persons.imageId,
      is_online: persons.isOnline,
    },
    links: { categories: { table: personCategoryLinks, own: personCategoryLinks.personId, other: personCategoryLinks.categoryId } },
    defaultSort: "last_name",
    search: anyOf([persons.firstName, persons.lastName, sql`${persons.firstName} || ' ' || ${persons.lastName}` as unknown as PgColumn], [persons.position]),
  },
  "person-categories": {
    table: personCategories,
    columns: { name: personCategories.name, slug: personCategories.slug, position: personCategories.position },
    defaultSort: "position",
    search: anyOf([], [personCategories.name]),
  },
  "article-categories": {
    table: articleCategories,
    columns: { name: articleCategories.name, slug: articleCategories.slug, position: articleCategories.position },
    defaultSort: "position",
    search: anyOf([], [articleCategories.name]),
  },
  venues: {
    table: venues,
    columns: {
      name: venues.name,
      slug: venues.slug,
      description: venues.description,
      street: venues.street,
      postal_code: venues.postalCode,
      city: venues.city,
      image: venues.imageId,
      is_online: venues.isOnline,
    },
    defaultSort: "name",
    search: anyOf([venues.street, venues.city], [venues.name]),
  },
  rooms: {
    table: rooms,
    columns: { name: rooms.name, venue: rooms.venueId, capacity: rooms.capacity, show_in_filter: rooms.showInFilter, position: rooms.position },
    defaultSort: "position",
    search: anyOf([], [rooms.name]),
  },
  alerts: {
    table: alerts,
    columns: { title: alerts.title, text: alerts.text, link_url: alerts.linkUrl, link_title: alerts.linkTitle },
    defaultSort: "-id",
    search: anyOf([], [alerts.title, alerts.text]),
  },
  "footer-links": {
    table: footerLinks,
    columns: { title: footerLinks.title, url: footerLinks.url, kind: footerLinks.kind, position: footerLinks.position },
    defaultSort: "position",
    search: anyOf([footerLinks.kind], [footerLinks.title]),
  },
  "opening-hours": {
    table: openingHours,
    columns: {
      weekday: openingHours.weekday,
      ...hoursFields(openingHours),
    },
    convert: { weekday: weekdayColumn },
    defaultSort: "weekday",
    search: anyOf([], [openingHours.alternativeText]),
  },
  "opening-hours-exceptions": {
    table: openingHoursExceptions,
    columns: {
      day: openingHoursExceptions.day,
      ...hoursFields(openingHoursExceptions),
    },
    defaultSort: "-day",
    search: anyOf([], [openingHoursExceptions.alternativeText]),
  },
  "menu-items": {
    table: menuItems,
    columns: { title: menuItems.title, url: menuItems.url, menu: menuItems.menu, parent: menuItems.parentId, has_tab_navigation: menuItems.hasTabNavigation, position: menuItems.position },
    defaultSort: "position",
    search: anyOf([], [menuItems.title, menuItems.url]),
    beforeWrite: checkMenuParent,
    afterWrite: moveSubtree,
  },
  accounts: {
    table: users,
    columns: { email: users.email, username: users.username, first_name: users.firstName, last_name: users.lastName, role: users.role, is_active: users.isActive },
    defaultSort: "email",
    search: anyOf([users.email, users.username, users.firstName, users.lastName]),
    // A new account can log in only after an admin has set its password (its own screen).
    insertExtras: () => ({ passwordHash: hashPassword(randomBytes(32).toString("hex")) }),
    beforeWrite: checkAccount,
    afterWrite: async (tx, { id, values, before }) => {
      // A deactivated account's sessions end with the change, not at their expiry; after a new role
      // the account logs in again, so no session outlives the rights it was started with.
      if (values.is_active !== true || (before !== null && before.role !== values.role)) await endUserSessions(tx, id);
    },
  },
  redirects: {
    table: redirects,
    columns: { old_path: redirects.oldPath, new_path: redirects.newPath },
    defaultSort: "old_path",
    search: anyOf([redirects.oldPath, redirects.newPath]),
  },
  productions: {
    table: productions,
    columns: {
      title: productions.title,
      slug: productions.slug,
      subline: productions.subline,
      teaser: productions.teaser,
      description: productions.description,
      important_info: productions.importantInfo,
      exhibition_type: productions.exhibitionTypeId,
      genre: productions.genreId,
      season: productions.seasonId,
      premiere_on: productions.premiereOn,
      duration_minutes: productions.durationMinutes,
      image: productions.imageId,
      video_url: productions.videoUrl,
      promoter: productions.promoterId,
      sticky_event: productions.stickyEvent,
      is_online: productions.isOnline,
    },
    links: { tags: { table: productionTags, own: productionTags.productionId, other: productionTags.tagId } },
    defaultSort: "title",
    search: anyOf([], [productions.title, productions.subline]),
  },
  events: {
    table: events,
    columns: {
      production: events.productionId,
      room: events.roomId,
      date_start: events.dateStart,
      date_end: events.dateEnd,
      event_type_new: events.eventTypeNew,
      status: events.status,
      id_jet: events.idJet,
      ticket_url: events.ticketUrl,
      info: events.info,
      parent: events.parentEventId,
      is_online: events.isOnline,
    },
    links: {
      tags: { table: eventTags, own: eventTags.eventId, other: eventTags.tagId },
      series: { table: eventSeries, own: eventSeries.eventId, other: eventSeries.seriesId },
      sponsors: { table: eventSponsors, own: eventSponsors.eventId, other: eventSponsors.partnerId },
    },
    beforeWrite: checkEventParent,
    defaultSort: "date_start",
    search: (pattern) => sql`exists (select 1 from ${productions} where ${productions.id} = ${events.productionId} and (${productions.title}->>'de' ilike ${pattern} or ${productions.title}->>'en' ilike ${pattern}))`,
    extras: {
      production_title: sql`(select ${productions.title} from ${productions} where ${productions.id} = ${events.productionId})`,
      production_slug: sql`(select ${productions.slug} from ${productions} where ${productions.id} = ${events.productionId})`,
    },
  },
  partners: {
    table: partners,
    columns: { name: partners.name, description: partners.description, link_url: partners.linkUrl, logo: partners.logoId },
    defaultSort: "name",
    search: anyOf([partners.name, partners.linkUrl]),
  },
  "programme-items": {
    table: programmeItems,
    columns: { production: programmeItems.productionId, title: programmeItems.title, text: programmeItems.text, link_url: programmeItems.linkUrl, position: programmeItems.position },
    defaultSort: "position",
    search: anyOf([], [programmeItems.title, programmeItems.text]),
  },
  "production-opening-hours": {
    table: productionOpeningHours,
    columns: {
      production: productionOpeningHours.productionId,
      weekday: productionOpeningHours.weekday,
      ...hoursFields(productionOpeningHours),
    },
    convert: { weekday: weekdayColumn },
    defaultSort: "weekday",
    search: anyOf([], [productionOpeningHours.alternativeText]),
  },
  contributors: {
    table: productionContributors,
    columns: { production: productionContributors.productionId, person: productionContributors.personId, kind: productionContributors.kind, role: productionContributors.role, position: productionContributors.position },
    defaultSort: "position",
    search: anyOf([], [productionContributors.role]),
  },
  "seat-groups": {
    table: seatGroups,
    columns: { event: seatGroups.eventId, name: seatGroups.name, status: seatGroups.status, text: seatGroups.text, capacity: seatGroups.capacity, position: seatGroups.position },
    defaultSort: "position",
    search: anyOf([], [seatGroups.name]),
  },
  prices: {
    table: prices,
    columns: { seat_group: prices.seatGroupId, text: prices.text, amount: prices.amountCents, sale_type_id: prices.saleTypeId, is_full_price: prices.isFullPrice, has_discounts: prices.hasDiscounts, position: prices.position },
    defaultSort: "position",
    search: anyOf([], [prices.text]),
  },
  "time-slots": {
    table: timeSlots,
    columns: { seat_group: timeSlots.seatGroupId, time_start: timeSlots.timeStart, status: timeSlots.status, block_id: timeSlots.blockId },
    defaultSort: "time_start",
  },
  series: {
    table: series,
    columns: {
      name: series.name,
      slug: series.slug,
      description: series.description,
      is_subscription: series.isSubscription,
      price: series.priceCents,
      image: series.imageId,
      show_in_filter: series.showInFilter,
      is_online: series.isOnline,
    },
    defaultSort: "name",
    search: anyOf([], [series.name]),
  },
  articles: {
    table: articles,
    columns: {
      title: articles.title,
      slug: articles.slug,
      teaser: articles.teaser,
      body: articles.body,
      author: articles.author,
      category: articles.categoryId,
      production: articles.productionId,
      image: articles.imageId,
      published_at: articles.publishedAt,
      is_online: articles.isOnline,
    },
    links: { tags: { table: articleTags, own: articleTags.articleId, other: articleTags.tagId } },
    defaultSort: "-published_at",
    search: anyOf([articles.author], [articles.title, articles.teaser]),
  },
  forms: {
    table: forms,
    columns: { title: forms.title, slug: forms.slug, intro: forms.intro, thank_you: forms.thankYou, is_online: forms.isOnline },
    defaultSort: "title",
    search: anyOf([], [forms.title]),
  },
  "form-fields": {
    table: formFields,
    columns: {
      form: formFields.formId,
      label: formFields.label,
      slug: formFields.slug,
      field_type: formFields.fieldType,
      required: formFields.required,
      visible: formFields.visible,
      choices: formFields.choices,
      default_value: formFields.defaultValue,
      placeholder_text: formFields.placeholderText,
      help_text: formFields.helpText,
      position: formFields.position,
    },
    defaultSort: "position",
    search: anyOf([formFields.slug], [formFields.label]),
  },
  pages: {
    table: pages,
    columns: {
      title: pages.title,
      parent: pages.parentId,
      path: pages.path,
      headline: pages.headline,
      is_online: pages.isOnline,
      is_clickable: pages.isClickable,
      in_menu: pages.inMenu,
      in_footer: pages.inFooter,
      is_landing_page: pages.isLandingPage,
      position: pages.position,
      meta_title: pages.metaTitle,
      meta_description: pages.metaDescription,
      og_title: pages.ogTitle,
      og_description: pages.ogDescription,
      og_type: pages.ogType,
      og_image: pages.ogImageId,
    },
    defaultSort: "path",
    search: anyOf([], [pages.title, pages.path]),
    owned: [pageVersions],
    beforeWrite: (tx, write) => checkPagePlace(tx, write.values, write.id),
    afterWrite: (tx, write) => movePageTree(tx, write.id, (write.before?.path as Localized | undefined) ?? null, write.values.path as Localized, write.now),
  },
};
