// The title template adds the site name exactly once, however a title was written.
import assert from "node:assert/strict";
import { test } from "node:test";
import { documentTitle, withoutSiteName } from "../../src/lib/document-title.ts";
import { staticErrorPage } from "../../server/ssr/static-error-page.ts";

const site = "Staatstheater Kulisse";

test("the screen's title, then the site name", () => {
  assert.equal(documentTitle(site, "AGB"), "AGB | Staatstheater Kulisse");
  assert.equal(documentTitle(site, "Ihr Warenkorb", "Webshop"), "Ihr Warenkorb | Webshop | Staatstheater Kulisse");
  assert.equal(documentTitle(site, "", undefined), "Staatstheater Kulisse");
});

test("a title that already ends with the site name gets it once", () => {
  for (const title of ["AGB | Staatstheater Kulisse", "AGB – Staatstheater Kulisse", "AGB - staatstheater kulisse ", "AGB · Staatstheater Kulisse"]) {
    assert.equal(documentTitle(site, title), "AGB | Staatstheater Kulisse", title);
  }
  assert.equal(documentTitle(site, "Staatstheater Kulisse"), "Staatstheater Kulisse");
  assert.equal(documentTitle(site, "AGB | Staatstheater Kulisse", "Webshop | Staatstheater Kulisse"), "AGB | Webshop | Staatstheater Kulisse");
});

test("the site name inside a title is the title's own", () => {
  assert.equal(withoutSiteName("Willkommen im Staatstheater Kulisse", site), "Willkommen im Staatstheater Kulisse");
  assert.equal(documentTitle("Theater (Nord)", "Spielplan | Theater (Nord)"), "Spielplan | Theater (Nord)", "no pattern from the name");
});

test("the standalone error page uses the same template", () => {
  const html = staticErrorPage({ status: 503, lang: "de", siteName: site, css: [], title: "Wartung | Staatstheater Kulisse" });
  assert.match(html, /<title>Wartung \| Staatstheater Kulisse<\/title>/);
});
