// Issue 16, point 9: the data of the detail sections is edited in the admin like every other field —
// partners (sponsors, promoters), a production's programme, opening hours, promoter and trailer, an
// event's sponsors and the event it is part of — checked on the server (400 at the field, nothing
// written) and on the site at once.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { and, count, eq, isNotNull, isNull, ne } from "drizzle-orm";
import { events, partners, productionOpeningHours, programmeItems } from "../../server/db/schema.ts";
import type { EventDetail, ProductionDetail } from "../../shared/api/content-types.ts";
import type { AdminFailure, AdminItem } from "../../shared/api/contract/admin.ts";
import { eventsResource } from "../../src/admin/resources/events.ts";
import { productionsResource } from "../../src/admin/resources/productions.ts";
import { sessionCaller, type SessionCaller } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let caller: SessionCaller;
before(async () => {
  caller = await sessionCaller(app);
});

type Invalid = { error: string; field: string; reason: string; failures: AdminFailure[] };

const content = (resource: string, id?: number) => `/de/admin-api/content/${resource}/${id === undefined ? "" : `${id}/`}`;
const post = <T,>(resource: string, values: unknown) => caller.call<T>("editor", "POST", content(resource), { values });
const put = <T,>(resource: string, id: number, values: unknown) => caller.call<T>("editor", "PUT", content(resource, id), { values });

/** An item's values as its form sends them: the definition's fields only. */
async function formValues(resource: "events" | "productions", id: number): Promise<Record<string, unknown>> {
  const item = await caller.call<AdminItem>("editor", "GET", content(resource, id));
  assert.equal(item.status, 200);
  const fields = (resource === "events" ? eventsResource : productionsResource).fields.map((field) => field.name);
  return Object.fromEntries(fields.map((name) => [name, item.body.values[name]]));
}

async function assertRefused(answer: { status: number; body: unknown }, field: string, reason: RegExp) {
  assert.equal(answer.status, 400, JSON.stringify(answer.body));
  const failure = (answer.body as Invalid).failures.find((entry) => entry.field === field);
  assert.ok(failure, `a failure at ${field}: ${JSON.stringify(answer.body)}`);
  assert.match(failure.reason, reason);
}

/** The demo festival and one of its performances. */
async function festival(): Promise<{ festivalId: number; partId: number }> {
  const [part] = await app.db.select({ id: events.id, parent: events.parentEventId }).from(events).where(isNotNull(events.parentEventId)).limit(1);
  assert.ok(part?.parent);
  return { festivalId: part.parent, partId: part.id };
}

test("partners: a name is required and the website must be a path or web address; one in use cannot be deleted", async () => {
  const [{ before: stored }] = await app.db.select({ before: count() }).from(partners);
  await assertRefused(await post("partners", { name: " ", description: { de: "", en: "" }, link_url: "", logo: null }), "name", /required/);
  await assertRefused(await post("partners", { name: "Sparkasse Lindenau", description: { de: "", en: "" }, link_url: "javascript:alert(1)", logo: null }), "link_url", /path on this site|web address/);
  await assertRefused(await post("partners", { name: "Sparkasse Lindenau", description: { de: "x".repeat(501), en: "" }, link_url: "", logo: null }), "description.de", /at most 500/);
  await assertRefused(await post("partners", { name: "Sparkasse Lindenau", description: { de: "", en: "" }, link_url: "", logo: 99_999 }), "logo", /media library/);
  const [{ after: unchanged }] = await app.db.select({ after: count() }).from(partners);
  assert.equal(unchanged, stored, "nothing written");

  const created = await post<AdminItem>("partners", { name: "Sparkasse Lindenau", description: { de: "Kulturförderin der Region", en: "Supporting culture in the region" }, link_url: "https://sparkasse-lindenau.example", logo: null });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.equal(created.body.title, "Sparkasse Lindenau");

  const [used] = await app.db.select({ id: partners.id }).from(partners).where(eq(partners.name, "Kammermusikverein Lindenau e. V."));
  const refused = await caller.call<{ usage: { where: string; count: number }[] }>("editor", "DELETE", content("partners", used.id));
  assert.equal(refused.status, 409);
  assert.deepEqual(refused.body.usage, [{ where: "Produktionen", count: 1 }]);
});

test("an event's parent is another event one level deep, and its sponsors must exist; a valid change shows on the festival's page", async () => {
  const { festivalId, partId } = await festival();
  // A performance that is part of nothing yet.
  const [other] = await app.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.status, "scheduled"), isNull(events.parentEventId), ne(events.id, festivalId)))
    .orderBy(events.dateStart)
    .limit(1);
  const values = await formValues("events", other.id);

  await assertRefused(await put("events", other.id, { ...values, parent: other.id }), "parent", /another event/);
  await assertRefused(await put("events", other.id, { ...values, parent: partId }), "parent", /not itself be part of another event/);
  await assertRefused(await put("events", festivalId, { ...(await formValues("events", festivalId)), parent: other.id }), "parent", /other events are part of this one/);
  await assertRefused(await put("events", other.id, { ...values, parent: 99_999 }), "parent", /chosen from the list/);
  await assertRefused(await put("events", other.id, { ...values, sponsors: [99_999] }), "sponsors", /chosen from the list/);
  const [unchanged] = await app.db.select({ parent: events.parentEventId }).from(events).where(eq(events.id, other.id));
  assert.equal(unchanged.parent, null, "nothing written");

  const [sponsor] = await app.db.select({ id: partners.id, name: partners.name }).from(partners).where(eq(partners.name, "Stadtwerke Lindenau"));
  const changed = await put<AdminItem>("events", other.id, { ...values, parent: festivalId, sponsors: [sponsor.id] });
  assert.equal(changed.status, 200, JSON.stringify(changed.body));
  assert.deepEqual(changed.body.values.sponsors, [sponsor.id]);
  const { body: parent } = await app.getJson<EventDetail>(`/de/api/events/${festivalId}/`);
  assert.ok(parent.children.some((child) => child.id === other.id), "the festival lists its new part");
  const { body: part } = await app.getJson<EventDetail>(`/de/api/events/${other.id}/`);
  assert.deepEqual(part.sponsors.map((entry) => entry.name), [sponsor.name]);
  const html = await (await fetch(app.url + part.url)).text();
  assert.match(html, /data-section="Sponsors"/);
});

test("a production's programme, opening hours, promoter and trailer are checked, and shown on its page at once", async () => {
  const { festivalId } = await festival();
  const { body: event } = await app.getJson<EventDetail>(`/de/api/events/${festivalId}/`);
  const production = event.production.id;
  const [{ items }] = await app.db.select({ items: count() }).from(programmeItems);
  const [{ hours }] = await app.db.select({ hours: count() }).from(productionOpeningHours);

  const item = { production, title: { de: "Montag: Abschlussgespräch", en: "Monday: Closing talk" }, text: { de: "", en: "" }, link_url: { de: "/de/kontakt", en: "/en/contact" }, position: 9 };
  await assertRefused(await post("programme-items", { ...item, title: { de: "", en: "Closing talk" } }), "title.de", /required/);
  await assertRefused(await post("programme-items", { ...item, link_url: { de: "/de/kontakt", en: "ftp://x" } }), "link_url.en", /path on this site|web address/);
  await assertRefused(await post("programme-items", { ...item, production: null }), "production", /required/);
  const hour = { production, weekday: "1", time_from: "18:00", time_to: "22:00", closed: false, alternative_text: { de: "", en: "" }, alternative_link_url: "" };
  await assertRefused(await post("production-opening-hours", { ...hour, time_to: "17:00" }), "time_to", /after the start/);
  await assertRefused(await post("production-opening-hours", { ...hour, weekday: "8" }), "weekday", /./);
  const [{ itemsAfter }] = await app.db.select({ itemsAfter: count() }).from(programmeItems);
  const [{ hoursAfter }] = await app.db.select({ hoursAfter: count() }).from(productionOpeningHours);
  assert.deepEqual([itemsAfter, hoursAfter], [items, hours], "nothing written");

  assert.equal((await post("programme-items", item)).status, 201);
  assert.equal((await post("production-opening-hours", hour)).status, 201);
  const values = await formValues("productions", production);
  await assertRefused(await put("productions", production, { ...values, video_url: "https://example.com/trailer.mp4" }), "video_url", /must be on/);
  await assertRefused(await put("productions", production, { ...values, promoter: 99_999 }), "promoter", /chosen from the list/);
  const [promoter] = await app.db.select({ id: partners.id }).from(partners).where(eq(partners.name, "Bürgerstiftung Lindenau"));
  assert.equal((await put("productions", production, { ...values, promoter: promoter.id, video_url: "https://vimeo.com/76979871" })).status, 200);

  const { body: page } = await app.getJson<ProductionDetail>(`/en/api/productions/${production}/`);
  assert.equal(page.programs.at(-1)?.title, "Monday: Closing talk");
  assert.equal(page.programs.at(-1)?.url, "/en/contact");
  assert.deepEqual(page.opening_hours[0], { weekday: 1, time_from: "18:00:00", time_to: "22:00:00", closed: false, alternative_text: "", alternative_link_url: "" });
  assert.equal(page.promoter?.name, "Bürgerstiftung Lindenau");
  assert.equal(page.video_url, "https://vimeo.com/76979871");
  const html = await (await fetch(app.url + page.url)).text();
  assert.match(html, /<a href="\/en\/contact"[^>]*>Monday: Closing talk<\/a>/, "a programme item's link");
  assert.match(html, /<dt>Monday<\/dt><dd>18:00–22:00<\/dd>/);
});
