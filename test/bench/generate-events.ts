// 10,000 extra performances for the benchmark, written by PostgreSQL itself: spread over the online
// productions, every room and a year of evenings (a month of them already past), each with two
// seat groups (full price and one discount) and every fifth one with an event tag.
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { TIME_ZONE } from "../../shared/lib/berlin-time.ts";

export async function generateEvents(db: Db, count: number, now: Date): Promise<void> {
  const zone = sql.raw(`'${TIME_ZONE}'`);
  await db.execute(sql`
    insert into events (production_id, room_id, date_start, event_type_new, id_jet, is_online)
    select p.ids[1 + g % array_length(p.ids, 1)],
           r.ids[1 + (g / 7) % array_length(r.ids, 1)],
           (date_trunc('day', ${now}::timestamptz at time zone ${zone}) + make_interval(days => g % 365 - 30)
             + (array['11:00', '15:00', '18:00', '19:30', '20:00'])[1 + g % 5]::interval) at time zone ${zone},
           (array['', '', '', 'premiere', 'revival', 'last-performance'])[1 + g % 6],
           900000 + g,
           g % 50 <> 0
    from generate_series(1, ${count}) as g,
         (select array_agg(id order by id) as ids from productions where is_online) as p,
         (select array_agg(id order by id) as ids from rooms) as r`);
  const generated = sql`(select id from events where id_jet > 900000)`;
  await db.execute(sql`
    insert into seat_groups (event_id, name, status, capacity, sold, position)
    select e.id, g.name, '1', 200, (e.id * 37) % 200, g.position
    from ${generated} as e,
         (values ('{"de": "Parkett", "en": "Stalls"}'::jsonb, 0), ('{"de": "1. Rang", "en": "Dress circle"}'::jsonb, 1)) as g(name, position)`);
  await db.execute(sql`
    insert into prices (seat_group_id, text, sale_type_id, amount_cents, is_full_price, has_discounts, position)
    select s.id, t.text, t.sale_type_id, t.amount - 500 * s.position, t.is_full, t.is_full, t.position
    from seat_groups s join ${generated} as e on e.id = s.event_id,
         (values ('{"de": "Vollpreis", "en": "Full price"}'::jsonb, 1, 4500, true, 0),
                 ('{"de": "Ermäßigt", "en": "Reduced"}'::jsonb, 2, 2200, false, 1)) as t(text, sale_type_id, amount, is_full, position)`);
  await db.execute(sql`
    insert into event_tags (event_id, tag_id)
    select e.id, t.ids[1 + e.id % array_length(t.ids, 1)]
    from ${generated} as e, (select array_agg(id order by id) as ids from tags where scope = 'event') as t
    where e.id % 5 = 0`);
}
