// The webshop layout of spec §2: skip link, the webshop header, the page, and the site footer's
// settings block and legal links. Every page in it is per visitor and kept out of search engines.
import { Outlet, useLoaderData, useRouteLoaderData } from "react-router";
import { useT } from "../i18n/index.tsx";
import { WebshopHeader } from "../components/header/webshop-header.tsx";
import { WebshopFooter } from "../components/footer/webshop-footer.tsx";
import { CART_ROUTE_ID, type CartData } from "../pages/webshop/cart-screen.tsx";
import type { WebshopChrome } from "./webshop-chrome-loader.ts";

export function WebshopLayout() {
  const chrome = useLoaderData() as WebshopChrome;
  const t = useT();
  // The cart page knows the count for sure (it has just read the cart); other pages go by the cookie.
  const cart = useRouteLoaderData(CART_ROUTE_ID) as CartData | undefined;
  return (
    <div className="webshop">
      <meta name="robots" content="noindex" />
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <WebshopHeader hours={chrome.openingHours} cartAmount={cart?.cart.tickets_quantity ?? chrome.cartAmount} />
      <main id="main" className="webshop-main" tabIndex={-1}>
        <Outlet />
      </main>
      <WebshopFooter footerTop={chrome.footerTop} links={chrome.footerLinks} />
    </div>
  );
}
