// GET /{lang}/api/events/{id}/ics: one performance as an iCalendar file ("add to calendar").
// Not a contract endpoint — it answers text/calendar, not JSON — so the API router mounts it by
// hand, before the contract routes (and after its no-store and CSRF-cookie middleware; GETs pass the
// CSRF check). Only public events: offline ones are a 404 even for editors, like a visitor sees them.
import type { Request, RequestHandler } from "express";
import { getEventDetail } from "../services/event-detail.ts";
import { isLang } from "../../shared/lib/localized.ts";
import { buildICalendar } from "../../src/lib/icalendar.ts";
import { htmlToText } from "../../src/lib/event-json-ld.ts";
import type { RequestContext } from "../api/request-context.ts";
import { badRequest, notFound } from "../../shared/api/api-error.ts";

export const eventIcsPath = "/:lang/api/events/:id/ics";

/** The site's origin: the configured public URL, else the request's own. */
export function siteOrigin(req: Request, publicUrl: string | undefined): string {
  return publicUrl ?? `${req.protocol}://${req.get("host") ?? "localhost"}`;
}

export function eventIcsRoute(contextOf: (req: Request) => RequestContext): RequestHandler {
  return async (req, res) => {
    const lang = String(req.params.lang);
    if (!isLang(lang)) throw notFound();
    const raw = String(req.params.id);
    if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw badRequest("id", "must be a positive integer");
    const id = Number(raw);
    const ctx = contextOf(req);
    const event = await getEventDetail(ctx.db, id, lang, { isEditor: false, now: ctx.now() });
    if (!event) throw notFound("event not found");
    const origin = siteOrigin(req, ctx.config.publicUrl);
    const place = [event.room.name && event.room.name !== event.venue.name ? `${event.venue.name} – ${event.room.name}` : event.venue.name];
    const address = event.venue_address;
    const street = [address.street, [address.postal_code, address.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
    const body = buildICalendar({
      uid: `event-${event.id}@${new URL(origin).hostname}`,
      stamp: ctx.now(),
      start: new Date(event.date_start),
      end: event.date_end ? new Date(event.date_end) : event.duration_minutes ? new Date(new Date(event.date_start).getTime() + event.duration_minutes * 60_000) : null,
      summary: event.title,
      location: [...place, street].filter(Boolean).join(", "),
      description: [event.subline, htmlToText(event.teaser || event.description)].filter(Boolean).join("\n\n"),
      url: `${origin}${event.url}`,
      cancelled: event.status === "cancelled",
      producer: ctx.config.siteName,
    });
    const filename = `${event.slugs.de || "event"}-${event.id}.ics`.replace(/[^\w.-]/g, "-");
    res
      .status(200)
      .set("Content-Type", "text/calendar; charset=utf-8")
      .set("Content-Disposition", `attachment; filename="${filename}"`)
      .send(body);
  };
}
