// The session fields of spec §3, with and without locale prefix.
import assert from "node:assert/strict";
import { test } from "node:test";
import { users } from "../../server/db/schema.ts";
import { createSession } from "../../server/services/sessions.ts";
import type { UserDetails } from "../../shared/api/types.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const get = app.getJson;

const keys = [
  "admin_menus",
  "email",
  "first_name",
  "has_dashboard_online_access",
  "id",
  "is_logged_in",
  "is_staff",
  "last_name",
  "logged",
  "login_url",
  "logout_url",
  "username",
  "webshop_url",
];

test("GET /api/user-details/ without prefix: anonymous, German by default, English with ?lang=en", async () => {
  const { status, body } = await get<UserDetails>("/api/user-details/");
  assert.equal(status, 200);
  assert.deepEqual(Object.keys(body).sort(), keys);
  assert.equal(body.is_logged_in, false);
  assert.equal(body.login_url, "/de/login");
  assert.equal((await get<UserDetails>("/api/user-details/?lang=en")).body.login_url, "/en/login");
  const prefixed = await get<UserDetails>("/en/api/user-details/");
  assert.deepEqual(prefixed.body, (await get<UserDetails>("/api/user-details/?lang=en")).body);
});

test("both paths name the logged-in editor", async () => {
  const [editor] = await app.db.select().from(users).limit(1);
  const cookie = `sessionid=${await createSession(app.db, editor.id, new Date())}`;
  for (const path of ["/api/user-details/?lang=en", "/en/api/user-details/"]) {
    const body = (await (await fetch(app.url + path, { headers: { Cookie: cookie } })).json()) as UserDetails;
    assert.equal(body.is_logged_in, true, path);
    assert.equal(body.email, editor.email);
    assert.equal(body.logout_url, "/en/logout");
  }
});

test("an unknown language is a 400 naming the field", async () => {
  for (const path of ["/api/user-details/?lang=jp", "/jp/api/user-details/"]) {
    const bad = await get<{ field: string }>(path);
    assert.deepEqual([bad.status, bad.body.field], [400, "lang"], path);
  }
});
