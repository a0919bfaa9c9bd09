import assert from "node:assert/strict";
import { test } from "node:test";
import { bundledTexts } from "../../src/i18n/bundled-texts.ts";
import { translator } from "../../src/i18n/index.tsx";

/** Texts empty on purpose: a scheduled performance shows no status label; English times have no " Uhr". */
const EMPTY_ON_PURPOSE = new Set(["de:eventStatus.scheduled", "en:eventStatus.scheduled", "en:timeSuffix"]);

/** Every string leaf by its dotted path ("errors.unknown" → text). */
function leaves(texts: object, prefix = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix + key;
    if (value !== null && typeof value === "object") for (const [inner, text] of leaves(value, `${path}.`)) found.set(inner, text);
    else found.set(path, value);
  }
  return found;
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]))].sort();
}

// Every dictionary as the server has them: the visitors' texts, the pages' that load their own and the
// staff's namespaces (hub, login, common, media, linkFinder, editor, modal, versions, merge, admin,
// shop, checkIn), which the browser loads apart.
const german = leaves(bundledTexts.de!);
const english = leaves(bundledTexts.en!);

test("German and English have the same keys in every namespace", () => {
  const namespaces = new Set([...Object.keys(bundledTexts.de!), ...Object.keys(bundledTexts.en!)]);
  assert.ok(["common", "media", "linkFinder", "editor", "modal", "versions", "merge", "admin", "shop", "checkIn"].every((namespace) => namespaces.has(namespace)));
  for (const namespace of namespaces) {
    const keysIn = (texts: Map<string, unknown>) => [...texts.keys()].filter((key) => key === namespace || key.startsWith(`${namespace}.`)).sort();
    assert.deepEqual(keysIn(english), keysIn(german), `keys of ${namespace}`);
  }
});

test("no text is empty or anything but a string", () => {
  for (const [lang, texts] of [["de", german], ["en", english]] as const) {
    for (const [key, text] of texts) {
      assert.equal(typeof text, "string", `${lang}: ${key} is not a string`);
      if (!EMPTY_ON_PURPOSE.has(`${lang}:${key}`)) assert.notEqual((text as string).trim(), "", `${lang}: ${key} is empty`);
    }
  }
});

test("each key has the same {{placeholders}} in both languages", () => {
  for (const [key, text] of german) {
    assert.deepEqual(placeholders(String(english.get(key) ?? "")), placeholders(String(text)), `placeholders of ${key}`);
  }
});

test("a plural picks its form by the language's plural rule", () => {
  const de = translator("de");
  const en = translator("en");
  assert.equal(de("shop.count", { count: 1 }), "1 Bestellung");
  assert.equal(de("shop.count", { count: 0 }), "0 Bestellungen");
  assert.equal(de("shop.count", { count: 2 }), "2 Bestellungen");
  assert.equal(en("shop.count", { count: 1 }), "1 order");
  assert.equal(en("shop.count", { count: 0 }), "0 orders");
  assert.equal(en("shop.count", { count: 12 }), "12 orders");
  assert.equal(de("shop.soldNotice", { code: "AB12", count: 1, amount: "12,00 €" }), "Verkauft: Bestellung AB12, 1 Karte, 12,00 €.");
  assert.equal(en("shop.soldNotice", { code: "AB12", count: 3, amount: "€36.00" }), "Sold: order AB12, 3 tickets, €36.00.");
});

test("words several parts show are written once, in the common namespace", () => {
  for (const [lang, texts] of [["de", german], ["en", english]] as const) {
    const cancel = [...texts].filter(([, text]) => text === (lang === "de" ? "Abbrechen" : "Cancel")).map(([key]) => key);
    assert.deepEqual(cancel, ["common.cancel"], `${lang}: "cancel" at ${cancel.join(", ")}`);
  }
});
