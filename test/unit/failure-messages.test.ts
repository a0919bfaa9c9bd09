// Issue 25 point 6: every failure a field can show reads in the editor's language, with counts by
// Intl.PluralRules ("mindestens 1 Eintrag", not "1 Einträge"), and no English sentence of the schema
// library in a German form.
import assert from "node:assert/strict";
import { test } from "node:test";
import { validate } from "superstruct";
import type { Field } from "../../shared/fields/field.ts";
import { schemaOf } from "../../shared/fields/schema-of.ts";
import { failuresOf } from "../../src/modules/validate-sections.ts";
import { failureMessage, isKnownReason } from "../../src/lib/failure-message.ts";
import { moduleFailures } from "../../src/editor/modal/module-form.ts";
import { createModule } from "../../src/modules/create-module.ts";
import { moduleDefinition } from "../../src/modules/index.ts";
import type { ModuleData } from "../../shared/api/page-content.ts";

/** Each failure kind: the field, the value that fails it, and the sentence in German and English. */
const kinds: [kind: string, field: Field, value: unknown, german: string, english: string][] = [
  ["required text", { name: "f", kind: "text", label: { de: "Titel", en: "Title" }, required: true }, "", "Titel ist ein Pflichtfeld.", "Title is required."],
  ["too long, one", { name: "f", kind: "text", label: { de: "Titel", en: "Title" }, maxLength: 1 }, "ab", "Titel darf höchstens 1 Zeichen lang sein.", "Title must be at most 1 character."],
  ["too long, many", { name: "f", kind: "text", label: { de: "Titel", en: "Title" }, maxLength: 30 }, "x".repeat(31), "Titel darf höchstens 30 Zeichen lang sein.", "Title must be at most 30 characters."],
  ["number out of range", { name: "f", kind: "number", label: { de: "Anzahl", en: "Number" }, min: 1, max: 30, required: true }, 31, "Anzahl muss eine ganze Zahl von 1 bis 30 sein.", "Number must be a whole number from 1 to 30."],
  ["number not whole", { name: "f", kind: "number", label: { de: "Anzahl", en: "Number" }, min: 1, max: 30 }, 2.5, "Anzahl muss eine ganze Zahl von 1 bis 30 sein.", "Number must be a whole number from 1 to 30."],
  ["decimals", { name: "f", kind: "number", label: { de: "Preis", en: "Price" }, min: 0, max: 100, decimals: 1 }, 1.25, "Preis muss eine Zahl von 0 bis 100 mit höchstens 1 Nachkommastelle sein.", "Price must be a number from 0 to 100 with at most 1 decimal place."],
  ["list too short, one", { name: "f", kind: "list", label: { de: "Fragen", en: "Questions" }, itemLabel: { de: "Frage", en: "Question" }, minItems: 1, item: [] }, [], "Fragen braucht mindestens 1 Eintrag.", "Questions must hold at least 1 item."],
  ["list too short, many", { name: "f", kind: "list", label: { de: "Fragen", en: "Questions" }, itemLabel: { de: "Frage", en: "Question" }, minItems: 2, item: [] }, [{}], "Fragen braucht mindestens 2 Einträge.", "Questions must hold at least 2 items."],
  ["list too long", { name: "f", kind: "list", label: { de: "Fragen", en: "Questions" }, itemLabel: { de: "Frage", en: "Question" }, maxItems: 1, item: [] }, [{}, {}], "Fragen darf höchstens 1 Eintrag haben.", "Questions must hold at most 1 item."],
  ["choice outside the options", { name: "f", kind: "select", label: { de: "Stil", en: "Style" }, options: [{ value: "a", label: { de: "A", en: "A" } }] }, "b", "Stil muss eine der Auswahlmöglichkeiten sein.", "Style must be one of the choices."],
  ["link scheme", { name: "f", kind: "link", label: { de: "Ziel", en: "Target" }, required: true }, "javascript:alert(1)", "Ziel muss ein Pfad dieser Website, eine Webadresse, mailto: oder tel: sein, kein javascript:-Link.", "Target must be a path on this site, a web address, mailto: or tel:, not javascript:."],
  ["link words", { name: "f", kind: "link", label: { de: "Ziel", en: "Target" }, required: true }, "zwei Wörter", "Ziel muss ein Pfad dieser Website (/de/…), eine Webadresse mit https://, mailto: oder tel: sein.", "Target must be a path on this site (/de/…), a web address starting with https://, mailto: or tel:."],
  ["link mailto", { name: "f", kind: "link", label: { de: "Ziel", en: "Target" } }, "mailto:presse", "Ziel muss nach mailto: eine E-Mail-Adresse enthalten.", "Target must be an e-mail address after mailto:."],
  ["web address", { name: "f", kind: "url", label: { de: "Adresse", en: "Address" } }, "example.org", "Adresse muss eine Webadresse sein, die mit https:// beginnt.", "Address must be a web address starting with https://."],
  ["date", { name: "f", kind: "date", label: { de: "Tag", en: "Day" } }, "2027-02-30", "Tag muss ein Datum sein.", "Day must be a date (YYYY-MM-DD)."],
  ["date and time", { name: "f", kind: "datetime", label: { de: "Beginn", en: "Start" } }, "gestern", "Beginn muss ein Datum mit Uhrzeit sein.", "Start must be a date and time."],
  ["time", { name: "f", kind: "time", label: { de: "Uhrzeit", en: "Time" }, required: true }, "25:00", "Uhrzeit muss eine Uhrzeit sein (HH:MM).", "Time must be a time of day (HH:MM)."],
  ["money", { name: "f", kind: "money", label: { de: "Preis", en: "Price" }, required: true }, -1, "Preis muss ein Betrag in Euro sein, z. B. 12,50.", "Price must be an amount in euros, e.g. 12,50."],
  ["reference", { name: "f", kind: "reference", to: "image", label: { de: "Bild", en: "Image" } }, 0, "Bild muss aus der Liste gewählt werden.", "Image must be chosen from the list."],
  ["flag of the wrong type", { name: "f", kind: "boolean", label: { de: "Aktiv", en: "Active" } }, "ja", "Aktiv muss ja oder nein sein.", "Active must be yes or no."],
];

for (const [kind, field, value, german, english] of kinds) {
  test(`${kind}: German and English`, () => {
    const [error] = validate({ f: value }, schemaOf([field]));
    assert.ok(error, `${JSON.stringify(value)} fails`);
    const [failure] = failuresOf(error);
    assert.equal(failure?.field, "f");
    assert.ok(isKnownReason(failure!.reason), `"${failure!.reason}" has a German sentence`);
    assert.equal(failureMessage(field.label.de, failure!.reason, "de"), german);
    assert.equal(failureMessage(field.label.en, failure!.reason, "en"), english);
  });
}

test("a window's end before its start is refused at the end, in both languages", () => {
  const fields: Field[] = [
    { name: "online_from", kind: "datetime", window: "from", label: { de: "Online ab", en: "Online from" } },
    { name: "online_to", kind: "datetime", window: "to", label: { de: "Online bis", en: "Online until" } },
  ];
  const [error] = validate({ online_from: "2027-03-01T10:00", online_to: "2027-02-01T10:00" }, schemaOf(fields));
  const failures = failuresOf(error!);
  assert.deepEqual(failures, [{ field: "online_to", reason: "must be after the start" }]);
  assert.equal(failureMessage("Online bis", failures[0]!.reason, "de"), "Online bis muss nach dem Beginn liegen.");
  assert.equal(failureMessage("Online until", failures[0]!.reason, "en"), "Online until must be after the start.");
});

test("an unknown reason reads as German, not as the library's English", () => {
  assert.equal(failureMessage("Feld", "must be a integer less than or equal to 30", "de"), "Feld ist ungültig.");
  assert.equal(failureMessage("Field", "must be a integer less than or equal to 30", "en"), "Field must be a integer less than or equal to 30.");
});

test("the teaser's \"Online bis\" before \"Online ab\" is refused, in a list item and in a module's own window", () => {
  const teaser = { headline: "Premiere", online_from: "2027-03-01T10:00:00+01:00", online_to: "2027-02-01T10:00:00+01:00" };
  const teasers = moduleFailures({ id: "t1", ...createModule(moduleDefinition("teaser_list")!, { children: [teaser] }) } as ModuleData);
  assert.deepEqual(teasers.filter((failure) => failure.field.endsWith("online_to")), [{ field: "children.0.online_to", reason: "must be after the start" }]);
  const inOrder = moduleFailures({ id: "t1", ...createModule(moduleDefinition("teaser_list")!, { children: [{ ...teaser, online_to: "2027-04-01T10:00:00+02:00" }] }) } as ModuleData);
  assert.deepEqual(inOrder.filter((failure) => failure.field.endsWith("online_to")), []);
  const hero = moduleFailures({ id: "h1", ...createModule(moduleDefinition("hero_media")!, { online_from: "2027-03-01T10:00:00+01:00", online_to: "2027-03-01T10:00:00+01:00" }) } as ModuleData);
  assert.deepEqual(hero.filter((failure) => failure.field === "online_to"), [{ field: "online_to", reason: "must be after the start" }]);
});

test("the voucher form's refusals from the server read as German sentences at their field", async () => {
  const { createVouchers } = await import("../../server/shop/vouchers/voucher-admin.ts");
  // Each refusal settingsColumns gives before anything is read from the database.
  const refused = [
    [{ kind: "percent", max_uses: 1 }, "Prozent", "Prozent ist für einen Prozentgutschein nötig (1 bis 100)."],
    [{ kind: "amount", max_uses: 1 }, "Betrag", "Betrag ist für einen Betragsgutschein nötig."],
    [{ kind: "free_ticket", max_uses: 1 }, "Freikarten", "Freikarten ist für einen Freikartengutschein nötig."],
    [{ kind: "percent", percent: 10, max_uses: 1, performances_from: "2027-03-01T00:00:00+01:00", performances_to: "2027-02-01T00:00:00+01:00" }, "Bis", "Bis darf nicht vor dem Beginn des Zeitraums liegen."],
    [{ kind: "percent", percent: 10, max_uses: 1, count: 3, code: "OSTERN" }, "Code", "Code muss bei einer Serie leer bleiben: Ihre Codes werden erzeugt."],
  ] as const;
  for (const [request, label, german] of refused) {
    const failure = await createVouchers(undefined as never, request as never, 1).then(
      () => assert.fail(`${JSON.stringify(request)} is refused`),
      (error: { body?: { reason?: string } }) => error.body?.reason ?? "",
    );
    assert.ok(isKnownReason(failure), `"${failure}" has a German sentence`);
    assert.equal(failureMessage(label, failure, "de"), german);
  }
  for (const reason of ["must be an existing account", "is already used by another item", "must be 4 to 40 capital letters, digits and -", "must be up to 20 capital letters, digits and -"]) {
    assert.ok(isKnownReason(reason), `"${reason}" has a German sentence`);
  }
});
