// A content type's list: search (a plain GET form), columns that sort by a click on their heading
// (aria-sort says how), paging, and the way to create a new item.
import { Form, Link, useLoaderData } from "react-router";
import type { AdminList, AdminOption } from "../../../shared/api/contract/admin.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { apiFrom, required, routeError } from "../../api/loader-api.ts";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import type { AdminResource } from "../define-resource.ts";
import { adminResource } from "../resources/index.ts";
import { AdminPager } from "../parts/admin-pager.tsx";
import type { LoaderFunctionArgs } from "react-router";
import { translator } from "../../i18n/index.tsx";

interface ListData {
  lang: Lang;
  resource: string;
  list: AdminList;
  /** Choices of the list's reference columns, to filter by one of them. */
  filters: { field: string; options: AdminOption[] }[];
  q: string;
  sort: string;
  /** Only the items that belong to another ("production:12"). */
  of: string;
  notice: "deleted" | null;
}

/** The definition named by the address, or a 404 page. */
export function resourceOf(name: string | undefined): AdminResource {
  const resource = name ? adminResource(name) : undefined;
  if (!resource) routeError(404, { kind: "route", error: "unknown content type" });
  return resource;
}

export async function loadAdminList({ request, context, params }: LoaderFunctionArgs): Promise<ListData> {
  const url = new URL(request.url);
  const lang = adminLang(url.searchParams);
  const resource = resourceOf(params.resource);
  const q = url.searchParams.get("q") ?? "";
  const sort = url.searchParams.get("sort") ?? "";
  const page = Number(url.searchParams.get("page") ?? "1");
  const of = url.searchParams.get("of") ?? "";
  const api = apiFrom(context);
  const list = await required(api.adminList({ lang, resource: resource.name, q: q.slice(0, 200) || undefined, sort: sort || undefined, page: Number.isInteger(page) && page > 0 ? page : 1, of: of || undefined }));
  const filters = await Promise.all(
    resource.columns
      .map((name) => resource.fields.find((field) => field.name === name)!)
      .flatMap((field) => (field.kind === "reference" && !field.many && field.to !== "image" ? [{ name: field.name, to: field.to }] : []))
      .map(async (field) => ({ field: field.name, options: await api.adminOptions({ lang, resource: field.to }) })),
  ).then((all) => all.filter((filter) => filter.options.length <= 200)); // a long list is no help: the search is
  return { lang, resource: resource.name, list, filters, q, sort, of, notice: url.searchParams.has("deleted") ? "deleted" : null };
}

export function AdminListScreen() {
  const { lang, resource: name, list, filters, q, sort, of, notice } = useLoaderData() as ListData;
  const t = translator(lang);
  const resource = resourceOf(name);
  const columns = resource.columns.map((column) => resource.fields.find((field) => field.name === column)!);
  const listPath = `/${resource.name}/`;
  const query = (changes: Record<string, string>) => Object.fromEntries(Object.entries({ q, sort, of, ...changes }).filter(([, value]) => value));
  const sortLink = (field: string) => {
    const current = sort.replace(/^-/, "") === field ? (sort.startsWith("-") ? "descending" : "ascending") : "none";
    return { current, href: adminHref(listPath, lang, query({ sort: current === "ascending" ? `-${field}` : field, page: "" })) } as const;
  };
  const titleSort = sortLink(resource.fields[0].name);
  return (
    <>
      <title>{`${resource.label[lang]} | ${t("admin.admin")}`}</title>
      <div className="admin-heading">
        <h1>{resource.label[lang]}</h1>
        <Link className="admin-button" to={adminHref(`/${resource.name}/new`, lang)}>
          {t("admin.create")}: {resource.singular[lang]}
        </Link>
      </div>
      {notice ? (
        <p className="admin-notice" role="status">
          {t("admin.deleted")}
        </p>
      ) : null}
      <Form method="get" action={adminHref(listPath, lang)} className="admin-search" role="search">
        {lang === "en" ? <input type="hidden" name="lang" value="en" /> : null}
        {sort ? <input type="hidden" name="sort" value={sort} /> : null}
        <label htmlFor="admin-q">
          {t("admin.searchIn")} {resource.label[lang]}
        </label>
        <input id="admin-q" type="search" name="q" defaultValue={q} maxLength={200} />
        {filters.length > 0 ? (
          <>
            <select id="admin-of" name="of" defaultValue={of} aria-label={t("admin.filterBy")}>
              <option value="">{t("admin.allItems")}</option>
              {filters.map((filter) => (
                <optgroup key={filter.field} label={resource.fields.find((field) => field.name === filter.field)!.label[lang]}>
                  {filter.options.map((option) => (
                    <option key={option.id} value={`${filter.field}:${option.id}`}>
                      {option.title}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </>
        ) : of ? (
          <input type="hidden" name="of" value={of} />
        ) : null}
        <button type="submit" className="admin-button">
          {t("admin.search")}
        </button>
      </Form>
      <p className="admin-count" role="status">
        {t("admin.count", { count: list.count })}
      </p>
      {list.results.length === 0 ? (
        <p>{t("admin.noResults")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{resource.label[lang]}</caption>
            <thead>
              <tr>
                <th scope="col" aria-sort={titleSort.current}>
                  <Link to={titleSort.href}>{t("admin.title")}</Link>
                </th>
                {columns.map((field) => {
                  const link = sortLink(field.name);
                  return (
                    <th key={field.name} scope="col" aria-sort={link.current}>
                      <Link to={link.href}>{field.label[lang]}</Link>
                    </th>
                  );
                })}
                <th scope="col">{t("common.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {list.results.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={adminHref(`/${resource.name}/${row.id}`, lang)}>{row.title || `#${row.id}`}</Link>
                  </th>
                  {columns.map((field) => (
                    <td key={field.name}>{row.cells[field.name]}</td>
                  ))}
                  <td>{row.site_url ? <a href={row.site_url}>{t("admin.viewOnSite")}<span className="visually-hidden">: {row.title}</span></a> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager page={list.page} pages={list.pages} lang={lang} hrefFor={(page) => adminHref(listPath, lang, query({ page: String(page) }))} />
    </>
  );
}
