// Issue 25 point 6: what an editor types into a link field becomes the target it means, or is refused
// at the field: "spielplan" is a path below the language, "presse@…" a mailto: link, mailto: and tel:
// stay, and javascript:, data:, spaces or a bare host are refused with a sentence (the same check the
// server runs on every save).
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { useState } from "react";
import { validate } from "superstruct";
import type { LinkField } from "../../shared/fields/field.ts";
import { linkTarget } from "../../shared/fields/checks.ts";
import type { WidgetSkin } from "../../src/components/fields/widget-skin.ts";
import { linkHref } from "../../src/components/link-finder/link-href.ts";
import { installHappyDom } from "../helpers/happy-dom.ts";

const dom = installHappyDom();
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { FieldContext } = await import("../../src/components/fields/field-context.tsx");
const { LinkInputField } = await import("../../src/components/fields/link-field.tsx");
after(() => dom.close());

test("typed targets become what they mean; the rest stays as typed for the check", () => {
  const cases: [typed: string, lang: "de" | "en", target: string][] = [
    ["spielplan", "de", "/de/spielplan"],
    ["ueber-uns/team", "en", "/en/ueber-uns/team"],
    ["/spielplan", "de", "/spielplan"],
    ["presse@kulisse.example", "de", "mailto:presse@kulisse.example"],
    ["mailto:kasse@kulisse.example", "de", "mailto:kasse@kulisse.example"],
    ["tel:+493012345", "de", "tel:+493012345"],
    ["www.example.org/tickets", "de", "https://www.example.org/tickets"],
    ["https://example.org", "de", "https://example.org"],
    ["javascript:alert(1)", "de", "javascript:alert(1)"],
    ["data:text/html,x", "de", "data:text/html,x"],
    ["zwei Wörter", "de", "zwei Wörter"],
  ];
  for (const [typed, lang, target] of cases) assert.equal(linkHref(typed, lang), target, typed);
});

test("the check takes site paths, web addresses with a host, mailto: and tel:, and says why it refuses the rest", () => {
  const reason = (value: string) => validate(value, linkTarget)[0]?.message;
  for (const good of ["/de/spielplan", "https://example.org/x?y=1", "http://localhost:3000/", "mailto:presse@kulisse.example", "tel:+49-30-12345"]) assert.equal(reason(good), undefined, good);
  assert.equal(reason("javascript:alert(1)"), "must be a path on this site, a web address, mailto: or tel:, not javascript:");
  assert.equal(reason("data:text/html,x"), "must be a path on this site, a web address, mailto: or tel:, not data:");
  assert.equal(reason("https://spielplan"), "must be a web address with a host name, e.g. https://example.org");
  assert.equal(reason("mailto:presse"), "must be an e-mail address after mailto:");
  assert.equal(reason("tel:Kasse"), "must be a phone number after tel:");
  assert.equal(reason("zwei Wörter"), "must be a path on this site (/de/…), a web address starting with https://, mailto: or tel:");
});

const field: LinkField = { name: "url", kind: "link", required: true, label: { de: "Ziel", en: "Target" } };
const skin: WidgetSkin = { Dialog: () => null, button: "b", quietButton: "q", primaryButton: "p", label: "l", input: "i" };

function Host() {
  const [values, setValues] = useState<Record<string, unknown>>({ url: "" });
  return (
    <FieldContext.Provider value={{ lang: "de", canEditCode: false, failures: new Map(), skin }}>
      <LinkInputField field={field} values={values} path="url" onPatch={(patch) => setValues((previous) => ({ ...previous, ...patch }))} />
    </FieldContext.Provider>
  );
}

async function typeInto(input: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")!.set!.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

async function typeAndLeave(input: HTMLInputElement, text: string) {
  await typeInto(input, text);
  await act(async () => void input.dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
}

test("at the field: leaving the input fills in the target, or marks it refused with a German sentence", async () => {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Host />));
  const input = container.querySelector<HTMLInputElement>('input[name="url"]')!;
  const message = () => {
    const ids = (input.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
    return ids.map((id) => container.querySelector(`[id="${id}"]`)?.textContent).join(" ");
  };

  await typeAndLeave(input, "spielplan");
  assert.equal(input.value, "/de/spielplan");
  assert.equal(input.getAttribute("aria-invalid"), null);

  await typeAndLeave(input, "presse@kulisse.example");
  assert.equal(input.value, "mailto:presse@kulisse.example");

  await typeAndLeave(input, "tel:+493012345");
  assert.equal(input.value, "tel:+493012345");
  assert.equal(message(), "");

  await typeAndLeave(input, "javascript:alert(1)");
  assert.equal(input.value, "javascript:alert(1)", "not made into https://javascript:alert(1)");
  assert.equal(input.getAttribute("aria-invalid"), "true");
  assert.equal(message(), "Ziel muss ein Pfad dieser Website, eine Webadresse, mailto: oder tel: sein, kein javascript:-Link.");

  // Typing again takes the message away until the input is left.
  await typeInto(input, "/de/presse");
  assert.equal(input.getAttribute("aria-invalid"), null);
  await act(async () => root.unmount());
  container.remove();
});
