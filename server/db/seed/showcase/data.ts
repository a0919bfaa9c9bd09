// Showcase part "venues and forms": the main house as a card, every venue in a list, and the
// newsletter form placed on the page.
import { createModule } from "../../../../src/modules/create-module.ts";
import { formModule } from "../../../../src/modules/types/form.tsx";
import { venueListModule } from "../../../../src/modules/types/venue-list.tsx";
import { venueModule } from "../../../../src/modules/types/venue.tsx";
import type { ShowcasePart } from "./showcase-part.ts";

export const dataShowcase: ShowcasePart = async ({ places, forms }) => {
  const [main, ...others] = places.venues;
  return (b) => [
    b.section("100", [[b.headline(b.t("Unsere Spielstätten", "Our venues"), 2, "", "", "spielstaetten")]]),
    b.section("33-67", [
      [createModule(venueModule, { venue: main.id })],
      [createModule(venueListModule, { headline: b.t("Weitere Spielstätten", "More venues"), children: others.map((venue) => ({ venue: venue.id })) })],
    ]),
    b.section("100", [[createModule(formModule, { hubspot_id: forms.newsletter.id })]], "cc01"),
  ];
};
