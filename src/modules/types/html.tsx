import { object, type Infer } from "superstruct";
import { defineModule, type ModuleRendering, type ModuleRenderProps } from "../define-module.ts";
import { requiredText } from "../field-schemas.ts";

// Raw HTML, written by administrators only (the server's raw-HTML guard); rendered as it is. Inline
// scripts do not run: the page's CSP allows only scripts with the response's nonce.
const schema = object({ html_code: requiredText(50_000) });

type Html = Infer<typeof schema>;

function Render({ module }: ModuleRenderProps<Html>) {
  return <div className="module-html" dangerouslySetInnerHTML={{ __html: module.html_code }} />;
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<Html> = {
  Render,
};

export const htmlModule = /* @__PURE__ */ defineModule<Html>({
  type: "html",
  label: { de: "HTML", en: "HTML" },
  group: "layout",
  icon: "code",
  fields: [
    {
      name: "html_code",
      kind: "code",
      label: { de: "HTML-Code", en: "HTML code" },
      required: true,
      help: { de: "Nur Administratoren können diesen Code ändern. Skripte werden nicht ausgeführt.", en: "Only administrators can change this code. Scripts are not run." },
    },
  ],
  schema,
  defaults: { html_code: "" },
}, rendering);
