// What the account screens' plain HTML forms share: a labelled field, the message after a form was
// sent (a status or an alert), reading a posted field, and the answer to an API refusal that only
// waiting helps (429).
import type { InputHTMLAttributes, ReactNode } from "react";
import { isApiError } from "../../../shared/api/api-error.ts";
import { routeError } from "../../api/loader-api.ts";
import { translator } from "../../i18n/index.tsx";
import type { Lang } from "../../../shared/lib/localized.ts";
import { urlFor } from "../../route-paths.ts";
import { PasswordInput } from "./password-input.tsx";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  help?: string;
}

/** A label and its input, with an optional help text the input is described by; a password's input can show what was typed. */
export function Field({ id, label, help, ...input }: FieldProps) {
  const describedBy = help ? `${id}-help` : undefined;
  return (
    <p className="form-field">
      <label htmlFor={id}>{label}</label>
      {input.type === "password" ? <PasswordInput id={id} aria-describedby={describedBy} {...input} /> : <input id={id} aria-describedby={describedBy} {...input} />}
      {help ? (
        <span className="form-field__help" id={`${id}-help`}>
          {help}
        </span>
      ) : null}
    </p>
  );
}

/** What came of the last form: an alert for a problem, a polite status for a success. */
export function FormMessage({ id, kind, children }: { id: string; kind: "error" | "done"; children: ReactNode }) {
  return kind === "error" ? (
    <p id={id} className="login-form__error" role="alert">
      {children}
    </p>
  ) : (
    <p id={id} className="login-form__done" role="status">
      {children}
    </p>
  );
}

/** A posted text field, "" when missing. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The 429 page for a refused request (the API's reason says how long to wait); other errors go on. */
export function throwTooMany(error: unknown, lang: Lang): void {
  if (!isApiError(error) || error.status !== 429) return;
  const t = translator(lang);
  routeError(429, { title: t("auth.tooMany"), text: error.body.reason ?? t("auth.tooMany"), link: { href: urlFor("login", {}, lang), label: t("auth.title") } });
}
