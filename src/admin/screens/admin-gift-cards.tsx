// The gift cards for the admin (issue 26 point 7): search by code or by the buyer's or account's name
// or e-mail, narrow down by state or to cards holding credit (a plain GET form), newest first, page by
// page; each card links to its history, its selling order to the order.
import { Form, Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { giftCardStatuses, type GiftCardList, type GiftCardStatus, type GiftCardSummary } from "../../../shared/api/contract/gift-cards.ts";
import { TIME_ZONE } from "../../../shared/lib/berlin-time.ts";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { staffDate } from "../../../shared/lib/staff-dates.ts";
import { formatInTimeZone } from "date-fns-tz";
import { apiFrom, required } from "../../api/loader-api.ts";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import { AdminPager } from "../parts/admin-pager.tsx";
import { translator } from "../../i18n/index.tsx";

interface Filters {
  q: string;
  status: string;
  with_balance: string;
}

interface GiftCardsData {
  lang: Lang;
  list: GiftCardList;
  filters: Filters;
}

export async function loadAdminGiftCards({ request, context }: LoaderFunctionArgs): Promise<GiftCardsData> {
  const url = new URL(request.url);
  const lang = adminLang(url.searchParams);
  const text = (name: string) => (url.searchParams.get(name) ?? "").slice(0, 100);
  const filters: Filters = { q: text("q"), status: text("status"), with_balance: text("with_balance") === "1" ? "1" : "" };
  const page = Number(url.searchParams.get("page") ?? "1");
  const list = await required(
    apiFrom(context).adminGiftCards({
      lang,
      q: filters.q || undefined,
      status: (giftCardStatuses as readonly string[]).includes(filters.status) ? (filters.status as GiftCardStatus) : undefined,
      with_balance: filters.with_balance ? true : undefined,
      page: Number.isInteger(page) && page > 0 ? page : 1,
    }),
  );
  return { lang, list, filters };
}

/** The code in groups of four, as the card prints it. */
export const groupedCode = (code: string) => code.match(/.{1,4}/g)?.join("-") ?? code;

/** The last day a card pays (valid_until is the first moment it no longer does), or "from payment" while pending. */
export function lastValidDay(card: GiftCardSummary, lang: Lang): string {
  if (!card.valid_until) return translator(lang)("giftCardsAdmin.notYet");
  return staffDate(formatInTimeZone(new Date(Date.parse(card.valid_until) - 1), TIME_ZONE, "yyyy-MM-dd"), lang);
}

const isExpired = (card: GiftCardSummary) => card.expired && card.status === "active";

/** The card's state in words, "expired" beside "active" once its validity has passed. */
export function giftCardStateText(card: GiftCardSummary, lang: Lang): string {
  const t = translator(lang);
  return t(`giftCardsAdmin.status.${card.status}`) + (isExpired(card) ? `, ${t("giftCardsAdmin.expired")}` : "");
}

export function GiftCardState({ card, lang }: { card: GiftCardSummary; lang: Lang }) {
  return <span className={`admin-order-status admin-gift-card-status--${isExpired(card) ? "expired" : card.status}`}>{giftCardStateText(card, lang)}</span>;
}

export function AdminGiftCardsScreen() {
  const { lang, list, filters } = useLoaderData() as GiftCardsData;
  const t = translator(lang);
  const query = (changes: Record<string, string>) => Object.fromEntries(Object.entries({ ...filters, ...changes }).filter(([, value]) => value));
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <title>{`${t("giftCardsAdmin.title")} | ${t("admin.admin")}`}</title>
      <h1>{t("giftCardsAdmin.title")}</h1>
      <Form method="get" action={adminHref("/gift-cards", lang)} className="admin-search admin-order-filters" role="search">
        {lang === "en" ? <input type="hidden" name="lang" value="en" /> : null}
        <label htmlFor="gift-cards-q">{t("giftCardsAdmin.search")}</label>
        <input id="gift-cards-q" type="search" name="q" defaultValue={filters.q} maxLength={100} />
        <div className="admin-order-filters__selects">
          <div className="admin-field">
            <label htmlFor="gift-cards-status">{t("common.status")}</label>
            <select id="gift-cards-status" name="status" defaultValue={filters.status}>
              <option value="">{t("shop.allStatuses")}</option>
              {giftCardStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`giftCardsAdmin.status.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-field admin-field--check">
            <input id="gift-cards-balance" type="checkbox" name="with_balance" value="1" defaultChecked={filters.with_balance === "1"} />
            <label htmlFor="gift-cards-balance">{t("giftCardsAdmin.withBalance")}</label>
          </div>
        </div>
        <button type="submit" className="admin-button">
          {t("shop.filter")}
        </button>
        {filtered ? <Link to={adminHref("/gift-cards", lang)}>{t("shop.resetFilters")}</Link> : null}
      </Form>
      <p className="admin-count" role="status">
        {t("giftCardsAdmin.count", { count: list.count })}
      </p>
      {list.results.length === 0 ? (
        <p>{t("giftCardsAdmin.none")}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t("giftCardsAdmin.title")}>
          <table className="admin-table">
            <caption className="visually-hidden">{t("giftCardsAdmin.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("giftCardsAdmin.code")}</th>
                <th scope="col">{t("common.status")}</th>
                <th scope="col" className="admin-amount">
                  {t("giftCardsAdmin.initial")}
                </th>
                <th scope="col" className="admin-amount">
                  {t("giftCardsAdmin.balance")}
                </th>
                <th scope="col">{t("giftCardsAdmin.validUntil")}</th>
                <th scope="col">{t("giftCardsAdmin.order")}</th>
                <th scope="col">{t("giftCardsAdmin.account")}</th>
              </tr>
            </thead>
            <tbody>
              {list.results.map((card) => (
                <tr key={card.id}>
                  <th scope="row">
                    <Link to={adminHref(`/gift-cards/${card.id}`, lang)} className="admin-order-code admin-gift-card-code">
                      {groupedCode(card.code)}
                    </Link>
                  </th>
                  <td>
                    <GiftCardState card={card} lang={lang} />
                  </td>
                  <td className="admin-amount">{formatPrice(card.initial_cents, lang)}</td>
                  <td className="admin-amount">{formatPrice(card.balance_cents, lang)}</td>
                  <td>{lastValidDay(card, lang)}</td>
                  <td>
                    {card.order_id ? <Link to={adminHref(`/orders/${card.order_id}`, lang)}>{card.order_code}</Link> : "–"}
                    {card.buyer ? <span className="admin-order-email">{[card.buyer.name, card.buyer.email].filter(Boolean).join(", ")}</span> : null}
                  </td>
                  <td>
                    {card.account ? card.account.name || card.account.email : "–"}
                    {card.account?.name ? <span className="admin-order-email">{card.account.email}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager page={list.page} pages={list.pages} lang={lang} hrefFor={(page) => adminHref("/gift-cards", lang, query({ page: String(page) }))} />
    </>
  );
}
