// Inserts the productions with poster, description, season, tags, trailer and promoter, and their
// programmes and opening hours. Premiere dates of new productions come from the planned calendar so
// the page and the premiere event agree.
import { productionOpeningHours, productionTags, productions, programmeItems } from "../schema.ts";
import { addDays } from "./calendar.ts";
import type { SeedContext } from "./context.ts";
import { insertAll, insertLinks } from "./context.ts";
import { productionData, type ProductionData } from "./productions-data.ts";
import type { PlannedEvent } from "./schedule.ts";
import type { PartnerKey } from "./partners.ts";
import type { Taxonomies } from "./taxonomies.ts";
import { bulletList, empty, loc, slugs, type Localized } from "./text.ts";
import type { Theme } from "./images.ts";

export interface SeededProduction {
  id: number;
  data: ProductionData;
  slug: Localized;
  imageId: number;
  premiereOn: string | null;
}

function durationText(minutes: number, intervals: number): Localized {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const de = [hours ? `${hours} Std.` : "", rest ? `${rest} Min.` : ""].filter(Boolean).join(" ");
  const en = [hours ? `${hours} h` : "", rest ? `${rest} min` : ""].filter(Boolean).join(" ");
  const pauses = [loc("keine Pause", "no interval"), loc("eine Pause", "one interval"), loc("zwei Pausen", "two intervals")][intervals];
  return loc(`Dauer: ca. ${de}, ${pauses.de}`, `Running time: approx. ${en}, ${pauses.en}`);
}

/** Teaser in bold, the body paragraph, then the practical facts as a list. */
function description(data: ProductionData): Localized {
  const duration = data.durationMinutes ? durationText(data.durationMinutes, data.intervals) : null;
  const build = (lang: "de" | "en") =>
    `<p><strong>${data.teaser[lang]}</strong></p><p>${data.about[lang]}</p>` +
    bulletList([...(duration ? [duration[lang]] : []), data.language[lang], ...(data.age ? [data.age[lang]] : [])]);
  return { de: build("de"), en: build("en") };
}

/** The season the premiere falls into, or the current one for the repertoire. */
function seasonFor(premiereOn: string | null, taxonomies: Taxonomies): number {
  const next = taxonomies.seasons.find((season) => season.key === "next")!;
  const current = taxonomies.seasons.find((season) => season.key === "current")!;
  return premiereOn && premiereOn >= next.startsOn ? next.id : current.id;
}

export async function seedProductions(ctx: SeedContext, taxonomies: Taxonomies, plan: PlannedEvent[], partners: Record<PartnerKey, number>): Promise<SeededProduction[]> {
  const seeded: SeededProduction[] = [];
  for (const data of productionData) {
    const premiere = plan.find((event) => event.production === data && event.eventType === "premiere");
    const premiereOn = premiere ? premiere.day : data.premieredDaysAgo ? addDays(ctx.today, -data.premieredDaysAgo) : null;
    const slug = slugs(data.title);
    const imageId = await ctx.images.horizontal(
      { name: `production-${slug.de}`, alt: loc(`Plakatmotiv zu »${data.title.de}«`, `Poster artwork for “${data.title.en}”`) },
      data.type as Theme,
    );
    const [id] = await insertAll(ctx.tx, productions, [
      {
        slug,
        title: data.title,
        subline: data.subline,
        teaser: data.teaser,
        description: description(data),
        importantInfo: data.importantInfo ?? loc("", ""),
        exhibitionTypeId: taxonomies.types[data.type],
        genreId: taxonomies.genres[data.genre],
        seasonId: seasonFor(premiereOn, taxonomies),
        premiereOn,
        durationMinutes: data.durationMinutes ?? null,
        imageId,
        videoUrl: data.videoUrl ?? null,
        promoterId: data.promoter ? partners[data.promoter] : null,
        stickyEvent: data.stickyEvent ?? false,
        updatedAt: ctx.now,
      },
    ]);
    seeded.push({ id, data, slug, imageId, premiereOn });
  }
  await insertLinks(
    ctx.tx,
    productionTags,
    seeded.flatMap(({ id, data }) => data.tags.map((key) => ({ productionId: id, tagId: taxonomies.productionTags[key] }))),
  );
  await insertAll(
    ctx.tx,
    programmeItems,
    seeded.flatMap(({ id, data }) => (data.programme ?? []).map((entry, position) => ({ productionId: id, title: entry.title, text: entry.text ?? empty, position }))),
  );
  await insertAll(
    ctx.tx,
    productionOpeningHours,
    seeded.flatMap(({ id, data }) => (data.openingHours ?? []).map((hours) => ({ productionId: id, weekday: hours.weekday, timeFrom: hours.from, timeTo: hours.to }))),
  );
  return seeded;
}
