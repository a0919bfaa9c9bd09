// The ensemble and artistic teams: people by category, and one person's page.
import { and, asc, eq, exists, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { images, personCategories, personCategoryLinks, persons, productionContributors, productions } from "../db/schema.ts";
import type { Paged } from "../../shared/api/types.ts";
import type { PersonCategory, PersonDetail, PersonSummary } from "../../shared/api/content-types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { urlFor } from "../../src/route-paths.ts";
import { upcomingEvents } from "./event-summaries.ts";
import { toImageObj } from "./module-images.ts";
import { paged, pageRequest } from "./paging.ts";

type PersonRow = typeof persons.$inferSelect;
type ImageRow = typeof images.$inferSelect;
type CategoryRow = typeof personCategories.$inferSelect;

export interface PersonFilter {
  lang: Lang;
  category?: number;
  page?: number;
  page_size?: number;
}

function toCategory(row: CategoryRow, lang: Lang): PersonCategory {
  return { id: row.id, name: pick(row.name, lang), slug: pick(row.slug, lang) };
}

function toSummary(person: PersonRow, image: ImageRow | null, categories: PersonCategory[], lang: Lang): PersonSummary {
  return {
    id: person.id,
    name: `${person.firstName} ${person.lastName}`.trim(),
    first_name: person.firstName,
    last_name: person.lastName,
    position: pick(person.position, lang),
    image: image ? toImageObj(image, lang) : null,
    url: urlFor("ensemble-slug-id", { slug: person.slug, id: person.id }, lang),
    categories,
  };
}

/** Categories of each person, in the categories' order, with one query. */
async function categoriesOf(db: Db, personIds: number[], lang: Lang): Promise<Map<number, PersonCategory[]>> {
  const found = new Map<number, PersonCategory[]>();
  if (personIds.length === 0) return found;
  const rows = await db
    .select({ personId: personCategoryLinks.personId, category: personCategories })
    .from(personCategoryLinks)
    .innerJoin(personCategories, eq(personCategories.id, personCategoryLinks.categoryId))
    .where(inArray(personCategoryLinks.personId, personIds))
    .orderBy(asc(personCategories.position), asc(personCategories.id));
  for (const { personId, category } of rows) {
    const list = found.get(personId) ?? [];
    list.push(toCategory(category, lang));
    found.set(personId, list);
  }
  return found;
}

/** Online people (100 per page by default), by last and first name, optionally of one category. */
export async function listPersons(db: Db, filter: PersonFilter): Promise<Paged<PersonSummary>> {
  const { lang } = filter;
  const request = pageRequest(filter.page, filter.page_size, 100);
  const where = and(
    eq(persons.isOnline, true),
    filter.category
      ? exists(
          db
            .select()
            .from(personCategoryLinks)
            .where(and(eq(personCategoryLinks.personId, persons.id), eq(personCategoryLinks.categoryId, filter.category))),
        )
      : undefined,
  );
  const rows = await db
    .select({ person: persons, image: images, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(persons)
    .leftJoin(images, eq(images.id, persons.imageId))
    .where(where)
    .orderBy(asc(persons.lastName), asc(persons.firstName), asc(persons.id))
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize);
  const count = rows[0]?.total ?? (request.page === 1 ? 0 : await countPersons(db, where));
  const categories = await categoriesOf(db, rows.map(({ person }) => person.id), lang);
  const results = rows.map(({ person, image }) => toSummary(person, image, categories.get(person.id) ?? [], lang));
  const { lang: _lang, page: _page, page_size: _size, ...query } = filter;
  return paged(results, count, request, `/${lang}/api/persons/`, query);
}

async function countPersons(db: Db, where: SQL | undefined): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(persons).where(where);
  return rows[0]?.n ?? 0;
}

/** All person categories in their editorial order. */
export async function listPersonCategories(db: Db, lang: Lang): Promise<PersonCategory[]> {
  const rows = await db.select().from(personCategories).orderBy(asc(personCategories.position), asc(personCategories.id));
  return rows.map((row) => toCategory(row, lang));
}

/**
 * A person's page: position, biography, categories, what they do in which production and the
 * coming performances of those productions; null when there is none or it is offline for this viewer.
 */
export async function getPerson(db: Db, id: number, lang: Lang, options: { isEditor: boolean; now: Date }): Promise<PersonDetail | null> {
  const rows = await db.select({ person: persons, image: images }).from(persons).leftJoin(images, eq(images.id, persons.imageId)).where(eq(persons.id, id)).limit(1);
  const row = rows[0];
  if (!row || (!row.person.isOnline && !options.isEditor)) return null;
  const { person, image } = row;
  const [categories, roleRows, coming] = await Promise.all([
    categoriesOf(db, [id], lang),
    db
      .select({ line: productionContributors, production: productions })
      .from(productionContributors)
      .innerJoin(productions, eq(productions.id, productionContributors.productionId))
      .where(and(eq(productionContributors.personId, id), options.isEditor ? undefined : eq(productions.isOnline, true)))
      .orderBy(sql`${productions.premiereOn} desc nulls last`, asc(productions.id), asc(productionContributors.position)),
    upcomingEvents(db, lang, { person: id }, options.now, 30),
  ]);
  return {
    ...toSummary(person, image, categories.get(id) ?? [], lang),
    slug: person.slug,
    biography: pick(person.biography, lang),
    roles: roleRows.map(({ line, production }) => ({
      production: {
        id: production.id,
        title: pick(production.title, lang),
        url: urlFor("productions-slug-id", { slug: pick(production.slug, lang), id: production.id }, lang),
      },
      kind: line.kind,
      role: pick(line.role, lang),
    })),
    events: coming,
  };
}
