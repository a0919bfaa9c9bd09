// The webshop layout's footer: the site footer's HTML block from the settings and its legal links.
import type { FooterLink } from "../../../shared/api/types.ts";
import { FooterHtml, FooterLegal } from "./site-footer.tsx";

export function WebshopFooter({ footerTop, links }: { footerTop: string; links: FooterLink[] }) {
  return (
    <footer className="site-footer webshop-footer">
      <FooterHtml className="site-footer__top" code={footerTop} />
      <FooterLegal links={links} />
    </footer>
  );
}
