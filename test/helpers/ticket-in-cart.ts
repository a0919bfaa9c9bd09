// One full-price ticket of the bookable event in a browser context's cart, put there as the booking
// widget does (its API call from a page of the site, with the CSRF cookie and header).
import assert from "node:assert/strict";
import type { BrowserContext } from "puppeteer-core";
import { eventWithDiscount } from "./bookable-event.ts";
import { csrfTokenFrom } from "./csrf-token.ts";

interface SiteUnderTest {
  url: string;
  getJson: <T>(path: string) => Promise<{ body: T }>;
}

export async function addTicketToCart(app: SiteUnderTest, context: BrowserContext): Promise<void> {
  const { event, group } = await eventWithDiscount(app.getJson);
  const token = await csrfTokenFrom(app.url);
  const page = await context.newPage();
  await page.goto(`${app.url}/webshop/cart`);
  const status = await page.evaluate(
    async (csrf, body) => {
      document.cookie = `csrftoken=${csrf}; path=/`;
      const response = await fetch("/de/api/shop-cart/", { method: "POST", headers: { "Content-Type": "application/json", "X-CSRFToken": csrf }, body: JSON.stringify(body) });
      return response.status;
    },
    token,
    { quantities: [1], event_jet_id: event.id_jet, sale_type_ids: [group.prices[0].sale_type_id], seat_group: group.id },
  );
  assert.equal(status, 201);
  await page.close();
}
