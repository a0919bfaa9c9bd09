// The user area's reservations (issue 26, /de/reservierungen): the account's unpaid orders with their
// payment deadline (Berlin time), each linking to its order page to pay or cancel, and the tickets
// held in this device's cart with when their hold runs out, linking on to the checkout. The cart is
// the browser's (its cookie), not the account's: the page says so.
import { useLoaderData } from "react-router";
import type { AccountOrderSummary } from "../../../shared/api/contract/account-orders.ts";
import type { HeldTicket } from "../../../shared/api/contract/shop-cart.ts";
import { apiFrom } from "../../api/loader-api.ts";
import { translator, useLang, useT } from "../../i18n/index.tsx";
import { formatLongDateTime } from "../../lib/format-date.ts";
import { WEBSHOP_CHECKOUT_PATH, webshopHref } from "../../lib/webshop-urls.ts";
import type { Screen } from "../screen.ts";
import { AccountOrderItem } from "./account-order-item.tsx";
import { UserArea } from "./user-area.tsx";
import { loadUser, type UserData } from "./user-session.tsx";

interface ReservationsData extends UserData {
  unpaid: AccountOrderSummary[];
  /** This device's held tickets; empty when the shop is offline. */
  held: HeldTicket[];
}

function HeldTickets({ held }: { held: HeldTicket[] }) {
  const t = useT();
  const lang = useLang();
  return (
    <section aria-labelledby="reservations-cart">
      <h2 id="reservations-cart" className="section-title">
        {t("accountOrders.cartTitle")}
      </h2>
      <p>{t("accountOrders.cartNote")}</p>
      {held.length > 0 ? (
        <>
          <ul className="account-holds">
            {held.map((ticket) => (
              <li key={ticket.hold_id} className="account-hold">
                <p className="account-hold__title">
                  {`${ticket.title}, `}
                  <time dateTime={ticket.date_start}>{formatLongDateTime(ticket.date_start, lang)}</time>
                  {`, ${ticket.seat_group}`}
                </p>
                <p className="account-hold__until">{t("accountOrders.heldUntil", { quantity: ticket.quantity, until: formatLongDateTime(ticket.expires_at, lang) })}</p>
              </li>
            ))}
          </ul>
          <p>
            <a className="button" href={webshopHref(WEBSHOP_CHECKOUT_PATH, lang)}>
              {t("accountOrders.toCheckout")}
            </a>
          </p>
        </>
      ) : (
        <p>{t("accountOrders.cartNone")}</p>
      )}
    </section>
  );
}

function ReservationsPage() {
  const { user, unpaid, held } = useLoaderData() as ReservationsData;
  const t = useT();
  return (
    <UserArea route="user-reservations" title={t("accountOrders.reservations")} user={user}>
      {user ? (
        <>
          <section aria-labelledby="reservations-unpaid">
            <h2 id="reservations-unpaid" className="section-title">
              {t("accountOrders.unpaidTitle")}
            </h2>
            {unpaid.length > 0 ? (
              <ol className="account-orders">
                {unpaid.map((order) => (
                  <AccountOrderItem key={order.code} order={order} openLabel="accountOrders.payOrCancel" />
                ))}
              </ol>
            ) : (
              <p>{t("accountOrders.unpaidNone")}</p>
            )}
          </section>
          <HeldTickets held={held} />
        </>
      ) : null}
    </UserArea>
  );
}

export const reservationsScreen: Screen<ReservationsData> = {
  async loader(args) {
    const t = translator(args.lang);
    const api = apiFrom(args.context);
    const user = await loadUser(args);
    const meta = { title: t("accountOrders.reservations") };
    if (!user) return { user, unpaid: [], held: [], meta };
    const [unpaid, cart] = await Promise.all([api.accountReservations({ lang: args.lang }), api.shopCartContents({ lang: args.lang }).catch(() => null)]);
    return { user, unpaid: unpaid.results, held: cart?.tickets ?? [], meta };
  },
  Component: ReservationsPage,
};
