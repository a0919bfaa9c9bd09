// Visitors' own accounts (issue 26 point 7): search by name or e-mail address (a plain GET form),
// newest first, page by page; each name opens the account (its address below it, as in the orders list). Staff accounts stay in "accounts".
import { Form, Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { VisitorAccountList } from "../../../shared/api/contract/visitor-accounts-admin.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { staffDateTime } from "../../../shared/lib/staff-dates.ts";
import { apiFrom, required } from "../../api/loader-api.ts";
import { translator } from "../../i18n/index.tsx";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import { AdminPager } from "../parts/admin-pager.tsx";

interface VisitorAccountsData {
  lang: Lang;
  list: VisitorAccountList;
  q: string;
}

export async function loadAdminVisitorAccounts({ request, context }: LoaderFunctionArgs): Promise<VisitorAccountsData> {
  const url = new URL(request.url);
  const lang = adminLang(url.searchParams);
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  const page = Number(url.searchParams.get("page") ?? "1");
  const list = await required(apiFrom(context).adminVisitorAccounts({ lang, q: q || undefined, page: Number.isInteger(page) && page > 0 ? page : 1 }));
  return { lang, list, q };
}

export function AdminVisitorAccountsScreen() {
  const { lang, list, q } = useLoaderData() as VisitorAccountsData;
  const t = translator(lang);
  const yesNo = (value: boolean) => (value ? t("visitorAccounts.yes") : t("visitorAccounts.no"));
  return (
    <>
      <title>{`${t("visitorAccounts.title")} | ${t("admin.admin")}`}</title>
      <h1>{t("visitorAccounts.title")}</h1>
      <Form method="get" action={adminHref("/visitor-accounts", lang)} className="admin-search" role="search">
        {lang === "en" ? <input type="hidden" name="lang" value="en" /> : null}
        <label htmlFor="visitor-accounts-q">{t("visitorAccounts.search")}</label>
        <input id="visitor-accounts-q" type="search" name="q" defaultValue={q} maxLength={200} />
        <button type="submit" className="admin-button">
          {t("admin.search")}
        </button>
        {q ? <Link to={adminHref("/visitor-accounts", lang)}>{t("visitorAccounts.showAll")}</Link> : null}
      </Form>
      <p className="admin-count" role="status">
        {t("visitorAccounts.count", { count: list.count })}
      </p>
      {list.results.length === 0 ? (
        <p>{t("visitorAccounts.none")}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t("visitorAccounts.title")}>
          <table className="admin-table">
            <caption className="visually-hidden">{t("visitorAccounts.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("visitorAccounts.nameAndEmail")}</th>
                <th scope="col">{t("visitorAccounts.confirmed")}</th>
                <th scope="col">{t("visitorAccounts.active")}</th>
                <th scope="col">{t("visitorAccounts.created")}</th>
                <th scope="col">{t("visitorAccounts.lastLogin")}</th>
                <th scope="col">{t("visitorAccounts.orders")}</th>
              </tr>
            </thead>
            <tbody>
              {list.results.map((account) => (
                <tr key={account.id}>
                  <th scope="row">
                    <Link to={adminHref(`/visitor-accounts/${account.id}`, lang)}>{account.name || account.email}</Link>
                    <span className="admin-order-email">{account.email}</span>
                  </th>
                  <td>{yesNo(account.confirmed)}</td>
                  <td>{account.is_active ? t("visitorAccounts.yes") : t("visitorAccounts.deactivated")}</td>
                  <td>{staffDateTime(account.created_at, lang)}</td>
                  <td>{account.last_login_at ? staffDateTime(account.last_login_at, lang) : t("visitorAccounts.never")}</td>
                  <td>{account.order_count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager page={list.page} pages={list.pages} lang={lang} hrefFor={(page) => adminHref("/visitor-accounts", lang, { ...(q ? { q } : {}), page: String(page) })} />
    </>
  );
}
