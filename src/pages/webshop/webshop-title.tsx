// A webshop page's document title: "Ihr Warenkorb | Webshop | Staatstheater Kulisse".
import { useT } from "../../i18n/index.tsx";
import { useSiteConfig } from "../../site-config.tsx";

export function WebshopTitle({ page }: { page: string }) {
  const t = useT();
  const { siteName } = useSiteConfig();
  return <title>{`${page} | ${t("webshop.title")} | ${siteName}`}</title>;
}
