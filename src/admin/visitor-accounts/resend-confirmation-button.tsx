// The admin's "send the confirmation link again" for one visitor account that has not confirmed its
// address: a button calling the API, and a status line (announced) that says where the mail went or
// why it did not.
import { useState } from "react";
import { isApiError } from "../../../shared/api/api-error.ts";
import { useApi } from "../../api/loader-api.ts";
import { useLang, useT } from "../../i18n/index.tsx";

export function ResendConfirmationButton({ accountId }: { accountId: number }) {
  const api = useApi();
  const lang = useLang();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  async function resend() {
    setBusy(true);
    try {
      const answer = await api.adminResendConfirmation({ lang, id: accountId });
      setMessage(t("visitorAccountConfirm.sent", { email: answer.email }));
    } catch (error) {
      setMessage(isApiError(error) && error.status === 409 ? t("visitorAccountConfirm.confirmed") : t("visitorAccountConfirm.failed"));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="admin-resend-confirmation">
      <button type="button" className="admin-button admin-button--quiet" onClick={() => void resend()} disabled={busy}>
        {t("visitorAccountConfirm.resend")}
      </button>
      <p role="status" className="admin-resend-confirmation__status">
        {message}
      </p>
    </div>
  );
}
