// API calls as a visitor, an editor, the box office or an admin, with the CSRF cookie and header (or without the
// header, to see the 403), for API tests of the editors' calls.
import { eq } from "drizzle-orm";
import { users } from "../../server/db/schema.ts";
import type { StaffRole } from "../../shared/policies.ts";
import { csrfTokenFrom } from "./csrf-token.ts";
import { sessionCookie } from "./editor-session.ts";
import type { SharedTestApp } from "./test-app.ts";

export type Who = StaffRole | null;

export interface SessionCaller {
  call<T>(who: Who, method: string, path: string, body?: unknown, options?: { csrf?: boolean }): Promise<{ status: number; body: T }>;
  /** The display name of the demo account of `role`. */
  nameOf(role: StaffRole): string;
  /** The session cookie of `role`, for requests made by hand (downloads). */
  cookieOf(role: StaffRole): Promise<string>;
}

/** Logs the demo accounts in once (call in `before`) and returns the caller. */
export async function sessionCaller(app: SharedTestApp): Promise<SessionCaller> {
  await app.ready;
  const session = { editor: await sessionCookie(app.db, "editor"), admin: await sessionCookie(app.db, "admin"), box_office: await sessionCookie(app.db, "box_office") };
  const CSRF = await csrfTokenFrom(app.url);
  const names = { editor: "", admin: "", box_office: "" };
  for (const role of ["editor", "admin", "box_office"] as const) {
    const [row] = await app.db.select().from(users).where(eq(users.role, role)).limit(1);
    names[role] = `${row.firstName} ${row.lastName}`.trim() || row.username;
  }
  return {
    async call<T>(who: Who, method: string, path: string, body?: unknown, options: { csrf?: boolean } = {}) {
      const cookies = [who ? session[who] : "", `csrftoken=${CSRF}`].filter(Boolean).join("; ");
      const headers: Record<string, string> = { Cookie: cookies, "Content-Type": "application/json" };
      if (options.csrf !== false) headers["X-CSRFToken"] = CSRF;
      const response = await fetch(app.url + path, { method, headers, body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body) });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    nameOf: (role) => names[role],
    cookieOf: async (role) => session[role],
  };
}
