// Form definitions, with the confirm-email field appended to every form.
import assert from "node:assert/strict";
import { test } from "node:test";
import { eq } from "drizzle-orm";
import { forms } from "../../server/db/schema.ts";
import type { FormDefinition } from "../../shared/api/content-types.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const get = app.getJson;

test("GET /:lang/api/forms/:id/ answers the fields and appends the confirm-email field", async () => {
  const [row] = await app.db.select().from(forms).limit(1);
  const { status, body } = await get<FormDefinition>(`/de/api/forms/${row.id}/`);
  assert.equal(status, 200);
  assert.equal(body.title, row.title.de);
  assert.ok(body.fields.length > 1);
  for (const field of body.fields) {
    assert.deepEqual(Object.keys(field).sort(), ["choices", "default", "field_type", "help_text", "id", "label", "placeholder_text", "required", "slug", "visible"]);
  }
  const last = body.fields[body.fields.length - 1];
  assert.deepEqual(
    { slug: last.slug, field_type: last.field_type, required: last.required, label: last.label },
    { slug: "email2", field_type: "emailconfirm", required: false, label: "E-Mail wiederholen" },
  );
  const english = await get<FormDefinition>(`/en/api/forms/${row.id}/`);
  assert.equal(english.body.fields.at(-1)?.label, "Confirm e-mail");
});

test("a bad id is a 400, an unknown or offline form a 404", async () => {
  const bad = await get<{ field: string }>("/de/api/forms/kontakt/");
  assert.deepEqual([bad.status, bad.body.field], [400, "id"]);
  assert.equal((await get("/de/api/forms/999999/")).status, 404);
  const [row] = await app.db.select().from(forms).limit(1);
  await app.db.update(forms).set({ isOnline: false }).where(eq(forms.id, row.id));
  try {
    assert.equal((await get(`/de/api/forms/${row.id}/`)).status, 404);
  } finally {
    await app.db.update(forms).set({ isOnline: true }).where(eq(forms.id, row.id));
  }
});
