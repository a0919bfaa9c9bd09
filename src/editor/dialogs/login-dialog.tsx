// Spec §8: a 401 while editing opens the login dialog. The working copy stays as it is; after the
// login the save that failed is tried again.
import { useId, useState, type FormEvent } from "react";
import { useEditor } from "../editor-context.tsx";
import { EditorDialog } from "./editor-dialog.tsx";

export function LoginDialog() {
  const { controller, t } = useEditor();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailId = useId();
  const passwordId = useId();
  const failureId = useId();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const refusal = await controller.login(String(form.get("email") ?? ""), String(form.get("password") ?? ""));
      setFailure(refusal === null ? null : refusal.refused === "wait" && refusal.reason ? refusal.reason : t("editor.loginFailed"));
    } catch {
      setFailure(t("editor.loginFailed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <EditorDialog title={t("editor.loginTitle")} onCancel={controller.cancelLogin} className="editor-login">
      <form onSubmit={(event) => void submit(event)} className="editor-dialog__body">
        <p>{t("editor.loginIntro")}</p>
        {failure ? (
          <p id={failureId} className="editor-dialog__failure" role="alert">
            {failure}
          </p>
        ) : null}
        <label htmlFor={emailId}>{t("common.email")}</label>
        <input id={emailId} name="email" type="email" autoComplete="username" required aria-describedby={failure ? failureId : undefined} />
        <label htmlFor={passwordId}>{t("editor.password")}</label>
        <input id={passwordId} name="password" type="password" autoComplete="current-password" required />
        <div className="editor-dialog__actions">
          <button type="submit" className="editor-button editor-button--primary" disabled={busy}>
            {t("editor.login")}
          </button>
          <button type="button" className="editor-button" onClick={controller.cancelLogin}>
            {t("common.cancel")}
          </button>
        </div>
      </form>
    </EditorDialog>
  );
}
