// The document head: the title template on every page type, and for a production page description, Open Graph with an absolute
// image and URL, Twitter card, canonical and hreflang alternates with the localized slugs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { sql } from "drizzle-orm";
import { pages } from "../../server/db/schema.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();

async function html(path: string): Promise<string> {
  const response = await fetch(app.url + path);
  assert.equal(response.status, 200, path);
  return response.text();
}

function headOf(page: string): string {
  return page.slice(0, page.indexOf("</head>"));
}

function metaContent(head: string, attribute: "property" | "name", key: string): string | undefined {
  const match = head.match(new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`));
  return match?.[1];
}

function link(head: string, rel: string, hrefLang?: string): string | undefined {
  const pattern = hrefLang ? `<link rel="${rel}" hrefLang="${hrefLang}" href="([^"]*)"` : `<link rel="${rel}" href="([^"]*)"`;
  return head.match(new RegExp(pattern))?.[1];
}

test("a production page has title, Open Graph, Twitter card, canonical and hreflang alternates", async () => {
  const list = await html("/de/produktionen");
  const path = list.match(/href="(\/de\/produktionen\/[^"/]+\/\d+)"/)?.[1];
  assert.ok(path, "the list links a production");
  const head = headOf(await html(path));
  const id = path.split("/").pop();

  const title = head.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
  assert.match(title, /^.+ \| Staatstheater Kulisse$/);
  const ogTitle = metaContent(head, "property", "og:title");
  assert.equal(`${ogTitle} | Staatstheater Kulisse`, title);
  assert.ok(metaContent(head, "name", "description"), "meta description");
  assert.ok(metaContent(head, "property", "og:description"), "og:description");
  assert.equal(metaContent(head, "property", "og:url"), app.url + path);
  assert.match(metaContent(head, "property", "og:image") ?? "", /^https?:\/\/[^/]+\/.+/, "og:image is absolute");
  assert.equal(metaContent(head, "property", "og:locale"), "de_DE");
  assert.equal(metaContent(head, "name", "twitter:card"), "summary_large_image");
  assert.equal(link(head, "canonical"), app.url + path);
  assert.equal(link(head, "alternate", "de"), app.url + path);
  const english = link(head, "alternate", "en") ?? "";
  assert.match(english, new RegExp(`^${app.url}/en/productions/[^/]+/${id}$`));
  assert.equal(link(head, "alternate", "x-default"), app.url + path);

  // The English page names the German one the other way round.
  const englishHead = headOf(await html(english.slice(app.url.length)));
  assert.equal(link(englishHead, "alternate", "de"), app.url + path);
  assert.equal(link(englishHead, "canonical"), english);
  assert.equal(metaContent(englishHead, "property", "og:locale"), "en_GB");
});

/** The document title of the page at `path` (whatever its status), as a visitor's browser shows it. */
async function titleOf(path: string): Promise<string> {
  const page = await (await fetch(app.url + path)).text();
  const title = page.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
  return title.replace(/&amp;/g, "&");
}

test("every page type's title ends with the site name, once", async () => {
  const paths = ["/de", "/en", "/de/agb", "/de/abonnements", "/de/besuch", "/en/visit", "/de/produktionen", "/de/spielplan", "/en/search?q=Carmen", "/de/gibt-es-nicht", "/webshop"];
  for (const path of paths) {
    const title = await titleOf(path);
    assert.match(title, /^.+ \| Staatstheater Kulisse$/, path);
    assert.equal(title.split("Staatstheater Kulisse").length - 1, 1, `${path}: ${title}`);
  }
});

test("a CMS page whose meta title names the site already gets it once", async () => {
  const isAgb = sql`${pages.path}->>'de' = 'agb'`;
  const [before] = await app.db.select({ metaTitle: pages.metaTitle }).from(pages).where(isAgb);
  await app.db.update(pages).set({ metaTitle: { de: "AGB | Staatstheater Kulisse", en: "Terms – Staatstheater Kulisse" } }).where(isAgb);
  try {
    assert.equal(await titleOf("/de/agb"), "AGB | Staatstheater Kulisse");
    assert.equal(await titleOf("/en/agb"), "Terms | Staatstheater Kulisse");
  } finally {
    await app.db.update(pages).set({ metaTitle: before.metaTitle }).where(isAgb);
  }
});

test("a screen without its own image shares the fallback image, absolute and with its size", async () => {
  const head = headOf(await html("/de/produktionen"));
  assert.equal(metaContent(head, "property", "og:image"), `${app.url}/logo.svg`);
  assert.equal(metaContent(head, "property", "og:image:width"), "1200");
  assert.equal(metaContent(head, "property", "og:image:height"), "630");
  assert.equal(metaContent(head, "name", "twitter:card"), "summary_large_image");
  assert.equal(link(head, "alternate", "en"), `${app.url}/en/productions`);
});

test("the canonical URL leaves the query out; the HTML is the same for every visitor", async () => {
  const a = await html("/de/ueber-uns/geschichte?utm_source=x");
  assert.equal(link(headOf(a), "canonical"), `${app.url}/de/ueber-uns/geschichte`);
  const strip = (page: string) => page.replace(/nonce="[^"]*"/g, "").replace(/nonce-[^']*'/g, "");
  const [one, two] = await Promise.all([html("/de/ueber-uns/geschichte"), html("/de/ueber-uns/geschichte")]);
  assert.equal(strip(one), strip(two));
});

test("/sw.js and the offline page are served; the worker is revalidated on every load", async () => {
  const worker = await fetch(`${app.url}/sw.js`);
  assert.equal(worker.status, 200);
  assert.equal(worker.headers.get("cache-control"), "no-cache");
  assert.match(worker.headers.get("content-type") ?? "", /javascript/);
  const offline = await fetch(`${app.url}/offline.html`);
  assert.equal(offline.status, 200);
  const text = await offline.text();
  assert.match(text, /Sie sind offline/);
  assert.match(text, /You are offline/);
  assert.doesNotMatch(text, /<(script|link)\b|src="http/, "no external requests");
});
