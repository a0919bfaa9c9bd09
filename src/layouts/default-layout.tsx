// The default layout of spec §2: skip link, alert, header, main area, footer.
import { Outlet, useLoaderData } from "react-router";
import { useT } from "../i18n/index.tsx";
import { SiteHeader } from "../components/header/site-header.tsx";
import { AlertBanner } from "../components/alert/alert-banner.tsx";
import { CookieConsent } from "../components/cookie-consent/cookie-consent.tsx";
import { StickyNavigation } from "../components/sticky-navigation/sticky-navigation.tsx";
import { EventOverlay } from "../components/event-overlay/event-overlay.tsx";
import { SearchActionJsonLd } from "../components/search/search-action-json-ld.tsx";
import { SiteFooter } from "../components/footer/site-footer.tsx";
import { PageHead } from "../components/head/page-head.tsx";
import { NavigationBehaviour } from "../components/navigation/navigation-behaviour.tsx";
import { SiteNotice } from "../components/notices/site-notice.tsx";
import { PoliteAnnouncer } from "../components/polite-announcer.tsx";
import { RouteSkeleton } from "../components/skeletons/route-skeleton.tsx";
import { ErrorPage } from "../pages/error/error-page.tsx";
import type { ShellData } from "./shell-loader.ts";
import { StaffBarSlot } from "../components/staff-bar/staff-bar-slot.tsx";
import { StaffTargetProvider } from "../components/staff-bar/staff-target.tsx";
import { AccountDeletedNotice } from "../pages/user/account-deleted-notice.tsx";

export function DefaultLayout() {
  const shell = useLoaderData() as ShellData;
  const t = useT();
  return (
    <StaffTargetProvider>
      <PageHead />
      <NavigationBehaviour />
      {/* First in the body: its early script opens it before the browser's first paint (it shows in
          the top layer, and while closed it is neither seen nor reached by Tab). */}
      <CookieConsent />
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <StaffBarSlot />
      <SiteNotice />
      {shell.alert ? <AlertBanner alert={shell.alert} /> : null}
      <SiteHeader menu={shell.nav.menu} hours={shell.openingHours} shopOnline={shell.settings.is_shop_online} />
      <SearchActionJsonLd />
      <main id="main" tabIndex={-1}>
        <RouteSkeleton />
        <AccountDeletedNotice />
        <Outlet />
      </main>
      <SiteFooter links={shell.nav.footer} secondary={shell.nav.menu.secondary} settings={shell.settings} />
      <StickyNavigation />
      <EventOverlay />
      <PoliteAnnouncer />
    </StaffTargetProvider>
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
