// The shared list editor (src/components/fields/list-editor.tsx) in happy-dom, as a host would use it
// (controlled items, a plain form's hidden input): Alt+Arrow on an item's heading moves the item, says
// where it went and keeps the focus on it; the buttons add an item from its fields' defaults and
// remove one, within the field's minItems and maxItems.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { useState } from "react";
import type { ListField } from "../../shared/fields/field.ts";
import type { WidgetSkin } from "../../src/components/fields/widget-skin.ts";
import { installHappyDom } from "../helpers/happy-dom.ts";

const dom = installHappyDom();
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { ListEditor } = await import("../../src/components/fields/list-editor.tsx");
after(() => dom.close());

const field: ListField = {
  name: "entries",
  kind: "list",
  label: { de: "Fragen", en: "Questions" },
  itemLabel: { de: "Frage", en: "Question" },
  item: [{ name: "question", kind: "text", label: { de: "Frage", en: "Question" }, maxLength: 200 }],
  minItems: 1,
  maxItems: 3,
};
const skin: WidgetSkin = { Dialog: () => null, button: "button", quietButton: "button quiet", primaryButton: "button primary" };

function Host() {
  const [items, setItems] = useState<Record<string, unknown>[]>([{ question: "Wann?" }, { question: "Wo?" }]);
  return (
    <form>
      <ListEditor field={field} items={items} lang="de" skin={skin} name="entries" onChange={setItems} renderItem={(item) => <p className="question">{String(item.question)}</p>} />
    </form>
  );
}

async function render() {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Host />));
  const posted = () => JSON.parse((container.querySelector('input[name="entries"]') as HTMLInputElement).value) as unknown;
  const questions = () => [...container.querySelectorAll(".question")].map((element) => element.textContent);
  const headings = () => [...container.querySelectorAll<HTMLElement>(".list-editor__title")];
  const press = (target: Element, key: string, altKey = true) => act(async () => void target.dispatchEvent(new KeyboardEvent("keydown", { key, altKey, bubbles: true, cancelable: true })));
  const click = (button: Element) => act(async () => void (button as HTMLButtonElement).click());
  const button = (text: RegExp) => [...container.querySelectorAll("button")].find((candidate) => text.test(candidate.textContent ?? candidate.getAttribute("aria-label") ?? ""))!;
  return { container, posted, questions, headings, press, click, button, unmount: () => act(async () => root.unmount()) };
}

test("Alt+Arrow on an item's heading moves it, announces its new place and keeps the focus on it", async () => {
  const view = await render();
  assert.deepEqual(view.questions(), ["Wann?", "Wo?"]);
  const second = view.headings()[1];
  second.focus();
  await view.press(second, "ArrowUp");
  assert.deepEqual(view.questions(), ["Wo?", "Wann?"]);
  assert.deepEqual(view.posted(), [{ question: "Wo?" }, { question: "Wann?" }], "the hidden input carries the new order");
  assert.equal(view.container.querySelector('[role="status"]')?.textContent, "Frage ist jetzt an Position 1 von 2.");
  assert.equal(document.activeElement, view.headings()[0], "focus moved with the item");
  assert.equal(document.activeElement?.textContent, "Frage 1");
  await view.press(view.headings()[0], "ArrowUp");
  assert.deepEqual(view.questions(), ["Wo?", "Wann?"], "the first stays first");
  await view.press(view.headings()[0], "ArrowDown", false);
  assert.deepEqual(view.questions(), ["Wo?", "Wann?"], "an arrow without Alt does not move");
  await view.unmount();
});

test("add starts an item from its fields' defaults up to maxItems; remove stops at minItems", async () => {
  const view = await render();
  await view.click(view.button(/Frage hinzufügen/));
  assert.deepEqual(view.posted(), [{ question: "Wann?" }, { question: "Wo?" }, { question: "" }]);
  assert.equal(document.activeElement, view.headings()[2], "focus on the new item");
  assert.equal((view.button(/Frage hinzufügen/) as HTMLButtonElement).disabled, true, "three is the most");
  await view.click(view.button(/Entfernen: Frage 1/));
  await view.click(view.button(/Entfernen: Frage 1/));
  assert.deepEqual(view.posted(), [{ question: "" }]);
  assert.equal((view.button(/Entfernen: Frage 1/) as HTMLButtonElement).disabled, true, "one is the least");
  await view.unmount();
});
