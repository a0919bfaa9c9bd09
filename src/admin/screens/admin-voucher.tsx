// One voucher (issue 26 points 4 and 7): its value, uses and end, what it is limited to, its uses
// and uses given back (when, which order, who, why, how much), and deactivating or activating it
// again (a plain form; the uses already made stay).
import type { ReactNode } from "react";
import { Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { AdminVoucherChoices } from "../../../shared/api/contract/admin-vouchers.ts";
import type { AdminChoice } from "../../../shared/api/contract/admin-orders.ts";
import type { AdminVoucherDetail, AdminVoucherUse } from "../../../shared/api/contract/vouchers.ts";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { staffDateTime } from "../../../shared/lib/staff-dates.ts";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import { translator } from "../../i18n/index.tsx";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import { voucherValueText } from "../vouchers/voucher-value.ts";
import { AdminFacts } from "../parts/admin-facts.tsx";

type Done = "created" | "activated" | "deactivated";
const doneValues: readonly Done[] = ["created", "activated", "deactivated"];

interface VoucherData {
  lang: Lang;
  voucher: AdminVoucherDetail;
  choices: AdminVoucherChoices;
  done: Done | null;
}

export async function loadAdminVoucher({ request, context, params }: LoaderFunctionArgs): Promise<VoucherData> {
  const url = new URL(request.url);
  const lang = adminLang(url.searchParams);
  const api = apiFrom(context);
  const [voucher, choices] = await Promise.all([required(api.adminVoucher({ lang, id: routeId(params.id) })), api.adminVoucherChoices({ lang })]);
  const done = url.searchParams.get("done") as Done;
  return { lang, voucher, choices, done: doneValues.includes(done) ? done : null };
}

export async function changeAdminVoucher({ request, context, params }: ActionFunctionArgs) {
  const lang = adminLang(new URL(request.url).searchParams);
  const id = routeId(params.id);
  const isActive = (await request.formData()).get("is_active") === "true";
  await required(apiFrom(context).adminVoucherActive({ lang, id, is_active: isActive }));
  return redirect(adminHref(`/vouchers/${id}`, lang, { done: isActive ? "activated" : "deactivated" }), 303);
}

/** The chosen ids by their names (an id no longer offered, e.g. a past performance, by its number). */
const named = (ids: number[], choices: AdminChoice[]) => ids.map((id) => choices.find((choice) => choice.value === String(id))?.label ?? `#${id}`).join("; ");

/** A use's reason in words where it has some ("redeemed", a cancellation), else as it was written. */
function reasonText(use: AdminVoucherUse, lang: Lang): string {
  const t = translator(lang);
  if (use.reason === "redeemed") return t("voucherAdmin.reasons.redeemed");
  if (use.reason === "order cancelled") return t("voucherAdmin.reasons.cancelled");
  return use.reason;
}

const isActor = (actor: string): actor is "visitor" | "staff" | "system" => actor === "visitor" || actor === "staff" || actor === "system";

export function AdminVoucherScreen() {
  const { lang, voucher, choices, done } = useLoaderData() as VoucherData;
  const t = translator(lang);
  const heading = `${t("voucherAdmin.voucher")} ${voucher.code}`;
  const dates = [voucher.performances_from ? staffDateTime(voucher.performances_from, lang) : "", voucher.performances_to ? staffDateTime(voucher.performances_to, lang) : ""];
  const details: [string, string][] = [
    [t("voucherAdmin.kind"), t(`voucherAdmin.kinds.${voucher.kind}`)],
    [t("voucherAdmin.value"), voucherValueText(voucher, lang)],
    [t("voucherAdmin.uses"), t("voucherAdmin.usesOf", { count: voucher.uses_count, max: voucher.max_uses })],
    [t("voucherAdmin.expires"), voucher.expires_at ? staffDateTime(voucher.expires_at, lang) : t("voucherAdmin.noEnd")],
    [t("voucherAdmin.active"), voucher.is_active ? t("voucherAdmin.yes") : t("voucherAdmin.no")],
    [t("voucherAdmin.combinable"), voucher.combinable ? t("voucherAdmin.yes") : t("voucherAdmin.no")],
    [t("voucherAdmin.batch"), voucher.batch || "–"],
    [t("voucherAdmin.note"), voucher.note || "–"],
    [t("voucherAdmin.created_at"), staffDateTime(voucher.created_at, lang)],
  ];
  const restrictions: [string, string][] = [
    [t("voucherAdmin.saleTypes"), named(voucher.sale_type_ids, choices.sale_types)],
    [t("voucherAdmin.productions"), named(voucher.production_ids, choices.productions)],
    [t("voucherAdmin.performances"), named(voucher.event_ids, choices.performances)],
    [t("voucherAdmin.performancesFrom"), dates[0]],
    [t("voucherAdmin.performancesTo"), dates[1]],
    [t("voucherAdmin.account"), voucher.user_email ?? ""],
  ];
  const limits = restrictions.filter(([, value]) => value);
  return (
    <>
      <title>{`${heading} | ${t("admin.admin")}`}</title>
      <p className="admin-breadcrumb">
        <Link to={adminHref("/vouchers", lang)}>{t("voucherAdmin.backToList")}</Link>
      </p>
      <h1>{heading}</h1>
      {done ? (
        <p className="admin-notice" role="status">
          {done === "created" ? t("voucherAdmin.created", { count: 1 }) : t(`voucherAdmin.${done}`)}
        </p>
      ) : null}
      <div className="admin-order">
        <section aria-labelledby="voucher-details">
          <h2 id="voucher-details">{t("voucherAdmin.details")}</h2>
          <AdminFacts rows={details} />
        </section>
        <section aria-labelledby="voucher-restrictions">
          <h2 id="voucher-restrictions">{t("voucherAdmin.restrictions")}</h2>
          {limits.length > 0 ? <AdminFacts rows={limits} /> : <p>{t("voucherAdmin.none_")}</p>}
        </section>
      </div>
      <Form method="post" className="admin-form__actions">
        <input type="hidden" name="is_active" value={voucher.is_active ? "false" : "true"} />
        <button type="submit" className={voucher.is_active ? "admin-button admin-button--danger" : "admin-button"}>
          {voucher.is_active ? t("voucherAdmin.deactivate") : t("voucherAdmin.activate")}
        </button>
      </Form>
      <section>
        <h2 id="voucher-uses">{t("voucherAdmin.history")}</h2>
        {voucher.uses.length === 0 ? (
          <p>{t("voucherAdmin.noUses")}</p>
        ) : (
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-labelledby="voucher-uses">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t("voucherAdmin.when")}</th>
                  <th scope="col">{t("voucherAdmin.change")}</th>
                  <th scope="col">{t("voucherAdmin.order")}</th>
                  <th scope="col">{t("voucherAdmin.who")}</th>
                  <th scope="col">{t("voucherAdmin.why")}</th>
                  <th scope="col">{t("voucherAdmin.discount")}</th>
                </tr>
              </thead>
              <tbody>
                {voucher.uses.map((use, index) => (
                  <tr key={index}>
                    <td>{staffDateTime(use.at, lang)}</td>
                    <td>{use.delta > 0 ? `+${use.delta}` : `−${-use.delta}`}</td>
                    <td>{orderCell(use, lang)}</td>
                    <td>
                      {isActor(use.actor) ? t(`voucherAdmin.actors.${use.actor}`) : use.actor}
                      {use.who ? <span className="admin-order-email">{use.who}</span> : null}
                    </td>
                    <td>{reasonText(use, lang)}</td>
                    <td>{formatPrice(use.discount_cents, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

function orderCell(use: AdminVoucherUse, lang: Lang): ReactNode {
  if (use.order_id === null) return use.order_code ?? "–";
  return (
    <Link to={adminHref(`/orders/${use.order_id}`, lang)} className="admin-order-code">
      {use.order_code}
    </Link>
  );
}

