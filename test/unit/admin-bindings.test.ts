// An admin resource's table columns follow from its fields by naming convention; a binding states
// only the exceptions. A field without a column is a type error at the binding (the @ts-expect-error
// below fails the typecheck if it is not), and every resource has its binding.
import assert from "node:assert/strict";
import { test } from "node:test";
import { getTableColumns } from "drizzle-orm";
import { validate } from "superstruct";
import { bind, conventionalColumn } from "../../server/admin/table-binding.ts";
import { resourceStores } from "../../server/admin/resource-stores.ts";
import { events, venues } from "../../server/db/schema.ts";
import { defineResource } from "../../src/admin/define-resource.ts";
import { adminResources } from "../../src/admin/resources/index.ts";
import { pricesResource } from "../../src/admin/resources/prices.ts";
import { venuesResource } from "../../src/admin/resources/venues.ts";
import { failuresOf } from "../../src/modules/validate-sections.ts";

const label = { de: "Feld", en: "Field" };

test("a field's column follows from its name and kind: link_url → linkUrl, a reference → …Id, money → …Cents", () => {
  assert.equal(conventionalColumn({ name: "link_url", kind: "link", label }), "linkUrl");
  assert.equal(conventionalColumn({ name: "venue", kind: "reference", to: "venues", label }), "venueId");
  assert.equal(conventionalColumn({ name: "og_image", kind: "reference", to: "image", label }), "ogImageId");
  assert.equal(conventionalColumn({ name: "price", kind: "money", label }), "priceCents");
  assert.equal(conventionalColumn({ name: "is_online", kind: "boolean", label }), "isOnline");
});

test("every resource is bound to its table, each field to a column of it or a join table, and the exceptions are kept", () => {
  assert.deepEqual(Object.keys(resourceStores).sort(), adminResources.map((resource) => resource.name).sort());
  for (const resource of adminResources) {
    const { binding } = resourceStores[resource.name];
    const own = Object.values(getTableColumns(binding.table));
    for (const field of resource.fields) {
      if (field.kind === "reference" && field.many) assert.ok(binding.links?.[field.name], `${resource.name}.${field.name} has a join table`);
      else assert.ok(own.includes(binding.columns[field.name]), `${resource.name}.${field.name} has a column of its table`);
    }
  }
  assert.equal(resourceStores.events.binding.columns.parent, events.parentEventId);
});

test("a field whose column the table lacks is refused when the resource is bound", () => {
  const withStray = defineResource({ ...venuesResource, fields: [...venuesResource.fields, { name: "no_such_column", kind: "text", label }] });
  // @ts-expect-error the binding lacks the stray field's column, and the type says so
  assert.throws(() => bind(withStray, { table: venues, defaultSort: "name" }), /venues\.no_such_column has no column noSuchColumn/);
});

test("a resource's schema and a new item's values come from its fields alone", () => {
  assert.deepEqual(pricesResource.defaults, { seat_group: null, text: { de: "Vollpreis", en: "Full price" }, amount: null, sale_type_id: 1, is_full_price: true, has_discounts: false, position: 0 });
  const [error] = validate({ ...venuesResource.defaults, name: { de: "Studio", en: "" }, slug: { de: "studio", en: "" }, street: "x".repeat(201) }, venuesResource.schema);
  assert.deepEqual(failuresOf(error!), [
    { field: "slug.en", reason: "is required" },
    { field: "street", reason: "must be at most 200 characters" },
  ]);
});
