// The cookie consent dialog is modal and opens on every page until the visitor decides; tests about
// other things store a decision ("declined everything") first, as a returning visitor would have.
import type { Page } from "puppeteer-core";

export const DECLINED_CONSENT = "v1%3A";

/** Sets the consent cookie for the app at `baseUrl` before the page is opened. */
export async function storeConsent(page: Page, baseUrl: string, value = DECLINED_CONSENT): Promise<void> {
  await page.setCookie({ name: "cookie_consent", value, url: baseUrl });
}
