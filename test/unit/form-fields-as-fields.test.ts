// A form builder's field, in the visitor's language, as a field of the one vocabulary: every field
// type (spec §3: 1–9 and the appended confirm-email field) maps to its kind, required-ness, limits
// and choices, which the visitor's form shows and the server's check derives from.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { FormField } from "../../shared/api/content-types.ts";
import { emailAddress, formFieldAsField } from "../../src/lib/form-fields-as-fields.ts";
import { formField } from "../helpers/form-field.ts";

const row = (field_type: FormField["field_type"], more: Partial<FormField> = {}) => formField("angabe", field_type, { label: "Ihre Angabe", required: true, ...more });

const shared = { name: "angabe", label: { de: "Ihre Angabe", en: "Ihre Angabe" }, required: true, help: undefined };

test("every field type maps to a field of the vocabulary", () => {
  const choices = ["Ja", "Nein"];
  const options = [
    { value: "Ja", label: { de: "Ja", en: "Ja" } },
    { value: "Nein", label: { de: "Nein", en: "Nein" } },
  ];
  assert.deepEqual(formFieldAsField(row(1)), { ...shared, kind: "text", maxLength: 10_000 });
  assert.deepEqual(formFieldAsField(row(2)), { ...shared, kind: "textarea", maxLength: 10_000 });
  assert.deepEqual(formFieldAsField(row(3)), { ...shared, kind: "text", maxLength: 10_000, check: emailAddress });
  assert.deepEqual(formFieldAsField(row(4)), { ...shared, kind: "number", min: -1e15, max: 1e15, decimals: 10 });
  assert.deepEqual(formFieldAsField(row(5, { choices })), { ...shared, kind: "select", options, many: true, maxItems: 1 });
  assert.deepEqual(formFieldAsField(row(6)), { ...shared, kind: "boolean" });
  assert.deepEqual(formFieldAsField(row(7, { choices })), { ...shared, kind: "select", options, many: true });
  assert.deepEqual(formFieldAsField(row(8)), { ...shared, kind: "date" });
  assert.deepEqual(formFieldAsField(row(9)), { ...shared, kind: "reference", to: "temp-files" });
  assert.deepEqual(formFieldAsField(row("emailconfirm", { required: false })), { ...shared, required: false, kind: "text", maxLength: 10_000, check: emailAddress });
  // An unknown numeric type is shown as a text line, as before.
  assert.deepEqual(formFieldAsField(row(42)), { ...shared, kind: "text", maxLength: 10_000 });
});

test("a hidden field is never required, and help text serves as the field's help", () => {
  assert.equal(formFieldAsField(row(1, { visible: false })).required, false);
  assert.deepEqual(formFieldAsField(row(1, { help_text: "Wie im Ausweis" })).help, { de: "Wie im Ausweis", en: "Wie im Ausweis" });
});

test("the e-mail check is the form's own address rule", () => {
  assert.equal(emailAddress.validate("erika@example.de")[0], undefined);
  for (const address of ["erika@example", "erika example.de", "@example.de"]) assert.equal(emailAddress.validate(address)[0]?.message, "must be a valid e-mail address", address);
});
