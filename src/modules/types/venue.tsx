import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { VenueCard } from "../../components/venue-card.tsx";
import type { VenueSummary } from "../../../shared/api/content-types.ts";

const fieldList = [{ name: "venue", kind: "reference", to: "venues", label: { de: "Spielstätte", en: "Venue" }, required: true }] as const satisfies readonly Field[];

type Venue = ModuleValues<typeof fieldList>;

function Render({ module }: ModuleRenderProps<Venue>) {
  const venue = module.venue_obj as VenueSummary | null | undefined;
  // An offline or deleted venue is left out for visitors.
  if (!venue) return null;
  return (
    <div className="module-venue">
      <VenueCard venue={venue} level={2} />
    </div>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<Venue> = {
  Render,
};

export const venueModule = /* @__PURE__ */ defineModule({
  type: "venue",
  label: { de: "Spielstätte", en: "Venue" },
  group: "data",
  icon: "venue",
  fields: fieldList,
}, rendering);
