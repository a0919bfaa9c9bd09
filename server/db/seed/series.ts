// Subscriptions (Abonnements) and three themed series that group events across productions.
import { series } from "../schema.ts";
import type { SeedContext } from "./context.ts";
import { insertAll } from "./context.ts";
import { loc, paragraphs, slugs, type Localized } from "./text.ts";

export type SeriesKey = "premieres" | "sunday" | "opera" | "drama" | "family" | "concert" | "talks" | "guests" | "school";

interface SeriesData {
  key: SeriesKey;
  name: Localized;
  description: Localized;
  isSubscription: boolean;
  priceCents: number | null;
  showInFilter: boolean;
}

const seriesData: SeriesData[] = [
  {
    key: "premieres",
    name: loc("Premieren-Abo", "Premiere Subscription"),
    description: loc(
      paragraphs("Immer als Erste dabei: Ihr fester Platz bei allen Premieren im Großen Haus und in den Kammerspielen – mit Premierenfeier im Foyer.", "Sieben Premieren, bis zu 25 % günstiger als im Einzelkauf."),
      paragraphs("Always first in line: your own seat at every premiere in the Main House and the Kammerspiele – including the premiere party in the foyer.", "Seven premieres, up to 25% cheaper than single tickets."),
    ),
    isSubscription: true,
    priceCents: 39900,
    showInFilter: true,
  },
  {
    key: "sunday",
    name: loc("Sonntags-Abo", "Sunday Subscription"),
    description: loc(
      paragraphs("Sechs Sonntagnachmittage und -abende mit Oper, Tanz und Schauspiel – ideal für alle, die das Wochenende im Theater ausklingen lassen."),
      paragraphs("Six Sunday afternoons and evenings of opera, dance and drama – ideal for ending the weekend at the theatre."),
    ),
    isSubscription: true,
    priceCents: 21600,
    showInFilter: true,
  },
  {
    key: "opera",
    name: loc("Opern-Abo", "Opera Subscription"),
    description: loc(
      paragraphs("Fünf Opernabende im Großen Haus, vom Repertoireklassiker bis zur Neuproduktion, auf Ihrem Stammplatz."),
      paragraphs("Five evenings of opera in the Main House, from repertoire classics to new productions, in your regular seat."),
    ),
    isSubscription: true,
    priceCents: 24500,
    showInFilter: true,
  },
  {
    key: "drama",
    name: loc("Schauspiel-Abo", "Drama Subscription"),
    description: loc(
      paragraphs("Fünf Abende Schauspiel in den Kammerspielen und auf der Studiobühne – Klassiker, Komödien und Uraufführungen."),
      paragraphs("Five evenings of drama in the Kammerspiele and on the Studio Stage – classics, comedies and world premieres."),
    ),
    isSubscription: true,
    priceCents: 13500,
    showInFilter: true,
  },
  {
    key: "family",
    name: loc("Familien-Abo", "Family Subscription"),
    description: loc(
      paragraphs("Vier Familienvorstellungen am Wochenende für zwei Erwachsene und bis zu drei Kinder – im Jungen Theater und im Großen Haus."),
      paragraphs("Four weekend family performances for two adults and up to three children – at the Young Theatre and in the Main House."),
    ),
    isSubscription: true,
    priceCents: 9900,
    showInFilter: true,
  },
  {
    key: "concert",
    name: loc("Konzert-Abo", "Concert Subscription"),
    description: loc(
      paragraphs("Alle Sinfoniekonzerte der Staatskapelle Lindenau im Konzerthaus am Stadtpark, dazu zwei Kammerkonzerte nach Wahl."),
      paragraphs("All symphony concerts of the Staatskapelle Lindenau in the Concert Hall at the City Park, plus two chamber concerts of your choice."),
    ),
    isSubscription: true,
    priceCents: 18900,
    showInFilter: true,
  },
  {
    key: "talks",
    name: loc("Theater & Gespräch", "Theatre & Talk"),
    description: loc(
      paragraphs("Vorstellungen mit anschließendem Publikumsgespräch: Ensemble und Dramaturgie beantworten Ihre Fragen. Der Eintritt zum Gespräch ist frei."),
      paragraphs("Performances followed by a talk with the audience: the company and the dramaturges answer your questions. The talk is free to attend."),
    ),
    isSubscription: false,
    priceCents: null,
    showInFilter: true,
  },
  {
    // The performances a partner presents (their pages name it as promoter).
    key: "guests",
    name: loc("Zu Gast in der Kulisse", "Guests at the Kulisse"),
    description: loc(
      paragraphs("Konzerte und Festivals, die unsere Partner in unseren Häusern veranstalten. Karten erhalten Sie wie gewohnt an der Theaterkasse und online."),
      paragraphs("Concerts and festivals that our partners present in our houses. Tickets are available as usual from the box office and online."),
    ),
    isSubscription: false,
    priceCents: null,
    showInFilter: true,
  },
  {
    // Booked by schools through the form, so it is not offered as a calendar filter.
    key: "school",
    name: loc("Schulvorstellungen", "School performances"),
    description: loc(
      paragraphs("Vormittagsvorstellungen für Schulklassen mit Vor- und Nachbereitung durch unsere Theaterpädagogik."),
      paragraphs("Morning performances for school classes, with preparation and follow-up by our theatre educators."),
    ),
    isSubscription: false,
    priceCents: null,
    showInFilter: false,
  },
];

export interface SeededSeries {
  id: number;
  slug: Localized;
  name: Localized;
  description: Localized;
  isSubscription: boolean;
  priceCents: number | null;
  imageId: number;
}

export async function seedSeries(ctx: SeedContext): Promise<Record<SeriesKey, SeededSeries>> {
  const result = {} as Record<SeriesKey, SeededSeries>;
  for (const data of seriesData) {
    const slug = slugs(data.name);
    const imageId = await ctx.images.vertical(
      { name: `series-${slug.de}`, alt: loc(`Motiv ${data.name.de}`, `Artwork for ${data.name.en}`) },
      "series",
    );
    const row = { slug, name: data.name, description: data.description, isSubscription: data.isSubscription, priceCents: data.priceCents, imageId, showInFilter: data.showInFilter };
    const [id] = await insertAll(ctx.tx, series, [row]);
    result[data.key] = { id, ...row };
  }
  return result;
}
