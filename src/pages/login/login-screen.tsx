// The editors' login and logout pages. Plain HTML forms posting to the server, so they work
// without JavaScript; the server checks that they come from this site.
import { useLoaderData } from "react-router";
import { apiFrom } from "../../api/loader-api.ts";
import type { UserDetails } from "../../../shared/api/types.ts";
import { translator, useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import type { Screen, ScreenLoaderArgs, WithMeta } from "../screen.ts";

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
  Component: LoginPage,
};

export const logoutScreen: Screen<LoginData> = {
  loader: (args) => loadLogin(args, translator(args.lang)("auth.logoutTitle")),
  Component: LogoutPage,
};
