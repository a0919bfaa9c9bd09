// The hub's unpublished drafts (issue 25): each page whose draft in a language is not yet what
// visitors see, with who saved it and when, the scheduled publish time, and the way to its editor.
import type { UnpublishedDrafts } from "../../../shared/api/unpublished-drafts-types.ts";
import { isLang } from "../../../shared/lib/localized.ts";
import { dictionary, useLang, useT } from "../../i18n/index.tsx";
import { HubTime } from "./hub-time.tsx";

export function DraftsPart({ drafts }: { drafts: UnpublishedDrafts | null }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className="hub-part hub-drafts" aria-labelledby="hub-drafts">
      <h2 id="hub-drafts">{t("hub.drafts.title")}</h2>
      {!drafts ? (
        <p className="hub-part__empty">{t("hub.failed")}</p>
      ) : drafts.items.length === 0 ? (
        <p className="hub-part__empty">{t("hub.drafts.empty")}</p>
      ) : (
        <>
          <ul className="hub-list" aria-labelledby="hub-drafts">
            {drafts.items.map((draft) => (
              <li key={`${draft.page_id}-${draft.lang}`} className="hub-list__item">
                <p className="hub-list__what">
                  <strong>
                    <a href={draft.edit_url}>{draft.title}</a>
                  </strong>{" "}
                  {isLang(draft.lang) ? t("hub.activities.inLang", { lang: dictionary(lang).languageName[draft.lang] }) : null}
                </p>
                <p className="hub-list__meta">
                  {t("hub.drafts.saved", { who: draft.who || t("hub.drafts.nobody") })} <HubTime at={draft.saved_at} lang={lang} />
                  {draft.publish_at ? (
                    <>
                      {" · "}
                      {t("hub.drafts.scheduled")} <HubTime at={draft.publish_at} lang={lang} />
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
          {drafts.total > drafts.items.length ? <p className="hub-part__empty">{t("hub.drafts.more", { count: drafts.total - drafts.items.length })}</p> : null}
        </>
      )}
    </section>
  );
}
