// The header's cart link with its count badge, on the site and in the webshop. The count is the
// `cartAmount` cookie, read in the browser after hydration and again on each route change and
// `cart-updated`; until then the server's count (the webshop knows it, the site's cached HTML does not).
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { CART_AMOUNT_COOKIE, CART_UPDATED_EVENT } from "../../../shared/api/contract/shop-cart.ts";
import { useLang, useT } from "../../i18n/index.tsx";
import { pageCookie } from "../../../shared/lib/page-cookies.ts";
import { WEBSHOP_CART_PATH, webshopHref } from "../../lib/webshop-urls.ts";
import { CartIcon } from "../icons.tsx";

/** The ticket count a `cartAmount` cookie value says; 0 when absent or not a count. */
export function cartAmountOf(value: string | undefined): number {
  const amount = Number.parseInt(value ?? "", 10);
  return Number.isFinite(amount) && amount > 0 ? amount : 0;
}

function useCartAmount(initial: number): number {
  const location = useLocation();
  const [amount, setAmount] = useState(initial);
  useEffect(() => {
    const read = () => setAmount(cartAmountOf(pageCookie(CART_AMOUNT_COOKIE)));
    read();
    window.addEventListener(CART_UPDATED_EVENT, read);
    return () => window.removeEventListener(CART_UPDATED_EVENT, read);
  }, [location.key]);
  return amount;
}

export function CartLink({ initialAmount = 0 }: { initialAmount?: number }) {
  const t = useT();
  const lang = useLang();
  const amount = useCartAmount(initialAmount);
  const label = amount > 0 ? t("header.cartWithCount", { count: amount }) : t("header.cart");
  // The cart page in the visitor's language (the same address the cart call answers as cart_url).
  return (
    <a className="header-button cart-link" href={webshopHref(WEBSHOP_CART_PATH, lang)} aria-label={label}>
      <CartIcon />
      {amount > 0 ? (
        <span className="cart-link__badge" aria-hidden="true">
          {amount > 99 ? "99+" : amount}
        </span>
      ) : null}
    </a>
  );
}
