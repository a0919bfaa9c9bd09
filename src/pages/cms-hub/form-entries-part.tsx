// The hub's unread form entries: a count per form and the newest entries, each opening the
// admin's view of the entry (which marks it read).
import type { UnreadFormEntries } from "../../../shared/api/dashboard-types.ts";
import { useLang, useT } from "../../i18n/index.tsx";
import { HubTime } from "./hub-time.tsx";

export function FormEntriesPart({ entries }: { entries: UnreadFormEntries | null }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className="hub-part hub-forms" aria-labelledby="hub-forms">
      <h2 id="hub-forms">{t("hub.forms.title")}</h2>
      {!entries ? (
        <p className="hub-part__empty">{t("hub.failed")}</p>
      ) : entries.total === 0 ? (
        <p className="hub-part__empty">{t("hub.forms.empty")}</p>
      ) : (
        <div className="hub-part__columns">
          <table className="hub-table">
            <caption>{t("hub.forms.perForm")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("hub.forms.form")}</th>
                <th scope="col" className="hub-table__number">
                  {t("hub.forms.unread")}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.forms.map((form) => (
                <tr key={form.form_id}>
                  <th scope="row">
                    <a href={form.url}>{form.form_title}</a>
                  </th>
                  <td className="hub-table__number">{form.unread}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="hub-part__block">
            <h3 id="hub-forms-newest">{t("hub.forms.newest")}</h3>
            <ol className="hub-list" aria-labelledby="hub-forms-newest">
              {entries.newest.map((entry) => (
                <li key={entry.id} className="hub-list__item">
                  <p className="hub-list__what">
                    <a href={entry.url}>
                      {entry.form_title}: {t("hub.forms.entry")}{" "}
                      <HubTime at={entry.created_at} lang={lang} />
                    </a>
                  </p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      )}
    </section>
  );
}
