// The confirmation mail's HTML part as a reader's mail program shows it (Chromium at a phone's and a
// desktop's width): WCAG 2.1 AA by axe, and nothing wider than the phone's screen.
import assert from "node:assert/strict";
import { test } from "node:test";
import { composeOrderConfirmation } from "../../server/shop/mail/order-confirmation-mail.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { axeViolations } from "../helpers/axe.ts";
import { sharedBrowser } from "../helpers/browser.ts";
import { configWithBank, orderView } from "../helpers/order-view-fixture.ts";

const shared = sharedBrowser();
const context = { config: configWithBank(), origin: "https://theater.example" };

for (const lang of ["de", "en"] as Lang[]) {
  test(`the ${lang} mail of a bank-transfer order has no axe violations at 375 and 1280 px`, async () => {
    const mail = await composeOrderConfirmation(orderView({ lang, paymentMethod: "bank_transfer", status: "pending" }), context);
    const giroCode = mail.attachments!.find((file) => file.cid)!;
    // The mail program puts the inline image where its content id is named.
    const html = mail.html!.replace(`cid:${giroCode.cid}`, `data:image/png;base64,${giroCode.content.toString("base64")}`);
    const page = await shared.browser.newPage();
    try {
      for (const width of [375, 1280]) {
        await page.setViewport({ width, height: 900 });
        await page.setContent(html, { waitUntil: "load" });
        assert.deepEqual(await axeViolations(page), [], `${lang} at ${width} px`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `${lang} at ${width} px: ${overflow} px wider than the screen`);
      }
    } finally {
      await page.close();
    }
  });
}
