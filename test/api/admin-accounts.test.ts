// The admins' part of the backend admin: least privilege for every admin-only write (visitors 401,
// editors 403 with nothing written, admins without the CSRF header 403), accounts (create, change,
// deactivate with its sessions ended, password, no self-lockout, unique e-mail, no delete), the site
// settings (the switches take effect on the next request, raw HTML kept as written, logged),
// navigation (no cycles) and opening hours (the badge's data changes at once).
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { and, count, eq, sql } from "drizzle-orm";
import { activityLog, menuItems, sessions, siteSettings, users } from "../../server/db/schema.ts";
import { createLogger } from "../../server/logger.ts";
import { encodeChange, listenForCacheChanges } from "../../server/services/cache-notifications.ts";
import { createSession } from "../../server/services/sessions.ts";
import { getSiteSettings } from "../../server/services/site-settings.ts";
import { SESSION_COOKIE } from "../../shared/api/contract/session.ts";
import type { AdminFailure, AdminItem, AdminSettings } from "../../shared/api/contract/admin.ts";
import type { Navigation, OpeningHoursToday } from "../../shared/api/types.ts";
import { berlinWeekday } from "../../shared/lib/berlin-time.ts";
import { csrfTokenFrom } from "../helpers/csrf-token.ts";
import { sessionCaller, type SessionCaller, type Who } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let caller: SessionCaller;
let original: AdminSettings["values"];
before(async () => {
  caller = await sessionCaller(app);
  original = (await call<AdminSettings>("admin", "GET", "/de/admin-api/settings/")).body.values;
});
const call = <T,>(who: Who, method: string, path: string, body?: unknown, options: { csrf?: boolean } = {}) => caller.call<T>(who, method, path, body, options);

type Invalid = { error: string; field: string; reason: string; failures?: AdminFailure[] };

let serial = 0;
const accountValues = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return { email: `konto${serial}-${Date.now()}@kulisse.example`, username: `konto${serial}-${Date.now()}`, first_name: "Kim", last_name: `Probe ${serial}`, role: "editor", is_active: true, ...overrides };
};

const adminId = async () => (await app.db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1))[0].id;
const countOf = async (table: typeof users | typeof activityLog) => (await app.db.select({ n: count() }).from(table))[0].n;

/** Every admin-only write, with a body that would be accepted. */
async function adminOnlyWrites(): Promise<{ name: string; method: string; path: string; body: unknown }[]> {
  const [target] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, "editor")).limit(1);
  return [
    { name: "settings", method: "PUT", path: "/de/admin-api/settings/", body: { values: { ...original, is_shop_online: false } } },
    { name: "account create", method: "POST", path: "/de/admin-api/content/accounts/", body: { values: accountValues() } },
    { name: "account update", method: "PUT", path: `/de/admin-api/content/accounts/${target.id}/`, body: { values: accountValues({ role: "admin" }) } },
    { name: "account deactivate", method: "PUT", path: `/de/admin-api/content/accounts/${target.id}/`, body: { values: accountValues({ is_active: false }) } },
    { name: "account password", method: "POST", path: `/de/admin-api/accounts/${target.id}/password/`, body: { password: "ein sehr langes Passwort" } },
    { name: "redirect create", method: "POST", path: "/de/admin-api/content/redirects/", body: { values: { old_path: "/de/nie-da", new_path: "/de/spielplan" } } },
    { name: "menu item create", method: "POST", path: "/de/admin-api/content/menu-items/", body: { values: { title: { de: "Nie", en: "" }, url: { de: "nie", en: "" }, menu: "primary", parent: null, has_tab_navigation: false, position: 0 } } },
  ];
}

test("every admin-only write is 401 for visitors, 403 for editors (nothing written) and 403 for admins without the CSRF header", async () => {
  const [settingsBefore] = await app.db.select().from(siteSettings);
  const accountsBefore = await countOf(users);
  const logBefore = await countOf(activityLog);
  const [editor] = await app.db.select().from(users).where(eq(users.role, "editor")).limit(1);
  for (const write of await adminOnlyWrites()) {
    assert.equal((await call(null, write.method, write.path, write.body)).status, 401, `visitor: ${write.name}`);
    const byEditor = await call<{ error: string }>("editor", write.method, write.path, write.body);
    assert.equal(byEditor.status, 403, `editor: ${write.name} ${JSON.stringify(byEditor.body)}`);
    assert.equal((await call("admin", write.method, write.path, write.body, { csrf: false })).status, 403, `admin without CSRF: ${write.name}`);
  }
  const [settingsAfter] = await app.db.select().from(siteSettings);
  assert.deepEqual(settingsAfter, settingsBefore);
  assert.equal(await countOf(users), accountsBefore);
  assert.equal(await countOf(activityLog), logBefore);
  const [editorAfter] = await app.db.select().from(users).where(eq(users.id, editor.id));
  assert.deepEqual(editorAfter, editor, "the editor's own account is unchanged");
  // Reading is theirs alone too.
  for (const path of ["/de/admin-api/settings/", "/de/admin-api/content/accounts/", "/de/admin-api/content/menu-items/"]) {
    assert.equal((await call("editor", "GET", path)).status, 403, path);
  }
});

test("an editor who types the address of the settings, accounts or navigation gets 403, and the admin's menu does not offer them", async () => {
  for (const path of ["/admin/settings", "/admin/accounts/", "/admin/menu-items/", "/admin/accounts/1/password"]) {
    const { status } = await fetchAs("editor", path);
    assert.equal(status, 403, path);
  }
  const editorHome = (await fetchAs("editor", "/admin/")).body;
  assert.doesNotMatch(editorHome, /href="\/admin\/(settings|accounts\/|menu-items\/|redirects\/)"/);
  assert.match(editorHome, /href="\/admin\/opening-hours\/"/, "opening hours are editors' work");
  const adminHome = (await fetchAs("admin", "/admin/")).body;
  for (const path of ["/admin/settings", "/admin/accounts/", "/admin/menu-items/"]) assert.match(adminHome, new RegExp(`href="${path}"`), path);
});

async function fetchAs(who: "editor" | "admin", path: string): Promise<{ status: number; body: string }> {
  const [user] = await app.db.select().from(users).where(eq(users.role, who)).limit(1);
  const cookie = `${SESSION_COOKIE}=${await createSession(app.db, user.id, new Date())}`;
  const response = await fetch(app.url + path, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, body: await response.text() };
}

test("an admin creates an account, sets its password, and the account logs in; no answer or log holds a password", async () => {
  const values = accountValues({ email: `Neu.Konto.${Date.now()}@Kulisse.example` });
  const created = await call<AdminItem>("admin", "POST", "/de/admin-api/content/accounts/", { values });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.deepEqual(Object.keys(created.body.values).sort(), ["email", "first_name", "is_active", "last_name", "role", "username"]);
  assert.doesNotMatch(JSON.stringify(created.body), /password|hash/i);

  const login = (password: string) =>
    fetch(`${app.url}/de/login`, { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url }, body: new URLSearchParams({ email: values.email as string, password }).toString() });
  const short = await call<Invalid>("admin", "POST", `/de/admin-api/accounts/${created.body.id}/password/`, { password: "zu kurz" });
  assert.equal(short.status, 400);
  assert.equal(short.body.field, "password");
  assert.match(short.body.reason, /at least 12 characters/);
  const password = "Bühnennebel über Lindenau";
  const set = await call<unknown>("admin", "POST", `/de/admin-api/accounts/${created.body.id}/password/`, { password });
  assert.equal(set.status, 200);
  assert.deepEqual(set.body, { changed: true });
  const response = await login(password);
  assert.equal(response.status, 303);
  assert.match(response.headers.get("set-cookie") ?? "", /^sessionid=/);
  const logged = await app.db.select().from(activityLog).where(and(eq(activityLog.objectKind, "accounts"), eq(activityLog.objectId, created.body.id)));
  assert.deepEqual(logged.map((row) => row.action).sort(), ["accounts.create", "accounts.password"]);
  assert.doesNotMatch(JSON.stringify(logged), /Bühnennebel/);
  assert.ok(app.logs.length > 0);
  assert.doesNotMatch(JSON.stringify(app.logs), /Bühnennebel|zu kurz/, "no log line holds a password, accepted or refused");
});

test("e-mail is unique whatever its case: 400 at the field; accounts are never deleted", async () => {
  const first = await call<AdminItem>("admin", "POST", "/de/admin-api/content/accounts/", { values: accountValues() });
  const clash = await call<Invalid>("admin", "POST", "/de/admin-api/content/accounts/", { values: accountValues({ email: String(first.body.values.email).toUpperCase() }) });
  assert.equal(clash.status, 400);
  assert.equal(clash.body.field, "values.email");
  assert.match(clash.body.reason, /already used/);
  const bad = await call<Invalid>("admin", "POST", "/de/admin-api/content/accounts/", { values: accountValues({ email: "kein-at", role: "owner" }) });
  assert.equal(bad.status, 400);
  assert.deepEqual(bad.body.failures!.map((failure) => failure.field).sort(), ["email", "role"]);
  const sameName = await call<Invalid>("admin", "POST", "/de/admin-api/content/accounts/", { values: accountValues({ username: first.body.values.username }) });
  assert.equal(sameName.status, 400);
  assert.equal(sameName.body.field, "values.username");
  const deleted = await call<{ error: string }>("admin", "DELETE", `/de/admin-api/content/accounts/${first.body.id}/`);
  assert.equal(deleted.status, 405);
  assert.equal((await app.db.select().from(users).where(eq(users.id, first.body.id))).length, 1);
});

test("a deactivated account's sessions end at once and it cannot log in; role changes too", async () => {
  const values = accountValues();
  const created = await call<AdminItem>("admin", "POST", "/de/admin-api/content/accounts/", { values });
  const password = "Souffleur im Kasten 42";
  await call("admin", "POST", `/de/admin-api/accounts/${created.body.id}/password/`, { password });
  const token = await createSession(app.db, created.body.id, new Date());
  const details = async () => (await (await fetch(`${app.url}/de/api/user-details/`, { headers: { Cookie: `${SESSION_COOKIE}=${token}` } })).json()) as { is_logged_in: boolean };
  assert.equal((await details()).is_logged_in, true);

  const promoted = await call<AdminItem>("admin", "PUT", `/de/admin-api/content/accounts/${created.body.id}/`, { values: { ...values, role: "admin" } });
  assert.equal(promoted.status, 200);
  assert.equal(promoted.body.values.role, "admin");

  const deactivated = await call<AdminItem>("admin", "PUT", `/de/admin-api/content/accounts/${created.body.id}/`, { values: { ...values, is_active: false } });
  assert.equal(deactivated.status, 200);
  assert.equal((await app.db.select().from(sessions).where(eq(sessions.userId, created.body.id))).length, 0);
  assert.equal((await details()).is_logged_in, false);
  const login = await fetch(`${app.url}/de/login`, { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url }, body: new URLSearchParams({ email: values.email as string, password }).toString() });
  assert.equal(login.status, 303);
  assert.match(login.headers.get("location") ?? "", /error=invalid/);
});

test("a new role ends the account's sessions, so the rights come with a fresh login; other changes keep them", async (t) => {
  const values = accountValues();
  const created = await call<AdminItem>("admin", "POST", "/de/admin-api/content/accounts/", { values });
  const password = "Drehbühne in Bewegung 7";
  await call("admin", "POST", `/de/admin-api/accounts/${created.body.id}/password/`, { password });
  const details = async (token: string) => (await (await fetch(`${app.url}/de/api/user-details/`, { headers: { Cookie: `${SESSION_COOKIE}=${token}` } })).json()) as { is_logged_in: boolean };
  const token = await createSession(app.db, created.body.id, new Date());
  // Whatever happens here, no extra admin is left for the tests after this one.
  t.after(() => app.db.update(users).set({ isActive: false }).where(eq(users.id, created.body.id)));

  const renamed = await call<AdminItem>("admin", "PUT", `/de/admin-api/content/accounts/${created.body.id}/`, { values: { ...values, last_name: "Umbenannt" } });
  assert.equal(renamed.status, 200);
  assert.equal((await details(token)).is_logged_in, true, "a new name keeps the session");

  const promoted = await call<AdminItem>("admin", "PUT", `/de/admin-api/content/accounts/${created.body.id}/`, { values: { ...values, last_name: "Umbenannt", role: "admin" } });
  assert.equal(promoted.status, 200);
  assert.equal((await details(token)).is_logged_in, false, "the editor's session does not become an admin's");
  assert.equal((await app.db.select().from(sessions).where(eq(sessions.userId, created.body.id))).length, 0);

  const login = await fetch(`${app.url}/de/login`, { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url }, body: new URLSearchParams({ email: values.email as string, password }).toString() });
  assert.equal(login.status, 303);
  const fresh = /sessionid=([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1];
  assert.ok(fresh);
  const admin = await fetch(`${app.url}/de/admin-api/settings/`, { headers: { Cookie: `${SESSION_COOKIE}=${fresh}` } });
  assert.equal(admin.status, 200, "the fresh login has the new rights");

  const demoted = await call<AdminItem>("admin", "PUT", `/de/admin-api/content/accounts/${created.body.id}/`, { values: { ...values, role: "editor" } });
  assert.equal(demoted.status, 200);
  assert.equal((await details(fresh)).is_logged_in, false, "nor does an admin's session outlive the rights");
});

test("an admin cannot deactivate or demote themselves: 400 naming the field with a reason", async () => {
  const id = await adminId();
  const own = (await call<AdminItem>("admin", "GET", `/de/admin-api/content/accounts/${id}/`)).body.values;
  const off = await call<Invalid>("admin", "PUT", `/de/admin-api/content/accounts/${id}/`, { values: { ...own, is_active: false } });
  assert.equal(off.status, 400);
  assert.equal(off.body.field, "values.is_active");
  assert.match(off.body.reason, /own account/);
  const down = await call<Invalid>("admin", "PUT", `/de/admin-api/content/accounts/${id}/`, { values: { ...own, role: "editor" } });
  assert.equal(down.status, 400);
  assert.equal(down.body.field, "values.role");
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  assert.equal(row.role, "admin");
  assert.equal(row.isActive, true);
});

test("two admins taking each other's rights at once: one succeeds, the other is refused, and an active admin is left", async () => {
  const demo = await adminId();
  const x = await call<AdminItem>("admin", "POST", "/de/admin-api/content/accounts/", { values: accountValues({ role: "admin" }) });
  const y = await call<AdminItem>("admin", "POST", "/de/admin-api/content/accounts/", { values: accountValues({ role: "admin" }) });
  // Only X and Y are active admins meanwhile.
  await app.db.update(users).set({ isActive: false }).where(eq(users.id, demo));
  try {
    const as = async (actor: number, target: AdminItem) => {
      const token = await csrfTokenFrom(app.url);
      const cookie = `${SESSION_COOKIE}=${await createSession(app.db, actor, new Date())}; csrftoken=${token}`;
      const response = await fetch(`${app.url}/de/admin-api/content/accounts/${target.id}/`, {
        method: "PUT",
        headers: { Cookie: cookie, "X-CSRFToken": token, "Content-Type": "application/json" },
        body: JSON.stringify({ values: { ...target.values, role: "editor" } }),
      });
      return { status: response.status, body: (await response.json()) as Invalid };
    };
    const answers = await Promise.all([as(x.body.id, y.body), as(y.body.id, x.body)]);
    const statuses = answers.map((answer) => answer.status).sort();
    assert.ok(statuses[0] === 200 && statuses[1] !== 200, JSON.stringify(answers));
    const refused = answers.find((answer) => answer.status === 400);
    if (refused) assert.match(refused.body.reason, /without an active admin/);
    const left = await app.db.select().from(users).where(and(eq(users.role, "admin"), eq(users.isActive, true)));
    assert.equal(left.length, 1);
  } finally {
    await app.db.update(users).set({ isActive: true }).where(eq(users.id, demo));
  }
});

test("settings: the shop and site switches take effect on the next request, raw HTML is kept as written per language, and the write is logged", async () => {
  const html = { de: '<script>window.kulisseHeader = 1</script><div class="partner-logos">Logos</div>', en: '<div class="partner-logos">Our partners</div>' };
  const saved = await call<AdminSettings>("admin", "PUT", "/de/admin-api/settings/", { values: { ...original, is_shop_online: false, html_footer_logos: html } });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.deepEqual(saved.body.values.html_footer_logos, html);
  const settings = (await app.getJson<{ is_shop_online: boolean; html_footer_logos: { code: string } }>("/pageeditor-api/settings")).body;
  assert.equal(settings.is_shop_online, false);
  assert.equal(settings.html_footer_logos.code, html.de);
  const english = (await app.getJson<{ html_footer_logos: { code: string } }>("/pageeditor-api/settings?lang=en")).body;
  assert.equal(english.html_footer_logos.code, html.en);
  const [logged] = await app.db.select().from(activityLog).where(eq(activityLog.action, "settings.update")).orderBy(activityLog.id);
  assert.ok(logged);

  await call("admin", "PUT", "/de/admin-api/settings/", { values: { ...original, is_site_online: false } });
  assert.equal((await fetch(`${app.url}/de/`)).status, 503);
  await call("admin", "PUT", "/de/admin-api/settings/", { values: original });
  assert.equal((await fetch(`${app.url}/de/`)).status, 200);

  const bad = await call<Invalid>("admin", "PUT", "/de/admin-api/settings/", { values: { ...original, error_pages: { "200": "/x.html" }, is_site_online: "yes" } });
  assert.equal(bad.status, 400);
  assert.deepEqual(bad.body.failures!.map((failure) => failure.field).sort(), ["error_pages", "is_site_online"]);
});

test("another process's settings change reaches this process's cached settings by NOTIFY", async () => {
  const listener = listenForCacheChanges(app.database.pool, createLogger("error"));
  await listener.ready;
  const cached = await getSiteSettings(app.db);
  try {
    // What another process's write does: the row and the notification in one transaction; this
    // process's cache is not cleared by it directly.
    await app.db.transaction(async (tx) => {
      await tx.update(siteSettings).set({ isShopOnline: !cached.is_shop_online }).where(eq(siteSettings.id, 1));
      await tx.execute(sql`select pg_notify('kulisse_cache', ${encodeChange({ kind: "content" })})`);
    });
    // The settings are kept until a change is announced: only the notification can empty the cache.
    const deadline = Date.now() + 5_000;
    let seen = cached.is_shop_online;
    while (seen === cached.is_shop_online && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
      seen = (await getSiteSettings(app.db)).is_shop_online;
    }
    assert.equal(seen, !cached.is_shop_online);
  } finally {
    await app.db.update(siteSettings).set({ isShopOnline: cached.is_shop_online }).where(eq(siteSettings.id, 1));
    await call("admin", "PUT", "/de/admin-api/settings/", { values: original });
    await listener.stop();
  }
});

test("navigation: a new item shows in the menus on the next load; an item cannot be its own parent or lie below itself", async () => {
  const item = (overrides: Record<string, unknown>) => ({ title: { de: "Führungen", en: "Tours" }, url: { de: "fuehrungen", en: "tours" }, menu: "secondary", parent: null, has_tab_navigation: false, position: 90, ...overrides });
  const top = await call<AdminItem>("admin", "POST", "/de/admin-api/content/menu-items/", { values: item({}) });
  assert.equal(top.status, 201, JSON.stringify(top.body));
  const child = await call<AdminItem>("admin", "POST", "/de/admin-api/content/menu-items/", { values: item({ title: { de: "Backstage", en: "" }, url: { de: "fuehrungen/backstage", en: "" }, parent: top.body.id }) });
  assert.equal(child.status, 201, JSON.stringify(child.body));
  const nav = (await app.getJson<Navigation>("/en/pageeditor-api/nav")).body;
  const shown = nav.menu.secondary.find((entry) => entry.menu_name === "Tours");
  assert.equal(shown?.url, "/en/tours");
  assert.deepEqual(shown?.children.map((entry) => entry.menu_name), ["Backstage"]);

  for (const parent of [top.body.id, child.body.id]) {
    const refused = await call<Invalid>("admin", "PUT", `/de/admin-api/content/menu-items/${top.body.id}/`, { values: item({ parent }) });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.field, "values.parent");
    assert.match(refused.body.reason, /own parent/);
  }
  const [primary] = await app.db.select().from(menuItems).where(eq(menuItems.menu, "primary")).limit(1);
  const otherMenu = await call<Invalid>("admin", "PUT", `/de/admin-api/content/menu-items/${child.body.id}/`, { values: item({ parent: primary.id }) });
  assert.equal(otherMenu.status, 400);
  assert.equal(otherMenu.body.field, "values.parent");
  const [stored] = await app.db.select().from(menuItems).where(eq(menuItems.id, top.body.id));
  assert.equal(stored.parentId, null);

  // Moved to the primary menu, the item takes its sub-item along.
  const moved = await call<AdminItem>("admin", "PUT", `/de/admin-api/content/menu-items/${top.body.id}/`, { values: item({ menu: "primary" }) });
  assert.equal(moved.status, 200);
  const [below] = await app.db.select().from(menuItems).where(eq(menuItems.id, child.body.id));
  assert.equal(below.menu, "primary");
  const primaryNav = (await app.getJson<Navigation>("/de/pageeditor-api/nav")).body;
  assert.deepEqual(primaryNav.menu.primary.find((entry) => entry.menu_name === "Führungen")?.children.map((entry) => entry.menu_name), ["Backstage"]);
});

test("opening hours: an editor's exception for today shows in the badge's data at once", async () => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());
  const values = { day: today, time_from: "", time_to: "", closed: true, alternative_text: { de: "Heute geschlossen", en: "Closed today" }, alternative_link_url: "" };
  const created = await call<AdminItem>("editor", "POST", "/de/admin-api/content/opening-hours-exceptions/", { values });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const hours = (await app.getJson<OpeningHoursToday>("/en/api/opening-hours-today/")).body;
  assert.deepEqual(hours.opening_hours.map((entry) => [entry.closed, entry.alternative_text]), [[true, "Closed today"]]);
  assert.equal((await call("editor", "DELETE", `/de/admin-api/content/opening-hours-exceptions/${created.body.id}/`)).status, 200);

  const regular = await call<AdminItem>("editor", "POST", "/de/admin-api/content/opening-hours/", { values: { weekday: String(berlinWeekday(new Date())), time_from: "06:00", time_to: "06:30", closed: false, alternative_text: { de: "", en: "" }, alternative_link_url: "" } });
  assert.equal(regular.status, 201, JSON.stringify(regular.body));
  assert.equal(regular.body.values.weekday, String(berlinWeekday(new Date())));
  const week = (await app.getJson<OpeningHoursToday>("/en/api/opening-hours-today/")).body;
  assert.ok(week.opening_hours.some((entry) => entry.time_from === "06:00:00" && entry.time_to === "06:30:00"));
  const reversed = await call<Invalid>("editor", "PUT", `/de/admin-api/content/opening-hours/${regular.body.id}/`, { values: { ...regular.body.values, time_to: "05:00" } });
  assert.equal(reversed.status, 400);
  assert.equal(reversed.body.field, "values.time_to");
  assert.equal((await call("editor", "DELETE", `/de/admin-api/content/opening-hours/${regular.body.id}/`)).status, 200);
});
