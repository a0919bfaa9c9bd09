// Every registered module type can be added through the editor's "add module" menu, filled in through
// its generic modal (required fields only, found from the definition's fields) and saved; the saved
// page then shows each type to visitors. Runs as the admin, who may also write the HTML module's code.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "puppeteer-core";
import type { Struct } from "superstruct";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { sql } from "drizzle-orm";
import { pages } from "../../server/db/schema.ts";
import { announcement, openEditor, publishInEditor, saveByKeyboard } from "../helpers/editor-page.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { sharedTestApp } from "../helpers/test-app.ts";
import type { AnyModuleDefinition } from "../../src/modules/define-module.ts";
import type { Field } from "../../shared/fields/field.ts";
import { moduleRegistry } from "../../src/modules/index.ts";
import { fieldDomId } from "../../src/components/fields/field-dom-id.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
const PAGE = "intern/vorschau";

/** Candidate values per kind; the first one the field's own schema accepts is typed in. */
const candidates: Record<string, string[]> = {
  text: ["Probe", "probe-1"],
  textarea: ["Probe"],
  url: [
    "https://example.org/probe",
    "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    "https://open.spotify.com/playlist/37i9dQZF1DX4sWSpwq3LiO",
    "https://issuu.com/staatstheater-kulisse/docs/spielzeitheft",
    "https://www.instagram.com/p/C0aBcDeFgHi/",
    "/media/demo/probe.mp4",
    "/media/demo/probe.mp3",
  ],
  code: ["<p>Probe</p>"],
  datetime: ["2026-01-01T12:00"],
};

const shapeOf = (struct: Struct<unknown, unknown>) => (struct as unknown as { schema: unknown }).schema;

/** The struct of one field: module fields by name, list item fields through the list's item struct. */
function fieldStruct(definition: AnyModuleDefinition, names: string[]): Struct<unknown, unknown> {
  let struct = definition.schema as Struct<unknown, unknown>;
  for (const [index, name] of names.entries()) {
    struct = (shapeOf(struct) as Record<string, Struct<unknown, unknown>>)[name];
    if (index < names.length - 1) struct = shapeOf(struct) as Struct<unknown, unknown>; // a list: its item
  }
  return struct;
}

function valueFor(definition: AnyModuleDefinition, names: string[], kind: string): string {
  const struct = fieldStruct(definition, names);
  const value = (candidates[kind] ?? ["Probe"]).find((candidate) => !struct.validate(candidate)[0]);
  assert.ok(value !== undefined, `a valid ${kind} for ${definition.type}.${names.join(".")}`);
  return value;
}

/** Sets an input's value the way a visitor's typing would reach React (for date and time inputs). */
async function setInputValue(page: Page, selector: string, value: string) {
  await page.$eval(
    selector,
    (input, next) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      setter.call(input, next);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    },
    value,
  );
}

async function pickImage(page: Page, selector: string) {
  await page.click(selector);
  await page.waitForSelector(".image-finder[open] [data-result]");
  await page.click(".image-finder [data-result]");
  await page.waitForFunction(() => !document.querySelector(".image-finder"));
}

async function pickObject(page: Page, selector: string) {
  // The object picker's combobox: open its list, move to the first object offered, choose it.
  await page.focus(selector);
  await page.keyboard.press("ArrowDown");
  await page.waitForSelector('.module-modal [role="option"]', { visible: true });
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.waitForFunction((wanted) => document.querySelector(wanted)?.getAttribute("aria-expanded") === "false", {}, selector);
}

/** Fills every required field of `fields` (list items included) under `prefix`. */
async function fillRequired(page: Page, definition: AnyModuleDefinition, fields: readonly Field[], path: string[]) {
  for (const field of fields) {
    const names = [...path, field.name];
    const id = `#${fieldDomId(names.join("."))}`;
    const needsItem = field.kind === "list" && (field.required || (field.minItems ?? 0) > 0);
    if (!field.required && !needsItem) continue;
    const structNames = names.filter((name) => !/^\d+$/.test(name));
    switch (field.kind) {
      case "text":
      case "textarea":
      case "url":
      case "code":
        await page.type(id, valueFor(definition, structNames, field.kind));
        break;
      case "link":
        await page.type(id, "/de/impressum");
        break;
      case "richtext":
        await page.click(id);
        await page.keyboard.type("Probe");
        break;
      case "number":
        await page.type(id, String(field.min ?? 1));
        break;
      case "select": {
        const options = field.options.map((option) => String(option.value)).filter((value) => value !== "");
        await page.select(id, options[0]);
        break;
      }
      case "date":
      case "datetime":
        await setInputValue(page, id, field.kind === "date" ? "2026-01-01" : valueFor(definition, structNames, "datetime"));
        break;
      case "reference":
        await (field.to === "image" ? pickImage(page, id) : pickObject(page, id));
        break;
      case "list":
        // Defaults may already hold an (empty) item; otherwise add one.
        if ((await page.$$(`${id} .list-editor__item`)).length === 0) await page.click(`${id}-add`);
        await fillRequired(page, definition, field.item, [...names, "0"]);
        break;
      default:
        assert.fail(`${definition.type}.${field.name}: a field kind the test knows`);
    }
  }
}

test("every module type is added through the editor, filled in, saved, and shown to visitors", { timeout: 600_000 }, async () => {
  const { page, problems } = await openEditor(app, chromium.browser, `/de/${PAGE}`, { role: "admin", bypassCsp: true });
  const column = '.editor-section:first-of-type [data-column="0"]';
  const added: string[] = [];
  for (const definition of moduleRegistry.values()) {
    await page.click(`${column} [data-control=add-module]`);
    await page.waitForSelector(`${column} .editor-add__panel [data-module-type="${definition.type}"]`, { visible: true });
    if (added.length === 0) {
      const groups = await page.$$eval(`${column} .editor-add__group-label`, (labels) => labels.map((label) => label.textContent));
      assert.deepEqual(groups, ["Text", "Medien", "Teaser", "Gestaltung", "Spielplan und Daten"], "the add menu's groups, in the page's language");
    }
    await page.click(`${column} .editor-add__panel [data-module-type="${definition.type}"]`);
    await page.waitForSelector(".module-modal[open]");
    await fillRequired(page, definition, definition.fields, []);
    await page.click('.module-modal button[type="submit"]');
    await page.waitForFunction(() => !document.querySelector(".module-modal"), { timeout: 10_000 }).catch(async () => {
      const errors = await page.$$eval(".module-modal [id$=-error]", (messages) => messages.map((message) => `${message.id}: ${message.textContent}`));
      assert.fail(`${definition.type}: the modal did not close: ${errors.join("; ")}`);
    });
    await announcement(page, /hinzugefügt/);
    added.push(definition.type);
  }
  await saveByKeyboard(page);
  await publishInEditor(page);
  assert.deepEqual(problems, [], "no console errors or failed requests in edit mode");
  await page.close();

  // The page is offline (an internal preview): read what was stored from the database.
  const [row] = await app.db.select({ content: pages.content }).from(pages).where(sql`${pages.path}->>'de' = ${PAGE}`);
  const stored = row.content.de[0].columns[0].children.map((module) => module.type);
  for (const type of added) assert.ok(stored.includes(type), `${type} is stored`);
  assert.ok(added.length >= 25, `about 25 types (${added.length})`);

  // Editors see the offline page in view mode: every module renders without a console error.
  const [name, value] = (await sessionCookie(app.db, "editor")).split("=");
  const context = await chromium.browser.createBrowserContext();
  const viewer = await openPage(
    {
      async newPage() {
        const visitor = await context.newPage();
        await visitor.setCookie({ name, value, url: app.url });
        return visitor;
      },
    },
    app.url,
    `/de/${PAGE}`,
  );
  const types = await viewer.page.$$eval(".content-column > *", (elements) => elements.length);
  assert.ok(types >= added.length - 2, `the page shows the modules (${types} elements for ${added.length} types)`);
  assert.deepEqual(viewer.problems, []);
  await context.close();
});
