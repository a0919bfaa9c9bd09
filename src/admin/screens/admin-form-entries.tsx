// A form's entries (newest first, unread ones marked), the CSV export, and one entry with its files.
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { AdminEntry, AdminEntryList } from "../../../shared/api/contract/admin-forms.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import { AdminPager } from "../parts/admin-pager.tsx";
import { translator } from "../../i18n/index.tsx";
import { staffDateTime } from "../../../shared/lib/staff-dates.ts";


export async function loadFormEntries({ request, context, params }: LoaderFunctionArgs): Promise<{ lang: Lang; list: AdminEntryList }> {
  const url = new URL(request.url);
  const lang = adminLang(url.searchParams);
  const page = Number(url.searchParams.get("page") ?? "1");
  const list = await required(apiFrom(context).adminFormEntries({ lang, form: routeId(params.form), page: Number.isInteger(page) && page > 0 ? page : 1 }));
  return { lang, list };
}

export function FormEntriesScreen() {
  const { lang, list } = useLoaderData() as { lang: Lang; list: AdminEntryList };
  const t = translator(lang);
  const base = `/forms/${list.form.id}/entries`;
  return (
    <>
      <title>{`${t("admin.entries")}: ${list.form.title} | ${t("admin.admin")}`}</title>
      <p className="admin-breadcrumb">
        <Link to={adminHref(`/forms/${list.form.id}`, lang)}>{list.form.title}</Link>
      </p>
      <div className="admin-heading">
        <h1>
          {t("admin.entries")}: {list.form.title}
        </h1>
        <a className="admin-button admin-button--quiet" href={list.csv_url} download>
          {t("admin.csv")}
        </a>
      </div>
      <p className="admin-count">
        {t("admin.count", { count: list.count })}, {t("admin.unread", { count: list.unread })}
      </p>
      {list.results.length === 0 ? (
        <p>{t("admin.noResults")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{t("admin.entries")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.received")}</th>
                <th scope="col">{t("common.status")}</th>
                <th scope="col">{t("admin.content")}</th>
              </tr>
            </thead>
            <tbody>
              {list.results.map((entry) => (
                <tr key={entry.id} className={entry.read ? undefined : "admin-table__unread"}>
                  <th scope="row">
                    <Link to={adminHref(`${base}/${entry.id}`, lang)}>{staffDateTime(entry.created_at, lang)}</Link>
                  </th>
                  <td>{t(entry.read ? "admin.isRead" : "admin.isUnread")}</td>
                  <td>{entry.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager page={list.page} pages={list.pages} lang={lang} hrefFor={(page) => adminHref(base, lang, { page: String(page) })} />
    </>
  );
}

export async function loadFormEntry({ request, context, params }: LoaderFunctionArgs): Promise<{ lang: Lang; entry: AdminEntry }> {
  const lang = adminLang(new URL(request.url).searchParams);
  const entry = await required(apiFrom(context).adminFormEntry({ lang, form: routeId(params.form), entry: routeId(params.entry) }));
  return { lang, entry };
}

export function FormEntryScreen() {
  const { lang, entry } = useLoaderData() as { lang: Lang; entry: AdminEntry };
  const t = translator(lang);
  return (
    <>
      <title>{`${t("admin.entry")} ${entry.id} | ${t("admin.admin")}`}</title>
      <p className="admin-breadcrumb">
        <Link to={adminHref(`/forms/${entry.form.id}/entries`, lang)}>
          {t("admin.entries")}: {entry.form.title}
        </Link>
      </p>
      <h1>
        {t("admin.entry")} {entry.id}
      </h1>
      <p className="admin-count">
        {t("admin.received")}: {staffDateTime(entry.created_at, lang)} · {entry.lang.toUpperCase()}
      </p>
      <dl className="admin-entry">
        {entry.values.map((value) => (
          <div key={value.slug}>
            <dt>{value.label}</dt>
            <dd>
              {value.files.length
                ? value.files.map((file) => (
                    <a key={file.id} href={file.url} download>
                      {file.name}
                    </a>
                  ))
                : value.value || "–"}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
