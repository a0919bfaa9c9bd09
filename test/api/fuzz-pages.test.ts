// Issue 14 "No 500 from any input": the issue's own cases, then hostile page paths, query strings, form
// posts and request lines in absolute form on every route. Any answer of 500 or more, no answer, or a stack trace in
// an answer fails. The harness and the other fuzz files: test/helpers/fuzz-app.ts, fuzz-*.test.ts.
import assert from "node:assert/strict";
import { test } from "node:test";
import { failureList, fuzzApp, testServerStillAnswers } from "../helpers/fuzz-app.ts";
import { deepJson } from "../helpers/fuzz-inputs.ts";
import { absoluteFormRequests, formPostRequests, pageRequests } from "../helpers/fuzz-page-requests.ts";
import type { Who } from "../helpers/fuzz-requests.ts";

const fuzz = fuzzApp();

test("the issue's cases are 400s that name the field and the reason", async () => {
  const answer = async (method: string, path: string, body?: string, who: Who = "visitor") => {
    const { status, body: text } = await fuzz.send().send({ label: "case", group: "case", method, path, who, body });
    return { status, body: JSON.parse(text) as Record<string, unknown> };
  };
  assert.deepEqual(await answer("GET", "/de/api/events/2147483648/"), { status: 400, body: { error: "invalid_input", field: "id", reason: "must be at most 2147483647, got 2147483648" } });
  assert.deepEqual(await answer("GET", "/api/calendar/?room=2147483648"), { status: 400, body: { error: "invalid_input", field: "room", reason: "must be at most 2147483647, got 2147483648" } });
  assert.deepEqual(await answer("GET", "/de/api/events/?page=9223372036854775808"), { status: 400, body: { error: "invalid_input", field: "page", reason: "must be at most 2147483647, got 9223372036854776000" } });
  assert.deepEqual(await answer("GET", "/de/pageeditor-api/page/%00"), { status: 400, body: { error: "invalid_input", field: "path", reason: "must not contain the NUL character" } });
  assert.deepEqual(await answer("GET", "/de/api/search/?query=a%00b"), { status: 400, body: { error: "invalid_input", field: "query", reason: "must not contain the NUL character" } });
  assert.deepEqual(await answer("POST", "/api/dashboard-error-log/", JSON.stringify({ url: "/de/x\u0000" })), { status: 400, body: { error: "invalid_input", field: "url", reason: "must not contain the NUL character" } });
  assert.deepEqual(await answer("PATCH", "/de/admin-api/media/1/", JSON.stringify({ credit: "x\ud800" }), "editor"), { status: 400, body: { error: "invalid_input", field: "credit", reason: "must be valid Unicode text (it contains half of a character)" } });
  assert.deepEqual(await answer("POST", "/de/api/user-login/", deepJson(5000).text), { status: 400, body: { error: "invalid_input", field: "body", reason: "must not nest lists and objects deeper than 64 levels" } });
  const cart = await answer("POST", "/de/api/shop-cart/", JSON.stringify({ quantities: null, event_jet_id: 1, sale_type_ids: [1] }));
  assert.equal(cart.status, 400);
  assert.deepEqual([cart.body.field, cart.body.reason], ["quantities", "must be an array value"]);
  assert.deepEqual(await answer("GET", "/de/api/events/%E0%A4%A/"), { status: 400, body: { error: "invalid_input", field: "path", reason: "has broken percent-encoding" } });
  // An optional field out of range while the required ones are missing (issue 22).
  for (const body of [{ seat_group: -1 }, { block_id: 0 }, { block_id: 2147483648 }]) {
    const refused = await answer("POST", "/de/api/shop-cart/", JSON.stringify(body));
    assert.equal(refused.status, 400, JSON.stringify(body));
    assert.deepEqual([refused.body.response_code, refused.body.field, refused.body.reason], [-100, "quantities", "is required"], JSON.stringify(body));
  }
  // A request line in absolute form: the site's own host serves the page, a foreign one is refused as a Host is.
  const absolute = async (target: string) => (await fuzz.send().send({ label: "case", group: "case", method: "GET", path: target, who: "visitor" })).status;
  assert.equal(await absolute(`${fuzz.app.url}/de/spielplan`), 200);
  assert.equal(await absolute("http://evil.example/de"), 400);
  // Pages: an address that names nothing readable is not found.
  for (const path of ["/de/%00", "/de/%E0%A4%A", "/de/spielplan/x/%ED%A0%80", "/en/productions/%FF/1"]) {
    const page = await fuzz.send().send({ label: "case", group: "case", method: "GET", path, who: "visitor" });
    assert.equal(page.status, 404, path);
  }
});


test("pages: hostile paths, query strings and form posts answer 4xx, never 500 or a stack trace", async (t) => {
  const report = await fuzz.runAndReport(t, "pages", [...pageRequests(), ...formPostRequests(fuzz.app.url), ...absoluteFormRequests(fuzz.app.url)]);
  assert.deepEqual(failureList(report), []);
});

testServerStillAnswers(fuzz);
