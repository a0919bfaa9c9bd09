import { object, type Infer } from "superstruct";
import { defineModule, type ModuleRendering, type ModuleRenderProps } from "../define-module.ts";
import { pickedId } from "../field-schemas.ts";
import { FormView } from "../../pages/forms/form-view.tsx";
import type { FormDefinition } from "../../../shared/api/content-types.ts";

// Places one of the site's forms, with its validation and file upload. The field keeps the spec's name
// `hubspot_id`; it holds the id of our own form.
const schema = object({ hubspot_id: pickedId });

type FormModule = Infer<typeof schema>;

function Render({ module }: ModuleRenderProps<FormModule>) {
  const form = module.hubspot_id_obj as FormDefinition | null | undefined;
  if (!form) return null;
  return <FormView form={form} titleLevel={2} />;
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<FormModule> = {
  Render,
};

export const formModule = /* @__PURE__ */ defineModule<FormModule>({
  type: "form",
  label: { de: "Formular", en: "Form" },
  group: "data",
  icon: "form",
  fields: [{ name: "hubspot_id", kind: "form", label: { de: "Formular", en: "Form" }, required: true }],
  schema,
  defaults: { hubspot_id: 0 },
}, rendering);
