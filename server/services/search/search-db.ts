// What the search services need from a database handle: raw SQL. Both the pool (`Db`) and an open
// transaction (the seed's `tx`) qualify.
import type { Db } from "../../db/client.ts";

export type SearchDb = Pick<Db, "execute">;
