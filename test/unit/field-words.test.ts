// The compare's changed words (src/editor/versions/field-words.ts, issue 25): inside a changed
// module, per text field, the words removed and added — not just "Geändert" for the whole module.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import { changedWords, withContext, wordParts, type WordPart } from "../../src/editor/versions/field-words.ts";
import { compareMarks } from "../../src/editor/versions/compare-marks.ts";

/** Parts as "-removed", "+added" and "same", for compact assertions. */
const compact = (parts: WordPart[]) => parts.map((part) => (part.change === "removed" ? `-${part.text}` : part.change === "added" ? `+${part.text}` : part.text));
/** Rich text's words without a browser: tags dropped (the browser's DOMParser does it in the editor). */
const tagsDropped = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

test("words removed and added, the others kept as they are", () => {
  assert.deepEqual(compact(wordParts("Der alte Text ist hier.", "Der neue Text ist da.")), ["Der ", "-alte", "+neue", " Text ist ", "-hier", "+da", "."]);
  assert.deepEqual(compact(wordParts("Hallo Welt", "Hallo schöne Welt")), ["Hallo ", "+schöne ", "Welt"]);
  assert.deepEqual(compact(wordParts("", "Ganz neu")), ["+Ganz neu"]);
});

test("a long unchanged stretch keeps a few words of context around the changes", () => {
  const many = Array.from({ length: 40 }, (_, index) => `w${index}`).join(" ");
  const parts = withContext(wordParts(`Anfang ${many} Ende`, `Beginn ${many} Schluss`));
  const middle = parts.find((part) => part.change === "same")!.text;
  assert.match(middle, /^ w0 w1 .* … .* w38 w39 $/);
  assert.doesNotMatch(middle, / w20 /);
  assert.deepEqual(compact(parts).filter((text) => /^[-+]/.test(text)), ["-Anfang", "+Beginn", "-Ende", "+Schluss"]);
  // A short one stays whole.
  assert.deepEqual(withContext(wordParts("a b c", "a x c")), wordParts("a b c", "a x c"));
});

const text = (content: string, anchor = ""): ModuleData => ({ id: "t1", type: "text", content, anchor, decrease_distance: false });

test("a text module's rich text is compared by its words; unchanged and non-text fields are left out", () => {
  const words = changedWords(text("<p>Die <strong>alte</strong> Premiere</p>"), text("<p>Die neue Premiere</p>", "oben"), "de", tagsDropped);
  assert.deepEqual(
    words.map((field) => ({ label: field.label, parts: compact(field.parts) })),
    [
      { label: "Text", parts: ["Die ", "-alte", "+neue", " Premiere"] },
      { label: "Anker", parts: ["+oben"] },
    ],
  );
  // Only the markup changed: no words to show.
  assert.deepEqual(changedWords(text("<p>Die alte Premiere</p>"), text("<p>Die <em>alte</em> Premiere</p>"), "de", tagsDropped), []);
  assert.deepEqual(changedWords({ id: "x", type: "no-such-type" }, { id: "x", type: "no-such-type", a: 1 }, "de", tagsDropped), []);
});

test("the compare's marks carry the changed words of each changed module", () => {
  const page = (content: string): Section[] => [{ id: "s1", layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children: [text(content), { ...text("<p>gleich</p>"), id: "t2" }] }] }];
  const marks = compareMarks(page("<p>Eins zwei drei</p>"), page("<p>Eins vier drei</p>"), "en", tagsDropped);
  assert.deepEqual(
    marks.words.get("t1")?.map((field) => ({ label: field.label, parts: compact(field.parts) })),
    [{ label: "Text", parts: ["Eins ", "-zwei", "+vier", " drei"] }],
  );
  assert.equal(marks.words.has("t2"), false);
});
