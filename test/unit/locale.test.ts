import assert from "node:assert/strict";
import { test } from "node:test";
import express from "express";
import { preferredLang } from "../../server/http/locale-redirect.ts";
import { langOfPath, pick } from "../../shared/lib/localized.ts";

// A request as Express builds it, with only an Accept-Language header (or none).
const requestWith = (header: string | undefined) => Object.assign(Object.create(express.request) as express.Request, { headers: header === undefined ? {} : { "accept-language": header } });

test("Accept-Language picks German by default and English when preferred", () => {
  assert.equal(preferredLang(requestWith(undefined)), "de");
  assert.equal(preferredLang(requestWith("")), "de");
  assert.equal(preferredLang(requestWith("en-GB,en;q=0.9")), "en");
  assert.equal(preferredLang(requestWith("fr-FR,fr;q=0.9,en;q=0.8,de;q=0.7")), "en");
  assert.equal(preferredLang(requestWith("fr-FR,de;q=0.5,en;q=0.4")), "de");
  assert.equal(preferredLang(requestWith("en;q=0.3,de;q=0.8")), "de");
  assert.equal(preferredLang(requestWith("ja,zh")), "de");
  assert.equal(preferredLang(requestWith("en;q=0,de;q=0")), "de");
  assert.equal(preferredLang(requestWith("*")), "de");
  assert.equal(preferredLang(requestWith("en-GB")), "en");
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
