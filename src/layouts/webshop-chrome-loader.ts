// Data around every webshop page: the footer (the settings' HTML block and the legal links), today's
// box-office hours and the cart count. A part that cannot be read is left out; the page still answers.
import { parse } from "cookie";
import { apiFrom } from "../api/loader-api.ts";
import { CART_AMOUNT_COOKIE } from "../../shared/api/contract/shop-cart.ts";
import type { FooterLink, OpeningHoursToday } from "../../shared/api/types.ts";
import { pageCookie } from "../../shared/lib/page-cookies.ts";
import { cartAmountOf } from "../components/header/cart-link.tsx";
import type { ScreenLoaderArgs } from "../pages/screen.ts";

export interface WebshopChrome {
  /** The administrators' HTML above the footer's links (site settings), "" when there is none. */
  footerTop: string;
  footerLinks: FooterLink[];
  openingHours: OpeningHoursToday | null;
  /** Tickets in the visitor's cart by the cartAmount cookie (the page is per visitor, so it may say). */
  cartAmount: number;
}

const unreadable = () => null;

export async function webshopChromeLoader({ context, lang, request }: Pick<ScreenLoaderArgs, "context" | "lang" | "request">): Promise<WebshopChrome> {
  const api = apiFrom(context);
  const [settings, nav, openingHours] = await Promise.all([
    api.settings({ lang }).catch(unreadable),
    api.nav({ lang }).catch(unreadable),
    api.openingHoursToday({ lang }).catch(unreadable),
  ]);
  // On the server the request carries the visitor's cookies; in the browser the page has them.
  const amount = parse(request.headers.get("cookie") ?? "")[CART_AMOUNT_COOKIE] ?? pageCookie(CART_AMOUNT_COOKIE);
  return {
    footerTop: settings?.html_footer_top.code ?? "",
    // "Cookie settings" opens the consent dialog of the site's layout, which the webshop does not carry.
    footerLinks: (nav?.footer ?? []).filter((link) => link.kind !== "cookie-settings"),
    openingHours,
    cartAmount: cartAmountOf(amount),
  };
}
