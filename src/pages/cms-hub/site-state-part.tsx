// The hub's first part: are the site and the shop switched on, and which alert do visitors see now.
import type { DashboardShopSystem, DashboardSite } from "../../../shared/api/dashboard-types.ts";
import { useLang, useT } from "../../i18n/index.tsx";
import { HubTime } from "./hub-time.tsx";

/** The built-in shop, or the external one's address and whether the site reaches it (since when not). */
function ShopSystem({ system }: { system: DashboardShopSystem }) {
  const t = useT();
  const lang = useLang();
  if (system.kind === "built-in") return <>{t("hubShop.builtIn")}</>;
  return (
    <>
      {t("hubShop.external", { url: system.url })}
      {" – "}
      <span className={`hub-state hub-state--${system.reachable ? "on" : "off"}`}>{t(system.reachable ? "hubShop.reachable" : "hubShop.unreachable")}</span>
      {system.unreachable_since ? (
        <>
          {` ${t("hubShop.since")} `}
          <HubTime at={system.unreachable_since} lang={lang} />
        </>
      ) : null}
    </>
  );
}

export function SiteStatePart({ site }: { site: DashboardSite | null }) {
  const t = useT();
  const state = (online: boolean) => <span className={`hub-state hub-state--${online ? "on" : "off"}`}>{t(online ? "hub.site.online" : "hub.site.offline")}</span>;
  return (
    <section className="hub-part hub-site" aria-labelledby="hub-site">
      <h2 id="hub-site">{t("hub.site.title")}</h2>
      {site ? (
        <dl className="hub-facts">
          <div className="hub-facts__row">
            <dt>{t("hub.site.site")}</dt>
            <dd>{state(site.is_site_online)}</dd>
          </div>
          <div className="hub-facts__row">
            <dt>{t("hub.site.shop")}</dt>
            <dd>{state(site.is_shop_online)}</dd>
          </div>
          <div className="hub-facts__row">
            <dt>{t("hubShop.system")}</dt>
            <dd>
              <ShopSystem system={site.shop_system} />
            </dd>
          </div>
          <div className="hub-facts__row">
            <dt>{t("hub.site.alert")}</dt>
            <dd>{site.alert ? site.alert.title : t("hub.site.noAlert")}</dd>
          </div>
        </dl>
      ) : (
        <p className="hub-part__empty">{t("hub.failed")}</p>
      )}
    </section>
  );
}
