import { createContext, useContext } from "react";
import { refine, string } from "superstruct";
import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { NestedSections } from "../nested-sections.ts";
import type { ContainerData } from "../../../shared/api/content-types.ts";
import { isApiError } from "../../../shared/api/api-error.ts";

// The older set's container: a shared block of sections (edited once, shown on many pages), placed by
// its slug. A container shown inside a container is not expanded again, so nothing can nest forever.
// Its own sentence names the length too ("at most 100"), so the field states no maxLength of its own.
const containerSlug = refine(string(), "container slug", (value) => /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(value) || "must be a slug of letters, digits, - and _ (at most 100)");

const fieldList = [
  {
    name: "layout",
    kind: "select",
    label: { de: "Breite", en: "Width" },
    options: [
      { value: "default", label: { de: "Normal", en: "Normal" } },
      { value: "wide", label: { de: "Breit", en: "Wide" } },
      { value: "narrow", label: { de: "Schmal", en: "Narrow" } },
    ],
  },
  {
    name: "slug",
    kind: "text",
    label: { de: "Kennung des Containers", en: "Container slug" },
    required: true,
    check: containerSlug,
    help: { de: "Die Kennung eines gemeinsamen Containers, z. B. »service-hinweise«.", en: "The slug of a shared container, e.g. “service-hinweise”." },
  },
] as const satisfies readonly Field[];

type Container = ModuleValues<typeof fieldList>;

const InsideContainer = createContext(false);

function Render({ module, data }: ModuleRenderProps<Container, ContainerData | null>) {
  const nested = useContext(InsideContainer);
  if (nested || !data || data.sections.length === 0) return null;
  return (
    <div className={`module-container module-container--${module.layout ?? "default"}`}>
      <InsideContainer.Provider value={true}>
        <NestedSections sections={data.sections} />
      </InsideContainer.Provider>
    </div>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<Container, ContainerData | null> = {
  Render,
  // A container that does not exist (yet) shows nothing to visitors.
  loadData: (module, api, lang) =>
    api.container({ lang, slug: module.slug }).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }),
};

export const containerModule = /* @__PURE__ */ defineModule({
  type: "container",
  label: { de: "Container", en: "Container" },
  group: "layout",
  icon: "container",
  fields: fieldList,
}, rendering);
