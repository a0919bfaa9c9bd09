import assert from "node:assert/strict";
import { test } from "node:test";
import { de } from "../../src/i18n/de.ts";
import { en } from "../../src/i18n/en.ts";
import { staffDe } from "../../src/i18n/staff-de.ts";
import { staffEn } from "../../src/i18n/staff-en.ts";
import { favoritesPageDe, favoritesPageEn } from "../../src/i18n/favorites-page-texts.ts";

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

// The visitors' texts, the favorites page's and the editors' (hub, login), which the browser loads apart.
const german = leaves({ ...de, ...favoritesPageDe, ...staffDe });
const english = leaves({ ...en, ...favoritesPageEn, ...staffEn });

test("German and English have the same keys", () => {
  assert.deepEqual([...english.keys()].sort(), [...german.keys()].sort());
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
