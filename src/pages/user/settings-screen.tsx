// The settings part of the user area: the e-mail address (a visitor's account changes it by a link
// to the new address; a staff account's is changed by an admin and shown read-only), the password
// (the current one required; other devices are signed out) and the language of the account's mails.
// Plain HTML forms posting to the page; the action calls the API and comes back with the outcome.
import { redirect, useLoaderData } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import type { AccountSettings } from "../../../shared/api/contract/accounts.ts";
import type { UserDetails } from "../../../shared/api/types.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { apiFrom } from "../../api/loader-api.ts";
import { accountTextsDe, accountTextsEn } from "../../i18n/account-texts.ts";
import { addTexts, translator, useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import { Field, FormMessage, formText, throwTooMany } from "../account/account-forms.tsx";
import type { Screen, ScreenActionArgs, ScreenLoaderArgs, WithMeta } from "../screen.ts";
import { UserArea } from "./user-area.tsx";
import { loadUser } from "./user-session.tsx";

addTexts("de", accountTextsDe);
addTexts("en", accountTextsEn);

const outcomes = ["email-requested", "email-invalid", "password-changed", "password-invalid", "current-password", "lang-saved"] as const;
type Outcome = (typeof outcomes)[number];

interface SettingsData extends WithMeta {
  user: UserDetails | null;
  settings: AccountSettings | null;
  outcome: Outcome | null;
}

async function loadSettings(args: ScreenLoaderArgs): Promise<SettingsData> {
  const user = await loadUser(args);
  const settings = user ? await apiFrom(args.context).accountSettings({ lang: args.lang }) : null;
  const outcome = new URL(args.request.url).searchParams.get("outcome");
  return { user, settings, outcome: (outcomes as readonly (string | null)[]).includes(outcome) ? (outcome as Outcome) : null, meta: { title: translator(args.lang)("user.settings") } };
}

const backWith = (lang: Lang, outcome: Outcome, section: string) => redirect(`${urlFor("user-settings", {}, lang, { outcome })}#${section}`, 303);

async function saveSettings({ request, context, lang }: ScreenActionArgs): Promise<Response> {
  const form = await request.formData();
  const api = apiFrom(context);
  const intent = formText(form, "intent");
  const currentPassword = formText(form, "current_password");
  try {
    if (intent === "email") {
      await api.changeEmail({ lang, email: formText(form, "email"), current_password: currentPassword });
      return backWith(lang, "email-requested", "settings-email");
    }
    if (intent === "password") {
      const password = formText(form, "password");
      if (password !== formText(form, "password_repeat")) return backWith(lang, "password-invalid", "settings-password");
      await api.changePassword({ lang, current_password: currentPassword, password });
      return backWith(lang, "password-changed", "settings-password");
    }
    const preferred = formText(form, "preferred_lang");
    await api.setPreferredLang({ lang, preferred_lang: preferred === "en" ? "en" : "de" });
    return backWith(lang, "lang-saved", "settings-lang");
  } catch (error) {
    // Too many password checks: the page that says how long to wait.
    throwTooMany(error, lang);
    if (!isApiError(error) || error.status !== 400) throw error;
    const section = intent === "email" ? "settings-email" : "settings-password";
    if (error.body.field === "current_password") return backWith(lang, "current-password", section);
    return backWith(lang, intent === "email" ? "email-invalid" : "password-invalid", section);
  }
}

/** A form of the settings with its heading and the outcome of its last post. */
function SettingsForm({ id, title, intent, message, children }: { id: string; title: string; intent: string; message: { kind: "error" | "done"; text: string } | null; children: React.ReactNode }) {
  const lang = useLang();
  return (
    <form method="post" action={urlFor("user-settings", {}, lang)} className="login-form settings-form" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {message ? (
        <FormMessage id={`${id}-message`} kind={message.kind}>
          {message.text}
        </FormMessage>
      ) : null}
      <input type="hidden" name="intent" value={intent} />
      {children}
    </form>
  );
}

function Settings({ settings, outcome }: { settings: AccountSettings; outcome: Outcome | null }) {
  const t = useT();
  const messageFor = (section: "email" | "password" | "lang") => {
    const byOutcome: Partial<Record<Outcome, { kind: "error" | "done"; text: string; section: string }>> = {
      "email-requested": { kind: "done", text: t("accounts.settings.emailRequested"), section: "email" },
      "email-invalid": { kind: "error", text: t("accounts.error.email"), section: "email" },
      "password-changed": { kind: "done", text: t("accounts.settings.passwordChanged"), section: "password" },
      "password-invalid": { kind: "error", text: t("accounts.error.password"), section: "password" },
      "lang-saved": { kind: "done", text: t("accounts.settings.langSaved"), section: "lang" },
    };
    if (outcome === "current-password") return { kind: "error" as const, text: t("accounts.error.currentPassword") };
    const found = outcome ? byOutcome[outcome] : undefined;
    return found && found.section === section ? found : null;
  };
  const currentPassword = (id: string) => <Field id={id} name="current_password" type="password" label={t("accounts.settings.currentPassword")} autoComplete="current-password" required maxLength={200} />;
  return (
    <div className="account-settings">
      {settings.email_editable ? (
        <SettingsForm id="settings-email" title={t("accounts.settings.emailTitle")} intent="email" message={messageFor("email")}>
          <p>
            {`${t("accounts.settings.currentEmail")}: `}
            <strong>{settings.email}</strong>
          </p>
          <Field id="settings-new-email" name="email" type="email" label={t("accounts.settings.newEmail")} autoComplete="email" required maxLength={254} />
          {currentPassword("settings-email-password")}
          <p>
            <button type="submit" className="button">
              {t("accounts.settings.emailSubmit")}
            </button>
          </p>
        </SettingsForm>
      ) : (
        <section className="settings-form" aria-labelledby="settings-email-title">
          <h2 id="settings-email-title">{t("accounts.settings.emailTitle")}</h2>
          <p>
            <strong>{settings.email}</strong>
          </p>
          <p>{t("accounts.settings.staffEmail")}</p>
        </section>
      )}
      <SettingsForm id="settings-password" title={t("accounts.settings.passwordTitle")} intent="password" message={messageFor("password")}>
        {currentPassword("settings-current-password")}
        <Field id="settings-new-password" name="password" type="password" label={t("accounts.settings.newPassword")} help={t("accounts.passwordHelp")} autoComplete="new-password" required minLength={10} maxLength={200} />
        <Field id="settings-new-password-repeat" name="password_repeat" type="password" label={t("accounts.passwordRepeat")} autoComplete="new-password" required minLength={10} maxLength={200} />
        <p>
          <button type="submit" className="button">
            {t("accounts.settings.passwordSubmit")}
          </button>
        </p>
      </SettingsForm>
      <SettingsForm id="settings-lang" title={t("accounts.settings.langTitle")} intent="lang" message={messageFor("lang")}>
        <p className="form-field">
          <label htmlFor="settings-preferred-lang">{t("accounts.settings.lang")}</label>
          <select id="settings-preferred-lang" name="preferred_lang" defaultValue={settings.preferred_lang}>
            <option value="de">{t("accounts.settings.german")}</option>
            <option value="en">{t("accounts.settings.english")}</option>
          </select>
        </p>
        <p>
          <button type="submit" className="button">
            {t("accounts.settings.langSubmit")}
          </button>
        </p>
      </SettingsForm>
    </div>
  );
}

function SettingsPage() {
  const { user, settings, outcome } = useLoaderData() as SettingsData;
  const t = useT();
  return (
    <UserArea route="user-settings" title={t("user.settings")} user={user}>
      {settings ? <Settings settings={settings} outcome={outcome} /> : null}
    </UserArea>
  );
}

export const settingsScreen: Screen<SettingsData> = {
  loader: loadSettings,
  action: saveSettings,
  Component: SettingsPage,
};
