// A visitor creates an account in Chromium on the production build, on a phone's 375 px: the login
// page's sign-up form (its password shown with the toggle to check it), the confirmation mail over
// real SMTP, its link's page, then signed in with the name in the header and no staff bar; sign-out.
// A forgotten password is set anew by the mail's link and signs in; a new e-mail address is taken by
// the link sent to it, and the old address gets a notice. The account pages have no axe violations
// at 375 and 1280 px.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { eq } from "drizzle-orm";
import type { Page } from "puppeteer-core";
import { users } from "../../server/db/schema.ts";
import { hashPassword } from "../../server/services/passwords.ts";
import { createSession } from "../../server/services/sessions.ts";
import { SESSION_COOKIE } from "../../shared/api/contract/session.ts";
import { accountTextsDe } from "../../src/i18n/account-texts.ts";
import { axeViolations } from "../helpers/axe.ts";
import { openPage, sharedBrowser, waitForHydration } from "../helpers/browser.ts";
import { clickUncovered } from "../helpers/click-uncovered.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../helpers/smtp-test-server.ts";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";

const shared = sharedBrowser();
let smtp: SmtpTestServer;
let app: TestApp;

before(async () => {
  smtp = await startSmtpTestServer();
  app = await startTestApp({ config: { smtpUrl: smtp.url } });
});

after(async () => {
  await app?.close();
  await smtp?.close();
});

/** Sends the form by its button, clicked where a person sees it (not under the sticky bar), and waits for the page it leads to. */
async function submit(page: Page, button: string): Promise<void> {
  await Promise.all([page.waitForNavigation({ waitUntil: "load" }), clickUncovered(page, button)]);
  await waitForHydration(page);
}

const textOf = (page: Page, selector: string) => page.$eval(selector, (node) => node.textContent ?? "");

/** The link to `path` (e.g. /de/konto/neues-passwort) in a mail's text, as a path on the test app. */
function linkIn(text: string | undefined, path: string): string {
  const link = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(text ?? "")?.[0];
  assert.ok(link, `the mail has the link to ${path}`);
  return new URL(link).pathname + new URL(link).search;
}

/** Shows the password of the input `id` by its toggle, with the keyboard (Tab from the input, then Space); returns what the input shows. */
async function showPasswordOf(page: Page, id: string): Promise<{ type: string; value: string; pressed: string | null }> {
  await page.focus(`#${id}`);
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), accountTextsDe.accounts.showPassword);
  await page.keyboard.press("Space");
  await page.waitForSelector(`#${id} + .password-toggle[aria-pressed="true"]`);
  return page.$eval(`#${id}`, (input) => ({ type: (input as HTMLInputElement).type, value: (input as HTMLInputElement).value, pressed: input.nextElementSibling!.getAttribute("aria-pressed") }));
}

const PASSWORD = "Parkett Reihe 7!";

/** A confirmed visitor's account with PASSWORD. */
async function confirmedCustomer(email: string): Promise<number> {
  const [user] = await app.db
    .insert(users)
    .values({ email, username: email, firstName: "Rosa", lastName: "Reis", passwordHash: hashPassword(PASSWORD), role: "customer", emailConfirmedAt: new Date() })
    .returning({ id: users.id });
  return user.id;
}

test("at 375 px: sign-up (the password shown and hidden by its toggle) → confirmation mail → its link → signed in with the name in the header, no staff bar; sign-out", async () => {
  const email = "ida.ebert@example.org";
  const { page } = await openPage(shared.browser, app.url, "/de/login", { width: 375 });
  try {
    await page.type("#sign-up-first-name", "Ida");
    await page.type("#sign-up-last-name", "Ebert");
    await page.type("#sign-up-email", email);
    await page.type("#sign-up-password", PASSWORD);
    // The toggle shows what was typed, and hides it again.
    assert.deepEqual(await showPasswordOf(page, "sign-up-password"), { type: "text", value: PASSWORD, pressed: "true" });
    await page.keyboard.press("Enter");
    await page.waitForSelector('#sign-up-password + .password-toggle[aria-pressed="false"]');
    assert.equal(await page.$eval("#sign-up-password", (input) => (input as HTMLInputElement).type), "password");
    await page.type("#sign-up-password-repeat", PASSWORD);
    await clickUncovered(page, "#sign-up-terms");
    await submit(page, "#sign-up button[type=submit]");
    assert.match(await textOf(page, "#resend-confirmation-done"), /E-Mail geschickt/);

    const mail = await smtp.nextMail((candidate) => candidate.recipients.includes(email));
    await page.goto(app.url + linkIn(mail.parsed.text, "/de/konto/bestaetigen"), { waitUntil: "load" });
    await waitForHydration(page);
    await submit(page, ".login-form button[type=submit]");
    assert.equal(new URL(page.url()).pathname, "/de/profil");
    await page.waitForFunction(() => document.querySelector(".user-dropdown__name")?.textContent === "Ida Ebert");
    assert.equal(await page.$(".staff-bar"), null, "no staff bar for a visitor's account");

    await page.click(".user-dropdown__button");
    const logout = await page.$$eval(".user-dropdown .dropdown__panel button, .user-dropdown .dropdown__panel a", (nodes) => nodes.map((node) => node.textContent?.trim()));
    assert.ok(logout.includes("Abmelden"), `the dropdown offers to log out: ${logout.join(", ")}`);
  } finally {
    await page.close();
  }
});

test("a forgotten password: the login page's form → the mail's link → a new password (checked with the toggle, axe finds nothing) → signed in with it", async () => {
  const email = "rosa.reis@example.org";
  await confirmedCustomer(email);
  // A browser of its own: the sign-up above left its account signed in.
  const context = await shared.browser.createBrowserContext();
  const { page } = await openPage(context, app.url, "/de/login", { bypassCsp: true });
  try {
    await page.type("#password-reset-email", email);
    await submit(page, "#password-reset button[type=submit]");
    assert.equal(await textOf(page, "#password-reset-done"), accountTextsDe.accounts.done.reset);

    const mail = await smtp.nextMail((candidate) => candidate.recipients.includes(email));
    await page.goto(app.url + linkIn(mail.parsed.text, "/de/konto/neues-passwort"), { waitUntil: "load" });
    await waitForHydration(page);
    const fresh = "Rang links, Platz 12";
    await page.type("#new-password", fresh);
    await page.type("#new-password-repeat", fresh);
    assert.deepEqual(await showPasswordOf(page, "new-password-repeat"), { type: "text", value: fresh, pressed: "true" });
    assert.deepEqual(await axeViolations(page), []);
    await submit(page, ".login-form button[type=submit]");
    assert.equal(await textOf(page, "#login-done"), accountTextsDe.accounts.done.passwordSet);

    await page.type("#login-email", email);
    await page.type("#login-password", fresh);
    await submit(page, ".login-form button[type=submit]");
    await page.waitForFunction(() => document.querySelector(".user-dropdown__name")?.textContent === "Rosa Reis");
  } finally {
    await context.close();
  }
});

test("a new e-mail address: the settings' form → the link in the mail to the new address takes it; the old address gets a notice without a link", async () => {
  const [before, after] = ["olga.alt@example.org", "olga.neu@example.org"];
  const id = await confirmedCustomer(before);
  const page = await shared.browser.newPage();
  try {
    await page.setCookie({ name: SESSION_COOKIE, value: await createSession(app.db, id, new Date()), url: app.url });
    await openPage({ newPage: async () => page }, app.url, "/de/einstellungen");
    await page.type("#settings-new-email", after);
    await page.type("#settings-email-password", PASSWORD);
    await submit(page, "#settings-email button[type=submit]");
    assert.equal(await textOf(page, "#settings-email-message"), accountTextsDe.accounts.settings.emailRequested);

    const notice = await smtp.nextMail((candidate) => candidate.recipients.includes(before));
    assert.equal(notice.parsed.subject, "Ihre E-Mail-Adresse bei Staatstheater Kulisse soll sich ändern");
    assert.ok(notice.parsed.text?.includes(after), "the notice names the new address");
    assert.doesNotMatch(notice.parsed.text ?? "", /token=/, "the old address gets no link that could take the change");
    const confirm = await smtp.nextMail((candidate) => candidate.recipients.includes(after));
    await page.goto(app.url + linkIn(confirm.parsed.text, "/de/konto/neue-adresse"), { waitUntil: "load" });
    await waitForHydration(page);
    await submit(page, ".login-form button[type=submit]");
    assert.equal(await textOf(page, "#link-done"), accountTextsDe.accounts.emailConfirmed);
    const [saved] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    assert.equal(saved.email, after);

    await page.goto(`${app.url}/de/einstellungen`, { waitUntil: "load" });
    assert.equal(await textOf(page, "#settings-email strong"), after);
  } finally {
    await page.close();
  }
});

test("the login page (all three forms), the link pages and the settings have no axe violations at 375 and 1280 px", async () => {
  const customer = await sessionCookie(app.db, "customer");
  const pages: [string, string | null][] = [
    ["/de/login", null],
    ["/en/login?error=unconfirmed", null],
    ["/de/konto/bestaetigen?token=abcdefghijkl", null],
    ["/en/account/new-password?token=abcdefghijkl&outcome=password", null],
    ["/de/konto/neue-adresse?outcome=link", null],
    ["/de/einstellungen", customer],
    ["/en/settings?outcome=current-password", customer],
  ];
  for (const [path, cookie] of pages) {
    for (const width of [375, 1280]) {
      const page = await shared.browser.newPage();
      try {
        if (cookie) {
          const [name, value] = cookie.split("=");
          await page.setCookie({ name: name!, value: value!, url: app.url });
        }
        const opened = await openPage({ newPage: async () => page }, app.url, path, { width, bypassCsp: true });
        assert.equal(opened.status, 200, path);
        assert.deepEqual(await axeViolations(opened.page), [], `${path} at ${width} px`);
      } finally {
        await page.close();
      }
    }
  }
});
