// First-visit JavaScript per visitor page type (issue 15): the module scripts and modulepreloads a
// page's HTML names, with their static imports from the client manifest, gzip, for home, calendar,
// event, production, person, article, search, form and CMS page, held by a ratchet; none of it
// editor or admin code. (DESIGN's split budget — the framework chunk beside ≤ 35 KiB of ours — is
// issue 29's.) A browser then opens each page and must fetch no script the HTML did not name before
// the page is interactive (otherwise the count above would miss what is really loaded). Sizes come
// from the production build, so they are deterministic; nothing here is timed.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { before, test } from "node:test";
import type { HTTPRequest } from "puppeteer-core";
import { firstVisitJavaScript, type PageJavaScript } from "../bench/javascript-size.ts";
import { sharedBrowser, waitForHydration, watchConsole } from "../helpers/browser.ts";
import { storeConsent } from "../helpers/consent.ts";
import { sharedTestApp } from "../helpers/test-app.ts";
import { visitorPagePaths, visitorPageTypes, type VisitorPageType } from "../helpers/visitor-page-types.ts";
import { moduleRegistry } from "../../src/modules/index.ts";
import type { Field } from "../../shared/fields/field.ts";
import type { Localized } from "../../shared/lib/localized.ts";

/**
 * What each page type measures (KiB gzip) with issue 26's visitor accounts in (+2.7 to +3.0 KiB on
 * issue 25's numbers: the new endpoints' definitions in the one API client every page carries, and
 * the header's hook that loads the account's favorites for signed-in visitors), plus 2 KiB: a
 * ratchet, so that the first visit does not grow back unnoticed until DESIGN's split budget replaces
 * it (issue 29, which also moves the staff- and account-only endpoints out of the visitors' client).
 * Lower these when a change makes a page lighter.
 */
const REACHED_KIB: Record<VisitorPageType, number> = {
  home: 153.0,
  calendar: 148.2,
  event: 152.3,
  production: 149.8,
  person: 144.7,
  article: 142.0,
  search: 142.3,
  form: 144.5,
  "CMS page": 145.7,
};
const RATCHET_MARGIN_KIB = 2;
/** Words only the editor's code has (tiptap/ProseMirror, sortablejs, the editor's toolbar). */
const EDITOR_ONLY = /ProseMirror|tiptap|Sortable|editor-toolbar|data-editor-ready/;
/** The site's standalone web components, loaded by the booking widget where one is shown (measured on their own). */
const ELEMENTS_BUNDLE = "/elements/kulisse-elements.js";

/** The screen file each page type shows (src/pages/screens.ts). */
const screenOf: Record<VisitorPageType, string> = {
  home: "cms/cms-screen.tsx",
  calendar: "events/events-screen.tsx",
  event: "events/event-screen.tsx",
  production: "productions/production-screen.tsx",
  person: "ensemble/person-screen.tsx",
  article: "magazine/article-screen.tsx",
  search: "search/search-screen.tsx",
  form: "forms/form-screen.tsx",
  "CMS page": "cms/cms-screen.tsx",
};

/** String literals ("…") in the TypeScript files under `dir`, less those under `skip`. */
function literalsIn(dir: string, skip: RegExp): Set<string> {
  const literals = new Set<string>();
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file) || skip.test(file)) continue;
    for (const literal of fs.readFileSync(path.join(dir, file), "utf8").match(/"(?:[^"\\\n]|\\.)*"/g) ?? []) literals.add(JSON.parse(literal) as string);
  }
  return literals;
}

/**
 * The module definitions' editor texts (type names, field labels and help, option and item labels)
 * as written in src/modules, each to be found as a whole string literal in the bundle. Left out: what
 * visitors' code also writes (a section named "Description", the interface texts) and words under
 * five letters, which code has too ("Link", "HTML").
 */
function editorTextsOfModules(): string[] {
  const texts = new Set<string>();
  const add = (text: Localized | undefined) => {
    if (text) for (const words of [text.de, text.en]) texts.add(words);
  };
  const addFields = (fields: readonly Field[]) => {
    for (const field of fields) {
      add(field.label);
      add(field.help);
      if (field.kind === "select") field.options.forEach((option) => add(option.label));
      if (field.kind === "list") {
        add(field.itemLabel);
        addFields(field.item);
      }
    }
  };
  for (const definition of moduleRegistry.values()) {
    add(definition.label);
    addFields(definition.fields);
  }
  const written = literalsIn("src/modules", /^$/);
  const visitorsWrite = literalsIn("src", /^(modules|admin|editor)[\\/]|staff-/);
  return [...texts].filter((text) => text.length >= 5 && written.has(text) && !visitorsWrite.has(text));
}
const moduleEditorTexts = editorTextsOfModules();
/** A text as a whole string literal in minified code (rolldown writes `…`, others "…" or '…'). */
const literalIn = (code: string, text: string) => ["`", '"', "'"].some((quote) => code.includes(quote + text + quote));

const app = sharedTestApp();
const chromium = sharedBrowser();
const clientDir = path.resolve("dist/client");

let paths: Record<VisitorPageType, string>;

before(async () => {
  await app.ready;
  paths = await visitorPagePaths(app.url, app.db);
});

const measured = new Map<VisitorPageType, PageJavaScript>();

async function pageJavaScript(type: VisitorPageType): Promise<PageJavaScript> {
  let javascript = measured.get(type);
  if (!javascript) {
    const response = await fetch(app.url + paths[type]);
    assert.equal(response.status, 200, `${type} page ${paths[type]}`);
    javascript = firstVisitJavaScript(await response.text(), clientDir);
    measured.set(type, javascript);
  }
  return javascript;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

test("the module definitions' editor texts are in the build (the editor's chunks), so their absence from a page means something", () => {
  const built = fs
    .readdirSync(path.join(clientDir, "assets"))
    .filter((file) => file.endsWith(".js"))
    .map((file) => fs.readFileSync(path.join(clientDir, "assets", file), "utf8"))
    .join("\n");
  assert.ok(moduleEditorTexts.length > 100, `${moduleEditorTexts.length} texts`);
  assert.deepEqual(moduleEditorTexts.filter((text) => !literalIn(built, text)), []);
});

for (const type of visitorPageTypes) {
  test(`${type}: first-visit JavaScript ≤ ${REACHED_KIB[type]} + ${RATCHET_MARGIN_KIB} KiB gzip (the ratchet)`, async (t) => {
    const javascript = await pageJavaScript(type);
    t.diagnostic(`${type}: ${kib(javascript.gzip)} in ${javascript.files.length} files`);
    assert.ok(javascript.gzip <= (REACHED_KIB[type] + RATCHET_MARGIN_KIB) * 1024, `${type}: ${kib(javascript.gzip)} in ${javascript.files.join(", ")}`);
  });

  test(`${type}: its own screen's chunk and the German texts, no other page type's screen, no English`, async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8")) as Record<string, { file: string }>;
    const chunkOf = (module: string) => {
      const chunk = manifest[module];
      assert.ok(chunk, `${module} is a chunk of its own`);
      return chunk.file;
    };
    const { files } = await pageJavaScript(type);
    assert.ok(files.includes(chunkOf(`src/pages/${screenOf[type]}`)), `${type} loads its screen`);
    assert.ok(files.includes(chunkOf("src/i18n/de.ts")), `${type} loads the German texts`);
    assert.ok(!files.includes(chunkOf("src/i18n/en.ts")), `${type} loads no English texts`);
    // The favorites page's code (issue 16) is only for the favorites page, like every other screen's.
    for (const other of new Set([...Object.values(screenOf), "favorites/favorites-screen.tsx"])) {
      if (other !== screenOf[type]) assert.ok(!files.includes(chunkOf(`src/pages/${other}`)), `${type} loads ${other}`);
    }
  });

  test(`${type}: no editor or admin code among its first-visit scripts`, async () => {
    const javascript = await pageJavaScript(type);
    assert.ok(javascript.files.some((file) => /^assets\/entry-client-/.test(file)), "the client entry is counted");
    for (const file of javascript.files) {
      assert.doesNotMatch(file, /^assets\/(editor|admin)-/, `${type} loads ${file}`);
      assert.doesNotMatch(fs.readFileSync(path.join(clientDir, file), "utf8"), EDITOR_ONLY, `${type}: ${file} holds editor code`);
    }
  });

  test(`${type}: none of the module definitions' editor texts (labels, help, options)`, async () => {
    const { files } = await pageJavaScript(type);
    const found = files.flatMap((file) => {
      const code = fs.readFileSync(path.join(clientDir, file), "utf8");
      return moduleEditorTexts.filter((text) => literalIn(code, text)).map((text) => `${file}: ${text}`);
    });
    assert.deepEqual(found, [], `${type} loads the editor's texts of module types`);
  });

  test(`${type}: the browser fetches no script before hydrating that the HTML did not name`, async () => {
    const javascript = await pageJavaScript(type);
    const page = await chromium.browser.newPage();
    await storeConsent(page, app.url);
    const problems = watchConsole(page);
    const fetched: string[] = [];
    page.on("request", (request: HTTPRequest) => {
      if (request.resourceType() === "script") fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(app.url + paths[type], { waitUntil: "load" });
    await waitForHydration(page);
    const named = new Set(javascript.files.map((file) => `/${file}`));
    const unnamed = fetched.filter((url) => !named.has(url) && url !== ELEMENTS_BUNDLE);
    assert.deepEqual(unnamed, [], `${type}: fetched without being named in the HTML`);
    assert.deepEqual(problems, []);
    await page.close();
  });
}
