// A password's input with a "Show password" button after it (a toggle: aria-pressed says whether the
// password shows), so someone can check what they typed on a phone; the input keeps its name, value
// and autocomplete either way. Before hydration the button does nothing and the password stays hidden.
import { useState, type InputHTMLAttributes } from "react";
import { useT } from "../../i18n/index.tsx";

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

export function PasswordInput({ id, ...input }: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <>
      <input id={id} {...input} type={shown ? "text" : "password"} />
      <button type="button" className="password-toggle" aria-pressed={shown} aria-controls={id} onClick={() => setShown(!shown)}>
        <EyeIcon crossed={shown} />
        {t("accounts.showPassword")}
      </button>
    </>
  );
}
