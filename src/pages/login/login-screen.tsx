// The login and logout pages: sign-in (staff and visitors' accounts), and for visitors creating an
// account, a forgotten password and the confirmation link again. Plain HTML forms posting to their
// own page, so they work without JavaScript: the page's action (its form's `intent`) calls the API
// and answers a redirect that says what came of it. The server lets only this site's pages post
// (server/http/page-forms.ts).
import { redirect, useLoaderData } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { apiFrom, required, routeError } from "../../api/loader-api.ts";
import type { UserDetails } from "../../../shared/api/types.ts";
import { translator, useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import type { Screen, ScreenActionArgs, ScreenLoaderArgs, WithMeta } from "../screen.ts";
import { accountTextsDe, accountTextsEn } from "../../i18n/account-texts.ts";
import { addTexts } from "../../i18n/index.tsx";
import { Field, FormMessage } from "../account/account-forms.tsx";
import { AccountForms, type AccountDone, type AccountError, accountDone, accountError, accountAction } from "./account-forms-section.tsx";

addTexts("de", accountTextsDe);
addTexts("en", accountTextsEn);

type LoginError = "invalid" | "missing";

interface LoginData extends WithMeta {
  user: UserDetails;
  error: LoginError | AccountError | null;
  done: AccountDone | null;
  next: string;
}

const loginErrors: readonly string[] = ["invalid", "missing"];

async function loadLogin({ context, lang, request }: ScreenLoaderArgs, title: string): Promise<LoginData> {
  const query = new URL(request.url).searchParams;
  const error = query.get("error") ?? "";
  return {
    user: await apiFrom(context).userDetails({ lang }),
    error: loginErrors.includes(error) ? (error as LoginError) : accountError(error),
    done: accountDone(query.get("done")),
    next: query.get("next") ?? "",
    meta: { title },
  };
}

/** Where to go after logging in: only a path of this site, never another host. */
export function safeNext(value: unknown, lang: Lang): string {
  if (typeof value === "string" && /^\/(de|en|admin)(\/|$|\?)/.test(value) && !value.startsWith("//") && value.length < 500) return value;
  return urlFor("home", {}, lang);
}

/** The login page again, with what went wrong and where to go afterwards. */
function backToLogin(lang: Lang, error: LoginError | "unconfirmed", next: string): Response {
  const query = new URLSearchParams({ error });
  if (next !== urlFor("home", {}, lang)) query.set("next", next);
  return redirect(`${urlFor("login", {}, lang)}?${query}`, 303);
}

async function login(args: ScreenActionArgs): Promise<Response> {
  const { request, context, lang } = args;
  const form = await request.formData();
  if (form.get("intent")) return accountAction(args, form);
  const next = safeNext(form.get("next"), lang);
  const [email, password] = [form.get("email"), form.get("password")].map((value) => (typeof value === "string" ? value : ""));
  try {
    await apiFrom(context).login({ lang, email, password });
    return redirect(next, 303);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 400) return backToLogin(lang, "missing", next);
    if (error.status === 401) return backToLogin(lang, "invalid", next);
    if (error.status === 403 && error.body.error === "unconfirmed") return backToLogin(lang, "unconfirmed", next);
    const t = translator(lang);
    // The API's reason says how long to wait.
    if (error.status === 429) routeError(429, { title: t("auth.tooMany"), text: error.body.reason ?? t("auth.tooMany"), link: { href: urlFor("login", {}, lang), label: t("auth.title") } });
    throw error;
  }
}

async function logout({ context, lang }: ScreenActionArgs): Promise<Response> {
  // Over the logout limit: the 429 page, never a 500.
  await required(apiFrom(context).logout({ lang }));
  return redirect(urlFor("home", {}, lang), 303);
}

function LogoutForm() {
  const t = useT();
  const lang = useLang();
  return (
    <form method="post" action={urlFor("logout", {}, lang)} className="login-form">
      <button type="submit" className="button">
        {t("auth.logout")}
      </button>
    </form>
  );
}

function LoggedIn({ user }: { user: UserDetails }) {
  const t = useT();
  return (
    <>
      <p className="login-state">{t("auth.loggedInAs", { name: `${user.first_name ?? ""} ${user.last_name ?? ""}`.trim(), email: user.email ?? "" })}</p>
      <LogoutForm />
    </>
  );
}

function LoginForm({ error, next }: { error: LoginError | null; next: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <form method="post" action={urlFor("login", {}, lang)} className="login-form" aria-labelledby="sign-in-title" aria-describedby={error ? "login-error" : undefined}>
      <h2 id="sign-in-title">{t("accounts.signInTitle")}</h2>
      {error ? (
        <p id="login-error" className="login-form__error" role="alert">
          {t(`auth.error.${error}`)}
        </p>
      ) : null}
      <input type="hidden" name="next" value={next} />
      <p className="form-field">
        <label htmlFor="login-email">{t("auth.email")}</label>
        <input id="login-email" name="email" type="email" autoComplete="username" required aria-invalid={error ? true : undefined} />
      </p>
      <Field id="login-password" name="password" type="password" label={t("auth.password")} autoComplete="current-password" required aria-invalid={error ? true : undefined} />
      <p>
        <button type="submit" className="button">
          {t("auth.submit")}
        </button>
      </p>
    </form>
  );
}

function LoginPage() {
  const { user, error, done, next } = useLoaderData() as LoginData;
  const t = useT();
  const loginError = error && loginErrors.includes(error) ? (error as LoginError) : null;
  return (
    <article className="screen screen-login">
      <header className="page-header">
        <h1 className="page-header__title">{t("auth.title")}</h1>
      </header>
      <div className="screen-login__body">
        {user.is_logged_in ? (
          <LoggedIn user={user} />
        ) : (
          <>
            {done === "password-set" ? (
              <FormMessage id="login-done" kind="done">
                {t("accounts.done.passwordSet")}
              </FormMessage>
            ) : null}
            <LoginForm error={loginError} next={next} />
            <AccountForms error={loginError ? null : (error as AccountError | null)} done={done} />
          </>
        )}
      </div>
    </article>
  );
}

function LogoutPage() {
  const { user } = useLoaderData() as LoginData;
  const t = useT();
  const lang = useLang();
  return (
    <article className="screen screen-login">
      <header className="page-header">
        <h1 className="page-header__title">{t("auth.logoutTitle")}</h1>
      </header>
      <div className="screen-login__body">
        {user.is_logged_in ? (
          <LoggedIn user={user} />
        ) : (
          <p>
            {t("auth.loggedOut")} <a href={urlFor("login", {}, lang)}>{t("auth.title")}</a>
          </p>
        )}
      </div>
    </article>
  );
}

export const loginScreen: Screen<LoginData> = {
  loader: (args) => loadLogin(args, translator(args.lang)("auth.title")),
  action: login,
  Component: LoginPage,
};

export const logoutScreen: Screen<LoginData> = {
  loader: (args) => loadLogin(args, translator(args.lang)("auth.logoutTitle")),
  action: logout,
  Component: LogoutPage,
};
