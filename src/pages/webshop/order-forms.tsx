// The order page's two forms, plain posts to the page itself (order-action.ts), so they work without
// JavaScript: cancel (until the deadline, confirmed with a checkbox; past it, a sentence says why)
// and send the confirmation again.
import type { ShopOrder } from "../../../shared/api/contract/shop-order.ts";
import { useLang, useT } from "../../i18n/index.tsx";
import { formatLongDateTime } from "../../lib/format-date.ts";
import { webshopHref } from "../../lib/webshop-urls.ts";
import { OrderSection } from "./order-section.tsx";

export function OrderCancel({ order, path, confirmMissing }: { order: ShopOrder; path: string; confirmMissing: boolean }) {
  const t = useT();
  const lang = useLang();
  const { cancel } = order;
  if (cancel.refusal === "final") return null;
  return (
    <OrderSection id="order-cancel-title" title={t("webshopOrder.cancelTitle")}>
      {cancel.possible && cancel.until ? (
        <form method="post" action={webshopHref(path, lang)} className="webshop-order__form" aria-describedby="order-cancel-text">
          <input type="hidden" name="intent" value="cancel" />
          <p id="order-cancel-text">{t("webshopOrder.cancelText", { until: formatLongDateTime(cancel.until, lang) })}</p>
          {confirmMissing ? (
            <p id="order-cancel-error" className="webshop-notice webshop-notice--warning" role="alert" tabIndex={-1} autoFocus>
              {t("webshopOrder.cancelConfirmMissing")}
            </p>
          ) : null}
          <p className="webshop-order__confirm">
            <input
              id="order-cancel-confirm"
              type="checkbox"
              name="confirm"
              value="yes"
              required
              aria-invalid={confirmMissing ? true : undefined}
              aria-describedby={confirmMissing ? "order-cancel-error" : undefined}
            />
            <label htmlFor="order-cancel-confirm">{t("webshopOrder.cancelConfirm")}</label>
          </p>
          <p>
            <button type="submit" className="button">
              {t("webshopOrder.cancelButton")}
            </button>
          </p>
        </form>
      ) : (
        <p>{cancel.refusal === "paid" ? t("webshopOrder.cancelPaid") : t("webshopOrder.cancelTooLate", { hours: cancel.hours_before })}</p>
      )}
    </OrderSection>
  );
}

export function OrderResend({ order, path }: { order: ShopOrder; path: string }) {
  const t = useT();
  const lang = useLang();
  if (!order.resend) return null;
  return (
    <OrderSection id="order-resend-title" title={t("webshopOrder.resendTitle")}>
      <form method="post" action={webshopHref(path, lang)} className="webshop-order__form">
        <input type="hidden" name="intent" value="resend" />
        <p>{t("webshopOrder.resendText", { email: order.contact.email, count: order.resend_limit })}</p>
        <p>
          <button type="submit" className="button webshop-button">
            {t("webshopOrder.resendButton")}
          </button>
        </p>
      </form>
    </OrderSection>
  );
}
