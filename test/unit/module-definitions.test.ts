// Every module definition is the one source of truth of its type: its fields are exactly the keys
// its schema knows (list items too), and its defaults pass the schema except where the editor must
// fill a required field.
import assert from "node:assert/strict";
import { test } from "node:test";
import { validate, type Struct } from "superstruct";
import { moduleRegistry } from "../../src/modules/index.ts";
import type { FieldDefinition } from "../../src/modules/define-module.ts";
import { contentFailures } from "../../src/modules/validate-sections.ts";
import { createModule } from "../../src/modules/create-module.ts";

const shapeOf = (struct: Struct<unknown, unknown>) => (struct as unknown as { schema: Record<string, Struct<unknown, unknown>> | Struct<unknown, unknown> }).schema;

function assertFieldsMatch(type: string, fields: FieldDefinition[], schema: Struct<unknown, unknown>): void {
  const shape = shapeOf(schema) as Record<string, Struct<unknown, unknown>>;
  assert.deepEqual(fields.map((field) => field.name).sort(), Object.keys(shape).sort(), `${type}: fields and schema keys`);
  for (const field of fields) {
    if (field.kind !== "list") continue;
    const itemStruct = shapeOf(shape[field.name]) as Struct<unknown, unknown>;
    assertFieldsMatch(`${type}.${field.name}`, field.item, itemStruct);
  }
}

for (const definition of moduleRegistry.values()) {
  test(`module ${definition.type}: its fields are exactly its schema's keys`, () => {
    assertFieldsMatch(definition.type, definition.fields, definition.schema as Struct<unknown, unknown>);
  });

  test(`module ${definition.type}: its defaults pass its schema except at the required fields`, () => {
    const [error] = validate(definition.defaults, definition.schema);
    const failing = new Set(error?.failures().map((failure) => String(failure.path[0])) ?? []);
    const required = new Set(definition.fields.filter((field) => field.required).map((field) => field.name));
    assert.deepEqual([...failing].sort(), [...required].sort(), "defaults fail exactly at the required fields");
    for (const key of Object.keys(definition.defaults)) assert.ok(definition.fields.some((field) => field.name === key), `${key} is a field`);
  });
}

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
