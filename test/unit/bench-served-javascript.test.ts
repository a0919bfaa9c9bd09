import assert from "node:assert/strict";
import { test } from "node:test";
import { firstLinkMatching } from "../../test/bench/page-types.ts";
import { moduleUrlsOfPage, staticImportsOf } from "../../test/bench/served-javascript.ts";

test("a page's first-visit modules are its module scripts and modulepreloads, not other scripts or links", () => {
  const html = `<head><link rel="stylesheet" href="/assets/entry.css"/><link rel="modulepreload" fetchPriority="low" nonce="x" href="/assets/entry-client-1.js"/>
    <link rel="modulepreload" href="/assets/calendar-2.js?v=1&amp;x=2"/><link rel="icon" href="/favicon.svg"/>
    <script noModule="" nonce="x">legacy()</script><script type="application/ld+json">{}</script>
    <script type="module" src="/assets/entry-client-1.js" nonce="x" async=""></script><script src="/classic.js"></script></head>`;
  assert.deepEqual(moduleUrlsOfPage(html), ["/assets/entry-client-1.js", "/assets/calendar-2.js?v=1&x=2", "/assets/entry-client-1.js"]);
});

test("static imports of minified modules are found; dynamic imports are not", () => {
  const source = `import{j as e,r as t}from"./jsx-runtime-a.js";import"./side-effect-b.js";import*as n from"./ns-c.js";import d,{x}from'./default-d.js';
    export{y}from"./reexport-e.js";export*from"./star-f.js";const l=()=>import("./lazy-g.js");const s="import x from nothing";`;
  assert.deepEqual(staticImportsOf(source), ["./jsx-runtime-a.js", "./side-effect-b.js", "./ns-c.js", "./default-d.js", "./reexport-e.js", "./star-f.js"]);
});

test("a detail page is found as the first matching link of its list page", () => {
  const html = `<a href="/de/magazine/categories/interview/2">Interviews</a><a href="/de/magazine/die-zeit/1">Die Zeit</a><a href="/de/magazine/other/3">`;
  assert.equal(firstLinkMatching(html, /^\/de\/magazine\/(?!categories\/|tags\/)[^/?#]+\/\d+$/), "/de/magazine/die-zeit/1");
  assert.equal(firstLinkMatching(html, /^\/de\/forms\//), undefined);
});
