import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { FormView } from "../../pages/forms/form-view.tsx";
import type { FormDefinition } from "../../../shared/api/content-types.ts";

// Places one of the site's forms, with its validation and file upload. The field keeps the spec's name
// `hubspot_id`; it holds the id of our own form.
const fieldList = [{ name: "hubspot_id", kind: "reference", to: "forms", label: { de: "Formular", en: "Form" }, required: true }] as const satisfies readonly Field[];

type FormModule = ModuleValues<typeof fieldList>;

function Render({ module }: ModuleRenderProps<FormModule>) {
  const form = module.hubspot_id_obj as FormDefinition | null | undefined;
  if (!form) return null;
  return <FormView form={form} titleLevel={2} />;
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<FormModule> = {
  Render,
};

export const formModule = /* @__PURE__ */ defineModule({
  type: "form",
  label: { de: "Formular", en: "Form" },
  group: "data",
  icon: "form",
  fields: fieldList,
}, rendering);
