// One item's form (new or existing): every field of the definition, localized ones in both
// languages side by side. The values are checked with the definition's schema before they are sent,
// and again by the server; failures are listed at the top (as links to the fields) and at each field.
import { useMemo, useState } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { validate } from "superstruct";
import { isApiError } from "../../../shared/api/api-error.ts";
import type { AdminFailure, AdminItem, AdminList, AdminOption } from "../../../shared/api/contract/admin.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import type { MediaImage } from "../../../shared/api/contract/media.ts";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import { failuresOf } from "../../modules/validate-sections.ts";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import type { AdminResource, AdminValues } from "../define-resource.ts";
import { useSlugProposal } from "../form/use-slug-proposal.ts";
import { FieldContext, type FieldEnvironment, type FormValues } from "../../components/fields/field-context.tsx";
import { fieldDomId } from "../../components/fields/field-dom-id.ts";
import { FieldWidget } from "../../components/fields/field-widget.tsx";
import { adminSkin } from "../parts/admin-dialog.tsx";
import { valuesFromForm } from "../form/form-values.ts";
import { resourceOf } from "./admin-list.tsx";
import { ProblemSummary } from "../parts/problem-summary.tsx";
import { translator } from "../../i18n/index.tsx";

interface ItemData {
  lang: Lang;
  resource: string;
  item: AdminItem | null;
  /** A new item's values where they differ from the defaults (a new event's production from ?production=). */
  preset: AdminValues;
  options: Record<string, AdminOption[]>;
  /** The items that belong to this one, per child type. */
  children: { resource: string; field: string; list: AdminList }[];
  /** The stored images of the image fields, for their thumbnails. */
  images: Record<string, MediaImage | null>;
  saved: boolean;
}

interface Refused {
  failures: AdminFailure[];
  values: AdminValues;
}

export async function loadAdminItem({ request, context, params }: LoaderFunctionArgs): Promise<ItemData> {
  const url = new URL(request.url);
  const lang = adminLang(url.searchParams);
  const resource = resourceOf(params.resource);
  const api = apiFrom(context);
  const item = params.id === undefined ? null : await required(api.adminItem({ lang, resource: resource.name, id: routeId(params.id) }));
  const options: Record<string, AdminOption[]> = {};
  const preset: AdminValues = {};
  for (const field of resource.fields) {
    if (field.kind !== "reference" || field.to === "image") continue;
    options[field.name] = await api.adminOptions({ lang, resource: field.to });
    if (field.many) continue;
    const given = Number(url.searchParams.get(field.name));
    if (!item && options[field.name].some((option) => option.id === given)) preset[field.name] = given;
  }
  const children = item
    ? await Promise.all((resource.children ?? []).map(async (child) => ({ ...child, list: await api.adminList({ lang, resource: child.resource, of: `${child.field}:${item.id}` }) })))
    : [];
  const images: Record<string, MediaImage | null> = {};
  for (const field of resource.fields) {
    const stored = item?.values[field.name];
    if (field.kind !== "reference" || field.to !== "image" || typeof stored !== "number") continue;
    images[field.name] = await api.mediaImage({ lang, id: stored }).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    });
  }
  return { lang, resource: resource.name, item, preset, options, children, images, saved: url.searchParams.has("saved") };
}

export async function saveAdminItem({ request, context, params }: ActionFunctionArgs): Promise<Response | ReturnType<typeof data<Refused>>> {
  const lang = adminLang(new URL(request.url).searchParams);
  const resource = resourceOf(params.resource);
  const values = valuesFromForm(resource.fields, await request.formData());
  const [error] = validate(values, resource.schema);
  if (error) return data({ failures: failuresOf(error), values }, { status: 400 });
  const api = apiFrom(context);
  try {
    const item = params.id === undefined ? await api.adminCreate({ lang, resource: resource.name, values }) : await api.adminUpdate({ lang, resource: resource.name, id: routeId(params.id), values });
    return redirect(adminHref(`/${resource.name}/${item.id}`, lang, { saved: "1" }), 303);
  } catch (failure) {
    if (isApiError(failure) && failure.status === 400) {
      const failures = (failure.body.failures as AdminFailure[] | undefined) ?? [{ field: String(failure.body.field ?? "").replace(/^values\./, ""), reason: String(failure.body.reason ?? "") }];
      return data({ failures, values }, { status: 400 });
    }
    throw failure;
  }
}

export function AdminItemScreen() {
  const { lang, resource: name, item, preset, options, children, images, saved } = useLoaderData() as ItemData;
  const t = translator(lang);
  const refused = useActionData() as Refused | undefined;
  const resource = resourceOf(name);
  const values = refused?.values ?? item?.values ?? { ...resource.defaults, ...preset };
  const heading = item ? item.title || `${resource.singular[lang]} #${item.id}` : `${t("admin.create")}: ${resource.singular[lang]}`;
  const labelOf = (path: string) => {
    const [fieldName, language] = path.split(".");
    const field = resource.fields.find((candidate) => candidate.name === fieldName);
    const languageName = language === "de" ? t("common.german") : language === "en" ? t("common.english") : "";
    return languageName ? `${field?.label[lang] ?? fieldName} (${languageName})` : (field?.label[lang] ?? fieldName);
  };
  return (
    <>
      <title>{`${heading} | ${t("admin.admin")}`}</title>
      <p className="admin-breadcrumb">
        <Link to={adminHref(`/${resource.name}/`, lang)}>{resource.label[lang]}</Link>
      </p>
      <div className="admin-heading">
        <h1>{heading}</h1>
        {item?.site_url ? (
          <a className="admin-button admin-button--quiet" href={item.site_url}>
            {t("admin.viewOnSite")}
          </a>
        ) : null}
      </div>
      {saved && !refused ? (
        <p className="admin-notice" role="status">
          {t("common.saved")}
        </p>
      ) : null}
      <ProblemSummary lang={lang} problems={(refused?.failures ?? []).map((failure) => ({ ...failure, label: labelOf(failure.field), target: fieldDomId(failure.field) }))} />
      <Form method="post" className="admin-form" noValidate>
        {/* Keyed by the item and each refusal, so the fields start from what was sent. */}
        <ItemFields key={`${item?.id ?? "new"}-${refused ? JSON.stringify(refused.failures) : ""}`} lang={lang} resource={resource} initial={values} failures={refused?.failures ?? []} options={options} images={images} />
        <div className="admin-form__actions">
          <button type="submit" className="admin-button">
            {t("common.save")}
          </button>
          {item && resource.deletable !== false ? (
            <Link className="admin-button admin-button--danger" to={adminHref(`/${resource.name}/${item.id}/delete`, lang)}>
              {t("common.delete")}
            </Link>
          ) : null}
          {item
            ? (resource.itemLinks ?? []).map((link) => (
                <Link key={link.path} className="admin-button admin-button--quiet" to={adminHref(`/${resource.name}/${item.id}${link.path}`, lang)}>
                  {link.label[lang]}
                </Link>
              ))
            : null}
        </div>
      </Form>
      {item
        ? children.map((child) => <ChildList key={child.resource} lang={lang} parent={item.id} {...child} />)
        : null}
      {item ? (
        <section className="admin-usage" aria-labelledby="usage-heading">
          <h2 id="usage-heading">{t("admin.usedIn")}</h2>
          {item.usage.length === 0 ? (
            <p>{t("admin.notUsed")}</p>
          ) : (
            <ul>
              {item.usage.map((entry) => (
                <li key={entry.where}>
                  {entry.where}: {entry.count}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </>
  );
}

/** Every field of the item, each by the one widget set, holding the values as they are edited. */
function ItemFields({ lang, resource, initial, failures, options, images }: { lang: Lang; resource: AdminResource; initial: AdminValues; failures: AdminFailure[]; options: ItemData["options"]; images: ItemData["images"] }) {
  const [values, setValues] = useState<FormValues>(initial);
  const onPatch = useSlugProposal(resource, lang, values, setValues);
  const environment = useMemo<FieldEnvironment>(
    () => ({ lang, canEditCode: false, failures: new Map(failures.map((failure) => [failure.field, failure.reason])), skin: adminSkin, options, images }),
    [lang, failures, options, images],
  );
  return (
    <FieldContext.Provider value={environment}>
      {resource.fields.map((field) => (
        <FieldWidget key={field.name} field={field} values={values} path={field.name} onPatch={onPatch} />
      ))}
    </FieldContext.Provider>
  );
}

/** The items of another type that belong to this one (a production's events), with a way to add one. */
function ChildList({ lang, resource: name, field, list, parent }: { lang: Lang; resource: string; field: string; list: AdminList; parent: number }) {
  const t = translator(lang);
  const resource = resourceOf(name);
  const columns = resource.columns.map((column) => resource.fields.find((candidate) => candidate.name === column)!).filter((column) => column.name !== field);
  const headingId = `children-${name}`;
  return (
    <section className="admin-children" aria-labelledby={headingId}>
      <div className="admin-heading">
        <h2 id={headingId}>
          {resource.label[lang]} ({list.count})
        </h2>
        <Link className="admin-button admin-button--quiet" to={adminHref(`/${name}/new`, lang, { [field]: String(parent) })}>
          {t("admin.create")}: {resource.singular[lang]}
        </Link>
      </div>
      {list.results.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.title")}</th>
                {columns.map((column) => (
                  <th key={column.name} scope="col">
                    {column.label[lang]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.results.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={adminHref(`/${name}/${row.id}`, lang)}>{row.title || `#${row.id}`}</Link>
                  </th>
                  {columns.map((column) => (
                    <td key={column.name}>{row.cells[column.name]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {list.pages > 1 ? (
        <p>
          <Link to={adminHref(`/${name}/`, lang, { of: `${field}:${parent}` })}>{t("admin.count", { count: list.count })}</Link>
        </p>
      ) : null}
    </section>
  );
}
