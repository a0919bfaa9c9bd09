// The webshop's cart (/webshop/cart): the held tickets, the total and the way to the checkout; or an
// empty state with the way to the calendar. After a remove it says
// what happened (`?notice=`), and that notice takes the focus.
import { useLoaderData } from "react-router";
import type { CartContents } from "../../../shared/api/contract/shop-cart.ts";
import { cartFailureMessage, cartResponseCodes } from "../../../shared/ticketing/cart-response-codes.ts";
import { apiFrom } from "../../api/loader-api.ts";
import { useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import type { ScreenLoaderArgs } from "../screen.ts";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import { WEBSHOP_CHECKOUT_PATH, WEBSHOP_GIFT_CARD_PATH, webshopHref } from "../../lib/webshop-urls.ts";
import { CartLine } from "./cart-line.tsx";
import { requireShopOnline } from "./webshop-errors.ts";
import { WebshopTitle } from "./webshop-title.tsx";

export { CART_ROUTE_ID } from "./cart-route-id.ts";

/** Messages the cart shows after a remove's redirect; any other `?notice=` shows none. */
const cartNotices = ["removed", "no-reservation"] as const;
export type CartNotice = (typeof cartNotices)[number];

export interface CartData {
  cart: CartContents;
  notice: CartNotice | null;
}

export async function loadCart({ context, lang, request }: ScreenLoaderArgs): Promise<CartData> {
  const api = apiFrom(context);
  await requireShopOnline(api, lang);
  // Reading the cart also brings the header's cartAmount cookie back in line when holds ran out.
  const cart = await api.shopCartContents({ lang });
  const notice = new URL(request.url).searchParams.get("notice");
  return { cart, notice: cartNotices.find((known) => known === notice) ?? null };
}

function Notice({ kind }: { kind: CartNotice }) {
  const t = useT();
  const lang = useLang();
  const removed = kind === "removed";
  // The remove came back here with a new page load: focus on the notice tells keyboard and
  // screen-reader users what happened (the browser's autofocus, so also without JavaScript).
  return (
    <p className={removed ? "webshop-notice" : "webshop-notice webshop-notice--warning"} role="status" tabIndex={-1} autoFocus>
      {removed ? t("webshop.removed") : cartFailureMessage(cartResponseCodes.noCurrentReservation, lang)}
    </p>
  );
}

export function EmptyCart() {
  const t = useT();
  const lang = useLang();
  return (
    <section className="webshop-empty" aria-labelledby="webshop-empty-title">
      <h2 id="webshop-empty-title" className="webshop-empty__title">
        {t("webshop.emptyTitle")}
      </h2>
      <p>{t("webshop.emptyText")}</p>
      <p>
        <a className="button" href={urlFor("events", {}, lang)}>
          {t("webshop.toCalendar")}
        </a>
      </p>
    </section>
  );
}

function HeldTickets({ cart }: { cart: CartContents }) {
  const t = useT();
  const lang = useLang();
  const count = t("webshop.ticketCount", { count: cart.tickets_quantity });
  return (
    <>
      <p className="webshop-cart__note">{t("webshop.holdNote")}</p>
      <ul className="webshop-cart__lines" aria-label={t("webshop.linesLabel")}>
        {cart.tickets.map((ticket) => (
          <CartLine key={ticket.hold_id} ticket={ticket} />
        ))}
      </ul>
      <p className="webshop-cart__total">
        <span>
          {`${t("webshop.total")} `}
          <span className="webshop-cart__count">{`(${count})`}</span>
        </span>
        <strong>{formatPrice(cart.total_cents, lang)}</strong>
      </p>
      <p className="webshop-cart__actions">
        <a className="button" href={webshopHref(WEBSHOP_CHECKOUT_PATH, lang)}>
          {t("checkout.toCheckout")}
        </a>
      </p>
      <p>
        <a className="arrow-link" href={urlFor("events", {}, lang)}>
          {t("webshop.moreTickets")}
        </a>
      </p>
    </>
  );
}

/** Where the shop sells gift cards (issue 26 point 5). */
function GiftCardHint() {
  const t = useT();
  const lang = useLang();
  return (
    <p className="webshop-cart__gift-card">
      {`${t("giftCard.cartHint")} `}
      <a className="arrow-link" href={webshopHref(WEBSHOP_GIFT_CARD_PATH, lang)}>
        {t("giftCard.link")}
      </a>
    </p>
  );
}

export function CartPage() {
  const { cart, notice } = useLoaderData() as CartData;
  const t = useT();
  return (
    <div className="webshop-page">
      <WebshopTitle page={t("webshop.cartTitle")} />
      <h1 className="webshop-title">{t("webshop.cartTitle")}</h1>
      {notice ? <Notice kind={notice} /> : null}
      {cart.tickets.length > 0 ? <HeldTickets cart={cart} /> : <EmptyCart />}
      <GiftCardHint />
    </div>
  );
}
