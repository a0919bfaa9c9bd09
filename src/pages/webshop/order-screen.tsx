// The visitor's order page (/webshop/order/{code}/{secret}, the link in the confirmation mail): its
// status in words, the tickets, how to pay, the e-tickets, the contact and delivery, and cancel and
// resend as plain form posts (order-action.ts). Without `?lang=` it opens in the order's language.
// After a post it says what happened (`?notice=`), and that notice takes the focus.
import { redirect, useLoaderData } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { ORDER_CODE_PATTERN, ORDER_SECRET_PATTERN, type ShopOrder } from "../../../shared/api/contract/shop-order.ts";
import { formatPrice, formatSignedPrice } from "../../../shared/lib/format-price.ts";
import { defaultLang, type Lang } from "../../../shared/lib/localized.ts";
import { apiFrom, routeError } from "../../api/loader-api.ts";
import { addTexts, translator, useLang, useT } from "../../i18n/index.tsx";
import { orderPageDe, orderPageEn } from "../../i18n/order-page-texts.ts";
import { formatLongDateTime } from "../../lib/format-date.ts";
import { webshopHref, webshopOrderPath } from "../../lib/webshop-urls.ts";
import type { ScreenLoaderArgs } from "../screen.ts";
import { OrderCancel, OrderResend } from "./order-forms.tsx";
import { OrderPayment } from "./order-payment.tsx";
import { Fact, slotTime } from "./ticket-fact.tsx";
import { WebshopTitle } from "./webshop-title.tsx";
import { OrderSection } from "./order-section.tsx";

addTexts("de", orderPageDe);
addTexts("en", orderPageEn);

/** Messages the page shows after one of its posts; any other `?notice=` shows none. */
const orderNotices = ["cancelled", "sent", "confirm-missing"] as const;
export type OrderNotice = (typeof orderNotices)[number];

export interface OrderPageData {
  order: ShopOrder;
  /** The page's own address (code and secret), where its forms post. */
  path: string;
  secret: string;
  notice: OrderNotice | null;
}

/** 404 in the webshop layout, the same for a malformed, unknown or wrong key. */
export function orderNotFound(lang: Lang): never {
  const t = translator(lang);
  routeError(404, { title: t("webshopOrder.notFoundTitle"), text: t("webshopOrder.notFoundText") });
}

/** Whether the request came from the same order page (a language switch, a reload). */
function cameFromItself(request: Request, url: URL): boolean {
  const referer = request.headers.get("referer");
  if (!referer) return false;
  try {
    const from = new URL(referer);
    return from.origin === url.origin && from.pathname === url.pathname;
  } catch {
    return false;
  }
}

export async function loadOrder({ context, lang, params, request }: ScreenLoaderArgs): Promise<OrderPageData> {
  const [code, secret] = [params.code ?? "", params.secret ?? ""];
  if (!ORDER_CODE_PATTERN.test(code) || !ORDER_SECRET_PATTERN.test(secret)) orderNotFound(lang);
  const order = await apiFrom(context)
    .shopOrder({ lang, code, secret })
    .catch((error: unknown) => {
      if (isApiError(error) && (error.status === 404 || error.status === 400)) orderNotFound(lang);
      throw error;
    });
  const url = new URL(request.url);
  // The mail's link has no ?lang=: the page opens in the language the order was placed in. The
  // header's switch to German has none either; it comes from this very page (its Referer says so).
  if (!url.searchParams.has("lang") && order.order_lang !== defaultLang && !cameFromItself(request, url)) throw redirect(webshopHref(url.pathname, order.order_lang), 302);
  const notice = url.searchParams.get("notice");
  return { order, path: webshopOrderPath(code, secret), secret, notice: orderNotices.find((known) => known === notice) ?? null };
}

/** "Reserviert bis Freitag, 4. Dezember 2026, 18:00 Uhr", "Bezahlt", … */
function statusText(order: ShopOrder, lang: Lang): string {
  const t = translator(lang);
  const until = order.release_at ? formatLongDateTime(order.release_at, lang) : "";
  switch (order.status) {
    case "reserved":
      return t("webshopOrder.statusReserved", { until });
    case "pending":
      return t("webshopOrder.statusPending", { until });
    case "paid":
      return t("webshopOrder.statusPaid");
    case "cancelled":
      return t("webshopOrder.statusCancelled");
    default:
      return t("webshopOrder.statusExpired");
  }
}

function Notice({ kind, order }: { kind: OrderNotice; order: ShopOrder }) {
  const t = useT();
  if (kind === "confirm-missing") return null;
  const text = kind === "cancelled" ? t("webshopOrder.cancelDone") : t("webshopOrder.resendDone", { email: order.contact.email });
  // The post came back here with a new page load: focus on the notice tells keyboard and
  // screen-reader users what happened (the browser's autofocus, so also without JavaScript).
  return (
    <p className="webshop-notice" role="status" tabIndex={-1} autoFocus>
      {text}
    </p>
  );
}

function Tickets({ order }: { order: ShopOrder }) {
  const t = useT();
  const lang = useLang();
  return (
    <OrderSection id="order-tickets-title" title={t("webshopOrder.ticketsTitle")}>
      <ul className="webshop-cart__lines">
        {order.tickets.map((ticket) => (
          <li key={ticket.number} className="webshop-line webshop-order__ticket">
            <div className="webshop-line__main">
              <h3 className="webshop-line__title">{ticket.title}</h3>
              <p className="webshop-line__when">
                <time dateTime={ticket.date_start}>{formatLongDateTime(ticket.date_start, lang)}</time>
              </p>
              <dl className="webshop-line__facts">
                <Fact label={t("webshopOrder.venue")} value={ticket.venue} />
                {ticket.room && ticket.room !== ticket.venue ? <Fact label={t("webshopOrder.room")} value={ticket.room} /> : null}
                <Fact label={t("webshopOrder.seatGroup")} value={ticket.seat_group} />
                {ticket.time_start ? <Fact label={t("webshopOrder.timeSlot")} value={slotTime(ticket.time_start, lang)} /> : null}
                <Fact label={t("webshopOrder.priceType")} value={ticket.price_text} />
                <Fact label={t("webshopOrder.price")} value={formatPrice(ticket.unit_cents, lang)} />
                <Fact label={t("webshopOrder.ticketNumber")} value={ticket.number} />
              </dl>
            </div>
          </li>
        ))}
        {order.gift_cards.map((card, index) => (
          <li key={`gift-card-${index}`} className="webshop-line webshop-order__gift-card">
            <div className="webshop-line__main">
              <h3 className="webshop-line__title">{card.label}</h3>
              <dl className="webshop-line__facts">
                <Fact label={t("webshopOrder.price")} value={formatPrice(card.cents, lang)} />
              </dl>
            </div>
          </li>
        ))}
      </ul>
      <Totals order={order} />
    </OrderSection>
  );
}

/** The total, and with vouchers or gift cards the lines that lead to it and what is still due. */
function Totals({ order }: { order: ShopOrder }) {
  const t = useT();
  const lang = useLang();
  if (order.totals.length <= 1)
    return (
      <p className="webshop-cart__total">
        <span>{t("webshopOrder.total")}</span>
        <strong>{formatPrice(order.total_cents, lang)}</strong>
      </p>
    );
  return (
    <dl className="checkout-code-summary webshop-order__totals">
      {order.totals.map((row) => (
        <div key={`${row.kind}-${row.label}`} className="checkout-code-summary__row" data-kind={row.kind}>
          <dt>{row.label}</dt>
          <dd>{row.kind === "total" || row.kind === "due" ? <strong>{formatPrice(row.cents, lang)}</strong> : formatSignedPrice(row.cents, lang)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Delivery({ order, path }: { order: ShopOrder; path: string }) {
  const t = useT();
  const lang = useLang();
  if (order.delivery === "pickup") {
    if (order.status === "cancelled" || order.status === "expired") return null;
    return (
      <OrderSection id="order-delivery-title" title={t("webshopOrder.deliveryPickup")}>
        <p>{t("webshopOrder.pickupText", { code: order.code })}</p>
      </OrderSection>
    );
  }
  if (!order.pdf) return null;
  return (
    <OrderSection id="order-pdf-title" title={t("webshopOrder.pdfTitle")}>
      <p className={order.status === "paid" ? undefined : "webshop-notice webshop-notice--warning"}>
        {order.status === "paid" ? t("webshopOrder.pdfPaid") : t("webshopOrder.pdfUnpaid")}
      </p>
      <p>
        <a className="button" href={webshopHref(`${path}/tickets.pdf`, lang)} download>
          {t("webshopOrder.pdfLink")}
        </a>
      </p>
    </OrderSection>
  );
}

function Contact({ order }: { order: ShopOrder }) {
  const t = useT();
  const { first_name, last_name, email, phone } = order.contact;
  return (
    <OrderSection id="order-contact-title" title={t("webshopOrder.contactTitle")}>
      <dl className="webshop-line__facts webshop-order__facts">
        <Fact label={t("webshopOrder.name")} value={`${first_name} ${last_name}`} />
        <Fact label={t("webshopOrder.email")} value={email} />
        {phone ? <Fact label={t("webshopOrder.phone")} value={phone} /> : null}
        <Fact label={t("webshopOrder.delivery")} value={order.delivery === "eticket" ? t("webshopOrder.deliveryEticket") : t("webshopOrder.deliveryPickup")} />
      </dl>
    </OrderSection>
  );
}

export function OrderPage() {
  const { order, path, notice } = useLoaderData() as OrderPageData;
  const t = useT();
  const lang = useLang();
  const title = t("webshopOrder.title", { code: order.code });
  return (
    <div className="webshop-page webshop-order">
      <WebshopTitle page={title} />
      <h1 className="webshop-title">{title}</h1>
      {notice ? <Notice kind={notice} order={order} /> : null}
      <p className="webshop-order__status" data-status={order.status}>
        <span className="webshop-order__status-label">{`${t("webshopOrder.statusLabel")}: `}</span>
        <strong>{statusText(order, lang)}</strong>
      </p>
      <p className="webshop-order__ordered">{t("webshopOrder.orderedAt", { date: formatLongDateTime(order.created_at, lang) })}</p>
      <Tickets order={order} />
      <OrderPayment order={order} path={path} />
      <Delivery order={order} path={path} />
      <Contact order={order} />
      <OrderCancel order={order} path={path} confirmMissing={notice === "confirm-missing"} />
      <OrderResend order={order} path={path} />
    </div>
  );
}
