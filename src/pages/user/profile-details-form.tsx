// The profile's name, address and phone: a form sent with JavaScript; the server checks every field
// and a refusal names the field, which gets its sentence under it and the focus.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { isApiError } from "../../../shared/api/api-error.ts";
import { profileFields, profileLimits, type AccountProfile, type ProfileDetails, type ProfileField } from "../../../shared/api/contract/account-profile.ts";
import { useApi } from "../../api/loader-api.ts";
import { useLang, useT, type TranslationKey } from "../../i18n/index.tsx";

interface FieldSpec {
  label: TranslationKey;
  /** The sentence under the field when the server refuses it. */
  problem: "profile.invalidName" | "profile.invalidPhone" | "profile.invalidText";
  autoComplete: string;
  maxLength: number;
  type?: string;
}

const fieldSpecs: Record<ProfileField, FieldSpec> = {
  first_name: { problem: "profile.invalidName", label: "profile.firstName", autoComplete: "given-name", maxLength: profileLimits.name },
  last_name: { problem: "profile.invalidName", label: "profile.lastName", autoComplete: "family-name", maxLength: profileLimits.name },
  street: { problem: "profile.invalidText", label: "profile.street", autoComplete: "street-address", maxLength: profileLimits.street },
  postal_code: { problem: "profile.invalidText", label: "profile.postalCode", autoComplete: "postal-code", maxLength: profileLimits.postalCode },
  city: { problem: "profile.invalidText", label: "profile.city", autoComplete: "address-level2", maxLength: profileLimits.city },
  country: { problem: "profile.invalidText", label: "profile.country", autoComplete: "country-name", maxLength: profileLimits.country },
  phone: { problem: "profile.invalidPhone", label: "profile.phone", autoComplete: "tel", maxLength: profileLimits.phone, type: "tel" },
};

const requiredFields: readonly ProfileField[] = ["first_name", "last_name"];
const inputId = (field: ProfileField) => `profile-${field}`;

type Status = { kind: "idle" } | { kind: "saving" } | { kind: "saved" } | { kind: "failed" } | { kind: "invalid"; field: ProfileField };

export function ProfileDetailsForm({ profile, onSaved }: { profile: AccountProfile; onSaved: (profile: AccountProfile) => void }) {
  const t = useT();
  const lang = useLang();
  const api = useApi();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const message = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (status.kind === "invalid") document.getElementById(inputId(status.field))?.focus();
    else if (status.kind === "saved" || status.kind === "failed") message.current?.focus();
  }, [status]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === "saving") return;
    const form = new FormData(event.currentTarget);
    const details = Object.fromEntries(profileFields.map((field) => [field, String(form.get(field) ?? "")])) as unknown as ProfileDetails;
    setStatus({ kind: "saving" });
    try {
      onSaved(await api.saveAccountProfile({ lang, ...details }));
      setStatus({ kind: "saved" });
    } catch (error) {
      const field = isApiError(error) && error.status === 400 ? (error.body.field as ProfileField) : null;
      setStatus(field && profileFields.includes(field) ? { kind: "invalid", field } : { kind: "failed" });
    }
  };

  return (
    <section className="profile-section" aria-labelledby="profile-details-title">
      <h2 id="profile-details-title" className="profile-section__title">
        {t("profile.detailsTitle")}
      </h2>
      <p>{t("profile.detailsIntro")}</p>
      {/* POST: a submit before hydration must never put what was typed (a password) into the address. */}
      <form className="profile-form" method="post" onSubmit={submit} noValidate>
        {profileFields.map((field) => {
          const spec = fieldSpecs[field];
          const required = requiredFields.includes(field);
          const problem = status.kind === "invalid" && status.field === field ? t(spec.problem, { max: spec.maxLength }) : null;
          const problemId = `${inputId(field)}-problem`;
          return (
            <div key={field} className="form-field">
              <label htmlFor={inputId(field)} className="form-field__label">
                {t(spec.label)}
                {required ? <abbr title={t("profile.required")}> *</abbr> : null}
              </label>
              <input
                id={inputId(field)}
                name={field}
                type={spec.type ?? "text"}
                autoComplete={spec.autoComplete}
                maxLength={spec.maxLength}
                required={required}
                defaultValue={profile.details[field]}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? problemId : undefined}
              />
              {problem ? (
                <p className="form-field__error" id={problemId}>
                  {problem}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="form-field">
          <span className="form-field__label">{t("profile.email")}</span>
          <p className="profile-form__email">{profile.email}</p>
          <p className="form-field__help">{t("profile.emailNote")}</p>
        </div>
        <button type="submit" className="button" aria-disabled={status.kind === "saving" ? true : undefined}>
          {status.kind === "saving" ? t("profile.saving") : t("profile.save")}
        </button>
        {status.kind === "saved" || status.kind === "failed" ? (
          <p ref={message} className={status.kind === "saved" ? "profile-message" : "profile-message profile-message--problem"} role="status" tabIndex={-1}>
            {status.kind === "saved" ? t("profile.saved") : t("profile.failed")}
          </p>
        ) : null}
      </form>
    </section>
  );
}
