// The webshop header's cart link as a ticketing shop's page shows it: our element
// `<kulisse-cart-counter>` from the site's bundle (/elements/kulisse-elements.js on the page's own
// origin: through the proxy, the site), counting the site's cartAmount cookie. The server renders the
// header's own cart link inside it: what shows until the element is defined and without JavaScript.
import { useEffect, useState, type DetailedHTMLProps, type HTMLAttributes } from "react";
import { useLocation } from "react-router";
import { useLang } from "../../i18n/index.tsx";
import { loadKulisseElements } from "../../lib/kulisse-elements.ts";
import { WEBSHOP_CART_PATH, webshopHref } from "../../lib/webshop-urls.ts";
import { CartLink } from "./cart-link.tsx";

/** What the React side uses of the element (elements/cart/cart-counter.ts). */
interface CartCounterNode extends HTMLElement {
  readCookies?(): void;
}

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "kulisse-cart-counter": DetailedHTMLProps<HTMLAttributes<CartCounterNode>, CartCounterNode> & { href?: string };
    }
  }
}

export function CartCounterElement({ initialAmount }: { initialAmount: number }) {
  const lang = useLang();
  const location = useLocation();
  const [counter, setCounter] = useState<CartCounterNode | null>(null);
  useEffect(() => {
    loadKulisseElements().catch((error: unknown) => console.error("the cart counter could not be loaded", error));
  }, []);
  // A navigation inside the shop (a removed line, an order placed) may have changed the cookie.
  useEffect(() => {
    counter?.readCookies?.();
  }, [counter, location.key]);
  return (
    <kulisse-cart-counter ref={setCounter} lang={lang} href={webshopHref(WEBSHOP_CART_PATH, lang)}>
      <CartLink initialAmount={initialAmount} />
    </kulisse-cart-counter>
  );
}
