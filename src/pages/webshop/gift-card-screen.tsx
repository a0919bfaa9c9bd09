// The webshop's gift card page (/webshop/gift-card): an amount (a preset or whole euros typed), how
// many cards, the contact (the signed-in account's, filled in), the payment method and the terms; one
// button orders them. The checkout's form and its parts: works without JavaScript (gift-card-action.ts),
// problems at the field and in a focused summary at the top, a fresh idempotency key per form.
import { Form, useActionData, useLoaderData } from "react-router";
import { giftCardLimits, type GiftCardSaleOptions } from "../../../shared/api/contract/gift-cards.ts";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import { apiFrom } from "../../api/loader-api.ts";
import { useLang, useT } from "../../i18n/index.tsx";
import { WEBSHOP_GIFT_CARD_PATH, webshopHref } from "../../lib/webshop-urls.ts";
import type { ScreenLoaderArgs } from "../screen.ts";
import { OTHER_AMOUNT } from "./gift-card-action.ts";
import { Choice, described, FieldProblem, fieldId, newIdempotencyKey, OrderButton, PaymentChoice, ProblemSummary, TermsConsent, TextField, useSending, type FormRefusal } from "./checkout-screen.tsx";
import { requireShopOnline } from "./webshop-errors.ts";
import { WebshopTitle } from "./webshop-title.tsx";

export interface GiftCardSaleData {
  options: GiftCardSaleOptions;
  idempotencyKey: string;
}

export async function loadGiftCardSale({ context, lang }: ScreenLoaderArgs): Promise<GiftCardSaleData> {
  const api = apiFrom(context);
  await requireShopOnline(api, lang);
  return { options: await api.giftCardSaleOptions({ lang }), idempotencyKey: newIdempotencyKey() };
}

/** The presets as radios, the last one "other" with its number field right after it. */
function AmountChoice({ refusal }: { refusal: FormRefusal | undefined }) {
  const t = useT();
  const lang = useLang();
  const { presetEuros, minEuros: min, maxEuros: max } = giftCardLimits;
  const otherId = fieldId("amount_other");
  return (
    <div className="checkout-section">
      <Choice
        field="amount_euros"
        legend={t("giftCard.amountTitle")}
        refusal={refusal}
        checked={String(presetEuros[1])}
        options={[...presetEuros.map((euros) => ({ value: String(euros), label: formatPrice(euros * 100, lang) })), { value: OTHER_AMOUNT, label: t("giftCard.amountOther") }]}
      />
      <div className="form-field">
        <label htmlFor={otherId} className="form-field__label">
          {t("giftCard.amountOtherLabel", { min, max })}
        </label>
        <input id={otherId} name="amount_other" type="number" inputMode="numeric" min={min} max={max} step={1} defaultValue={refusal?.values.amount_other ?? ""} {...described("amount_euros", refusal)} />
      </div>
    </div>
  );
}

function GiftCardForm({ data, refusal }: { data: GiftCardSaleData; refusal: FormRefusal | undefined }) {
  const t = useT();
  const lang = useLang();
  const sending = useSending();
  const { payment_methods: paymentMethods, buyer } = data.options;
  const labels: Record<string, string> = {
    amount_euros: t("giftCard.amountTitle"),
    quantity: t("giftCard.quantity"),
    first_name: t("checkout.firstName"),
    last_name: t("checkout.lastName"),
    email: t("checkout.email"),
    payment_method: t("checkout.paymentTitle"),
    accept_terms: t("checkout.termsTitle"),
  };
  const quantityHelp = `${fieldId("quantity")}-help`;
  return (
    <Form method="post" action={webshopHref(WEBSHOP_GIFT_CARD_PATH, lang)} className="checkout-form" noValidate aria-busy={sending || undefined} key={JSON.stringify(refusal ?? null)}>
      {refusal ? <ProblemSummary refusal={refusal} labels={labels} /> : null}
      <input type="hidden" name="idempotency_key" value={data.idempotencyKey} />
      <AmountChoice refusal={refusal} />
      <div className="checkout-section form-field">
        <label htmlFor={fieldId("quantity")} className="form-field__label">
          {labels.quantity}
          <abbr title={t("checkout.required")}> *</abbr>
        </label>
        <p className="form-field__help" id={quantityHelp}>
          {t("giftCard.quantityHelp")}
        </p>
        <FieldProblem field="quantity" refusal={refusal} />
        <input id={fieldId("quantity")} name="quantity" type="number" inputMode="numeric" min={1} max={giftCardLimits.maxQuantity} step={1} required defaultValue={refusal?.values.quantity ?? "1"} {...described("quantity", refusal, quantityHelp)} />
      </div>
      <section className="checkout-section" aria-labelledby="checkout-contact">
        <h2 id="checkout-contact" className="checkout-section__title">
          {t("checkout.contactTitle")}
        </h2>
        <p className="form-field__help">{t("checkout.requiredNote")}</p>
        <div className="checkout-names">
          <TextField field="first_name" label={labels.first_name} type="text" autoComplete="given-name" required maxLength={100} refusal={refusal} defaultValue={buyer?.first_name} />
          <TextField field="last_name" label={labels.last_name} type="text" autoComplete="family-name" required maxLength={100} refusal={refusal} defaultValue={buyer?.last_name} />
        </div>
        <TextField field="email" label={labels.email} type="email" autoComplete="email" required maxLength={254} refusal={refusal} help={t("checkout.emailHelp")} defaultValue={buyer?.email} />
      </section>
      <PaymentChoice methods={paymentMethods} refusal={refusal} />
      <section className="checkout-section" aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title" className="checkout-section__title">
          {t("checkout.summaryTitle")}
        </h2>
        <TermsConsent refusal={refusal} />
        {paymentMethods.length > 0 ? <OrderButton /> : null}
      </section>
    </Form>
  );
}

export function GiftCardPage() {
  const data = useLoaderData() as GiftCardSaleData;
  const refusal = useActionData() as FormRefusal | undefined;
  const t = useT();
  return (
    <div className="webshop-page">
      <WebshopTitle page={t("giftCard.title")} />
      <h1 className="webshop-title">{t("giftCard.title")}</h1>
      <p>{t("giftCard.intro")}</p>
      <GiftCardForm data={data} refusal={refusal} />
    </div>
  );
}
