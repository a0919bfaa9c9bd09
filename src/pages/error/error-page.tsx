// The error page of spec §8, shown inside the site shell where possible.
import { useEffect } from "react";
import { Link, useRouteError, useRouteLoaderData } from "react-router";
import { useLang, useT } from "../../i18n/index.tsx";
import { useApi } from "../../api/loader-api.ts";
import { useSiteConfig } from "../../site-config.tsx";
import { documentTitle } from "../../lib/document-title.ts";
import type { ShellData } from "../../layouts/shell-loader.ts";
import { CustomErrorPage, useCustomErrorPage } from "./custom-error-page.tsx";
import { errorDetail, errorKind, errorMessage, errorStatus, errorText, type ErrorMessage } from "./error-status.ts";

/** Tells the editors' dashboard that a visitor saw a 404 here. */
function useReportNotFound(status: number) {
  const api = useApi();
  useEffect(() => {
    if (status !== 404) return;
    api.reportError({ url: window.location.href, referrer: document.referrer || undefined }).catch(() => {});
  }, [api, status]);
}

export function ErrorView({ status, text, detail, link }: { status: number; text: string; detail?: string; link?: ErrorMessage["link"] }) {
  const t = useT();
  const lang = useLang();
  const { siteName } = useSiteConfig();
  const way = link ?? { href: `/${lang}`, label: t("errors.backHome") };
  return (
    <section className="error-page" aria-labelledby="error-title">
      <title>{documentTitle(siteName, text)}</title>
      <meta name="robots" content="noindex" />
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="error-page__title">
        {text}
      </h1>
      {detail ? <p>{detail}</p> : null}
      <p>
        <Link className="button" to={way.href}>
          {way.label}
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
  const message = errorMessage(error);
  if (message) return <ErrorView status={status} text={message.title} detail={message.text} link={message.link} />;
  return <ErrorView status={status} text={errorText(status, errorKind(error), t)} detail={errorDetail(error) ?? (status === 403 ? t("errors.forbiddenText") : undefined)} />;
}
