// The user area's orders (issue 26, /de/bestellungen): every order of the account, newest first and
// paged (?page=2), each with its status, performances and total, and links to its order page and
// tickets PDF, so a signed-in visitor finds them on any device without the confirmation mail.
import { Link, useLoaderData } from "react-router";
import { ACCOUNT_ORDER_PAGE_SIZE, type AccountOrderSummary } from "../../../shared/api/contract/account-orders.ts";
import type { Paged } from "../../../shared/api/types.ts";
import { apiFrom, required } from "../../api/loader-api.ts";
import { translator, useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import type { Screen } from "../screen.ts";
import { AccountOrderItem } from "./account-order-item.tsx";
import { UserArea } from "./user-area.tsx";
import { loadUser, type UserData } from "./user-session.tsx";

interface OrdersData extends UserData {
  orders: Paged<AccountOrderSummary> | null;
  page: number;
}

function pageOf(url: string): number | undefined {
  const text = new URL(url).searchParams.get("page");
  return text === null ? undefined : Number(text);
}

function Paging({ orders, page }: { orders: Paged<AccountOrderSummary>; page: number }) {
  const t = useT();
  const lang = useLang();
  const pages = Math.max(1, Math.ceil(orders.count / ACCOUNT_ORDER_PAGE_SIZE));
  if (pages === 1) return null;
  const to = (target: number) => urlFor("user-orders", {}, lang, target > 1 ? { page: String(target) } : undefined);
  return (
    <nav className="account-orders__paging" aria-label={t("accountOrders.paging")}>
      {orders.previous ? <Link to={to(page - 1)}>{t("accountOrders.previous")}</Link> : null}
      <span>{t("accountOrders.pageOf", { page, pages })}</span>
      {orders.next ? <Link to={to(page + 1)}>{t("accountOrders.next")}</Link> : null}
    </nav>
  );
}

function OrdersPage() {
  const { user, orders, page } = useLoaderData() as OrdersData;
  const t = useT();
  return (
    <UserArea route="user-orders" title={t("accountOrders.orders")} user={user}>
      {!user ? null : orders && orders.results.length > 0 ? (
        <>
          <ol className="account-orders">
            {orders.results.map((order) => (
              <AccountOrderItem key={order.code} order={order} openLabel="accountOrders.open" />
            ))}
          </ol>
          <Paging orders={orders} page={page} />
        </>
      ) : (
        <p>{t("accountOrders.none")}</p>
      )}
    </UserArea>
  );
}

export const ordersScreen: Screen<OrdersData> = {
  async loader(args) {
    const t = translator(args.lang);
    const user = await loadUser(args);
    const page = pageOf(args.request.url);
    // A page past the last or not a number is the API's 400, shown as this page's 404.
    const orders = user ? await required(apiFrom(args.context).accountOrders({ lang: args.lang, page })) : null;
    return { user, orders, page: page ?? 1, meta: { title: t("accountOrders.orders") } };
  },
  Component: OrdersPage,
};
