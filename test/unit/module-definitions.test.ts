// Every module definition is the one source of truth of its type: its fields (shared/fields/) yield
// its schema and defaults, the defaults pass the schema except where the editor must fill a required
// field, content stored before the fields were the one declaration still passes, and every reference
// points at something the server resolves and the editor's pickers find.
import assert from "node:assert/strict";
import fs from "node:fs";
import { test } from "node:test";
import { validate } from "superstruct";
import { moduleRegistry } from "../../src/modules/index.ts";
import { contentFailures } from "../../src/modules/validate-sections.ts";
import { createModule } from "../../src/modules/create-module.ts";
import type { Field } from "../../shared/fields/field.ts";
import type { ReferenceTarget } from "../../shared/fields/reference-targets.ts";
import type { ModuleData } from "../../shared/api/page-content.ts";
import { resolvedTargets } from "../../server/services/module-pickers.ts";
import { itemTargets } from "../../shared/api/contract/admin.ts";

/** One module of each type and shape as the demo content stored them before issue 24 (ids of the demo season). */
const storedModules = JSON.parse(fs.readFileSync(new URL("./modules/stored-modules.json", import.meta.url), "utf8")) as ModuleData[];

const inSection = (modules: ModuleData[]) => [{ id: "s", layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children: modules }] }];

for (const definition of moduleRegistry.values()) {
  test(`module ${definition.type}: its defaults pass its schema except at the required fields`, () => {
    const [error] = validate(definition.defaults, definition.schema);
    const failing = new Set(error?.failures().map((failure) => String(failure.path[0])) ?? []);
    const required = new Set(definition.fields.filter((field) => field.required).map((field) => field.name));
    assert.deepEqual([...failing].sort(), [...required].sort(), "defaults fail exactly at the required fields");
    for (const key of Object.keys(definition.defaults)) assert.ok(definition.fields.some((field) => field.name === key), `${key} is a field`);
  });
}

test("every module type's content as stored before passes the schemas derived from the fields", () => {
  assert.deepEqual(new Set(storedModules.map((module) => module.type)), new Set(moduleRegistry.keys()), "the fixture holds every type");
  assert.deepEqual(contentFailures(inSection(storedModules)), []);
});

test("a new module holds null for a required reference and leaves out an optional one nobody chose, as before", () => {
  const blog = createModule(moduleRegistry.get("blog_teaser_list")!);
  assert.deepEqual(blog, { type: "blog_teaser_list", headline: "", items: [{ article: null }] });
  assert.ok(!("image" in createModule(moduleRegistry.get("full_teaser")!)));
  assert.deepEqual(createModule(moduleRegistry.get("event_list")!), { type: "event_list", date_from: "", date_to: "", filters: "", limit: 6 });
});

test("every reference of a module points at objects the server puts beside the id and the editor's picker searches", () => {
  const targets = new Set<ReferenceTarget>();
  for (const definition of moduleRegistry.values()) {
    const walk = (fields: readonly Field[]) => {
      for (const field of fields) {
        if (field.kind === "reference") targets.add(field.to);
        if (field.kind === "list") walk(field.item);
      }
    };
    walk(definition.fields);
  }
  for (const target of targets) {
    assert.ok(resolvedTargets.includes(target), `the server resolves ${target}`);
    if (target !== "image") assert.ok((itemTargets as readonly string[]).includes(target), `the reference search finds ${target}`);
  }
});

test("a section with a module that lacks its required field fails, naming module and field", () => {
  const headline = moduleRegistry.get("headline")!;
  const module = { id: "m1", ...createModule(headline, { content: "" }) };
  const failures = contentFailures([{ id: "s1", layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children: [module] }] }]);
  assert.deepEqual(failures, [{ section: "s1", module: "m1", field: "content", reason: "is required" }]);
});

test("content structure is checked: layout presets, column counts, unique ids, known types", () => {
  const failures = contentFailures([
    { id: "s1", layout: "50-50", extra_class: "", columns: [{ index: 0, classes: "", children: [{ id: "a", type: "nope" }] }] },
    { id: "s1", layout: "12-0", extra_class: "", columns: [] },
  ]);
  const text = failures.map((failure) => `${failure.section}/${failure.module ?? ""}/${failure.field}: ${failure.reason}`);
  assert.ok(text.includes("s1//columns: must be 2 for layout 50-50"), text.join("\n"));
  assert.ok(text.some((line) => line.startsWith("s1/a/type: is not a module type")), text.join("\n"));
  assert.ok(text.some((line) => line.startsWith("s1//layout")), text.join("\n"));
});

test("looked-up objects are not checked as fields, unknown keys are", () => {
  const image = moduleRegistry.get("image")!;
  const withLookup = { id: "m", ...createModule(image, { image: 3 }), image_obj: { id: 3 } };
  const section = (module: object) => [{ id: "s", layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children: [module] }] }];
  assert.deepEqual(contentFailures(section(withLookup)), []);
  assert.deepEqual(contentFailures(section({ ...withLookup, onclick: "x" })), [{ section: "s", module: "m", field: "onclick", reason: "is not an allowed field" }]);
});
