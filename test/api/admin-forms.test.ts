// Forms in the backend admin: the field builder through the content calls, and the entries — a
// visitor's entry with a file shows up unread in the hub and in the form's entries, opening it marks
// it read, the CSV lists it with its file's address, and the file downloads; visitors get none of it.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq } from "drizzle-orm";
import { forms, tempFiles } from "../../server/db/schema.ts";
import type { AdminEntry, AdminEntryList } from "../../shared/api/contract/admin-forms.ts";
import type { AdminItem } from "../../shared/api/contract/admin.ts";
import { pngHtmlPolyglot } from "../helpers/broken-images.ts";
import { sessionCaller, type SessionCaller } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let caller: SessionCaller;
before(async () => {
  caller = await sessionCaller(app);
});

// The smallest PNG: one transparent pixel.
const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

async function visitorToken(): Promise<string> {
  const response = await fetch(`${app.url}/api/csrf/`);
  return /csrftoken=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")![1];
}

test("a form built in the admin takes an entry with a file; the hub, the entry list, the entry and the CSV show it", async () => {
  const form = await caller.call<AdminItem>("editor", "POST", "/de/admin-api/content/forms/", {
    values: { title: { de: "Probenbesuch anmelden", en: "Sign up for a rehearsal" }, slug: { de: "probenbesuch", en: "rehearsal-visit" }, intro: { de: "", en: "" }, thank_you: { de: "<p>Danke!</p>", en: "" }, is_online: true },
  });
  assert.equal(form.status, 201, JSON.stringify(form.body));
  const field = (values: Record<string, unknown>) => caller.call<AdminItem>("editor", "POST", "/de/admin-api/content/form-fields/", {
    values: { form: form.body.id, label: { de: "", en: "" }, slug: "", field_type: 1, required: false, visible: true, choices: { de: [], en: [] }, default_value: "", placeholder_text: { de: "", en: "" }, help_text: { de: "", en: "" }, position: 0, ...values },
  });
  assert.equal((await field({ label: { de: "Name", en: "Name" }, slug: "name", required: true })).status, 201);
  assert.equal((await field({ label: { de: "Termin", en: "Date" }, slug: "termin", field_type: 5, choices: { de: ["Montag", "Dienstag"], en: ["Monday", "Tuesday"] }, position: 1 })).status, 201);
  assert.equal((await field({ label: { de: "Anhang", en: "Attachment" }, slug: "anhang", field_type: 9, position: 2 })).status, 201);
  const clash = await field({ label: { de: "Noch ein Name", en: "" }, slug: "name" });
  assert.equal(clash.status, 400);
  assert.equal((clash.body as unknown as { field: string }).field, "values.slug");

  const token = await visitorToken();
  const headers = { Cookie: `csrftoken=${token}`, "X-CSRFToken": token };
  const upload = new FormData();
  upload.append("file", new Blob([png], { type: "image/png" }), "=Plan; Bühne.png");
  const uploaded = await fetch(`${app.url}/de/api/temp-files/`, { method: "POST", body: upload, headers });
  assert.equal(uploaded.status, 201);
  const fileId = ((await uploaded.json()) as { id: number }).id;
  const sent = await fetch(`${app.url}/de/api/forms-entries/`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({ form: form.body.id, field_values: { name: "=HYPERLINK(\"x\")", termin: "Dienstag", anhang: fileId } }),
  });
  assert.equal(sent.status, 201, await sent.clone().text());
  const entryId = ((await sent.json()) as { id: number }).id;

  const hub = await caller.call<{ total: number; entries: { id: number; url: string }[] }>("editor", "GET", "/de/pageeditor-api/dashboard/form-entries/?limit=50");
  assert.equal(hub.status, 200);
  const link = `/admin/forms/${form.body.id}/entries/${entryId}`;
  assert.ok(JSON.stringify(hub.body).includes(link), `the hub links the entry: ${JSON.stringify(hub.body).slice(0, 300)}`);

  const list = await caller.call<AdminEntryList>("editor", "GET", `/de/admin-api/forms/${form.body.id}/entries/`);
  assert.equal(list.status, 200);
  assert.deepEqual([list.body.count, list.body.unread, list.body.results[0].id, list.body.results[0].read], [1, 1, entryId, false]);

  const entry = await caller.call<AdminEntry>("editor", "GET", `/de/admin-api/forms/${form.body.id}/entries/${entryId}/`);
  assert.equal(entry.status, 200);
  assert.deepEqual(entry.body.values.map((value) => [value.label, value.value]), [["Name", '=HYPERLINK("x")'], ["Termin", "Dienstag"], ["Anhang", "=Plan; Bühne.png"]]);
  const file = entry.body.values[2].files[0];
  assert.equal((await caller.call<AdminEntryList>("editor", "GET", `/de/admin-api/forms/${form.body.id}/entries/`)).body.unread, 0, "opened, so read");
  const hubAfter = await caller.call("editor", "GET", "/de/pageeditor-api/dashboard/form-entries/?limit=50");
  assert.ok(!JSON.stringify(hubAfter.body).includes(link), "no longer unread in the hub");

  const csv = await fetch(app.url + list.body.csv_url, { headers: { Cookie: (await caller.cookieOf("editor")) } });
  assert.equal(csv.status, 200);
  assert.match(csv.headers.get("content-type") ?? "", /^text\/csv/);
  assert.match(csv.headers.get("content-disposition") ?? "", /^attachment; filename="?probenbesuch-anmelden-entries\.csv"?$/);
  const text = await csv.text();
  const [header, row] = text.replace(/^\uFEFF/, "").trim().split("\r\n");
  assert.equal(header, '"Nummer","Eingegangen","Sprache","Name","Termin","Anhang"');
  assert.match(row, new RegExp(`^"${entryId}","\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}","de","'=HYPERLINK\\(""x""\\)","Dienstag","http://[^"]+${file.url}"$`));

  const download = await fetch(app.url + file.url, { headers: { Cookie: (await caller.cookieOf("editor")) } });
  assert.equal(download.status, 200);
  assert.equal(download.headers.get("content-type"), "image/png");
  assert.match(download.headers.get("content-disposition") ?? "", /filename\*=UTF-8''%3DPlan%3B%20B%C3%BChne\.png/);
  assert.deepEqual(Buffer.from(await download.arrayBuffer()), png);

  for (const path of [list.body.csv_url, file.url, `/de/admin-api/forms/${form.body.id}/entries/`]) {
    assert.equal((await fetch(app.url + path)).status, 401, `visitor ${path}`);
  }
  assert.equal((await caller.call("editor", "GET", `/de/admin-api/forms/${form.body.id}/entries/999999/`)).status, 404);
  await app.db.delete(forms).where(eq(forms.id, form.body.id));
});

test("a PNG that is also an HTML page, sent as x.html, is offered as x.png: image/png, an attachment, not to be sniffed", async () => {
  const form = await caller.call<AdminItem>("editor", "POST", "/de/admin-api/content/forms/", {
    values: { title: { de: "Plakatentwurf", en: "Poster draft" }, slug: { de: "plakatentwurf", en: "poster-draft" }, intro: { de: "", en: "" }, thank_you: { de: "<p>Danke!</p>", en: "" }, is_online: true },
  });
  assert.equal(form.status, 201, JSON.stringify(form.body));
  const field = await caller.call<AdminItem>("editor", "POST", "/de/admin-api/content/form-fields/", {
    values: { form: form.body.id, label: { de: "Entwurf", en: "Draft" }, slug: "entwurf", field_type: 9, required: true, visible: true, choices: { de: [], en: [] }, default_value: "", placeholder_text: { de: "", en: "" }, help_text: { de: "", en: "" }, position: 0 },
  });
  assert.equal(field.status, 201, JSON.stringify(field.body));
  const polyglot = await pngHtmlPolyglot();
  const token = await visitorToken();
  const headers = { Cookie: `csrftoken=${token}`, "X-CSRFToken": token };
  const upload = new FormData();
  upload.append("file", new Blob([new Uint8Array(polyglot)], { type: "text/html" }), "x.html");
  const uploaded = await fetch(`${app.url}/de/api/temp-files/`, { method: "POST", body: upload, headers });
  assert.equal(uploaded.status, 201);
  const fileId = ((await uploaded.json()) as { id: number }).id;
  const sent = await fetch(`${app.url}/de/api/forms-entries/`, { method: "POST", headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify({ form: form.body.id, field_values: { entwurf: fileId } }) });
  assert.equal(sent.status, 201, await sent.clone().text());
  const entryId = ((await sent.json()) as { id: number }).id;

  const entry = await caller.call<AdminEntry>("editor", "GET", `/de/admin-api/forms/${form.body.id}/entries/${entryId}/`);
  const [file] = entry.body.values[0].files;
  assert.deepEqual([entry.body.values[0].value, file.name], ["x.png", "x.png"]);
  const cookie = await caller.cookieOf("editor");
  const offered = async () => {
    const download = await fetch(app.url + file.url, { headers: { Cookie: cookie } });
    assert.equal(download.status, 200);
    assert.equal(download.headers.get("content-type"), "image/png");
    assert.equal(download.headers.get("x-content-type-options"), "nosniff");
    assert.deepEqual(Buffer.from(await download.arrayBuffer()), polyglot);
    return download.headers.get("content-disposition");
  };
  assert.match(await offered() ?? "", /^attachment; filename="?x\.png"?$/);
  // A file kept under the visitor's name before names followed the content is offered by its content too.
  await app.db.update(tempFiles).set({ originalName: "alt.html" }).where(eq(tempFiles.id, fileId));
  assert.match(await offered() ?? "", /^attachment; filename="?alt\.png"?$/);
  await app.db.delete(forms).where(eq(forms.id, form.body.id));
});

