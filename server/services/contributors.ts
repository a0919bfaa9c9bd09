// Cast and team of a production, with links to the people's pages.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { preparedStatement } from "../db/prepared-statement.ts";
import { images, persons, productionContributors } from "../db/schema.ts";
import type { Contributor } from "../../shared/api/content-types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { urlFor } from "../../src/route-paths.ts";
import { toImageObj } from "./module-images.ts";

/** The production's cast and team in their stored order; offline people are left out. */
export async function loadContributors(db: Db, productionId: number, lang: Lang): Promise<{ cast: Contributor[]; team: Contributor[] }> {
  const statement = preparedStatement(db, "contributors-of-production", () =>
    db
      .select({ line: productionContributors, person: persons, image: images })
      .from(productionContributors)
      .innerJoin(persons, eq(persons.id, productionContributors.personId))
      .leftJoin(images, eq(images.id, persons.imageId))
      .where(and(eq(productionContributors.productionId, sql.placeholder("production")), eq(persons.isOnline, true)))
      .orderBy(asc(productionContributors.position), asc(productionContributors.id)),
  );
  const rows = await statement.execute({ production: productionId });
  const cast: Contributor[] = [];
  const team: Contributor[] = [];
  for (const { line, person, image } of rows) {
    const entry: Contributor = {
      id: line.id,
      person_id: person.id,
      name: `${person.firstName} ${person.lastName}`.trim(),
      role: pick(line.role, lang),
      url: urlFor("ensemble-slug-id", { slug: person.slug, id: person.id }, lang),
      image: image ? toImageObj(image, lang) : null,
    };
    (line.kind === "cast" ? cast : team).push(entry);
  }
  return { cast, team };
}
