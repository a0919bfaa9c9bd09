import assert from "node:assert/strict";
import { test } from "node:test";
import { preferredLang } from "../../server/http/locale-redirect.ts";
import { langOfPath, pick } from "../../shared/lib/localized.ts";

test("Accept-Language picks German by default and English when preferred", () => {
  assert.equal(preferredLang(undefined), "de");
  assert.equal(preferredLang(""), "de");
  assert.equal(preferredLang("en-GB,en;q=0.9"), "en");
  assert.equal(preferredLang("fr-FR,fr;q=0.9,en;q=0.8,de;q=0.7"), "en");
  assert.equal(preferredLang("fr-FR,de;q=0.5,en;q=0.4"), "de");
  assert.equal(preferredLang("en;q=0.3,de;q=0.8"), "de");
  assert.equal(preferredLang("ja,zh"), "de");
  assert.equal(preferredLang("en;q=0,de;q=0"), "de");
});

test("the path prefix decides the language", () => {
  assert.equal(langOfPath("/en/productions"), "en");
  assert.equal(langOfPath("/de"), "de");
  assert.equal(langOfPath("/fr/x"), "de");
});

test("pick falls back to German when a translation is empty", () => {
  assert.equal(pick({ de: "Spielplan", en: "" }, "en"), "Spielplan");
  assert.equal(pick({ de: "Spielplan", en: "Programme" }, "en"), "Programme");
  assert.equal(pick(null, "de"), "");
});
