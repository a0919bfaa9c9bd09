// One order of the account as the user area lists it: code, date, status in words (with the payment
// deadline while unpaid), performances, total, and links to its order page (payment instructions,
// cancelling) and its tickets PDF.
import type { AccountOrderSummary } from "../../../shared/api/contract/account-orders.ts";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import { useLang, useT, type Translate } from "../../i18n/index.tsx";
import { formatLongDateTime } from "../../lib/format-date.ts";
import type { Lang } from "../../../shared/lib/localized.ts";

export function orderStatusText(order: AccountOrderSummary, t: Translate, lang: Lang): string {
  const until = order.release_at ? formatLongDateTime(order.release_at, lang) : "";
  switch (order.status) {
    case "reserved":
      return t("accountOrders.statusReserved", { until });
    case "pending":
      return t("accountOrders.statusPending", { until });
    case "paid":
      return t("accountOrders.statusPaid");
    case "cancelled":
      return t("accountOrders.statusCancelled");
    case "expired":
      return t("accountOrders.statusExpired");
  }
}

export function AccountOrderItem({ order, openLabel }: { order: AccountOrderSummary; openLabel: "accountOrders.open" | "accountOrders.payOrCancel" }) {
  const t = useT();
  const lang = useLang();
  const headingId = `account-order-${order.code}`;
  return (
    <li className="account-order" aria-labelledby={headingId}>
      <h3 id={headingId} className="account-order__title">
        {`${t("accountOrders.code")} ${order.code}`}
      </h3>
      <dl className="account-facts">
        <div className="account-facts__row">
          <dt>{t("accountOrders.status")}</dt>
          <dd className="account-order__status">{orderStatusText(order, t, lang)}</dd>
        </div>
        <div className="account-facts__row">
          <dt>{t("accountOrders.performances")}</dt>
          <dd>
            <ul className="account-order__performances">
              {order.performances.map((performance) => (
                <li key={`${performance.title}${performance.date_start}`}>
                  {`${performance.title}, `}
                  <time dateTime={performance.date_start}>{formatLongDateTime(performance.date_start, lang)}</time>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="account-facts__row">
          <dt>{t("accountOrders.total")}</dt>
          <dd>{`${formatPrice(order.total_cents, lang)} (${t("webshop.ticketCount", { count: order.tickets })})`}</dd>
        </div>
      </dl>
      <p className="account-order__ordered">{t("accountOrders.ordered", { date: formatLongDateTime(order.created_at, lang) })}</p>
      <p className="account-order__links">
        {/* The shop's own pages: a full page load, like every link into the webshop. */}
        <a className="arrow-link" href={order.order_url}>
          {t(openLabel, { code: order.code })}
        </a>
        {order.pdf_url ? (
          <a className="arrow-link" href={order.pdf_url} download>
            {t("accountOrders.pdf", { code: order.code })}
          </a>
        ) : null}
      </p>
    </li>
  );
}
