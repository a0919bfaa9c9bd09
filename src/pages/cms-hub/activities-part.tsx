// The hub's recent page activities: who changed which page when, each with a link to that version.
import type { PageActivity } from "../../../shared/api/dashboard-types.ts";
import { isLang } from "../../../shared/lib/localized.ts";
import { useLang, useT, dictionary } from "../../i18n/index.tsx";
import { HubTime } from "./hub-time.tsx";

export function ActivitiesPart({ activities }: { activities: PageActivity[] | null }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className="hub-part hub-activities" aria-labelledby="hub-activities">
      <h2 id="hub-activities">{t("hub.activities.title")}</h2>
      {!activities ? (
        <p className="hub-part__empty">{t("hub.failed")}</p>
      ) : activities.length === 0 ? (
        <p className="hub-part__empty">{t("hub.activities.empty")}</p>
      ) : (
        <ol className="hub-list" aria-labelledby="hub-activities">
          {activities.map((activity) => (
            <li key={activity.id} className="hub-list__item">
              <p className="hub-list__what">
                <strong>{activity.who || t("hub.activities.unknownEditor")}</strong> {activity.action_label} <q>{activity.object_title}</q>
                {isLang(activity.lang) && activity.lang !== lang ? (
                  <>
                    {" "}
                    <span lang={activity.lang}>{t("hub.activities.inLang", { lang: dictionary(lang).languageName[activity.lang] })}</span>
                  </>
                ) : null}
              </p>
              <p className="hub-list__meta">
                <HubTime at={activity.at} lang={lang} />
                {activity.url ? (
                  <a className="hub-list__link" href={activity.url}>
                    {activity.version_id ? t("hub.activities.version", { id: activity.version_id }) : t("hub.activities.open", { title: activity.object_title })}
                  </a>
                ) : null}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
