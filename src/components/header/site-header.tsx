// The site header: logo, main menu, language switch, cart and account links. (The full header of
// spec §2 — burger menu, search box, opening hours, dropdowns — grows here.)
import { Link, NavLink } from "react-router";
import { useLang, useT } from "../../i18n/index.tsx";
import { otherLang } from "../../lib/localized.ts";
import { useAlternateUrl } from "../../lib/alternate-url.ts";
import type { MenuItem } from "../../api/types.ts";
import { Logo } from "./logo.tsx";
import { AccountIcon, CartIcon } from "../icons.tsx";

function LanguageSwitch() {
  const lang = useLang();
  const t = useT();
  const target = otherLang(lang);
  const href = useAlternateUrl(target);
  return (
    <Link className="site-header__lang" to={href} hrefLang={target} lang={target} title={t("switchLanguage")}>
      {target.toUpperCase()}
      <span className="visually-hidden"> – {t(`languageName.${target}`)}</span>
    </Link>
  );
}

export function SiteHeader({ menu }: { menu: MenuItem[] }) {
  const lang = useLang();
  const t = useT();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to={`/${lang}`} className="site-header__logo">
          <Logo />
          <span className="visually-hidden"> – {t("home")}</span>
        </Link>
        <div className="site-header__tools">
          <LanguageSwitch />
          <a className="site-header__tool" href="/webshop/" aria-label={t("cart")} title={t("cart")}>
            <CartIcon />
          </a>
          <a className="site-header__tool" href={`/${lang}/login`} aria-label={t("account")} title={t("account")}>
            <AccountIcon />
          </a>
        </div>
      </div>
      <nav className="site-nav" aria-label={t("mainNavigation")}>
        <ul className="site-nav__list">
          {menu.map((item) => (
            <li key={item.url}>
              <NavLink to={item.url} className="site-nav__link">
                {item.menu_name}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
