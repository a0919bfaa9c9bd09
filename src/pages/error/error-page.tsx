// The error page of spec §8, shown inside the site shell where possible.
import { useEffect } from "react";
import { Link, useRouteError, useRouteLoaderData } from "react-router";
import { useLang, useT } from "../../i18n/index.tsx";
import { createHttpClient } from "../../../shared/api/http-client.ts";
import { ensureCsrfCookie } from "../../lib/csrf.ts";
import { useSiteConfig } from "../../site-config.tsx";
import type { ShellData } from "../../layouts/shell-loader.ts";
import { CustomErrorPage, useCustomErrorPage } from "./custom-error-page.tsx";
import { errorKind, errorStatus, errorText } from "./error-status.ts";

/** Tells the editors' dashboard that a visitor saw a 404 here. */
function useReportNotFound(status: number) {
  useEffect(() => {
    if (status !== 404) return;
    ensureCsrfCookie()
      .then(() => createHttpClient().reportError({ url: window.location.href, referrer: document.referrer || undefined }))
      .catch(() => {});
  }, [status]);
}

export function ErrorView({ status, text }: { status: number; text: string }) {
  const t = useT();
  const lang = useLang();
  const { siteName } = useSiteConfig();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <title>{`${text} | ${siteName}`}</title>
      <meta name="robots" content="noindex" />
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="error-page__title">
        {text}
      </h1>
      <p>
        <Link className="button" to={`/${lang}`}>
          {t("errors.backHome")}
        </Link>
      </p>
    </section>
  );
}

export function ErrorPage() {
  const error = useRouteError();
  const lang = useLang();
  const t = useT();
  const status = errorStatus(error);
  const shell = useRouteLoaderData(`lang-${lang}`) as ShellData | undefined;
  const custom = useCustomErrorPage(status, shell?.settings.error_pages[String(status)]);
  useReportNotFound(status);
  if (custom) return <CustomErrorPage page={custom} />;
  return <ErrorView status={status} text={errorText(status, errorKind(error), t)} />;
}
