// CSRF tokens the app signed: fetched the way a browser gets one (from an API answer's Set-Cookie),
// or signed with the app's key straight from the database.
import type { Db } from "../../server/db/client.ts";
import { signedCsrfToken } from "../../server/http/csrf.ts";
import { serverSecret } from "../../server/services/server-secrets.ts";

/** A fresh token from `GET {baseUrl}/api/csrf/`; each call is another browser's. */
export async function csrfTokenFrom(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/csrf/`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("csrftoken="));
  if (!cookie) throw new Error("the API handed out no csrftoken cookie");
  return cookie.slice("csrftoken=".length).split(";")[0]!;
}

/** A token signed with the app's own key, made without a request (for many browsers at the same moment). */
export async function signedTokenFor(db: Db): Promise<string> {
  return signedCsrfToken(await serverSecret(db, "csrf"));
}
