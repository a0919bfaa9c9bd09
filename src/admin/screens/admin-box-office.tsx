// Selling at the box office counter (issue 23): the performances on sale → one performance's seat
// groups with their free seats → tickets per price, paid in cash or by card terminal, an optional
// buyer → sold, with "print tickets" (the order's PDF). Plain links and forms: the whole sale works by
// keyboard and without JavaScript. Nothing is sold when a seat is missing; the screen says so and
// keeps what was entered.
import { data, Form, Link, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import type { AdminOrder } from "../../../shared/api/contract/admin-orders.ts";
import { COUNTER_SALE_MAX, type BoxOfficeEvent, type BoxOfficePerformance, type BoxOfficePlace } from "../../../shared/api/contract/box-office.ts";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import { failureMessage } from "../../lib/failure-message.ts";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import { translator } from "../../i18n/index.tsx";
import { staffDateTime } from "../../../shared/lib/staff-dates.ts";

export async function loadBoxOffice({ request, context }: LoaderFunctionArgs): Promise<{ lang: Lang; performances: BoxOfficePerformance[] }> {
  const lang = adminLang(new URL(request.url).searchParams);
  return { lang, performances: await required(apiFrom(context).boxOfficePerformances({ lang })) };
}

export function BoxOfficeScreen() {
  const { lang, performances } = useLoaderData() as { lang: Lang; performances: BoxOfficePerformance[] };
  const t = translator(lang);
  return (
    <>
      <title>{`${t("shop.boxOffice")} | ${t("admin.admin")}`}</title>
      <h1>{t("shop.boxOffice")}</h1>
      {performances.length === 0 ? (
        <p>{t("shop.noPerformances")}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t("shop.performances")}>
          <table className="admin-table">
            <caption className="visually-hidden">{t("shop.performances")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("shop.performance")}</th>
                <th scope="col">{t("shop.date")}</th>
                <th scope="col">{t("shop.venue")}</th>
                <th scope="col">{t("shop.free")}</th>
              </tr>
            </thead>
            <tbody>
              {performances.map((performance) => (
                <tr key={performance.id}>
                  <th scope="row">
                    <Link to={adminHref(`/box-office/${performance.id}`, lang)}>
                      {performance.title}
                      <span className="visually-hidden">, {staffDateTime(performance.date_start, lang)}</span>
                    </Link>
                  </th>
                  <td>{staffDateTime(performance.date_start, lang)}</td>
                  <td>{performance.venue}</td>
                  <td>{performance.free}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** A place's key in the address: the seat group, and the time slot's block after a dash. */
const placeKey = (place: BoxOfficePlace) => (place.block === null ? String(place.seat_group) : `${place.seat_group}-${place.block}`);
const placeName = (place: BoxOfficePlace) => (place.time_start ? `${place.name}, ${place.time_start}` : place.name);

interface SaleData {
  lang: Lang;
  event: BoxOfficeEvent;
  place: BoxOfficePlace | null;
  /** The order just sold here, for its notice and the print link. */
  sold: AdminOrder | null;
}

export async function loadBoxOfficeSale({ request, context, params }: LoaderFunctionArgs): Promise<SaleData> {
  const url = new URL(request.url);
  const lang = adminLang(url.searchParams);
  const api = apiFrom(context);
  const event = await required(api.boxOfficeEvent({ lang, event: routeId(params.event) }));
  const chosen = url.searchParams.get("place") ?? (event.places.length === 1 ? placeKey(event.places[0]) : "");
  const place = event.places.find((candidate) => placeKey(candidate) === chosen) ?? null;
  const soldId = url.searchParams.get("sold") ?? "";
  const sold = /^\d{1,9}$/.test(soldId) ? await api.adminOrder({ lang, order: Number(soldId) }).catch(() => null) : null;
  return { lang, event, place, sold };
}

interface SaleValues {
  quantities: Record<string, string>;
  payment_method: string;
  delivery: string;
  first_name: string;
  last_name: string;
  email: string;
}

interface SaleRefused {
  values: SaleValues;
  problems: { field: string; message: string }[];
  /** The sale itself was refused (seats, performance): nothing was sold. */
  refusal: string | null;
}

const validEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export async function sellAtBoxOffice({ request, context, params }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const lang = adminLang(url.searchParams);
  const t = translator(lang);
  const eventId = routeId(params.event);
  const form = await request.formData();
  const text = (name: string, max = 254) => (typeof form.get(name) === "string" ? (form.get(name) as string).trim().slice(0, max) : "");
  const [groupText, blockText] = text("place", 40).split("-");
  const quantities: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (name.startsWith("price-") && typeof value === "string") quantities[name.slice(6)] = value.trim().slice(0, 4);
  const values: SaleValues = { quantities, payment_method: text("payment_method", 40), delivery: text("delivery", 40), first_name: text("first_name", 100), last_name: text("last_name", 100), email: text("email") };
  const lines = Object.entries(quantities)
    .filter(([price]) => /^\d{1,9}$/.test(price))
    .map(([price, quantity]) => ({ price: Number(price), quantity: /^\d{1,3}$/.test(quantity) ? Number(quantity) : -1 }));
  const problems: SaleRefused["problems"] = [];
  const total = lines.reduce((sum, line) => sum + Math.max(0, line.quantity), 0);
  if (lines.some((line) => line.quantity < 0) || total < 1 || total > COUNTER_SALE_MAX) problems.push({ field: "quantities", message: t("shop.quantityRange", { max: COUNTER_SALE_MAX }) });
  if (values.email && !validEmail(values.email)) problems.push({ field: "email", message: failureMessage(t("common.email"), "must be a valid e-mail address", lang) });
  else if (values.delivery === "eticket" && !values.email) problems.push({ field: "email", message: t("shop.emailForTicket") });
  if (problems.length > 0) return data<SaleRefused>({ values, problems, refusal: null }, { status: 400 });
  try {
    const sale = await apiFrom(context).boxOfficeSell({
      lang,
      event: eventId,
      seat_group: Number(groupText),
      block: blockText ? Number(blockText) : undefined,
      lines: lines.filter((line) => line.quantity > 0),
      payment_method: values.payment_method === "card_terminal" ? "card_terminal" : "cash",
      delivery: values.delivery === "eticket" ? "eticket" : "pickup",
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
    });
    return redirect(adminHref(`/box-office/${eventId}`, lang, { place: text("place", 40), sold: String(sale.order) }), 303);
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    if (error.status === 409) {
      const refusal = error.body.error === "not_enough_seats" ? t("shop.notEnoughSeats", { free: Number(error.body.free ?? 0) }) : t("shop.notOnSale");
      return data<SaleRefused>({ values, problems: [], refusal }, { status: 409 });
    }
    if (error.status === 400) return data<SaleRefused>({ values, problems: [{ field: "quantities", message: failureMessage(t("shop.quantities"), String(error.body.reason ?? ""), lang) }], refusal: null }, { status: 400 });
    return required(Promise.reject(error));
  }
}

function SoldNotice({ order, lang }: { order: AdminOrder; lang: Lang }) {
  const t = translator(lang);
  return (
    <div className="admin-notice admin-sold" role="status">
      <p>{t("shop.soldNotice", { code: order.code, count: order.tickets.length, amount: formatPrice(order.total_cents, lang) })}</p>
      <p className="admin-form__actions">
        <a className="admin-button" href={order.pdf_url}>
          {t("shop.printTickets")}
        </a>
        <Link to={adminHref(`/orders/${order.id}`, lang)}>
          {t("shop.order")} {order.code}
        </Link>
      </p>
    </div>
  );
}

export function BoxOfficeSaleScreen() {
  const { lang, event, place, sold } = useLoaderData() as SaleData;
  const t = translator(lang);
  const refused = useActionData() as SaleRefused | undefined;
  const heading = `${event.title} · ${staffDateTime(event.date_start, lang)}`;
  const problemOf = (field: string) => refused?.problems.find((problem) => problem.field === field)?.message;
  const described = (field: string) => (problemOf(field) ? { "aria-invalid": true, "aria-describedby": `sale-${field}-problem` } : {});
  const problemLine = (field: string) =>
    problemOf(field) ? (
      <p className="admin-field__problem" id={`sale-${field}-problem`}>
        {problemOf(field)}
      </p>
    ) : null;
  const values = refused?.values;
  return (
    <>
      <title>{`${t("shop.sellFor")}: ${heading} | ${t("admin.admin")}`}</title>
      <p className="admin-breadcrumb">
        <Link to={adminHref("/box-office", lang)}>{t("shop.backToPerformances")}</Link>
      </p>
      <h1>{heading}</h1>
      <p className="admin-count">
        {event.venue} · {t("shop.freeSeats", { count: event.free })}
      </p>
      {sold && !refused ? <SoldNotice order={sold} lang={lang} /> : null}
      {refused?.refusal ? (
        <p className="admin-problems" role="alert">
          {refused.refusal}
        </p>
      ) : null}
      {refused && refused.problems.length > 0 ? (
        <div className="admin-problems" role="alert">
          <p>{t("admin.problems")}</p>
          <ul>
            {refused.problems.map((problem) => (
              <li key={problem.field}>
                <a href={`#sale-${problem.field}`}>{problem.message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {!place ? (
        <section aria-labelledby="sale-places">
          <h2 id="sale-places">{t("shop.choosePlace")}</h2>
          <ul className="admin-places">
            {event.places.map((candidate) => (
              <li key={placeKey(candidate)}>
                {candidate.free > 0 ? (
                  <Link to={adminHref(`/box-office/${event.id}`, lang, { place: placeKey(candidate) })}>{placeName(candidate)}</Link>
                ) : (
                  <span>{placeName(candidate)}</span>
                )}{" "}
                – {t("shop.freeSeats", { count: candidate.free })}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <Form method="post" className="admin-form" key={sold?.id ?? "sale"}>
          <input type="hidden" name="place" value={placeKey(place)} />
          <h2>
            {placeName(place)} – {t("shop.freeSeats", { count: place.free })}
          </h2>
          {event.places.length > 1 ? <Link to={adminHref(`/box-office/${event.id}`, lang)}>{t("shop.otherPlace")}</Link> : null}
          <fieldset className="admin-field" id="sale-quantities" tabIndex={-1} {...described("quantities")}>
            <legend>{t("shop.quantities")}</legend>
            <div className="admin-sale-prices">
              {place.prices.map((price) => (
                <div key={price.id} className="admin-field">
                  <label htmlFor={`sale-price-${price.id}`}>
                    {price.text} ({formatPrice(price.amount_cents, lang)})
                  </label>
                  <input id={`sale-price-${price.id}`} type="number" name={`price-${price.id}`} min={0} max={Math.min(COUNTER_SALE_MAX, Math.max(place.free, 0))} inputMode="numeric" defaultValue={values?.quantities[String(price.id)] ?? "0"} />
                </div>
              ))}
            </div>
            {problemLine("quantities")}
          </fieldset>
          <fieldset className="admin-field">
            <legend>{t("shop.paidBy")}</legend>
            {event.payment_methods.map((method, index) => (
              <div key={method.value} className="admin-field admin-field--check">
                <input type="radio" id={`sale-payment-${method.value}`} name="payment_method" value={method.value} defaultChecked={values ? values.payment_method === method.value : index === 0} />
                <label htmlFor={`sale-payment-${method.value}`}>{method.label}</label>
              </div>
            ))}
          </fieldset>
          <fieldset className="admin-field">
            <legend>{t("shop.delivery")}</legend>
            {(["pickup", "eticket"] as const).map((delivery) => (
              <div key={delivery} className="admin-field admin-field--check">
                <input type="radio" id={`sale-delivery-${delivery}`} name="delivery" value={delivery} defaultChecked={(values?.delivery || "pickup") === delivery} />
                <label htmlFor={`sale-delivery-${delivery}`}>{t(delivery === "pickup" ? "shop.printTickets" : "shop.eticket")}</label>
              </div>
            ))}
          </fieldset>
          <fieldset className="admin-field">
            <legend>{t("shop.buyer")}</legend>
            <div className="admin-sale-buyer">
              <div className="admin-field">
                <label htmlFor="sale-first_name">{t("shop.firstName")}</label>
                <input id="sale-first_name" type="text" name="first_name" maxLength={100} autoComplete="off" defaultValue={values?.first_name ?? ""} />
              </div>
              <div className="admin-field">
                <label htmlFor="sale-last_name">{t("shop.lastName")}</label>
                <input id="sale-last_name" type="text" name="last_name" maxLength={100} autoComplete="off" defaultValue={values?.last_name ?? ""} />
              </div>
              <div className="admin-field">
                <label htmlFor="sale-email">{t("common.email")}</label>
                <input id="sale-email" type="email" name="email" maxLength={254} autoComplete="off" defaultValue={values?.email ?? ""} {...described("email")} />
                {problemLine("email")}
              </div>
            </div>
          </fieldset>
          <div className="admin-form__actions">
            <button type="submit" className="admin-button">
              {t("shop.sell")}
            </button>
          </div>
        </Form>
      )}
    </>
  );
}
