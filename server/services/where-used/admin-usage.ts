// The admin's usage note (AdminUsage): the uses counted per source, in the editor's words ("Säle: 3").
// Uses in content and links also name their pages or items, since those are where an editor must go
// to remove them ("Seiteninhalte (Über uns, Presse): 2").
import type { AdminUsage } from "../../../shared/api/contract/admin.ts";
import type { Lang, Localized } from "../../../shared/lib/localized.ts";
import type { Use } from "./use.ts";

/** Names of what can hold a use, as an editor calls them; others show their table's name. */
const sourceLabels: Record<string, Localized> = {
  rooms: { de: "Säle", en: "Rooms" },
  events: { de: "Termine", en: "Events" },
  productions: { de: "Produktionen", en: "Productions" },
  production_tags: { de: "Produktionen (Schlagwort)", en: "Productions (tag)" },
  event_tags: { de: "Termine (Schlagwort)", en: "Events (tag)" },
  article_tags: { de: "Magazinartikel (Schlagwort)", en: "Magazine articles (tag)" },
  articles: { de: "Magazinartikel", en: "Magazine articles" },
  person_category_links: { de: "Personen", en: "People" },
  production_contributors: { de: "Produktionen (Mitwirkende)", en: "Productions (contributors)" },
  event_series: { de: "Termine (Abonnement)", en: "Events (series)" },
  event_sponsors: { de: "Termine (Sponsor)", en: "Events (sponsor)" },
  programme_items: { de: "Programmpunkte", en: "Programme items" },
  production_opening_hours: { de: "Öffnungszeiten von Produktionen", en: "Production opening hours" },
  venues: { de: "Spielstätten", en: "Venues" },
  persons: { de: "Personen", en: "People" },
  series: { de: "Abonnements", en: "Series" },
  pages: { de: "Seiten", en: "Pages" },
  partners: { de: "Partner", en: "Partners" },
  event_teasers: { de: "Termin-Teaser", en: "Event teasers" },
  page_content: { de: "Seiteninhalte", en: "Page content" },
  page_draft: { de: "Seitenentwürfe", en: "Page drafts" },
  container_content: { de: "Inhaltsblöcke", en: "Content blocks" },
  menu_items: { de: "Menüpunkte", en: "Menu items" },
  footer_links: { de: "Fußzeilen-Links", en: "Footer links" },
  alerts: { de: "Hinweise", en: "Alerts" },
  opening_hours: { de: "Öffnungszeiten", en: "Opening hours" },
};

/** At most this many holders are named in one entry; the count says how many there are. */
const NAMED_HOLDERS = 5;

/** How many items of which source use it: each page or row counted once, however many fields hold it. */
export function adminUsage(uses: readonly Use[], lang: Lang): AdminUsage[] {
  const groups = new Map<string, { named: boolean; holders: Map<number, string> }>();
  for (const use of uses) {
    const key = `${use.via === "key" ? "key" : "named"}:${use.source}`;
    const group = groups.get(key) ?? { named: use.via !== "key", holders: new Map<number, string>() };
    group.holders.set(use.id, use.title || `#${use.id}`);
    groups.set(key, group);
  }
  return [...groups].map(([key, { named, holders }]) => {
    const source = key.slice(key.indexOf(":") + 1);
    const label = sourceLabels[source]?.[lang] ?? source;
    const names = [...holders.values()];
    const listed = names.length > NAMED_HOLDERS ? `${names.slice(0, NAMED_HOLDERS).join(", ")}, …` : names.join(", ");
    return { where: named ? `${label} (${listed})` : label, count: holders.size };
  });
}
