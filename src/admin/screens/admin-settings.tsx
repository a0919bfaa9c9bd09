// The site settings (admins only): the website and webshop switches, the four blocks of raw HTML
// (kept as written, rendered unsanitized, as the HTML module is) and the custom error pages. One form
// for the one row; it works without JavaScript and shows refused values at their fields.
import { data, Form, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { validate } from "superstruct";
import { isApiError } from "../../../shared/api/api-error.ts";
import type { AdminFailure, AdminSettings } from "../../../shared/api/contract/admin.ts";
import { languages, type Lang } from "../../../shared/lib/localized.ts";
import { apiFrom, required } from "../../api/loader-api.ts";
import { failureMessage } from "../../lib/failure-message.ts";
import { failuresOf } from "../../modules/validate-sections.ts";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import { errorPagesFromText, errorPagesText, settingsSchema, type AdminSettingsValues } from "../settings-schema.ts";
import { ProblemSummary } from "../parts/problem-summary.tsx";
import { translator, type TranslationKey } from "../../i18n/index.tsx";

interface SettingsData {
  lang: Lang;
  settings: AdminSettings;
  saved: boolean;
}

interface Refused {
  failures: AdminFailure[];
  values: AdminSettingsValues;
  errorPages: string;
}

export async function loadAdminSettings({ request, context }: LoaderFunctionArgs): Promise<SettingsData> {
  const url = new URL(request.url);
  const lang = adminLang(url.searchParams);
  const settings = await required(apiFrom(context).adminSettings({ lang }));
  return { lang, settings, saved: url.searchParams.has("saved") };
}

const htmlFields = [
  { name: "html_header", label: "admin.htmlHeader" },
  { name: "html_footer_top", label: "admin.htmlFooterTop" },
  { name: "html_footer_bottom", label: "admin.htmlFooterBottom" },
  { name: "html_footer_logos", label: "admin.htmlFooterLogos" },
] as const satisfies readonly { name: string; label: TranslationKey }[];

export async function saveAdminSettings({ request, context }: ActionFunctionArgs): Promise<Response | ReturnType<typeof data<Refused>>> {
  const lang = adminLang(new URL(request.url).searchParams);
  const form = await request.formData();
  const text = (name: string) => (typeof form.get(name) === "string" ? (form.get(name) as string) : "");
  const localizedText = (name: string) => ({ de: text(`${name}.de`), en: text(`${name}.en`) });
  const errorPages = text("error_pages");
  const values: AdminSettingsValues = {
    is_site_online: form.get("is_site_online") !== null,
    is_shop_online: form.get("is_shop_online") !== null,
    html_header: localizedText("html_header"),
    html_footer_top: localizedText("html_footer_top"),
    html_footer_bottom: localizedText("html_footer_bottom"),
    html_footer_logos: localizedText("html_footer_logos"),
    error_pages: errorPagesFromText(errorPages),
  };
  const [error] = validate(values, settingsSchema);
  if (error) return data({ failures: failuresOf(error), values, errorPages }, { status: 400 });
  try {
    await apiFrom(context).adminSettingsUpdate({ lang, values });
    return redirect(adminHref("/settings", lang, { saved: "1" }), 303);
  } catch (failure) {
    if (isApiError(failure) && failure.status === 400) {
      const failures = (failure.body.failures as AdminFailure[] | undefined) ?? [{ field: String(failure.body.field ?? "").replace(/^values\./, ""), reason: String(failure.body.reason ?? "") }];
      return data({ failures, values, errorPages }, { status: 400 });
    }
    throw failure;
  }
}

export function AdminSettingsScreen() {
  const { lang, settings, saved } = useLoaderData() as SettingsData;
  const t = translator(lang);
  const refused = useActionData() as Refused | undefined;
  const values = refused?.values ?? settings.values;
  const failures = Object.fromEntries((refused?.failures ?? []).map((failure) => [failure.field.split(".")[0], failure.reason]));
  const labels: Record<string, string> = {
    is_site_online: t("admin.siteOnline"),
    is_shop_online: t("admin.shopOnline"),
    error_pages: t("admin.errorPages"),
    ...Object.fromEntries(htmlFields.map((field) => [field.name, t(field.label)])),
  };
  const problem = (name: string) =>
    failures[name] ? (
      <p className="admin-field__problem" id={`field-${name}-problem`}>
        {failureMessage(labels[name], failures[name], lang)}
      </p>
    ) : null;
  const aria = (name: string, help?: string) => ({
    "aria-invalid": failures[name] ? true : undefined,
    "aria-describedby": [failures[name] ? `field-${name}-problem` : "", help ?? ""].filter(Boolean).join(" ") || undefined,
  });
  const heading = t("admin.settings");
  return (
    <>
      <title>{`${heading} | ${t("admin.admin")}`}</title>
      <h1>{heading}</h1>
      {saved && !refused ? (
        <p className="admin-notice" role="status">
          {t("common.saved")}
        </p>
      ) : null}
      <ProblemSummary lang={lang} problems={(refused?.failures ?? []).map((failure) => ({ ...failure, label: labels[failure.field.split(".")[0]] ?? failure.field, target: `field-${failure.field.split(".")[0]}` }))} />
      <Form method="post" className="admin-form" key={refused ? JSON.stringify(refused.failures) : settings.updated_at} noValidate>
        <fieldset className="admin-field">
          <legend>{t("admin.settingsSwitches")}</legend>
          {(["is_site_online", "is_shop_online"] as const).map((name) => (
            <div key={name} className="admin-field admin-field--check">
              <input type="checkbox" id={`field-${name}`} name={name} defaultChecked={values[name]} {...aria(name, `field-${name}-help`)} />
              <label htmlFor={`field-${name}`}>{labels[name]}</label>
              <p className="admin-field__help" id={`field-${name}-help`}>
                {t(name === "is_site_online" ? "admin.siteOnlineHelp" : "admin.shopOnlineHelp")}
              </p>
              {problem(name)}
            </div>
          ))}
        </fieldset>
        <fieldset className="admin-field">
          <legend>{t("admin.htmlBlocks")}</legend>
          <p className="admin-field__help" id="html-blocks-help">
            {t("admin.htmlBlocksHelp")}
          </p>
          {htmlFields.map(({ name }) => (
            <div key={name} className="admin-field">
              {languages.map((blockLang) => (
                <div key={blockLang} className="admin-field">
                  {/* Each language's pages show their own block; the German one keeps the field's id, which problems point at. */}
                  <label htmlFor={blockLang === "de" ? `field-${name}` : `field-${name}-${blockLang}`}>{`${labels[name]} (${t(blockLang === "de" ? "common.german" : "common.english")})`}</label>
                  <textarea id={blockLang === "de" ? `field-${name}` : `field-${name}-${blockLang}`} name={`${name}.${blockLang}`} lang={blockLang} className="admin-code" rows={5} spellCheck={false} autoCapitalize="off" autoCorrect="off" defaultValue={values[name][blockLang]} {...aria(name, "html-blocks-help")} />
                </div>
              ))}
              {problem(name)}
            </div>
          ))}
        </fieldset>
        <div className="admin-field">
          <label htmlFor="field-error_pages">{labels.error_pages}</label>
          <p className="admin-field__help" id="field-error_pages-help">
            {t("admin.errorPagesHelp")}
          </p>
          <textarea id="field-error_pages" name="error_pages" className="admin-code" rows={3} spellCheck={false} defaultValue={refused?.errorPages ?? errorPagesText(values.error_pages)} {...aria("error_pages", "field-error_pages-help")} />
          {problem("error_pages")}
        </div>
        <p className="admin-field__help">
          {t("admin.lastChanged")}: <time dateTime={settings.updated_at}>{new Date(settings.updated_at).toLocaleString(lang === "de" ? "de-DE" : "en-GB", { timeZone: "Europe/Berlin", dateStyle: "medium", timeStyle: "short" })}</time>
        </p>
        <div className="admin-form__actions">
          <button type="submit" className="admin-button">
            {t("common.save")}
          </button>
        </div>
      </Form>
    </>
  );
}
