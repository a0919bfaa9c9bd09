// Deleting an item: a confirmation that says where the item is still used; while it is used there is
// nothing to confirm (the server refuses it too, with 409).
import { Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { AdminItem } from "../../../shared/api/contract/admin.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import { resourceOf } from "./admin-list.tsx";
import { translator } from "../../i18n/index.tsx";

interface DeleteData {
  lang: Lang;
  resource: string;
  item: AdminItem;
}

export async function loadAdminDelete({ request, context, params }: LoaderFunctionArgs): Promise<DeleteData> {
  const lang = adminLang(new URL(request.url).searchParams);
  const resource = resourceOf(params.resource);
  const item = await required(apiFrom(context).adminItem({ lang, resource: resource.name, id: routeId(params.id) }));
  return { lang, resource: resource.name, item };
}

export async function deleteAdminItem({ request, context, params }: ActionFunctionArgs): Promise<Response> {
  const lang = adminLang(new URL(request.url).searchParams);
  const resource = resourceOf(params.resource);
  await required(apiFrom(context).adminDelete({ lang, resource: resource.name, id: routeId(params.id) }));
  return redirect(adminHref(`/${resource.name}/`, lang, { deleted: "1" }), 303);
}

export function AdminDeleteScreen() {
  const { lang, resource: name, item } = useLoaderData() as DeleteData;
  const t = translator(lang);
  const resource = resourceOf(name);
  const back = adminHref(`/${resource.name}/${item.id}`, lang);
  return (
    <>
      <title>{`${t("admin.deleteTitle")} | ${t("admin.admin")}`}</title>
      <h1>
        {t("admin.deleteTitle")}: {item.title}
      </h1>
      {item.usage.length > 0 ? (
        <>
          <p>{t("admin.cannotDelete")}</p>
          <ul className="admin-usage">
            {item.usage.map((entry) => (
              <li key={entry.where}>
                {entry.where}: {entry.count}
              </li>
            ))}
          </ul>
          <Link className="admin-button" to={back}>
            {t("common.backToList")}
          </Link>
        </>
      ) : (
        <Form method="post" className="admin-form__actions">
          <p>{t("admin.deleteQuestion")}</p>
          <button type="submit" className="admin-button admin-button--danger">
            {t("common.delete")}
          </button>
          <Link className="admin-button admin-button--quiet" to={back}>
            {t("common.cancel")}
          </Link>
        </Form>
      )}
    </>
  );
}
