// The oversell check of the booking tests and benchmarks: seat groups and time slots holding more
// tickets (sold plus live holds, by PostgreSQL's clock) than they have seats.
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";

/** How many seat groups and time slots are oversold, and how many tickets are held live for `eventId`. */
export async function oversoldAndHeld(db: Db, eventId: number): Promise<{ oversold: number; held: number }> {
  const [check] = (await db.execute<{ oversold: number; held: number }>(sql`
    with held as (
      select seat_group_id, block_id, sum(quantity)::int as quantity from ticket_holds where expires_at > now() group by seat_group_id, block_id
    )
    select
      (select count(*)::int from seat_groups g
         where not exists (select 1 from time_slots t where t.seat_group_id = g.id)
           and g.sold + coalesce((select sum(quantity) from held h where h.seat_group_id = g.id), 0) > g.capacity)
      + (select count(*)::int from time_slots t join seat_groups g on g.id = t.seat_group_id
         where t.sold + coalesce((select sum(quantity) from held h where h.seat_group_id = g.id and h.block_id = t.block_id), 0) > g.capacity)
        as oversold,
      (select coalesce(sum(h.quantity), 0)::int from held h join seat_groups g on g.id = h.seat_group_id where g.event_id = ${eventId}) as held`)).rows;
  return check;
}
