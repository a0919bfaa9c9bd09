// The hub's broken links: links on pages, in content blocks and in items (menu items, footer links,
// alerts …) that lead to an address of this site where no page is, or only an offline one; each
// names where the link is, links to where it is changed, and shows the dead address.
import type { BrokenLinks } from "../../../shared/api/dashboard-types.ts";
import { isLang } from "../../../shared/lib/localized.ts";
import { dictionary, useLang, useT, type TranslationKey } from "../../i18n/index.tsx";

/** What holds a link, in the editor's words; other items are an "item". */
const holderWords: Record<string, TranslationKey> = {
  page: "hub.links.kinds.page",
  container: "hub.links.kinds.container",
  menu_item: "hub.links.kinds.menuItem",
  footer_link: "hub.links.kinds.footerLink",
  alert: "hub.links.kinds.alert",
  partner: "hub.links.kinds.partner",
  programme_item: "hub.links.kinds.programmeItem",
  event: "hub.links.kinds.event",
  opening_hour: "hub.links.kinds.openingHours",
  opening_hours_exception: "hub.links.kinds.openingHours",
  production_opening_hour: "hub.links.kinds.openingHours",
};

export function BrokenLinksPart({ links }: { links: BrokenLinks | null }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className="hub-part hub-links" aria-labelledby="hub-links">
      <h2 id="hub-links">{t("hub.links.title")}</h2>
      {!links ? (
        <p className="hub-part__empty">{t("hub.failed")}</p>
      ) : links.items.length === 0 ? (
        <p className="hub-part__empty">{t("hub.links.empty")}</p>
      ) : (
        <>
          <ul className="hub-list" aria-labelledby="hub-links">
            {links.items.map((link) => (
              <li key={`${link.holder_kind}-${link.edit_url ?? link.holder_title}-${link.field}`} className="hub-list__item hub-list__item--offline">
                <p className="hub-list__what">
                  <span className="hub-list__kind">{t(holderWords[link.holder_kind] ?? "hub.links.kinds.item")}</span>{" "}
                  <strong>{link.edit_url ? <a href={link.edit_url}>{link.holder_title}</a> : link.holder_title}</strong> {t("hub.links.leadsTo")} <code>{link.address}</code>
                  {isLang(link.lang) && link.lang !== lang ? (
                    <>
                      {" "}
                      {t("hub.activities.inLang", { lang: dictionary(lang).languageName[link.lang] })}
                    </>
                  ) : null}
                </p>
                <p className="hub-list__meta">{t(link.reason === "offline" ? "hub.links.offline" : "hub.links.missing")}</p>
              </li>
            ))}
          </ul>
          {links.total > links.items.length ? <p className="hub-part__empty">{t("hub.links.more", { count: links.total - links.items.length })}</p> : null}
        </>
      )}
    </section>
  );
}
