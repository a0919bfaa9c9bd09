import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { VenueCard } from "../../components/venue-card.tsx";
import type { VenueSummary } from "../../../shared/api/content-types.ts";

const fieldList = [
  { name: "headline", kind: "text", label: { de: "Überschrift", en: "Headline" }, maxLength: 200, searchable: true },
  {
    name: "children",
    kind: "list",
    label: { de: "Spielstätten", en: "Venues" },
    itemLabel: { de: "Spielstätte", en: "Venue" },
    required: true,
    minItems: 1,
    maxItems: 12,
    default: [{ venue: null }],
    item: [{ name: "venue", kind: "reference", to: "venues", label: { de: "Spielstätte", en: "Venue" }, required: true }],
  },
] as const satisfies readonly Field[];

type VenueList = ModuleValues<typeof fieldList>;
type Item = VenueList["children"][number] & { venue_obj?: VenueSummary | null };

function Render({ module }: ModuleRenderProps<VenueList>) {
  const venues = (module.children as Item[]).flatMap((item) => (item.venue_obj ? [item.venue_obj] : []));
  if (venues.length === 0) return null;
  return (
    <div className="module-venue-list">
      {module.headline ? <h2 className="module-venue-list__headline">{module.headline}</h2> : null}
      <ul className="module-venue-list__items">
        {venues.map((venue) => (
          <li key={venue.id}>
            <VenueCard venue={venue} level={module.headline ? 3 : 2} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<VenueList> = {
  Render,
};

export const venueListModule = /* @__PURE__ */ defineModule({
  type: "venue_list",
  label: { de: "Spielstättenliste", en: "Venue list" },
  group: "data",
  icon: "venues",
  fields: fieldList,
}, rendering);
