// The profile's last part: what deleting the account does (orders kept anonymized for bookkeeping,
// gift cards as bearer values), and the form that does it with the password as confirmation. On
// success the browser loads the home page afresh (signed out), which confirms the deletion.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { isApiError } from "../../../shared/api/api-error.ts";
import { profileLimits, type AccountProfile } from "../../../shared/api/contract/account-profile.ts";
import { useApi } from "../../api/loader-api.ts";
import { useLang, useT } from "../../i18n/index.tsx";

type Status = { kind: "idle" } | { kind: "deleting" } | { kind: "refused"; reason: string } | { kind: "failed" };

export function AccountDeletionForm({ profile }: { profile: AccountProfile }) {
  const t = useT();
  const lang = useLang();
  const api = useApi();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const password = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (status.kind === "refused") password.current?.focus();
  }, [status]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === "deleting") return;
    const given = String(new FormData(event.currentTarget).get("password") ?? "");
    if (!given) return setStatus({ kind: "refused", reason: t("profile.delete.wrongPassword") });
    setStatus({ kind: "deleting" });
    try {
      const done = await api.deleteAccount({ lang, password: given });
      window.location.assign(done.home_url);
    } catch (error) {
      // A wrong password (400) or too many tries (429): the field's sentence says which.
      if (isApiError(error) && (error.status === 400 || error.status === 429)) setStatus({ kind: "refused", reason: String(error.body.reason ?? t("profile.delete.wrongPassword")) });
      else setStatus({ kind: "failed" });
    }
  };

  const problem = status.kind === "refused" ? status.reason : null;
  return (
    <section className="profile-section profile-section--danger" aria-labelledby="profile-delete-title">
      <h2 id="profile-delete-title" className="profile-section__title">
        {t("profile.deleteTitle")}
      </h2>
      {profile.may_delete ? (
        <>
          <p>{t("profile.deleteIntro")}</p>
          <p>{t("profile.deleteOrders")}</p>
          <p>{t("profile.deleteGiftCards")}</p>
          {/* POST: a submit before hydration must never put what was typed (a password) into the address. */}
          <form className="profile-form" method="post" onSubmit={submit} noValidate>
            <div className="form-field">
              <label htmlFor="profile-delete-password" className="form-field__label">
                {t("profile.deletePassword")}
              </label>
              <input
                ref={password}
                id="profile-delete-password"
                name="password"
                type="password"
                autoComplete="current-password"
                maxLength={profileLimits.password}
                required
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? "profile-delete-problem" : undefined}
              />
              {problem ? (
                <p className="form-field__error" id="profile-delete-problem">
                  {problem}
                </p>
              ) : null}
            </div>
            <button type="submit" className="button" aria-disabled={status.kind === "deleting" ? true : undefined}>
              {status.kind === "deleting" ? t("profile.deleting") : t("profile.deleteButton")}
            </button>
            {status.kind === "failed" ? (
              <p className="profile-message profile-message--problem" role="alert">
                {t("profile.failed")}
              </p>
            ) : null}
          </form>
        </>
      ) : (
        <p>{t("profile.deleteStaff")}</p>
      )}
    </section>
  );
}
