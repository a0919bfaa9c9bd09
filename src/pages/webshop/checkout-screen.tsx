// The webshop's checkout (/webshop/checkout): the cart's tickets with their countdown, the contact,
// how the tickets come, the payment method, the terms, the total and one button that places the
// order. A plain form that works without JavaScript (checkout-action.ts); with it, the button is
// disabled while the order is on its way, so a double click cannot send it twice (and the form's
// idempotency key makes a repeated post find the same order anyway). Refused fields are marked at
// the field and listed at the top, where the focus goes.
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { AccountCheckoutContact } from "../../../shared/api/contract/account-orders.ts";
import type { CartContents, HeldTicket } from "../../../shared/api/contract/shop-cart.ts";
import type { CheckoutField, CheckoutPaymentMethod } from "../../../shared/api/contract/shop-checkout.ts";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import { apiFrom } from "../../api/loader-api.ts";
import { accountOrdersDe, accountOrdersEn } from "../../i18n/account-orders-texts.ts";
import { addTexts, useLang, useT } from "../../i18n/index.tsx";
import { formatLongDateTime } from "../../lib/format-date.ts";
import { WEBSHOP_CHECKOUT_PATH, webshopHref } from "../../lib/webshop-urls.ts";
import { urlFor } from "../../route-paths.ts";
import type { ScreenLoaderArgs } from "../screen.ts";
import { EmptyCart } from "./cart-screen.tsx";
import type { CheckoutRefusal } from "./checkout-action.ts";
import { CheckoutCodesPart } from "./checkout-codes.tsx";
import { HoldCountdown, useMinutesLeft } from "./hold-countdown.tsx";
import { requireShopOnline } from "./webshop-errors.ts";
import { WebshopTitle } from "./webshop-title.tsx";

// "Sie bestellen als …" for a signed-in visitor (issue 26).
addTexts("de", accountOrdersDe);
addTexts("en", accountOrdersEn);

export interface CheckoutData {
  cart: CartContents;
  paymentMethods: CheckoutPaymentMethod[];
  /** Fresh for every rendered form: a second post of this form finds the first one's order. */
  idempotencyKey: string;
  /** A signed-in visitor's contact from the account: the contact fields start with it, folded away. */
  account: AccountCheckoutContact | null;
}

/** 128 random bits as hex (crypto.getRandomValues: also on pages served over plain http). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function loadCheckout({ context, lang }: ScreenLoaderArgs): Promise<CheckoutData> {
  const api = apiFrom(context);
  await requireShopOnline(api, lang);
  const [cart, options, account] = await Promise.all([
    api.shopCartContents({ lang }),
    api.shopCheckoutOptions({ lang }),
    // Without the account's contact the form is simply empty, as for a guest.
    api.accountCheckoutContact({ lang }).catch(() => ({ contact: null })),
  ]);
  return { cart, paymentMethods: options.payment_methods, idempotencyKey: newIdempotencyKey(), account: account.contact };
}

/** A refused post of a shop form (the checkout's, the gift card's): each field's sentence, a problem, the input. */
export interface FormRefusal {
  fields: Partial<Record<string, string>>;
  problem: string | null;
  values: Partial<Record<string, string>>;
}

export const fieldId = (field: string) => `checkout-${field}`;
const problemId = (field: string) => `checkout-${field}-problem`;

/** The props that tie a control to its field's problem (and help text). */
export function described(field: string, refusal: FormRefusal | undefined, help?: string) {
  const problem = refusal?.fields[field];
  const ids = [problem ? problemId(field) : "", help ?? ""].filter(Boolean).join(" ");
  return { "aria-invalid": problem ? true : undefined, "aria-describedby": ids || undefined };
}

export function FieldProblem({ field, refusal }: { field: string; refusal: FormRefusal | undefined }) {
  const problem = refusal?.fields[field];
  return problem ? (
    <p className="form-field__error" id={problemId(field)}>
      {problem}
    </p>
  ) : null;
}

export function TextField(props: { field: string; label: string; type: string; autoComplete: string; required: boolean; refusal?: FormRefusal; help?: string; maxLength: number; defaultValue?: string }) {
  const { field, label, type, autoComplete, required, refusal, help, maxLength, defaultValue } = props;
  const t = useT();
  const helpId = help ? `${fieldId(field)}-help` : undefined;
  return (
    <div className="form-field">
      <label htmlFor={fieldId(field)} className="form-field__label">
        {label}
        {required ? <abbr title={t("checkout.required")}> *</abbr> : null}
      </label>
      {help ? (
        <p className="form-field__help" id={helpId}>
          {help}
        </p>
      ) : null}
      <FieldProblem field={field} refusal={refusal} />
      <input
        id={fieldId(field)}
        name={field}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        required={required}
        defaultValue={refusal?.values[field] ?? defaultValue ?? ""}
        {...described(field, refusal, helpId)}
      />
    </div>
  );
}

export function Choice(props: { field: string; legend: string; options: { value: string; label: string; note?: string }[]; refusal?: FormRefusal; checked?: string }) {
  const { field, legend, options, refusal, checked } = props;
  const t = useT();
  return (
    <fieldset className="checkout-choice">
      {/* The legend is the section's heading: one name for the group, found by headings too. */}
      <legend>
        <h2 className="checkout-section__title">
          {legend}
          <abbr title={t("checkout.required")}> *</abbr>
        </h2>
      </legend>
      <FieldProblem field={field} refusal={refusal} />
      {options.map((option, index) => {
        const id = index === 0 ? fieldId(field) : `${fieldId(field)}-${option.value}`;
        const noteId = option.note ? `${id}-note` : undefined;
        const ties = described(field, refusal, noteId);
        return (
          <div className="checkout-choice__option" key={option.value}>
            <input type="radio" id={id} name={field} value={option.value} required defaultChecked={(refusal ? refusal.values[field] : checked) === option.value} {...ties} />
            <label htmlFor={id}>{option.label}</label>
            {option.note ? (
              <p className="checkout-choice__note" id={noteId}>
                {option.note}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

function CheckoutLine({ ticket }: { ticket: HeldTicket }) {
  const t = useT();
  const lang = useLang();
  const minutes = useMinutesLeft(ticket.seconds_left);
  return (
    <li className={minutes > 0 ? "checkout-line" : "checkout-line checkout-line--expired"}>
      <input type="hidden" name="hold_id" value={ticket.hold_id} />
      <p className="checkout-line__title">{ticket.title}</p>
      <p className="checkout-line__what">
        <time dateTime={ticket.date_start}>{formatLongDateTime(ticket.date_start, lang)}</time>
        {` · ${ticket.venue} · ${ticket.seat_group}`}
        {ticket.time_start ? ` · ${ticket.time_start.slice(0, 5)}` : ""}
      </p>
      <p className="checkout-line__price">
        <span>{`${ticket.quantity} × ${ticket.price_text} (${formatPrice(ticket.unit_cents, lang)})`}</span>
        <span>
          <span className="visually-hidden">{`${t("webshop.lineTotal")}: `}</span>
          {formatPrice(ticket.unit_cents * ticket.quantity, lang)}
        </span>
      </p>
      <HoldCountdown expiresAt={ticket.expires_at} minutes={minutes} />
    </li>
  );
}

const contactFields = ["first_name", "last_name", "email", "phone"] as const;

/**
 * The contact fields; for a signed-in visitor filled from the account and folded into one line with
 * a "Change" button (one step shorter), unless a refusal names one of them. Folded fields are only
 * hidden, so they are posted all the same (also without JavaScript).
 */
function ContactSection({ account, refusal, labels }: { account: AccountCheckoutContact | null; refusal: CheckoutRefusal | undefined; labels: Record<CheckoutField, string> }) {
  const t = useT();
  const [open, setOpen] = useState(() => !account || contactFields.some((field) => refusal?.fields[field]));
  const firstField = useRef<HTMLDivElement>(null);
  const unfold = () => {
    flushSync(() => setOpen(true));
    // The button is gone: the focus goes to the first field it opened.
    firstField.current?.querySelector("input")?.focus();
  };
  return (
    <section className="checkout-section" aria-labelledby="checkout-contact">
      <h2 id="checkout-contact" className="checkout-section__title">
        {t("checkout.contactTitle")}
      </h2>
      {account && !open ? (
        <p className="checkout-ordering-as">
          <span>{t("accountOrders.orderingAs", { name: `${account.first_name} ${account.last_name}`.trim(), email: account.email })}</span>{" "}
          <button type="button" className="button checkout-ordering-as__change" aria-expanded="false" aria-controls="checkout-contact-fields" aria-label={t("accountOrders.changeLabel")} onClick={unfold}>
            {t("accountOrders.change")}
          </button>
        </p>
      ) : null}
      <div id="checkout-contact-fields" hidden={!open}>
        <p className="form-field__help">{t("checkout.requiredNote")}</p>
        <div className="checkout-names" ref={firstField}>
          <TextField field="first_name" label={labels.first_name} type="text" autoComplete="given-name" required maxLength={100} refusal={refusal} defaultValue={account?.first_name} />
          <TextField field="last_name" label={labels.last_name} type="text" autoComplete="family-name" required maxLength={100} refusal={refusal} defaultValue={account?.last_name} />
        </div>
        <TextField field="email" label={labels.email} type="email" autoComplete="email" required maxLength={254} refusal={refusal} help={t("checkout.emailHelp")} defaultValue={account?.email} />
        <TextField field="phone" label={labels.phone} type="tel" autoComplete="tel" required={false} maxLength={40} refusal={refusal} help={t("checkout.phoneHelp")} defaultValue={account?.phone} />
      </div>
    </section>
  );
}

/** The refused fields at the top, each a link to its control (GOV.UK's error summary). */
export function ProblemSummary({ refusal, labels }: { refusal: FormRefusal; labels: Record<string, string> }) {
  const t = useT();
  const summary = useRef<HTMLDivElement>(null);
  // React focuses only form controls for autoFocus; after a post with JavaScript the summary is focused here.
  useEffect(() => summary.current?.focus(), [refusal]);
  const listed = Object.keys(labels).filter((field) => refusal.fields[field]);
  // autoFocus: the page came back with problems (a new page load without JavaScript, a re-render with it).
  return (
    <div ref={summary} className="checkout-problems" role="alert" tabIndex={-1} autoFocus>
      {refusal.problem ? <p>{refusal.problem}</p> : null}
      {listed.length > 0 ? (
        <>
          <p className="checkout-problems__title">{t("checkout.problems")}</p>
          <ul>
            {listed.map((field) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`}>{`${labels[field]}: ${refusal.fields[field]}`}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** The AGB's acceptance with the privacy notice, both linked (in a new tab, so the form keeps its input). */
export function TermsConsent({ refusal }: { refusal: FormRefusal | undefined }) {
  const t = useT();
  const lang = useLang();
  const newTab = <span className="visually-hidden">{` ${t("checkout.opensNewTab")}`}</span>;
  return (
    <div className="checkout-terms">
      <FieldProblem field="accept_terms" refusal={refusal} />
      <input type="checkbox" id={fieldId("accept_terms")} name="accept_terms" required defaultChecked={refusal?.values.accept_terms === "on"} {...described("accept_terms", refusal)} />
      <label htmlFor={fieldId("accept_terms")}>
        {`${t("checkout.acceptTermsBefore")} `}
        <a href={urlFor("legals-agb", {}, lang)} target="_blank" rel="noopener">
          {t("checkout.agb")}
          {newTab}
        </a>
        {` ${t("checkout.acceptTermsBetween")} `}
        <a href={urlFor("legals-privacy", {}, lang)} target="_blank" rel="noopener">
          {t("checkout.privacy")}
          {newTab}
        </a>
        {lang === "de" ? ` ${t("checkout.acceptTermsAfter")}` : t("checkout.acceptTermsAfter")}
        <abbr title={t("checkout.required")}> *</abbr>
      </label>
    </div>
  );
}

/** The payment methods as radios with their notes, or why there is none. */
export function PaymentChoice({ methods, refusal }: { methods: { id: string; label: string }[]; refusal: FormRefusal | undefined }) {
  const t = useT();
  const notes: Record<string, string> = { box_office: t("checkout.boxOfficeNote"), bank_transfer: t("checkout.transferNote") };
  return (
    <div className="checkout-section">
      {methods.length > 0 ? (
        <Choice field="payment_method" legend={t("checkout.paymentTitle")} refusal={refusal} options={methods.map((method) => ({ value: method.id, label: method.label, note: notes[method.id] }))} />
      ) : (
        <>
          <h2 className="checkout-section__title">{t("checkout.paymentTitle")}</h2>
          <p className="webshop-notice webshop-notice--warning">{t("checkout.noPaymentMethod")}</p>
        </>
      )}
    </div>
  );
}

/** From a form's post until the next page has loaded. */
export function useSending(): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod !== undefined;
}

/** The order button, disabled from the post until the order page has loaded (no double order). */
export function OrderButton() {
  const t = useT();
  const sending = useSending();
  return (
    <p className="checkout-actions">
      <button type="submit" className="button checkout-submit" disabled={sending}>
        {t("checkout.submit")}
      </button>
      {sending ? (
        <span className="checkout-sending" role="status">
          {t("checkout.sending")}
        </span>
      ) : null}
    </p>
  );
}

function CheckoutForm({ data, refusal }: { data: CheckoutData; refusal: CheckoutRefusal | undefined }) {
  const t = useT();
  const lang = useLang();
  const sending = useSending();
  const { cart, paymentMethods } = data;
  const labels: Record<CheckoutField, string> = {
    first_name: t("checkout.firstName"),
    last_name: t("checkout.lastName"),
    email: t("checkout.email"),
    phone: t("checkout.phone"),
    delivery: t("checkout.deliveryTitle"),
    payment_method: t("checkout.paymentTitle"),
    accept_terms: t("checkout.termsTitle"),
  };
  const count = t("webshop.ticketCount", { count: cart.tickets_quantity });
  return (
    // Keyed by the refusal, so the kept input is what the fields start with after each post.
    <Form method="post" action={webshopHref(WEBSHOP_CHECKOUT_PATH, lang)} className="checkout-form" noValidate aria-busy={sending || undefined} key={JSON.stringify(refusal ?? null)}>
      {refusal && (refusal.problem || Object.keys(refusal.fields).length > 0) ? <ProblemSummary refusal={refusal} labels={labels} /> : null}
      <input type="hidden" name="idempotency_key" value={data.idempotencyKey} />
      <section className="checkout-section" aria-labelledby="checkout-tickets">
        <h2 id="checkout-tickets" className="checkout-section__title">
          {t("checkout.ticketsTitle")}
        </h2>
        <ul className="checkout-lines">
          {cart.tickets.map((ticket) => (
            <CheckoutLine key={ticket.hold_id} ticket={ticket} />
          ))}
        </ul>
        <p>
          <a className="arrow-link" href={webshopHref("/webshop/cart", lang)}>
            {t("webshop.backToCart")}
          </a>
        </p>
      </section>
      <ContactSection account={data.account} refusal={refusal} labels={labels} />
      <div className="checkout-section">
        <Choice
          field="delivery"
          legend={labels.delivery}
          refusal={refusal}
          options={[
            { value: "eticket", label: t("checkout.deliveryEticket") },
            { value: "pickup", label: t("checkout.deliveryPickup") },
          ]}
        />
      </div>
      <PaymentChoice methods={paymentMethods} refusal={refusal} />
      <CheckoutCodesPart codes={refusal?.codes} />
      <section className="checkout-section" aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title" className="checkout-section__title">
          {t("checkout.summaryTitle")}
        </h2>
        <TermsConsent refusal={refusal} />
        <p className="checkout-total">
          <span>
            {`${t("checkout.total")} `}
            <span className="webshop-cart__count">{`(${count})`}</span>
          </span>
          <strong>{formatPrice(refusal?.codes?.summary?.due_cents ?? cart.total_cents, lang)}</strong>
        </p>
        {paymentMethods.length > 0 ? <OrderButton /> : null}
      </section>
    </Form>
  );
}

export function CheckoutPage() {
  const data = useLoaderData() as CheckoutData;
  const refusal = useActionData() as CheckoutRefusal | undefined;
  const t = useT();
  return (
    <div className="webshop-page">
      <WebshopTitle page={t("checkout.title")} />
      <h1 className="webshop-title">{t("checkout.title")}</h1>
      {data.cart.tickets.length > 0 ? (
        <CheckoutForm data={data} refusal={refusal} />
      ) : (
        <>
          {/* A refusal that emptied the cart (its holds gone) still says what happened. */}
          {refusal?.problem ? (
            <p className="webshop-notice webshop-notice--warning" role="alert" tabIndex={-1} autoFocus>
              {refusal.problem}
            </p>
          ) : null}
          <EmptyCart />
        </>
      )}
    </div>
  );
}
