// An account's new password, set by an admin (at least 12 characters, typed twice). The password
// travels only in this form's request; no screen or answer shows it again.
import { data, Form, Link, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import type { AdminItem } from "../../../shared/api/contract/admin.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import { failureMessage } from "../../lib/failure-message.ts";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import { ProblemSummary } from "../parts/problem-summary.tsx";
import { translator } from "../../i18n/index.tsx";

const MIN_LENGTH = 12;

interface PasswordData {
  lang: Lang;
  account: AdminItem;
}

interface Refused {
  field: "password" | "repeat";
  reason: string;
}

export async function loadAdminPassword({ request, context, params }: LoaderFunctionArgs): Promise<PasswordData> {
  const lang = adminLang(new URL(request.url).searchParams);
  const account = await required(apiFrom(context).adminItem({ lang, resource: "accounts", id: routeId(params.id) }));
  return { lang, account };
}

export async function saveAdminPassword({ request, context, params }: ActionFunctionArgs): Promise<Response | ReturnType<typeof data<Refused>>> {
  const lang = adminLang(new URL(request.url).searchParams);
  const t = translator(lang);
  const id = routeId(params.id);
  const form = await request.formData();
  const password = typeof form.get("password") === "string" ? (form.get("password") as string) : "";
  const repeat = typeof form.get("repeat") === "string" ? (form.get("repeat") as string) : "";
  if (password.length < MIN_LENGTH) return data({ field: "password", reason: `must be at least ${MIN_LENGTH} characters` } as Refused, { status: 400 });
  if (repeat !== password) return data({ field: "repeat", reason: t("admin.passwordMismatch") } as Refused, { status: 400 });
  try {
    await apiFrom(context).adminAccountPassword({ lang, id, password });
  } catch (failure) {
    if (isApiError(failure) && failure.status === 400) return data({ field: "password", reason: String(failure.body.reason ?? "") } as Refused, { status: 400 });
    throw failure;
  }
  return redirect(adminHref(`/accounts/${id}`, lang, { saved: "1" }), 303);
}

export function AdminPasswordScreen() {
  const { lang, account } = useLoaderData() as PasswordData;
  const t = translator(lang);
  const refused = useActionData() as Refused | undefined;
  const heading = `${t("admin.setPassword")}: ${account.title}`;
  const labels = { password: t("admin.newPassword"), repeat: t("admin.repeatPassword") };
  const describedBy = (name: "password" | "repeat") => [refused?.field === name ? `field-${name}-problem` : "", "field-password-help"].filter(Boolean).join(" ");
  return (
    <>
      <title>{`${heading} | ${t("admin.admin")}`}</title>
      <p className="admin-breadcrumb">
        <Link to={adminHref("/accounts/", lang)}>{t("admin.accounts")}</Link> › <Link to={adminHref(`/accounts/${account.id}`, lang)}>{account.title}</Link>
      </p>
      <h1>{heading}</h1>
      <ProblemSummary lang={lang} problems={refused ? [{ ...refused, label: labels[refused.field], target: `field-${refused.field}` }] : []} />
      <Form method="post" className="admin-form" key={refused ? refused.field + refused.reason : "form"} noValidate>
        <p className="admin-field__help" id="field-password-help">
          {t("admin.passwordHelp")}
        </p>
        <input type="text" name="username" autoComplete="username" defaultValue={String(account.values.email ?? "")} hidden readOnly />
        {(["password", "repeat"] as const).map((name) => (
          <div key={name} className="admin-field">
            <label htmlFor={`field-${name}`}>
              {labels[name]}
              <span className="admin-field__required"> ({t("common.required")})</span>
            </label>
            <input type="password" id={`field-${name}`} name={name} autoComplete="new-password" minLength={MIN_LENGTH} maxLength={1000} required aria-invalid={refused?.field === name ? true : undefined} aria-describedby={describedBy(name)} />
            {refused?.field === name ? (
              <p className="admin-field__problem" id={`field-${name}-problem`}>
                {failureMessage(labels[name], refused.reason, lang)}
              </p>
            ) : null}
          </div>
        ))}
        <div className="admin-form__actions">
          <button type="submit" className="admin-button">
            {t("admin.setPassword")}
          </button>
        </div>
      </Form>
    </>
  );
}
