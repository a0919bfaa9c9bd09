// One held line of the cart: what, when, where, price, quantity and how long it is still reserved,
// with its total and a remove button. The button is a plain form post to the remove route's action,
// so it works without JavaScript.
import type { HeldTicket } from "../../../shared/api/contract/shop-cart.ts";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import { useLang, useT } from "../../i18n/index.tsx";
import { formatLongDateTime } from "../../lib/format-date.ts";
import { WEBSHOP_REMOVE_PATH, webshopHref } from "../../lib/webshop-urls.ts";
import { HoldCountdown, useMinutesLeft } from "./hold-countdown.tsx";
import { Fact, slotTime } from "./ticket-fact.tsx";

export function CartLine({ ticket }: { ticket: HeldTicket }) {
  const t = useT();
  const lang = useLang();
  const minutes = useMinutesLeft(ticket.seconds_left);
  const when = formatLongDateTime(ticket.date_start, lang);
  return (
    <li className={minutes > 0 ? "webshop-line" : "webshop-line webshop-line--expired"}>
      <div className="webshop-line__main">
        <h2 className="webshop-line__title">{ticket.title}</h2>
        <p className="webshop-line__when">
          <time dateTime={ticket.date_start}>{when}</time>
        </p>
        <dl className="webshop-line__facts">
          <Fact label={t("webshop.venue")} value={ticket.venue} />
          <Fact label={t("webshop.seatGroup")} value={ticket.seat_group} />
          {ticket.time_start ? <Fact label={t("webshop.timeSlot")} value={slotTime(ticket.time_start, lang)} /> : null}
          <Fact label={t("webshop.price")} value={`${ticket.price_text} · ${formatPrice(ticket.unit_cents, lang)}`} />
          <Fact label={t("webshop.quantity")} value={String(ticket.quantity)} />
        </dl>
        <HoldCountdown expiresAt={ticket.expires_at} minutes={minutes} />
      </div>
      <div className="webshop-line__side">
        <p className="webshop-line__total">
          <span className="webshop-line__total-label">{t("webshop.lineTotal")}</span>
          {` ${formatPrice(ticket.unit_cents * ticket.quantity, lang)}`}
        </p>
        <form className="webshop-line__remove" method="post" action={webshopHref(WEBSHOP_REMOVE_PATH, lang)}>
          <input type="hidden" name="hold_id" value={ticket.hold_id} />
          <button type="submit" className="button webshop-button">
            {t("webshop.remove")}
            <span className="visually-hidden">{`: ${ticket.title}, ${when}`}</span>
          </button>
        </form>
      </div>
    </li>
  );
}
