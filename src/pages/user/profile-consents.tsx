// The profile's consents: a check box per topic with its exact text; each change is saved at once
// (a row on the server with the text and its version) and the line under it says since when.
import { useState } from "react";
import type { AccountProfile, ConsentTopic, ProfileConsent } from "../../../shared/api/contract/account-profile.ts";
import { useApi } from "../../api/loader-api.ts";
import { announce } from "../../components/polite-announcer.tsx";
import { useLang, useT, type Translate } from "../../i18n/index.tsx";
import { formatLongDateTime } from "../../lib/format-date.ts";
import type { Lang } from "../../../shared/lib/localized.ts";

const topicTitles = { newsletter: "profile.consentNewsletter", information: "profile.consentInformation" } as const;

function consentState(consent: ProfileConsent, t: Translate, lang: Lang): string {
  if (!consent.changed_at) return t("profile.consentNever");
  const date = formatLongDateTime(consent.changed_at, lang);
  return consent.granted ? t("profile.consentGiven", { date, version: consent.text_version }) : t("profile.consentWithdrawn", { date });
}

export function ProfileConsents({ profile, onSaved }: { profile: AccountProfile; onSaved: (profile: AccountProfile) => void }) {
  const t = useT();
  const lang = useLang();
  const api = useApi();
  const [busy, setBusy] = useState<ConsentTopic | null>(null);
  const [failed, setFailed] = useState(false);

  const change = async (topic: ConsentTopic, granted: boolean, from: Element) => {
    setBusy(topic);
    setFailed(false);
    try {
      onSaved(await api.saveAccountConsent({ lang, topic, granted }));
      announce(granted ? t("profile.consentSaved") : t("profile.consentWithdrawnNow"), from);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="profile-section" aria-labelledby="profile-consents-title">
      <h2 id="profile-consents-title" className="profile-section__title">
        {t("profile.consentsTitle")}
      </h2>
      <p>{t("profile.consentsIntro")}</p>
      {profile.consents.map((consent) => {
        const id = `profile-consent-${consent.topic}`;
        return (
          <div key={consent.topic} className="form-field form-field--checkbox profile-consent">
            <input
              id={id}
              type="checkbox"
              checked={consent.granted}
              aria-busy={busy === consent.topic ? true : undefined}
              aria-describedby={`${id}-state`}
              onChange={(event) => void (busy ? undefined : change(consent.topic, event.currentTarget.checked, event.currentTarget))}
            />
            <label htmlFor={id}>
              <strong className="profile-consent__topic">{t(topicTitles[consent.topic])}</strong> {consent.text}
            </label>
            <p className="form-field__help" id={`${id}-state`}>
              {consentState(consent, t, lang)}
            </p>
          </div>
        );
      })}
      {failed ? (
        <p className="profile-message profile-message--problem" role="alert">
          {t("profile.failed")}
        </p>
      ) : null}
    </section>
  );
}
