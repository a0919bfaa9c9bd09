// The site footer: the editors' custom HTML blocks (top, logos, bottom), service menu and legal links
// (terms, imprint, privacy, cookie settings, whistleblower). "Cookie settings" is a button that reopens
// the consent dialog.
import { Link } from "react-router";
import { useLang, useT } from "../../i18n/index.tsx";
import { useSiteConfig } from "../../site-config.tsx";
import { openConsentDialog } from "../../lib/consent.ts";
import type { FooterLink, MenuItem, SiteSettings } from "../../../shared/api/types.ts";

export function FooterHtml({ code, className }: { code: string; className: string }) {
  // Custom code is set by administrators in the site settings, not by visitors.
  return code ? <div className={className} dangerouslySetInnerHTML={{ __html: code }} /> : null;
}

function FooterAnchor({ link }: { link: { url: string; title: string } }) {
  if (link.url.startsWith("/")) return <Link to={link.url}>{link.title}</Link>;
  return <a href={link.url}>{link.title}</a>;
}

function FooterEntry({ link }: { link: FooterLink }) {
  if (link.kind === "cookie-settings") {
    return (
      <button type="button" className="site-footer__button" aria-haspopup="dialog" onClick={() => openConsentDialog("visitor")}>
        {link.title}
      </button>
    );
  }
  return <FooterAnchor link={link} />;
}

/** The legal links (terms, imprint, privacy …) and the copyright line. */
export function FooterLegal({ links }: { links: FooterLink[] }) {
  const t = useT();
  const { siteName } = useSiteConfig();
  return (
    <div className="site-footer__legal">
      <nav aria-label={t("footerNavigation")}>
        <ul className="site-footer__links">
          {links.map((link) => (
            <li key={link.kind + link.url}>
              <FooterEntry link={link} />
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__copyright">{t("footer.copyright", { year: new Date().getFullYear(), site: siteName })}</p>
    </div>
  );
}

export function SiteFooter({ links, secondary, settings }: { links: FooterLink[]; secondary: MenuItem[]; settings: SiteSettings }) {
  const t = useT();
  const lang = useLang();
  return (
    <footer className="site-footer">
      <FooterHtml className="site-footer__top" code={settings.html_footer_top.code} />
      <div className="site-footer__columns">
        <nav aria-label={t("secondaryNavigation")}>
          <ul className="site-footer__menu">
            {secondary.map((item) => (
              <li key={item.url}>
                <FooterAnchor link={{ url: item.url, title: item.menu_name }} />
              </li>
            ))}
          </ul>
        </nav>
        <FooterHtml className="site-footer__logos" code={settings.html_footer_logos.code} />
      </div>
      <FooterLegal links={links} />
      <FooterHtml className="site-footer__bottom" code={settings.html_footer_bottom.code} />
      <p className="visually-hidden">
        <Link to={`/${lang}`}>{t("home")}</Link>
      </p>
    </footer>
  );
}
