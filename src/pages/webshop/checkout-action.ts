// The checkout form's post (/webshop/checkout). Without JavaScript the browser posts the form and the
// server runs this action (server/http/page-forms.ts lets only our own pages post); with JavaScript
// React Router runs it in the browser, which calls the API with its CSRF header. Either way: 303 to
// the order page when the order is placed; the page again with the fields' problems (400) or what
// stands in the way (409), the input kept.
import { data, redirect } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { checkoutFields, deliveries, type CheckoutField } from "../../../shared/api/contract/shop-checkout.ts";
import { normalizedCode } from "../../../shared/api/contract/vouchers.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { cartResponseCodes } from "../../../shared/ticketing/cart-response-codes.ts";
import { apiFrom, routeError } from "../../api/loader-api.ts";
import { translator } from "../../i18n/index.tsx";
import type { ScreenActionArgs } from "../screen.ts";
import { CODE_FIELD, CODE_INTENT, type CheckoutCodes } from "./checkout-codes.tsx";

/** What the page shows after a refused post: each field's sentence, a problem above the form, the input. */
export interface CheckoutRefusal {
  fields: Partial<Record<CheckoutField, string>>;
  problem: string | null;
  values: Partial<Record<CheckoutField, string>>;
  /** The voucher and gift card codes (checkout-codes.tsx). */
  codes?: CheckoutCodes;
}

const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The codes after adding `added` (or removing `removed`), checked by the server with the summary; a
 * refused code is not added and its reason kept, the codes before it are checked again.
 */
async function checkedCodes(api: ReturnType<typeof apiFrom>, lang: Lang, holdIds: number[], redeemed: string[], added: string | null, removed: string): Promise<CheckoutCodes> {
  const before = [...new Set(redeemed.map(normalizedCode))].filter((code) => added !== null || code !== removed);
  const check = async (list: string[]): Promise<CheckoutCodes> => {
    if (list.length === 0) return { list, summary: null, problem: null, typed: "", focus: true };
    const summary = await api.shopCheckoutCodes({ lang, hold_ids: holdIds, codes: list });
    return { list, summary, problem: null, typed: "", focus: true };
  };
  try {
    return await check(added === null ? before : [...new Set([...before, normalizedCode(added)])]);
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    const problem = String(error.body.reason ?? error.body.error);
    const kept = await check(before).catch(() => ({ list: [], summary: null }) as Pick<CheckoutCodes, "list" | "summary">);
    return { ...kept, problem, typed: added ?? "", focus: true };
  }
}

export async function placeCheckoutOrder({ context, lang, request }: ScreenActionArgs): Promise<Response | ReturnType<typeof data<CheckoutRefusal>>> {
  const form = await request.formData();
  const values = Object.fromEntries(checkoutFields.map((field) => [field, textOf(form, field)])) as Record<CheckoutField, string>;
  const holdIds = form.getAll("hold_id").map((value) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : 0));
  const t = translator(lang);
  const intent = textOf(form, "intent");
  const redeemed = form.getAll("code").filter((value): value is string => typeof value === "string");
  const typed = textOf(form, CODE_FIELD);
  // "Redeem code" with an empty field is what Enter in any field of the form sends: it places the order.
  if ((intent === CODE_INTENT && typed.trim()) || intent.startsWith("remove:")) {
    const codes = await checkedCodes(apiFrom(context), lang, holdIds, redeemed, intent === CODE_INTENT ? typed : null, intent.replace(/^remove:/, ""));
    return data<CheckoutRefusal>({ fields: {}, problem: null, values, codes }, { status: codes.problem ? 400 : 200 });
  }
  const codes = [...redeemed, ...(typed.trim() ? [typed] : [])];
  const keptCodes: CheckoutCodes = { list: [...new Set(codes.map(normalizedCode))], summary: null, problem: null, typed: "", focus: false };
  const refused = (status: number, refusal: Omit<CheckoutRefusal, "values">) => data<CheckoutRefusal>({ ...refusal, values, codes: keptCodes }, { status });
  try {
    const placed = await apiFrom(context).shopCheckout({
      lang,
      idempotency_key: textOf(form, "idempotency_key"),
      hold_ids: holdIds,
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      phone: values.phone,
      delivery: deliveries.find((delivery) => delivery === values.delivery),
      payment_method: values.payment_method,
      accept_terms: values.accept_terms === "on",
      codes,
    });
    return redirect(placed.order_url, 303);
  } catch (error) {
    if (!isApiError(error)) throw error;
    const body = error.body;
    if (error.status === 400 && body.fields && typeof body.fields === "object") return refused(400, { fields: body.fields as CheckoutRefusal["fields"], problem: null });
    // The form's own hidden fields (the holds, the key) were tampered with or the cart is empty.
    if (error.status === 400) return refused(400, { fields: {}, problem: t("checkout.errors.cartChanged") });
    if (error.status === 409) return refused(409, { fields: {}, problem: body.error });
    if (body.response_code === cartResponseCodes.shopOffline) routeError(503, { title: t("webshop.offlineTitle"), text: t("webshop.offlineText"), link: { href: `/${lang}`, label: t("webshop.toSite") } });
    if (error.status === 429) routeError(429, { title: t("webshop.badRequestTitle"), text: body.error });
    throw error;
  }
}
