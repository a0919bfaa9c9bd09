// The user area's credit (issue 26 point 5, /de/guthaben): the total of the account's valid gift
// cards, each card with its balance, status, last valid day and PDF, the form that adds a card by its
// code, and a link to buy one in the webshop.
import { useState } from "react";
import { useLoaderData } from "react-router";
import { endpointUrl } from "../../../shared/api/endpoint.ts";
import { giftCardsContract, printedGiftCardCode, type GiftCardDetail } from "../../../shared/api/contract/gift-cards.ts";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { apiFrom } from "../../api/loader-api.ts";
import { translator, useLang, useT, type Translate } from "../../i18n/index.tsx";
import { formatLongDate } from "../../lib/format-date.ts";
import { WEBSHOP_GIFT_CARD_PATH, webshopHref } from "../../lib/webshop-urls.ts";
import type { Screen } from "../screen.ts";
import { GiftCardAddForm } from "./gift-card-add-form.tsx";
import { FactRows, type Fact } from "./fact-rows.tsx";
import { UserArea } from "./user-area.tsx";
import { loadUser, type UserData } from "./user-session.tsx";

interface CreditData extends UserData {
  cards: GiftCardDetail[] | null;
}

/** A card that can pay now: active and not past its end. */
const canPay = (card: GiftCardDetail) => card.status === "active" && !card.expired;

function statusText(card: GiftCardDetail, t: Translate): string {
  if (card.status === "void") return t("accountCredit.statusVoid");
  if (card.status === "pending") return t("accountCredit.statusPending");
  return card.expired ? t("accountCredit.statusExpired") : t("accountCredit.statusActive");
}

/** The last day a card is valid: valid_until is the first moment it no longer is (as on its PDF). */
const lastValidDay = (validUntil: string, lang: Lang) => formatLongDate(new Date(Date.parse(validUntil) - 1), lang);

function GiftCardItem({ card }: { card: GiftCardDetail }) {
  const t = useT();
  const lang = useLang();
  const code = printedGiftCardCode(card.code);
  const headingId = `gift-card-${card.id}`;
  const facts: Fact[] = [
    [t("accountCredit.balance"), formatPrice(card.balance_cents, lang)],
    [t("accountCredit.initial"), formatPrice(card.initial_cents, lang)],
    [t("accountCredit.status"), statusText(card, t)],
    ...(card.valid_until ? [[t("accountCredit.validUntil"), lastValidDay(card.valid_until, lang)] as Fact] : []),
  ];
  return (
    <li className="account-gift-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="account-coupon__title">
        {t("accountCredit.card", { code })}
      </h3>
      <FactRows facts={facts} />
      {card.status === "active" ? (
        <p>
          <a className="arrow-link" href={endpointUrl(giftCardsContract.accountGiftCardPdf, { lang, card: card.id })} download>
            {t("accountCredit.pdf", { code })}
          </a>
        </p>
      ) : null}
    </li>
  );
}

function CreditPage() {
  const data = useLoaderData() as CreditData;
  const t = useT();
  const lang = useLang();
  // A card added with the form joins the list (the newest first, as the server sorts them).
  const [cards, setCards] = useState(data.cards);
  const added = (card: GiftCardDetail) => setCards((current) => [card, ...(current ?? []).filter((other) => other.id !== card.id)]);
  const total = (cards ?? []).filter(canPay).reduce((sum, card) => sum + card.balance_cents, 0);
  return (
    <UserArea route="user-credit" title={t("accountCredit.title")} user={data.user}>
      {cards ? (
        <div className="profile">
          <section className="account-credit__total" aria-labelledby="credit-total-title">
            <h2 id="credit-total-title" className="profile-section__title">
              {t("accountCredit.total")}
            </h2>
            <p className="account-credit__amount">{formatPrice(total, lang)}</p>
            <p>{t("accountCredit.totalNote")}</p>
          </section>
          <section className="profile-section" aria-labelledby="credit-cards-title">
            <h2 id="credit-cards-title" className="profile-section__title">
              {t("accountCredit.cardsTitle")}
            </h2>
            {cards.length ? (
              <ul className="account-coupons__list">
                {cards.map((card) => (
                  <GiftCardItem key={card.id} card={card} />
                ))}
              </ul>
            ) : (
              <p>{t("accountCredit.none")}</p>
            )}
          </section>
          <GiftCardAddForm onAdded={added} />
          <section className="profile-section" aria-labelledby="credit-buy-title">
            <h2 id="credit-buy-title" className="profile-section__title">
              {t("accountCredit.buyTitle")}
            </h2>
            <p>{t("accountCredit.buyIntro")}</p>
            {/* The shop's own page: a full page load, like every link into the webshop. */}
            <a className="button" href={webshopHref(WEBSHOP_GIFT_CARD_PATH, lang)}>
              {t("accountCredit.buy")}
            </a>
          </section>
        </div>
      ) : null}
    </UserArea>
  );
}

export const creditScreen: Screen<CreditData> = {
  async loader(args) {
    const t = translator(args.lang);
    const user = await loadUser(args);
    const cards = user ? await apiFrom(args.context).accountGiftCards({ lang: args.lang }) : null;
    return { user, cards, meta: { title: t("accountCredit.title") } };
  },
  Component: CreditPage,
};
