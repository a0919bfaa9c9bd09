// What Lighthouse's SEO audits ask of every visitor page type, checked on the demo season without a
// browser: a meta description, and no link whose whole text says nothing about where it leads
// ("Weiterlesen", "read more": Lighthouse's list for each language).
import assert from "node:assert/strict";
import { test } from "node:test";
import { findPagePaths } from "../bench/page-types.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();

const GENERIC_LINK_TEXTS: Record<string, string[]> = {
  de: ["klicke hier", "hier klicken", "hier", "mehr", "siehe", "dies", "das", "weiterlesen"],
  en: ["click here", "click this", "go", "here", "information", "learn more", "more", "more info", "more information", "right here", "read more", "see more", "start", "this"],
};

async function html(path: string): Promise<string> {
  const response = await fetch(app.url + path);
  assert.equal(response.status, 200, path);
  return response.text();
}

function linkTexts(page: string): string[] {
  return [...page.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map(([, inner]) => inner.replace(/<[^>]*>/g, "").trim().toLowerCase());
}

test("every visitor page type, in German and English, has a meta description and descriptive link texts", async () => {
  const paths = Object.values(await findPagePaths(app.url));
  for (const path of paths) {
    const german = await html(path);
    const english = german.match(/<link rel="alternate" hrefLang="en" href="([^"]*)"/)?.[1];
    assert.ok(english, `${path} names its English page`);
    for (const [lang, page, where] of [["de", german, path], ["en", await html(new URL(english).pathname + new URL(english).search), english]] as const) {
      const head = page.slice(0, page.indexOf("</head>"));
      assert.match(head, /<meta name="description" content="[^"]+"/, `${where}: meta description`);
      const generic = linkTexts(page).filter((text) => GENERIC_LINK_TEXTS[lang].includes(text));
      assert.deepEqual(generic, [], `${where}: links that say nothing of where they lead`);
    }
  }
});
