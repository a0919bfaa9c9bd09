// @custom-elements-manifest/analyzer: the manifest of the three elements (attributes, properties,
// events, CSS parts and custom properties), written next to the bundle at build time
// (package.json "customElements").

/** Lit's internal state (`state: true`, private fields) is not an attribute a page can set. */
const dropPrivateAttributes = {
  name: "kulisse-drop-private-attributes",
  packageLinkPhase({ customElementsManifest }) {
    for (const module of customElementsManifest.modules) {
      for (const declaration of module.declarations ?? []) {
        if (!declaration.customElement) continue;
        const hidden = new Set((declaration.members ?? []).filter((member) => member.privacy === "private").map((member) => member.name));
        declaration.attributes = (declaration.attributes ?? []).filter((attribute) => !hidden.has(attribute.fieldName));
        for (const member of declaration.members ?? []) if (hidden.has(member.name)) delete member.attribute;
      }
    }
  },
};

export default {
  globs: ["elements/booking/booking-widget.ts", "elements/opening-hours/opening-hours-element.ts", "elements/cart/cart-counter.ts"],
  outdir: "dist/elements",
  litelement: true,
  plugins: [dropPrivateAttributes],
};
