import assert from "node:assert/strict";
import { test } from "node:test";
import type { Result } from "lighthouse";
import { findingsOf } from "../../test/bench/lighthouse-audit.ts";

type Audit = { id: string; title: string; score: number | null; scoreDisplayMode?: string; displayValue?: string; details?: unknown };

function report(categories: Record<string, { id: string; weight: number }[]>, audits: Audit[]): Result {
  return {
    categories: Object.fromEntries(Object.entries(categories).map(([id, auditRefs]) => [id, { id, score: 1, auditRefs }])),
    audits: Object.fromEntries(audits.map((audit) => [audit.id, { scoreDisplayMode: "binary", ...audit }])),
  } as unknown as Result;
}

test("findings are the failed audits that say what to fix, worst first, and the LCP element", () => {
  const lhr = report(
    {
      performance: [
        { id: "largest-contentful-paint", weight: 25 },
        { id: "render-blocking-insight", weight: 0 },
        { id: "unused-javascript", weight: 0 },
        { id: "dom-size", weight: 0 },
        { id: "network-requests", weight: 0 },
      ],
      accessibility: [
        { id: "color-contrast", weight: 7 },
        { id: "manual-check", weight: 0 },
      ],
      seo: [{ id: "meta-description", weight: 1 }],
    },
    [
      { id: "largest-contentful-paint", title: "LCP", score: 0.4, displayValue: "3.0 s" },
      { id: "render-blocking-insight", title: "Render blocking requests", score: 0.5, displayValue: "Est savings of 280 ms", details: { items: [{ url: "http://x/assets/entry.css" }] } },
      { id: "unused-javascript", title: "Reduce unused JavaScript", score: 0, details: { items: [{ url: "http://x/assets/a.js" }, { url: "http://x/assets/b.js" }, { url: "http://x/assets/c.js" }, { url: "http://x/assets/d.js" }] } },
      { id: "dom-size", title: "DOM size", score: 0.95 },
      { id: "network-requests", title: "Network requests", score: null, scoreDisplayMode: "informative" },
      { id: "color-contrast", title: "Contrast", score: 0, details: { items: [{ node: { snippet: '<a class="pale">' } }] } },
      { id: "manual-check", title: "Manual", score: 0 },
      { id: "meta-description", title: "Meta description", score: 1 },
      { id: "largest-contentful-paint-element", title: "LCP element", score: 0, displayValue: "2,900 ms", details: { items: [{ items: [{ node: { snippet: '<p class="cookie-consent__intro">' } }] }] } },
    ],
  );
  assert.deepEqual(findingsOf(lhr), [
    "performance: Reduce unused JavaScript — http://x/assets/a.js · http://x/assets/b.js · http://x/assets/c.js · (+1)",
    "performance: Render blocking requests (Est savings of 280 ms) — http://x/assets/entry.css",
    'accessibility: Contrast — <a class="pale">',
    'LCP element: <p class="cookie-consent__intro"> (2,900 ms)',
  ]);
});

test("an audit whose details hold an object under `items` is listed without its items", () => {
  const lhr = report(
    { performance: [{ id: "lcp-breakdown-insight", weight: 0 }] },
    [{ id: "lcp-breakdown-insight", title: "LCP breakdown", score: 0, details: { items: { phases: [] } } }],
  );
  assert.doesNotThrow(() => findingsOf(lhr));
});
