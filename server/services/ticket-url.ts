// Where a performance's tickets are sold: its own ticket address if the editors gave one, else the
// built-in webshop's page of its ticketing id; none without either (then it is not bookable).
import { webshopEventPath } from "../../src/lib/webshop-urls.ts";

export function ticketUrlOf(event: { ticketUrl: string | null; idJet: number | null }): string | null {
  if (event.ticketUrl) return event.ticketUrl;
  return event.idJet ? webshopEventPath(event.idJet) : null;
}
