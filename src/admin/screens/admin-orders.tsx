// The shop's orders (issue 23): search by code, name or e-mail, filters by performance, state and
// payment method (a plain GET form), newest first, page by page, and the filtered list as CSV.
import { Form, Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { adminOrderStatuses, type AdminChoice, type AdminOrderList, type AdminOrderStatus } from "../../../shared/api/contract/admin-orders.ts";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { apiFrom, required } from "../../api/loader-api.ts";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import { AdminPager } from "../parts/admin-pager.tsx";
import { translator } from "../../i18n/index.tsx";
import { staffDateTime } from "../../../shared/lib/staff-dates.ts";


interface Filters {
  q: string;
  performance: string;
  status: string;
  payment: string;
}

interface OrdersData {
  lang: Lang;
  list: AdminOrderList;
  filters: Filters;
}

export async function loadAdminOrders({ request, context }: LoaderFunctionArgs): Promise<OrdersData> {
  const url = new URL(request.url);
  const lang = adminLang(url.searchParams);
  const text = (name: string) => (url.searchParams.get(name) ?? "").slice(0, 200);
  const filters: Filters = { q: text("q"), performance: text("performance"), status: text("status"), payment: text("payment") };
  const page = Number(url.searchParams.get("page") ?? "1");
  const list = await required(
    apiFrom(context).adminOrders({
      lang,
      q: filters.q || undefined,
      performance: /^\d{1,9}$/.test(filters.performance) ? Number(filters.performance) : undefined,
      status: (adminOrderStatuses as readonly string[]).includes(filters.status) ? (filters.status as AdminOrderStatus) : undefined,
      payment: /^[a-z_]{1,40}$/.test(filters.payment) ? filters.payment : undefined,
      page: Number.isInteger(page) && page > 0 ? page : 1,
    }),
  );
  return { lang, list, filters };
}

/** One of the list's filters: a labelled choice, "all" first. */
function ChoiceFilter({ name, label, all, choices, value }: { name: string; label: string; all: string; choices: AdminChoice[]; value: string }) {
  return (
    <div className="admin-field">
      <label htmlFor={`orders-${name}`}>{label}</label>
      <select id={`orders-${name}`} name={name} defaultValue={value}>
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AdminOrdersScreen() {
  const { lang, list, filters } = useLoaderData() as OrdersData;
  const t = translator(lang);
  const query = (changes: Record<string, string>) => Object.fromEntries(Object.entries({ ...filters, ...changes }).filter(([, value]) => value));
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <title>{`${t("shop.orders")} | ${t("admin.admin")}`}</title>
      <div className="admin-heading">
        <h1>{t("shop.orders")}</h1>
        <a className="admin-button admin-button--quiet" href={list.csv_url} download>
          {t("shop.csv")}
        </a>
      </div>
      <Form method="get" action={adminHref("/orders", lang)} className="admin-search admin-order-filters" role="search">
        {lang === "en" ? <input type="hidden" name="lang" value="en" /> : null}
        <label htmlFor="orders-q">{t("shop.searchOrders")}</label>
        <input id="orders-q" type="search" name="q" defaultValue={filters.q} maxLength={200} />
        <div className="admin-order-filters__selects">
          <ChoiceFilter name="performance" label={t("shop.performance")} all={t("shop.allPerformances")} choices={list.filters.performances} value={filters.performance} />
          <ChoiceFilter name="status" label={t("common.status")} all={t("shop.allStatuses")} choices={adminOrderStatuses.map((status) => ({ value: status, label: t(`shop.orderStatus.${status}`) }))} value={filters.status} />
          <ChoiceFilter name="payment" label={t("shop.paymentMethod")} all={t("shop.allPaymentMethods")} choices={list.filters.payment_methods} value={filters.payment} />
        </div>
        <button type="submit" className="admin-button">
          {t("shop.filter")}
        </button>
        {filtered ? <Link to={adminHref("/orders", lang)}>{t("shop.resetFilters")}</Link> : null}
      </Form>
      <p className="admin-count" role="status">
        {t("shop.count", { count: list.count })}
      </p>
      {list.results.length === 0 ? (
        <p>{t("shop.noOrders")}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t("shop.orders")}>
          <table className="admin-table">
            <caption className="visually-hidden">{t("shop.orders")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("shop.code")}</th>
                <th scope="col">{t("shop.ordered")}</th>
                <th scope="col">{t("shop.name")}</th>
                <th scope="col">{t("shop.performances")}</th>
                <th scope="col">{t("shop.tickets")}</th>
                <th scope="col">{t("shop.amount")}</th>
                <th scope="col">{t("common.status")}</th>
              </tr>
            </thead>
            <tbody>
              {list.results.map((order) => (
                <tr key={order.id}>
                  <th scope="row">
                    <Link to={adminHref(`/orders/${order.id}`, lang)} className="admin-order-code">
                      {order.code}
                    </Link>
                  </th>
                  <td>{staffDateTime(order.created_at, lang)}</td>
                  <td>
                    {order.name || "–"}
                    {order.email ? <span className="admin-order-email">{order.email}</span> : null}
                  </td>
                  <td>{order.performances}</td>
                  <td>{order.tickets}</td>
                  <td>{formatPrice(order.total_cents, lang)}</td>
                  <td>
                    <span className={`admin-order-status admin-order-status--${order.status}`}>{t(`shop.orderStatus.${order.status}`)}</span>
                    <span className="admin-order-email">{order.payment_label}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager page={list.page} pages={list.pages} lang={lang} hrefFor={(page) => adminHref("/orders", lang, query({ page: String(page) }))} />
    </>
  );
}
