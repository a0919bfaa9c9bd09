// The request path of a page: locale redirect, streaming, titles, redirects, errors, site offline.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { eq, sql } from "drizzle-orm";
import { siteSettings } from "../../server/db/schema.ts";
import { clearSiteSettingsCache } from "../../server/services/site-settings.ts";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";
import { editorSessionCookie } from "../helpers/editor-session.ts";
import { forgetCachedContent } from "../../server/services/content-cache.ts";
import { pipelined } from "../helpers/raw-http.ts";
import fs from "node:fs";
import { publicDir } from "../../server/app.ts";

let app: TestApp;
let editorCookie: string;

before(async () => {
  app = await startTestApp();
  editorCookie = await editorSessionCookie(app.db);
});
after(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(app.url + path, { headers, redirect: "manual" });

async function setSettings(values: Partial<typeof siteSettings.$inferInsert>) {
  await app.db.update(siteSettings).set(values).where(eq(siteSettings.id, 1));
  clearSiteSettingsCache();
}

function assertNoStackTrace(html: string) {
  assert.doesNotMatch(html, /\bat [\w.<>]+ \(?[\w/.:-]+\.(ts|tsx|js):\d+/);
  assert.doesNotMatch(html, /node_modules/);
}

describe("locale", () => {
  test("/ answers 302 to /de by default, without a cookie", async () => {
    const response = await get("/");
    assert.equal(response.status, 302);
    assert.equal(response.headers.get("location"), "/de");
    assert.equal(response.headers.get("set-cookie"), null);
  });

  test("/ answers 302 to /en when the browser prefers English", async () => {
    const response = await get("/", { "Accept-Language": "en-GB,en;q=0.9,de;q=0.5" });
    assert.equal(response.headers.get("location"), "/en");
  });

  test("<html lang> matches the prefix and the title carries the theatre's name", async () => {
    for (const lang of ["de", "en"]) {
      const response = await get(`/${lang}`);
      assert.equal(response.status, 200);
      const html = await response.text();
      assert.match(html, new RegExp(`<html lang="${lang}"`));
      assert.match(html, /<title>[^<]+ \| Staatstheater Kulisse<\/title>/);
    }
  });
});

describe("streaming", () => {
  test("pages are streamed in chunks, with hydration data and a nonce'd bootstrap", async () => {
    const response = await get("/de");
    assert.equal(response.headers.get("transfer-encoding"), "chunked");
    assert.equal(response.headers.get("content-length"), null);
    const html = await response.text();
    assert.match(html, /^<!DOCTYPE html>/);
    assert.match(html, /window\.__KULISSE__=/);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    assert.ok(nonce);
    assert.match(html, new RegExp(`<script nonce="${nonce.replace(/[+/=]/g, "\\$&")}"`));
  });

  test("the first bytes (the shell) arrive before the whole document is done", async () => {
    const response = await get("/de");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const first = decoder.decode((await reader.read()).value);
    assert.match(first, /<html lang="de"/);
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value);
    assert.match(first + rest, /<\/html>/);
  });

  test("what React writes in one turn leaves as one HTTP chunk, not one per 4 KB piece", async () => {
    const { status, text } = await pipelined(app.url, [Buffer.from(`GET /de/spielplan HTTP/1.1\r\nHost: ${new URL(app.url).host}\r\nConnection: close\r\n\r\n`)]);
    assert.equal(status, 200);
    // The chunked body's frames: hex size, CRLF, data, CRLF; a zero size ends it.
    const sizes: number[] = [];
    for (let at = text.indexOf("\r\n\r\n") + 4; ; ) {
      const lineEnd = text.indexOf("\r\n", at);
      const size = parseInt(text.slice(at, lineEnd), 16);
      if (!size) break;
      sizes.push(size);
      at = lineEnd + 2 + size + 2;
    }
    const total = sizes.reduce((sum, size) => sum + size, 0);
    assert.ok(total > 20_000, `the calendar is a large page (${total} bytes)`);
    // Unbatched, React's 4 KB views went out one by one (13 chunks for the demo calendar).
    assert.ok(sizes.length <= 3, `${sizes.length} chunks: ${sizes.join(", ")}`);
  });

  test("anonymous pages carry nothing per visitor; browsers may keep them, shared caches not (each answer has its own nonce)", async () => {
    const response = await get("/de");
    assert.equal(response.headers.get("set-cookie"), null);
    assert.equal(response.headers.get("cache-control"), "private, no-cache");
    const editor = await get("/de", { Cookie: editorCookie });
    assert.match(editor.headers.get("cache-control") ?? "", /no-store/);
  });
});

describe("public files", () => {
  test("are served from the folder; a page request does not look for one on disk", async () => {
    const robots = await get("/robots.txt");
    assert.equal(robots.status, 200);
    assert.equal(await robots.text(), fs.readFileSync(`${publicDir}/robots.txt`, "utf8"));
    assert.equal((await get("/html/503.html")).status, 200);
    assert.equal((await get("/robots.txt.bak")).status, 404);
    // express.static (through `send`) looks a path up with fs.stat: count those under public/.
    const looked: string[] = [];
    const stat = fs.stat;
    fs.stat = ((file: fs.PathLike, ...rest: unknown[]) => {
      if (String(file).startsWith(publicDir)) looked.push(String(file));
      return (stat as (...args: unknown[]) => void)(file, ...rest);
    }) as typeof fs.stat;
    try {
      assert.equal((await get("/de/spielplan")).status, 200);
      assert.equal((await get("/robots.txt")).status, 200);
    } finally {
      fs.stat = stat;
    }
    assert.deepEqual(looked, [`${publicDir}/robots.txt`]);
  });
});

describe("redirects", () => {
  test("the redirect table answers 301 before rendering", async () => {
    const response = await get("/de/spielzeit?x=1");
    assert.equal(response.status, 301);
    assert.equal(response.headers.get("location"), "/de/spielplan?x=1");
  });

  test("the user area's other paths answer 301 to the localized ones", async () => {
    for (const [from, to] of [["/de/user/profile", "/de/profil"], ["/en/user/settings", "/en/settings"], ["/en/user/profile/", "/en/profile"]]) {
      const response = await get(from);
      assert.equal(response.status, 301, from);
      assert.equal(response.headers.get("location"), to);
    }
  });

  test("?v= on a page answers 301 to the path without it for visitors, not for editors", async () => {
    const visitor = await get("/de/ueber-uns?v=1&a=b");
    assert.equal(visitor.status, 301);
    assert.equal(visitor.headers.get("location"), "/de/ueber-uns?a=b");
    const editor = await get("/de/ueber-uns?v=999999", { Cookie: editorCookie });
    assert.equal(editor.status, 404);
  });
});

describe("errors", () => {
  test("an unmatched route is 404 'This page could not be found'", async () => {
    const response = await get("/nirgendwo");
    assert.equal(response.status, 404);
    const html = await response.text();
    assert.match(html, /Diese Seite konnte nicht gefunden werden|This page could not be found/);
    assert.match(html, /href="\/de"/);
  });

  test("a missing CMS page is 404 '404 Not Found', in the shell, in both languages", async () => {
    const de = await get("/de/gibt-es-nicht/wirklich");
    assert.equal(de.status, 404);
    const html = await de.text();
    assert.match(html, /404 Nicht gefunden/);
    assert.match(html, /class="site-header"/);
    const en = await get("/en/does-not-exist");
    assert.equal(en.status, 404);
    assert.match(await en.text(), /404 Not Found/);
  });

  test("an offline page is 404 for visitors and visible to editors", async () => {
    assert.equal((await get("/de/intern/vorschau")).status, 404);
    assert.equal((await get("/de/intern/vorschau", { Cookie: editorCookie })).status, 200);
  });

  test("a custom error page from the settings replaces the text; a broken one falls back", async () => {
    await setSettings({ errorPages: { "404": "/html/503.html" } });
    const custom = await (await get("/de/gibt-es-nicht")).text();
    assert.match(custom, /Pause zwischen den Akten/);
    await setSettings({ errorPages: { "404": "/html/missing.html" } });
    const fallback = await get("/de/gibt-es-nicht");
    assert.equal(fallback.status, 404);
    assert.match(await fallback.text(), /404 Nicht gefunden/);
    assert.ok(app.logs.some((line) => line.event === "Unable to load custom HTML file for this error"));
    await setSettings({ errorPages: {} });
  });

  test("any other failure is a 500 with the spec's text and no stack trace", async () => {
    await app.db.execute(sql`alter table menu_items rename to menu_items_gone`);
    // The menus kept in memory would hide the broken table.
    forgetCachedContent();
    try {
      const response = await get("/de/agb");
      assert.equal(response.status, 500);
      const html = await response.text();
      assert.match(html, /500 - ein unbekannter Fehler ist aufgetreten/);
      assertNoStackTrace(html);
    } finally {
      await app.db.execute(sql`alter table menu_items_gone rename to menu_items`);
    }
  });
});

describe("site offline", () => {
  test("offline in the settings: 503 'Website offline' for visitors, the site for editors", async () => {
    await setSettings({ isSiteOnline: false });
    try {
      const visitor = await get("/en/agb");
      assert.equal(visitor.status, 503);
      assert.match(await visitor.text(), /Website offline/);
      assert.equal((await get("/en/agb", { Cookie: editorCookie })).status, 200);
      await setSettings({ isSiteOnline: false, errorPages: { "503": "/html/503.html" } });
      assert.match(await (await get("/de")).text(), /Pause zwischen den Akten/);
    } finally {
      await setSettings({ isSiteOnline: true, errorPages: {} });
    }
  });

  test("unreadable settings: 503 'Website offline'", async () => {
    await app.db.execute(sql`alter table site_settings rename to site_settings_gone`);
    clearSiteSettingsCache();
    try {
      const response = await get("/de");
      assert.equal(response.status, 503);
      assert.match(await response.text(), /Website offline/);
    } finally {
      await app.db.execute(sql`alter table site_settings_gone rename to site_settings`);
      clearSiteSettingsCache();
    }
  });
});

describe("health and logs", () => {
  test("/healthz answers 200 while the database answers", async () => {
    const response = await get("/healthz");
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { status: "ok" });
  });

  test("every request is logged as one JSON line with its request id", async () => {
    const response = await get("/de/impressum", { "X-Request-Id": "test-request-0001" });
    assert.equal(response.headers.get("x-request-id"), "test-request-0001");
    await response.text();
    const line = await app.logLine((entry) => entry.request_id === "test-request-0001" && entry.event === "request");
    assert.equal(line.status, 200);
    assert.equal(line.path, "/de/impressum");
  });
});
