// A visitor creates an account in Chromium on the production build: the login page's sign-up form,
// the confirmation mail over real SMTP, its link's page, then signed in with the name in the header
// and no staff bar; sign-out. The account pages have no axe violations at 375 and 1280 px.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Page } from "puppeteer-core";
import { axeViolations } from "../helpers/axe.ts";
import { openPage, sharedBrowser, waitForHydration } from "../helpers/browser.ts";
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

async function submit(page: Page, button: string): Promise<void> {
  await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.click(button)]);
  await waitForHydration(page);
}

test("sign-up → confirmation mail → its link → signed in with the name in the header, no staff bar; sign-out", async () => {
  const email = "ida.ebert@example.org";
  const { page } = await openPage(shared.browser, app.url, "/de/login");
  try {
    await page.type("#sign-up-first-name", "Ida");
    await page.type("#sign-up-last-name", "Ebert");
    await page.type("#sign-up-email", email);
    await page.type("#sign-up-password", "Parkett Reihe 7!");
    await page.type("#sign-up-password-repeat", "Parkett Reihe 7!");
    await page.click("#sign-up-terms");
    await submit(page, "#sign-up button[type=submit]");
    assert.match(await page.$eval("#resend-confirmation-done", (node) => node.textContent ?? ""), /E-Mail geschickt/);

    const mail = await smtp.nextMail((candidate) => candidate.recipients.includes(email));
    const link = /https?:\/\/\S+\/de\/konto\/bestaetigen\?token=[\w-]+/.exec(mail.parsed.text ?? "")?.[0];
    assert.ok(link, "the mail has the confirmation link");
    await page.goto(app.url + new URL(link).pathname + new URL(link).search, { waitUntil: "load" });
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
