// Site furniture: box-office hours, the current alert, menus, footer links, redirects and the
// site-wide settings with the sponsor logos.
import { alerts, footerLinks, menuItems, openingHours, openingHoursExceptions, redirects, siteSettings } from "../schema.ts";
import { addDays, berlinInstant, isoWeekday, longDay } from "./calendar.ts";
import type { SeedContext } from "./context.ts";
import { insertAll } from "./context.ts";
import { pageUrls } from "./links.ts";
import { CITY, POSTAL_CODE } from "./places.ts";
import { escapeHtml, loc, same, type Localized } from "./text.ts";

// ------------------------------------------------------------------ box office

const eveningBoxOffice = loc(
  "Die Abendkasse öffnet jeweils eine Stunde vor Vorstellungsbeginn.",
  "The evening box office opens one hour before each performance.",
);

/** Tue–Fri 11:00–18:30, Sat 10:00–14:00 and 17:00–19:30, closed Sunday and Monday. */
const regularHours: { weekday: number; from?: string; to?: string }[] = [
  { weekday: 1 },
  { weekday: 2, from: "11:00:00", to: "18:30:00" },
  { weekday: 3, from: "11:00:00", to: "18:30:00" },
  { weekday: 4, from: "11:00:00", to: "18:30:00" },
  { weekday: 5, from: "11:00:00", to: "18:30:00" },
  { weekday: 6, from: "10:00:00", to: "14:00:00" },
  { weekday: 6, from: "17:00:00", to: "19:30:00" },
  { weekday: 7 },
];

async function seedOpeningHours(ctx: SeedContext): Promise<string> {
  await insertAll(
    ctx.tx,
    openingHours,
    regularHours.map(({ weekday, from, to }) => ({
      weekday,
      timeFrom: from ?? null,
      timeTo: to ?? null,
      closed: !from,
      alternativeText: from ? loc("", "") : eveningBoxOffice,
    })),
  );
  // A staff meeting closes the box office on the first Wednesday at least five days away.
  let day = addDays(ctx.today, 5);
  while (isoWeekday(day) !== 3) day = addDays(day, 1);
  await insertAll(ctx.tx, openingHoursExceptions, [
    {
      day,
      closed: true,
      alternativeText: loc(
        "Wegen einer Betriebsversammlung bleibt die Theaterkasse heute geschlossen. Die Abendkasse öffnet wie gewohnt eine Stunde vor Vorstellungsbeginn.",
        "The box office is closed today for a staff meeting. The evening box office opens as usual one hour before each performance.",
      ),
    },
  ]);
  return day;
}

// ------------------------------------------------------------------ navigation

interface MenuData {
  title: Localized;
  url: Localized;
  hasTabNavigation?: boolean;
  children?: MenuData[];
}

/** Menu URLs are paths below the language prefix. */
const primaryMenu: MenuData[] = [
  { title: loc("Spielplan", "What’s on"), url: same("spielplan") },
  { title: loc("Produktionen", "Productions"), url: loc("produktionen", "productions") },
  { title: loc("Ensemble", "Ensemble"), url: loc("ensemble-und-kuenstlerische-teams", "ensemble-and-leading-teams") },
  { title: loc("Magazin", "Magazine"), url: loc("magazine", "mag") },
  { title: loc("Abonnements", "Subscriptions"), url: loc("abonnements", "subscriptions") },
  {
    title: loc("Besuch planen", "Plan your visit"),
    url: loc("besuch", "visit"),
    hasTabNavigation: true,
    children: [
      { title: loc("Anfahrt", "Getting here"), url: loc("besuch/anfahrt", "visit/getting-here") },
      { title: loc("Barrierefreiheit", "Accessibility"), url: loc("besuch/barrierefreiheit", "visit/accessibility") },
      { title: loc("Gastronomie", "Food & drinks"), url: loc("besuch/gastronomie", "visit/food-and-drinks") },
    ],
  },
];

const secondaryMenu: MenuData[] = [
  { title: loc("Über uns", "About us"), url: loc("ueber-uns", "about-us") },
  { title: loc("Presse", "Press"), url: loc("ueber-uns/presse", "about-us/press") },
  { title: loc("Jobs", "Jobs"), url: loc("ueber-uns/jobs", "about-us/jobs") },
  { title: loc("Kontakt", "Contact"), url: loc("kontakt", "contact") },
];

async function seedMenu(ctx: SeedContext, menu: "primary" | "secondary", items: MenuData[], parentId: number | null = null): Promise<number> {
  let count = 0;
  for (const [position, item] of items.entries()) {
    const [id] = await insertAll(ctx.tx, menuItems, [{ menu, parentId, title: item.title, url: item.url, hasTabNavigation: item.hasTabNavigation ?? false, position }]);
    count += 1 + (item.children ? await seedMenu(ctx, menu, item.children, id) : 0);
  }
  return count;
}

const footerData: { kind: string; title: Localized; url: Localized }[] = [
  { kind: "terms", title: loc("AGB", "Terms and conditions"), url: same("agb") },
  { kind: "imprint", title: loc("Impressum", "Imprint"), url: same("impressum") },
  { kind: "privacy", title: loc("Datenschutz", "Privacy policy"), url: same("datenschutz") },
  { kind: "cookie-settings", title: loc("Cookie-Einstellungen", "Cookie settings"), url: same("#cookie-settings") },
  { kind: "whistleblower", title: loc("Hinweisgeberschutz", "Whistleblower protection"), url: loc("hinweisgeberschutz", "whistleblower-protection") },
];

const redirectData = [
  { oldPath: "/de/spielzeit", newPath: "/de/spielplan" },
  { oldPath: "/en/season", newPath: "/en/spielplan" },
  { oldPath: "/de/kontakt-alt", newPath: "/de/kontakt" },
];

// ------------------------------------------------------------------ settings

// Light colours: the logos stand on the dark footer.
const sponsors = [
  { key: "kulisse", line1: "Staatstheater", line2: "Kulisse Lindenau", colour: "#f2b8c0", href: loc("/de", "/en") },
  { key: "stadtwerke", line1: "Stadtwerke", line2: "Lindenau", colour: "#9fd8c9", href: same("https://stadtwerke-lindenau.example") },
  { key: "buergerstiftung", line1: "Bürgerstiftung", line2: "Lindenau", colour: "#b7c9e6", href: same("https://buergerstiftung-lindenau.example") },
  { key: "freundeskreis", line1: "Freundeskreis", line2: "Kulisse e. V.", colour: "#e8c98f", href: same("https://freundeskreis-kulisse.example") },
];

/** The same HTML in each language, from a builder that is given the language. */
const perLang = (html: (lang: keyof Localized) => string): Localized => loc(html("de"), html("en"));

const footerTop = loc(
  `<p><strong>Staatstheater Kulisse</strong> · Theaterplatz 1 · ${POSTAL_CODE} ${CITY} · Theaterkasse <a href="tel:+495511234560">0551 123 45 60</a></p>`,
  `<p><strong>Staatstheater Kulisse</strong> · Theaterplatz 1 · ${POSTAL_CODE} ${CITY} · Box office <a href="tel:+495511234560">+49 551 123 45 60</a></p>`,
);

const footerBottom = loc(
  `<p>Das Staatstheater Kulisse wird gefördert vom Land und der Stadt ${CITY}. Mit freundlicher Unterstützung der Stadtwerke ${CITY} und des Freundeskreises Kulisse e. V.</p>`,
  `<p>The Staatstheater Kulisse is funded by the state and the city of ${CITY}, with kind support from Stadtwerke ${CITY} and the Freundeskreis Kulisse e. V.</p>`,
);

async function seedSettings(ctx: SeedContext): Promise<void> {
  const logos: ((lang: keyof Localized) => string)[] = [];
  for (const sponsor of sponsors) {
    const name = `logo-${sponsor.key}`;
    const alt = `${sponsor.line1} ${sponsor.line2}`;
    await ctx.images.logo({ name, alt: same(alt), credit: "" }, sponsor.line1, sponsor.line2, sponsor.colour);
    logos.push((lang) => `<a href="${sponsor.href[lang]}"><img src="/media/demo/${name}.svg" alt="${escapeHtml(alt)}" width="160" height="48"></a>`);
  }
  await ctx.tx.insert(siteSettings).values({
    id: 1,
    isSiteOnline: true,
    isShopOnline: true,
    htmlFooterTop: footerTop,
    htmlFooterBottom: footerBottom,
    htmlFooterLogos: perLang((lang) => `<div class="footer-logos">${logos.map((logo) => logo(lang)).join("")}</div>`),
    errorPages: {},
    updatedAt: ctx.now,
  });
}

// ------------------------------------------------------------------ all of it

export interface SiteResult {
  exceptionDay: string;
}

export async function seedSite(ctx: SeedContext): Promise<SiteResult> {
  const exceptionDay = await seedOpeningHours(ctx);
  const contact = pageUrls(loc("kontakt", "contact"));
  await insertAll(ctx.tx, alerts, [
    {
      title: loc("Theaterkasse geschlossen", "Box office closed"),
      text: loc(
        `Am ${longDay(exceptionDay, "de")} bleibt die Theaterkasse wegen einer Betriebsversammlung geschlossen. Karten erhalten Sie online und an der Abendkasse.`,
        `On ${longDay(exceptionDay, "en")} the box office is closed for a staff meeting. Tickets are available online and at the evening box office.`,
      ),
      linkUrl: contact,
      linkTitle: loc("Kontakt und Öffnungszeiten", "Contact and opening hours"),
      isActive: true,
      onlineFrom: new Date(ctx.now.getTime() - 86_400_000),
      onlineTo: berlinInstant(addDays(exceptionDay, 1), "00:00"),
      createdAt: ctx.now,
    },
  ]);
  await seedMenu(ctx, "primary", primaryMenu);
  await seedMenu(ctx, "secondary", secondaryMenu);
  await insertAll(ctx.tx, footerLinks, footerData.map((link, position) => ({ ...link, position })));
  await insertAll(ctx.tx, redirects, redirectData.map((row) => ({ ...row, createdAt: ctx.now })));
  await seedSettings(ctx);
  return { exceptionDay };
}
