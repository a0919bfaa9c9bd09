import { object, type Infer } from "superstruct";
import { defineModule, type ModuleRendering, type ModuleRenderProps } from "../define-module.ts";
import { pickedId } from "../field-schemas.ts";
import { VenueCard } from "../../components/venue-card.tsx";
import type { VenueSummary } from "../../../shared/api/content-types.ts";

const schema = object({ venue: pickedId });

type Venue = Infer<typeof schema>;

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

export const venueModule = /* @__PURE__ */ defineModule<Venue>({
  type: "venue",
  label: { de: "Spielstätte", en: "Venue" },
  group: "data",
  icon: "venue",
  fields: [{ name: "venue", kind: "venue", label: { de: "Spielstätte", en: "Venue" }, required: true }],
  schema,
  defaults: { venue: 0 },
}, rendering);
