// The hub's first part: are the site and the shop switched on, and which alert do visitors see now.
import type { DashboardSite } from "../../../shared/api/dashboard-types.ts";
import { useT } from "../../i18n/index.tsx";

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
