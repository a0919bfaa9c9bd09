// The gift card form's post (/webshop/gift-card), the checkout's pattern: a plain form post without
// JavaScript, the API call with its CSRF header with it. 303 to the order page when the order is
// placed; else the page again with the fields' problems (400) or what stands in the way (409).
import { data, redirect } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { giftCardLimits } from "../../../shared/api/contract/gift-cards.ts";
import { apiFrom, routeError } from "../../api/loader-api.ts";
import { translator } from "../../i18n/index.tsx";
import type { ScreenActionArgs } from "../screen.ts";
import type { FormRefusal } from "./checkout-screen.tsx";

/** The form's fields, in the order the problem summary lists them. */
export const giftCardFields = ["amount_euros", "quantity", "first_name", "last_name", "email", "payment_method", "accept_terms"] as const;
/** The amount's radio: a preset's euros, or "other" for the typed amount (`amount_other`). */
export const OTHER_AMOUNT = "other";

const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** Whole euros within [min, max], else null. */
function wholeIn(text: string, min: number, max: number): number | null {
  if (!/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

export async function placeGiftCardOrder({ context, lang, request }: ScreenActionArgs): Promise<Response | ReturnType<typeof data<FormRefusal>>> {
  const form = await request.formData();
  const values: Record<string, string> = Object.fromEntries([...giftCardFields, "amount_other"].map((field) => [field, textOf(form, field)]));
  const t = translator(lang);
  const refused = (status: number, refusal: Omit<FormRefusal, "values">) => data<FormRefusal>({ ...refusal, values }, { status });
  const { minEuros: min, maxEuros: max, maxQuantity } = giftCardLimits;
  const amount = wholeIn(values.amount_euros === OTHER_AMOUNT ? values.amount_other : values.amount_euros, min, max);
  const quantity = wholeIn(values.quantity, 1, maxQuantity);
  const amountProblem = t("giftCard.errors.amount", { min, max });
  const quantityProblem = t("giftCard.errors.quantity", { max: maxQuantity });
  // The API would refuse these too, but only with its schema's words; the form says it in the visitor's.
  if (amount === null || quantity === null) {
    return refused(400, { fields: { ...(amount === null ? { amount_euros: amountProblem } : {}), ...(quantity === null ? { quantity: quantityProblem } : {}) }, problem: null });
  }
  try {
    const placed = await apiFrom(context).giftCardSale({
      lang,
      idempotency_key: textOf(form, "idempotency_key"),
      amount_euros: amount,
      quantity,
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      payment_method: values.payment_method,
      accept_terms: values.accept_terms === "on",
    });
    return redirect(placed.order_url, 303);
  } catch (error) {
    if (!isApiError(error)) throw error;
    const body = error.body;
    if (error.status === 400 && body.fields && typeof body.fields === "object") return refused(400, { fields: body.fields as FormRefusal["fields"], problem: null });
    // Only the form's hidden key can be wrong here: a fresh form helps.
    if (error.status === 400) return refused(400, { fields: {}, problem: t("checkout.errors.keyTaken") });
    if (error.status === 409) return refused(409, { fields: {}, problem: body.error });
    if (error.status === 503) routeError(503, { title: t("webshop.offlineTitle"), text: t("webshop.offlineText"), link: { href: `/${lang}`, label: t("webshop.toSite") } });
    if (error.status === 429) routeError(429, { title: t("webshop.badRequestTitle"), text: body.error });
    throw error;
  }
}
