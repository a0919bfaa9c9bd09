// The user area's coupons (issue 26 point 4, /de/gutscheine): the vouchers tied to the account, each
// with its code to copy, what it gives and is valid for in words, the uses left and the end date; the
// redeemable ones first, the used up, expired or deactivated ones below under "Nicht mehr einlösbar".
import { useLoaderData } from "react-router";
import type { AccountCoupon } from "../../../shared/api/contract/vouchers.ts";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { apiFrom } from "../../api/loader-api.ts";
import { translator, useLang, useT, type Translate } from "../../i18n/index.tsx";
import { formatLongDate, formatLongDateTime } from "../../lib/format-date.ts";
import type { Screen } from "../screen.ts";
import { CopyCodeButton } from "./copy-code-button.tsx";
import { FactRows, type Fact } from "./fact-rows.tsx";
import { UserArea } from "./user-area.tsx";
import { loadUser, type UserData } from "./user-session.tsx";

interface CouponsData extends UserData {
  coupons: AccountCoupon[] | null;
}

function givesText(coupon: AccountCoupon, t: Translate, lang: Lang): string {
  switch (coupon.kind) {
    case "amount":
      return t("accountCoupons.amount", { amount: formatPrice(coupon.amount_cents ?? 0, lang) });
    case "percent":
      return t("accountCoupons.percent", { percent: coupon.percent ?? 0 });
    case "free_ticket":
      return t("accountCoupons.freeTickets", { count: coupon.free_tickets ?? 1 });
  }
}

/** Each limit of the voucher as a line; a voucher without limits is valid for every performance. */
function validForLines(coupon: AccountCoupon, t: Translate, lang: Lang): string[] {
  const { price_types, productions, performances, performances_from, performances_to } = coupon.valid_for;
  const day = (iso: string) => formatLongDate(iso, lang);
  const lines = [
    price_types.length ? t("accountCoupons.priceTypes", { list: price_types.join(", ") }) : "",
    productions.length ? t("accountCoupons.productions", { list: productions.join(", ") }) : "",
    ...performances.map((performance) => `${performance.title}, ${formatLongDateTime(performance.date_start, lang)}`),
    performances_from && performances_to
      ? t("accountCoupons.performancesBetween", { from: day(performances_from), to: day(performances_to) })
      : performances_from
        ? t("accountCoupons.performancesFrom", { from: day(performances_from) })
        : performances_to
          ? t("accountCoupons.performancesTo", { to: day(performances_to) })
          : "",
  ].filter(Boolean);
  return lines.length ? lines : [t("accountCoupons.everything")];
}

function endedText(coupon: AccountCoupon, t: Translate): string | null {
  if (coupon.ended === "used_up") return t("accountCoupons.endedUsedUp");
  if (coupon.ended === "expired") return t("accountCoupons.endedExpired");
  if (coupon.ended === "inactive") return t("accountCoupons.endedInactive");
  return null;
}

function CouponItem({ coupon }: { coupon: AccountCoupon }) {
  const t = useT();
  const lang = useLang();
  const headingId = `coupon-${coupon.code}`;
  const ended = endedText(coupon, t);
  const facts: Fact[] = [
    [t("accountCoupons.validFor"), <ul className="account-coupon__scope">{validForLines(coupon, t, lang).map((line) => <li key={line}>{line}</li>)}</ul>],
    [ended ? t("accountOrders.status") : t("accountCoupons.usesLeft"), ended ?? t("accountCoupons.times", { count: coupon.uses_left })],
    [t("accountCoupons.expires"), coupon.expires_at ? <time dateTime={coupon.expires_at}>{formatLongDateTime(coupon.expires_at, lang)}</time> : t("accountCoupons.noEnd")],
  ];
  return (
    <li className={ended ? "account-coupon account-coupon--ended" : "account-coupon"} aria-labelledby={headingId}>
      <h3 id={headingId} className="account-coupon__title">
        {givesText(coupon, t, lang)}
      </h3>
      <p className="account-coupon__code">
        <span>{`${t("accountCoupons.code")}: `}</span>
        <code>{coupon.code}</code>
        {ended ? null : <CopyCodeButton code={coupon.code} />}
      </p>
      <FactRows facts={facts} />
      {coupon.combinable || ended ? null : <p className="account-coupon__note">{t("accountCoupons.notCombinable")}</p>}
    </li>
  );
}

function CouponList({ id, title, coupons }: { id: string; title: string; coupons: AccountCoupon[] }) {
  if (coupons.length === 0) return null;
  return (
    <section className="account-coupons" aria-labelledby={id}>
      <h2 id={id} className="profile-section__title">
        {title}
      </h2>
      <ul className="account-coupons__list">
        {coupons.map((coupon) => (
          <CouponItem key={coupon.code} coupon={coupon} />
        ))}
      </ul>
    </section>
  );
}

function CouponsPage() {
  const { user, coupons } = useLoaderData() as CouponsData;
  const t = useT();
  const usable = coupons?.filter((coupon) => coupon.usable) ?? [];
  const ended = coupons?.filter((coupon) => !coupon.usable) ?? [];
  return (
    <UserArea route="user-coupons" title={t("accountCoupons.title")} user={user}>
      {user ? (
        <div className="profile">
          {coupons && coupons.length > 0 ? null : <p className="account-coupons__none">{t("accountCoupons.none")}</p>}
          <p className="account-coupons__hint">{t("accountCoupons.checkoutHint")}</p>
          <CouponList id="coupons-usable" title={t("accountCoupons.usableTitle")} coupons={usable} />
          <CouponList id="coupons-ended" title={t("accountCoupons.endedTitle")} coupons={ended} />
        </div>
      ) : null}
    </UserArea>
  );
}

export const couponsScreen: Screen<CouponsData> = {
  async loader(args) {
    const t = translator(args.lang);
    const user = await loadUser(args);
    const coupons = user ? await apiFrom(args.context).accountCoupons({ lang: args.lang }) : null;
    return { user, coupons, meta: { title: t("accountCoupons.title") } };
  },
  Component: CouponsPage,
};
