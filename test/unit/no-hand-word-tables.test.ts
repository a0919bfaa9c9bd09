// Issue 24 point 5: every text the site, the editor and the admin show comes from the rosetta
// dictionaries (src/i18n/); no hand-made word tables beside them. This reads the code in src/ (outside
// src/i18n/) and elements/ for the two shapes such tables took: an object of both languages' words
// (`{ de: "Bild", en: "Image" }`, or `de: { … }` per language) and a ternary on the language that
// picks a word (`lang === "de" ? "Deutsch" : "English"`). A field declares its label and help in both
// languages (issue point 1), so those keys are allowed; so are the files listed below with why.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";

/** Keys whose `{ de, en }` is part of a declaration, not a word table: a field's or a type's label, help, item label, a resource's singular, a field's default value. */
const DECLARATION_KEYS = new Set(["label", "help", "itemLabel", "singular", "default"]);

/** Files whose `{ de, en }` objects or language ternaries are not interface words. */
const NOT_WORDS: Record<string, string> = {
  "src/route-paths.ts": "the routes' paths per language",
  "src/lib/urls.ts": "the subscriptions page's path per language",
  "src/pages/webshop/order-payment.tsx": "the contact page's path per language",
  "src/lib/format-date.ts": "day and month names, locale data compared with date-fns (test/unit/format-date-names.test.ts), and the German time format \"19:30 Uhr\"",
  "src/lib/weekly-hours.ts": "the German time format \"19:30 Uhr\"",
  "src/pages/webshop/ticket-fact.tsx": "the German time format \"19:30 Uhr\"",
  "elements/booking/format-time.ts": "the German time format \"19:30 Uhr\" in the web components, which carry no site dictionary",
  "src/admin/resources/form-fields.ts": "the option labels of the field type select, part of that field's declaration",
  "elements/demo/demo.js": "the title of the web components' demo page for developers, not part of the site",
};


/** A `{ de: "…"` object (the key before it, if any), a `de: "…"` or `de: {` line of a multi-line table, a ternary on "de"/"en" choosing a string. */
const INLINE_TABLE = /(?:([A-Za-z_$][\w$]*)\s*:\s*)?\{\s*de:\s*(["'`])((?:(?!\2)[^\\\n]|\\.)*)\2/g;
const TABLE_LINE = /^\s*de:\s*(["'`{])/gm;
const LANGUAGE_TERNARY = /===\s*["'](?:de|en)["']\s*\?\s*(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g;
/**
 * Not a word: a literal without letters once its `${…}` are gone (an empty alt text, "${de} ${hosts}."),
 * a language or locale code ("en", "de-DE") or a name with dots or dashes (a dictionary key
 * "common.german", an element id `field-${name}`).
 */
const notWords = (literal: string) => {
  const rest = literal.replace(/\$\{[^}]*\}/g, "");
  return !/\p{L}{2}/u.test(rest) || /^[a-z]{2}(?:[-_][A-Z]{2})?$/.test(rest) || /^\w+(?:[.-]\w*)+$/.test(rest);
};

const codeFiles = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(tsx?|js)$/.test(file))
    .map((file) => path.join(dir, file).split(path.sep).join("/"))
    .filter((file) => !file.startsWith("src/i18n/"));

const lineOf = (source: string, index: number) => source.slice(0, index).split("\n").length;

/** Where `file` holds a hand-made word table, as "file:line: what". */
function handTables(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of source.matchAll(INLINE_TABLE)) {
    if (!DECLARATION_KEYS.has(match[1] ?? "") && !notWords(match[3])) found.push(`${file}:${lineOf(source, match.index)}: ${match[0]}`);
  }
  for (const match of source.matchAll(TABLE_LINE)) found.push(`${file}:${lineOf(source, match.index)}: ${match[0].trim()}`);
  for (const match of source.matchAll(LANGUAGE_TERNARY)) {
    if (!notWords(match[2])) found.push(`${file}:${lineOf(source, match.index)}: ${match[0]}`);
  }
  return found;
}

const files = [...codeFiles("src"), ...codeFiles("elements")];

test("the scan finds a word table and a language ternary (so that finding none means something)", () => {
  const sample = "const words = { de: \"Bild\", en: \"Image\" };\nconst x = {\n  de: { next: \"Weiter\" },\n};\nconst y = lang === \"de\" ? \"Deutsch\" : \"English\";\n";
  const probe = path.join(fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? "/tmp"), "hand-tables-")), "probe.ts");
  fs.writeFileSync(probe, sample);
  assert.equal(handTables(probe).length, 3, handTables(probe).join("\n"));
  fs.rmSync(path.dirname(probe), { recursive: true });
});

test("no hand-made word table or language ternary outside the dictionaries", () => {
  const found = files.filter((file) => !(file in NOT_WORDS)).flatMap(handTables);
  assert.deepEqual(found, [], "interface words belong in src/i18n/ (de.ts/en.ts, a module's namespace in src/i18n/modules/, or a staff namespace)");
});

test("every file on the allow-lists exists and still needs its place there", () => {
  for (const file of Object.keys(NOT_WORDS)) {
    assert.ok(fs.existsSync(file), `${file} is gone: take it off the list`);
    assert.notDeepEqual(handTables(file), [], `${file} has no table left: take it off the list`);
  }
});
