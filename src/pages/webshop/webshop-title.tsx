// A webshop page's document title: "Ihr Warenkorb | Webshop | Staatstheater Kulisse".
import { useT } from "../../i18n/index.tsx";
import { useSiteConfig } from "../../site-config.tsx";
import { documentTitle } from "../../lib/document-title.ts";

export function WebshopTitle({ page }: { page: string }) {
  const t = useT();
  const { siteName } = useSiteConfig();
  return <title>{documentTitle(siteName, page, t("webshop.title"))}</title>;
}
