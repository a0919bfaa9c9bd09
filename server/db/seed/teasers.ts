// Editorial teasers placed between the days of the calendar.
import { eventTeasers } from "../schema.ts";
import { addDays } from "./calendar.ts";
import type { SeedContext } from "./context.ts";
import { insertAll } from "./context.ts";
import { detailUrls, pageUrls } from "./links.ts";
import type { SeededProduction } from "./productions.ts";
import type { PlannedEvent } from "./schedule.ts";
import { loc, type Localized } from "./text.ts";
import type { Theme } from "./images.ts";
import type { SeededSeries } from "./series.ts";

interface TeaserData {
  name: string;
  day: string;
  preline: Localized;
  headline: Localized;
  subline: Localized;
  linkUrl: Localized;
  linkText: Localized;
  theme: Theme;
}

export async function seedEventTeasers(
  ctx: SeedContext,
  plan: PlannedEvent[],
  productions: SeededProduction[],
  talks: SeededSeries,
  newsletterForm: { id: number; slug: Localized },
): Promise<number> {
  const production = (key: string) => productions.find((p) => p.data.key === key)!;
  const rosenkavalier = production("rosenkavalier");
  const premiere = plan.find((event) => event.production.key === "rosenkavalier" && event.eventType === "premiere");
  const tour = production("theaterfuehrung");

  const teasers: TeaserData[] = [
    {
      name: "Abo-Werbung",
      day: addDays(ctx.today, 2),
      preline: loc("Abonnements", "Subscriptions"),
      headline: loc("Ihr Platz für die ganze Spielzeit", "Your seat for the whole season"),
      subline: loc("Bis zu 30 % sparen und nichts verpassen", "Save up to 30% and never miss a thing"),
      linkUrl: pageUrls(loc("abonnements", "subscriptions")),
      linkText: loc("Abos entdecken", "Explore subscriptions"),
      theme: "series",
    },
    {
      name: "Premiere Rosenkavalier",
      day: premiere ? addDays(premiere.day, -3) : addDays(ctx.today, 18),
      preline: loc("Premiere", "Premiere"),
      headline: rosenkavalier.data.title,
      subline: rosenkavalier.data.subline,
      linkUrl: detailUrls("productions-slug-id", rosenkavalier.slug, rosenkavalier.id),
      linkText: loc("Zur Produktion", "About the production"),
      theme: "opera",
    },
    {
      name: "Führungen",
      day: addDays(ctx.today, 12),
      preline: loc("Führung", "Guided tour"),
      headline: loc("Blick hinter die Kulissen", "Behind the scenes"),
      subline: loc("Samstags durch Werkstätten und Bühnenturm", "On Saturdays through the workshops and the stage tower"),
      linkUrl: detailUrls("productions-slug-id", tour.slug, tour.id),
      linkText: loc("Termine ansehen", "See dates"),
      theme: "special",
    },
    {
      name: "Theater & Gespräch",
      day: addDays(ctx.today, 33),
      preline: loc("Reihe", "Series"),
      headline: talks.name,
      subline: loc("Nach der Vorstellung mit dem Ensemble ins Gespräch kommen", "Talk to the company after the show"),
      linkUrl: detailUrls("series-slug-id", talks.slug, talks.id),
      linkText: loc("Alle Termine", "All dates"),
      theme: "drama",
    },
    {
      name: "Newsletter",
      day: addDays(ctx.today, 55),
      preline: loc("Newsletter", "Newsletter"),
      headline: loc("Keine Premiere mehr verpassen", "Never miss a premiere again"),
      subline: loc("Einmal im Monat alle Neuigkeiten aus dem Theater", "All the news from the theatre once a month"),
      linkUrl: detailUrls("forms-slug-id", newsletterForm.slug, newsletterForm.id),
      linkText: loc("Jetzt anmelden", "Sign up now"),
      theme: "magazine",
    },
  ];

  const rows = [];
  for (const [i, teaser] of teasers.entries()) {
    const imageId = await ctx.images.horizontal({ name: `teaser-${i + 1}`, alt: loc(`Motiv: ${teaser.headline.de}`, `Artwork: ${teaser.headline.en}`) }, teaser.theme);
    rows.push({ name: teaser.name, position: teaser.day, preline: teaser.preline, headline: teaser.headline, subline: teaser.subline, linkUrl: teaser.linkUrl, linkText: teaser.linkText, imageId });
  }
  await insertAll(ctx.tx, eventTeasers, rows);
  return rows.length;
}
