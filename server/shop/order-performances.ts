// Which performances orders are for: per order and performance, its title and start and how many
// tickets, by date. The staff's order list and the user area's both summarise orders with it.
import { asc, count, eq, inArray } from "drizzle-orm";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import type { Db } from "../db/client.ts";
import { events, orderTickets, productions } from "../db/schema.ts";

export interface OrderPerformance {
  orderId: number;
  /** The performance's own title, else its production's, in `lang`. */
  title: string;
  dateStart: Date;
  tickets: number;
}

export async function orderPerformances(db: Db, orderIds: number[], lang: Lang): Promise<OrderPerformance[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ orderId: orderTickets.orderId, eventTitle: events.title, productionTitle: productions.title, dateStart: events.dateStart, tickets: count() })
    .from(orderTickets)
    .innerJoin(events, eq(events.id, orderTickets.eventId))
    .innerJoin(productions, eq(productions.id, events.productionId))
    .where(inArray(orderTickets.orderId, orderIds))
    .groupBy(orderTickets.orderId, events.id, productions.id)
    .orderBy(asc(events.dateStart));
  return rows.map((row) => ({ orderId: row.orderId, title: row.eventTitle ? pick(row.eventTitle, lang) : pick(row.productionTitle, lang), dateStart: row.dateStart, tickets: row.tickets }));
}
