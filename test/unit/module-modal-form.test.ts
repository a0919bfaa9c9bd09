// The module modal's form logic, without a browser: the failures it shows at each field (the same
// the server answers), list item paths, values it saves, and datetime fields in Berlin time.
import assert from "node:assert/strict";
import { test } from "node:test";
import { moduleDefinition } from "../../src/modules/index.ts";
import { createModule } from "../../src/modules/create-module.ts";
import { emptyItem, fieldAt, savedValues, formValues, inFormOrder, moduleFailures, patchAt, storedValues, withoutFailuresAt } from "../../src/editor/modal/module-form.ts";
import { berlinLocalToIso, isoToBerlinLocal } from "../../src/lib/berlin-datetime.ts";
import { failureMessage } from "../../src/lib/failure-message.ts";
import { modalTitle } from "../../src/components/fields/field-titles.ts";
import { linkHref } from "../../src/components/link-finder/link-href.ts";
import type { ModuleData } from "../../shared/api/page-content.ts";

function newModule(type: string, values: Record<string, unknown> = {}): ModuleData {
  const definition = moduleDefinition(type);
  assert.ok(definition, `${type} is a module type`);
  return { id: "m1", ...createModule(definition, values) };
}

test("a headline without content fails at content with 'is required'", () => {
  assert.deepEqual(moduleFailures(newModule("headline")), [{ field: "content", reason: "is required" }]);
  assert.deepEqual(moduleFailures(newModule("headline", { content: "   " })), [{ field: "content", reason: "is required" }]);
  assert.deepEqual(moduleFailures(newModule("headline", { content: "Spielzeit" })), []);
});

test("a link with a bad URL fails at its target with the schema's sentence", () => {
  const failures = moduleFailures(newModule("link", { link_text: "Tickets", link_url: "javascript:alert(1)" }));
  assert.deepEqual(failures, [{ field: "link_url", reason: "must be a path on this site, a web address, mailto: or tel:, not javascript:" }]);
  assert.deepEqual(moduleFailures(newModule("link", { link_text: "Tickets", link_url: "/de/spielplan" })), []);
  assert.deepEqual(moduleFailures(newModule("link", { link_text: "", link_url: "" })).map((failure) => failure.field), ["link_text", "link_url"]);
});

test("hero media without online_from fails there; a bad video host names the allowed hosts", () => {
  assert.deepEqual(moduleFailures(newModule("hero_media", { headline: "Premiere" })), [{ field: "online_from", reason: "is required" }]);
  const failures = moduleFailures(newModule("hero_media", { online_from: "2026-09-01T10:00:00+02:00", video: "https://example.com/clip" }));
  assert.equal(failures.length, 1);
  assert.equal(failures[0].field, "video");
  assert.match(failures[0].reason, /youtube\.com/);
});

test("an image module without a picked image reads 'is required' (not the schema's number bound)", () => {
  assert.deepEqual(moduleFailures(newModule("image")), [{ field: "image", reason: "is required" }]);
  assert.deepEqual(moduleFailures(newModule("image", { image: 3, image_obj: { id: 3, url: "/x.jpg", width: 1, height: 1, alt: "", credit: "" } })), []);
});

test("failures inside list items carry the item's path (children.0.headline)", () => {
  const module = newModule("teaser_list", {
    children: [
      { headline: "", link: "/de/spielplan" },
      { headline: "Zwei", link: "nicht ein link" },
    ],
  });
  const failures = moduleFailures(module);
  assert.deepEqual(
    failures.map((failure) => failure.field),
    ["children.0.headline", "children.1.link"],
  );
  assert.equal(failures[0].reason, "is required");
  const definition = moduleDefinition("teaser_list")!;
  assert.equal(fieldAt(definition.fields, "children.1.link")?.kind, "link");
  assert.equal(fieldAt(definition.fields, "children")?.kind, "list");
});

test("looked-up objects are kept for preview but never checked or stored", () => {
  const image = { id: 7, url: "/media/7.jpg", width: 800, height: 600, alt: "Bühne", credit: "Foto" };
  const module = newModule("teaser_list", { children: [{ headline: "Eins", image: 7, image_obj: image }] });
  assert.deepEqual(moduleFailures(module), []);
  const definition = moduleDefinition("teaser_list")!;
  const stored = storedValues(definition.fields, formValues(module));
  assert.deepEqual(stored.children, [{ headline: "Eins", image: 7 }]);
  assert.deepEqual((formValues(module).children as Record<string, unknown>[])[0].image_obj, image);
  const saved = savedValues({ ...formValues(module), gone: undefined });
  assert.ok(!("gone" in saved), "unset values are not saved");
  assert.deepEqual((saved.children as Record<string, unknown>[])[0].image_obj, image, "the preview keeps the looked-up image of a list item");
});

test("values are patched at nested paths without touching the rest", () => {
  const values = { extra_class: "", children: [{ headline: "A" }, { headline: "B" }] };
  const next = patchAt(values, "children.1", { headline: "C", image: 2 });
  assert.deepEqual(next, { extra_class: "", children: [{ headline: "A" }, { headline: "C", image: 2 }] });
  assert.deepEqual(values.children[1], { headline: "B" }, "the old values stay as they were");
  assert.deepEqual(patchAt(values, "", { extra_class: "x" }).extra_class, "x");
});

test("server failures go when their field (or the list holding it) changes; failures sort in form order", () => {
  const failures = [{ field: "children.0.headline", reason: "is required" }, { field: "extra_class", reason: "must be at most 100 characters" }];
  assert.deepEqual(withoutFailuresAt(failures, "children"), [failures[1]]);
  assert.deepEqual(withoutFailuresAt(failures, "children.0.headline"), [failures[1]]);
  const definition = moduleDefinition("teaser_list")!;
  assert.deepEqual(
    inFormOrder(failures, definition.fields, { children: [{}] }).map((failure) => failure.field),
    ["extra_class", "children.0.headline"],
  );
});

test("a new list item starts with empty values and fails only at its required fields", () => {
  const definition = moduleDefinition("teaser_list")!;
  const list = definition.fields.find((field) => field.kind === "list");
  assert.ok(list && list.kind === "list");
  const item = emptyItem(list.item);
  assert.equal(item.image, undefined);
  assert.deepEqual(moduleFailures(newModule("teaser_list", { children: [item] })), [{ field: "children.0.headline", reason: "is required" }]);
});

test("datetime fields: stored ISO with offset ↔ Berlin wall clock, winter and summer", () => {
  assert.equal(berlinLocalToIso("2026-11-22T19:30"), "2026-11-22T19:30:00+01:00");
  assert.equal(berlinLocalToIso("2026-07-01T08:05"), "2026-07-01T08:05:00+02:00");
  assert.equal(isoToBerlinLocal("2026-11-22T18:30:00Z"), "2026-11-22T19:30");
  assert.equal(isoToBerlinLocal("2026-07-01T08:05:00+02:00"), "2026-07-01T08:05");
  assert.equal(isoToBerlinLocal(berlinLocalToIso("2026-03-29T03:15")), "2026-03-29T03:15");
  assert.equal(berlinLocalToIso(""), "");
  assert.equal(isoToBerlinLocal(""), "");
  assert.equal(isoToBerlinLocal("no date"), "");
  // What the modal stores passes the schema's instant check.
  assert.deepEqual(moduleFailures(newModule("hero_media", { online_from: berlinLocalToIso("2026-09-01T10:00") })), []);
});

test("messages and titles read in the page's language", () => {
  assert.equal(failureMessage("Überschrift", "is required", "de"), "Überschrift ist ein Pflichtfeld.");
  assert.equal(failureMessage("Headline", "is required", "en"), "Headline is required.");
  assert.equal(failureMessage("Text", "must be at most 300 characters", "de"), "Text darf höchstens 300 Zeichen lang sein.");
  assert.equal(modalTitle({ de: "Überschrift", en: "Headline" }, "edit", "de"), "Überschrift bearbeiten");
  assert.equal(modalTitle({ de: "Überschrift", en: "Headline" }, "edit", "en"), "Edit headline");
  assert.equal(modalTitle({ de: "Text", en: "Text" }, "add", "en"), "Add text");
});

test("the rich text link dialog keeps paths and schemes and adds https:// otherwise", () => {
  assert.equal(linkHref("example.org/tickets"), "https://example.org/tickets");
  assert.equal(linkHref("/de/spielplan"), "/de/spielplan");
  assert.equal(linkHref("mailto:kasse@theater.de"), "mailto:kasse@theater.de");
  assert.equal(linkHref("http://x.de"), "http://x.de");
  assert.equal(linkHref("  "), "");
});
