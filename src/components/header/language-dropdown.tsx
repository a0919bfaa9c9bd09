// The language switch: a disclosure button with Deutsch and English, each leading to the current
// page in that language (the current one marked). The panel variant lists both links inline.
import { useId } from "react";
import { Link, useLocation } from "react-router";
import { useLang, useT } from "../../i18n/index.tsx";
import { languages, otherLang, type Lang } from "../../../shared/lib/localized.ts";
import { useAlternateUrl } from "../../lib/alternate-url.ts";
import { ChevronIcon } from "./header-icons.tsx";
import { useDisclosure } from "./use-disclosure.ts";

function useLanguageLinks(): { lang: Lang; href: string; current: boolean }[] {
  const lang = useLang();
  const location = useLocation();
  const other = useAlternateUrl(otherLang(lang));
  return languages.map((code) => ({
    lang: code,
    href: code === lang ? location.pathname + location.search : other,
    current: code === lang,
  }));
}

export function LanguageDropdown() {
  const lang = useLang();
  const t = useT();
  const id = useId();
  const links = useLanguageLinks();
  const { open, toggle, close, containerRef, buttonRef, onBlur } = useDisclosure<HTMLDivElement>();
  return (
    <div className="dropdown lang-dropdown" ref={containerRef} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="header-button lang-dropdown__button"
        aria-expanded={open}
        aria-controls={`${id}-languages`}
        onClick={toggle}
      >
        <span aria-hidden="true">{lang.toUpperCase()}</span>
        <span className="visually-hidden">{t("header.language", { name: t(`languageName.${lang}`) })}</span>
        <ChevronIcon />
      </button>
      <ul className="dropdown__panel" id={`${id}-languages`} hidden={!open}>
        {links.map((link) => (
          <li key={link.lang}>
            <Link
              to={link.href}
              className={`dropdown__link${link.current ? "" : " site-header__lang"}`}
              hrefLang={link.lang}
              lang={link.lang}
              aria-current={link.current ? "true" : undefined}
              onClick={() => close()}
            >
              {t(`languageName.${link.lang}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Both languages side by side, for the menu panel. */
export function LanguageLinks() {
  const t = useT();
  const links = useLanguageLinks();
  return (
    <ul className="lang-links" aria-label={t("language")}>
      {links.map((link) => (
        <li key={link.lang}>
          <Link to={link.href} className="lang-links__link" hrefLang={link.lang} lang={link.lang} aria-current={link.current ? "true" : undefined}>
            {t(`languageName.${link.lang}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
