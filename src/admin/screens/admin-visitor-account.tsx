// One visitor's account for the admin (issue 26 point 7): its details (never a password or token: the
// API has none), its consents with time and text version, its orders (each opens the admin's order),
// gift cards and vouchers; deactivating or reactivating it is a plain form that posts, and an
// unconfirmed address can get its confirmation link again.
import type { ReactNode } from "react";
import { Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { VisitorAccount } from "../../../shared/api/contract/visitor-accounts-admin.ts";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { staffDate, staffDateTime } from "../../../shared/lib/staff-dates.ts";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import { translator } from "../../i18n/index.tsx";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import { ResendConfirmationButton } from "../visitor-accounts/resend-confirmation-button.tsx";
import { TableSection } from "./admin-order.tsx";
import { AdminFacts } from "../parts/admin-facts.tsx";

type Done = "deactivated" | "reactivated";

interface VisitorAccountData {
  lang: Lang;
  account: VisitorAccount;
  done: Done | null;
}

export async function loadAdminVisitorAccount({ request, context, params }: LoaderFunctionArgs): Promise<VisitorAccountData> {
  const url = new URL(request.url);
  const lang = adminLang(url.searchParams);
  const account = await required(apiFrom(context).adminVisitorAccount({ lang, account: routeId(params.account) }));
  const done = url.searchParams.get("done");
  return { lang, account, done: done === "deactivated" || done === "reactivated" ? done : null };
}

/** The form's deactivate or reactivate; back to the account, saying what was done. */
export async function changeAdminVisitorAccount({ request, context, params }: ActionFunctionArgs) {
  const lang = adminLang(new URL(request.url).searchParams);
  const accountId = routeId(params.account);
  const active = (await request.formData()).get("active") === "true";
  await required(apiFrom(context).adminVisitorAccountActive({ lang, account: accountId, active }));
  return redirect(adminHref(`/visitor-accounts/${accountId}`, lang, { done: active ? "reactivated" : "deactivated" }), 303);
}

/** A titled table, or the titled sentence that says there is nothing. */
function ListSection({ id, heading, empty, head, rows }: { id: string; heading: string; empty: string; head: string[]; rows: ReactNode[] }) {
  if (rows.length === 0)
    return (
      <section aria-labelledby={id}>
        <h2 id={id}>{heading}</h2>
        <p>{empty}</p>
      </section>
    );
  return (
    <TableSection id={id} heading={heading}>
      <thead>
        <tr>
          {head.map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{rows}</tbody>
    </TableSection>
  );
}

export function AdminVisitorAccountScreen() {
  const { lang, account, done } = useLoaderData() as VisitorAccountData;
  const t = translator(lang);
  const when = (at: string | null, none: string) => (at ? staffDateTime(at, lang) : none);
  const heading = account.name || account.email;
  const address = [account.street, [account.postal_code, account.city].filter(Boolean).join(" "), account.country].filter(Boolean).join(", ");
  const details: [string, string][] = [
    [t("visitorAccounts.email"), account.email],
    [t("visitorAccounts.confirmedAt"), when(account.email_confirmed_at, t("visitorAccounts.notConfirmed"))],
    [t("visitorAccounts.status"), account.is_active ? t("visitorAccounts.isActive") : t("visitorAccounts.deactivated")],
    [t("visitorAccounts.created"), staffDateTime(account.created_at, lang)],
    [t("visitorAccounts.lastLogin"), when(account.last_login_at, t("visitorAccounts.never"))],
    [t("visitorAccounts.phone"), account.phone || "–"],
    [t("visitorAccounts.address"), address || "–"],
    [t("visitorAccounts.language"), account.preferred_lang === "de" ? t("common.german") : t("common.english")],
  ];
  const until = (at: string | null) => (at ? staffDate(at.slice(0, 10), lang) : t("visitorAccounts.unlimited"));
  return (
    <>
      <title>{`${heading} | ${t("visitorAccounts.title")} | ${t("admin.admin")}`}</title>
      <p className="admin-breadcrumb">
        <Link to={adminHref("/visitor-accounts", lang)}>{t("visitorAccounts.backToList")}</Link>
      </p>
      <h1>{heading}</h1>
      {done ? (
        <p className="admin-notice" role="status">
          {t(done === "deactivated" ? "visitorAccounts.doneDeactivated" : "visitorAccounts.doneReactivated")}
        </p>
      ) : null}
      <section aria-labelledby="visitor-account-details">
        <h2 id="visitor-account-details">{t("visitorAccounts.details")}</h2>
        <AdminFacts rows={details} />
      </section>
      <section aria-labelledby="visitor-account-access">
        <h2 id="visitor-account-access">{t("visitorAccounts.access")}</h2>
        {!account.confirmed ? (
          <>
            <p>{t("visitorAccounts.unconfirmedHint")}</p>
            <ResendConfirmationButton accountId={account.id} />
          </>
        ) : null}
        <p>{t("visitorAccounts.deactivateHint")}</p>
        <Form method="post">
          <input type="hidden" name="active" value={account.is_active ? "false" : "true"} />
          <button type="submit" className={account.is_active ? "admin-button admin-button--danger" : "admin-button"}>
            {account.is_active ? t("visitorAccounts.deactivate") : t("visitorAccounts.reactivate")}
          </button>
        </Form>
      </section>
      <ListSection
        id="visitor-account-orders"
        heading={t("visitorAccounts.orders")}
        empty={t("visitorAccounts.noOrders")}
        head={[t("visitorAccounts.code"), t("visitorAccounts.ordered"), t("visitorAccounts.amount"), t("common.status")]}
        rows={account.orders.map((order) => (
          <tr key={order.id}>
            <th scope="row">
              <Link to={order.url} className="admin-order-code">
                {order.code}
              </Link>
            </th>
            <td>{staffDateTime(order.created_at, lang)}</td>
            <td>{formatPrice(order.total_cents, lang)}</td>
            <td>
              <span className={`admin-order-status admin-order-status--${order.status}`}>{t(`shop.orderStatus.${order.status}`)}</span>
            </td>
          </tr>
        ))}
      />
      <ListSection
        id="visitor-account-consents"
        heading={t("visitorAccounts.consents")}
        empty={t("visitorAccounts.noConsents")}
        head={[t("visitorAccounts.when"), t("visitorAccounts.topic"), t("visitorAccounts.decision"), t("visitorAccounts.textVersion")]}
        rows={account.consents.map((consent, index) => (
          <tr key={index}>
            <td>{staffDateTime(consent.at, lang)}</td>
            <td>{t(`visitorAccounts.topics.${consent.topic}`)}</td>
            <td>{consent.granted ? t("visitorAccounts.granted") : t("visitorAccounts.withdrawn")}</td>
            <td>{consent.text_version}</td>
          </tr>
        ))}
      />
      <ListSection
        id="visitor-account-gift-cards"
        heading={t("visitorAccounts.giftCards")}
        empty={t("visitorAccounts.noGiftCards")}
        head={[t("visitorAccounts.code"), t("common.status"), t("visitorAccounts.initialValue"), t("visitorAccounts.balance"), t("visitorAccounts.validUntil")]}
        rows={account.gift_cards.map((card) => (
          <tr key={card.id}>
            <th scope="row">
              <Link to={adminHref(`/gift-cards/${card.id}`, lang)}>{card.code}</Link>
            </th>
            <td>{t(`visitorAccounts.giftCardStatus.${card.status}`)}</td>
            <td>{formatPrice(card.initial_cents, lang)}</td>
            <td>{formatPrice(card.balance_cents, lang)}</td>
            <td>{until(card.valid_until)}</td>
          </tr>
        ))}
      />
      <ListSection
        id="visitor-account-vouchers"
        heading={t("visitorAccounts.vouchers")}
        empty={t("visitorAccounts.noVouchers")}
        head={[t("visitorAccounts.code"), t("visitorAccounts.kind"), t("visitorAccounts.uses"), t("visitorAccounts.active"), t("visitorAccounts.validUntil")]}
        rows={account.vouchers.map((voucher) => (
          <tr key={voucher.id}>
            <th scope="row">
              <Link to={adminHref(`/vouchers/${voucher.id}`, lang)}>{voucher.code}</Link>
            </th>
            <td>{t(`visitorAccounts.voucherKind.${voucher.kind}`)}</td>
            <td>{`${voucher.uses_count} / ${voucher.max_uses}`}</td>
            <td>{voucher.is_active ? t("visitorAccounts.yes") : t("visitorAccounts.no")}</td>
            <td>{until(voucher.expires_at)}</td>
          </tr>
        ))}
      />
    </>
  );
}
