// The vocabularies the filters are built from: exhibition types, genres, seasons, tags and categories.
import { articleCategories, exhibitionTypes, genres, personCategories, seasons, tags } from "../schema.ts";
import { addDays } from "./calendar.ts";
import type { SeedContext } from "./context.ts";
import { insertAll } from "./context.ts";
import { loc, slugs, type Localized } from "./text.ts";

interface Term {
  key: string;
  name: Localized;
  showInFilter?: boolean;
}

export const exhibitionTypeData: Term[] = [
  { key: "opera", name: loc("Oper", "Opera") },
  { key: "drama", name: loc("Schauspiel", "Drama") },
  { key: "dance", name: loc("Tanz", "Dance") },
  { key: "concert", name: loc("Konzert", "Concert") },
  { key: "youth", name: loc("Junges Theater", "Young Theatre") },
  { key: "musical", name: loc("Musical", "Musical") },
  { key: "special", name: loc("Spezial", "Specials") },
];

const genreData: Term[] = [
  { key: "grand-opera", name: loc("Große Oper", "Grand opera") },
  { key: "chamber-opera", name: loc("Kammeroper", "Chamber opera") },
  { key: "classic", name: loc("Klassiker", "Classic") },
  { key: "contemporary", name: loc("Gegenwartsdramatik", "Contemporary drama") },
  { key: "comedy", name: loc("Komödie", "Comedy") },
  { key: "ballet", name: loc("Handlungsballett", "Story ballet") },
  { key: "contemporary-dance", name: loc("Zeitgenössischer Tanz", "Contemporary dance") },
  { key: "symphonic", name: loc("Sinfonik", "Symphonic music") },
  { key: "chamber-music", name: loc("Kammermusik", "Chamber music") },
  { key: "family", name: loc("Familienstück", "Family show") },
  { key: "musical", name: loc("Musical", "Musical") },
  // Tours and workshops carry this genre; it is not worth a filter entry.
  { key: "other", name: loc("Sonstiges", "Other"), showInFilter: false },
];

const eventTagData: Term[] = [
  { key: "premiere", name: loc("Premiere", "Premiere") },
  { key: "talk", name: loc("Publikumsgespräch", "Post-show talk") },
  { key: "audio-description", name: loc("Audiodeskription", "Audio description") },
  { key: "family", name: loc("Familie", "Family") },
  { key: "last-performance", name: loc("Letzte Vorstellung", "Last performance") },
  { key: "introduction", name: loc("Einführung", "Introduction") },
  // Duplicates the event's own "revival" label, so it stays out of the filter.
  { key: "revival", name: loc("Wiederaufnahme", "Revival"), showInFilter: false },
];

const productionTagData: Term[] = [
  { key: "world-premiere", name: loc("Uraufführung", "World premiere") },
  { key: "surtitles", name: loc("Mit Übertiteln", "With surtitles") },
  { key: "families", name: loc("Für Familien", "For families") },
  { key: "age-14", name: loc("Ab 14 Jahren", "Ages 14 and up") },
  { key: "live-music", name: loc("Mit Live-Musik", "With live music") },
  { key: "repertoire", name: loc("Repertoire", "Repertoire") },
];

const articleTagData: Term[] = [
  { key: "opera", name: loc("Oper", "Opera") },
  { key: "drama", name: loc("Schauspiel", "Drama") },
  { key: "dance", name: loc("Tanz", "Dance") },
  { key: "concert", name: loc("Konzert", "Concert") },
  { key: "youth", name: loc("Junges Theater", "Young Theatre") },
  { key: "ensemble", name: loc("Ensemble", "Ensemble") },
  { key: "premiere", name: loc("Premiere", "Premiere") },
  { key: "workshops", name: loc("Werkstätten", "Workshops") },
  { key: "sustainability", name: loc("Nachhaltigkeit", "Sustainability") },
  { key: "education", name: loc("Theatervermittlung", "Outreach") },
];

const articleCategoryData: (Term & { styleName: string })[] = [
  { key: "background", name: loc("Hintergrund", "Background"), styleName: "cc01" },
  { key: "interview", name: loc("Interview", "Interview"), styleName: "cc02" },
  { key: "premiere", name: loc("Premiere", "Premiere"), styleName: "cc03" },
  { key: "behind-the-scenes", name: loc("Blick hinter die Kulissen", "Behind the scenes"), styleName: "cc01" },
];

export const personCategoryData: Term[] = [
  { key: "opera", name: loc("Oper", "Opera") },
  { key: "drama", name: loc("Schauspiel", "Drama") },
  { key: "dance", name: loc("Tanz", "Dance") },
  { key: "orchestra", name: loc("Orchester", "Orchestra") },
  { key: "management", name: loc("Leitung & Dramaturgie", "Management & dramaturgy") },
];

export type Ids = Record<string, number>;

export interface SeasonInfo {
  key: "current" | "next";
  id: number;
  startsOn: string;
  endsOn: string;
}

export interface Taxonomies {
  types: Ids;
  genres: Ids;
  eventTags: Ids;
  productionTags: Ids;
  articleTags: Ids;
  articleCategories: Ids;
  personCategories: Ids;
  seasons: SeasonInfo[];
}

function byKey(terms: Term[], ids: number[]): Ids {
  return Object.fromEntries(terms.map((term, i) => [term.key, ids[i]]));
}

/** Seasons run from 1 August to 31 July; the current one is the one `today` falls into. */
function seasonRows(today: string) {
  const [year, month] = today.split("-").map(Number);
  const first = month >= 8 ? year : year - 1;
  return [first, first + 1].map((start) => {
    const label = `${start}/${String((start + 1) % 100).padStart(2, "0")}`;
    const startsOn = `${start}-08-01`;
    return { name: loc(`Spielzeit ${label}`, `Season ${label}`), startsOn, endsOn: addDays(`${start + 1}-08-01`, -1) };
  });
}

export async function seedTaxonomies(ctx: SeedContext): Promise<Taxonomies> {
  const { tx } = ctx;
  const terms = (list: Term[]) => list.map((term, position) => ({ name: term.name, showInFilter: term.showInFilter ?? true, position }));
  const scoped = (scope: "event" | "production" | "article", list: Term[]) =>
    list.map((term) => ({ scope, slug: slugs(term.name), name: term.name, showInFilter: term.showInFilter ?? true }));

  const types = byKey(
    exhibitionTypeData,
    await insertAll(tx, exhibitionTypes, exhibitionTypeData.map((term, position) => ({ slug: term.key, name: term.name, position }))),
  );
  const genreIds = byKey(genreData, await insertAll(tx, genres, terms(genreData)));
  const seasonData = seasonRows(ctx.today);
  const seasonIds = await insertAll(tx, seasons, seasonData);
  const eventTags = byKey(eventTagData, await insertAll(tx, tags, scoped("event", eventTagData)));
  const productionTags = byKey(productionTagData, await insertAll(tx, tags, scoped("production", productionTagData)));
  const articleTags = byKey(articleTagData, await insertAll(tx, tags, scoped("article", articleTagData)));
  const categories = byKey(
    articleCategoryData,
    await insertAll(
      tx,
      articleCategories,
      articleCategoryData.map((term, position) => ({ slug: slugs(term.name), name: term.name, styleName: term.styleName, position })),
    ),
  );
  const people = byKey(
    personCategoryData,
    await insertAll(tx, personCategories, personCategoryData.map((term, position) => ({ slug: slugs(term.name), name: term.name, position }))),
  );
  return {
    types,
    genres: genreIds,
    eventTags,
    productionTags,
    articleTags,
    articleCategories: categories,
    personCategories: people,
    seasons: seasonData.map((season, i) => ({ key: i === 0 ? "current" : "next", id: seasonIds[i], startsOn: season.startsOn, endsOn: season.endsOn })),
  };
}
