// The checkout form's post (/webshop/checkout). Without JavaScript the browser posts the form and the
// server runs this action (server/http/page-forms.ts lets only our own pages post); with JavaScript
// React Router runs it in the browser, which calls the API with its CSRF header. Either way: 303 to
// the order page when the order is placed; the page again with the fields' problems (400) or what
// stands in the way (409), the input kept.
import { data, redirect } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { checkoutFields, deliveries, type CheckoutField } from "../../../shared/api/contract/shop-checkout.ts";
import { cartResponseCodes } from "../../../shared/ticketing/cart-response-codes.ts";
import { apiFrom, routeError } from "../../api/loader-api.ts";
import { translator } from "../../i18n/index.tsx";
import type { ScreenActionArgs } from "../screen.ts";

/** What the page shows after a refused post: each field's sentence, a problem above the form, the input. */
export interface CheckoutRefusal {
  fields: Partial<Record<CheckoutField, string>>;
  problem: string | null;
  values: Partial<Record<CheckoutField, string>>;
}

const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function placeCheckoutOrder({ context, lang, request }: ScreenActionArgs): Promise<Response | ReturnType<typeof data<CheckoutRefusal>>> {
  const form = await request.formData();
  const values = Object.fromEntries(checkoutFields.map((field) => [field, textOf(form, field)])) as Record<CheckoutField, string>;
  const holdIds = form.getAll("hold_id").map((value) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : 0));
  const t = translator(lang);
  const refused = (status: number, refusal: Omit<CheckoutRefusal, "values">) => data<CheckoutRefusal>({ ...refusal, values }, { status });
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
