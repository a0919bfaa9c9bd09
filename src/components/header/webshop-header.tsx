// The webshop layout's header, in the site header's style: the logo back to the site, the "Webshop"
// label, today's box-office hours, a switch to this shop page in the other language, and the cart.
// Hours and cart are our web components, as a real ticketing shop's pages embed them (issue 27).
import { useLocation } from "react-router";
import type { OpeningHoursToday } from "../../../shared/api/types.ts";
import { otherLang } from "../../../shared/lib/localized.ts";
import { useLang, useT } from "../../i18n/index.tsx";
import { WEBSHOP_CART_PATH, WEBSHOP_REMOVE_PATH, webshopHref } from "../../lib/webshop-urls.ts";
import { CartCounterElement } from "./cart-counter-element.tsx";
import { Logo } from "./logo.tsx";
import { OpeningHoursElement } from "./opening-hours-element.tsx";

function LanguageSwitch() {
  const t = useT();
  const other = otherLang(useLang());
  const { pathname } = useLocation();
  // A failed remove (a form post) has no page of its own to show again: the cart stands in.
  const path = pathname.replace(/\/$/, "") === WEBSHOP_REMOVE_PATH ? WEBSHOP_CART_PATH : pathname;
  return (
    <a className="header-button webshop-header__lang" href={webshopHref(path, other)} hrefLang={other} lang={other}>
      {t("webshop.languageSwitch")}
    </a>
  );
}

export function WebshopHeader({ hours, cartAmount }: { hours: OpeningHoursToday | null; cartAmount: number }) {
  const t = useT();
  const lang = useLang();
  return (
    <header className="site-header webshop-header">
      <div className="site-header__bar">
        <a href={`/${lang}`} className="site-header__logo">
          <Logo />
          <span className="visually-hidden"> – {t("webshop.toSite")}</span>
        </a>
        <span className="webshop-header__label">{t("webshop.title")}</span>
        {hours ? (
          <div className="webshop-header__hours">
            <OpeningHoursElement hours={hours} />
          </div>
        ) : null}
        <div className="site-header__tools webshop-header__tools">
          <LanguageSwitch />
          <CartCounterElement initialAmount={cartAmount} />
        </div>
      </div>
    </header>
  );
}
