// The link and image widgets (src/components/fields/) are one each for the module modal and the
// admin's form: rendered on the server (the admin's form before its script runs) they are plain
// controls under the admin's post names; rendered in the browser, in either host's look, the link
// finder's button and the image chooser with its hidden input — the admin's caption linking to the
// image's page in the media library.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { useState, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { MediaImage } from "../../shared/api/contract/media.ts";
import type { LinkField, ReferenceField } from "../../shared/fields/field.ts";
import type { WidgetSkin } from "../../src/components/fields/widget-skin.ts";
import type { FieldEnvironment } from "../../src/components/fields/field-context.tsx";
import { installHappyDom } from "../helpers/happy-dom.ts";

const dom = installHappyDom();
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { FieldContext } = await import("../../src/components/fields/field-context.tsx");
const { LinkInputField } = await import("../../src/components/fields/link-field.tsx");
const { ImagePickerField } = await import("../../src/components/fields/image-field.tsx");
after(() => dom.close());

const target: LinkField = { name: "url", kind: "link", localized: true, required: true, label: { de: "Ziel", en: "Target" } };
const logo: ReferenceField = { name: "logo", kind: "reference", to: "image", label: { de: "Logo", en: "Logo" } };
const stored: MediaImage = { id: 7, url: "/media/logo.png", width: 400, height: 300, alt: { de: "Logo der Stadtwerke", en: "Logo of the public utility" }, credit: "", content_type: "image/png", bytes: 1000, original_name: "logo.png", focal_x: 50, focal_y: 50, renditions: [], placeable: true, created_at: "", updated_at: "" };

const skin = (prefix: string): WidgetSkin => ({ Dialog: () => null, button: `${prefix}-button`, quietButton: `${prefix}-button--quiet`, primaryButton: `${prefix}-button--primary`, label: `${prefix}-label`, input: `${prefix}-input` });
const hosts: Record<"editor" | "admin", FieldEnvironment> = {
  editor: { lang: "de", canEditCode: false, failures: new Map(), skin: skin("editor") },
  admin: { lang: "de", canEditCode: false, failures: new Map([["url.en", "is required"]]), skin: skin("admin"), images: { logo: stored } },
};
const initial = { url: { de: "/de/spielplan", en: "" }, logo: 7 };

/** A host as the contract has it: the values in state, every widget controlled by them. */
function Host({ environment, children }: { environment: FieldEnvironment; children: (values: Record<string, unknown>, onPatch: (patch: Record<string, unknown>) => void) => ReactNode }) {
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  return <FieldContext.Provider value={environment}>{children(values, (patch) => setValues((previous) => ({ ...previous, ...patch })))}</FieldContext.Provider>;
}

const both = (environment: FieldEnvironment) => (
  <Host environment={environment}>
    {(values, onPatch) => (
      <form>
        <LinkInputField field={target} values={values} path="url" onPatch={onPatch} />
        <ImagePickerField field={logo} values={values} path="logo" onPatch={onPatch} />
      </form>
    )}
  </Host>
);

const parse = (html: string) => {
  const container = document.createElement("div");
  container.innerHTML = html;
  return container;
};
const labelOf = (container: Element, control: Element | null) => container.querySelector(`label[for="${control?.id}"]`)?.textContent;

for (const [host, environment] of Object.entries(hosts)) {
  test(`${host}: rendered on the server, a localized link is two labelled inputs under the post names and an image a number input`, () => {
    const page = parse(renderToString(both(environment)));
    const german = page.querySelector<HTMLInputElement>('input[name="url.de"]');
    const english = page.querySelector<HTMLInputElement>('input[name="url.en"]');
    assert.equal(german?.getAttribute("value"), "/de/spielplan");
    assert.equal(labelOf(page, german), "Deutsch");
    assert.equal(labelOf(page, english), "Englisch");
    assert.equal(german?.className, `${host}-input`, "the host's input look");
    assert.equal(page.querySelector("button"), null, "no finder or chooser before the page runs");
    const number = page.querySelector<HTMLInputElement>('input[type="number"][name="logo"]');
    assert.equal(number?.getAttribute("value"), "7");
    assert.equal(labelOf(page, number), "Logo");
    const help = (number?.getAttribute("aria-describedby") ?? "").split(" ").map((id) => page.querySelector(`[id="${id}"]`)?.textContent);
    assert.ok(help.includes("Nummer des Bildes in der Mediathek"), `described by what it takes: ${help.join(" | ")}`);
  });

  test(`${host}: in the browser, each link input has its finder button and the image its chooser and hidden input`, async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(both(environment)));
    const finders = [...container.querySelectorAll<HTMLButtonElement>('.link-field button[aria-haspopup="dialog"]')];
    assert.deepEqual(
      finders.map((button) => button.textContent),
      ["Link suchen: Ziel (Deutsch)", "Link suchen: Ziel (Englisch)"],
    );
    assert.ok(finders.every((button) => button.className === `${host}-button`), "the host's button look");
    assert.equal(container.querySelector('input[type="hidden"][name="logo"]')?.getAttribute("value"), "7");
    assert.equal(container.querySelector('input[type="number"]'), null);
    // Leaving the English input adds https:// to an address without a scheme; the German one stays.
    const english = container.querySelector<HTMLInputElement>('input[name="url.en"]')!;
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(english), "value")!.set!;
      setValue.call(english, "www.example.org");
      english.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await act(async () => void english.dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
    assert.equal(english.value, "https://www.example.org");
    assert.equal(container.querySelector<HTMLInputElement>('input[name="url.de"]')?.value, "/de/spielplan");
    if (host === "admin") {
      assert.equal(container.querySelector(".image-picker figcaption a")?.getAttribute("href"), "/admin/media/7", "the admin links the stored image to its page");
      const failure = container.querySelector(`[id="${english.getAttribute("aria-describedby")?.split(" ").at(-1)}"]`)?.textContent;
      assert.match(failure ?? "", /Ziel \(Englisch\)/, "the English input's failure names the field and its language");
    } else {
      assert.match(container.querySelector(".image-picker__preview")?.textContent ?? "", /#7/, "the modal knows only the number until it has the image");
    }
    await act(async () => root.unmount());
    container.remove();
  });
}
