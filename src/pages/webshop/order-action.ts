// The order page's form posts (order-forms.tsx): `intent=cancel` (with its confirmation checkbox) and
// `intent=resend`. Each calls the API in-process and answers 303 back to the page with a notice; a
// refusal (too late, paid, the mail limit) is the webshop's error page with the reason and the way
// back to the order. The server let the post in only from this site's pages (page-forms.ts).
import { redirect } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { ORDER_CODE_PATTERN, ORDER_SECRET_PATTERN } from "../../../shared/api/contract/shop-order.ts";
import { apiFrom, routeError } from "../../api/loader-api.ts";
import { translator } from "../../i18n/index.tsx";
import { webshopHref, webshopOrderPath } from "../../lib/webshop-urls.ts";
import type { ScreenActionArgs } from "../screen.ts";
import { orderNotFound, type OrderNotice } from "./order-screen.tsx";

export async function postToOrder({ context, lang, params, request }: ScreenActionArgs): Promise<Response> {
  const [code, secret] = [params.code ?? "", params.secret ?? ""];
  if (!ORDER_CODE_PATTERN.test(code) || !ORDER_SECRET_PATTERN.test(secret)) orderNotFound(lang);
  const t = translator(lang);
  const page = webshopOrderPath(code, secret);
  const backWith = (notice: OrderNotice) => redirect(webshopHref(page, lang, { notice }), 303);
  const backToOrder = { href: webshopHref(page, lang), label: t("webshopOrder.backToOrder") };
  const form = await request.formData();
  const intent = form.get("intent");
  const api = apiFrom(context);
  try {
    if (intent === "cancel") {
      if (form.get("confirm") !== "yes") return backWith("confirm-missing");
      await api.shopOrderCancel({ lang, code, secret, confirm: true });
      return backWith("cancelled");
    }
    if (intent === "resend") {
      await api.shopOrderResendMail({ lang, code, secret });
      return backWith("sent");
    }
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) orderNotFound(lang);
    if (error.status === 409 || error.status === 429) routeError(error.status, { title: t("webshopOrder.failedTitle"), text: error.body.error, link: backToOrder });
    throw error;
  }
  routeError(400, { title: t("webshop.badRequestTitle"), link: backToOrder });
}
