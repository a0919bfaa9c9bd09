// The built-in webshop's branch of the route table (/webshop, no language prefix): the webshop
// layout with its chrome, then an error boundary inside it, then the pages. Every loader and action
// gets the page's language from `?lang=`. The bare and old shop addresses are redirects on the server
// (server/webshop/webshop-redirects.ts), before React. Layout, pages and styles are one lazy chunk
// (webshop-pages.ts): the site's visitors never download them.
import type { ActionFunctionArgs, LoaderFunctionArgs, RouteObject } from "react-router";
import { webshopLang } from "../../lib/webshop-urls.ts";
import type { RouteHandle } from "../../route-handle.ts";
import type { ScreenActionArgs, ScreenLoaderArgs } from "../screen.ts";
import { CART_ROUTE_ID } from "./cart-route-id.ts";
import { webshopNotFound } from "./webshop-errors.ts";

const pages = () => import("./webshop-pages.ts");

/** A loader or action with the page's language added. */
function withLang<Result>(run: (args: ScreenLoaderArgs | ScreenActionArgs) => Result) {
  return (args: LoaderFunctionArgs | ActionFunctionArgs) => run({ ...args, lang: webshopLang(new URL(args.request.url).searchParams) });
}

const notFound = withLang(({ lang }) => webshopNotFound(lang));
/** For routes whose loader always throws: never shown, but React Router wants a leaf to render something. */
const NoPage = () => null;

export const webshopRoute: RouteObject = {
  id: "webshop",
  path: "webshop",
  handle: { langFromQuery: true, perVisitor: true, modules: ["src/pages/webshop/webshop-pages.ts"] } satisfies RouteHandle,
  lazy: async () => {
    const { WebshopLayout, webshopChromeLoader } = await pages();
    return { loader: withLang(webshopChromeLoader), Component: WebshopLayout };
  },
  children: [
    {
      id: "webshop-content",
      lazy: async () => ({ ErrorBoundary: (await pages()).WebshopErrorPage }),
      children: [
        {
          id: CART_ROUTE_ID,
          path: "cart",
          lazy: async () => {
            const { CartPage, loadCart } = await pages();
            return { loader: withLang(loadCart), Component: CartPage };
          },
        },
        // Only the remove form's post; a visit is a 404.
        { id: "webshop-cart-remove", path: "cart/remove", loader: notFound, Component: NoPage, lazy: async () => ({ action: withLang((await pages()).removeFromCart) }) },
        {
          id: "webshop-event",
          path: "event/:idJet",
          lazy: async () => {
            const { EventBookingPage, loadEventBooking } = await pages();
            return { loader: withLang(loadEventBooking), Component: EventBookingPage };
          },
        },
        // checkout (issue 23)
        {
          id: "webshop-checkout",
          path: "checkout",
          lazy: async () => {
            const { CheckoutPage, loadCheckout, placeCheckoutOrder } = await pages();
            return { loader: withLang(loadCheckout), action: withLang(placeCheckoutOrder), Component: CheckoutPage };
          },
        },
        // Gift cards (issue 26 point 5): the sale form, posting to itself like the checkout.
        {
          id: "webshop-gift-card",
          path: "gift-card",
          lazy: async () => {
            const { GiftCardPage, loadGiftCardSale, placeGiftCardOrder } = await pages();
            return { loader: withLang(loadGiftCardSale), action: withLang(placeGiftCardOrder), Component: GiftCardPage };
          },
        },
        // The order page (issue 23): the link in the confirmation mail; its forms post to it.
        {
          id: "webshop-order",
          path: "order/:code/:secret",
          handle: { secretInPath: true } satisfies RouteHandle,
          lazy: async () => {
            const { OrderPage, loadOrder, postToOrder } = await pages();
            return { loader: withLang(loadOrder), action: withLang(postToOrder), Component: OrderPage };
          },
        },
        { id: "webshop-not-found", path: "*", loader: notFound, Component: NoPage },
      ],
    },
  ],
};
