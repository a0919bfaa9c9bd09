// A visitor's entry is checked by the schema derived from the form's fields (form-entry-check.ts);
// the table holds what the hand-written check answered before, case by case, in the visitor's words
// (spec §8), and what it stored.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { FormFieldValue } from "../../shared/api/contract/form-entries.ts";
import { checkFormEntry } from "../../server/services/form-entry-check.ts";
import { translator } from "../../src/i18n/index.tsx";
import { formField as field } from "../helpers/form-field.ts";

const form = [
  field("name", 1),
  field("message", 2, { required: true }),
  field("email", 3),
  field("pupils", 4),
  field("production", 5, { choices: ["Tschick", "Faust"] }),
  field("privacy", 6),
  field("extras", 7, { choices: ["Führung", "Gespräch"] }),
  field("day", 8),
  field("attachment", 9),
];

const t = translator("de");
const de = {
  required: "Dieses Feld ist erforderlich!",
  email: "Ungültige E-Mail-Adresse!",
  choice: "Bitte wählen Sie aus den angebotenen Möglichkeiten.",
  number: "Bitte geben Sie eine Zahl ein.",
  date: "Bitte geben Sie ein gültiges Datum ein.",
  tooLong: "Diese Eingabe ist zu lang (höchstens 10000 Zeichen).",
  unknown: "Dieses Feld gehört nicht zum Formular.",
  invalid: "Diese Eingabe ist ungültig.",
  fileMissing: "Die hochgeladene Datei ist nicht mehr verfügbar. Bitte wählen Sie sie erneut aus.",
};

const filled = { message: "Hallo" };

/** [what is posted beside a filled message, the error of its field or undefined, what is stored when accepted] */
const cases: [Record<string, FormFieldValue>, string | undefined, Record<string, unknown>?][] = [
  // required, trimmed
  [{ message: "" }, de.required],
  [{ message: "   " }, de.required],
  [{ message: null }, de.required],
  [{ name: "  Erika  " }, undefined, { name: "Erika" }],
  [{ name: 27 }, undefined, { name: "27" }],
  [{ name: true }, de.invalid],
  [{ name: ["a"] }, de.invalid],
  // too long
  [{ name: "x".repeat(10_000) }, undefined],
  [{ name: "x".repeat(10_001) }, de.tooLong],
  [{ pupils: "1".repeat(10_001) }, de.tooLong],
  [{ day: "x".repeat(10_001) }, de.tooLong],
  // e-mail
  [{ email: "erika@example.de" }, undefined, { email: "erika@example.de" }],
  [{ email: "" }, undefined, { email: "" }],
  [{ email: "erika@example" }, de.email],
  [{ email: `${"a".repeat(250)}@example.de` }, de.email],
  // numbers
  [{ pupils: "27" }, undefined, { pupils: 27 }],
  [{ pupils: 27 }, undefined, { pupils: 27 }],
  [{ pupils: " -2.5 " }, undefined, { pupils: -2.5 }],
  [{ pupils: "" }, undefined, { pupils: null }],
  [{ pupils: "viele" }, de.number],
  [{ pupils: "1e3" }, de.number],
  [{ pupils: "2,5" }, de.number],
  [{ pupils: "1.12345678901" }, de.number],
  [{ pupils: 0.1 + 0.2 }, de.number],
  [{ pupils: "1234567890123456" }, de.number],
  [{ pupils: false }, de.invalid],
  // dates
  [{ day: "2026-11-05" }, undefined, { day: "2026-11-05" }],
  [{ day: "" }, undefined, { day: null }],
  [{ day: "2026-02-30" }, de.date],
  [{ day: "05.11.2026" }, de.date],
  // a drop-down list: one choice of the list, stored as a list
  [{ production: "Faust" }, undefined, { production: ["Faust"] }],
  [{ production: ["Faust", "Faust"] }, undefined, { production: ["Faust"] }],
  [{ production: ["", " "] }, undefined, { production: [] }],
  [{ production: ["Tschick", "Faust"] }, de.choice],
  [{ production: ["Hamlet"] }, de.choice],
  [{ production: ["x".repeat(10_001)] }, de.choice],
  [{ production: 3 }, de.invalid],
  // check boxes: choices of the list, as many as offered
  [{ extras: ["Führung", "Gespräch"] }, undefined, { extras: ["Führung", "Gespräch"] }],
  [{ extras: ["Führung", "Freibier"] }, de.choice],
  [{ extras: Array.from({ length: 101 }, (_, index) => `Wahl ${index}`) }, de.choice],
  // a check box: its words
  [{ privacy: "on" }, undefined, { privacy: true }],
  [{ privacy: "true" }, undefined, { privacy: true }],
  [{ privacy: " YES " }, undefined, { privacy: true }],
  [{ privacy: "0" }, undefined, { privacy: false }],
  [{ privacy: "" }, undefined, { privacy: false }],
  [{ privacy: "maybe" }, de.invalid],
  [{ privacy: 1 }, de.invalid],
  // an upload's id (that it exists and is the visitor's is checked against the database)
  [{ attachment: "12" }, undefined, { attachment: 12 }],
  [{ attachment: 12 }, undefined, { attachment: 12 }],
  [{ attachment: "" }, undefined, { attachment: null }],
  [{ attachment: "zwölf" }, de.fileMissing],
  [{ attachment: 0 }, de.fileMissing],
  [{ attachment: 2_147_483_648 }, de.fileMissing],
  [{ attachment: true }, de.fileMissing],
  // a field the form does not have
  [{ bogus: "x" }, de.unknown],
];

test("the derived check refuses and accepts what the visitor's form always did, in the visitor's words", () => {
  for (const [posted, error, stored] of cases) {
    const [slug] = Object.keys(posted);
    const { values, errors } = checkFormEntry(form, { ...filled, ...posted }, t);
    assert.deepEqual(errors, error === undefined ? {} : { [slug]: error }, JSON.stringify(posted).slice(0, 80));
    if (stored) for (const [key, value] of Object.entries(stored)) assert.deepEqual(values[key], value, `${key} stored`);
  }
});

test("required check boxes, choices and uploads must be given; a hidden required field need not", () => {
  const strict = [
    field("privacy", 6, { required: true }),
    field("extras", 7, { required: true, choices: ["Führung"] }),
    field("production", 5, { required: true, choices: ["Faust"] }),
    field("attachment", 9, { required: true }),
    field("day", 8, { required: true }),
    field("pupils", 4, { required: true }),
    field("source", 1, { required: true, visible: false }),
  ];
  const { errors } = checkFormEntry(strict, { privacy: "off", extras: [], production: "", attachment: null }, t);
  assert.deepEqual(errors, { privacy: de.required, extras: de.required, production: de.required, attachment: de.required, day: de.required, pupils: de.required });
});

test("failures are listed as the entry names them: unknown slugs first, then the form's order; in English under /en", () => {
  const { errors } = checkFormEntry(form, { zzz: "x", day: "gestern", message: "", email: "nope" }, translator("en"));
  assert.deepEqual(Object.entries(errors), [
    ["zzz", "This field is not part of the form."],
    ["message", "This field is required!"],
    ["email", "Invalid e-mail address!"],
    ["day", "Please enter a valid date."],
  ]);
});

test("a field named like an object's own property reads only what was posted", () => {
  const named = [field("constructor", 1, { required: true }), field("length", 4)];
  const { errors, values } = checkFormEntry(named, JSON.parse('{"__proto__": ["x"], "length": "3"}') as Record<string, FormFieldValue>, t);
  assert.deepEqual(errors, { constructor: de.required });
  assert.equal(values.length, 3);
});
