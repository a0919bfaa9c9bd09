// A venue: address, picture, description, its stages and what is coming up there.
import { useLoaderData } from "react-router";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import type { VenueDetail } from "../../../shared/api/content-types.ts";
import { EventRowList } from "../../components/event-row-list.tsx";
import { Picture } from "../../components/picture.tsx";
import { RichText } from "../../components/rich-text.tsx";
import { useLang, useT } from "../../i18n/index.tsx";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { trailFromHome } from "../../lib/breadcrumb-trail.ts";
import { urlFor } from "../../route-paths.ts";
import type { Screen, WithAlternates, WithMeta } from "../screen.ts";
import { singleImageFile } from "../../../shared/api/image-sources.ts";
import { StaffEditTarget } from "../../components/staff-bar/staff-target.tsx";

interface VenueData extends WithAlternates, WithMeta {
  venue: VenueDetail;
}

function VenuePage() {
  const { venue } = useLoaderData() as VenueData;
  const t = useT();
  const lang = useLang();
  const hasAddress = venue.street || venue.postal_code || venue.city;
  return (
    <article className="screen screen-venue" aria-labelledby="venue-title">
      <header className="page-header">
        {/* No list of venues has an address of its own: the trail is Home → venue. */}
        <Breadcrumb items={trailFromHome(lang, { title: venue.name, url: venue.url })} />
        <h1 id="venue-title" className="page-header__title">
          {venue.name}
        </h1>
        <StaffEditTarget kind="admin" resource="venues" id={venue.id} />
      </header>
      {hasAddress ? (
        <section className="screen-venue__address" aria-labelledby="venue-address">
          <h2 id="venue-address">{t("sections.address")}</h2>
          <address>
            {venue.name}
            <br />
            {venue.street}
            <br />
            {venue.postal_code} {venue.city}
          </address>
        </section>
      ) : null}
      <Picture image={venue.image} className="screen-venue__image" eager />
      <RichText html={venue.description} className="screen-venue__description" />
      {venue.rooms.length > 0 ? (
        <section className="screen-venue__rooms" aria-labelledby="venue-rooms">
          <h2 id="venue-rooms">{t("screens.venue.rooms")}</h2>
          <ul>
            {venue.rooms.map((room) => (
              <li key={room.id}>
                {room.name}
                {room.capacity > 0 ? <span className="screen-venue__seats"> ({t("screens.venue.seats", { count: room.capacity })})</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="screen-venue__events" aria-labelledby="venue-events">
        <h2 id="venue-events">{t("screens.venue.upcoming")}</h2>
        <EventRowList events={venue.events} />
      </section>
    </article>
  );
}

export const venueScreen: Screen<VenueData> = {
  async loader({ context, lang, params }) {
    const venue = await required(apiFrom(context).venue({ lang, id: routeId(params.id) }));
    const address = [venue.street, `${venue.postal_code} ${venue.city}`.trim()].filter(Boolean).join(", ");
    return {
      venue,
      meta: { title: venue.name, description: address || undefined, ogImage: venue.image ? singleImageFile(venue.image).url : undefined },
      alternates: {
        de: urlFor("venues-slug-id", { slug: venue.slugs.de, id: venue.id }, "de"),
        en: urlFor("venues-slug-id", { slug: venue.slugs.en || venue.slugs.de, id: venue.id }, "en"),
      },
    };
  },
  Component: VenuePage,
};
