// The built-in webshop's branch of the route table (/webshop, no language prefix): the webshop
// layout with its chrome, then an error boundary inside it, then the pages. Every loader and action
// gets the page's language from `?lang=`. The bare and old shop addresses are redirects on the server
// (server/webshop/webshop-redirects.ts), before React.
import type { ActionFunctionArgs, LoaderFunctionArgs, RouteObject } from "react-router";
import { webshopLang } from "../../lib/webshop-urls.ts";
import { WebshopLayout } from "../../layouts/webshop-layout.tsx";
import { webshopChromeLoader } from "../../layouts/webshop-chrome-loader.ts";
import type { RouteHandle } from "../../routes.tsx";
import type { ScreenActionArgs, ScreenLoaderArgs } from "../screen.ts";
import { removeFromCart } from "./cart-remove.ts";
import { CART_ROUTE_ID, CartPage, loadCart } from "./cart-screen.tsx";
import { EventBookingPage, loadEventBooking } from "./event-booking-screen.tsx";
import { webshopNotFound } from "./webshop-errors.ts";
import { WebshopErrorPage } from "./webshop-message.tsx";

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
  handle: { langFromQuery: true, perVisitor: true } satisfies RouteHandle,
  loader: withLang(webshopChromeLoader),
  Component: WebshopLayout,
  children: [
    {
      id: "webshop-content",
      ErrorBoundary: WebshopErrorPage,
      children: [
        { id: CART_ROUTE_ID, path: "cart", loader: withLang(loadCart), Component: CartPage },
        // Only the remove form's post; a visit is a 404.
        { id: "webshop-cart-remove", path: "cart/remove", loader: notFound, action: withLang(removeFromCart), Component: NoPage },
        { id: "webshop-event", path: "event/:idJet", loader: withLang(loadEventBooking), Component: EventBookingPage },
        { id: "webshop-not-found", path: "*", loader: notFound, Component: NoPage },
      ],
    },
  ],
};
