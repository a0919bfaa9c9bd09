// The vouchers (issue 26 points 4 and 7): search by code, batch or note (a plain GET form), newest
// first, page by page; each with its value in words, its uses of its maximum, its end and its batch.
import { Form, Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { AdminVoucherList } from "../../../shared/api/contract/vouchers.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { staffDateTime } from "../../../shared/lib/staff-dates.ts";
import { apiFrom, required } from "../../api/loader-api.ts";
import { translator } from "../../i18n/index.tsx";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import { AdminPager } from "../parts/admin-pager.tsx";
import { voucherValueText } from "../vouchers/voucher-value.ts";

interface VouchersData {
  lang: Lang;
  list: AdminVoucherList;
  q: string;
}

export async function loadAdminVouchers({ request, context }: LoaderFunctionArgs): Promise<VouchersData> {
  const url = new URL(request.url);
  const lang = adminLang(url.searchParams);
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  const page = Number(url.searchParams.get("page") ?? "1");
  const list = await required(apiFrom(context).adminVouchers({ lang, q: q || undefined, page: Number.isInteger(page) && page > 0 ? page : 1 }));
  return { lang, list, q };
}

export function AdminVouchersScreen() {
  const { lang, list, q } = useLoaderData() as VouchersData;
  const t = translator(lang);
  return (
    <>
      <title>{`${t("voucherAdmin.title")} | ${t("admin.admin")}`}</title>
      <div className="admin-heading">
        <h1>{t("voucherAdmin.title")}</h1>
        <Link className="admin-button" to={adminHref("/vouchers/new", lang)}>
          {t("voucherAdmin.newVoucher")}
        </Link>
      </div>
      <Form method="get" action={adminHref("/vouchers", lang)} className="admin-search" role="search">
        {lang === "en" ? <input type="hidden" name="lang" value="en" /> : null}
        <label htmlFor="vouchers-q">{t("voucherAdmin.search")}</label>
        <input id="vouchers-q" type="search" name="q" defaultValue={q} maxLength={200} />
        <button type="submit" className="admin-button">
          {t("voucherAdmin.searchButton")}
        </button>
        {q ? <Link to={adminHref("/vouchers", lang)}>{t("voucherAdmin.resetSearch")}</Link> : null}
      </Form>
      <p className="admin-count" role="status">
        {t("voucherAdmin.count", { count: list.count })}
      </p>
      {list.results.length === 0 ? (
        <p>{t("voucherAdmin.none")}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t("voucherAdmin.title")}>
          <table className="admin-table">
            <caption className="visually-hidden">{t("voucherAdmin.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("voucherAdmin.code")}</th>
                <th scope="col">{t("voucherAdmin.value")}</th>
                <th scope="col">{t("voucherAdmin.uses")}</th>
                <th scope="col">{t("voucherAdmin.expires")}</th>
                <th scope="col">{t("voucherAdmin.active")}</th>
                <th scope="col">{t("voucherAdmin.batch")}</th>
              </tr>
            </thead>
            <tbody>
              {list.results.map((voucher) => (
                <tr key={voucher.id}>
                  <th scope="row">
                    <Link to={adminHref(`/vouchers/${voucher.id}`, lang)} className="admin-order-code">
                      {voucher.code}
                    </Link>
                  </th>
                  <td>
                    {voucherValueText(voucher, lang)}
                    <span className="admin-order-email">{t(`voucherAdmin.kinds.${voucher.kind}`)}</span>
                  </td>
                  <td>{t("voucherAdmin.usesOf", { count: voucher.uses_count, max: voucher.max_uses })}</td>
                  <td>{voucher.expires_at ? staffDateTime(voucher.expires_at, lang) : t("voucherAdmin.noEnd")}</td>
                  <td>{voucher.is_active ? t("voucherAdmin.yes") : t("voucherAdmin.no")}</td>
                  <td>
                    {voucher.batch || "–"}
                    {voucher.note ? <span className="admin-order-email">{voucher.note}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager page={list.page} pages={list.pages} lang={lang} hrefFor={(page) => adminHref("/vouchers", lang, { ...(q ? { q } : {}), page: String(page) })} />
    </>
  );
}
