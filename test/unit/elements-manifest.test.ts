// The custom-elements manifest the build writes (dist/elements/custom-elements.json, package.json
// "customElements") against the element classes: same tags, same public attributes and properties.
import assert from "node:assert/strict";
import fs from "node:fs";
import { after, test } from "node:test";
import { installHappyDom } from "../helpers/happy-dom.ts";

const dom = installHappyDom();
const { kulisseElements } = await import("../../elements/define-elements.ts");
after(() => dom.close());

interface ManifestDeclaration {
  name: string;
  tagName?: string;
  customElement?: boolean;
  attributes?: { name: string; fieldName?: string }[];
  members?: { kind: string; name: string; privacy?: string; static?: boolean }[];
  events?: { name: string }[];
  cssParts?: { name: string }[];
}

const packageJson = JSON.parse(fs.readFileSync("package.json", "utf8")) as { customElements: string };
const manifest = JSON.parse(fs.readFileSync(packageJson.customElements, "utf8")) as { modules: { declarations?: ManifestDeclaration[] }[] };
const declarations = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.customElement);

/** The class's public reactive properties: name → attribute (false when it has none). */
function reactiveProperties(element: CustomElementConstructor): Map<string, string | false> {
  const lit = element as unknown as { finalize(): void; elementProperties: Map<string, { attribute?: string | boolean; state?: boolean }> };
  lit.finalize();
  const result = new Map<string, string | false>();
  for (const [name, options] of lit.elementProperties) {
    if (options.state) continue;
    result.set(name, options.attribute === false ? false : typeof options.attribute === "string" ? options.attribute : name.toLowerCase());
  }
  return result;
}

test("the manifest names the three elements by their tags", () => {
  assert.deepEqual(declarations.map((declaration) => declaration.tagName).sort(), Object.keys(kulisseElements).sort());
});

for (const [tag, element] of Object.entries(kulisseElements)) {
  test(`${tag}: the manifest's attributes and properties are the class's`, () => {
    const declaration = declarations.find((candidate) => candidate.tagName === tag);
    assert.ok(declaration, tag);
    assert.equal(declaration.name, element.name);
    const properties = reactiveProperties(element);
    const attributes = [...properties].filter(([, attribute]) => attribute !== false).map(([name, attribute]) => ({ name: attribute as string, fieldName: name }));
    assert.deepEqual(
      (declaration.attributes ?? []).map((attribute) => ({ name: attribute.name, fieldName: attribute.fieldName })).sort((a, b) => a.name.localeCompare(b.name)),
      attributes.sort((a, b) => a.name.localeCompare(b.name)),
    );
    const publicFields = new Set((declaration.members ?? []).filter((member) => member.kind === "field" && member.privacy !== "private" && !member.static).map((member) => member.name));
    for (const name of properties.keys()) assert.ok(publicFields.has(name), `${tag}.${name} is in the manifest`);
    assert.ok((declaration.cssParts ?? []).length > 0, "CSS parts are documented");
  });
}

test("the booking widget's events and parts are documented", () => {
  const widget = declarations.find((declaration) => declaration.tagName === "kulisse-booking-widget")!;
  assert.deepEqual(widget.events?.map((event) => event.name), ["cart-updated", "kulisse-booking-widget-open"]);
  for (const part of ["toggle", "panel", "category", "price", "stepper", "add-to-cart", "summary", "timeslot"]) {
    assert.ok(widget.cssParts?.some((candidate) => candidate.name === part), part);
  }
});
