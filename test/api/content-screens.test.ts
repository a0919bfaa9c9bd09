// The content screens as a visitor (and an editor) gets them: one <h1>, the page title, links in the
// other language, 404s for unknown ids and bad query values, accessible forms and lists.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { eq, inArray } from "drizzle-orm";
import { Window } from "happy-dom";
import { seatGroups, users } from "../../server/db/schema.ts";
import type { EventSummary, Paged } from "../../shared/api/types.ts";
import type { ArticleCategory, ArticleSummary, FormDefinition, PersonSummary, ProductionSummary } from "../../shared/api/content-types.ts";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";
import { editorSessionCookie } from "../helpers/editor-session.ts";

let app: TestApp;
let editorCookie: string;
const window = new Window();

before(async () => {
  app = await startTestApp();
  editorCookie = await editorSessionCookie(app.db);
});
after(async () => {
  await window.happyDOM.close();
  await app.close();
});

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(app.url + path)).json()) as T;
}

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(app.url + path, { headers, redirect: "manual" });
  const html = await response.text();
  const document = new window.DOMParser().parseFromString(html, "text/html");
  const main = document.querySelector("main")!;
  return { status: response.status, html, document, main };
}

type Rendered = Awaited<ReturnType<typeof page>>;

/** Checks every visitor page must pass: one h1, headings without skipped levels, named links, images with alt. */
function assertAccessibleBasics(main: Rendered["main"], path: string) {
  assert.equal(main.querySelectorAll("h1").length, 1, `${path}: exactly one <h1>`);
  let previous = 1;
  for (const heading of main.querySelectorAll("h1, h2, h3, h4, h5, h6")) {
    const level = Number(heading.tagName[1]);
    assert.ok(level <= previous + 1, `${path}: heading "${heading.textContent}" (h${level}) skips a level`);
    previous = level;
  }
  for (const link of main.querySelectorAll("a")) {
    assert.ok((link.textContent ?? "").trim() || link.getAttribute("aria-label"), `${path}: a link without text (${link.getAttribute("href")})`);
  }
  for (const image of main.querySelectorAll("img")) assert.ok(image.hasAttribute("alt"), `${path}: an image without alt`);
}

function alternate(document: Rendered["document"], lang: "de" | "en"): string {
  const href = document.querySelector(`link[rel="alternate"][hreflang="${lang}"]`)?.getAttribute("href") ?? "";
  return new URL(href, "http://x").pathname;
}

describe("lists", () => {
  for (const path of [
    "/de/ensemble-und-kuenstlerische-teams",
    "/en/ensemble-and-leading-teams",
    "/de/produktionen",
    "/en/productions",
    "/de/magazine",
    "/en/mag",
    "/de/magazine/tags",
    "/de/spielplan",
    "/en/spielplan",
    "/de/search",
  ]) {
    test(`${path} renders its list`, async () => {
      const { status, document, main } = await page(path);
      assert.equal(status, 200);
      assert.match(document.title, / \| Staatstheater Kulisse$/);
      assert.ok(main.querySelector(".screen"), "a screen root");
      assertAccessibleBasics(main, path);
      if (path !== "/de/search") assert.ok(main.querySelectorAll("ul li a").length > 3, "a list of links");
    });
  }

  test("the calendar groups by day and links to the next page without JavaScript", async () => {
    const { main } = await page("/de/spielplan");
    assert.ok(main.querySelectorAll("h2 time").length > 0, "day headings");
    const next = main.querySelector('a[rel="next"]');
    assert.equal(next?.getAttribute("href"), "/de/spielplan?page=2");
    const second = await page("/de/spielplan?page=2");
    assert.equal(second.status, 200);
    assert.equal(second.main.querySelector('a[rel="prev"]')?.getAttribute("href"), "/de/spielplan");
  });

  test("bad query values are a 404, never a 500", async () => {
    for (const path of ["/de/spielplan?page=abc", "/de/spielplan?date=31-02-2026", "/de/spielplan?page=9999", "/de/produktionen?season=x", "/de/magazine?page=0"]) {
      assert.equal((await page(path)).status, 404, path);
    }
  });

  test("the production filters link to filtered lists", async () => {
    const { main } = await page("/de/produktionen");
    const filter = [...main.querySelectorAll("nav a")].find((link) => /exhibition_type=\d+/.test(link.getAttribute("href") ?? ""));
    assert.ok(filter, "an exhibition type filter link");
    const filtered = await page(filter.getAttribute("href")!);
    assert.equal(filtered.status, 200);
    assert.equal(filtered.main.querySelector(`a[href="${filter.getAttribute("href")}"]`)?.getAttribute("aria-current"), "page");
  });

  test("the magazine links to each category and the category page names itself in both languages", async () => {
    const categories = await api<ArticleCategory[]>("/de/api/article-categories/");
    const { main } = await page("/de/magazine");
    const url = `/de/magazine/categories/${categories[0].slug}/${categories[0].id}`;
    assert.ok(main.querySelector(`a[href="${url}"]`));
    const category = await page(url);
    assert.equal(category.status, 200);
    assert.equal(category.main.querySelector("h1")?.textContent, categories[0].name);
    assert.equal(alternate(category.document, "en"), `/en/mag/categories/${categories[0].slugs.en}/${categories[0].id}`);
    assert.equal((await page(`/de/magazine/categories/x/999999`)).status, 404);
  });
});

describe("details", () => {
  test("production, person, article, event, venue, series and form pages render with alternates", async () => {
    const production = (await api<Paged<ProductionSummary>>("/de/api/productions/")).results[0];
    const person = (await api<Paged<PersonSummary>>("/de/api/persons/")).results[0];
    const article = (await api<Paged<ArticleSummary>>("/de/api/articles/")).results[0];
    const event = (await api<Paged<EventSummary>>("/de/api/events/")).results[0];
    // Venues, series and forms have no list here: a wrong slug leads on to the current address.
    const moved = await Promise.all(["/de/venues/x/1", "/de/abonnements/x/1", "/de/forms/x/1"].map(async (path) => (await fetch(app.url + path, { redirect: "manual" })).headers.get("location")!));
    const paths = [production.url, person.url, article.url, event.url, ...moved];
    for (const path of paths) {
      const { status, document, main } = await page(path);
      assert.equal(status, 200, path);
      assertAccessibleBasics(main, path);
      assert.match(alternate(document, "en"), /^\/en\//, `${path}: alternate in English`);
      assert.equal(alternate(document, "de").split("/").at(-1), path.split("/").at(-1), `${path}: alternate keeps the id`);
    }
  });

  test("the production page lists cast and upcoming dates", async () => {
    const production = (await api<Paged<ProductionSummary>>("/en/api/productions/")).results.find((entry) => entry.next_date)!;
    const { main, document } = await page(production.url);
    assert.equal(main.querySelector("h1")?.textContent, production.title);
    assert.ok(main.querySelectorAll(".event-list li").length > 0);
    assert.match(alternate(document, "de"), /^\/de\/produktionen\//);
  });

  test("the event page shows date, place, price ranges and the ticket link", async () => {
    const events = (await api<Paged<EventSummary>>("/de/api/events/?page_size=50")).results;
    const withSeats = await app.db.selectDistinct({ id: seatGroups.eventId }).from(seatGroups).where(inArray(seatGroups.eventId, events.map((e) => e.id)));
    const event = events.find((entry) => withSeats.some((row) => row.id === entry.id) && entry.status === "scheduled" && entry.ticket_url)!;
    const { main } = await page(event.url);
    assert.match(main.textContent ?? "", /\d{2}:\d{2} Uhr/);
    const prices = [...main.querySelectorAll(".price-list__price")].map((node) => node.textContent ?? "");
    assert.ok(prices.length > 0);
    for (const price of prices) {
      assert.match(price, /^(ab )?\d+(,\d{2})?\u00a0€$|^Eintritt frei$/);
      assert.doesNotMatch(price, /,00/);
    }
    assert.ok(main.querySelector(`a[href="${event.ticket_url}"]`), "a ticket link");
  });

  test("unknown and malformed ids are a 404", async () => {
    for (const path of [
      "/de/spielplan/x/999999",
      "/de/spielplan/x/abc",
      "/de/produktionen/x/999999",
      "/en/ensemble-and-leading-teams/x/999999",
      "/de/magazine/x/999999",
      "/de/venues/x/999999",
      "/de/abonnements/x/999999",
      "/de/forms/x/abc",
    ]) {
      assert.equal((await page(path)).status, 404, path);
    }
  });

  test("form fields are labelled controls; required ones say so", async () => {
    const form = await api<FormDefinition>("/de/api/forms/1/");
    const { main } = await page(form.url);
    const element = main.querySelector('form[method="post"]');
    assert.ok(element);
    const controls = [...element.querySelectorAll("input, select, textarea")].filter((control) => control.getAttribute("type") !== "hidden");
    assert.ok(controls.length >= form.fields.length);
    for (const control of controls) {
      const id = control.getAttribute("id");
      assert.ok(id && element.querySelector(`label[for="${id}"]`), `control ${control.getAttribute("name")} has a label`);
    }
    for (const field of form.fields.filter((entry) => entry.required && entry.field_type !== 7)) {
      assert.equal(element.querySelector(`[name="${field.slug}"]`)?.getAttribute("aria-required"), "true", field.slug);
    }
    assert.ok(element.querySelector('input[name="email2"][type="email"]'));
    assert.ok(element.querySelector('button[type="submit"]'));
  });
});

describe("search", () => {
  test("a GET form with a labelled q, results, and the empty message", async () => {
    const { main } = await page("/de/search?q=zauberfl%C3%B6te");
    const input = main.querySelector('form[method="get"] input[name="q"]');
    assert.ok(input && main.querySelector(`label[for="${input.getAttribute("id")}"]`));
    assert.ok([...main.querySelectorAll("ol a")].some((link) => /Zauberflöte/.test(link.textContent ?? "")));
    const empty = await page("/en/search?q=xyzzyx");
    assert.match(empty.main.textContent ?? "", /Your search did not return any results/);
    assert.equal((await page("/de/search/unknown?q=a")).status, 404);
  });
});

describe("user area and editor hub", () => {
  for (const path of ["/de/profil", "/en/settings", "/de/cms-hub"]) {
    test(`${path} asks anonymous visitors to log in`, async () => {
      const { status, main } = await page(path);
      assert.equal(status, 200);
      const lang = path.slice(1, 3);
      assert.match(main.textContent ?? "", lang === "de" ? /Bitte melden Sie sich an/ : /Please log in/);
      // The user area's parts send the visitor back to themselves after the login (?next=).
      assert.ok(main.querySelector(`a[href="/${lang}/login"], a[href^="/${lang}/login?next=${encodeURIComponent(path)}"]`));
    });
  }

  test("an editor sees their name and e-mail, and the hub's admin links", async () => {
    const [editor] = await app.db.select().from(users).where(eq(users.role, "editor")).limit(1);
    const profile = await page("/de/profil", { Cookie: editorCookie });
    assert.match(profile.main.textContent ?? "", new RegExp(editor.email.replace(/\./g, "\\.")));
    assert.match(profile.main.textContent ?? "", new RegExp(editor.lastName));
    const hub = await page("/de/cms-hub", { Cookie: editorCookie });
    assert.ok(hub.main.querySelector('a[href^="/admin/"]'));
  });
});
