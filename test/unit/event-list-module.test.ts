// The event list module's own rules: Bis not before Von (refused at Bis, in German for German
// editors), and a tag stored as text before it was chosen from the vocabulary.
import assert from "node:assert/strict";
import { test } from "node:test";
import { contentFailures, storedSections } from "../../src/modules/validate-sections.ts";
import { failureMessage } from "../../src/lib/failure-message.ts";
import { moduleFailures } from "../../src/editor/modal/module-form.ts";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import { validate } from "superstruct";
import { eventListModule } from "../../src/modules/types/event-list.tsx";

const inSection = (module: ModuleData): Section[] => [{ id: "s", layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children: [module] }] }];
const eventList = (settings: Record<string, unknown>): ModuleData => ({ id: "m", type: "event_list", date_from: "", date_to: "", filters: "", limit: 6, ...settings });

test("Bis before Von is refused at Bis; the same day and an open end are fine", () => {
  const [failure, ...more] = contentFailures(inSection(eventList({ date_from: "2027-03-01", date_to: "2027-02-01" })));
  assert.deepEqual(more, []);
  assert.deepEqual(failure, { section: "s", module: "m", field: "date_to", reason: "must not be before the first day" });
  assert.equal(failureMessage("Bis", failure.reason, "de"), "Bis darf nicht vor dem ersten Tag liegen.");
  assert.equal(failureMessage("Until", failure.reason, "en"), "Until must not be before the first day.");
  assert.deepEqual(contentFailures(inSection(eventList({ date_from: "2027-03-01", date_to: "2027-03-01" }))), []);
  assert.deepEqual(contentFailures(inSection(eventList({ date_from: "", date_to: "2027-02-01" }))), []);
});

test("the period is one of spec §3's filters, the tag an id of the vocabulary", () => {
  assert.deepEqual(contentFailures(inSection(eventList({ filters: "weekend" }))), []);
  assert.deepEqual(contentFailures(inSection(eventList({ filters: "next_3_days", tag: 4 }))), []);
  assert.equal(contentFailures(inSection(eventList({ filters: "bald" })))[0]?.field, "filters");
  assert.equal(contentFailures(inSection(eventList({ tag: 0.5 })))[0]?.field, "tag");
});

test("a tag stored as text before is saved as its id when it is one, otherwise as no tag", () => {
  const stored = (tag: unknown) => storedSections(inSection(eventList({ tag })))[0].columns[0].children[0];
  assert.equal(stored("12").tag, 12);
  assert.ok(!("tag" in stored("Familie")));
  assert.ok(!("tag" in stored("")));
  assert.deepEqual(contentFailures(inSection(eventList({ tag: "Familie" }))), []);
  assert.deepEqual(moduleFailures(eventList({ tag: "Familie" })), [], "the editor's dialog opens it without a failure: the picker shows no tag");
  assert.deepEqual(moduleFailures(eventList({ date_from: "2027-03-01", date_to: "2027-02-01" })), [{ field: "date_to", reason: "must not be before the first day" }], "the dialog shows Bis's failure at Bis");
});

test("Schlagwort is chosen from the event tag vocabulary and stored as the tag's id, never free text", () => {
  const field = eventListModule.fields.find((candidate) => candidate.name === "tag");
  assert.deepEqual(field && { kind: field.kind, to: "to" in field ? field.to : undefined }, { kind: "reference", to: "event-tags" });
  assert.equal(validate({ ...eventListModule.defaults, tag: 7 }, eventListModule.schema)[0], undefined);
  assert.equal(validate({ ...eventListModule.defaults, tag: "Familie" }, eventListModule.schema)[0]?.failures()[0].path.join("."), "tag");
});
