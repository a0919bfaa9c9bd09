// One widget set for every host: FieldWidget renders a field of EVERY kind in the admin's item form
// and in the module modal (react-dom/server, as the admin renders on the server). In the admin, the
// form posts what its parser reads back: the rendered controls, posted as a browser would without
// JavaScript, give the very values they were rendered from (localized texts as `name.de`/`name.en`,
// euros as cents, lines as lists, Berlin time as ISO, a `many` reference as `name.<id>`). Labels:
// "Name (Pflichtfeld)", each language labelled, a language's failure as "Name (Deutsch) …".
import assert from "node:assert/strict";
import { test } from "node:test";
import { renderToString } from "react-dom/server";
import { Window } from "happy-dom";
import type { Field } from "../../shared/fields/field.ts";
import "../helpers/ignore-css.ts";

const { FieldContext } = await import("../../src/components/fields/field-context.tsx");
const { FieldWidget } = await import("../../src/components/fields/field-widget.tsx");
const { fieldDomId } = await import("../../src/components/fields/field-dom-id.ts");
const { adminSkin } = await import("../../src/admin/parts/admin-dialog.tsx");
const { editorSkin } = await import("../../src/editor/fields/sub-dialog.tsx");
const { valuesFromForm } = await import("../../src/admin/form/form-values.ts");
const { berlinLocalToIso } = await import("../../src/lib/berlin-datetime.ts");
type FieldEnvironment = import("../../src/components/fields/field-context.tsx").FieldEnvironment;

const label = (de: string, en = de) => ({ de, en });

/** A field of every kind (a list only for the modal: admin resources have none). */
const fields = [
  { name: "name", kind: "text", localized: true, required: true, maxLength: 120, label: label("Name") },
  { name: "slug", kind: "text", required: true, label: label("Adresskürzel", "Slug") },
  { name: "note", kind: "textarea", help: label("Nur intern", "Internal"), label: label("Notiz", "Note") },
  { name: "video_url", kind: "url", label: label("Video (Adresse)", "Video (address)") },
  { name: "description", kind: "richtext", localized: true, label: label("Beschreibung", "Description") },
  { name: "body", kind: "richtext", label: label("Text") },
  { name: "embed", kind: "code", label: label("HTML-Code", "HTML code") },
  { name: "link_url", kind: "link", localized: true, label: label("Link-Ziel", "Link target") },
  { name: "capacity", kind: "number", min: 0, max: 5000, label: label("Plätze", "Seats") },
  { name: "active", kind: "boolean", label: label("Aktiv", "Active") },
  { name: "level", kind: "select", options: [{ value: "a", label: label("A") }, { value: "b", label: label("B") }], label: label("Stufe", "Level") },
  { name: "day", kind: "date", label: label("Tag", "Day") },
  { name: "date_start", kind: "datetime", required: true, label: label("Beginn", "Start") },
  { name: "admission", kind: "time", label: label("Einlass", "Admission") },
  { name: "amount", kind: "money", required: true, label: label("Preis in Euro", "Price in euros") },
  { name: "choices", kind: "lines", maxItems: 10, maxLength: 50, label: label("Auswahlmöglichkeiten", "Choices") },
  { name: "image", kind: "reference", to: "image", label: label("Bild", "Image") },
  { name: "venue", kind: "reference", to: "venues", label: label("Spielstätte", "Venue") },
  { name: "tags", kind: "reference", to: "event-tags", many: true, label: label("Schlagwörter", "Tags") },
] as const satisfies readonly Field[];
const list = { name: "entries", kind: "list", itemLabel: label("Frage", "Question"), item: [{ name: "question", kind: "text", label: label("Frage", "Question") }], label: label("Fragen", "Questions") } as const satisfies Field;

const values: Record<string, unknown> = {
  name: { de: "Probebühne", en: "Rehearsal stage" },
  slug: "probebuehne",
  note: "Zeile eins\nZeile zwei",
  video_url: "https://vimeo.com/123",
  description: { de: "<p>Ein <strong>Saal</strong></p>", en: "<p>A hall</p>" },
  body: "<p>Text</p>",
  embed: "<b>x</b>",
  link_url: { de: "/de/spielplan", en: "https://example.org/" },
  capacity: 120,
  active: true,
  level: "b",
  day: "2026-12-24",
  date_start: berlinLocalToIso("2026-12-24T19:30"),
  admission: "18:45",
  amount: 2550,
  choices: { de: ["Ja", "Nein"], en: ["Yes", "No"] },
  image: 7,
  venue: 2,
  tags: [1, 3],
};

const adminEnvironment = (failures: [string, string][] = []): FieldEnvironment => ({
  lang: "de",
  canEditCode: false,
  failures: new Map(failures),
  skin: adminSkin,
  options: {
    venue: [
      { id: 1, title: "Großes Haus" },
      { id: 2, title: "Kammerspiele" },
    ],
    tags: [
      { id: 1, title: "Oper" },
      { id: 2, title: "Tanz" },
      { id: 3, title: "Familie" },
    ],
  },
  images: { image: null },
});
// The module modal's environment (its rich text editor is tiptap, which renders only in a browser).
const modalEnvironment: FieldEnvironment = { lang: "de", canEditCode: true, failures: new Map(), skin: editorSkin };

/** The fields rendered as the host renders them on the server, in a form of a DOM. */
function render(environment: FieldEnvironment, shown: readonly Field[], given: Record<string, unknown>) {
  const html = renderToString(
    <FieldContext.Provider value={environment}>
      <form>
        {shown.map((field) => (
          <FieldWidget key={field.name} field={field} values={given} path={field.name} onPatch={() => {}} />
        ))}
      </form>
    </FieldContext.Provider>,
  );
  const window = new Window();
  window.document.body.innerHTML = html;
  const document = window.document;
  // happy-dom's parser may select the wrong option of a longer <select>: select the one marked `selected`, as browsers do.
  for (const option of document.querySelectorAll("option[selected]")) (option as unknown as HTMLOptionElement).selected = true;
  const form = document.querySelector("form")!;
  const text = (selector: string) => document.querySelector(selector)?.textContent ?? null;
  return { document, form, text, posted: () => valuesFromForm(shown, new window.FormData(form) as unknown as FormData) };
}

test("the admin's item form posts, without JavaScript, the values its widgets were rendered from, for every field kind", () => {
  const { posted } = render(adminEnvironment(), fields, values);
  assert.deepEqual(posted(), values);
});

test("the admin's widgets carry the post names its parser reads", () => {
  const { form } = render(adminEnvironment(), fields, values);
  const names = [...form.querySelectorAll("[name]")].map((control) => control.getAttribute("name"));
  for (const name of ["name.de", "name.en", "slug", "note", "video_url", "description.de", "description.en", "body", "embed", "link_url.de", "link_url.en", "capacity", "active", "level", "day", "date_start", "admission", "amount", "choices.de", "choices.en", "image", "venue", "tags.1", "tags.2", "tags.3"]) {
    assert.ok(names.includes(name), `a control named ${name}: ${names.join(", ")}`);
  }
});

test("every field's control has the one DOM id of its path, in both hosts", () => {
  for (const [host, environment, shown] of [
    ["admin", adminEnvironment(), fields],
    // Modules are per language: their links are one address, their references single.
    ["modal", modalEnvironment, [...fields.filter((field) => field.kind !== "reference" || field.to !== "event-tags").map((field) => (field.kind === "link" ? { ...field, localized: false } : field)), list]],
  ] as const) {
    const { document } = render(environment, shown, { ...values, entries: [{ question: "Wann?" }] });
    for (const field of shown) {
      const paths = ("localized" in field && field.localized) || field.kind === "lines" ? [`${field.name}.de`, `${field.name}.en`] : [field.name];
      for (const path of paths) assert.ok(document.getElementById(fieldDomId(path)), `${host}: #${fieldDomId(path)} for ${field.kind}`);
    }
  }
});

test("the admin's labels: required fields say so, each language is labelled, a language's failure names field and language", () => {
  const { text, document } = render(adminEnvironment([["name.de", "is required"], ["amount", "must be an amount in euros, e.g. 12,50"]]), fields, { ...values, name: { de: "", en: "Rehearsal stage" }, amount: "zwölf" });
  assert.equal(text("legend"), "Name (Pflichtfeld)");
  assert.equal(text(`label[for="field-name-de"]`), "Deutsch");
  assert.equal(text(`label[for="field-name-en"]`), "Englisch");
  assert.equal(text(`label[for="field-slug"]`), "Adresskürzel (Pflichtfeld)");
  assert.equal(text("#field-name-de-error"), "Name (Deutsch) ist ein Pflichtfeld.");
  assert.match(document.getElementById("field-name-de")!.getAttribute("aria-describedby") ?? "", /\bfield-name-de-error\b/);
  assert.equal(document.getElementById("field-name-de")!.getAttribute("aria-invalid"), "true");
  assert.equal(document.getElementById("field-name-de")!.hasAttribute("required"), true, "German is required");
  assert.equal(document.getElementById("field-name-en")!.hasAttribute("required"), false, "English is not");
  assert.equal((document.getElementById("field-amount") as unknown as HTMLInputElement).value, "zwölf", "an amount that does not parse stays as typed");
  assert.equal(text("#field-amount-error"), "Preis in Euro muss ein Betrag in Euro sein, z. B. 12,50.");
  assert.equal(text("#field-note-help"), "Nur intern");
  assert.equal((document.getElementById("field-amount") as unknown as HTMLInputElement).getAttribute("inputmode"), "decimal");
});

test("a required select with no value offers no choice until one is made; a text counts its characters against its limit", () => {
  const required = { name: "kind", kind: "select", required: true, options: [{ value: "a", label: label("A") }], label: label("Art", "Kind") } as const satisfies Field;
  for (const environment of [adminEnvironment(), modalEnvironment]) {
    const { posted, document, text } = render(environment, [required, fields[0]], { kind: "", name: { de: "Saal", en: "" } });
    assert.deepEqual(posted(), { kind: "", name: { de: "Saal", en: "" } });
    assert.equal(document.querySelector("#field-kind option")?.textContent, "—");
    assert.equal(text("#field-name-de-counter"), "4 / 120 Zeichen");
  }
});

test("the module modal's widgets: a star marks a required field (the word read out), code is read-only without the right", () => {
  const { text, document } = render({ ...modalEnvironment, canEditCode: false }, [fields[1], fields[6]], values);
  assert.equal(text(`label[for="field-slug"]`), "Adresskürzel * (Pflichtfeld)");
  assert.equal(document.querySelector(".field__required--star .visually-hidden")?.textContent, " (Pflichtfeld)");
  assert.equal(document.getElementById("field-embed")!.hasAttribute("readonly"), true);
  assert.equal(text("#field-embed-note"), "Nur Administratoren dürfen HTML-Code ändern.");
});
