// The login page's forms for visitors' accounts: create an account, a forgotten password, and the
// confirmation link again (shown when a sign-in waits for its confirmation or an account was just
// created). Each posts to the login page with its `intent`; the action calls the API and goes back
// to the page's section (its anchor) with what came of it. The answers are the same for every
// address: the page never says whether one has an account.
import { redirect } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { apiFrom } from "../../api/loader-api.ts";
import { useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import { Field, FormMessage, formText, throwTooMany } from "../account/account-forms.tsx";
import type { ScreenActionArgs } from "../screen.ts";

const accountErrors = ["unconfirmed", "signup", "email", "link"] as const;
export type AccountError = (typeof accountErrors)[number];
const accountDones = ["signup", "reset", "resend", "password-set"] as const;
export type AccountDone = (typeof accountDones)[number];

export const accountError = (value: string | null): AccountError | null => (accountErrors as readonly (string | null)[]).includes(value) ? (value as AccountError) : null;
export const accountDone = (value: string | null): AccountDone | null => (accountDones as readonly (string | null)[]).includes(value) ? (value as AccountDone) : null;

/** The sections' anchors. */
const SECTION = { signup: "sign-up", reset: "password-reset", resend: "resend-confirmation" } as const;

/** The login page at a section, with what came of its form. */
export function loginPageWith(lang: Lang, outcome: { error?: AccountError; done?: AccountDone }, section?: string): Response {
  const query = new URLSearchParams(outcome as Record<string, string>);
  return redirect(`${urlFor("login", {}, lang)}?${query}${section ? `#${section}` : ""}`, 303);
}

/** The action of the account forms (their `intent`); a bad field comes back as the form's error. */
export async function accountAction({ context, lang }: ScreenActionArgs, form: FormData): Promise<Response> {
  const api = apiFrom(context);
  const intent = formText(form, "intent");
  const email = formText(form, "email");
  try {
    if (intent === "signup") {
      const password = formText(form, "password");
      if (password !== formText(form, "password_repeat") || form.get("accept_terms") !== "on") return loginPageWith(lang, { error: "signup" }, SECTION.signup);
      await api.signUp({ lang, first_name: formText(form, "first_name"), last_name: formText(form, "last_name"), email, password, accept_terms: true });
      return loginPageWith(lang, { done: "signup" }, SECTION.resend);
    }
    if (intent === "reset") {
      await api.requestPasswordReset({ lang, email });
      return loginPageWith(lang, { done: "reset" }, SECTION.reset);
    }
    await api.resendConfirmation({ lang, email });
    return loginPageWith(lang, { done: "resend" }, SECTION.resend);
  } catch (error) {
    throwTooMany(error, lang);
    if (isApiError(error) && error.status === 400) return loginPageWith(lang, { error: intent === "signup" ? "signup" : "email" }, intent === "signup" ? SECTION.signup : intent === "reset" ? SECTION.reset : SECTION.resend);
    throw error;
  }
}

function SignUpForm({ error }: { error: boolean }) {
  const t = useT();
  const lang = useLang();
  const invalid = error ? true : undefined;
  return (
    <form method="post" action={urlFor("login", {}, lang)} className="login-form" id={SECTION.signup} aria-labelledby="sign-up-title" aria-describedby={error ? "sign-up-error" : undefined}>
      <h2 id="sign-up-title">{t("accounts.signUpTitle")}</h2>
      <p>{t("accounts.signUpIntro")}</p>
      {error ? (
        <FormMessage id="sign-up-error" kind="error">
          {t("accounts.error.signup")}
        </FormMessage>
      ) : null}
      <input type="hidden" name="intent" value="signup" />
      <Field id="sign-up-first-name" name="first_name" label={t("accounts.firstName")} autoComplete="given-name" required maxLength={100} aria-invalid={invalid} />
      <Field id="sign-up-last-name" name="last_name" label={t("accounts.lastName")} autoComplete="family-name" required maxLength={100} aria-invalid={invalid} />
      <Field id="sign-up-email" name="email" type="email" label={t("accounts.email")} autoComplete="email" required maxLength={254} aria-invalid={invalid} />
      <Field id="sign-up-password" name="password" type="password" label={t("accounts.password")} help={t("accounts.passwordHelp")} autoComplete="new-password" required minLength={10} maxLength={200} aria-invalid={invalid} />
      <Field id="sign-up-password-repeat" name="password_repeat" type="password" label={t("accounts.passwordRepeat")} autoComplete="new-password" required minLength={10} maxLength={200} aria-invalid={invalid} />
      <p className="form-field form-field--check">
        <input type="checkbox" id="sign-up-terms" name="accept_terms" required aria-invalid={invalid} />
        <label htmlFor="sign-up-terms">
          {`${t("accounts.acceptBefore")} `}
          <a href={urlFor("legals-agb", {}, lang)}>{t("accounts.agb")}</a>
          {` ${t("accounts.acceptBetween")} `}
          <a href={urlFor("legals-privacy", {}, lang)}>{t("accounts.privacy")}</a>
          {lang === "de" ? ` ${t("accounts.acceptAfter")}` : t("accounts.acceptAfter")}
        </label>
      </p>
      <p>
        <button type="submit" className="button">
          {t("accounts.signUpSubmit")}
        </button>
      </p>
    </form>
  );
}

/** A form that asks for an address only: a forgotten password, the confirmation link again. */
function EmailOnlyForm({ section, intent, title, intro, submit, error, done }: { section: string; intent: string; title: string; intro?: string; submit: string; error: string | null; done: string | null }) {
  const lang = useLang();
  const t = useT();
  return (
    <form method="post" action={urlFor("login", {}, lang)} className="login-form" id={section} aria-labelledby={`${section}-title`}>
      <h2 id={`${section}-title`}>{title}</h2>
      {intro ? <p>{intro}</p> : null}
      {error ? (
        <FormMessage id={`${section}-error`} kind="error">
          {error}
        </FormMessage>
      ) : null}
      {done ? (
        <FormMessage id={`${section}-done`} kind="done">
          {done}
        </FormMessage>
      ) : null}
      <input type="hidden" name="intent" value={intent} />
      <Field id={`${section}-email`} name="email" type="email" label={t("accounts.email")} autoComplete="email" required maxLength={254} aria-invalid={error ? true : undefined} />
      <p>
        <button type="submit" className="button button--secondary">
          {submit}
        </button>
      </p>
    </form>
  );
}

export function AccountForms({ error, done }: { error: AccountError | null; done: AccountDone | null }) {
  const t = useT();
  const showResend = error === "unconfirmed" || done === "signup" || done === "resend";
  return (
    <>
      {showResend ? (
        <EmailOnlyForm
          section={SECTION.resend}
          intent="resend"
          title={t("accounts.resendTitle")}
          submit={t("accounts.resendSubmit")}
          error={error === "unconfirmed" ? t("accounts.error.unconfirmed") : null}
          done={done === "signup" ? t("accounts.done.signup") : done === "resend" ? t("accounts.done.resend") : null}
        />
      ) : null}
      <SignUpForm error={error === "signup"} />
      <EmailOnlyForm
        section={SECTION.reset}
        intent="reset"
        title={t("accounts.forgotTitle")}
        intro={t("accounts.forgotIntro")}
        submit={t("accounts.forgotSubmit")}
        error={error === "email" ? t("accounts.error.email") : null}
        done={done === "reset" ? t("accounts.done.reset") : null}
      />
    </>
  );
}
