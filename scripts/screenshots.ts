// Dev tool: screenshots of pages at phone (375 px) and desktop (1280 px) width, to look at what we
// build as a visitor does. Also lists elements wider than the viewport.
//   npx tsx scripts/screenshots.ts http://localhost:3000 /de /en/productions
// OUT=folder (default /tmp/shots), FULL=1 for full-page phone shots, Y=offset of the phone clip,
// CONSENT=1 to visit as someone who already answered the cookie dialog.
import fs from "node:fs";
import { launchBrowser } from "../test/helpers/browser.ts";
import { storeConsent } from "../test/helpers/consent.ts";

const [base, ...paths] = process.argv.slice(2);
const out = process.env.OUT ?? "/tmp/shots";
fs.mkdirSync(out, { recursive: true });
const browser = await launchBrowser();
for (const path of paths) {
  for (const [width, height] of [[375, 812], [1280, 900]]) {
    const page = await browser.newPage();
    await page.setViewport({ width, height });
    if (process.env.CONSENT === "1") await storeConsent(page, base);
    await page.goto(base + path, { waitUntil: "load" });
    await new Promise((resolve) => setTimeout(resolve, 600));
    const tooWide = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.closest("[style*=overflow], .site-nav__list"))
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    );
    const file = `${out}/${path.replace(/[/?=&]/g, "_") || "root"}${process.env.CONSENT === "1" ? "-consented" : ""}-${width}.png`;
    const full = process.env.FULL === "1" || width > 1000;
    await page.screenshot({ path: file, fullPage: full, clip: full ? undefined : { x: 0, y: Number(process.env.Y ?? 0), width, height: 1400 } });
    console.log(file, tooWide.length ? `too wide: ${tooWide.join(", ")}` : "");
    await page.close();
  }
}
await browser.cleanup();
