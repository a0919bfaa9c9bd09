// Each admin definition bound to its table (see table-binding.ts): its fields find their columns by
// naming convention, so an entry states the table, the list's sort and search, the exceptions and the
// hooks. The definitions are shared with the admin's screens; only the server knows the tables.
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
import { bind, type BoundResource } from "./table-binding.ts";
import { staffAccount } from "./staff-accounts.ts";
import { checkPagePlace, movePageTree } from "./page-tree.ts";
import type { Localized } from "../../shared/lib/localized.ts";
import type { ResourceName } from "../../src/admin/resource-names.ts";
import { resourcesByName as resources } from "../../src/admin/resources/index.ts";

/**
 * Any of the columns contains the pattern; localized (JSON) columns in either language. In
 * parentheses: `and()` joins its conditions bare, so an unbracketed `or` would let the search reach
 * past the binding's rows (a tag of another vocabulary, a visitor's account among the staff).
 */
function anyOf(columns: PgColumn[], localized: PgColumn[] = []) {
  return (pattern: string): SQL =>
    sql`(${sql.join(
      [...columns.map((column) => sql`${column} ilike ${pattern}`), ...localized.map((column) => sql`(${column}->>'de' ilike ${pattern} or ${column}->>'en' ilike ${pattern})`)],
      sql` or `,
    )})`;
}

/** The tag vocabularies share one table, each its rows of one scope. */
const tagsOf = (scope: "event" | "production" | "article") => ({
  table: tags,
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

export const resourceStores: { [Name in ResourceName]: BoundResource } = {
  "exhibition-types": bind(resources["exhibition-types"], { table: exhibitionTypes, defaultSort: "position", search: anyOf([exhibitionTypes.slug], [exhibitionTypes.name]) }),
  genres: bind(resources.genres, { table: genres, defaultSort: "position", search: anyOf([], [genres.name]) }),
  seasons: bind(resources.seasons, { table: seasons, defaultSort: "-starts_on", search: anyOf([], [seasons.name]) }),
  "event-tags": bind(resources["event-tags"], tagsOf("event")),
  "production-tags": bind(resources["production-tags"], tagsOf("production")),
  "article-tags": bind(resources["article-tags"], tagsOf("article")),
  persons: bind(resources.persons, {
    table: persons,
    links: { categories: { table: personCategoryLinks, own: personCategoryLinks.personId, other: personCategoryLinks.categoryId } },
    defaultSort: "last_name",
    search: anyOf([persons.firstName, persons.lastName, sql`${persons.firstName} || ' ' || ${persons.lastName}` as unknown as PgColumn], [persons.position]),
  }),
  "person-categories": bind(resources["person-categories"], { table: personCategories, defaultSort: "position", search: anyOf([], [personCategories.name]) }),
  "article-categories": bind(resources["article-categories"], { table: articleCategories, defaultSort: "position", search: anyOf([], [articleCategories.name]) }),
  venues: bind(resources.venues, { table: venues, defaultSort: "name", search: anyOf([venues.street, venues.city], [venues.name]) }),
  rooms: bind(resources.rooms, { table: rooms, defaultSort: "position", search: anyOf([], [rooms.name]) }),
  alerts: bind(resources.alerts, { table: alerts, defaultSort: "-id", search: anyOf([], [alerts.title, alerts.text]) }),
  "footer-links": bind(resources["footer-links"], { table: footerLinks, defaultSort: "position", search: anyOf([footerLinks.kind], [footerLinks.title]) }),
  "opening-hours": bind(resources["opening-hours"], { table: openingHours, convert: { weekday: weekdayColumn }, defaultSort: "weekday", search: anyOf([], [openingHours.alternativeText]) }),
  "opening-hours-exceptions": bind(resources["opening-hours-exceptions"], { table: openingHoursExceptions, defaultSort: "-day", search: anyOf([], [openingHoursExceptions.alternativeText]) }),
  "menu-items": bind(resources["menu-items"], {
    table: menuItems,
    defaultSort: "position",
    search: anyOf([], [menuItems.title, menuItems.url]),
    beforeWrite: checkMenuParent,
    afterWrite: moveSubtree,
  }),
  accounts: bind(resources.accounts, {
    table: users,
    // Staff accounts only: a visitor's own account is neither listed nor opened here, so it cannot be
    // given a staff role (its own screens are src/admin/visitor-accounts/).
    rows: staffAccount,
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
  }),
  redirects: bind(resources.redirects, { table: redirects, defaultSort: "old_path", search: anyOf([redirects.oldPath, redirects.newPath]) }),
  productions: bind(resources.productions, {
    table: productions,
    links: { tags: { table: productionTags, own: productionTags.productionId, other: productionTags.tagId } },
    defaultSort: "title",
    search: anyOf([], [productions.title, productions.subline]),
  }),
  events: bind(resources.events, {
    table: events,
    columns: { parent: events.parentEventId },
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
  }),
  partners: bind(resources.partners, { table: partners, defaultSort: "name", search: anyOf([partners.name, partners.linkUrl]) }),
  "programme-items": bind(resources["programme-items"], { table: programmeItems, defaultSort: "position", search: anyOf([], [programmeItems.title, programmeItems.text]) }),
  "production-opening-hours": bind(resources["production-opening-hours"], {
    table: productionOpeningHours,
    convert: { weekday: weekdayColumn },
    defaultSort: "weekday",
    search: anyOf([], [productionOpeningHours.alternativeText]),
  }),
  contributors: bind(resources.contributors, { table: productionContributors, defaultSort: "position", search: anyOf([], [productionContributors.role]) }),
  "seat-groups": bind(resources["seat-groups"], { table: seatGroups, defaultSort: "position", search: anyOf([], [seatGroups.name]) }),
  prices: bind(resources.prices, { table: prices, defaultSort: "position", search: anyOf([], [prices.text]) }),
  "time-slots": bind(resources["time-slots"], { table: timeSlots, defaultSort: "time_start" }),
  series: bind(resources.series, { table: series, defaultSort: "name", search: anyOf([], [series.name]) }),
  articles: bind(resources.articles, {
    table: articles,
    links: { tags: { table: articleTags, own: articleTags.articleId, other: articleTags.tagId } },
    defaultSort: "-published_at",
    search: anyOf([articles.author], [articles.title, articles.teaser]),
  }),
  forms: bind(resources.forms, { table: forms, defaultSort: "title", search: anyOf([], [forms.title]) }),
  "form-fields": bind(resources["form-fields"], { table: formFields, defaultSort: "position", search: anyOf([formFields.slug], [formFields.label]) }),
  pages: bind(resources.pages, {
    table: pages,
    defaultSort: "path",
    search: anyOf([], [pages.title, pages.path]),
    owned: [pageVersions],
    beforeWrite: (tx, write) => checkPagePlace(tx, write.values, write.id),
    afterWrite: (tx, write) => movePageTree(tx, write.id, (write.before?.path as Localized | undefined) ?? null, write.values.path as Localized, write.now),
  }),
};
