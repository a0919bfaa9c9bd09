// Deleting an item: a confirmation that says where the item is still used; while it is used there is
// nothing to confirm (the server refuses it too, with 409).
import { Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { AdminItem } from "../../../shared/api/contract/admin.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import { adminWord } from "../admin-text.ts";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import { resourceOf } from "./admin-list.tsx";

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
  const resource = resourceOf(name);
  const back = adminHref(`/${resource.name}/${item.id}`, lang);
  return (
    <>
      <title>{`${adminWord("deleteTitle", lang)} | ${adminWord("admin", lang)}`}</title>
      <h1>
        {adminWord("deleteTitle", lang)}: {item.title}
      </h1>
      {item.usage.length > 0 ? (
        <>
          <p>{adminWord("cannotDelete", lang)}</p>
          <ul className="admin-usage">
            {item.usage.map((entry) => (
              <li key={entry.where}>
                {entry.where}: {entry.count}
              </li>
            ))}
          </ul>
          <Link className="admin-button" to={back}>
            {adminWord("backToList", lang)}
          </Link>
        </>
      ) : (
        <Form method="post" className="admin-form__actions">
          <p>{adminWord("deleteQuestion", lang)}</p>
          <button type="submit" className="admin-button admin-button--danger">
            {adminWord("delete", lang)}
          </button>
          <Link className="admin-button admin-button--quiet" to={back}>
            {adminWord("cancel", lang)}
          </Link>
        </Form>
      )}
    </>
  );
}
