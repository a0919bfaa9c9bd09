// The editors' login and logout pages. Plain HTML forms posting to their own page, so they work
// without JavaScript: the page's action calls the API's login or logout and answers a redirect. The
// server lets only this site's pages post (server/http/page-forms.ts).
import { redirect, useLoaderData } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { apiFrom, required, routeError } from "../../api/loader-api.ts";
import type { UserDetails } from "../../../shared/api/types.ts";
import { translator, useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import type { Screen, ScreenActionArgs, ScreenLoaderArgs, WithMeta } from "../screen.ts";

interface LoginData extends WithMeta {
  user: UserDetails;
  error: "invalid" | "missing" | null;
  next: string;
}

async function loadLogin({ context, lang, request }: ScreenLoaderArgs, title: string): Promise<LoginData> {
  const query = new URL(request.url).searchParams;
  const error = query.get("error");
  return {
    user: await apiFrom(context).userDetails({ lang }),
    error: error === "invalid" || error === "missing" ? error : null,
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
function backToLogin(lang: Lang, error: "invalid" | "missing", next: string): Response {
  const query = new URLSearchParams({ error });
  if (next !== urlFor("home", {}, lang)) query.set("next", next);
  return redirect(`${urlFor("login", {}, lang)}?${query}`, 303);
}

async function login({ request, context, lang }: ScreenActionArgs): Promise<Response> {
  const form = await request.formData();
  const next = safeNext(form.get("next"), lang);
  const [email, password] = [form.get("email"), form.get("password")].map((value) => (typeof value === "string" ? value : ""));
  try {
    await apiFrom(context).login({ lang, email, password });
    return redirect(next, 303);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 400) return backToLogin(lang, "missing", next);
    if (error.status === 401) return backToLogin(lang, "invalid", next);
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

function LoginForm({ error, next }: { error: LoginData["error"]; next: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <form method="post" action={urlFor("login", {}, lang)} className="login-form" aria-describedby={error ? "login-error" : undefined}>
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
      <p className="form-field">
        <label htmlFor="login-password">{t("auth.password")}</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" required aria-invalid={error ? true : undefined} />
      </p>
      <p>
        <button type="submit" className="button">
          {t("auth.submit")}
        </button>
      </p>
    </form>
  );
}

function LoginPage() {
  const { user, error, next } = useLoaderData() as LoginData;
  const t = useT();
  return (
    <article className="screen screen-login">
      <header className="page-header">
        <h1 className="page-header__title">{t("auth.title")}</h1>
      </header>
      <div className="screen-login__body">{user.is_logged_in ? <LoggedIn user={user} /> : <LoginForm error={error} next={next} />}</div>
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
