// The site header (spec §2): burger menu with a full-screen panel, logo, desktop menu row, search,
// today's opening hours, language dropdown, favorites, cart and account. It turns compact after a
// quarter of the viewport is scrolled, and landing pages show it without any menu.
import { useEffect, useId, useRef, useState } from "react";
import { useHeaderHeightVariable } from "./use-header-height.ts";
import { Link, useLocation, useMatches } from "react-router";
import type { Navigation, OpeningHoursToday, PageData } from "../../../shared/api/types.ts";
import { useLang, useT } from "../../i18n/index.tsx";
import { SearchBox } from "../search/search-box.tsx";
import { DesktopMenu } from "./desktop-menu.tsx";
import { BurgerIcon } from "./header-icons.tsx";
import { HeaderTools } from "./header-tools.tsx";
import { LanguageDropdown } from "./language-dropdown.tsx";
import { Logo } from "./logo.tsx";
import { MenuPanel } from "./menu-panel.tsx";
import { OpeningHours } from "./opening-hours.tsx";
import { useScrolledPast } from "../../lib/use-scrolled-past.ts";

const NO_SCROLL_CLASS = "no-scroll";

/** A CMS page flagged as landing page (its screen's loader data holds `page`). */
function useIsLandingPage(): boolean {
  return useMatches().some((match) => (match.loaderData as { page?: Pick<PageData, "is_landing_page"> } | undefined)?.page?.is_landing_page === true);
}

export function SiteHeader({ menu, hours, shopOnline }: { menu: Navigation["menu"]; hours: OpeningHoursToday; shopOnline: boolean }) {
  const lang = useLang();
  const t = useT();
  const panelId = useId();
  const location = useLocation();
  const landing = useIsLandingPage();
  const scrolled = useScrolledPast(0.25);
  const [menuOpen, setMenuOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeightVariable(headerRef);

  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) burgerRef.current?.focus();
  };

  // A new page closes the menu.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  // Tells the rest of the shell (the top alert hides while the menu is open) — see docs/decisions.md.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current === menuOpen) return;
    wasOpen.current = menuOpen;
    window.dispatchEvent(new CustomEvent("header-menu", { detail: { open: menuOpen } }));
  }, [menuOpen]);

  // The page behind an open menu does not scroll.
  useEffect(() => {
    if (!menuOpen) return;
    document.body.classList.add(NO_SCROLL_CLASS);
    return () => document.body.classList.remove(NO_SCROLL_CLASS);
  }, [menuOpen]);

  const classes = ["site-header", scrolled ? "site-header--scrolled" : "", menuOpen ? "site-header--menu-open" : "", landing ? "site-header--landing" : ""];
  return (
    <header ref={headerRef} className={classes.filter(Boolean).join(" ")}>
      <div className="site-header__bar">
        {landing ? null : (
          <button
            ref={burgerRef}
            type="button"
            className="header-button burger"
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <BurgerIcon />
            <span className="burger__label">{t("header.menu")}</span>
          </button>
        )}
        <Link to={`/${lang}`} className="site-header__logo">
          <Logo />
          <span className="visually-hidden"> – {t("home")}</span>
        </Link>
        {landing ? null : <DesktopMenu items={menu.primary} />}
        <div className="site-header__tools">
          <div className="site-header__hours">
            <OpeningHours hours={hours} />
          </div>
          <div className="site-header__search">
            <SearchBox variant="bar" />
          </div>
          <div className="site-header__lang-dropdown">
            <LanguageDropdown />
          </div>
          <HeaderTools shopOnline={shopOnline} />
        </div>
      </div>
      {landing ? null : (
        <MenuPanel id={panelId} open={menuOpen} onClose={closeMenu} primary={menu.primary} secondary={menu.secondary} hours={hours} />
      )}
    </header>
  );
}
