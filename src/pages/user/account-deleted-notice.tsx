// The confirmation a visitor sees on the home page right after deleting their account: the
// deletion's answer sends the browser to "/{lang}?account_deleted=1" (see account-deletion-form.tsx).
import { useLocation } from "react-router";
import { useT } from "../../i18n/index.tsx";

export const ACCOUNT_DELETED_PARAM = "account_deleted";

export function AccountDeletedNotice() {
  const t = useT();
  const { search } = useLocation();
  if (new URLSearchParams(search).get(ACCOUNT_DELETED_PARAM) !== "1") return null;
  return (
    <p className="account-deleted-notice" role="status">
      {t("user.accountDeleted")}
    </p>
  );
}
