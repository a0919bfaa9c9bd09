// The one field vocabulary: a field list written once yields its schema, defaults, values' type,
// search text and references (shared/fields/).
import assert from "node:assert/strict";
import { test } from "node:test";
import { validate } from "superstruct";
import { fields } from "../../shared/fields/field.ts";
import { schemaOf } from "../../shared/fields/schema-of.ts";
import { defaultsOf } from "../../shared/fields/defaults-of.ts";
import { searchTextOf } from "../../shared/fields/search-text-of.ts";
import { referencesOf } from "../../shared/fields/references-of.ts";
import type { SparseValuesOf, ValuesOf } from "../../shared/fields/field-values.ts";

const teaser = fields([
  { name: "headline", kind: "text", label: { de: "Überschrift", en: "Headline" }, required: true, maxLength: 20, searchable: true },
  { name: "title", kind: "text", localized: true, label: { de: "Titel", en: "Title" }, required: true, maxLength: 50, searchable: true },
  { name: "limit", kind: "number", label: { de: "Anzahl", en: "Number" }, min: 1, max: 30, default: 6 },
  { name: "style", kind: "select", label: { de: "Stil", en: "Style" }, options: [{ value: "plain", label: { de: "Schlicht", en: "Plain" } }, { value: "bold", label: { de: "Kräftig", en: "Bold" } }] },
  { name: "image", kind: "reference", to: "image", label: { de: "Bild", en: "Image" } },
  { name: "tags", kind: "reference", to: "event-tags", many: true, label: { de: "Schlagworte", en: "Tags" } },
  { name: "link", kind: "link", label: { de: "Link", en: "Link" } },
  {
    name: "children",
    kind: "list",
    label: { de: "Bilder", en: "Images" },
    itemLabel: { de: "Bild", en: "Image" },
    maxItems: 2,
    item: [
      { name: "picture", kind: "reference", to: "image", label: { de: "Bild", en: "Image" }, required: true },
      { name: "caption", kind: "text", label: { de: "Unterschrift", en: "Caption" }, maxLength: 100, searchable: true },
      { name: "more", kind: "link", label: { de: "Mehr", en: "More" } },
    ],
  },
]);

// The values' type follows from the declaration: these lines fail the typecheck if it does not.
const full: ValuesOf<typeof teaser> = { headline: "A", title: { de: "T", en: "" }, limit: null, style: "bold", image: null, tags: [1], link: "", children: [{ picture: 3, caption: "", more: "" }] };
const sparse: SparseValuesOf<typeof teaser> = { headline: "A", title: { de: "T", en: "" }, children: [] };
// @ts-expect-error a choice outside the options is not a value of the field
const wrongChoice: ValuesOf<typeof teaser>["style"] = "italic";
void wrongChoice;

test("the schema derived from the fields accepts what they describe and names each failing field", () => {
  const schema = schemaOf(teaser);
  assert.equal(validate(full, schema)[0], undefined);
  const [error] = validate({ ...full, headline: "", title: { de: "", en: "x" }, limit: 31, style: "italic", image: 0, tags: [2, 2], link: "java script", children: [] }, schema);
  const reasons = Object.fromEntries(error!.failures().map((failure) => [failure.path.join("."), failure.message]));
  assert.equal(reasons["headline"], "is required");
  assert.equal(reasons["title.de"], "is required");
  assert.equal(reasons["limit"], "must be a whole number from 1 to 30");
  assert.match(reasons["style"], /Expected one of `"plain","bold"`/);
  assert.equal(reasons["image"], "must be chosen from the list");
  assert.equal(reasons["tags"], "must name each item once");
  assert.equal(reasons["link"], "must be a path on this site (/de/…), a web address starting with https://, mailto: or tel:");
});

test("a list's count is checked at the list", () => {
  const item = { picture: 1, caption: "", more: "" };
  const [error] = validate({ ...full, children: [item, item, item] }, schemaOf(teaser));
  assert.deepEqual(error!.failures().map((failure) => [failure.path.join("."), failure.message]), [["children", "must hold at most 2 items"]]);
});

test("a list item's failure sits at the item's field", () => {
  const [error] = validate({ ...full, children: [{ picture: 0, caption: "x".repeat(101), more: "" }] }, schemaOf(teaser));
  const reasons = Object.fromEntries(error!.failures().map((failure) => [failure.path.join("."), failure.message]));
  assert.deepEqual(reasons, { "children.0.picture": "is required", "children.0.caption": "must be at most 100 characters" });
});

test("stored module JSON may leave out empty fields that are not required; admin values may not", () => {
  assert.equal(validate(sparse, schemaOf(teaser, { absentWhenEmpty: true }))[0], undefined);
  const [error] = validate(sparse, schemaOf(teaser));
  assert.ok(error!.failures().some((failure) => failure.path[0] === "limit"));
});

test("an unknown key is a failure", () => {
  const [error] = validate({ ...full, onclick: "x" }, schemaOf(teaser));
  assert.deepEqual(error!.failures().map((failure) => failure.path.join(".")), ["onclick"]);
});

test("defaults are derived, and fail the schema exactly at the required fields", () => {
  const defaults = defaultsOf(teaser);
  assert.deepEqual(defaults, { headline: "", title: { de: "", en: "" }, limit: 6, style: "plain", image: null, tags: [], link: "", children: [] });
  const [error] = validate(defaults, schemaOf(teaser));
  assert.deepEqual([...new Set(error!.failures().map((failure) => failure.path.join(".")))].sort(), ["headline", "title.de"]);
});

test("search text is every searchable field's text in the language, list items included", () => {
  const values = { ...full, headline: "Zauberflöte", title: { de: "Oper", en: "Opera" }, children: [{ picture: 3, caption: "Papageno", more: "" }, { picture: 4, caption: " ", more: "" }] };
  assert.deepEqual(searchTextOf(teaser, values, "de"), ["Zauberflöte", "Oper", "Papageno"]);
  assert.deepEqual(searchTextOf(teaser, values, "en"), ["Zauberflöte", "Opera", "Papageno"]);
});

test("the references and links values hold are found with their place, list items included", () => {
  const values = { ...full, image: 7, tags: [4, 5], link: "/de/spielplan", children: [{ picture: 3, caption: "", more: "https://example.org/" }, { picture: 0, caption: "", more: "" }] };
  assert.deepEqual(referencesOf(teaser, values), {
    references: [
      { to: "image", id: 7, path: "image" },
      { to: "event-tags", id: 4, path: "tags" },
      { to: "event-tags", id: 5, path: "tags" },
      { to: "image", id: 3, path: "children.0.picture" },
    ],
    links: [
      { target: "/de/spielplan", path: "link" },
      { target: "https://example.org/", path: "children.0.more" },
    ],
  });
});

// What a visitor's form needs of the vocabulary (src/lib/form-fields-as-fields.ts): a number with
// decimals, a list of choices, a box that must be ticked, a date that is on the calendar.
const entry = fields([
  { name: "amount", kind: "number", label: { de: "Betrag", en: "Amount" }, min: 0, max: 100, decimals: 2 },
  { name: "topics", kind: "select", many: true, required: true, label: { de: "Themen", en: "Topics" }, options: [{ value: "a", label: { de: "A", en: "A" } }, { value: "b", label: { de: "B", en: "B" } }] },
  { name: "one", kind: "select", many: true, maxItems: 1, default: "b", label: { de: "Eins", en: "One" }, options: [{ value: "a", label: { de: "A", en: "A" } }, { value: "b", label: { de: "B", en: "B" } }] },
  { name: "consent", kind: "boolean", required: true, label: { de: "Einwilligung", en: "Consent" } },
  { name: "day", kind: "date", label: { de: "Tag", en: "Day" } },
]);
const entryValues: ValuesOf<typeof entry> = { amount: 2.5, topics: ["a", "b"], one: ["b"], consent: true, day: "2028-02-29" };
// @ts-expect-error a list of choices holds the options' values
const wrongChoices: ValuesOf<typeof entry>["topics"] = ["c"];
void wrongChoices;

test("numbers with decimals, lists of choices, ticked boxes and calendar dates are derived too", () => {
  const schema = schemaOf(entry);
  assert.equal(validate(entryValues, schema)[0], undefined);
  assert.equal(validate({ ...entryValues, amount: null, topics: ["b"], one: [], day: "" }, schema)[0], undefined);
  const reasonsOf = (values: Record<string, unknown>) => Object.fromEntries((validate(values, schema)[0]?.failures() ?? []).map((failure) => [failure.path[0], failure.message]));
  assert.deepEqual(reasonsOf({ ...entryValues, amount: 2.555, topics: [], one: ["a", "b"], consent: false, day: "2027-02-29" }), {
    amount: "must be a number from 0 to 100 with at most 2 decimal places",
    topics: "is required",
    one: "must hold at most 1 item",
    consent: "is required",
    day: "must be a date (YYYY-MM-DD)",
  });
  assert.deepEqual(Object.keys(reasonsOf({ ...entryValues, amount: 101, topics: ["a", "a"], one: ["c"] })), ["amount", "topics", "one"]);
  assert.deepEqual(defaultsOf(entry), { amount: null, topics: [], one: ["b"], consent: false, day: "" });
});
