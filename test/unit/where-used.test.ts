// The where-used index reads content along the modules' fields: every kind of reference (venues,
// articles, article categories, forms) and every link, with its place; and links meet pages by the
// address a browser asks for, whatever form the link was stored in.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Section } from "../../shared/api/page-content.ts";
import { contentReferences } from "../../server/services/where-used/content-references.ts";
import { pageAddresses, siteAddressOf } from "../../server/services/where-used/site-addresses.ts";

const sections: Section[] = [
  {
    id: "s1",
    layout: "100",
    extra_class: "",
    columns: [
      {
        index: 0,
        classes: "",
        children: [
          { id: "v", type: "venue", venue: 3 },
          { id: "b", type: "blog_teaser_list", headline: "", main_teaser: 5, items: [{ article: 6 }, { article: 0 }] },
          { id: "h", type: "highlight_teasers", headline: "", categories: [{ category: 2 }] },
          { id: "f", type: "form", hubspot_id: 4 },
          { id: "l", type: "link", link_text: "Team", link_url: "/de/ueber-uns/team#leitung", extra_class: "" },
          { id: "t", type: "teaser_list", extra_class: "", children: [{ headline: "A", link: "https://example.org/de/ueber-uns/team" }] },
        ],
      },
    ],
  },
];

test("content references of every kind are found with their place; an empty choice (0) is none", () => {
  assert.deepEqual(contentReferences(sections).references, [
    { to: "venues", id: 3, path: "v.venue" },
    { to: "articles", id: 5, path: "b.main_teaser" },
    { to: "articles", id: 6, path: "b.items.0.article" },
    { to: "article-categories", id: 2, path: "h.categories.0.category" },
    { to: "forms", id: 4, path: "f.hubspot_id" },
  ]);
  assert.deepEqual(contentReferences(sections).links, [
    { target: "/de/ueber-uns/team#leitung", path: "l.link_url" },
    { target: "https://example.org/de/ueber-uns/team", path: "t.children.0.link" },
  ]);
});

test("a link meets a page by its address: anchors, queries and a trailing slash aside, paths below the language placed in it", () => {
  const team = pageAddresses({ de: "ueber-uns/team", en: "about-us/team" });
  assert.deepEqual([...team], ["/de/ueber-uns/team", "/en/about-us/team"]);
  assert.ok(team.has(siteAddressOf("/de/ueber-uns/team#leitung", "de")!));
  assert.ok(team.has(siteAddressOf("/en/about-us/team/?ref=menu", "de")!));
  assert.ok(team.has(siteAddressOf("about-us/team", "en")!), "a menu item's path below its language");
  assert.equal(siteAddressOf("https://example.org/de/ueber-uns/team", "de"), null);
  assert.equal(siteAddressOf("mailto:kasse@example.org", "de"), null);
  assert.equal(siteAddressOf("#cookie-settings", "de"), null);
  assert.ok(pageAddresses({ de: "", en: "" }).has(siteAddressOf("/de/", "de")!), "the home page");
});
