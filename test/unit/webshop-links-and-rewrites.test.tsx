// Issue 27 points 3 and 4: links from the site's pages into the shop are full page loads (an external
// shop's pages are no routes of the site), site paths stay client navigations; and the shop's
// redirects and cookies, as the proxy hands them on, name the site.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { siteCookies, siteLocation } from "../../server/webshop/shop-answer-rewrites.ts";
import { installHappyDom } from "../helpers/happy-dom.ts";

const dom = installHappyDom();
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { MemoryRouter } = await import("react-router");
const { SmartLink } = await import("../../src/components/smart-link.tsx");
after(() => dom.close());

/** Whether React Router takes a click on the link (prevents the browser's page load). */
async function routerTakes(href: string): Promise<boolean> {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<MemoryRouter initialEntries={["/de/"]}><SmartLink href={href}>go</SmartLink></MemoryRouter>));
  const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  await act(async () => void container.querySelector("a")!.dispatchEvent(click));
  await act(async () => root.unmount());
  container.remove();
  return click.defaultPrevented;
}

test("links into the shop, under any of its prefixes, load the page; the site's own paths stay with the router", async () => {
  for (const href of ["/webshop/cart?lang=en", "/webshop", "/Webshop/event/12", "/testshop/x", "/eventim.webshop/", "/test.webshop", "/eventim-template/cart"]) assert.equal(await routerTakes(href), false, href);
  for (const href of ["/de/spielplan", "/webshopping-tipps", "/de/webshop-info"]) assert.equal(await routerTakes(href), true, href);
});

test("a redirect to the shop's own address becomes the same path on the site (WEBSHOP_URL's prefix off); others stay", () => {
  const cases: [location: string, prefix: string, expected: string][] = [
    ["http://shop:3000/webshop/cart?lang=en", "", "/webshop/cart?lang=en"],
    ["http://shop:3000/tickets/webshop/cart#top", "/tickets", "/webshop/cart#top"],
    ["/tickets/webshop/checkout", "/tickets", "/webshop/checkout"],
    ["/webshop/checkout", "", "/webshop/checkout"],
    ["https://payments.example/pay", "", "https://payments.example/pay"],
    ["http://shop:3001/webshop/cart", "", "http://shop:3001/webshop/cart"],
    ["//shop:3000/webshop/cart", "", "/webshop/cart"],
  ];
  for (const [location, prefix, expected] of cases) assert.equal(siteLocation(location, "http://shop:3000", prefix), expected, location);
});

test("a cookie for the shop's host becomes one of the site's host, its path kept; a shared parent domain stays", () => {
  assert.deepEqual(siteCookies(["a=1; Domain=shop; Path=/webshop; HttpOnly", "b=2; Path=/; domain=.shop", "c=3; Domain=.theatre.example; Path=/", "d=4; Domain=shop.example"], "shop"), [
    "a=1; Path=/webshop; HttpOnly",
    "b=2; Path=/",
    "c=3; Domain=.theatre.example; Path=/",
    "d=4; Domain=shop.example",
  ]);
});
