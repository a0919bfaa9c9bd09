import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";

// Raw HTML, written by administrators only (the server's raw-HTML guard); rendered as it is. Inline
// scripts do not run: the page's CSP allows only scripts with the response's nonce.
const fieldList = [
  {
    name: "html_code",
    kind: "code",
    label: { de: "HTML-Code", en: "HTML code" },
    required: true,
    maxLength: 50_000,
    help: { de: "Nur Administratoren können diesen Code ändern. Skripte werden nicht ausgeführt.", en: "Only administrators can change this code. Scripts are not run." },
  },
] as const satisfies readonly Field[];

type Html = ModuleValues<typeof fieldList>;

function Render({ module }: ModuleRenderProps<Html>) {
  return <div className="module-html" dangerouslySetInnerHTML={{ __html: module.html_code }} />;
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<Html> = {
  Render,
};

export const htmlModule = /* @__PURE__ */ defineModule({
  type: "html",
  label: { de: "HTML", en: "HTML" },
  group: "layout",
  icon: "code",
  fields: fieldList,
}, rendering);
