// A new voucher or a batch of them (issue 26 point 4): how many (one with an own code, or generated
// codes with a prefix), the kind and its value, what it is valid for (productions, performances, a
// window of performance dates), its uses, end date and whether it combines. A plain form that works
// without JavaScript; the API's refusal is shown at the top and at its field. One voucher opens its
// page; a batch shows its codes with their CSV to print.
import type { ReactNode } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { adminVouchersContract, type AdminVoucherChoices } from "../../../shared/api/contract/admin-vouchers.ts";
import type { AdminChoice } from "../../../shared/api/contract/admin-orders.ts";
import { voucherKinds, type CreatedVouchers, type VoucherKind } from "../../../shared/api/contract/vouchers.ts";
import { endpointUrl } from "../../../shared/api/endpoint.ts";
import { berlinIso, berlinWallTime } from "../../../shared/lib/berlin-time.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { apiFrom, required } from "../../api/loader-api.ts";
import { translator, type TranslationKey } from "../../i18n/index.tsx";
import { failureMessage } from "../../lib/failure-message.ts";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import { ProblemSummary } from "../parts/problem-summary.tsx";

interface NewVoucherData {
  lang: Lang;
  choices: AdminVoucherChoices;
}

/** The form's fields as typed (to fill the form again after a refusal). */
type Typed = Record<string, string | string[]>;

type Answer = { refused: { field: string; reason: string }; typed: Typed } | { created: CreatedVouchers; csvUrl: string };

/** The API's fields, their input's id and their label's key (a list's field names its first box). */
const fields: Record<string, { target: string; label: TranslationKey }> = {
  count: { target: "voucher-count", label: "voucherAdmin.howMany" },
  code: { target: "voucher-code", label: "voucherAdmin.ownCode" },
  prefix: { target: "voucher-prefix", label: "voucherAdmin.prefix" },
  batch: { target: "voucher-batch", label: "voucherAdmin.batch" },
  kind: { target: "voucher-kind-amount", label: "voucherAdmin.kind" },
  amount_cents: { target: "voucher-amount", label: "voucherAdmin.amountEuro" },
  percent: { target: "voucher-percent", label: "voucherAdmin.percent" },
  free_tickets: { target: "voucher-free-tickets", label: "voucherAdmin.freeTickets" },
  sale_type_ids: { target: "voucher-sale_type_ids", label: "voucherAdmin.saleTypes" },
  production_ids: { target: "voucher-production_ids", label: "voucherAdmin.productions" },
  event_ids: { target: "voucher-event_ids", label: "voucherAdmin.performances" },
  performances_from: { target: "voucher-from", label: "voucherAdmin.performancesFrom" },
  performances_to: { target: "voucher-to", label: "voucherAdmin.performancesTo" },
  max_uses: { target: "voucher-max-uses", label: "voucherAdmin.maxUses" },
  expires_at: { target: "voucher-expires", label: "voucherAdmin.expiresAt" },
  note: { target: "voucher-note", label: "voucherAdmin.note" },
};

/** The fields with a help text under them. */
const helpOf: Record<string, TranslationKey> = { count: "voucherAdmin.howManyHelp", code: "voucherAdmin.ownCodeHelp", prefix: "voucherAdmin.prefixHelp", batch: "voucherAdmin.batchHelp" };

export async function loadAdminVoucherNew({ request, context }: LoaderFunctionArgs): Promise<NewVoucherData> {
  const lang = adminLang(new URL(request.url).searchParams);
  return { lang, choices: await required(apiFrom(context).adminVoucherChoices({ lang })) };
}

/** A form field's text is wrong: the field and why, before the API is asked. */
class Unreadable extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** "12", "12,50" or "12.50" euros as cents. */
function cents(text: string, lang: Lang): number | null {
  if (!text) return null;
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(text)) throw new Unreadable("amount_cents", translator(lang)("voucherAdmin.amountFormat"));
  return Math.round(Number(text.replace(",", ".")) * 100);
}

function whole(text: string, field: string, lang: Lang): number | null {
  if (!text) return null;
  if (!/^\d{1,9}$/.test(text)) throw new Unreadable(field, translator(lang)("voucherAdmin.numberFormat"));
  return Number(text);
}

/** A day of the date field as the instant its Berlin day starts (or, `end`, its last second). */
function day(text: string, end: boolean): string | null {
  const instant = text ? berlinWallTime(`${text}T${end ? "23:59:59" : "00:00:00"}`) : null;
  return instant ? berlinIso(instant) : null;
}

const ids = (values: string[]) => values.filter((value) => /^\d{1,9}$/.test(value)).map(Number);

export async function createAdminVoucher({ request, context }: ActionFunctionArgs) {
  const lang = adminLang(new URL(request.url).searchParams);
  const form = await request.formData();
  const text = (name: string) => (typeof form.get(name) === "string" ? (form.get(name) as string).trim() : "");
  const list = (name: string) => form.getAll(name).filter((value): value is string => typeof value === "string");
  const typed: Typed = Object.fromEntries([...new Set(form.keys())].map((name) => [name, name.endsWith("_ids") ? list(name) : text(name)]));
  const kind = (voucherKinds as readonly string[]).includes(text("kind")) ? (text("kind") as VoucherKind) : "amount";
  try {
    const count = whole(text("count"), "count", lang) ?? 1;
    const created = await apiFrom(context).adminVoucherCreate({
      lang,
      ...(count > 1 ? { count, prefix: text("prefix").toUpperCase() } : { code: text("code").toUpperCase() || undefined }),
      kind,
      amount_cents: kind === "amount" ? cents(text("amount"), lang) : null,
      percent: kind === "percent" ? whole(text("percent"), "percent", lang) : null,
      free_tickets: kind === "free_ticket" ? whole(text("free_tickets"), "free_tickets", lang) : null,
      sale_type_ids: kind === "free_ticket" ? ids(list("sale_type_ids")) : [],
      production_ids: ids(list("production_ids")),
      event_ids: ids(list("event_ids")),
      performances_from: day(text("performances_from"), false),
      performances_to: day(text("performances_to"), true),
      max_uses: whole(text("max_uses"), "max_uses", lang) ?? 1,
      expires_at: day(text("expires_at"), true),
      combinable: form.get("combinable") === "on",
      batch: text("batch"),
      note: text("note"),
    });
    if (count === 1) return redirect(adminHref(`/vouchers/${created.ids[0]}`, lang, { done: "created" }), 303);
    return data<Answer>({ created, csvUrl: endpointUrl(adminVouchersContract.adminVoucherCodesCsv, { lang, ids: created.ids.join(",") }) }, { status: 201 });
  } catch (failure) {
    if (failure instanceof Unreadable) return data<Answer>({ refused: { field: failure.field, reason: failure.reason }, typed }, { status: 400 });
    if (isApiError(failure) && failure.status === 400) {
      const field = String(failure.body.field ?? "").split(".")[0];
      return data<Answer>({ refused: { field: field in fields ? field : "kind", reason: String(failure.body.reason ?? "") }, typed }, { status: 400 });
    }
    throw failure;
  }
}

export function AdminVoucherNewScreen() {
  const { lang, choices } = useLoaderData() as NewVoucherData;
  const answer = useActionData() as Answer | undefined;
  const t = translator(lang);
  const heading = t("voucherAdmin.newVoucher");
  const breadcrumb = (
    <p className="admin-breadcrumb">
      <Link to={adminHref("/vouchers", lang)}>{t("voucherAdmin.backToList")}</Link>
    </p>
  );
  if (answer && "created" in answer) return <CreatedBatch lang={lang} created={answer.created} csvUrl={answer.csvUrl} breadcrumb={breadcrumb} />;
  const refused = answer?.refused;
  const typed: Typed = answer?.typed ?? { count: "1", kind: "amount", max_uses: "1" };
  const value = (name: string) => (typeof typed[name] === "string" ? (typed[name] as string) : "");
  const chosen = (name: string) => (Array.isArray(typed[name]) ? (typed[name] as string[]) : []);
  /** A text input's attributes: its id, name, the typed value, and its problem when the API named it. */
  const field = (apiField: string, name: string) => ({
    id: fields[apiField].target,
    name,
    defaultValue: value(name),
    "aria-invalid": refused?.field === apiField ? true : undefined,
    "aria-describedby": [refused?.field === apiField ? `${fields[apiField].target}-problem` : "", helpOf[apiField] ? `${fields[apiField].target}-help` : ""].filter(Boolean).join(" ") || undefined,
  });
  const label = (apiField: string) => t(fields[apiField].label);
  const below = (apiField: string) => (
    <>
      {helpOf[apiField] ? (
        <p className="admin-field__help" id={`${fields[apiField].target}-help`}>
          {t(helpOf[apiField])}
        </p>
      ) : null}
      {refused?.field === apiField ? (
        <p className="admin-field__problem" id={`${fields[apiField].target}-problem`}>
          {failureMessage(label(apiField), refused.reason, lang)}
        </p>
      ) : null}
    </>
  );
  const textField = (apiField: string, name: string, props: Record<string, unknown> = {}) => (
    <div className="admin-field">
      <label htmlFor={fields[apiField].target}>{label(apiField)}</label>
      <input type="text" {...field(apiField, name)} {...props} />
      {below(apiField)}
    </div>
  );
  const choiceList = (apiField: string, options: AdminChoice[]) =>
    options.length === 0 ? null : (
      <fieldset className="admin-field admin-voucher-choices" aria-describedby={refused?.field === apiField ? `${fields[apiField].target}-problem` : undefined}>
        <legend>{label(apiField)}</legend>
        <p className="admin-field__help">{t("voucherAdmin.anyHelp")}</p>
        <div className="admin-voucher-choices__list">
          {options.map((option, index) => (
            <div key={option.value} className="admin-field--check">
              <input type="checkbox" id={index === 0 ? fields[apiField].target : `${fields[apiField].target}-${option.value}`} name={apiField} value={option.value} defaultChecked={chosen(apiField).includes(option.value)} />
              <label htmlFor={index === 0 ? fields[apiField].target : `${fields[apiField].target}-${option.value}`}>{option.label}</label>
            </div>
          ))}
        </div>
        {below(apiField)}
      </fieldset>
    );
  return (
    <>
      <title>{`${heading} | ${t("admin.admin")}`}</title>
      {breadcrumb}
      <h1>{heading}</h1>
      <ProblemSummary lang={lang} problems={refused ? [{ ...refused, label: label(refused.field), target: fields[refused.field].target }] : []} />
      <Form method="post" className="admin-form admin-voucher-form" key={refused ? refused.field + refused.reason : "form"} noValidate>
        <fieldset className="admin-field">
          <legend>{t("voucherAdmin.single")}</legend>
          <div className="admin-voucher-form__row">
            {textField("count", "count", { inputMode: "numeric", autoComplete: "off" })}
            {textField("code", "code", { autoComplete: "off", maxLength: 40, className: "admin-order-code" })}
            {textField("prefix", "prefix", { autoComplete: "off", maxLength: 20 })}
          </div>
          {textField("batch", "batch", { maxLength: 100 })}
        </fieldset>
        <fieldset className="admin-field admin-voucher-kind">
          <legend>{label("kind")}</legend>
          <div className="admin-voucher-form__row">
            {voucherKinds.map((kind) => (
              <div key={kind} className="admin-field--check">
                <input type="radio" id={`voucher-kind-${kind}`} name="kind" value={kind} defaultChecked={value("kind") === kind} />
                <label htmlFor={`voucher-kind-${kind}`}>{t(`voucherAdmin.kinds.${kind}`)}</label>
              </div>
            ))}
          </div>
          <div className="admin-voucher-value admin-voucher-value--amount">{textField("amount_cents", "amount", { inputMode: "decimal", autoComplete: "off" })}</div>
          <div className="admin-voucher-value admin-voucher-value--percent">{textField("percent", "percent", { inputMode: "numeric", autoComplete: "off" })}</div>
          <div className="admin-voucher-value admin-voucher-value--free_ticket">
            {textField("free_tickets", "free_tickets", { inputMode: "numeric", autoComplete: "off" })}
            {choiceList("sale_type_ids", choices.sale_types)}
          </div>
        </fieldset>
        <fieldset className="admin-field">
          <legend>{t("voucherAdmin.validFor")}</legend>
          {choiceList("production_ids", choices.productions)}
          {choiceList("event_ids", choices.performances)}
          <div className="admin-voucher-form__row">
            {textField("performances_from", "performances_from", { type: "date" })}
            {textField("performances_to", "performances_to", { type: "date" })}
          </div>
        </fieldset>
        <div className="admin-voucher-form__row">
          {textField("max_uses", "max_uses", { inputMode: "numeric", autoComplete: "off" })}
          {textField("expires_at", "expires_at", { type: "date" })}
        </div>
        <div className="admin-field admin-field--check">
          <input type="checkbox" id="voucher-combinable" name="combinable" defaultChecked={value("combinable") === "on"} />
          <label htmlFor="voucher-combinable">{t("voucherAdmin.combinable")}</label>
        </div>
        <div className="admin-field">
          <label htmlFor="voucher-note">{label("note")}</label>
          <textarea {...field("note", "note")} rows={3} maxLength={1000} />
          {below("note")}
        </div>
        <div className="admin-form__actions">
          <button type="submit" className="admin-button">
            {t("voucherAdmin.create")}
          </button>
        </div>
      </Form>
    </>
  );
}

/** A batch's result: how many, the codes to read, and their CSV to download. */
function CreatedBatch({ lang, created, csvUrl, breadcrumb }: { lang: Lang; created: CreatedVouchers; csvUrl: string; breadcrumb: ReactNode }) {
  const t = translator(lang);
  return (
    <>
      <title>{`${t("voucherAdmin.createdCodes")} | ${t("admin.admin")}`}</title>
      {breadcrumb}
      <h1>{t("voucherAdmin.createdCodes")}</h1>
      <p className="admin-notice" role="status">
        {t("voucherAdmin.created", { count: created.codes.length })}
      </p>
      <div className="admin-form__actions">
        <a className="admin-button" href={csvUrl} download>
          {t("voucherAdmin.csv")}
        </a>
        <Link className="admin-button admin-button--quiet" to={adminHref("/vouchers/new", lang)}>
          {t("voucherAdmin.anotherOne")}
        </Link>
      </div>
      <ul className="admin-voucher-codes">
        {created.codes.map((code, index) => (
          <li key={code}>
            <Link to={adminHref(`/vouchers/${created.ids[index]}`, lang)} className="admin-order-code">
              {code}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
