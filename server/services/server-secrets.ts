// Secrets the server makes for itself (e.g. the key that signs CSRF tokens), kept in PostgreSQL's
// server_secrets table so every process of the site uses the same one and a restart keeps it. The first
// process to ask makes it; the others read that one.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { serverSecrets } from "../db/schema.ts";

const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function readOrMake(db: Db, name: string): Promise<Buffer> {
  // Two processes starting at once both insert; "do nothing" keeps the first, and both read that.
  await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString("base64url") }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret "${name}" could not be stored`);
  return Buffer.from(row.value, "base64url");
}

/** The secret called `name` (32 random bytes), made once per database and read once per process. */
export function serverSecret(db: Db, name: string): Promise<Buffer> {
  let secrets = cache.get(db);
  if (!secrets) cache.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrMake(db, name);
    // A database that did not answer is asked again next time.
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}
