// The pages the account mails link to, the link's token in the query: confirm a new account (then
// signed in), set a new password, confirm a new e-mail address. Opening the link changes nothing
// (mail programs open links to check them); the page's button posts the token, and the page's
// action calls the API. A used, expired or unknown link says so and where to get a new one.
import { redirect, useLoaderData } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { apiFrom } from "../../api/loader-api.ts";
import { accountTextsDe, accountTextsEn } from "../../i18n/account-texts.ts";
import { addTexts, translator, useLang, useT, type TranslationKey } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import type { ApiClient } from "../../../shared/api/contract/index.ts";
import type { Screen, ScreenActionArgs, WithMeta } from "../screen.ts";
import { Field, FormMessage, formText, throwTooMany } from "./account-forms.tsx";

addTexts("de", accountTextsDe);
addTexts("en", accountTextsEn);

type LinkRoute = "account-confirm" | "account-reset" | "account-email-confirm";
type Outcome = "link" | "password" | "taken" | "done";
const outcomes: readonly string[] = ["link", "password", "taken", "done"];

interface LinkData extends WithMeta {
  token: string;
  outcome: Outcome | null;
}

interface LinkPage {
  route: LinkRoute;
  title: TranslationKey;
  intro: TranslationKey;
  submit: TranslationKey;
  /** The new password's two fields. */
  asksPassword?: boolean;
  /** Calls the API with the token; answers where to go. */
  use: (api: ApiClient, lang: Lang, token: string, form: FormData) => Promise<Response>;
}

/** The page again, with what came of its form (and the token, while it may still work). */
const pageWith = (route: LinkRoute, lang: Lang, outcome: Outcome, token = "") => redirect(urlFor(route, {}, lang, token ? { token, outcome } : { outcome }), 303);

function linkScreen(page: LinkPage): Screen<LinkData> {
  async function action({ request, context, lang }: ScreenActionArgs): Promise<Response> {
    const form = await request.formData();
    const token = formText(form, "token");
    try {
      return await page.use(apiFrom(context), lang, token, form);
    } catch (error) {
      throwTooMany(error, lang);
      if (!isApiError(error)) throw error;
      if (error.status === 400 && error.body.field === "password") return pageWith(page.route, lang, "password", token);
      if (error.status === 409) return pageWith(page.route, lang, "taken");
      if (error.status === 400 || error.status === 410) return pageWith(page.route, lang, "link");
      throw error;
    }
  }

  function LinkPageComponent() {
    const { token, outcome } = useLoaderData() as LinkData;
    const t = useT();
    const lang = useLang();
    const problem = outcome === "link" ? t("accounts.error.link") : outcome === "password" ? t("accounts.error.password") : outcome === "taken" ? t("accounts.error.taken") : null;
    return (
      <article className="screen screen-login">
        <header className="page-header">
          <h1 className="page-header__title">{t(page.title)}</h1>
        </header>
        <div className="screen-login__body">
          {outcome === "done" ? (
            <FormMessage id="link-done" kind="done">
              {t("accounts.emailConfirmed")}
            </FormMessage>
          ) : null}
          {problem ? (
            <FormMessage id="link-error" kind="error">
              {problem}
            </FormMessage>
          ) : null}
          {outcome === "link" || outcome === "taken" ? (
            <p>
              {`${t("accounts.newLinkHint")} `}
              <a href={`${urlFor("login", {}, lang)}#${page.route === "account-confirm" ? "resend-confirmation" : "password-reset"}`}>{t("accounts.toLogin")}</a>
            </p>
          ) : null}
          {token && outcome !== "done" && outcome !== "link" ? (
            <form method="post" action={urlFor(page.route, {}, lang)} className="login-form" aria-describedby="link-intro">
              <p id="link-intro">{t(page.intro)}</p>
              <input type="hidden" name="token" value={token} />
              {page.asksPassword ? (
                <>
                  <Field id="new-password" name="password" type="password" label={t("accounts.settings.newPassword")} help={t("accounts.passwordHelp")} autoComplete="new-password" required minLength={10} maxLength={200} aria-invalid={outcome === "password" ? true : undefined} />
                  <Field id="new-password-repeat" name="password_repeat" type="password" label={t("accounts.passwordRepeat")} autoComplete="new-password" required minLength={10} maxLength={200} aria-invalid={outcome === "password" ? true : undefined} />
                </>
              ) : null}
              <p>
                <button type="submit" className="button">
                  {t(page.submit)}
                </button>
              </p>
            </form>
          ) : null}
        </div>
      </article>
    );
  }

  return {
    loader({ request, lang }) {
      const query = new URL(request.url).searchParams;
      const outcome = query.get("outcome") ?? "";
      return { token: (query.get("token") ?? "").slice(0, 200), outcome: outcomes.includes(outcome) ? (outcome as Outcome) : null, meta: { title: translator(lang)(page.title) } };
    },
    action,
    Component: LinkPageComponent,
  };
}

export const accountConfirmScreen = linkScreen({
  route: "account-confirm",
  title: "accounts.confirmTitle",
  intro: "accounts.confirmIntro",
  submit: "accounts.confirmSubmit",
  async use(api, lang, token) {
    await api.confirmAccount({ lang, token });
    return redirect(urlFor("user-profile", {}, lang), 303);
  },
});

export const accountResetScreen = linkScreen({
  route: "account-reset",
  title: "accounts.resetTitle",
  intro: "accounts.resetIntro",
  submit: "accounts.resetSubmit",
  asksPassword: true,
  async use(api, lang, token, form) {
    const password = formText(form, "password");
    if (password.length < 10 || password !== formText(form, "password_repeat")) return pageWith("account-reset", lang, "password", token);
    await api.resetPassword({ lang, token, password });
    return redirect(urlFor("login", {}, lang, { done: "password-set" }), 303);
  },
});

export const accountEmailConfirmScreen = linkScreen({
  route: "account-email-confirm",
  title: "accounts.emailConfirmTitle",
  intro: "accounts.emailConfirmIntro",
  submit: "accounts.emailConfirmSubmit",
  async use(api, lang, token) {
    await api.confirmEmailChange({ lang, token });
    return pageWith("account-email-confirm", lang, "done");
  },
});
