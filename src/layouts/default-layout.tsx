// The default layout of spec §2: skip link, alert, header, main area, footer.
import { Outlet, useLoaderData } from "react-router";
import { useT } from "../i18n/index.tsx";
import { SiteHeader } from "../components/header/site-header.tsx";
import { AlertBanner } from "../components/header/alert-banner.tsx";
import { SiteFooter } from "../components/footer/site-footer.tsx";
import { PageHead } from "../components/head/page-head.tsx";
import { ErrorPage } from "../pages/error/error-page.tsx";
import type { ShellData } from "./shell-loader.ts";

export function DefaultLayout() {
  const shell = useLoaderData() as ShellData;
  const t = useT();
  return (
    <>
      <PageHead />
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      {shell.alert ? <AlertBanner alert={shell.alert} /> : null}
      <SiteHeader menu={shell.nav.menu.primary} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter links={shell.nav.footer} secondary={shell.nav.menu.secondary} settings={shell.settings} />
    </>
  );
}

/** The shell's own data failed (e.g. settings unreadable): an error page without header and footer. */
export function ShellErrorBoundary() {
  return (
    <main id="main" className="error-standalone">
      <ErrorPage />
    </main>
  );
}
