// A venue as a card: picture, name linking to its page, address. The venue modules show it.
import type { VenueSummary } from "../../shared/api/content-types.ts";
import { Picture } from "./picture.tsx";
import { SmartLink } from "./smart-link.tsx";

export function VenueCard({ venue, level }: { venue: VenueSummary; level: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article className="venue-card">
      {venue.image ? <Picture image={venue.image} className="venue-card__image" sizes="(min-width: 64em) 33vw, 100vw" /> : null}
      <div className="venue-card__body">
        <Heading className="venue-card__name">
          <SmartLink href={venue.url}>{venue.name}</SmartLink>
        </Heading>
        <address className="venue-card__address">
          {venue.street}
          <br />
          {venue.postal_code} {venue.city}
        </address>
      </div>
    </article>
  );
}
