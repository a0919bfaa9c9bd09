// Issue 24 point 4: one where-used index. An image, a page or an item that anything uses cannot be
// deleted from anywhere — not from the media library, not from the admin — and the 409 says where it
// is used: a record's own field (a partner's logo), a module's reference in a page's content (a venue,
// an article in a blog list), a link to a page (from another page or a menu item). Unused, they go.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq } from "drizzle-orm";
import pg from "pg";
import { articles, images, pages, partners, venues } from "../../server/db/schema.ts";
import type { AdminItem, AdminUsage } from "../../shared/api/contract/admin.ts";
import type { ImageInUseBody, MediaImageDetail } from "../../shared/api/contract/media.ts";
import type { PageSaved } from "../../shared/api/editor-types.ts";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import { sessionCaller, type SessionCaller } from "../helpers/session-call.ts";
import { publishDraft } from "../helpers/publish-draft.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let caller: SessionCaller;
before(async () => {
  caller = await sessionCaller(app);
});

type InUse = { error: string; usage: AdminUsage[] };

const content = (resource: string, id?: number) => `/de/admin-api/content/${resource}/${id === undefined ? "" : `${id}/`}`;
const section = (...children: ModuleData[]): Section => ({ id: "s1", layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children }] });

/** A page of its own for one test, with no content yet. */
async function newPage(slug: string, title: string): Promise<{ id: number; base: number | null }> {
  const [page] = await app.db.insert(pages).values({ path: { de: slug, en: `${slug}-en` }, title: { de: title, en: title } }).returning({ id: pages.id });
  return { id: page.id, base: null };
}

/** Saves the page's German content; the page remembers its newest version for the next save. */
async function saveContent(page: { id: number; base: number | null }, ...children: ModuleData[]): Promise<void> {
  const saved = await caller.call<PageSaved>("editor", "PUT", `/de/pageeditor-api/page-content/${page.id}`, { base_version: page.base, sections: [section(...children)] });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  page.base = await publishDraft((method, path, body) => caller.call("editor", method, path, body), page.id, saved.body.version.id);
}

test("a partner's logo cannot be deleted from the media library: 409 naming the partner; without the logo it is deleted", async () => {
  const [image] = await app.db
    .insert(images)
    .values({ url: `/media/library/where-used-${process.pid}/logo.png`, width: 300, height: 100, alt: { de: "Logo der Sparkasse", en: "Savings bank logo" } })
    .returning({ id: images.id });
  const values = { name: "Sparkasse Lindenau (Logo)", description: { de: "", en: "" }, link_url: "", logo: image.id };
  const partner = await caller.call<AdminItem>("editor", "POST", content("partners"), { values });
  assert.equal(partner.status, 201, JSON.stringify(partner.body));

  const usage = [{ kind: "partner", id: partner.body.id, title: "Sparkasse Lindenau (Logo)", field: "logo", url: null }];
  const detail = await caller.call<MediaImageDetail>("editor", "GET", `/de/admin-api/media/${image.id}/`);
  assert.deepEqual(detail.body.usage, usage);
  const refused = await caller.call<ImageInUseBody>("editor", "DELETE", `/de/admin-api/media/${image.id}/`);
  assert.equal(refused.status, 409);
  assert.equal(refused.body.error, "image_in_use");
  assert.deepEqual(refused.body.usage, usage);
  const [kept] = await app.db.select({ logo: partners.logoId }).from(partners).where(eq(partners.id, partner.body.id));
  assert.equal(kept.logo, image.id, "the partner keeps its logo");

  assert.equal((await caller.call("editor", "PUT", content("partners", partner.body.id), { values: { ...values, logo: null } })).status, 200);
  assert.equal((await caller.call("editor", "DELETE", `/de/admin-api/media/${image.id}/`)).status, 200);
});

test("a venue placed by a venue module on a page cannot be deleted: 409 naming the page; taken off the page it is deleted", async () => {
  const [venue] = await app.db
    .insert(venues)
    .values({ name: { de: "Kellerbühne", en: "Cellar stage" }, slug: { de: "kellerbuehne", en: "cellar-stage" }, street: "", postalCode: "", city: "" })
    .returning({ id: venues.id });
  const page = await newPage("unsere-kellerbuehne", "Unsere Kellerbühne");
  await saveContent(page, { id: "m1", type: "venue", venue: venue.id });

  const item = await caller.call<AdminItem>("editor", "GET", content("venues", venue.id));
  assert.deepEqual(item.body.usage, [{ where: "Seiteninhalte (Unsere Kellerbühne)", count: 1 }]);
  const refused = await caller.call<InUse>("editor", "DELETE", content("venues", venue.id));
  assert.equal(refused.status, 409);
  assert.deepEqual(refused.body.usage, item.body.usage);
  assert.equal((await app.db.select().from(venues).where(eq(venues.id, venue.id))).length, 1, "nothing deleted");

  await saveContent(page, { id: "m2", type: "text", content: "<p>Bald mehr.</p>", anchor: "" });
  assert.equal((await caller.call("editor", "DELETE", content("venues", venue.id))).status, 200);
});

test("an article a blog teaser list shows cannot be deleted; an unused article is", async () => {
  const article = async (slug: string) =>
    (
      await app.db
        .insert(articles)
        .values({ slug: { de: slug, en: slug }, title: { de: `Artikel ${slug}`, en: `Article ${slug}` }, publishedAt: new Date("2026-01-05T10:00:00Z") })
        .returning({ id: articles.id })
    )[0].id;
  const [listed, unused] = [await article("im-blog"), await article("nirgends")];
  const page = await newPage("blog-liste", "Blogliste");
  await saveContent(page, { id: "m1", type: "blog_teaser_list", headline: "Neu im Magazin", items: [{ article: listed }] });

  const refused = await caller.call<InUse>("editor", "DELETE", content("articles", listed));
  assert.equal(refused.status, 409);
  assert.deepEqual(refused.body.usage, [{ where: "Seiteninhalte (Blogliste)", count: 1 }]);
  assert.equal((await caller.call("editor", "DELETE", content("articles", unused))).status, 200);
});

test("a page that another page or a menu item links to cannot be deleted; once nothing links to it, it is", async () => {
  const target = await newPage("werkstatt", "Werkstatt");
  const linking = await newPage("rundgang", "Rundgang");
  await saveContent(linking, { id: "m1", type: "link", link_text: "Zur Werkstatt", link_url: "/en/werkstatt-en#oeffnungszeiten", extra_class: "", anchor: "", sticky: false });
  const menu = await caller.call<AdminItem>("admin", "POST", content("menu-items"), {
    values: { title: { de: "Werkstatt", en: "Workshop" }, url: { de: "werkstatt", en: "" }, menu: "secondary", parent: null, has_tab_navigation: false, position: 99 },
  });
  assert.equal(menu.status, 201, JSON.stringify(menu.body));

  const refused = await caller.call<InUse>("editor", "DELETE", content("pages", target.id));
  assert.equal(refused.status, 409);
  assert.deepEqual(refused.body.usage, [
    { where: "Seiteninhalte (Rundgang)", count: 1 },
    { where: "Menüpunkte (Werkstatt)", count: 1 },
  ]);

  await saveContent(linking, { id: "m1", type: "link", link_text: "Zum Spielplan", link_url: "/de/spielplan", extra_class: "", anchor: "", sticky: false });
  assert.equal((await caller.call("admin", "DELETE", content("menu-items", menu.body.id))).status, 200);
  assert.equal((await caller.call("editor", "DELETE", content("pages", target.id))).status, 200);
  assert.equal((await caller.call("editor", "DELETE", content("pages", linking.id))).status, 200, "a page that links elsewhere is not used by that");
});

/** A transaction of its own on the test database, to hold locks while the app's calls run. */
async function heldTransaction() {
  const client = new pg.Client({ connectionString: app.database.url });
  await client.connect();
  await client.query("begin");
  return {
    query: (text: string, values: unknown[] = []) => client.query(text, values),
    /** Resolves once a query of another connection waits for a lock this one holds. */
    async someoneWaits(): Promise<void> {
      for (;;) {
        const { rowCount } = await client.query("select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database() and pid <> pg_backend_pid()");
        if (rowCount) return;
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    async commit(): Promise<void> {
      await client.query("commit");
      await client.end();
    },
  };
}

test("a save that places an item whose delete is under way waits for the delete, then is refused: no use of a deleted item is written", { timeout: 60_000 }, async () => {
  const [venue] = await app.db.insert(venues).values({ name: { de: "Zeltbühne", en: "Tent stage" }, slug: { de: "zeltbuehne", en: "tent-stage" }, street: "", postalCode: "", city: "" }).returning({ id: venues.id });
  const page = await newPage("zeltsommer", "Zeltsommer");
  const deleting = await heldTransaction();
  await deleting.query("delete from venues where id = $1", [venue.id]);
  const saving = caller.call<{ field: string; reason: string }>("editor", "PUT", `/de/pageeditor-api/page-content/${page.id}`, { base_version: null, sections: [section({ id: "m1", type: "venue", venue: venue.id })] });
  await deleting.someoneWaits();
  await deleting.commit();
  const saved = await saving;
  assert.equal(saved.status, 400, JSON.stringify(saved.body));
  assert.equal(saved.body.field, "sections.m1.venue");
  const [stored] = await app.db.select({ content: pages.content }).from(pages).where(eq(pages.id, page.id));
  assert.deepEqual(stored.content, { de: [], en: [] });
});

test("a page's delete waits for a menu item being written that links to it, and then refuses", { timeout: 60_000 }, async () => {
  const target = await newPage("sommerfest", "Sommerfest");
  const writing = await heldTransaction();
  await writing.query("insert into menu_items (menu, title, url) values ('secondary', $1, $2)", [{ de: "Fest", en: "Fest" }, { de: "sommerfest", en: "" }]);
  const deleting = caller.call<InUse>("editor", "DELETE", content("pages", target.id));
  await writing.someoneWaits();
  await writing.commit();
  const refused = await deleting;
  assert.equal(refused.status, 409, JSON.stringify(refused.body));
  assert.deepEqual(refused.body.usage, [{ where: "Menüpunkte (Fest)", count: 1 }]);
});

test("a content save that places an item that is not there (deleted meanwhile) is refused at the field, and nothing is written", async () => {
  const page = await newPage("verschwunden", "Verschwunden");
  const refused = await caller.call<{ field: string; reason: string }>("editor", "PUT", `/de/pageeditor-api/page-content/${page.id}`, { base_version: null, sections: [section({ id: "m1", type: "venue", venue: 999_999 })] });
  assert.equal(refused.status, 400);
  assert.equal(refused.body.field, "sections.m1.venue");
  assert.match(refused.body.reason, /venue 999999 does not exist/);
  const [stored] = await app.db.select({ content: pages.content }).from(pages).where(eq(pages.id, page.id));
  assert.deepEqual(stored.content, { de: [], en: [] });
});

test("an image placed only in a page's unpublished draft cannot be deleted: 409 naming the draft; once the draft drops it, it is deleted", async () => {
  const [image] = await app.db
    .insert(images)
    .values({ url: `/media/library/where-used-${process.pid}/entwurf.jpg`, width: 800, height: 600, alt: { de: "Probenfoto", en: "Rehearsal photo" } })
    .returning({ id: images.id });
  const page = await newPage("entwurf-mit-bild", "Entwurf mit Bild");
  // Saved, not published: visitors still see the page without the image.
  const saved = await caller.call<PageSaved>("editor", "PUT", `/de/pageeditor-api/page-content/${page.id}`, { base_version: null, sections: [section({ id: "m1", type: "image", image: image.id, format: "original" })] });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));

  const refused = await caller.call<ImageInUseBody>("editor", "DELETE", `/de/admin-api/media/${image.id}/`);
  assert.equal(refused.status, 409, "publishing the draft would bring back a reference to a deleted image");
  assert.deepEqual(
    refused.body.usage.map(({ kind, id, title }) => ({ kind, id, title })),
    [{ kind: "page", id: page.id, title: "Entwurf mit Bild (Entwurf)" }],
  );
  assert.equal((await app.db.select().from(images).where(eq(images.id, image.id))).length, 1, "nothing deleted");

  const dropped = await caller.call<PageSaved>("editor", "PUT", `/de/pageeditor-api/page-content/${page.id}`, { base_version: saved.body.version.id, sections: [section({ id: "m2", type: "text", content: "<p>Ohne Bild.</p>", anchor: "", decrease_distance: false })] });
  assert.equal(dropped.status, 200, JSON.stringify(dropped.body));
  assert.equal((await caller.call("editor", "DELETE", `/de/admin-api/media/${image.id}/`)).status, 200);
});
