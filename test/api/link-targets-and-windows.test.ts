// Issue 25 point 6 on the server: a page save with a link to javascript:, data: or a bare host is a 400
// naming the field and why, and nothing is written; mailto: and tel: links are saved; a teaser whose
// "Online bis" is before its "Online ab" is refused at "Online bis".
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq } from "drizzle-orm";
import { pages } from "../../server/db/schema.ts";
import type { InvalidContentBody, PageSaved } from "../../shared/api/editor-types.ts";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import { sessionCaller, type SessionCaller } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let caller: SessionCaller;
before(async () => {
  caller = await sessionCaller(app);
});

const link = (url: string): ModuleData => ({ id: "l1", type: "link", link_text: "Presse", link_url: url });
const teasers = (from: string, to: string): ModuleData => ({ id: "t1", type: "teaser_list", children: [{ headline: "Premiere", online_from: from, online_to: to }] });
const section = (module: ModuleData): Section => ({ id: "s1", layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children: [module] }] });

let pageCount = 0;
async function newPage(): Promise<number> {
  const slug = `link-target-test-${++pageCount}`;
  const [row] = await app.db.insert(pages).values({ path: { de: slug, en: `${slug}-en` }, title: { de: slug, en: slug }, content: { de: [], en: [] } }).returning({ id: pages.id });
  return row.id;
}

const save = (pageId: number, module: ModuleData) => caller.call<InvalidContentBody & PageSaved>("editor", "PUT", `/de/pageeditor-api/page-content/${pageId}`, { base_version: null, sections: [section(module)] });

const storedContent = async (pageId: number) => (await app.db.select({ content: pages.content }).from(pages).where(eq(pages.id, pageId)))[0]?.content;

test("a link to javascript:, data: or a host without a name is a 400 with field and reason, and nothing is written", async () => {
  const pageId = await newPage();
  const refused: [url: string, reason: RegExp][] = [
    ["javascript:alert(1)", /not javascript:$/],
    ["data:text/html,<script>alert(1)</script>", /not data:$/],
    ["https://spielplan", /host name/],
    ["mailto:presse", /e-mail address after mailto:/],
    ["zwei Wörter", /path on this site/],
  ];
  for (const [url, reason] of refused) {
    const { status, body } = await save(pageId, link(url));
    assert.equal(status, 400, url);
    assert.equal(body.field, "sections.l1.link_url", url);
    assert.match(body.reason, reason, url);
  }
  assert.deepEqual(await storedContent(pageId), { de: [], en: [] }, "nothing written");
});

test("mailto:, tel: and site paths are saved as typed", async () => {
  for (const url of ["mailto:presse@kulisse.example", "tel:+49-30-12345", "/de/spielplan", "https://www.example.org/x"]) {
    const { status } = await save(await newPage(), link(url));
    assert.equal(status, 200, url);
  }
});

test("a teaser's \"Online bis\" before its \"Online ab\" is a 400 at Online bis; in order it is saved", async () => {
  const pageId = await newPage();
  const { status, body } = await save(pageId, teasers("2027-03-01T10:00:00+01:00", "2027-02-01T10:00:00+01:00"));
  assert.equal(status, 400);
  assert.equal(body.field, "sections.t1.children.0.online_to");
  assert.equal(body.reason, "must be after the start");
  const inOrder = await save(await newPage(), teasers("2027-03-01T10:00:00+01:00", "2027-04-01T10:00:00+02:00"));
  assert.equal(inOrder.status, 200);
});
