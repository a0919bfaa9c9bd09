// How to pay an unpaid order, on its page: at the box office by the deadline (with the way to its
// opening hours), or by bank transfer with every detail a banking app asks for and a GiroCode (EPC
// QR code) that fills them in. A paid order says thank you; a cancelled or expired one says nothing.
import type { ShopOrder } from "../../../shared/api/contract/shop-order.ts";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { useLang, useT } from "../../i18n/index.tsx";
import { formatLongDateTime } from "../../lib/format-date.ts";
import { localizedUrl } from "../../lib/urls.ts";
import { Fact } from "./ticket-fact.tsx";
import { OrderSection } from "./order-section.tsx";

/** The demo site's page with the box office's address and opening hours (seeded as "Kontakt"). */
const boxOfficePage: Record<Lang, string> = { de: "kontakt", en: "contact" };

/** An IBAN as people read it: groups of four. */
export const groupedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, "$1 ");

function Instructions({ order, path }: { order: ShopOrder; path: string }) {
  const t = useT();
  const lang = useLang();
  const payment = order.payment;
  if (payment.kind === "box_office") {
    return (
      <>
        <p>{t("webshopOrder.boxOfficeText", { until: formatLongDateTime(payment.pay_until, lang) })}</p>
        <p>
          <a className="arrow-link" href={localizedUrl(lang, boxOfficePage[lang])}>
            {t("webshopOrder.openingHoursLink")}
          </a>
        </p>
      </>
    );
  }
  if (payment.kind === "bank_transfer") {
    const amount = formatPrice(payment.amount_cents, lang);
    return (
      <>
        <p>{t("webshopOrder.transferText", { until: formatLongDateTime(payment.pay_until, lang) })}</p>
        <div className="webshop-order__transfer">
          <dl className="webshop-order__account">
            <Fact label={t("webshopOrder.holder")} value={payment.holder} />
            <Fact label={t("webshopOrder.iban")} value={groupedIban(payment.iban)} />
            {payment.bic ? <Fact label={t("webshopOrder.bic")} value={payment.bic} /> : null}
            <Fact label={t("webshopOrder.amount")} value={amount} />
            <Fact label={t("webshopOrder.reference")} value={payment.reference} />
            <Fact label={t("webshopOrder.payUntil")} value={formatLongDateTime(payment.pay_until, lang)} />
          </dl>
          <figure className="webshop-order__girocode">
            <img
              src={`${path}/girocode.svg`}
              width={180}
              height={180}
              alt={t("webshopOrder.girocodeAlt", { amount, holder: payment.holder, reference: payment.reference })}
            />
            <figcaption>{t("webshopOrder.girocodeHint")}</figcaption>
          </figure>
        </div>
      </>
    );
  }
  return order.status === "paid" ? <p>{t("webshopOrder.paidText")}</p> : null;
}

export function OrderPayment({ order, path }: { order: ShopOrder; path: string }) {
  const t = useT();
  if (order.status === "cancelled" || order.status === "expired") return null;
  return (
    <OrderSection id="order-payment-title" title={t("webshopOrder.paymentTitle")}>
      <p>
        <span className="webshop-order__label">{`${t("webshopOrder.paymentMethod")}: `}</span>
        {order.payment_label}
      </p>
      <Instructions order={order} path={path} />
    </OrderSection>
  );
}
