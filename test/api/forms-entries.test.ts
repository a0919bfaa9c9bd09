// POST /{lang}/api/forms-entries/: the server checks every value against the form's fields, reports
// all failing fields together in the entry's language, and stores the entry with its uploads in one
// transaction — or nothing at all.
import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { formEntries, forms, tempFiles } from "../../server/db/schema.ts";
import { saveFormEntry, TempFileTaken } from "../../server/services/form-entries.ts";
import { testDataDir } from "../helpers/database.ts";
import { csrfTokenFrom } from "../helpers/csrf-token.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

// Uploads of this file go to a folder of their own.
process.env.TEST_DATA_DIR = path.join(testDataDir(), `forms-entries-test-${process.pid}`);

// This file sends more entries than a visitor could; the limit itself is tested in call-limits.test.ts.
const app = sharedTestApp({ config: { formEntryLimit: 1000 } });

// A small real PNG: uploaded images are decoded before they are taken.
const png = await sharp({ create: { width: 12, height: 8, channels: 3, background: "#3b0a17" } }).png().toBuffer();
const de = {
  required: "Dieses Feld ist erforderlich!",
  email: "Ungültige E-Mail-Adresse!",
  mismatch: "Die E-Mail-Adressen stimmen nicht überein.",
  choice: "Bitte wählen Sie aus den angebotenen Möglichkeiten.",
  number: "Bitte geben Sie eine Zahl ein.",
  date: "Bitte geben Sie ein gültiges Datum ein.",
  fileMissing: "Die hochgeladene Datei ist nicht mehr verfügbar. Bitte wählen Sie sie erneut aus.",
  unknown: "Dieses Feld gehört nicht zum Formular.",
};

let contact: typeof forms.$inferSelect;
let school: typeof forms.$inferSelect;
let token: string;

/** The demo forms and a CSRF token, looked up by the first test that runs. */
async function setUp(): Promise<void> {
  if (token) return;
  const rows = await app.db.select().from(forms);
  contact = rows.find((row) => row.title.de === "Kontakt")!;
  school = rows.find((row) => row.title.de === "Schulvorstellung buchen")!;
  assert.ok(contact && school, "the demo forms are there");
  const response = await fetch(`${app.url}/api/csrf/`);
  token = /csrftoken=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")![1];
}

const csrf = () => ({ Cookie: `csrftoken=${token}`, "X-CSRFToken": token });

async function post(body: unknown, options: { lang?: string; headers?: Record<string, string> } = {}) {
  await setUp();
  const response = await fetch(`${app.url}/${options.lang ?? "de"}/api/forms-entries/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(options.headers ?? csrf()) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { fields?: Record<string, string> } };
}

async function uploadPng(): Promise<number> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "teilnehmer.png");
  const response = await fetch(`${app.url}/de/api/temp-files/`, { method: "POST", body: form, headers: csrf() });
  assert.equal(response.status, 201);
  return ((await response.json()) as { id: number }).id;
}

const entryCount = async () => Number((await app.db.select({ n: sql<number>`count(*)` }).from(formEntries))[0].n);

/** Runs `action` and checks that no entry was stored. */
async function storesNothing(action: () => Promise<void>): Promise<void> {
  const before = await entryCount();
  await action();
  assert.equal(await entryCount(), before, "no entry stored");
}

const validContact = { name: "Erika Mustermann", email: "erika@example.de", message: "Gibt es noch Karten für Sonntag?" };

function validSchool(lang: "de" | "en" = "de") {
  return {
    school: "Goethe-Gymnasium",
    contact_person: "Frau Berg",
    email: "berg@goethe-gymnasium.de",
    phone: "",
    production: [lang === "de" ? "Tschick (ab 13)" : "Tschick (13+)"],
    preferred_date: "2026-11-05",
    pupils: "27",
    grade: "8",
    extras: [lang === "de" ? "Führung durch das Theater" : "Guided tour of the theatre"],
    attachment: null,
    message: "",
    privacy: true,
  };
}

test("a valid entry is stored and answered with 201, its id and the form's thank-you text", async () => {
  await setUp();
  const { status, body } = await post({ form: contact.id, field_values: { ...validContact, email2: "Erika@Example.de" } });
  assert.equal(status, 201);
  assert.deepEqual(Object.keys(body).sort(), ["id", "message"]);
  assert.equal(body.message, contact.thankYou.de);
  const [row] = await app.db.select().from(formEntries).where(eq(formEntries.id, body.id as number));
  assert.equal(row.formId, contact.id);
  assert.equal(row.lang, "de");
  // The confirm-email field only confirms; it is not stored.
  assert.deepEqual(row.fieldValues, validContact);
});

test("under /en the thank-you text is English and the entry is marked English", async () => {
  await setUp();
  const { status, body } = await post({ form: String(contact.id), field_values: { ...validContact, email2: "" } }, { lang: "en" });
  assert.equal(status, 201);
  assert.equal(body.message, contact.thankYou.en);
  const [row] = await app.db.select().from(formEntries).where(eq(formEntries.id, body.id as number));
  assert.equal(row.lang, "en");
});

test("an empty entry names every required field, with the spec's message in the page's language", async () => {
  await setUp();
  await storesNothing(async () => {
    const german = await post({ form: contact.id, field_values: {} });
    assert.equal(german.status, 400);
    assert.deepEqual(german.body, { error: "invalid_input", fields: { email: de.required, message: de.required } });
    const english = await post({ form: contact.id, field_values: { email: "  ", message: "" } }, { lang: "en" });
    assert.deepEqual(english.body.fields, { email: "This field is required!", message: "This field is required!" });
  });
});

test("e-mail addresses are checked for their form", async () => {
  await setUp();
  await storesNothing(async () => {
    for (const email of ["erika@", "erika example.de", "erika@example", "@example.de", "erika@exa mple.de", `${"a".repeat(250)}@example.de`]) {
      const { status, body } = await post({ form: contact.id, field_values: { ...validContact, email } });
      assert.equal(status, 400, email);
      assert.deepEqual(body.fields, { email: de.email }, email);
    }
    const english = await post({ form: contact.id, field_values: { ...validContact, email: "nope" } }, { lang: "en" });
    assert.deepEqual(english.body.fields, { email: "Invalid e-mail address!" });
  });
});

test("the confirm-email field must repeat the e-mail address when it is given", async () => {
  await setUp();
  await storesNothing(async () => {
    const { status, body } = await post({ form: contact.id, field_values: { ...validContact, email2: "erika@example.com" } });
    assert.equal(status, 400);
    assert.deepEqual(body.fields, { email2: de.mismatch });
    const english = await post({ form: contact.id, field_values: { ...validContact, email2: "x@example.de" } }, { lang: "en" });
    assert.deepEqual(english.body.fields, { email2: "The e-mail addresses do not match." });
  });
  // Left out or empty, it is fine (spec §3: not required).
  assert.equal((await post({ form: contact.id, field_values: validContact })).status, 201);
  assert.equal((await post({ form: contact.id, field_values: { ...validContact, email2: null } })).status, 201);
});

test("all failing fields are reported together", async () => {
  await setUp();
  await storesNothing(async () => {
    const { status, body } = await post({ form: contact.id, field_values: { name: "Erika", email: "erika(at)example.de", email2: "erika@example.de", bogus: "x" } });
    assert.equal(status, 400);
    assert.deepEqual(body, { error: "invalid_input", fields: { email: de.email, email2: de.mismatch, message: de.required, bogus: de.unknown } });
  });
});

test("choices, numbers, dates, check boxes and uploads are checked against the form", async () => {
  await setUp();
  await storesNothing(async () => {
    const { status, body } = await post({
      form: school.id,
      field_values: {
        ...validSchool(),
        production: ["Tschick (13+)"], // the English choice on the German form
        pupils: "viele",
        preferred_date: "2026-02-30",
        extras: ["Führung durch das Theater", "Freibier"],
        attachment: 99999,
        privacy: false,
      },
    });
    assert.equal(status, 400);
    assert.deepEqual(body.fields, { production: de.choice, pupils: de.number, preferred_date: de.date, extras: de.choice, attachment: de.fileMissing, privacy: de.required });
    const more = await post({
      form: school.id,
      field_values: { ...validSchool(), production: ["Tschick (ab 13)", "Tschick (ab 13)", "Das kleine Gespenst (ab 5)"], pupils: "", preferred_date: "05.11.2026", privacy: "maybe" },
    });
    assert.deepEqual(more.body.fields, { production: de.choice, pupils: de.required, preferred_date: de.date, privacy: "Diese Eingabe ist ungültig." });
    const empty = await post({ form: school.id, field_values: {} });
    assert.deepEqual(Object.keys(empty.body.fields ?? {}).sort(), ["contact_person", "email", "preferred_date", "privacy", "production", "pupils", "school"]);
  });
});

test("an entry that names an upload is stored with it, and the upload is marked as used", async () => {
  await setUp();
  const upload = await uploadPng();
  const { status, body } = await post({ form: school.id, field_values: { ...validSchool("en"), attachment: String(upload), pupils: 27 } }, { lang: "en" });
  assert.equal(status, 201);
  assert.equal(body.message, school.thankYou.en);
  const [entry] = await app.db.select().from(formEntries).where(eq(formEntries.id, body.id as number));
  assert.deepEqual(entry.fieldValues, { ...validSchool("en"), attachment: upload, pupils: 27, production: ["Tschick (13+)"] });
  const [file] = await app.db.select().from(tempFiles).where(eq(tempFiles.id, upload));
  assert.equal(file.formEntryId, entry.id);

  // A used upload cannot be named again; nothing is stored.
  await storesNothing(async () => {
    const again = await post({ form: school.id, field_values: { ...validSchool(), attachment: upload } });
    assert.deepEqual([again.status, again.body.fields], [400, { attachment: de.fileMissing }]);
  });
});

test("an upload can only be named from the browser that uploaded it", async () => {
  await setUp();
  const upload = await uploadPng();
  const other = await csrfTokenFrom(app.url);
  await storesNothing(async () => {
    const answer = await post(
      { form: school.id, field_values: { ...validSchool(), attachment: String(upload) } },
      { headers: { Cookie: `csrftoken=${other}`, "X-CSRFToken": other } },
    );
    assert.deepEqual([answer.status, answer.body.fields], [400, { attachment: de.fileMissing }]);
  });
  const [file] = await app.db.select().from(tempFiles).where(eq(tempFiles.id, upload));
  assert.equal(file.formEntryId, null, "the upload is still free for its owner");
});

test("an upload older than a day is not accepted", async () => {
  await setUp();
  const old = await uploadPng();
  await app.db.update(tempFiles).set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) }).where(eq(tempFiles.id, old));
  await storesNothing(async () => {
    const { body } = await post({ form: school.id, field_values: { ...validSchool(), attachment: old } });
    assert.deepEqual(body.fields, { attachment: de.fileMissing });
  });
});

test("the entry and its uploads' links are one transaction: when a link fails, nothing is written", async () => {
  await setUp();
  const [free, used] = [await uploadPng(), await uploadPng()];
  const first = await post({ form: school.id, field_values: { ...validSchool(), attachment: used } });
  assert.equal(first.status, 201);
  await storesNothing(async () => {
    // Straight to the write, past the checks (as when another entry takes an upload in between).
    await assert.rejects(
      saveFormEntry(app.db, {
        formId: school.id,
        lang: "de",
        values: validSchool(),
        files: new Map([
          ["attachment", free],
          ["other", used],
        ]),
      }),
      (error: unknown) => error instanceof TempFileTaken && error.slugs.join() === "other",
    );
  });
  const [file] = await app.db.select().from(tempFiles).where(eq(tempFiles.id, free));
  assert.equal(file.formEntryId, null, "the link to the free upload was rolled back too");
});

test("two entries naming the same upload at the same time: one is stored, the other refused", async () => {
  await setUp();
  const upload = await uploadPng();
  const before = await entryCount();
  const answers = await Promise.all([1, 2, 3].map(() => post({ form: school.id, field_values: { ...validSchool(), attachment: upload } })));
  assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 400, 400]);
  assert.equal(await entryCount(), before + 1);
});

test("an unknown or offline form is 404; a bad form id 400; nothing is stored", async () => {
  await setUp();
  await storesNothing(async () => {
    assert.deepEqual(await post({ form: 999999, field_values: validContact }), { status: 404, body: { error: "form not found" } });
    await app.db.update(forms).set({ isOnline: false }).where(eq(forms.id, contact.id));
    try {
      assert.equal((await post({ form: contact.id, field_values: validContact })).status, 404);
    } finally {
      await app.db.update(forms).set({ isOnline: true }).where(eq(forms.id, contact.id));
    }
    const bad = await post({ form: "kontakt", field_values: validContact });
    assert.deepEqual([bad.status, bad.body.field], [400, "form"]);
    const missing = await post({ field_values: validContact });
    assert.deepEqual([missing.status, missing.body.field], [400, "form"]);
  });
});

test("value sizes are limited: long texts per field, at most 100 fields, no nested values", async () => {
  await setUp();
  await storesNothing(async () => {
    const long = await post({ form: contact.id, field_values: { ...validContact, message: "x".repeat(10_001) } });
    assert.deepEqual(long.body.fields, { message: "Diese Eingabe ist zu lang (höchstens 10000 Zeichen)." });
    const many = await post({ form: contact.id, field_values: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, ""])) });
    assert.deepEqual([many.status, many.body.field, many.body.reason], [400, "field_values", "must have at most 100 fields"]);
    const nested = await post({ form: contact.id, field_values: { ...validContact, name: { first: "Erika" } } });
    assert.deepEqual([nested.status, nested.body.field], [400, "field_values.name"]);
    const notAnObject = await post({ form: contact.id, field_values: "name=Erika" });
    assert.deepEqual([notAnObject.status, notAnObject.body.field], [400, "field_values"]);
    const huge = await post({ form: contact.id, field_values: { ...validContact, message: "x".repeat(200_000) } });
    assert.equal(huge.status, 413);
  });
});

test("without the CSRF header an entry is 403 and nothing is stored", async () => {
  await setUp();
  await storesNothing(async () => {
    const none = await post({ form: contact.id, field_values: validContact }, { headers: {} });
    assert.equal(none.status, 403);
    const cookieOnly = await post({ form: contact.id, field_values: validContact }, { headers: { Cookie: `csrftoken=${token}` } });
    assert.equal(cookieOnly.status, 403);
  });
});
