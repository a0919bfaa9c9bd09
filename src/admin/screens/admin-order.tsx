// One order for the staff (issue 23): its details and contact, its tickets with their admission, its
// history, and what may be done with it now — mark it paid, send its confirmation again, cancel it
// (on a screen of its own that asks for confirmation and a reason). Plain forms that work without
// JavaScript; a change the order's state no longer allows (it expired meanwhile) is said, not a 500.
import type { ReactNode } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import type { AdminOrder, AdminOrderStatus } from "../../../shared/api/contract/admin-orders.ts";
import { formatPrice, formatSignedPrice } from "../../../shared/lib/format-price.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import { translator } from "../../i18n/index.tsx";
import { staffDateTime } from "../../../shared/lib/staff-dates.ts";
import { AdminFacts } from "../parts/admin-facts.tsx";

type Done = "paid" | "cancelled" | "resent";

interface OrderData {
  lang: Lang;
  order: AdminOrder;
  done: Done | null;
}

/** What an action answers when the order's state refused it. */
interface Refused {
  refusedWhile: AdminOrderStatus;
}

export async function loadAdminOrder({ request, context, params }: LoaderFunctionArgs): Promise<OrderData> {
  const url = new URL(request.url);
  const lang = adminLang(url.searchParams);
  const order = await required(apiFrom(context).adminOrder({ lang, order: routeId(params.order) }));
  const done = url.searchParams.get("done");
  return { lang, order, done: done === "paid" || done === "cancelled" || done === "resent" ? done : null };
}

/** Runs the change; back to the order with what was done, or the refusal (409) to show. */
async function afterChange(change: Promise<unknown>, lang: Lang, orderId: number, done: Done) {
  try {
    await change;
    return redirect(adminHref(`/orders/${orderId}`, lang, { done }), 303);
  } catch (error) {
    if (isApiError(error) && error.status === 409) return data<Refused>({ refusedWhile: error.body.status as AdminOrderStatus }, { status: 409 });
    if (isApiError(error) && error.status < 500) return required(Promise.reject(error));
    throw error;
  }
}

/** The order screen's forms: mark paid (with an optional note) and resend the confirmation. */
export async function changeAdminOrder({ request, context, params }: ActionFunctionArgs) {
  const lang = adminLang(new URL(request.url).searchParams);
  const orderId = routeId(params.order);
  const form = await request.formData();
  const api = apiFrom(context);
  if (form.get("intent") === "pay") {
    const note = typeof form.get("note") === "string" ? (form.get("note") as string).slice(0, 500) : "";
    return afterChange(api.adminOrderPay({ lang, order: orderId, note }), lang, orderId, "paid");
  }
  return afterChange(api.adminOrderResend({ lang, order: orderId }), lang, orderId, "resent");
}

export async function cancelAdminOrder({ request, context, params }: ActionFunctionArgs) {
  const lang = adminLang(new URL(request.url).searchParams);
  const orderId = routeId(params.order);
  const form = await request.formData();
  const reason = typeof form.get("reason") === "string" ? (form.get("reason") as string).slice(0, 500) : "";
  return afterChange(apiFrom(context).adminOrderCancel({ lang, order: orderId, reason }), lang, orderId, "cancelled");
}

function RefusedNotice({ refused, lang }: { refused: Refused | undefined; lang: Lang }) {
  const t = translator(lang);
  if (!refused) return null;
  return (
    <p className="admin-problems" role="alert">
      {t("shop.refused", { status: t(`shop.orderStatus.${refused.refusedWhile}`) })}
    </p>
  );
}

const doneWords = { paid: "shop.donePaid", cancelled: "shop.doneCancelled", resent: "shop.doneResent" } as const;

/** The history's actions that have words (an unknown one shows as it is stored). */
const historyActions = ["placed", "paid", "cancelled", "expired", "mail_sent", "checked_in"] as const;
type HistoryAction = (typeof historyActions)[number];
const isHistoryAction = (action: string): action is HistoryAction => (historyActions as readonly string[]).includes(action);

export function AdminOrderScreen() {
  const { lang, order, done } = useLoaderData() as OrderData;
  const t = translator(lang);
  const refused = useActionData() as Refused | undefined;
  const heading = `${t("shop.order")} ${order.code}`;
  const details: [string, string | null][] = [
    [t("common.status"), t(`shop.orderStatus.${order.status}`)],
    [t("shop.ordered"), staffDateTime(order.created_at, lang)],
    [t("shop.amount"), formatPrice(order.total_cents, lang)],
    // With vouchers or gift cards: the sum before them, each discount, each card's part, what is due.
    ...order.totals.filter((row) => row.kind !== "total").map((row): [string, string] => [row.label, formatSignedPrice(row.cents, lang)]),
    [t("shop.paymentMethod"), order.payment_label],
    [t("shop.payUntil"), order.release_at ? staffDateTime(order.release_at, lang) : null],
    [t("shop.paymentReference"), order.payment_reference || null],
    [t("shop.delivery"), t(`shop.${order.delivery}`)],
    [t("shop.soldBy"), order.sold_by],
    [t("shop.language"), order.lang === "de" ? t("common.german") : t("common.english")],
  ];
  const contact: [string, string | null][] = [
    [t("shop.name"), [order.first_name, order.last_name].filter(Boolean).join(" ") || null],
    [t("common.email"), order.email || null],
    [t("shop.phone"), order.phone || null],
  ];
  const whoLabel = (row: AdminOrder["history"][number]) => (row.actor === "staff" ? row.who : t(`shop.${row.actor}`));
  return (
    <>
      <title>{`${heading} | ${t("admin.admin")}`}</title>
      <p className="admin-breadcrumb">
        <Link to={adminHref("/orders", lang)}>{t("shop.backToOrders")}</Link>
      </p>
      <h1>{heading}</h1>
      {done && !refused ? (
        <p className="admin-notice" role="status">
          {t(doneWords[done])}
        </p>
      ) : null}
      <RefusedNotice refused={refused} lang={lang} />
      <div className="admin-order">
        <section aria-labelledby="order-details">
          <h2 id="order-details">{t("shop.details")}</h2>
          <AdminFacts rows={details.filter(([, value]) => value)} />
        </section>
        <section aria-labelledby="order-contact">
          <h2 id="order-contact">{t("shop.contact")}</h2>
          <AdminFacts rows={contact} />
        </section>
      </div>
      <section aria-labelledby="order-actions">
        <h2 id="order-actions">{t("common.actions")}</h2>
        <div className="admin-order-actions">
          {order.allowed.pay ? (
            <Form method="post" className="admin-order-actions__pay">
              <input type="hidden" name="intent" value="pay" />
              <div className="admin-field">
                <label htmlFor="order-paid-note">{t("shop.paidNote")}</label>
                <input id="order-paid-note" type="text" name="note" maxLength={500} />
              </div>
              <button type="submit" className="admin-button">
                {t("shop.markPaid")}
              </button>
            </Form>
          ) : null}
          <div className="admin-form__actions">
            {order.allowed.resend ? (
              <Form method="post">
                <input type="hidden" name="intent" value="resend" />
                <button type="submit" className="admin-button admin-button--quiet">
                  {t("shop.resend")}
                </button>
              </Form>
            ) : null}
            <a className="admin-button admin-button--quiet" href={order.pdf_url}>
              {t("shop.ticketsPdf")}
            </a>
            <a href={order.order_url}>{t("shop.orderPage")}</a>
            {order.allowed.cancel ? (
              <Link className="admin-button admin-button--danger" to={adminHref(`/orders/${order.id}/cancel`, lang)}>
                {t("shop.cancelOrder")}
              </Link>
            ) : null}
          </div>
        </div>
      </section>
      <TableSection id="order-tickets" heading={t("shop.tickets")}>
        <thead>
          <tr>
            <th scope="col">{t("shop.position")}</th>
            <th scope="col">{t("shop.performance")}</th>
            <th scope="col">{t("shop.seatGroup")}</th>
            <th scope="col">{t("shop.price")}</th>
            <th scope="col">{t("shop.admission")}</th>
          </tr>
        </thead>
        <tbody>
          {order.tickets.map((ticket) => (
            <tr key={ticket.id}>
              <th scope="row">{ticket.position}</th>
              <td>
                {ticket.title}
                <span className="admin-order-email">
                  {staffDateTime(ticket.date_start, lang)}
                  {ticket.time_start ? ` · ${ticket.time_start}` : ""} · {ticket.venue}, {ticket.room}
                </span>
              </td>
              <td>{ticket.seat_group}</td>
              <td>
                {ticket.price_text}: {formatPrice(ticket.unit_cents, lang)}
              </td>
              <td>{ticket.checked_in_at ? `${staffDateTime(ticket.checked_in_at, lang)}${ticket.checked_in_by ? ` (${ticket.checked_in_by})` : ""}` : t("shop.notAdmitted")}</td>
            </tr>
          ))}
        </tbody>
      </TableSection>
      <TableSection id="order-history" heading={t("shop.history")}>
        <thead>
          <tr>
            <th scope="col">{t("shop.when")}</th>
            <th scope="col">{t("shop.who")}</th>
            <th scope="col">{t("shop.what")}</th>
            <th scope="col">{t("shop.note")}</th>
          </tr>
        </thead>
        <tbody>
          {order.history.map((row, index) => (
            <tr key={index}>
              <td>{staffDateTime(row.at, lang)}</td>
              <td>{whoLabel(row)}</td>
              <td>{isHistoryAction(row.action) ? t(`shop.historyAction.${row.action}`) : row.action}</td>
              <td>{row.note}</td>
            </tr>
          ))}
        </tbody>
      </TableSection>
    </>
  );
}

/** A titled table that scrolls sideways by keyboard on a phone (a focusable region named by its heading). */
export function TableSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section>
      <h2 id={id}>{heading}</h2>
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-labelledby={id}>
        <table className="admin-table">{children}</table>
      </div>
    </section>
  );
}

export function AdminOrderCancelScreen() {
  const { lang, order } = useLoaderData() as OrderData;
  const t = translator(lang);
  const refused = useActionData() as Refused | undefined;
  const back = adminHref(`/orders/${order.id}`, lang);
  const heading = `${t("shop.cancelTitle")} ${order.code}`;
  return (
    <>
      <title>{`${heading} | ${t("admin.admin")}`}</title>
      <h1>{heading}</h1>
      <RefusedNotice refused={refused} lang={lang} />
      <p>
        {[order.first_name, order.last_name].filter(Boolean).join(" ")} · {order.tickets.length} {t("shop.tickets")} · {formatPrice(order.total_cents, lang)} · {t(`shop.orderStatus.${order.status}`)}
      </p>
      {order.allowed.cancel && !refused ? (
        <Form method="post" className="admin-form">
          <p>{t("shop.cancelQuestion")}</p>
          <div className="admin-field">
            <label htmlFor="order-cancel-reason">{t("shop.cancelReason")}</label>
            <textarea id="order-cancel-reason" name="reason" rows={3} maxLength={500} />
          </div>
          <div className="admin-form__actions">
            <button type="submit" className="admin-button admin-button--danger">
              {t("shop.confirmCancel")}
            </button>
            <Link className="admin-button admin-button--quiet" to={back}>
              {t("shop.keepOrder")}
            </Link>
          </div>
        </Form>
      ) : (
        <>
          {!refused ? (
            <p className="admin-problems" role="alert">
              {t("shop.refused", { status: t(`shop.orderStatus.${order.status}`) })}
            </p>
          ) : null}
          <Link className="admin-button" to={back}>
            {t("shop.order")} {order.code}
          </Link>
        </>
      )}
    </>
  );
}
