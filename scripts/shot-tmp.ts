import { launchBrowser } from "../test/helpers/browser.ts";
const [,, base, ...paths] = process.argv;
const browser = await launchBrowser();
for (const path of paths) {
  for (const [w, h] of [[375, 812], [1280, 900]]) {
    const page = await browser.newPage();
    await page.setViewport({ width: w, height: h });
    await page.goto(base + path, { waitUntil: "load" });
    await new Promise((r) => setTimeout(r, 600));
    const overflow = await page.evaluate(() => [...document.querySelectorAll("body *")].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1).slice(0, 5).map((el) => el.tagName + "." + el.className + " " + Math.round(el.getBoundingClientRect().right)));
    const name = `/tmp/shots/${path.replace(/\//g, "_") || "root"}-${w}.png`;
    const full = process.env.FULL === "1" || w > 1000;
    await page.screenshot({ path: name, fullPage: full, clip: full ? undefined : { x: 0, y: Number(process.env.Y ?? 0), width: w, height: 1400 } });
    console.log(name, overflow.join(" | "));
    await page.close();
  }
}
await browser.cleanup();
