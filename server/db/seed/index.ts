// The demo season of "Staatstheater Kulisse": everything a visitor can see, generated
// deterministically from `now` and written in one transaction (a failure leaves the database empty).
import { count, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client.ts";
import * as schema from "../schema.ts";
import { siteSettings } from "../schema.ts";
import { berlinDay } from "../../../shared/lib/berlin-time.ts";
import { seedContributors } from "./contributors.ts";
import type { SeedContext, Tx } from "./context.ts";
import { seedEvents } from "./events.ts";
import { seedForms } from "./forms.ts";
import { ImageLibrary } from "./images.ts";
import { seedMagazine } from "./magazine.ts";
import { seedPages } from "./pages.ts";
import { seedPartners } from "./partners.ts";
import { seedPeople } from "./people.ts";
import { seedPlaces } from "./places.ts";
import { productionData } from "./productions-data.ts";
import { seedProductions } from "./productions.ts";
import { planSeason } from "./schedule.ts";
import { seedSeries } from "./series.ts";
import { seedSite } from "./site.ts";
import { seedTaxonomies } from "./taxonomies.ts";
import { seedEventTeasers } from "./teasers.ts";
import { seedTickets } from "./tickets.ts";
import { seedUsers } from "./users.ts";
import { rebuildSearchIndex } from "../../services/search/index-documents.ts";

export interface SeedOptions {
  /** The only clock the seed reads; every date is relative to it. */
  now: Date;
  /** Where image files are written (into `demo/`). */
  mediaDir: string;
}

/** Rows inserted per table (by SQL table name). */
export interface SeedSummary {
  [table: string]: number;
}

/** True when the site has never been set up: the seed is only meant for such a database. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: siteSettings.id }).from(siteSettings).limit(1);
  return rows.length === 0;
}

async function countRows(tx: Tx): Promise<SeedSummary> {
  const summary: SeedSummary = {};
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const [row] = await tx.select({ n: count() }).from(value);
    summary[getTableName(value)] = row.n;
  }
  return summary;
}

export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const { now, mediaDir } = options;
  return db.transaction(async (tx) => {
    const ctx: SeedContext = { tx, now, today: berlinDay(now), images: new ImageLibrary(tx, mediaDir, now) };

    const taxonomies = await seedTaxonomies(ctx);
    const places = await seedPlaces(ctx);
    const people = await seedPeople(ctx, taxonomies.personCategories);
    const { editorId } = await seedUsers(ctx);

    // The calendar is planned before the productions are written: premiere dates come from it.
    const plan = planSeason(productionData, ctx.today, now);
    const partners = await seedPartners(ctx);
    const productions = await seedProductions(ctx, taxonomies, plan, partners);
    await seedContributors(ctx, productions, people);
    const series = await seedSeries(ctx);
    const events = await seedEvents(ctx, plan, productions, places, taxonomies, series, partners);
    await seedTickets(ctx, events, places);

    const forms = await seedForms(ctx);
    await seedEventTeasers(ctx, plan, productions, series.talks, forms.newsletter);
    await seedMagazine(ctx, taxonomies, productions, plan);
    await seedSite(ctx);
    await seedPages(ctx, { places, productions, series, forms, taxonomies, editorId });
    await ctx.images.finish();
    await rebuildSearchIndex(tx, now);

    return countRows(tx);
  });
}
