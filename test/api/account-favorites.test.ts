// The account's favorites (issue 26 point 6): a signed-in visitor's list of marked performances and
// productions, read, marked and unmarked one at a time, and a device's list merged into it (once or
// twice: the same). Only a signed-in account may call (401 for nobody, with the login address);
// ids and kinds are checked at the edge (a 400 names the field); a list keeps the newest 100 of a
// kind; unknown ids are kept (the favorites page does not show them); each account sees its own.
import assert from "node:assert/strict";
import { before, describe, test } from "node:test";
import { eq } from "drizzle-orm";
import { accountFavorites, users } from "../../server/db/schema.ts";
import type { AccountFavorites } from "../../shared/api/contract/account-favorites.ts";
import { csrfTokenFrom } from "../helpers/csrf-token.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const LIST = "/de/api/account/favorites/";
let csrf: string;
let customer: string;
let editor: string;
let customerId: number;

before(async () => {
  await app.ready;
  csrf = await csrfTokenFrom(app.url);
  customer = await sessionCookie(app.db, "customer");
  editor = await sessionCookie(app.db, "editor");
  [{ id: customerId }] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, "customer")).limit(1);
});

type Answer = AccountFavorites & { error?: string; field?: string; reason?: string; login_url?: string };

async function call(session: string | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: Answer }> {
  const headers: Record<string, string> = { Cookie: [session, `csrftoken=${csrf}`].filter(Boolean).join("; "), "Content-Type": "application/json", "X-CSRFToken": csrf };
  const response = await fetch(app.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Answer };
}

const clear = () => app.db.delete(accountFavorites).where(eq(accountFavorites.userId, customerId));
const list = async (session = customer) => {
  const { status, body } = await call(session, "GET", LIST);
  assert.equal(status, 200);
  return { events: body.events, productions: body.productions };
};

describe("the account's favorites", () => {
  test("nobody signed in gets 401 with the login address on every call, and nothing is written", async () => {
    for (const [method, path, body] of [
      ["GET", LIST],
      ["PUT", `${LIST}events/3/`],
      ["DELETE", `${LIST}events/3/`],
      ["POST", `${LIST}merge/`, { events: [3] }],
    ] as const) {
      const { status, body: answer } = await call(null, method, path, body);
      assert.equal(status, 401, `${method} ${path}`);
      assert.equal(answer.error, "not_authenticated");
      assert.match(answer.login_url ?? "", /^\/de\//);
    }
    assert.equal((await app.db.select().from(accountFavorites)).length, 0);
  });

  test("marked one at a time, the newest last; marking again makes it the newest; unmarking twice is the same as once", async () => {
    await clear();
    assert.deepEqual(await list(), { events: [], productions: [] });
    assert.deepEqual((await call(customer, "PUT", `${LIST}events/7/`)).body, { events: [7], productions: [] });
    await call(customer, "PUT", `${LIST}events/5/`);
    const { status, body } = await call(customer, "PUT", `${LIST}productions/2/`);
    assert.equal(status, 200);
    assert.deepEqual(body, { events: [7, 5], productions: [2] });
    assert.deepEqual((await call(customer, "PUT", `${LIST}events/7/`)).body.events, [5, 7]);
    assert.deepEqual((await call(customer, "DELETE", `${LIST}events/5/`)).body, { events: [7], productions: [2] });
    assert.deepEqual((await call(customer, "DELETE", `${LIST}events/5/`)).body, { events: [7], productions: [2] });
    assert.deepEqual(await list(), { events: [7], productions: [2] });
  });

  test("a device's list joins the account's: the account's keep their place, sending it again changes nothing", async () => {
    await clear();
    await call(customer, "PUT", `${LIST}events/9/`);
    const device = { events: [4, 9], productions: [1] };
    const first = await call(customer, "POST", `${LIST}merge/`, device);
    assert.equal(first.status, 200);
    assert.deepEqual(first.body, { events: [9, 4], productions: [1] });
    assert.deepEqual((await call(customer, "POST", `${LIST}merge/`, device)).body, first.body);
    assert.deepEqual((await call(customer, "POST", `${LIST}merge/`, {})).body, first.body, "an empty device list changes nothing");
    assert.deepEqual(await list(), first.body);
  });

  test("ids nobody knows are kept (the favorites page leaves them out), and each account has its own list", async () => {
    await clear();
    await call(customer, "PUT", `${LIST}productions/2147483647/`);
    assert.deepEqual((await list()).productions, [2147483647]);
    assert.deepEqual(await list(editor), { events: [], productions: [] }, "a staff account has a list of its own");
    await call(editor, "PUT", `${LIST}events/3/`);
    assert.deepEqual((await list()).events, []);
  });

  test("bad kinds, ids and lists are refused with the field and the reason, and nothing changes", async () => {
    await clear();
    const refused = [
      ["PUT", `${LIST}concerts/3/`, undefined, "kind"],
      ["PUT", `${LIST}events/0/`, undefined, "id"],
      ["DELETE", `${LIST}events/abc/`, undefined, "id"],
      ["PUT", `${LIST}events/2147483648/`, undefined, "id"],
      ["POST", `${LIST}merge/`, { events: [1, -2] }, "events"],
      ["POST", `${LIST}merge/`, { productions: "1,2" }, "productions"],
      ["POST", `${LIST}merge/`, { events: Array.from({ length: 101 }, (_, i) => i + 1) }, "events"],
    ] as const;
    for (const [method, path, body, field] of refused) {
      const answer = await call(customer, method, path, body);
      assert.equal(answer.status, 400, `${method} ${path} ${JSON.stringify(body)}`);
      assert.equal(answer.body.field?.split(".")[0]?.split("[")[0], field, JSON.stringify(answer.body));
      assert.ok(answer.body.reason);
    }
    assert.deepEqual(await list(), { events: [], productions: [] });
  });

  test("a list keeps the newest 100 of a kind: the oldest goes when another is marked or merged", async () => {
    await clear();
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    assert.deepEqual((await call(customer, "POST", `${LIST}merge/`, { events: hundred })).body.events, hundred);
    const afterMark = (await call(customer, "PUT", `${LIST}events/500/`)).body.events;
    assert.equal(afterMark.length, 100);
    assert.equal(afterMark.at(-1), 500, "the newest is kept");
    assert.ok(!afterMark.includes(1), "the oldest went");
    const merged = (await call(customer, "POST", `${LIST}merge/`, { events: [600, 601], productions: [8] })).body;
    assert.equal(merged.events.length, 100);
    assert.deepEqual(merged.events.slice(-2), [600, 601]);
    assert.deepEqual(merged.productions, [8], "each kind has its own limit");
  });
});
