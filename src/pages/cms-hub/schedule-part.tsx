// The hub's schedule: modules, list items, articles and alerts that go online or offline in the
// next 14 days, soonest first, each with the page it is on.
import type { DashboardSchedule } from "../../../shared/api/dashboard-types.ts";
import { isLang } from "../../../shared/lib/localized.ts";
import { dictionary, useLang, useT } from "../../i18n/index.tsx";
import { HubTime } from "./hub-time.tsx";

export function SchedulePart({ schedule }: { schedule: DashboardSchedule | null }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className="hub-part hub-schedule" aria-labelledby="hub-schedule">
      <h2 id="hub-schedule">{t("hub.schedule.title")}</h2>
      {!schedule ? (
        <p className="hub-part__empty">{t("hub.failed")}</p>
      ) : schedule.items.length === 0 ? (
        <p className="hub-part__empty">{t("hub.schedule.empty")}</p>
      ) : (
        <ol className="hub-list" aria-labelledby="hub-schedule">
          {schedule.items.map((item, index) => (
            <li key={`${item.at}-${index}`} className={`hub-list__item hub-list__item--${item.change}`}>
              <p className="hub-list__what">
                <span className="hub-list__kind">{t(`hub.schedule.kinds.${item.kind}`)}</span>{" "}
                <strong>{item.url && !item.page_title ? <a href={item.url}>{item.label}</a> : item.label}</strong> {t(item.change === "online" ? "hub.schedule.online" : "hub.schedule.offline")}
                {item.page_title ? (
                  <>
                    {" "}
                    {t("hub.schedule.onPage")} {item.url ? <a href={item.url}>{item.page_title}</a> : item.page_title}
                  </>
                ) : null}
                {isLang(item.lang) && item.lang !== lang ? (
                  <>
                    {" "}
                    <span lang={item.lang}>{t("hub.activities.inLang", { lang: dictionary(lang).languageName[item.lang] })}</span>
                  </>
                ) : null}
              </p>
              <p className="hub-list__meta">
                <HubTime at={item.at} lang={lang} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
