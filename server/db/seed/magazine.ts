// Magazine articles published in the 120 days before now, with bodies assembled from the data:
// the article's own text, interview questions, facts, and for premieres the date from the calendar.
import { articleTags, articles } from "../schema.ts";
import { addDays, berlinInstant, longDay } from "./calendar.ts";
import type { SeedContext } from "./context.ts";
import { insertAll, insertLinks } from "./context.ts";
import { detailUrls } from "./links.ts";
import { articleData, type ArticleData } from "./magazine-data.ts";
import { roomName } from "./places.ts";
import type { SeededProduction } from "./productions.ts";
import { randomFor } from "./random.ts";
import type { PlannedEvent } from "./schedule.ts";
import type { Taxonomies } from "./taxonomies.ts";
import { bulletList, loc, slugs, type Localized } from "./text.ts";
import type { Lang } from "../../../shared/lib/localized.ts";

/** "19:30 Uhr" / "7.30 pm". */
function clock(time: string, lang: Lang): string {
  if (lang === "de") return `${time} Uhr`;
  const [hours, minutes] = time.split(":").map(Number);
  const suffix = hours < 12 ? "am" : "pm";
  return `${hours % 12 || 12}${minutes ? `.${String(minutes).padStart(2, "0")}` : ""} ${suffix}`;
}

function body(article: ArticleData, production: SeededProduction | undefined, premiere: PlannedEvent | undefined, lang: Lang): string {
  const i = lang === "de" ? 0 : 1;
  const parts = [`<p>${article.text[i]}</p>`];
  for (const [questionDe, answerDe, questionEn, answerEn] of article.qa ?? []) {
    parts.push(lang === "de" ? `<p><strong>${questionDe}</strong></p><p>${answerDe}</p>` : `<p><strong>${questionEn}</strong></p><p>${answerEn}</p>`);
  }
  if (article.facts) parts.push(bulletList(article.facts[i]));
  if (premiere) {
    const room = roomName(premiere.room)[lang];
    parts.push(
      lang === "de"
        ? `<p>Premiere ist am <strong>${longDay(premiere.day, "de")}</strong> um ${clock(premiere.time, "de")} (${room}). Karten gibt es an der Theaterkasse und online.</p>`
        : `<p>The premiere is on <strong>${longDay(premiere.day, "en")}</strong> at ${clock(premiere.time, "en")} (${room}). Tickets are available at the box office and online.</p>`,
    );
  }
  if (production) {
    const url = detailUrls("productions-slug-id", production.slug, production.id)[lang];
    const title = production.data.title[lang];
    parts.push(
      lang === "de"
        ? `<p>Besetzung, Termine und Karten: <a href="${url}">${title}</a></p>`
        : `<p>Cast, dates and tickets: <a href="${url}">${title}</a></p>`,
    );
  }
  return parts.join("");
}

export async function seedMagazine(ctx: SeedContext, taxonomies: Taxonomies, productions: SeededProduction[], plan: PlannedEvent[]): Promise<number> {
  const rng = randomFor("magazine");
  const rows = [];
  const tagLinks: { index: number; tagId: number }[] = [];
  const seenSlugs = new Set<string>();
  for (const [index, article] of articleData.entries()) {
    const production = article.production ? productions.find((p) => p.data.key === article.production) : undefined;
    if (article.production && !production) throw new Error(`article ${article.title[0]}: unknown production ${article.production}`);
    const premiere =
      article.category === "premiere" ? plan.find((event) => event.production.key === article.production && event.eventType === "premiere") : undefined;
    const title = loc(...article.title);
    const slug = slugs(title);
    if (seenSlugs.has(slug.de) || seenSlugs.has(`en:${slug.en}`)) throw new Error(`duplicate article slug ${slug.de}`);
    seenSlugs.add(slug.de).add(`en:${slug.en}`);
    // Newest first, roughly every four days, at a morning hour.
    const day = addDays(ctx.today, -(1 + index * 4 + rng.int(0, 2)));
    const publishedAt = berlinInstant(day, `${String(rng.int(7, 11)).padStart(2, "0")}:${rng.pick(["00", "15", "30", "45"])}`);
    const imageId = await ctx.images.horizontal(
      { name: `article-${slug.de}`.slice(0, 80), alt: loc(`Illustration zum Artikel »${unquoted(title.de)}«`, `Illustration for the article “${unquoted(title.en)}”`) },
      "magazine",
    );
    const text: Localized = { de: body(article, production, premiere, "de"), en: body(article, production, premiere, "en") };
    rows.push({
      slug,
      title,
      teaser: loc(...article.teaser),
      body: text,
      author: article.author,
      categoryId: taxonomies.articleCategories[article.category],
      productionId: production?.id ?? null,
      imageId,
      publishedAt,
      updatedAt: publishedAt,
    });
    for (const tag of article.tags.slice(0, 3)) tagLinks.push({ index, tagId: taxonomies.articleTags[tag] });
  }
  const ids = await insertAll(ctx.tx, articles, rows);
  await insertLinks(ctx.tx, articleTags, tagLinks.map(({ index, tagId }) => ({ articleId: ids[index], tagId })));
  return rows.length;
}

/** Titles that are quotations already carry »…«; the alt text adds its own. */
function unquoted(title: string): string {
  return title.replace(/[»«]/g, "");
}
