// What an anonymous visitor sees on pages for logged-in users: the reason and a link to log in.
import { useLang, useT } from "../i18n/index.tsx";

export function LoginPrompt({ loginUrl }: { loginUrl?: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="login-prompt">
      <p>{t("user.loginRequired")}</p>
      <p>
        {/* The login page is served by the server, not a screen of the router: a full page load. */}
        <a className="button" href={loginUrl || `/${lang}/login`}>
          {t("login")}
        </a>
      </p>
    </div>
  );
}
