// One performance as an iCalendar file ("add to calendar"). Only public performances: offline ones
// are not found, for editors too, as a visitor would see them.
import type { FileAnswer } from "../../shared/api/endpoint.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { buildICalendar } from "../../src/lib/icalendar.ts";
import { htmlToText } from "../../src/lib/event-json-ld.ts";
import type { Db } from "../db/client.ts";
import { getEventDetail } from "./event-detail.ts";

/** The .ics file of a performance, or null; `origin` is the site's address for the UID and the link. */
export async function eventICalendar(db: Db, id: number, lang: Lang, options: { now: Date; origin: string; siteName: string }): Promise<FileAnswer | null> {
  const event = await getEventDetail(db, id, lang, { isEditor: false, now: options.now });
  if (!event) return null;
  const place = [event.room.name && event.room.name !== event.venue.name ? `${event.venue.name} – ${event.room.name}` : event.venue.name];
  const address = event.venue_address;
  const street = [address.street, [address.postal_code, address.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const start = new Date(event.date_start);
  const body = buildICalendar({
    uid: `event-${event.id}@${new URL(options.origin).hostname}`,
    stamp: options.now,
    start,
    end: event.date_end ? new Date(event.date_end) : event.duration_minutes ? new Date(start.getTime() + event.duration_minutes * 60_000) : null,
    summary: event.title,
    location: [...place, street].filter(Boolean).join(", "),
    description: [event.subline, htmlToText(event.teaser || event.description)].filter(Boolean).join("\n\n"),
    url: `${options.origin}${event.url}`,
    cancelled: event.status === "cancelled",
    producer: options.siteName,
  });
  const filename = `${event.slugs.de || "event"}-${event.id}.ics`.replace(/[^\w.-]/g, "-");
  return { contentType: "text/calendar; charset=utf-8", filename, body };
}
