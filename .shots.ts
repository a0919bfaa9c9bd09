import puppeteer from "puppeteer-core";
import { addTicketToCart } from "./test/helpers/ticket-in-cart.ts";
const url = "http://localhost:4100";
const app = { url, getJson: async <T,>(p: string) => ({ body: (await (await fetch(url + p)).json()) as T }) };
const browser = await puppeteer.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.createBrowserContext();
await addTicketToCart(app, context);
for (const width of [375, 1280]) {
  const page = await context.newPage();
  await page.setViewport({ width, height: 900 });
  for (const [name, path] of [["checkout", "/webshop/checkout"], ["giftcard", "/webshop/gift-card"], ["cart", "/webshop/cart"]]) {
    await page.goto(url + path, { waitUntil: "networkidle0" });
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
