// The fuzz tests' shared harness (issue 14 "No 500 from any input"): a test app with limits high
// enough that fuzzed calls reach their handlers, fresh staff sessions, a sender with a signed CSRF
// token, and real values (stored items, a page's sections, a form's fields) whose leaves are fuzzed
// too. Each fuzz file (fuzz-*.test.ts) calls fuzzApp() once; deterministic: the seed is FUZZ_SEED.
import assert from "node:assert/strict";
import { before, test, type TestContext } from "node:test";
import type { AnyEndpoint } from "../../shared/api/endpoint.ts";
import { can } from "../../shared/policies.ts";
import type { AdminItem, AdminList, AdminSettings } from "../../shared/api/contract/admin.ts";
import type { PageData } from "../../shared/api/types.ts";
import type { FormDefinition } from "../../shared/api/content-types.ts";
import { adminResources } from "../../src/admin/resources/index.ts";
import { signedTokenFor } from "./csrf-token.ts";
import { sharedTestApp, type TestApp } from "./test-app.ts";
import { sessionCookie } from "./editor-session.ts";
import { eventWithDiscount } from "./bookable-event.ts";
import { describeReport, emptyReport, sendAll, sender, type FuzzReport, type FuzzRequest, type Sender, type Who } from "./fuzz-requests.ts";

export const SEED = Number(process.env.FUZZ_SEED ?? 14);
export const CONCURRENCY = 4;
/** FUZZ_VERBOSE=1 lists every failure, not five per endpoint. */
export const VERBOSE = !!process.env.FUZZ_VERBOSE;

/** Field values that reach a handler's work rather than its first check, per endpoint (or for every endpoint under "*"). */
export type KnownValues = Record<string, Record<string, unknown>>;

/** A real value whose leaves are fuzzed too, by `who` when the endpoint's caller would be refused. */
export interface FuzzSample {
  endpoint: string;
  input: Record<string, unknown>;
  field: string;
  limit: number;
  who?: Who;
}

export interface FuzzApp {
  app: TestApp;
  /** The sender (set before the tests run). */
  send(): Sender;
  /** A token the app signed (set before the tests run). */
  csrf(): string;
  /** Fresh sessions: a fuzzed call may end one (a password change, a logout). */
  renewSessions(): Promise<void>;
  known: KnownValues;
  samples: FuzzSample[];
  /** Sends the requests and reports them as a diagnostic of the test. */
  runAndReport(t: TestContext, title: string, requests: FuzzRequest[], report?: FuzzReport): Promise<FuzzReport>;
}

/** The role that passes the endpoint's policy: a visitor where anyone may call, else the least role that may. */
export function callerOf(endpoint: AnyEndpoint): Who {
  if (!endpoint.access) return "visitor";
  return can({ role: "editor" }, endpoint.access) ? "editor" : "admin";
}

export const failureList = (report: FuzzReport) => report.failures.map(({ request, why }) => `${why}: ${request.method} ${request.path.slice(0, 100)} (${request.label.slice(0, 60)})`);

/** The harness of one fuzz file; registers its setup and, last, a check that the server still answers. */
export function fuzzApp(options: { samples?: boolean } = {}): FuzzApp {
  // Limits high enough that the fuzzed calls reach their handlers instead of a 429.
  const many = 1_000_000;
  const app = sharedTestApp({ config: { shopCartLimit: many, searchLimit: many, autocompleteLimit: many, formEntryLimit: many, uploadLimit: many, errorReportLimit: many } });
  const cookies: Record<Exclude<Who, "visitor">, string> = { editor: "", admin: "" };
  let send: Sender | undefined;
  let CSRF = "";
  const known: KnownValues = {
    "*": { lang: "de", resource: "productions", query: "Faust", date: "01-06-2026", target: "page:1", slug: "fuzz-container", content_type: "page", password: "fuzz-password-123", email: "editor@example.org", values: {}, field_values: {}, sections: [], path: "abonnements" },
    adminList: { sort: "-title", of: "season:1" },
  };
  const samples: FuzzSample[] = [];
  const renewSessions = async () => {
    for (const role of ["editor", "admin"] as const) cookies[role] = await sessionCookie(app.db, role);
  };
  const sending = () => {
    if (!send) throw new Error("the fuzz harness is not set up yet");
    return send;
  };

  before(async () => {
    await app.ready;
    CSRF = await signedTokenFor(app.db);
    await renewSessions();
    const sent = sender(app.url, {
      concurrency: CONCURRENCY,
      csrfToken: CSRF,
      cookieOf: (who) => [who === "visitor" ? "" : cookies[who], `csrftoken=${CSRF}`].filter(Boolean).join("; "),
    });
    send = sent;
    const get = async <T>(path: string, who: Who = "admin"): Promise<T> => {
      const answer = await sent.send({ label: "sample", group: "sample", method: "GET", path, who });
      assert.equal(answer.status, 200, `${path}: ${answer.body.slice(0, 200)}`);
      return JSON.parse(answer.body) as T;
    };
    const [admin] = (await app.database.pool.query<{ id: number }>("select id from users where role = 'admin' order by id limit 1")).rows;
    const [form] = (await app.database.pool.query<{ id: number }>("select form_id as id from form_fields group by form_id order by form_id limit 1")).rows;
    const { event, group } = await eventWithDiscount(app.getJson);
    const home = await get<PageData>("/de/pageeditor-api/page/", "editor");
    const [container] = (await app.database.pool.query<{ slug: string }>("select slug from containers order by id limit 1")).rows;
    Object.assign(known, {
      adminAccountPassword: { id: admin.id },
      shopCartAdd: { event_jet_id: event.id_jet, seat_group: group.id, sale_type_ids: [group.prices[0].sale_type_id], quantities: [1] },
      shopCartRemove: { hold_id: 1 },
      // checkout (issue 23)
      shopCheckout: { hold_ids: [1], idempotency_key: "k".repeat(32) },
      submitFormEntry: { form: form.id },
      form: { id: form.id },
      savePageContent: { id: home.id, base_version: home.head_version?.id ?? null, sections: home.modules },
      setClipboard: { kind: "section", item: home.modules[0] ?? {} },
      eventByJetId: { id_jet: event.id_jet },
      container: { slug: container.slug },
      saveContainer: { slug: container.slug },
    });
    // Only the API's fuzzing mutates real values (each a few requests to read).
    if (!options.samples) return;
    const definition = await get<FormDefinition>(`/de/api/forms/${form.id}/`, "visitor");
    const fieldValues = Object.fromEntries(definition.fields.map((field) => [field.slug, field.choices[0] ?? "fuzz@example.org"]));
    samples.push({ endpoint: "submitFormEntry", input: { lang: "de", form: form.id, field_values: fieldValues }, field: "field_values", limit: 30 });
    samples.push({ endpoint: "savePageContent", input: { lang: "de", ...known.savePageContent }, field: "sections", limit: 30 });
    samples.push({ endpoint: "setClipboard", input: { lang: "de", ...known.setClipboard }, field: "item", limit: 10 });
    const settings = await get<AdminSettings>("/de/admin-api/settings/");
    samples.push({ endpoint: "adminSettingsUpdate", input: { lang: "de", values: settings.values }, field: "values", limit: 20 });
    for (const resource of adminResources) {
      const list = await get<AdminList>(`/de/admin-api/content/${resource.name}/`);
      if (!list.results.length) continue;
      const item = await get<AdminItem>(`/de/admin-api/content/${resource.name}/${list.results[0].id}/`);
      // As admin: some types and fields (accounts, raw HTML) are the admin's alone.
      samples.push({ endpoint: "adminUpdate", input: { lang: "de", resource: resource.name, id: item.id, values: item.values }, field: "values", limit: 4, who: "admin" });
      samples.push({ endpoint: "adminCreate", input: { lang: "de", resource: resource.name, values: item.values }, field: "values", limit: 2, who: "admin" });
    }
  });

  return {
    app,
    send: sending,
    csrf: () => CSRF,
    renewSessions,
    known,
    samples,
    async runAndReport(t, title, requests, report = emptyReport()) {
      const started = Date.now();
      await sendAll(requests, sending(), CONCURRENCY, report);
      t.diagnostic(`${describeReport(title, report, VERBOSE)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      return report;
    },
  };
}

/** The file's last test: the server still answers; the errors it logged though it answered are listed (worth a look, no failure by themselves). */
export function testServerStillAnswers(fuzz: FuzzApp): void {
  test("the server still answers after the fuzzing", async (t) => {
    const answer = await fuzz.send().send({ label: "health", group: "health", method: "GET", path: "/healthz", who: "visitor" });
    assert.equal(answer.status, 200);
    fuzz.send().close();
    const errors = fuzz.app.logs.filter((line) => Number(line.level) >= 50);
    const messages = new Map<string, number>();
    for (const line of errors) {
      const key = `${String(line.msg)}: ${String((line.err as { message?: string } | undefined)?.message ?? "").slice(0, 160)}`;
      messages.set(key, (messages.get(key) ?? 0) + 1);
    }
    t.diagnostic(`server errors logged: ${errors.length}${[...messages].map(([message, count]) => `\n  ${count} × ${message}`).join("")}`);
  });
}
