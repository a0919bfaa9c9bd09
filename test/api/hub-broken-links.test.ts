// Issue 24 point 4: the hub's "broken links" come from the where-used index's links. A menu item and
// a module that lead to an address where no page is (never was, or moved without a redirect) are
// listed with where they are and the dead address, and so is a link to an offline page; links to an
// existing page — also with query, anchor or trailing slash, or below the language prefix — to a
// moved page whose redirect leads on, to the site's own screens and to other sites are not.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq } from "drizzle-orm";
import { pages, redirects } from "../../server/db/schema.ts";
import type { AdminItem } from "../../shared/api/contract/admin.ts";
import type { BrokenLinks } from "../../shared/api/dashboard-types.ts";
import type { PageSaved } from "../../shared/api/editor-types.ts";
import type { ModuleData } from "../../shared/api/page-content.ts";
import { sessionCaller, type SessionCaller } from "../helpers/session-call.ts";
import { publishDraft } from "../helpers/publish-draft.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let caller: SessionCaller;
before(async () => {
  caller = await sessionCaller(app);
});

const linkModule = (id: string, url: string): ModuleData => ({ id, type: "link", link_text: "Weiter", link_url: url, extra_class: "", anchor: "", sticky: false });

async function newPage(slug: string, title: string, isOnline = true): Promise<number> {
  const [page] = await app.db.insert(pages).values({ path: { de: slug, en: `${slug}-en` }, title: { de: title, en: `${title} (en)` }, isOnline }).returning({ id: pages.id });
  return page.id;
}

async function menuItem(title: string, url: { de: string; en: string }): Promise<number> {
  const created = await caller.call<AdminItem>("admin", "POST", "/de/admin-api/content/menu-items/", {
    values: { title: { de: title, en: title }, url, menu: "secondary", parent: null, has_tab_navigation: false, position: 97 },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.id;
}

const brokenLinks = async (lang: "de" | "en" = "de") => {
  const answer = await caller.call<BrokenLinks>("editor", "GET", `/${lang}/pageeditor-api/dashboard/broken-links/?limit=100`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
};

test("links to no page and to an offline page are listed with where they are; links that arrive somewhere are not", async () => {
  await newPage("hub-links-ziel", "Linkziel");
  const moved = await newPage("hub-links-vorher", "Umgezogen");
  await app.db.update(pages).set({ path: { de: "hub-links-nachher", en: "hub-links-after" } }).where(eq(pages.id, moved));
  await newPage("hub-links-weitergeleitet-neu", "Weitergeleitet");
  await app.db.insert(redirects).values({ oldPath: "/de/hub-links-weitergeleitet", newPath: "/de/hub-links-weitergeleitet-neu" });
  await newPage("hub-links-ruht", "Ruhende Seite", false);

  const page = await newPage("hub-links-quelle", "Linkquelle");
  const saved = await caller.call<PageSaved>("editor", "PUT", `/de/pageeditor-api/page-content/${page}`, {
    base_version: null,
    sections: [
      {
        id: "s1",
        layout: "100",
        extra_class: "",
        columns: [
          {
            index: 0,
            classes: "",
            children: [
              linkModule("dead", "/de/hub-links-vorher#anfahrt"),
              linkModule("offline", "/de/hub-links-ruht"),
              linkModule("query", "/de/hub-links-ziel?von=hub"),
              linkModule("anchor", "/de/hub-links-ziel#oben"),
              linkModule("slash", "/de/hub-links-ziel/"),
              linkModule("english", "/en/hub-links-ziel-en"),
              linkModule("redirected", "/de/hub-links-weitergeleitet"),
              linkModule("screen", "/de/spielplan"),
              linkModule("elsewhere", "https://example.org/hub-links-nirgends"),
            ],
          },
        ],
      },
    ],
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  await publishDraft((method, path, body) => caller.call("editor", method, path, body), page, saved.body.version.id);
  const deadMenu = await menuItem("Verwaister Menüpunkt", { de: "hub-links-nie-dagewesen", en: "/en/hub-links-ziel-en" });
  await menuItem("Guter Menüpunkt", { de: "hub-links-ziel", en: "" });

  const { items, total } = await brokenLinks();
  const mine = items.filter((link) => link.address.startsWith("/de/hub-links-") || link.address.startsWith("/en/hub-links-"));
  assert.deepEqual(
    mine.map((link) => [link.holder_kind, link.holder_title, link.edit_url, link.field, link.target, link.address, link.reason]),
    [
      ["page", "Linkquelle", "/de/hub-links-quelle", "de.dead.link_url", "/de/hub-links-vorher#anfahrt", "/de/hub-links-vorher", "missing"],
      ["page", "Linkquelle", "/de/hub-links-quelle", "de.offline.link_url", "/de/hub-links-ruht", "/de/hub-links-ruht", "offline"],
      ["menu_item", "Verwaister Menüpunkt", `/admin/menu-items/${deadMenu}`, "url.de", "hub-links-nie-dagewesen", "/de/hub-links-nie-dagewesen", "missing"],
    ],
  );
  assert.ok(total >= mine.length);

  const english = await brokenLinks("en");
  assert.equal(english.items.find((link) => link.field === "de.dead.link_url" && link.address === "/de/hub-links-vorher")?.holder_title, "Linkquelle (en)", "titled in the editor's language");
});

test("the limit caps the list; the total still counts every broken link", async () => {
  await menuItem("Erster toter Link", { de: "hub-links-tot-1", en: "" });
  await menuItem("Zweiter toter Link", { de: "hub-links-tot-2", en: "" });
  const answer = await caller.call<BrokenLinks>("editor", "GET", "/de/pageeditor-api/dashboard/broken-links/?limit=1");
  assert.equal(answer.status, 200);
  assert.equal(answer.body.items.length, 1);
  assert.ok(answer.body.total >= 2, JSON.stringify(answer.body));
  assert.equal((await caller.call<{ field?: string }>("editor", "GET", "/de/pageeditor-api/dashboard/broken-links/?limit=0")).status, 400);
});
