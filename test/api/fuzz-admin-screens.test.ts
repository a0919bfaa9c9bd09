// Issue 14 "No 500 from any input": every admin screen read and posted as visitor, editor and admin
// (those without the right change no row), and odd cookies, tokens and forwarding headers on every
// kind of endpoint and page. Any answer of 500 or more, no answer, or a stack trace in
// an answer fails. The harness and the other fuzz files: test/helpers/fuzz-app.ts, fuzz-*.test.ts.
import assert from "node:assert/strict";
import { test } from "node:test";
import { endpoints } from "../../shared/api/contract/index.ts";
import type { AnyEndpoint } from "../../shared/api/endpoint.ts";
import { can, type Ability } from "../../shared/policies.ts";
import type { AdminList } from "../../shared/api/contract/admin.ts";
import { adminResources } from "../../src/admin/resources/index.ts";
import { callerOf, failureList, fuzzApp, testServerStillAnswers } from "../helpers/fuzz-app.ts";
import { endpointRequest, headerCases } from "../helpers/fuzz-endpoint-requests.ts";
import { validObjectOf } from "../helpers/fuzz-inputs.ts";
import { emptyReport, recordAnswer, type FuzzRequest, type Who } from "../helpers/fuzz-requests.ts";

const fuzz = fuzzApp();

/** A form body as the admin's form would post `values` (form-values.ts reads it back). */
function adminFormBody(values: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === true) form.append(name, "on");
    else if (Array.isArray(value)) for (const id of value) form.append(`${name}.${String(id)}`, "on");
    else if (value && typeof value === "object")
      for (const [lang, text] of Object.entries(value)) form.append(`${name}.${lang}`, Array.isArray(text) ? text.join("\n") : String(text ?? ""));
    else if (value !== false) form.append(name, value === null || value === undefined ? "" : String(value));
  }
  return form.toString();
}

/** Values the admin-only forms would take (their defaults would not), so a refused post is refused for the role alone. */
const validAdminValues: Record<string, Record<string, unknown>> = {
  redirects: { old_path: "/de/fuzz-alt", new_path: "/de/spielplan" },
  accounts: { email: "fuzz.konto@kulisse.example", username: "fuzz-konto", first_name: "Fuzz" },
  "menu-items": { title: { de: "Fuzz", en: "Fuzz" }, url: { de: "/spielplan", en: "/calendar" } },
};

/** Every table's rows as one digest, but for what reading a page may change (sessions, call limits, logs of errors and searches). */
async function databaseDigest(): Promise<Record<string, string>> {
  const volatile = ["sessions", "rate_limits", "error_log", "editor_presence", "search_queries", "search_query_days", "server_secrets"];
  const tables = (await fuzz.app.database.pool.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'")).rows.map((row) => row.name);
  const digest: Record<string, string> = {};
  for (const table of tables.filter((name) => !volatile.includes(name) && !name.startsWith("__drizzle")))
    digest[table] = (await fuzz.app.database.pool.query<{ md5: string }>(`select md5(coalesce(string_agg(md5(t::text), ',' order by md5(t::text)), '')) as md5 from "${table}" t`)).rows[0].md5;
  return digest;
}

test("admin screens: every form, read and posted as visitor, editor and admin, answers without 500; an admin's screen is 403 for an editor, with nothing written", async (t) => {
  await fuzz.renewSessions();
  // `post`: the form's body; `onlyRefused`: posted only by those without the right (a delete would take the item other tests read).
  const screens: { path: string; ability: Ability; post?: string; onlyRefused?: boolean }[] = [
    { path: "/admin/", ability: "editContent" },
    { path: "/admin/media", ability: "editContent" },
    { path: "/admin/settings", ability: "changeSettings", post: "" },
    // The same screen as React Router matches it: in any case, percent-encoded.
    { path: "/ADMIN/Settings", ability: "changeSettings" },
    { path: "/%61dmin/settings", ability: "changeSettings" },
  ];
  const [account] = (await fuzz.app.database.pool.query<{ id: number }>("select id from users where role = 'editor' order by id limit 1")).rows;
  screens.push({ path: `/admin/accounts/${account.id}/password`, ability: "manageAccounts", post: "password=ein+sehr+langes+Passwort&repeat=ein+sehr+langes+Passwort" });
  screens[2].post = adminFormBody({ is_site_online: true, is_shop_online: true, error_pages: "" });
  const [media] = (await fuzz.app.database.pool.query<{ id: number }>("select id from images order by id limit 1")).rows;
  if (media) screens.push({ path: `/admin/media/${media.id}`, ability: "editContent", post: "alt.de=Fuzz&alt.en=Fuzz" });
  const [form] = (await fuzz.app.database.pool.query<{ id: number }>("select form_id as id from form_entries order by id limit 1")).rows;
  if (form) screens.push({ path: `/admin/forms/${form.id}/entries`, ability: "editContent" });
  for (const resource of adminResources) {
    const list = JSON.parse((await fuzz.send().send({ label: "sample", group: "sample", method: "GET", path: `/de/admin-api/content/${resource.name}/`, who: "admin" })).body) as AdminList;
    const post = adminFormBody({ ...resource.defaults, ...validAdminValues[resource.name] });
    screens.push({ path: `/admin/${resource.name}/`, ability: resource.ability }, { path: `/admin/${resource.name}/new`, ability: resource.ability, post });
    const id = list.results[0]?.id;
    if (id) screens.push({ path: `/admin/${resource.name}/${id}`, ability: resource.ability, post }, { path: `/admin/${resource.name}/${id}/delete`, ability: resource.ability, post: "", onlyRefused: true });
  }
  const requestsOf = (who: Who, wanted: (screen: (typeof screens)[number]) => boolean): FuzzRequest[] =>
    screens.filter(wanted).flatMap(({ path, post, onlyRefused, ability }) => [
      { label: `GET as ${who}`, group: `admin screen ${path.split("/")[2] || "home"}`, method: "GET", path, who },
      ...(post === undefined || (onlyRefused && may(who, ability))
        ? []
        : [{ label: `POST as ${who}`, group: `admin screen ${path.split("/")[2] || "home"}`, method: "POST", path: `${path}?lang=de`, who, body: post, headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: fuzz.app.url } }]),
    ]);
  const may = (who: Who, ability: Ability) => can(who === "visitor" ? null : { role: who }, ability);
  const mayNot = (who: Who) => (screen: (typeof screens)[number]) => !may(who, screen.ability);

  // Those without the right first: nothing they send may change a row.
  const before = await databaseDigest();
  const refused = [...requestsOf("visitor", mayNot("visitor")), ...requestsOf("editor", mayNot("editor"))];
  const report = emptyReport();
  const wrongAnswers: string[] = [];
  for (const request of refused) {
    const answer = await fuzz.send().send(request);
    recordAnswer(report, request, answer);
    // A visitor is sent to the login; an editor gets the 403 page that says it is about rights.
    const expected = request.who !== "visitor" ? 403 : request.method === "POST" ? 303 : 302;
    if (answer.status !== expected) wrongAnswers.push(`${request.method} ${request.path} as ${request.who}: ${answer.status}, not ${expected}`);
    else if (expected === 403 && !answer.body.includes("Dafür fehlen Ihnen die Rechte")) wrongAnswers.push(`${request.method} ${request.path}: the 403 page does not say it is about rights`);
  }
  const changed = Object.entries(await databaseDigest()).filter(([table, digest]) => before[table] !== digest).map(([table]) => `changed by a refused post: ${table}`);
  // Then the screens each role may open and post to, the admin's last (they change things).
  const allowed = [...requestsOf("editor", (screen) => !mayNot("editor")(screen)), ...requestsOf("admin", () => true)];
  await fuzz.runAndReport(t, "admin screens", allowed, report);
  // A form of a screen the user may open is never too large for the server.
  const tooLarge = [...(report.byGroup.entries())].filter(([, counts]) => counts.has(413)).map(([group]) => `413 in ${group}`);
  assert.deepEqual([...failureList(report), ...wrongAnswers, ...changed, ...tooLarge], []);
});

test("headers: odd cookies, tokens and forwarding headers answer without 500", async (t) => {
  await fuzz.renewSessions();
  const requests: FuzzRequest[] = [];
  // Headers are read before any endpoint's own work: one endpoint of each method and caller stands for the others.
  const representatives = new Map<string, [string, AnyEndpoint]>();
  for (const [name, endpoint] of Object.entries(endpoints)) if (!endpoint.file) representatives.set(`${endpoint.method} ${callerOf(endpoint)}`, representatives.get(`${endpoint.method} ${callerOf(endpoint)}`) ?? [name, endpoint]);
  for (const [name, endpoint] of representatives.values()) {
    const valid = { label: "valid", input: validObjectOf(endpoint.input, { ...fuzz.known["*"], ...fuzz.known[name] }) };
    const request = endpointRequest(name, endpoint, valid, callerOf(endpoint));
    for (const header of headerCases(fuzz.csrf())) requests.push({ ...request, label: header.label, headers: { ...request.headers, ...header.headers } });
  }
  for (const [path, who] of [["/de/", "visitor"], ["/de/spielplan", "visitor"], ["/webshop/cart", "visitor"], ["/admin/productions", "editor"]] as const)
    for (const header of headerCases(fuzz.csrf())) requests.push({ label: header.label, group: "page headers", method: "GET", path, who, headers: header.headers });
  const report = await fuzz.runAndReport(t, "headers", requests);
  assert.deepEqual(failureList(report), []);
});

testServerStillAnswers(fuzz);
