// One gift card for the admin (issue 26 point 7): its state and balance, the order that sold it and its
// account, every balance change (when, how much, the balance after, why, who, the order), a form to
// change the balance by an amount with a required note, and voiding on a screen of its own that asks
// for confirmation and a reason. Plain forms that work without JavaScript; a refusal (the balance
// would go below zero, the card is no longer active) is said at the field, not a 500.
import type { ReactNode } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { giftCardLimits, type GiftCardDetail, type GiftCardTransaction } from "../../../shared/api/contract/gift-cards.ts";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { staffDateTime } from "../../../shared/lib/staff-dates.ts";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import { moneyValue } from "../../components/fields/field-text.ts";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import { translator } from "../../i18n/index.tsx";
import { GiftCardState, giftCardStateText, groupedCode, lastValidDay } from "./admin-gift-cards.tsx";
import { AdminFacts } from "../parts/admin-facts.tsx";

type Done = "adjusted" | "voided";

interface GiftCardData {
  lang: Lang;
  card: GiftCardDetail;
  done: Done | null;
}

type Problem = "amountInvalid" | "noteMissing" | "belowZero" | "notAdjustable" | "alreadyVoid";

/** What an action answers when it refused: the field, why, what was typed, and the card as it is now. */
interface Refused {
  field: "amount" | "note";
  problem: Problem;
  amount: string;
  note: string;
  card: GiftCardDetail;
}

export async function loadAdminGiftCard({ request, context, params }: LoaderFunctionArgs): Promise<GiftCardData> {
  const url = new URL(request.url);
  const lang = adminLang(url.searchParams);
  const card = await required(apiFrom(context).adminGiftCard({ lang, card: routeId(params.card) }));
  const done = url.searchParams.get("done");
  return { lang, card, done: done === "adjusted" || done === "voided" ? done : null };
}

/** "+5", "-2,50", "−2.50 €" as signed cents; null for anything else (and for 0). */
export function signedCents(typed: string): number | null {
  const match = /^\s*([+\-−]?)\s*(.*)$/.exec(typed)!;
  const cents = moneyValue(match[2]);
  if (typeof cents !== "number" || cents === 0) return null;
  return match[1] === "" || match[1] === "+" ? cents : -cents;
}

const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 1000) : "";
};

/** Runs the change; back to the card with what was done, or the refusal to show at its field. */
async function afterChange(context: unknown, change: () => Promise<unknown>, lang: Lang, cardId: number, done: Done, typed: Omit<Refused, "problem" | "card">) {
  try {
    await change();
    return redirect(adminHref(`/gift-cards/${cardId}`, lang, { done }), 303);
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) return required(Promise.reject(error));
    // The card as it is now says why: its state, or a balance too small for the amount.
    const card = await required(apiFrom(context).adminGiftCard({ lang, card: cardId }));
    const problem: Problem = card.status === "void" ? "alreadyVoid" : card.status === "active" && !card.expired ? "belowZero" : "notAdjustable";
    return data<Refused>({ ...typed, problem, card }, { status: 409 });
  }
}

/** The card screen's form: change the balance by a signed amount, with a note. */
export async function adjustAdminGiftCard({ request, context, params }: ActionFunctionArgs) {
  const lang = adminLang(new URL(request.url).searchParams);
  const cardId = routeId(params.card);
  const form = await request.formData();
  const typed = { field: "amount" as const, amount: formText(form, "amount"), note: formText(form, "note") };
  const cents = signedCents(typed.amount);
  const note = typed.note.trim().slice(0, giftCardLimits.note);
  if (cents === null || !note) {
    const card = await required(apiFrom(context).adminGiftCard({ lang, card: cardId }));
    const refused: Refused = cents === null ? { ...typed, problem: "amountInvalid", card } : { ...typed, field: "note", problem: "noteMissing", card };
    return data(refused, { status: 400 });
  }
  return afterChange(context, () => apiFrom(context).adminGiftCardAdjust({ lang, card: cardId, delta_cents: cents, note }), lang, cardId, "adjusted", typed);
}

/** The void screen's form: the reason is required, as the history keeps it. */
export async function voidAdminGiftCard({ request, context, params }: ActionFunctionArgs) {
  const lang = adminLang(new URL(request.url).searchParams);
  const cardId = routeId(params.card);
  const form = await request.formData();
  const typed = { field: "note" as const, amount: "", note: formText(form, "note") };
  const note = typed.note.trim().slice(0, giftCardLimits.note);
  if (!note) return data<Refused>({ ...typed, problem: "noteMissing", card: await required(apiFrom(context).adminGiftCard({ lang, card: cardId })) }, { status: 400 });
  return afterChange(context, () => apiFrom(context).adminGiftCardVoid({ lang, card: cardId, note }), lang, cardId, "voided", typed);
}

/** Whether the card's balance can change: active and not past its validity. */
const adjustable = (card: GiftCardDetail) => card.status === "active" && !card.expired;

/** "+5 €", "−2,50 €". */
const signedPrice = (cents: number, lang: Lang) => `${cents > 0 ? "+" : cents < 0 ? "−" : "±"}${formatPrice(Math.abs(cents), lang)}`;

/** A refusal in words, with the card's balance or state as it is now. */
function problemMessage(refused: Refused, lang: Lang): string {
  return translator(lang)(`giftCardsAdmin.${refused.problem}`, { balance: formatPrice(refused.card.balance_cents, lang), status: giftCardStateText(refused.card, lang) });
}

/** A labelled field of the card's forms, with its refusal below it and announced. */
function Field({ name, label, help, refused, lang, multiline }: { name: "amount" | "note"; label: string; help?: string; refused: Refused | undefined; lang: Lang; multiline?: boolean }) {
  const t = translator(lang);
  const id = `gift-card-${name}`;
  const problem = refused?.field === name;
  const describedBy = [problem ? `${id}-problem` : "", help ? `${id}-help` : ""].filter(Boolean).join(" ") || undefined;
  const common = { id, name, required: true, defaultValue: refused?.[name] ?? "", "aria-invalid": problem ? true : undefined, "aria-describedby": describedBy };
  return (
    <div className="admin-field">
      <label htmlFor={id}>
        {label}
        <span className="admin-field__required"> ({t("common.required")})</span>
      </label>
      {help ? (
        <p className="admin-field__help" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
      {multiline ? <textarea {...common} rows={3} maxLength={giftCardLimits.note} /> : <input {...common} type="text" inputMode="decimal" autoComplete="off" maxLength={20} />}
      {problem && refused ? (
        <p className="admin-field__problem" id={`${id}-problem`}>
          {problemMessage(refused, lang)}
        </p>
      ) : null}
    </div>
  );
}

function whoLabel(row: GiftCardTransaction, lang: Lang) {
  const t = translator(lang);
  return row.who === row.actor ? t(`giftCardsAdmin.actor.${row.actor}`) : row.who;
}

export function AdminGiftCardScreen() {
  const { lang, card: loaded, done } = useLoaderData() as GiftCardData;
  const refused = useActionData() as Refused | undefined;
  const card = refused?.card ?? loaded;
  const t = translator(lang);
  const heading = `${t("giftCardsAdmin.card")} ${groupedCode(card.code)}`;
  const details: [string, ReactNode][] = [
    [t("common.status"), <GiftCardState key="state" card={card} lang={lang} />],
    [t("giftCardsAdmin.balance"), formatPrice(card.balance_cents, lang)],
    [t("giftCardsAdmin.initial"), formatPrice(card.initial_cents, lang)],
    [t("giftCardsAdmin.validUntil"), lastValidDay(card, lang)],
    [t("giftCardsAdmin.created"), staffDateTime(card.created_at, lang)],
    [t("giftCardsAdmin.order"), card.order_id ? <Link to={adminHref(`/orders/${card.order_id}`, lang)}>{card.order_code}</Link> : "–"],
    [t("giftCardsAdmin.account"), card.account ? `${card.account.name} (${card.account.email})` : "–"],
  ];
  return (
    <>
      <title>{`${heading} | ${t("admin.admin")}`}</title>
      <p className="admin-breadcrumb">
        <Link to={adminHref("/gift-cards", lang)}>{t("giftCardsAdmin.back")}</Link>
      </p>
      <h1>{heading}</h1>
      {done && !refused ? (
        <p className="admin-notice" role="status">
          {t(`giftCardsAdmin.${done}`, { balance: formatPrice(card.balance_cents, lang) })}
        </p>
      ) : null}
      {refused ? (
        <p className="admin-problems" role="alert">
          <a href={`#gift-card-${refused.field}`}>{problemMessage(refused, lang)}</a>
        </p>
      ) : null}
      <section aria-labelledby="gift-card-details">
        <h2 id="gift-card-details">{t("shop.details")}</h2>
        <AdminFacts rows={details} />
      </section>
      <section aria-labelledby="gift-card-adjust">
        <h2 id="gift-card-adjust">{t("giftCardsAdmin.adjust")}</h2>
        {adjustable(card) ? (
          <Form method="post" className="admin-form" noValidate key={refused ? `${refused.problem}${refused.amount}${refused.note}` : `form-${card.balance_cents}`}>
            <Field name="amount" label={t("giftCardsAdmin.amount")} help={t("giftCardsAdmin.amountHelp")} refused={refused} lang={lang} />
            <Field name="note" label={t("giftCardsAdmin.note")} refused={refused} lang={lang} multiline />
            <div className="admin-form__actions">
              <button type="submit" className="admin-button">
                {t("giftCardsAdmin.adjust")}
              </button>
              {card.status !== "void" ? (
                <Link className="admin-button admin-button--danger" to={adminHref(`/gift-cards/${card.id}/void`, lang)}>
                  {t("giftCardsAdmin.voidCard")}
                </Link>
              ) : null}
            </div>
          </Form>
        ) : (
          <>
            <p>{t("giftCardsAdmin.notAdjustable", { status: giftCardStateText(card, lang) })}</p>
            {card.status !== "void" ? (
              <Link className="admin-button admin-button--danger" to={adminHref(`/gift-cards/${card.id}/void`, lang)}>
                {t("giftCardsAdmin.voidCard")}
              </Link>
            ) : null}
          </>
        )}
      </section>
      <section>
        <h2 id="gift-card-history">{t("giftCardsAdmin.history")}</h2>
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-labelledby="gift-card-history">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("giftCardsAdmin.when")}</th>
                <th scope="col" className="admin-amount">
                  {t("giftCardsAdmin.change")}
                </th>
                <th scope="col" className="admin-amount">
                  {t("giftCardsAdmin.balanceAfter")}
                </th>
                <th scope="col">{t("giftCardsAdmin.why")}</th>
                <th scope="col">{t("giftCardsAdmin.who")}</th>
                <th scope="col">{t("giftCardsAdmin.order")}</th>
              </tr>
            </thead>
            <tbody>
              {card.transactions.map((row, index) => (
                <tr key={index}>
                  <td>{staffDateTime(row.at, lang)}</td>
                  <td className="admin-amount">{signedPrice(row.delta_cents, lang)}</td>
                  <td className="admin-amount">{formatPrice(row.balance_after_cents, lang)}</td>
                  <td>
                    {t(`giftCardsAdmin.reason.${row.reason}`)}
                    {row.note ? <span className="admin-order-email">{row.note}</span> : null}
                  </td>
                  <td>{whoLabel(row, lang)}</td>
                  <td>{row.order_id ? <Link to={adminHref(`/orders/${row.order_id}`, lang)}>{row.order_code}</Link> : "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

export function AdminGiftCardVoidScreen() {
  const { lang, card: loaded } = useLoaderData() as GiftCardData;
  const refused = useActionData() as Refused | undefined;
  const card = refused?.card ?? loaded;
  const t = translator(lang);
  const back = adminHref(`/gift-cards/${card.id}`, lang);
  const heading = `${t("giftCardsAdmin.voidTitle")} ${groupedCode(card.code)}`;
  return (
    <>
      <title>{`${heading} | ${t("admin.admin")}`}</title>
      <h1>{heading}</h1>
      <p>
        <GiftCardState card={card} lang={lang} /> · {t("giftCardsAdmin.balance")} {formatPrice(card.balance_cents, lang)}
      </p>
      {card.status !== "void" ? (
        <Form method="post" className="admin-form" noValidate key={refused ? refused.problem + refused.note : "form"}>
          <p>{t("giftCardsAdmin.voidQuestion", { balance: formatPrice(card.balance_cents, lang) })}</p>
          <Field name="note" label={t("giftCardsAdmin.voidReason")} refused={refused} lang={lang} multiline />
          <div className="admin-form__actions">
            <button type="submit" className="admin-button admin-button--danger">
              {t("giftCardsAdmin.confirmVoid")}
            </button>
            <Link className="admin-button admin-button--quiet" to={back}>
              {t("giftCardsAdmin.keepCard")}
            </Link>
          </div>
        </Form>
      ) : (
        <>
          <p className="admin-problems" role="alert">
            {t("giftCardsAdmin.alreadyVoid")}
          </p>
          <Link className="admin-button" to={back}>
            {t("giftCardsAdmin.card")} {groupedCode(card.code)}
          </Link>
        </>
      )}
    </>
  );
}
