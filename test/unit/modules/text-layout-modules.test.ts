// FAQ, quote, full teaser, section, two columns, anchor list, HTML and container: required fields,
// counts and length limits (spec §5: full teaser text at most 3000, extra class required where the
// module's look depends on it).
import assert from "node:assert/strict";
import { test } from "node:test";
import { anchorListModule } from "../../../src/modules/types/anchor-list.tsx";
import { containerModule } from "../../../src/modules/types/container.tsx";
import { faqModule } from "../../../src/modules/types/faq.tsx";
import { fullTeaserModule } from "../../../src/modules/types/full-teaser.tsx";
import { htmlModule } from "../../../src/modules/types/html.tsx";
import { quoteModule } from "../../../src/modules/types/quote.tsx";
import { sectionModule } from "../../../src/modules/types/section.tsx";
import { twoColumnsModule } from "../../../src/modules/types/two-columns.tsx";
import { assertFailsAt, assertValid } from "../../helpers/module-schema.ts";

const times = <T>(count: number, item: T) => Array.from({ length: count }, () => item);

test("faq: 1 to 50 questions, each with question and answer; anchors are names", () => {
  const item = { question: "Gibt es eine Garderobe?", answer: "<p>Ja.</p>", anchor: "faq-garderobe" };
  assertValid(faqModule, { items: [item] });
  assertValid(faqModule, { items: times(50, { ...item, question: "x".repeat(300), answer: "x".repeat(5000) }) });
  assertFailsAt(faqModule, { items: [] }, "items", "at least 1");
  assertFailsAt(faqModule, { items: times(51, item) }, "items", "at most 50");
  assertFailsAt(faqModule, { items: [{ ...item, question: "" }] }, "items.0.question", "is required");
  assertFailsAt(faqModule, { items: [{ ...item, answer: " " }] }, "items.0.answer", "is required");
  assertFailsAt(faqModule, { items: [{ ...item, question: "x".repeat(301) }] }, "items.0.question", "at most 300");
  assertFailsAt(faqModule, { items: [{ ...item, answer: "x".repeat(5001) }] }, "items.0.answer", "at most 5000");
  assertFailsAt(faqModule, { items: [{ ...item, anchor: "#faq" }] }, "items.0.anchor");
});

test("quote: content required, at most 1000; author at most 200", () => {
  assertValid(quoteModule, { content: "x".repeat(1000), author: "x".repeat(200) });
  assertFailsAt(quoteModule, { content: "" }, "content", "is required");
  assertFailsAt(quoteModule, { content: "x".repeat(1001) }, "content", "at most 1000");
  assertFailsAt(quoteModule, { content: "Ja", author: "x".repeat(201) }, "author", "at most 200");
});

test("quote: an anchor the anchor list can jump to (the one-line field of issue 24's closing note)", () => {
  assertValid(quoteModule, { content: "Ja", anchor: "zitat-1" });
  assertFailsAt(quoteModule, { content: "Ja", anchor: "zwei Wörter" }, "anchor", "must");
  assert.equal(quoteModule.fields.some((field) => field.name === "anchor" && field.kind === "text"), true, "the editor's modal shows it");
  assert.equal((quoteModule.defaults as Record<string, unknown>).anchor, "", "a new quote starts without an anchor");
});

test("full teaser: headline required, text at most 3000 (spec §5), link target checked, known styles", () => {
  const valid = { headline: "Vorhang auf!", text: "x".repeat(3000), link: "/de/spielplan", link_text: "Spielplan", extra_class: "cc01" };
  assertValid(fullTeaserModule, valid);
  assertFailsAt(fullTeaserModule, { ...valid, headline: "" }, "headline", "is required");
  assertFailsAt(fullTeaserModule, { ...valid, text: "x".repeat(3001) }, "text", "at most 3000");
  assertFailsAt(fullTeaserModule, { ...valid, link: "javascript:alert(1)" }, "link");
  assertFailsAt(fullTeaserModule, { ...valid, extra_class: "red" }, "extra_class");
  assertFailsAt(fullTeaserModule, { ...valid, preline: "x".repeat(201) }, "preline", "at most 200");
  assertFailsAt(fullTeaserModule, { ...valid, subline: "x".repeat(301) }, "subline", "at most 300");
  assertFailsAt(fullTeaserModule, { ...valid, link_text: "x".repeat(101) }, "link_text", "at most 100");
});

test("section: a background class is required; 1 to 3 text columns", () => {
  const column = { content: "<p>Text</p>" };
  assertValid(sectionModule, { extra_class: "cc03", columns: times(3, column) });
  assertFailsAt(sectionModule, { columns: [column] }, "extra_class");
  assertFailsAt(sectionModule, { extra_class: "cc04", columns: [column] }, "extra_class");
  assertFailsAt(sectionModule, { extra_class: "cc01", columns: [] }, "columns", "at least 1");
  assertFailsAt(sectionModule, { extra_class: "cc01", columns: times(4, column) }, "columns", "at most 3");
  assertFailsAt(sectionModule, { extra_class: "cc01", columns: [{ content: "" }] }, "columns.0.content", "is required");
  assertFailsAt(sectionModule, { extra_class: "cc01", columns: [{ content: "x".repeat(5001) }] }, "columns.0.content", "at most 5000");
});

test("two columns: order (image-text or text-image), text and image required", () => {
  const valid = { extra_class: "text-image", text: "<p>Werkstatt</p>", image: 4 };
  assertValid(twoColumnsModule, valid);
  assertValid(twoColumnsModule, { ...valid, extra_class: "image-text", text: "x".repeat(5000) });
  assertFailsAt(twoColumnsModule, { ...valid, extra_class: "" }, "extra_class");
  assertFailsAt(twoColumnsModule, { ...valid, text: "" }, "text", "is required");
  assertFailsAt(twoColumnsModule, { ...valid, text: "x".repeat(5001) }, "text", "at most 5000");
  assertFailsAt(twoColumnsModule, { ...valid, image: 0 }, "image");
});

test("anchor list: 1 to 20 jump links, each with text and an anchor name", () => {
  const link = { link_text: "Fragen", anchor: "fragen" };
  assertValid(anchorListModule, { sticky: true, children: times(20, link) });
  assertFailsAt(anchorListModule, { children: [] }, "children", "at least 1");
  assertFailsAt(anchorListModule, { children: times(21, link) }, "children", "at most 20");
  assertFailsAt(anchorListModule, { children: [{ ...link, anchor: "" }] }, "children.0.anchor", "is required");
  assertFailsAt(anchorListModule, { children: [{ ...link, anchor: "two words" }] }, "children.0.anchor", "must start with a letter");
  assertFailsAt(anchorListModule, { children: [{ ...link, link_text: "x".repeat(101) }] }, "children.0.link_text", "at most 100");
  assertFailsAt(anchorListModule, { sticky: "yes", children: [link] }, "sticky");
});

test("HTML: the code is required, at most 50000 characters", () => {
  assertValid(htmlModule, { html_code: "<p>Hallo</p>" });
  assertValid(htmlModule, { html_code: "x".repeat(50_000) });
  assertFailsAt(htmlModule, { html_code: "" }, "html_code", "is required");
  assertFailsAt(htmlModule, { html_code: "x".repeat(50_001) }, "html_code", "at most 50000");
});

test("container: a slug is required; layout is one of three", () => {
  assertValid(containerModule, { slug: "service-hinweise", layout: "narrow" });
  assertFailsAt(containerModule, { slug: "" }, "slug", "is required");
  assertFailsAt(containerModule, { slug: "../etc" }, "slug", "must be a slug");
  assertFailsAt(containerModule, { slug: "x".repeat(101) }, "slug", "must be a slug");
  assertFailsAt(containerModule, { slug: "ok", layout: "huge" }, "layout");
});
