// A form field's stored default is one value for both languages; the English form shows it in English.
import assert from "node:assert/strict";
import { test } from "node:test";
import { choicesIn, fieldDefaultIn } from "../../server/services/form-field-language.ts";

const choices = { de: ["Ja", "Nein", "Vielleicht"], en: ["Yes", "No", "Maybe"] };

test("a default that names a choice is the same choice in the page's language, whichever language it was stored in", () => {
  assert.equal(fieldDefaultIn("Nein", choices, "en"), "No");
  assert.equal(fieldDefaultIn("Nein", choices, "de"), "Nein");
  assert.equal(fieldDefaultIn("Maybe", choices, "de"), "Vielleicht");
});

test("other defaults are language-neutral and stay as stored", () => {
  assert.equal(fieldDefaultIn("25", choices, "en"), "25");
  assert.equal(fieldDefaultIn("", choices, "en"), "");
  assert.equal(fieldDefaultIn("Nein", { de: [], en: [] }, "en"), "Nein");
});

test("without English choices the German list serves, and so does its default", () => {
  const german = { de: ["Ja", "Nein"], en: [] };
  assert.deepEqual(choicesIn(german, "en"), ["Ja", "Nein"]);
  assert.equal(fieldDefaultIn("Nein", german, "en"), "Nein");
});
